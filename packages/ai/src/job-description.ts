import { detectRoleFamily, type RoleFamily, resolveJobSkills } from './role-family.ts';
import {
  type DraftJobDescriptionInput,
  draftJobDescriptionInputSchema,
  type JobDescriptionDraft,
  type JobDescriptionSections,
  type Seniority,
} from './schemas.ts';
import type { Skill, SkillCategory } from './taxonomy.ts';
import { createRandom, hashString, shuffle } from './text.ts';

type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** "Patient assessment" reads "patient assessment" inside a sentence; product names keep their casing. */
export function inSentence(skill: Skill): string {
  if (skill.category === 'language') return skill.name;
  return /^[A-Z][a-z]+(?:[ -][a-z][a-z-]*)+$/.test(skill.name) ? skill.name.toLowerCase() : skill.name;
}

interface FamilyCopy {
  /** What the team does, for the opening paragraph. */
  mission: string[];
  responsibilities: string[];
  requirements: string[];
  niceToHave: string[];
  benefits: string[];
}

const FAMILY_COPY: Record<RoleFamily, FamilyCopy> = {
  engineering: {
    mission: [
      'builds and runs the software our customers rely on every day',
      'designs, ships and operates reliable, well-tested products',
      'turns product ideas into fast, secure and maintainable software',
    ],
    responsibilities: [
      'Design, build and ship features end to end, from technical design to production',
      'Write clean, tested and well-documented code, and review your colleagues’ changes',
      'Keep our services reliable: monitor, debug and fix issues in production',
      'Work closely with product and design to shape requirements and trade-offs',
      'Improve our tooling, build pipeline and developer experience',
      'Take part in planning, estimation and retrospectives',
      'Keep security, performance and accessibility in mind in everything you ship',
    ],
    requirements: [
      'A habit of writing automated tests and reading code critically',
      'Clear written communication: design notes, pull requests and documentation',
      'Comfort working with version control and code review',
    ],
    niceToHave: ['Contributions to open-source projects', 'Experience with on-call or production support'],
    benefits: ['A learning budget for courses, books and conferences', 'Modern hardware of your choice'],
  },
  data: {
    mission: [
      'turns data into decisions across the business',
      'builds the data products, models and insights our teams rely on',
      'helps every team ask better questions and answer them with evidence',
    ],
    responsibilities: [
      'Collect, clean and model data from different sources into trustworthy datasets',
      'Analyse data to answer business questions and present clear recommendations',
      'Build dashboards and reports that people actually use',
      'Design experiments and measure the impact of product and business changes',
      'Build, evaluate and monitor statistical and machine-learning models',
      'Document datasets, definitions and methods so others can reuse them',
    ],
    requirements: [
      'A rigorous approach to data quality and validation',
      'The ability to explain findings to non-technical audiences',
      'Comfort with ambiguous questions and turning them into analyses',
    ],
    niceToHave: ['Experience with experimentation and causal inference', 'Domain knowledge of our industry'],
    benefits: [
      'A learning budget for courses and conferences',
      'Time set aside for research and exploration',
    ],
  },
  design: {
    mission: [
      'shapes how people experience our products',
      'creates simple, accessible and beautiful experiences',
      'turns research insights into products people love to use',
    ],
    responsibilities: [
      'Lead design work from research and concepts to polished, shipped interfaces',
      'Run user research and usability tests, and turn findings into improvements',
      'Create wireframes, prototypes and high-fidelity designs',
      'Contribute to and maintain our design system',
      'Collaborate closely with product managers and engineers through delivery',
      'Make accessibility part of every design decision',
    ],
    requirements: [
      'A portfolio that shows your process as well as the outcome',
      'Strong visual and interaction design skills',
      'The ability to give and receive design critique constructively',
    ],
    niceToHave: ['Experience with motion or illustration', 'Basic knowledge of HTML and CSS'],
    benefits: ['A budget for design tools and inspiration', 'Time for personal creative projects'],
  },
  product: {
    mission: [
      'decides what we build next and why',
      'connects customer needs, business goals and delivery',
      'keeps our roadmap focused on outcomes, not output',
    ],
    responsibilities: [
      'Understand customer problems through interviews, data and feedback',
      'Own the roadmap and prioritise work by impact and effort',
      'Write clear requirements and acceptance criteria with the delivery team',
      'Align stakeholders and communicate plans, progress and trade-offs',
      'Define success metrics and follow up on results after launch',
      'Manage scope, risks and dependencies to deliver on time',
    ],
    requirements: [
      'Strong prioritisation and decision-making skills',
      'Excellent written and verbal communication',
      'Comfort with data to support decisions',
    ],
    niceToHave: ['Experience in a B2B SaaS environment', 'A technical or design background'],
    benefits: ['A learning budget for courses and conferences', 'Regular time with customers'],
  },
  sales: {
    mission: [
      'brings our product to new customers and grows existing accounts',
      'builds long-term relationships with the customers we serve',
      'turns interest into lasting partnerships',
    ],
    responsibilities: [
      'Build and manage a healthy pipeline of qualified opportunities',
      'Run discovery conversations, demos and proposals tailored to each customer',
      'Negotiate and close deals, and hand over smoothly to the customer team',
      'Keep the CRM accurate and forecast your pipeline reliably',
      'Share market and customer feedback with product and marketing',
      'Meet or exceed your targets while putting the customer first',
    ],
    requirements: [
      'A track record of meeting or exceeding targets',
      'Strong listening, questioning and negotiation skills',
      'Resilience and a positive attitude in the face of rejection',
    ],
    niceToHave: ['Experience selling into our industry', 'A network of relevant contacts'],
    benefits: ['An uncapped commission scheme', 'Sales training and coaching'],
  },
  marketing: {
    mission: [
      'tells our story and brings the right people to our door',
      'builds our brand and drives demand',
      'connects our product with the people who need it',
    ],
    responsibilities: [
      'Plan and run campaigns across the channels that matter for our audience',
      'Create or commission content that is clear, useful and on brand',
      'Measure campaign performance and optimise based on results',
      'Work with sales and product on positioning and launches',
      'Manage budgets and agencies or freelancers where needed',
      'Keep an eye on competitors and market trends',
    ],
    requirements: [
      'Excellent writing skills and attention to detail',
      'A data-informed approach to marketing',
      'The ability to manage several projects at once',
    ],
    niceToHave: ['Experience in B2B marketing', 'Basic design or video editing skills'],
    benefits: ['A learning budget for courses and conferences', 'Freedom to test new ideas'],
  },
  healthcare: {
    mission: [
      'provides safe, compassionate, person-centred care',
      'puts patients and their families at the centre of everything it does',
      'delivers high-quality care as part of a supportive multidisciplinary team',
    ],
    responsibilities: [
      'Assess, plan, deliver and evaluate care in line with policy and best practice',
      'Recognise and escalate deterioration promptly and appropriately',
      'Administer medicines safely and keep accurate, contemporaneous records',
      'Communicate clearly and kindly with patients, families and colleagues',
      'Work as part of the multidisciplinary team to plan safe discharges and transfers',
      'Uphold infection prevention, safeguarding and patient safety standards',
      'Support students and new colleagues on the team',
    ],
    requirements: [
      'Current professional registration (or eligibility) for the role',
      'A commitment to patient safety, dignity and confidentiality',
      'The ability to stay calm and prioritise under pressure',
    ],
    niceToHave: ['Experience in a similar care setting', 'Mentorship or practice supervisor training'],
    benefits: [
      'Paid time for mandatory training and continuing professional development',
      'Wellbeing support',
    ],
  },
  finance: {
    mission: [
      'keeps our finances accurate, compliant and well understood',
      'gives the business the financial insight it needs to grow',
      'runs a tight, reliable finance operation',
    ],
    responsibilities: [
      'Prepare accurate, timely financial information and reports',
      'Support the month-end and year-end close processes',
      'Maintain strong controls and help improve finance processes',
      'Work with budget holders to explain results and variances',
      'Support audits and ensure compliance with regulations and policies',
      'Keep ledgers, reconciliations and documentation in order',
    ],
    requirements: [
      'Strong numerical skills and attention to detail',
      'Good knowledge of accounting principles',
      'Confidence with spreadsheets and accounting systems',
    ],
    niceToHave: [
      'A professional accounting qualification (or working towards one)',
      'Experience in a growing business',
    ],
    benefits: ['Study support for professional qualifications', 'A learning budget'],
  },
  operations: {
    mission: [
      'keeps our operations safe, efficient and reliable',
      'makes sure the right things happen at the right time',
      'runs the processes that keep our promises to customers',
    ],
    responsibilities: [
      'Run day-to-day operations safely, accurately and on time',
      'Follow and improve standard operating procedures',
      'Keep records, systems and stock levels accurate',
      'Spot problems early and resolve or escalate them',
      'Work with colleagues and partners to meet service levels',
      'Follow health and safety rules and help keep the workplace safe',
    ],
    requirements: [
      'A reliable, organised and safety-conscious way of working',
      'Good problem-solving skills and attention to detail',
      'The ability to work well in a team and under time pressure',
    ],
    niceToHave: [
      'Relevant certifications or licences for the role',
      'Experience with continuous improvement',
    ],
    benefits: ['Paid training and certifications', 'Overtime opportunities'],
  },
  education: {
    mission: [
      'helps every learner achieve their potential',
      'creates a safe, inclusive and ambitious learning environment',
      'inspires a love of learning',
    ],
    responsibilities: [
      'Plan and deliver engaging, well-structured lessons',
      'Assess learners’ progress and give clear, constructive feedback',
      'Adapt teaching so that every learner can take part and progress',
      'Maintain a positive, safe and well-managed learning environment',
      'Work with colleagues and families to support learners’ progress and wellbeing',
      'Follow safeguarding procedures and promote learners’ welfare',
    ],
    requirements: [
      'A relevant teaching qualification or equivalent experience',
      'Strong subject knowledge and clear communication',
      'A commitment to safeguarding and inclusion',
    ],
    niceToHave: [
      'Experience supporting learners with additional needs',
      'Interest in running extra-curricular activities',
    ],
    benefits: ['Professional development and training days', 'A supportive, collaborative staff team'],
  },
  hospitality: {
    mission: [
      'creates memorable experiences for every guest',
      'delivers warm, attentive service and great food and drink',
      'makes every guest feel welcome',
    ],
    responsibilities: [
      'Deliver friendly, attentive service that makes guests want to return',
      'Keep your area clean, organised and ready for service',
      'Follow food safety, hygiene and licensing rules at all times',
      'Handle guest requests and complaints calmly and professionally',
      'Work as one team with colleagues across front and back of house',
      'Help with stock checks, deliveries and preparation',
    ],
    requirements: [
      'A warm, guest-focused attitude',
      'The ability to stay calm and organised during busy service',
      'Flexibility to work shifts, including evenings and weekends',
    ],
    niceToHave: ['A food hygiene certificate', 'Experience in a high-volume venue'],
    benefits: ['Meals on shift', 'Staff discounts', 'A share of service charge and tips'],
  },
  generic: {
    mission: [
      'plays a key part in how we serve our customers',
      'helps the organisation run smoothly and grow',
      'works across the organisation to get important things done',
    ],
    responsibilities: [
      'Deliver high-quality work on time, and keep stakeholders informed',
      'Improve processes and documentation as you learn the role',
      'Work closely with colleagues across teams',
      'Handle questions and problems promptly and professionally',
      'Keep accurate records and follow company policies',
    ],
    requirements: [
      'Strong communication and organisational skills',
      'Attention to detail and a reliable way of working',
      'The ability to prioritise and manage your own workload',
    ],
    niceToHave: ['Experience in a similar role or industry'],
    benefits: ['A learning budget', 'A friendly, supportive team'],
  },
};

