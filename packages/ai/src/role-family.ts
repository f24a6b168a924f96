import { extractSkills } from './skill-extractor.ts';
import { getTaxonomy, resolveSkill, type Skill, type SkillCategory } from './taxonomy.ts';
import { termKey } from './text.ts';

export const roleFamilies = [
  'engineering',
  'data',
  'design',
  'product',
  'sales',
  'marketing',
  'healthcare',
  'finance',
  'operations',
  'education',
  'hospitality',
  'generic',
] as const;
export type RoleFamily = (typeof roleFamilies)[number];

/** Title words per family; a phrase of two words matches as written ("product manager"). */
const TITLE_WORDS: Record<Exclude<RoleFamily, 'generic'>, string[]> = {
  healthcare: [
    'nurse',
    'nursing',
    'midwife',
    'doctor',
    'physician',
    'clinical',
    'clinician',
    'carer',
    'care assistant',
    'healthcare',
    'paramedic',
    'pharmacist',
    'therapist',
    'physiotherapist',
    'radiographer',
    'dental',
    'medical',
    'surgeon',
    'psychologist',
    'counsellor',
    'phlebotomist',
    'caregiver',
    'hca',
    'rn',
  ],
  education: [
    'teacher',
    'teaching',
    'tutor',
    'lecturer',
    'professor',
    'educator',
    'headteacher',
    'school',
    'sen',
    'early years',
    'nursery',
    'instructor',
  ],
  hospitality: [
    'chef',
    'cook',
    'waiter',
    'waitress',
    'bartender',
    'barista',
    'hotel',
    'housekeeper',
    'housekeeping',
    'restaurant',
    'kitchen',
    'concierge',
    'sommelier',
    'hospitality',
    'front of house',
    'catering',
    'host',
  ],
  data: [
    'data',
    'analyst',
    'scientist',
    'machine learning',
    'ml',
    'analytics',
    'statistician',
    'bi',
    'ai engineer',
  ],
  design: ['designer', 'design', 'ux', 'ui', 'illustrator', 'art director', 'creative', 'animator'],
  product: [
    'product manager',
    'product owner',
    'project manager',
    'programme manager',
    'program manager',
    'scrum master',
    'business analyst',
    'delivery manager',
  ],
  sales: [
    'sales',
    'account executive',
    'account manager',
    'business development',
    'sdr',
    'bdr',
    'salesperson',
    'estate agent',
  ],
  marketing: [
    'marketing',
    'marketer',
    'seo',
    'content',
    'social media',
    'brand',
    'communications',
    'copywriter',
    'growth',
    'pr',
  ],
  finance: [
    'accountant',
    'accounting',
    'finance',
    'financial',
    'bookkeeper',
    'auditor',
    'tax',
    'payroll',
    'controller',
    'treasury',
    'actuary',
    'underwriter',
    'credit',
  ],
  operations: [
    'operations',
    'logistics',
    'warehouse',
    'supply chain',
    'driver',
    'forklift',
    'operative',
    'fulfilment',
    'procurement',
    'buyer',
    'dispatcher',
    'fleet',
    'facilities',
    'office manager',
    'administrator',
    'coordinator',
    'mechanical',
    'electrical',
    'civil',
    'manufacturing',
    'maintenance',
    'technician',
    'electrician',
    'plumber',
    'welder',
  ],
  engineering: [
    'engineer',
    'developer',
    'programmer',
    'software',
    'devops',
    'sre',
    'architect',
    'qa',
    'tester',
    'frontend',
    'front end',
    'backend',
    'back end',
    'full stack',
    'fullstack',
    'mobile',
    'ios',
    'android',
    'security',
    'sysadmin',
    'it support',
  ],
};

const FAMILY_OF_CATEGORY: Record<SkillCategory, RoleFamily> = {
  programming_language: 'engineering',
  framework: 'engineering',
  mobile: 'engineering',
  database: 'engineering',
  cloud_devops: 'engineering',
  data_ai: 'data',
  dev_tools: 'engineering',
  testing_qa: 'engineering',
  security: 'engineering',
  it_networking: 'engineering',
  design: 'design',
  product_project: 'product',
  finance: 'finance',
  sales: 'sales',
  marketing: 'marketing',
  operations: 'operations',
  customer_service: 'operations',
  hr: 'generic',
  legal: 'generic',
  office_tools: 'generic',
  healthcare: 'healthcare',
  education: 'education',
  hospitality: 'hospitality',
  engineering: 'operations',
  trades: 'operations',
  science: 'healthcare',
  language: 'generic',
  soft_skill: 'generic',
};

/** Families whose title words outrank a plain "engineer" ("mechanical engineer" is not software). */
const TITLE_PRIORITY: readonly RoleFamily[] = [
  'healthcare',
  'education',
  'hospitality',
  'product',
  'data',
  'design',
  'sales',
  'marketing',
  'finance',
  'operations',
  'engineering',
];

