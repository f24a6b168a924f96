import { z } from 'zod';
import { BUSINESS_SKILLS } from './skills-data-business.ts';
import { PROFESSION_SKILLS } from './skills-data-professions.ts';
import { TECH_SKILLS } from './skills-data-tech.ts';
import { termKey } from './text.ts';

export const skillCategories = [
  'programming_language',
  'framework',
  'mobile',
  'database',
  'cloud_devops',
  'data_ai',
  'dev_tools',
  'testing_qa',
  'security',
  'it_networking',
  'design',
  'product_project',
  'finance',
  'sales',
  'marketing',
  'operations',
  'customer_service',
  'hr',
  'legal',
  'office_tools',
  'healthcare',
  'education',
  'hospitality',
  'engineering',
  'trades',
  'science',
  'language',
  'soft_skill',
] as const;

export const skillCategorySchema = z.enum(skillCategories);
export type SkillCategory = z.infer<typeof skillCategorySchema>;

export const skillCategoryLabels: Record<SkillCategory, string> = {
  programming_language: 'Programming language',
  framework: 'Framework or library',
  mobile: 'Mobile development',
  database: 'Database',
  cloud_devops: 'Cloud and DevOps',
  data_ai: 'Data and AI',
  dev_tools: 'Tools and platforms',
  testing_qa: 'Testing and QA',
  security: 'Security',
  it_networking: 'IT and networking',
  design: 'Design',
  product_project: 'Product and project management',
  finance: 'Finance and accounting',
  sales: 'Sales',
  marketing: 'Marketing and communications',
  operations: 'Operations and logistics',
  customer_service: 'Customer service',
  hr: 'People and HR',
  legal: 'Legal and compliance',
  office_tools: 'Office tools',
  healthcare: 'Healthcare and clinical',
  education: 'Education',
  hospitality: 'Hospitality',
  engineering: 'Engineering and manufacturing',
  trades: 'Construction and trades',
  science: 'Science and laboratory',
  language: 'Spoken language',
  soft_skill: 'Soft skill',
};

/** Categories whose skills support each other as context when an ambiguous name is found in text. */
export type ContextGroup =
  | 'tech'
  | 'design'
  | 'business'
  | 'healthcare'
  | 'education'
  | 'hospitality'
  | 'engineering'
  | 'language'
  | 'soft';

export const contextGroupOf: Record<SkillCategory, ContextGroup> = {
  programming_language: 'tech',
  framework: 'tech',
  mobile: 'tech',
  database: 'tech',
  cloud_devops: 'tech',
  data_ai: 'tech',
  dev_tools: 'tech',
  testing_qa: 'tech',
  security: 'tech',
  it_networking: 'tech',
  design: 'design',
  product_project: 'business',
  finance: 'business',
  sales: 'business',
  marketing: 'business',
  operations: 'business',
  customer_service: 'business',
  hr: 'business',
  legal: 'business',
  office_tools: 'business',
  healthcare: 'healthcare',
  education: 'education',
  hospitality: 'hospitality',
  engineering: 'engineering',
  trades: 'engineering',
  science: 'healthcare',
  language: 'language',
  soft_skill: 'soft',
};

export const skillSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: skillCategorySchema,
  aliases: z.array(z.string()),
});
export type Skill = z.infer<typeof skillSchema>;

/**
 * How a term may be found in free text:
 * - `plain`: anywhere, any casing;
 * - `soft`: an everyday word too ("React", "Rust"): any casing, but only with supporting context;
 * - `strict`: a one-letter name or a common word ("Go", "R", "C", "RN"): exact casing and supporting context.
 */
export type TermAmbiguity = 'plain' | 'soft' | 'strict';

export interface TermEntry {
  skill: Skill;
  /** The term as written in the taxonomy (the exact casing `strict` terms require). */
  form: string;
  ambiguity: TermAmbiguity;
}