const SENIORITY_LABEL: Record<Seniority, string> = {
  intern: 'intern',
  junior: 'junior',
  mid: 'mid-level',
  senior: 'senior',
  lead: 'lead',
  principal: 'principal',
};

const EXPERIENCE: Record<Seniority, string> = {
  intern: 'Studying towards, or recently completed, a relevant qualification; no prior experience needed',
  junior: 'Up to 2 years of relevant experience, or a strong foundation from study or personal projects',
  mid: '2–5 years of relevant experience',
  senior: '5+ years of relevant experience, with a record of delivering independently',
  lead: '7+ years of relevant experience, including leading a team or major initiatives',
  principal: '10+ years of relevant experience and recognised expertise across your field',
};

const SENIORITY_RESPONSIBILITIES: Record<Seniority, string[]> = {
  intern: [
    'Learn the role hands-on, paired with an experienced colleague',
    'Take on well-defined tasks and ask questions early',
  ],
  junior: [
    'Grow your skills with regular feedback and mentoring',
    'Deliver well-scoped pieces of work with increasing independence',
  ],
  mid: [
    'Own pieces of work from start to finish with little supervision',
    'Share knowledge with the team and help newer colleagues',
  ],
  senior: [
    'Mentor and coach colleagues, and raise the standard of the team’s work',
    'Lead complex pieces of work and make sound decisions on trade-offs',
  ],
  lead: [
    'Lead, support and develop a team, including hiring and regular one-to-ones',
    'Set priorities and standards for the team and remove blockers',
    'Represent the team with stakeholders and senior leadership',
  ],
  principal: [
    'Set direction and standards across teams, and lead the most complex initiatives',
    'Mentor senior colleagues and grow the next generation of leaders',
    'Shape strategy with senior leadership',
  ],
};