export function titleFamilies(title: string): Set<RoleFamily> {
  const key = ` ${termKey(title)} `;
  const families = new Set<RoleFamily>();
  for (const family of TITLE_PRIORITY) {
    const words = TITLE_WORDS[family as Exclude<RoleFamily, 'generic'>];
    if (words.some((word) => key.includes(` ${word} `))) families.add(family);
  }
  return families;
}

/**
 * The role family of a job, which picks the phrasing of a drafted description and the situational questions:
 * title words weigh most, then the categories of the job's skills.
 */
export function detectRoleFamily(title: string, skills: readonly Skill[]): RoleFamily {
  const scores = new Map<RoleFamily, number>();
  const fromTitle = titleFamilies(title);
  TITLE_PRIORITY.forEach((family, rank) => {
    if (fromTitle.has(family)) scores.set(family, 3 + (TITLE_PRIORITY.length - rank) / 100);
  });
  for (const skill of skills) {
    const family = FAMILY_OF_CATEGORY[skill.category];
    if (family === 'generic') continue;
    scores.set(family, (scores.get(family) ?? 0) + 1);
  }
  let best: RoleFamily = 'generic';
  let bestScore = 0;
  for (const [family, score] of scores) {
    if (score > bestScore) {
      best = family;
      bestScore = score;
    }
  }
  return best;
}

/** Where the skills a job is asked about came from, when staff named none (said beside the result). */
export type SkillBasis = 'given' | 'title' | 'description' | 'role_family' | 'too_little';

export interface ResolvedSkills {
  required: Skill[];
  niceToHave: Skill[];
  /** Names typed by staff that are not in the taxonomy: kept as written, without a category. */
  unknownRequired: string[];
  unknownNiceToHave: string[];
  basis: SkillBasis;
}

function resolveList(names: readonly string[], seen: Set<string>): { skills: Skill[]; unknown: string[] } {
  const skills: Skill[] = [];
  const unknown: string[] = [];
  for (const name of names) {
    const skill = resolveSkill(name);
    if (skill) {
      if (!seen.has(skill.id)) skills.push(skill);
      seen.add(skill.id);
      continue;
    }
    const key = termKey(name);
    if (key !== '' && !seen.has(key)) unknown.push(name.trim());
    seen.add(key);
  }
  return { skills, unknown };
}

/**
 * Resolves a job's skill names against the taxonomy. When no required skill is given, the skills named in
 * the title (and description) stand in, so "Registered Nurse" alone still yields clinical content.
 */
export function resolveJobSkills(
  title: string,
  required: readonly string[],
  niceToHave: readonly string[],
  description?: string,
  {
    deriveFromText = true,
    organisationName,
  }: {
    deriveFromText?: boolean;
    /** Never a skill: removed from the text before skills are looked for ("Acme Robotics" is not Robotics). */
    organisationName?: string | undefined;
  } = {},
): ResolvedSkills {
  const seen = new Set<string>();
  const requiredResolved = resolveList(required, seen);
  let basis: SkillBasis = 'given';
  if (deriveFromText && requiredResolved.skills.length === 0 && requiredResolved.unknown.length === 0) {
    const derived = deriveSkills(title, description ?? '', organisationName);
    basis = derived.basis;
    for (const skill of derived.skills) {
      if (seen.has(skill.id)) continue;
      requiredResolved.skills.push(skill);
      seen.add(skill.id);
    }
  }
  const niceResolved = resolveList(niceToHave, seen);
  return {
    required: requiredResolved.skills,
    niceToHave: niceResolved.skills,
    unknownRequired: requiredResolved.unknown,
    unknownNiceToHave: niceResolved.unknown,
    basis,
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Hard skills named in a text, the organisation's name taken out first. */
function skillsIn(text: string, organisationName: string | undefined): Skill[] {
  const name = organisationName?.trim();
  const cleaned = name ? text.replace(new RegExp(escapeRegExp(name), 'gi'), ' ') : text;
  const skills: Skill[] = [];
  for (const found of extractSkills(cleaned)) {
    if (found.category === 'soft_skill') continue;
    const skill = getTaxonomy().byId.get(found.id);
    if (skill) skills.push(skill);
  }
  return skills;
}

/**
 * Skills for a job whose staff named none, most trustworthy source first: the title ("Senior React Developer"),
 * then the description's skills that fit the title's role family, then the core skills of that family. A title
 * that says nothing of the role and a description without skills leave too little to go on.
 */
function deriveSkills(
  title: string,
  description: string,
  organisationName: string | undefined,
): { skills: Skill[]; basis: SkillBasis } {
  const fromTitle = skillsIn(title, organisationName).slice(0, 6);
  if (fromTitle.length > 0) return { skills: fromTitle, basis: 'title' };
  const family = detectRoleFamily(title, []);
  const fromDescription = skillsIn(description, organisationName).filter(
    (skill) => family === 'generic' || FAMILY_OF_CATEGORY[skill.category] === family,
  );
  if (fromDescription.length > 0) return { skills: fromDescription.slice(0, 6), basis: 'description' };
  return { skills: [], basis: family === 'generic' ? 'too_little' : 'role_family' };
}