export interface Taxonomy {
  skills: readonly Skill[];
  byId: ReadonlyMap<string, Skill>;
  /** Normalised term key → every skill it may name. */
  terms: ReadonlyMap<string, readonly TermEntry[]>;
  /** The longest term, in tokens. */
  maxTermTokens: number;
  /** Every term key's leading words (one word, two words, …, the whole key), to stop a lookup early. */
  prefixes: ReadonlySet<string>;
}

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/\+\+/g, 'pp')
    .replace(/\+/g, '-plus')
    .replace(/#/g, '-sharp')
    .replace(/&/g, '-and-')
    .replace(/^\./, 'dot')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function parseTerm(raw: string): { form: string; ambiguity: TermAmbiguity } {
  const trimmed = raw.trim();
  if (trimmed.startsWith('~')) return { form: trimmed.slice(1).trim(), ambiguity: 'strict' };
  if (trimmed.startsWith('?')) return { form: trimmed.slice(1).trim(), ambiguity: 'soft' };
  return { form: trimmed, ambiguity: 'plain' };
}

interface ParsedSkill {
  skill: Skill;
  terms: { form: string; ambiguity: TermAmbiguity }[];
}

/** Parses the line format of the skills-data-*.ts files; exported for the taxonomy tests. */
export function parseSkillLines(source: string): ParsedSkill[] {
  const parsed: ParsedSkill[] = [];
  let category: SkillCategory | undefined;
  for (const rawLine of source.split('\n')) {
    const line = rawLine.trim();
    if (line === '') continue;
    if (line.startsWith('@')) {
      category = skillCategorySchema.parse(line.slice(1));
      continue;
    }
    if (!category) throw new Error(`Skill line before any @category: ${line}`);
    const [head = '', tail = ''] = line.split('|');
    const canonical = parseTerm(head);
    const aliases = tail
      .split(',')
      .map(parseTerm)
      .filter((term) => term.form !== '');
    const skill: Skill = {
      id: slugify(canonical.form),
      name: canonical.form,
      category,
      aliases: aliases.map((alias) => alias.form),
    };
    parsed.push({ skill, terms: [canonical, ...aliases] });
  }
  return parsed;
}

function buildTaxonomy(): Taxonomy {
  const parsed = [TECH_SKILLS, BUSINESS_SKILLS, PROFESSION_SKILLS].flatMap(parseSkillLines);
  const byId = new Map<string, Skill>();
  const terms = new Map<string, TermEntry[]>();
  let maxTermTokens = 1;
  for (const { skill, terms: skillTerms } of parsed) {
    if (byId.has(skill.id)) throw new Error(`Duplicate skill id ${skill.id}`);
    byId.set(skill.id, skill);
    for (const term of skillTerms) {
      const key = termKey(term.form);
      if (key === '') continue;
      const entries = terms.get(key) ?? [];
      // A skill lists a term once; the most permissive spelling wins within one skill.
      if (entries.some((entry) => entry.skill.id === skill.id)) continue;
      entries.push({ skill, form: term.form, ambiguity: term.ambiguity });
      terms.set(key, entries);
      maxTermTokens = Math.max(maxTermTokens, key.split(' ').length);
    }
  }
  const prefixes = new Set<string>();
  for (const key of terms.keys()) {
    const words = key.split(' ');
    for (let length = 1; length <= words.length; length += 1) prefixes.add(words.slice(0, length).join(' '));
  }
  return { skills: [...byId.values()], byId, terms, maxTermTokens, prefixes };
}

let taxonomy: Taxonomy | undefined;

/** The skills taxonomy, parsed and indexed once per process. */
export function getTaxonomy(): Taxonomy {
  taxonomy ??= buildTaxonomy();
  return taxonomy;
}

/**
 * Resolves a skill name typed by a person (a job's required skill, a search filter) to the taxonomy,
 * case- and punctuation-insensitively, through its canonical name or any alias. Ambiguity rules do not apply
 * here: someone who types "Go" as a skill means the language. A term shared by several skills ("RN")
 * resolves to the first listed unless `preferCategory` picks another.
 */
export function resolveSkill(name: string, preferCategory?: SkillCategory): Skill | undefined {
  const entries = getTaxonomy().terms.get(termKey(name));
  if (!entries || entries.length === 0) return undefined;
  const preferred = preferCategory
    ? entries.find((entry) => entry.skill.category === preferCategory)
    : undefined;
  return (preferred ?? entries[0])?.skill;
}

/** Skills whose name or alias starts with the query (autocomplete), canonical-name matches first. */
export function searchSkills(query: string, limit = 10): Skill[] {
  const key = termKey(query);
  if (key === '') return [];
  const { skills } = getTaxonomy();
  const byName: Skill[] = [];
  const byAlias: Skill[] = [];
  for (const skill of skills) {
    if (termKey(skill.name).startsWith(key)) byName.push(skill);
    else if (skill.aliases.some((alias) => termKey(alias).startsWith(key))) byAlias.push(skill);
  }
  const rank = (a: Skill, b: Skill) => a.name.length - b.name.length || a.name.localeCompare(b.name);
  return [...byName.sort(rank), ...byAlias.sort(rank)].slice(0, limit);
}