/** How a required skill is asked for, by category; `{skill}` is the skill as it reads in a sentence. */
const REQUIREMENT_PHRASES: Partial<Record<SkillCategory, string[]>> = {
  programming_language: [
    'Strong, production experience with {skill}',
    'Solid {skill} skills and clean coding habits',
  ],
  framework: ['Hands-on experience building with {skill}', 'Proven experience with {skill} in real projects'],
  mobile: ['Hands-on experience with {skill}'],
  database: ['Experience designing and querying {skill}', 'Good working knowledge of {skill}'],
  cloud_devops: ['Experience running production workloads with {skill}', 'Practical experience with {skill}'],
  data_ai: ['Practical experience with {skill}', 'A solid grounding in {skill}'],
  testing_qa: ['Experience with {skill}'],
  security: ['Sound knowledge of {skill}'],
  healthcare: ['Confident, safe practice in {skill}', 'Demonstrable experience of {skill}'],
  soft_skill: ['Excellent {skill}', 'Strong {skill}'],
  language: ['Fluent {skill}, spoken and written'],
  education: ['Experience of {skill}', 'A good understanding of {skill}'],
  hospitality: ['Experience in {skill}'],
  finance: ['Experience with {skill}', 'A good working knowledge of {skill}'],
  office_tools: ['Confident use of {skill}'],
};
const DEFAULT_REQUIREMENT_PHRASES = ['Proven experience in {skill}', 'Working knowledge of {skill}'];

/** Skill-led responsibilities by category. */
const SKILL_RESPONSIBILITIES: Partial<Record<SkillCategory, string[]>> = {
  programming_language: ['Write and review production {skill} code'],
  framework: ['Build and maintain features with {skill}'],
  mobile: ['Build and release mobile features with {skill}'],
  database: ['Design schemas and efficient queries in {skill}'],
  cloud_devops: ['Automate, deploy and operate our services with {skill}'],
  data_ai: ['Apply {skill} to real business problems'],
  testing_qa: ['Raise quality through {skill}'],
  security: ['Strengthen our security posture through {skill}'],
  design: ['Use {skill} to take ideas from concept to polished design'],
  healthcare: ['Deliver {skill} safely and to a high standard'],
  education: ['Put {skill} at the heart of your practice'],
  hospitality: ['Take pride in {skill}'],
  sales: ['Drive results through {skill}'],
  marketing: ['Plan and deliver {skill} activity'],
  finance: ['Own {skill} tasks accurately and on time'],
  operations: ['Carry out {skill} safely and efficiently'],
};

const COMMON_BENEFITS = [
  'Paid holiday on top of public holidays',
  'A pension or retirement plan with employer contributions',
  'Health and wellbeing support',
  'Clear career progression and regular feedback',
  'An inclusive team that values different backgrounds and perspectives',
];

const WORK_MODE_BENEFIT: Record<string, string> = {
  remote: 'Fully remote work, with a budget to set up your home workspace',
  hybrid: 'Hybrid working: a mix of office and home days that suits you and your team',
  onsite: 'A friendly on-site team and a well-equipped workplace',
};

const WORK_MODE_PHRASE: Record<string, string> = {
  remote: 'This is a remote role',
  hybrid: 'This is a hybrid role',
  onsite: 'This role is based on site',
};

const EMPLOYMENT_PHRASE: Record<string, string> = {
  full_time: 'full-time',
  part_time: 'part-time',
  contract: 'contract',
  temporary: 'temporary',
  internship: 'internship',
};

function uniqueStrings(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const SENIORITY_WORDS = /\b(intern|junior|jr|mid|mid-level|senior|sr|lead|principal|staff|head|chief)\b/i;

/** "a senior React Developer", "an intern Designer"; no second seniority word when the title has one. */
function roleName(title: string, seniority: Seniority): string {
  const phrase = SENIORITY_WORDS.test(title) ? title : `${SENIORITY_LABEL[seniority]} ${title}`;
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function requirementFor(random: Random, skill: Skill): string {
  const phrases = REQUIREMENT_PHRASES[skill.category] ?? DEFAULT_REQUIREMENT_PHRASES;
  return fill(pick(random, phrases), { skill: inSentence(skill) });
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Renders the sections as HTML limited to h2, p, ul, li and strong. */
export function renderJobDescriptionHtml(sections: JobDescriptionSections): string {
  const list = (items: readonly string[]) =>
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  const parts = [
    '<h2>About the role</h2>',
    ...sections.about_the_role.split(/\n{2,}/).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    '<h2>What you will do</h2>',
    list(sections.responsibilities),
    '<h2>What you bring</h2>',
    list(sections.requirements),
  ];
  if (sections.nice_to_have.length > 0) parts.push('<h2>Nice to have</h2>', list(sections.nice_to_have));
  parts.push('<h2>What we offer</h2>', list(sections.benefits));
  return parts.join('');
}

/**
 * Drafts a job description offline and deterministically: the same input always gives the same text, while
 * different jobs get different phrasing (choices seeded from a hash of the input). The role family (from the
 * title and the skills' categories) picks the vocabulary; the seniority sets experience and leadership.
 */
export function draftJobDescription(rawInput: DraftJobDescriptionInput): JobDescriptionDraft {
  const input = draftJobDescriptionInputSchema.parse(rawInput);
  const random = createRandom(hashString(JSON.stringify(input)));
  const skills = resolveJobSkills(input.title, input.required_skills, input.nice_to_have_skills, undefined, {
    deriveFromText: false,
  });
  const family = detectRoleFamily(input.title, skills.required);
  const role = roleName(input.title, input.seniority);
  const copy = FAMILY_COPY[family];
  const organisation = input.organisation_name ?? 'our organisation';
  const team = input.department ? `the ${input.department} team` : 'our team';

  const requiredNames = [...skills.required.map(inSentence), ...skills.unknownRequired];
  const skillSentence =
    requiredNames.length > 0
      ? ` You will use ${requiredNames
          .slice(0, 4)
          .join(', ')
          .replace(/, ([^,]*)$/, ' and $1')} day to day.`
      : '';
  const where = input.location ? ` in ${input.location}` : '';
  const employment = input.employment_type ? `${EMPLOYMENT_PHRASE[input.employment_type]} ` : '';
  const opening = pick(random, [
    `${capitalise(organisation)} is looking for ${role} to join ${team}, which ${pick(random, copy.mission)}.`,
    `Join ${team} at ${organisation} as ${role}. The team ${pick(random, copy.mission)}.`,
    `We are hiring ${role} at ${organisation}. You will be part of ${team}, which ${pick(random, copy.mission)}.`,
  ]);
  const aboutTheRole = [
    `${opening}${skillSentence}`,
    `${WORK_MODE_PHRASE[input.work_mode]}${where}: a ${employment}position where you can make a real difference from day one.`,
  ].join('\n\n');

  const skillResponsibilities = skills.required.slice(0, 3).flatMap((skill) => {
    const templates = SKILL_RESPONSIBILITIES[skill.category];
    return templates ? [fill(pick(random, templates), { skill: inSentence(skill) })] : [];
  });
  const responsibilities = uniqueStrings([
    ...skillResponsibilities,
    ...shuffle(random, copy.responsibilities).slice(0, 6 - Math.min(skillResponsibilities.length, 2)),
    ...SENIORITY_RESPONSIBILITIES[input.seniority],
  ]).slice(0, 10);

  const requirements = uniqueStrings([
    EXPERIENCE[input.seniority],
    ...skills.required.slice(0, 7).map((skill) => requirementFor(random, skill)),
    ...skills.unknownRequired.slice(0, 3).map((name) => `Experience with ${name}`),
    ...shuffle(random, copy.requirements).slice(0, 2),
  ]).slice(0, 12);

  const niceToHave = uniqueStrings([
    ...skills.niceToHave.slice(0, 6).map((skill) => `Experience with ${inSentence(skill)}`),
    ...skills.unknownNiceToHave.slice(0, 3).map((name) => `Familiarity with ${name}`),
    ...shuffle(random, copy.niceToHave).slice(0, 1),
  ]).slice(0, 8);

  const benefits = uniqueStrings([
    WORK_MODE_BENEFIT[input.work_mode]!,
    ...shuffle(random, copy.benefits).slice(0, 1),
    ...shuffle(
      random,
      input.employment_type === 'contract' || input.employment_type === 'temporary'
        ? COMMON_BENEFITS.filter((benefit) => !benefit.includes('pension'))
        : COMMON_BENEFITS,
    ).slice(0, 3),
  ]);

  const sections: JobDescriptionSections = {
    about_the_role: aboutTheRole,
    responsibilities,
    requirements,
    nice_to_have: niceToHave,
    benefits,
  };
  return { ...sections, html: renderJobDescriptionHtml(sections) };
}
