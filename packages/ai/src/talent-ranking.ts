import { countries } from 'countries-list';
import { adTermVector, likeness, sharedWords, type TermVector, termVector } from './ad-likeness.ts';
import { stemOf } from './evaluation-text.ts';
import { type RoleFamily, resolveJobSkills, titleFamilies } from './role-family.ts';
import { extractSkills } from './skill-extractor.ts';
import { getTaxonomy, resolveSkill, type Skill } from './taxonomy.ts';
import { termKey, tokenise } from './text.ts';

/**
 * Ranking talent-pool profiles against a job (docs/product/find-candidates.md): a score from 0 to 100 made of five
 * criteria, each with its share of the score and the profile's lines it came from, so a recruiter can check it.
 * Blind by construction: the profile given here has no name, e-mail, phone, links, photo or age.
 */

export interface RankingJob {
  title: string;
  /** Plain text; used only when the job names no required skill. */
  description: string;
  seniority: 'intern' | 'junior' | 'mid' | 'senior' | 'lead' | 'principal';
  experience_min_years: number | null;
  experience_max_years: number | null;
  work_mode: 'onsite' | 'hybrid' | 'remote';
  location: { city: string; country_code: string } | null;
  required_skills: readonly string[];
  nice_to_have_skills: readonly string[];
}

export interface RankingEntry {
  title: string;
  company: string;
  /** `YYYY-MM` or `YYYY`; `end` null means "present". */
  start: string | null;
  end: string | null;
  description: string;
}

/** What a profile offers to the ranking: nothing that names or pictures the person. */
export interface RankingProfile {
  headline: string | null;
  summary: string | null;
  location: string | null;
  skills: readonly string[];
  experience: readonly RankingEntry[];
  certifications: readonly string[];
  total_years: number | null;
}

export const rankingCriteria = [
  'required_skills',
  'title',
  'experience',
  'work_history',
  'nice_to_have_skills',
  'location',
] as const;
export type RankingCriterionKey = (typeof rankingCriteria)[number];

/** Each criterion's share of the 100 points (the nice-to-have share goes to required skills when a job has none). */
export const rankingWeights: Record<RankingCriterionKey, number> = {
  required_skills: 20,
  title: 15,
  experience: 15,
  work_history: 40,
  nice_to_have_skills: 5,
  location: 5,
};

/** The likeness of a work history to the ad that earns the whole work-history share (most strong fits reach it). */
const FULL_LIKENESS = 0.5;

/** Where in the profile a piece of evidence is: the field and, for the work history, the entry's index. */
export interface RankingEvidence {
  field: 'skills' | 'experience' | 'headline' | 'summary' | 'certifications' | 'location';
  entry: number | null;
  text: string;
}

export type SkillFitStatus = 'used' | 'mentioned' | 'listed' | 'related' | 'missing';

export interface SkillFit {
  skill: string;
  status: SkillFitStatus;
  /** For `related`: the profile's skill it is related to. */
  via: string | null;
  evidence: RankingEvidence | null;
}

export interface RankingCriterion {
  key: RankingCriterionKey;
  /** The criterion's share of the score. */
  weight: number;
  /** Points earned out of `weight`, one decimal. */
  points: number;
  /** One sentence a recruiter can check against the evidence. */
  summary: string;
  skills: SkillFit[];
  evidence: RankingEvidence[];
}

export interface ProfileRanking {
  score: number;
  criteria: RankingCriterion[];
}

/** How much a job's skill counts for by where the profile shows it. */
const SKILL_CREDIT: Record<SkillFitStatus, number> = {
  used: 1,
  mentioned: 0.85,
  listed: 0.6,
  related: 0.3,
  missing: 0,
};

const SENIORITY_LEVEL: Record<RankingJob['seniority'], number> = {
  intern: 0,
  junior: 1,
  mid: 2,
  senior: 3,
  lead: 4,
  principal: 4.5,
};

/** Years a seniority usually means when the job gives none. */
const SENIORITY_YEARS: Record<RankingJob['seniority'], { min: number; max: number | null }> = {
  intern: { min: 0, max: 2 },
  junior: { min: 0, max: 3 },
  mid: { min: 2, max: 8 },
  senior: { min: 5, max: null },
  lead: { min: 7, max: null },
  principal: { min: 10, max: null },
};

/** Title words that say a level rather than a line of work. */
const LEVEL_WORDS: ReadonlyMap<string, number> = new Map([
  ['intern', 0],
  ['internship', 0],
  ['trainee', 0],
  ['student', 0],
  ['apprentice', 0],
  ['graduate', 0.5],
  ['operative', 0.5],
  ['worker', 0.5],
  ['helper', 0.5],
  ['labourer', 0.5],
  ['laborer', 0.5],
  ['junior', 1],
  ['jr', 1],
  ['assistant', 1],
  ['associate', 1.5],
  ['senior', 3],
  ['sr', 3],
  ['lead', 4],
  ['principal', 4.5],
  ['head', 5],
  ['director', 5],
  ['vp', 5.5],
  ['chief', 6],
]);

/** Words of a title that say nothing of the line of work. */
const TITLE_FILLER = new Set([
  'of',
  'and',
  'the',
  'for',
  'in',
  'at',
  'a',
  'an',
  'to',
  'i',
  'ii',
  'iii',
  'iv',
  'mid',
  'level',
]);

interface PreparedJob {
  job: RankingJob;
  required: JobSkill[];
  niceToHave: JobSkill[];
  /** The job's title, or each of its alternatives ("Management Accountant / Financial Analyst"). */
  titles: JobTitle[];
  families: ReadonlySet<RoleFamily>;
  level: number;
  years: { min: number; max: number | null };
  /**
   * The words of the ad: its title (twice, as the title says most), its text and its required skills; kindred words
   * of the work history count at a reduced weight (ad-likeness.ts).
   */
  ad: TermVector;
}

interface JobSkill {
  name: string;
  skill: Skill | null;
  /** Each way of writing the skill as the stems of its words, to find in one sentence of the profile. */
  phrases: string[][];
  /** The initials of a name of three words or more ("RSD" for "Root Surface Debridement"), or null. */
  initials: string | null;
}

const PHRASE_FILLER = new Set(['and', 'of', 'the', 'for', 'in', 'with', 'a', 'an', 'to', 'on', 'or', '&']);

const stemCache = new Map<string, string>();

/** Stems are looked up often and the words of résumés repeat: each word is stemmed once per process. */
function cachedStem(norm: string): string {
  let stem = stemCache.get(norm);
  if (stem === undefined) {
    stem = stemOf(norm);
    if (stemCache.size < 100_000) stemCache.set(norm, stem);
  }
  return stem;
}

/**
 * Role words that name a rank or a function rather than a line of work: sharing only one of them ("Business
 * Development Manager" for "Project Manager") says little, so it counts for a fraction of the role word's share.
 */
const GENERIC_ROLES = new Set(
  [
    'manager',
    'specialist',
    'officer',
    'coordinator',
    'assistant',
    'lead',
    'leader',
    'supervisor',
    'consultant',
    'executive',
    'associate',
    'administrator',
    'director',
    'head',
    'representative',
    'adviser',
    'advisor',
    'agent',
    'partner',
  ].map((word) => cachedStem(word)),
);
/** What sharing only a generic role word is worth, against the role word of a title of the same line of work. */
const GENERIC_ROLE_ONLY = 0.4;
/** What another such word is worth in a title that shares the job's line of work. */
const OTHER_RANK_SAME_WORK = 0.5;

function phraseStems(text: string): string[] {
  return tokenise(text)
    .map((token) => token.norm)
    .filter((norm) => !PHRASE_FILLER.has(norm))
    .map(cachedStem);
}

/**
 * The ways a skill may be written: its names in the taxonomy, or, for a name the taxonomy does not know, each of
 * its alternatives ("ACCA/CIMA qualification", "Forklift / reach truck licence") and an abbreviation in brackets
 * ("Advanced Life Support (ALS)").
 */
function skillPhrases(name: string, skill: Skill | null): string[][] {
  const forms = skill ? [skill.name, ...skill.aliases] : [];
  if (!skill) {
    const bracketed = [...name.matchAll(/\(([^)]*)\)/g)].map((match) => match[1] ?? '');
    forms.push(name.replace(/\([^)]*\)/g, ' '));
    forms.push(...bracketed.filter((inner) => /^[A-Z0-9&/ -]{2,12}$/.test(inner.trim())));
    forms.push(...forms.flatMap((form) => form.split('/')));
  }
  const seen = new Set<string>();
  const phrases: string[][] = [];
  for (const form of forms) {
    const stems = phraseStems(form);
    const key = stems.join(' ');
    if (stems.length === 0 || seen.has(key)) continue;
    seen.add(key);
    phrases.push(stems);
  }
  return phrases;
}

/**
 * The initials of a name of three words or more, lower-cased, brackets and filler words left out ("Oral Hygiene
 * Instruction" → "ohi", "Clinical Research Associate II" → "cra").
 */
function initialsOf(name: string, filler: ReadonlySet<string>): string | null {
  const words = tokenise(name.replace(/\([^)]*\)/g, ' ')).filter(
    (token) => !filler.has(token.norm) && /^[a-z]/.test(token.norm),
  );
  return words.length >= 3 ? words.map((token) => token.norm[0]).join('') : null;
}

/** A word written in capitals as an abbreviation ("OHI", "QBRs"), lower-cased and without a plural "s"; else null. */
const acronymOf = (raw: string) => /^([A-Z]{3,6})s?$/.exec(raw)?.[1]?.toLowerCase() ?? null;

/** The abbreviations a text writes in capitals (a job title's: no stems are needed there). */
function acronymsOf(text: string): Set<string> {
  const acronyms = new Set<string>();
  for (const token of tokenise(text)) {
    const acronym = acronymOf(token.raw);
    if (acronym) acronyms.add(acronym);
  }
  return acronyms;
}

/** A sentence's stems (without filler words) and its abbreviations, from one pass over its words. */
function readSentence(text: string): { stems: Set<string>; acronyms: Set<string> } {
  const stems = new Set<string>();
  const acronyms = new Set<string>();
  for (const token of tokenise(text)) {
    if (!PHRASE_FILLER.has(token.norm)) stems.add(cachedStem(token.norm));
    const acronym = acronymOf(token.raw);
    if (acronym) acronyms.add(acronym);
  }
  return { stems, acronyms };
}

/** Resolves a job's skills, title and level once for ranking many profiles. */
export function prepareRankingJob(job: RankingJob): PreparedJob {
  const resolved = resolveJobSkills(job.title, job.required_skills, job.nice_to_have_skills, job.description);
  const toJobSkills = (skills: readonly Skill[], unknown: readonly string[]): JobSkill[] => [
    ...skills.map((skill) => ({
      name: skill.name,
      skill,
      phrases: skillPhrases(skill.name, skill),
      initials: initialsOf(skill.name, PHRASE_FILLER),
    })),
    ...unknown.map((name) => ({
      name,
      skill: null,
      phrases: skillPhrases(name, null),
      initials: initialsOf(name, PHRASE_FILLER),
    })),
  ];
  const defaults = SENIORITY_YEARS[job.seniority];
  const min = job.experience_min_years ?? (job.experience_max_years === null ? defaults.min : 0);
  const max = job.experience_max_years ?? (job.experience_min_years === null ? defaults.max : null);
  return {
    job,
    required: toJobSkills(resolved.required, resolved.unknownRequired),
    niceToHave: toJobSkills(resolved.niceToHave, resolved.unknownNiceToHave),
    titles: titleAlternatives(job.title),
    families: titleFamilies(job.title),
    level: SENIORITY_LEVEL[job.seniority],
    years: { min, max },
    ad: adTermVector([job.title, job.title, job.description, ...job.required_skills].join('\n')),
  };
}

/** The short forms job titles commonly use for their role words ("Sr. Category Mgr"). */
const TITLE_SHORT_FORMS: ReadonlyMap<string, string> = new Map([
  ['mgr', 'manager'],
  ['mngr', 'manager'],
  ['asst', 'assistant'],
  ['coord', 'coordinator'],
  ['engr', 'engineer'],
  ['admin', 'administrator'],
  ['exec', 'executive'],
  ['rep', 'representative'],
  ['supv', 'supervisor'],
  ['spec', 'specialist'],
  ['dir', 'director'],
]);

function titleStemsOf(title: string): string[] {
  const stems = new Set<string>();
  for (const token of tokenise(title)) {
    const norm = TITLE_SHORT_FORMS.get(token.norm) ?? token.norm;
    if (LEVEL_WORDS.has(norm) || TITLE_FILLER.has(norm)) continue;
    stems.add(cachedStem(norm));
  }
  return [...stems];
}

/**
 * A job title as the ranking compares it: its core ("Registered Nurse"), whose last word names the role, and its
 * qualifiers (what follows a dash or comma, or stands in brackets: "Adult Intensive Care Unit", "Nights").
 */
interface JobTitle {
  role: string | null;
  core: string[];
  qualifiers: string[];
  /** The initials of the core's words when it has three or more ("cra" for "Clinical Research Associate II"). */
  initials: string | null;
}

function titleAlternatives(title: string): JobTitle[] {
  const qualifierParts = [...title.matchAll(/\(([^)]*)\)/g)].map((match) => match[1] ?? '');
  const withoutBrackets = title.replace(/\([^)]*\)/g, ' ');
  const [main = '', ...rest] = withoutBrackets.split(/\s[—–-]\s|,/);
  const qualifiers = titleStemsOf([...qualifierParts, ...rest].join(' '));
  return main
    .split(/\s*\/\s*|\s+or\s+|\|/)
    .map((alternative) => {
      const core = titleStemsOf(alternative);
      return { role: core.at(-1) ?? null, core, qualifiers, initials: initialsOf(alternative, TITLE_FILLER) };
    })
    .filter((alternative) => alternative.core.length > 0);
}

/** The highest level word of a title, or null when it names none. */
function levelOf(title: string): number | null {
  let level: number | null = null;
  for (const token of tokenise(title)) {
    const found = LEVEL_WORDS.get(token.norm);
    if (found !== undefined && (level === null || found > level)) level = found;
  }
  return level;
}

interface SkillSighting {
  status: 'used' | 'mentioned' | 'listed';
  evidence: RankingEvidence;
}

export interface PreparedProfile {
  profile: RankingProfile;
  /** Skill id → the strongest place the profile shows it. */
  skills: Map<string, SkillSighting>;
  /** Category → one skill of it the profile shows, for "related". */
  categories: Map<string, { name: string; evidence: RankingEvidence }>;
  /** The stems of every sentence, to find a skill written in other forms or word order. */
  sentences: {
    stems: ReadonlySet<string>;
    /** Abbreviations written in capitals, lower-cased, to find a skill by its initials. */
    acronyms: ReadonlySet<string>;
    evidence: RankingEvidence;
    status: SkillSighting['status'];
  }[];
  /** The taxonomy skills of each work-history entry. */
  entrySkills: Set<string>[];
  /** The words of the whole work history (titles and descriptions), and of each entry. */
  history: TermVector;
  entryWords: TermVector[];
}

/** The line of `text` that holds `offset`. */
function lineAt(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const end = text.indexOf('\n', offset);
  return text.slice(start, end === -1 ? undefined : end).trim();
}

const STATUS_RANK = { used: 3, mentioned: 2, listed: 1 } as const;

function prepareProfile(profile: RankingProfile): PreparedProfile {
  const skills = new Map<string, SkillSighting>();
  const categories = new Map<string, { name: string; evidence: RankingEvidence }>();
  const sentences: PreparedProfile['sentences'] = [];
  const entrySkills = profile.experience.map(() => new Set<string>());
  const see = (skill: Skill, sighting: SkillSighting) => {
    if (sighting.evidence.field === 'experience' && sighting.evidence.entry !== null)
      entrySkills[sighting.evidence.entry]?.add(skill.id);
    const known = skills.get(skill.id);
    if (!known || STATUS_RANK[sighting.status] > STATUS_RANK[known.status]) skills.set(skill.id, sighting);
    if (!categories.has(skill.category))
      categories.set(skill.category, { name: skill.name, evidence: sighting.evidence });
  };
  const readText = (
    text: string,
    field: RankingEvidence['field'],
    entry: number | null,
    status: SkillSighting['status'],
  ) => {
    if (!text.trim()) return;
    for (const found of extractSkills(text)) {
      const skill = getTaxonomy().byId.get(found.id);
      const span = found.spans[0];
      if (!skill || !span) continue;
      see(skill, { status, evidence: { field, entry, text: lineAt(text, span.start) } });
    }
    for (const line of text.split('\n')) {
      for (const sentence of line.split(/(?<=[.;!?])\s+/)) {
        if (!sentence.trim()) continue;
        sentences.push({ ...readSentence(sentence), evidence: { field, entry, text: line.trim() }, status });
      }
    }
  };
  profile.experience.forEach((entry, index) => {
    readText(`${entry.title}\n${entry.description}`, 'experience', index, 'used');
  });
  if (profile.headline) readText(profile.headline, 'headline', null, 'mentioned');
  if (profile.summary) readText(profile.summary, 'summary', null, 'mentioned');
  for (const certification of profile.certifications)
    readText(certification, 'certifications', null, 'mentioned');
  for (const name of profile.skills) {
    const evidence: RankingEvidence = { field: 'skills', entry: null, text: name };
    const skill = resolveSkill(name);
    if (skill) see(skill, { status: 'listed', evidence });
    else
      for (const found of extractSkills(name)) {
        const inner = getTaxonomy().byId.get(found.id);
        if (inner) see(inner, { status: 'listed', evidence });
      }
    sentences.push({ ...readSentence(name), evidence, status: 'listed' });
  }
  const entryText = profile.experience.map((entry) => `${entry.title}\n${entry.description}`);
  return {
    profile,
    skills,
    categories,
    sentences,
    entrySkills,
    history: termVector(entryText.join('\n')),
    entryWords: entryText.map(termVector),
  };
}

/** Whether a sentence holds a phrase: every word of a short one, all but one of a phrase of four or more. */
function holdsPhrase(stems: ReadonlySet<string>, phrase: readonly string[]): boolean {
  let missing = 0;
  for (const stem of phrase) if (!stems.has(stem)) missing += 1;
  return missing === 0 || (phrase.length >= 4 && missing === 1);
}

type Sentence = PreparedProfile['sentences'][number];

/** The profile's sentences that hold one of the skill's names. */
function sentencesHolding(prepared: PreparedProfile, wanted: JobSkill): Sentence[] {
  return prepared.sentences.filter(
    (sentence) =>
      wanted.phrases.some((phrase) => holdsPhrase(sentence.stems, phrase)) ||
      (wanted.initials !== null && sentence.acronyms.has(wanted.initials)),
  );
}

function fitSkill(wanted: JobSkill, prepared: PreparedProfile, holding: readonly Sentence[]): SkillFit {
  let best: SkillSighting | undefined = wanted.skill ? prepared.skills.get(wanted.skill.id) : undefined;
  if (best?.status !== 'used') {
    for (const sentence of holding) {
      if (best && STATUS_RANK[sentence.status] <= STATUS_RANK[best.status]) continue;
      best = { status: sentence.status, evidence: sentence.evidence };
    }
  }
  if (best) return { skill: wanted.name, status: best.status, via: null, evidence: best.evidence };
  const related = wanted.skill ? prepared.categories.get(wanted.skill.category) : undefined;
  if (
    related &&
    wanted.skill &&
    !['soft_skill', 'language', 'office_tools'].includes(wanted.skill.category)
  ) {
    return { skill: wanted.name, status: 'related', via: related.name, evidence: related.evidence };
  }
  return { skill: wanted.name, status: 'missing', via: null, evidence: null };
}

/**
 * The share of the skills a profile shows, each by where it shows it; a skill only claimed (listed, or named in the
 * headline or summary) counts `claimWeight` of its credit.
 */
function skillShare(fits: readonly SkillFit[], claimWeight = 1): number {
  if (fits.length === 0) return 0;
  const credit = (fit: SkillFit) =>
    SKILL_CREDIT[fit.status] * (fit.status === 'listed' || fit.status === 'mentioned' ? claimWeight : 1);
  return fits.reduce((sum, fit) => sum + credit(fit), 0) / fits.length;
}

function describeSkills(fits: readonly SkillFit[], what: string): string {
  if (fits.length === 0) return `The job names no ${what}.`;
  const count = (statuses: SkillFitStatus[]) => fits.filter((fit) => statuses.includes(fit.status)).length;
  const shown = count(['used', 'mentioned']);
  const listed = count(['listed']);
  const related = count(['related']);
  const parts = [`${shown} of ${fits.length} ${what} shown in the work history or summary`];
  if (listed > 0) parts.push(`${listed} only listed`);
  if (related > 0) parts.push(`${related} related`);
  parts.push(`${count(['missing'])} missing`);
  return `${parts.join(', ')}.`;
}

/** Months between `YYYY[-MM]` dates, `end` null meaning `now`. */
function monthsBetween(start: string | null, end: string | null, now: string): number {
  if (!start) return 0;
  const toMonths = (date: string) => {
    const [year = '0', month = '1'] = date.split('-');
    return Number(year) * 12 + Number(month) - 1;
  };
  return Math.max(0, toMonths(end ?? now) - toMonths(start) + 1);
}

function yearsAgo(end: string | null, now: string): number {
  return end === null ? 0 : monthsBetween(end, now, now) / 12;
}

/**
 * How close a title is to the job's: the role word counts most ("Staff Nurse" for "Registered Nurse"), then the
 * core's other words, then the qualifiers; with no shared word, a weak likeness when both are of one family.
 */
function titleLikeness(job: PreparedJob, title: string): number {
  if (!title.trim()) return 0;
  const written = titleStemsOf(title);
  const acronyms = acronymsOf(title);
  let best = 0;
  for (const alternative of job.titles) {
    // "CRA II" is "Clinical Research Associate II" written by its initials.
    const stems =
      alternative.initials !== null && acronyms.has(alternative.initials)
        ? [...written, ...alternative.core]
        : written;
    const others = alternative.core.filter((stem) => stem !== alternative.role);
    let roleShare = alternative.role && stems.includes(alternative.role) ? 1 : 0;
    const otherShare =
      others.length === 0 ? roleShare : others.filter((stem) => stems.includes(stem)).length / others.length;
    const genericRole = alternative.role !== null && GENERIC_ROLES.has(alternative.role);
    // "Manager" shared with nothing else of the core is not the same line of work…
    if (genericRole && others.length > 0 && otherShare === 0) roleShare *= GENERIC_ROLE_ONLY;
    // …while another rank in the same line of work is ("Team Leader Warehouse" for "Warehouse Shift Supervisor").
    if (genericRole && roleShare === 0 && otherShare > 0) roleShare = OTHER_RANK_SAME_WORK;
    const qualifierShare =
      alternative.qualifiers.length === 0
        ? roleShare
        : alternative.qualifiers.filter((stem) => stems.includes(stem)).length /
          alternative.qualifiers.length;
    best = Math.max(best, 0.55 * roleShare + 0.3 * otherShare + 0.15 * qualifierShare);
  }
  if (best > 0) return best;
  const families = titleFamilies(title);
  return [...job.families].some((family) => families.has(family)) ? 0.3 : 0;
}

interface TitleFit {
  likeness: number;
  evidence: RankingEvidence | null;
}

function fitTitle(
  job: PreparedJob,
  profile: RankingProfile,
  entryLikeness: readonly number[],
  now: string,
): TitleFit {
  let best: TitleFit = { likeness: 0, evidence: null };
  profile.experience.forEach((entry, index) => {
    const ago = yearsAgo(entry.end, now);
    const recency = ago <= 2 ? 1 : ago <= 5 ? 0.8 : 0.6;
    const likeness = (entryLikeness[index] ?? 0) * recency;
    if (likeness > best.likeness) {
      best = { likeness, evidence: { field: 'experience', entry: index, text: entryLine(entry) } };
    }
  });
  const headline = profile.headline?.split(/\s[|•·]\s|\s[—–-]\s/)[0]?.trim();
  if (headline && profile.headline) {
    // A headline's first part is what the person says they are; it counts less than a job they held.
    const likeness = titleLikeness(job, headline) * 0.8;
    if (likeness > best.likeness)
      best = { likeness, evidence: { field: 'headline', entry: null, text: profile.headline } };
  }
  return best;
}

function entryLine(entry: RankingEntry): string {
  const dates = entry.start ? ` (${entry.start} – ${entry.end ?? 'present'})` : '';
  return `${[entry.title, entry.company].filter(Boolean).join(' · ')}${dates}`;
}

/** Whether the work-history entry shows the job's skill, by the taxonomy or in its own words. */
function entryShows(
  prepared: PreparedProfile,
  index: number,
  wanted: JobSkill,
  holding: readonly Sentence[],
): boolean {
  if (wanted.skill && prepared.entrySkills[index]?.has(wanted.skill.id)) return true;
  return holding.some(
    (sentence) => sentence.evidence.field === 'experience' && sentence.evidence.entry === index,
  );
}

/**
 * Years in roles like the job's: each entry counts as far as its title, its skills or its words (`adLikeness`, each
 * entry's likeness to the ad) fit the job.
 */
function relevantYears(
  job: PreparedJob,
  prepared: PreparedProfile,
  likeness: readonly number[],
  adLikeness: readonly number[],
  requiredHolding: readonly (readonly Sentence[])[],
  now: string,
): { years: number | null; evidence: RankingEvidence[] } {
  const { profile } = prepared;
  if (!profile.experience.some((entry) => entry.start)) return { years: null, evidence: [] };
  let months = 0;
  const evidence: RankingEvidence[] = [];
  profile.experience.forEach((entry, index) => {
    if (!entry.start) return;
    const shown = job.required.filter((wanted, at) =>
      entryShows(prepared, index, wanted, requiredHolding[at] ?? []),
    ).length;
    const skillFit = job.required.length === 0 ? 0 : Math.min(1, shown / Math.min(3, job.required.length));
    const adFit = Math.min(1, (adLikeness[index] ?? 0) / FULL_LIKENESS);
    const relevance = Math.max(Math.min(1, (likeness[index] ?? 0) / 0.6), skillFit * 0.8, adFit * 0.8);
    if (relevance <= 0) return;
    months += monthsBetween(entry.start, entry.end, now) * relevance;
    evidence.push({ field: 'experience', entry: index, text: entryLine(entry) });
  });
  const total = profile.total_years ?? Number.POSITIVE_INFINITY;
  return { years: Math.min(months / 12, total), evidence };
}

function fitExperience(
  job: PreparedJob,
  prepared: PreparedProfile,
  likeness: readonly number[],
  adLikeness: readonly number[],
  requiredHolding: readonly (readonly Sentence[])[],
  now: string,
): { share: number; summary: string; evidence: RankingEvidence[] } {
  const { profile } = prepared;
  const { years, evidence } = relevantYears(job, prepared, likeness, adLikeness, requiredHolding, now);
  const { min, max } = job.years;
  const wanted = max === null ? `${min}+ years` : `${min}–${max} years`;
  if (years === null) {
    return {
      share: 0.4,
      summary: `No dated work history to compare with the ${wanted} asked for.`,
      evidence: [],
    };
  }
  let share = min <= 0 ? 1 : Math.min(1, years / min) ** 1.5;
  const total = profile.total_years ?? years;
  let note = '';
  if (max !== null && total > max + 5) {
    share *= 0.7;
    note = ' Far more experience than the role asks for.';
  } else if (max !== null && total > max + 2) {
    share *= 0.9;
    note = ' More experience than the role asks for.';
  }
  const current = profile.experience.find((entry) => entry.end === null) ?? profile.experience[0];
  const level = current ? levelOf(current.title) : null;
  if (level !== null && level - job.level <= -2) {
    share *= 0.5;
    note += ` The latest title (${current?.title}) is well below the level asked for.`;
  } else if (level !== null && level - job.level >= 2) {
    share *= 0.7;
    note += ` The latest title (${current?.title}) is well above the level asked for.`;
  }
  const rounded = Math.round(years * 10) / 10;
  return {
    share,
    summary: `About ${rounded} years in roles like this one; the job asks for ${wanted}.${note}`,
    evidence,
  };
}

/**
 * How closely the work history (its titles and descriptions, never the skills list, headline or summary) reads like
 * the job's ad: the likeness of their words, full at {@link FULL_LIKENESS}. The entries most like the ad are the
 * evidence, and the words they share are named.
 */
function fitWorkHistory(
  job: PreparedJob,
  prepared: PreparedProfile,
  entryAdLikeness: readonly number[],
): { share: number; summary: string; evidence: RankingEvidence[] } {
  const alike = likeness(job.ad, prepared.history);
  if (alike === 0)
    return { share: 0, summary: 'The work history shares no words with the job ad.', evidence: [] };
  const entries = prepared.profile.experience
    .map((entry, index) => ({ entry, index, alike: entryAdLikeness[index] ?? 0 }))
    .filter((scored) => scored.alike > 0)
    .sort((a, b) => b.alike - a.alike || a.index - b.index)
    .slice(0, 2);
  const words = sharedWords(job.ad, prepared.history, 6);
  return {
    share: Math.min(1, alike / FULL_LIKENESS),
    summary: `The work history shares the job ad's words: ${words.join(', ')}.`,
    evidence: entries.map(({ entry, index }) => ({
      field: 'experience',
      entry: index,
      text: entryLine(entry),
    })),
  };
}

/** Other names people write for a country than the one countries-list gives. */
const COUNTRY_ALIASES: Record<string, string[]> = {
  GB: [
    'uk',
    'united kingdom',
    'great britain',
    'britain',
    'england',
    'scotland',
    'wales',
    'northern ireland',
  ],
  US: ['usa', 'us', 'united states', 'united states of america', 'america'],
  NL: ['netherlands', 'the netherlands', 'holland'],
  AE: ['uae', 'united arab emirates'],
  KR: ['south korea', 'korea'],
  CZ: ['czechia', 'czech republic'],
};

/** Every name of each country, in term-key form. */
const countryNames = new Map<string, string[]>(
  Object.entries(countries).map(([code, country]) => [
    code,
    [country.name, ...(COUNTRY_ALIASES[code] ?? [])].map((name) => termKey(name)),
  ]),
);

function fitLocation(job: RankingJob, profile: RankingProfile): { share: number; summary: string } {
  if (job.work_mode === 'remote' && !job.location) return { share: 1, summary: 'The job is remote.' };
  if (!job.location) return { share: 1, summary: 'The job names no location.' };
  const where = profile.location ? ` ${termKey(profile.location)} ` : '';
  const city = termKey(job.location.city);
  const names = countryNames.get(job.location.country_code.toUpperCase()) ?? [];
  const code = job.location.country_code.toLowerCase();
  const sameCity = where !== '' && city !== '' && where.includes(` ${city} `);
  const sameCountry =
    sameCity || (where !== '' && [...names, code].some((name) => where.includes(` ${name} `)));
  if (job.work_mode === 'remote') {
    return sameCountry || where === ''
      ? { share: 1, summary: 'The job is remote.' }
      : {
          share: 0.8,
          summary: `The job is remote from ${job.location.city}; the profile is in ${profile.location}.`,
        };
  }
  if (where === '') return { share: 0.5, summary: 'The profile gives no location.' };
  if (sameCity) return { share: 1, summary: `In ${job.location.city}, where the job is.` };
  if (sameCountry) {
    return {
      share: job.work_mode === 'hybrid' ? 0.6 : 0.5,
      summary: `In the job's country, not in ${job.location.city}.`,
    };
  }
  return {
    share: 0.1,
    summary: `In ${profile.location}; the job is ${job.work_mode} in ${job.location.city}.`,
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Scores one profile against a prepared job. `now` (`YYYY-MM`) is when "present" ends; same input, same result.
 */
export function rankProfile(job: PreparedJob, profile: RankingProfile, now: string): ProfileRanking {
  return rankPreparedProfile(job, prepareRankingProfile(profile), now);
}

/**
 * What the ranking reads from a profile whatever the job (its skills, sentences and their stems): prepared once, it
 * can be scored against many jobs, or again, at a fraction of the cost.
 */
export function prepareRankingProfile(profile: RankingProfile): PreparedProfile {
  return prepareProfile(profile);
}

/** {@link rankProfile} for a profile prepared by {@link prepareRankingProfile}. */
export function rankPreparedProfile(
  job: PreparedJob,
  prepared: PreparedProfile,
  now: string,
): ProfileRanking {
  const { profile } = prepared;
  const weights = { ...rankingWeights };
  if (job.niceToHave.length === 0) {
    weights.required_skills += weights.nice_to_have_skills;
    weights.nice_to_have_skills = 0;
  }
  const requiredHolding = job.required.map((skill) => sentencesHolding(prepared, skill));
  const required = job.required.map((skill, at) => fitSkill(skill, prepared, requiredHolding[at] ?? []));
  const niceToHave = job.niceToHave.map((skill) =>
    fitSkill(skill, prepared, sentencesHolding(prepared, skill)),
  );
  const entryLikeness = profile.experience.map((entry) => titleLikeness(job, entry.title));
  // Skills only claimed weigh less when no role the person held is like the job's (the work history decides).
  const claimWeight = 0.5 + 0.5 * Math.max(0, ...entryLikeness);
  const requiredShare = job.required.length === 0 ? 0.5 : skillShare(required, claimWeight);
  const title = fitTitle(job, profile, entryLikeness, now);
  // A title like the job's counts fully only with the job's skills behind it ("Account Executive" in another trade).
  const titleShare = title.likeness * (0.5 + 0.5 * requiredShare);
  // Each entry's likeness to the ad, read once for the relevant years and the work-history criterion.
  const entryAdLikeness = prepared.entryWords.map((words) => likeness(job.ad, words));
  const experience = fitExperience(job, prepared, entryLikeness, entryAdLikeness, requiredHolding, now);
  const location = fitLocation(job.job, profile);
  const workHistory = fitWorkHistory(job, prepared, entryAdLikeness);
  const evidenceOf = (fits: readonly SkillFit[]) =>
    fits.flatMap((fit) => (fit.evidence && fit.status !== 'missing' ? [fit.evidence] : []));
  const criteria: RankingCriterion[] = [
    {
      key: 'required_skills',
      weight: weights.required_skills,
      points: round1(weights.required_skills * requiredShare),
      summary: describeSkills(required, 'required skills'),
      skills: required,
      evidence: evidenceOf(required),
    },
    {
      key: 'title',
      weight: weights.title,
      points: round1(weights.title * titleShare),
      summary: title.evidence
        ? `Closest role to "${job.job.title}": ${title.evidence.text}.`
        : `No role or headline like "${job.job.title}".`,
      skills: [],
      evidence: title.evidence ? [title.evidence] : [],
    },
    {
      key: 'experience',
      weight: weights.experience,
      points: round1(weights.experience * experience.share),
      summary: experience.summary,
      skills: [],
      evidence: experience.evidence,
    },
    {
      key: 'work_history',
      weight: weights.work_history,
      points: round1(weights.work_history * workHistory.share),
      summary: workHistory.summary,
      skills: [],
      evidence: workHistory.evidence,
    },
    {
      key: 'nice_to_have_skills',
      weight: weights.nice_to_have_skills,
      points: round1(weights.nice_to_have_skills * skillShare(niceToHave, claimWeight)),
      summary: describeSkills(niceToHave, 'nice-to-have skills'),
      skills: niceToHave,
      evidence: evidenceOf(niceToHave),
    },
    {
      key: 'location',
      weight: weights.location,
      points: round1(weights.location * location.share),
      summary: location.summary,
      skills: [],
      evidence: profile.location ? [{ field: 'location', entry: null, text: profile.location }] : [],
    },
  ];
  const score = Math.round(criteria.reduce((sum, criterion) => sum + criterion.points, 0));
  return { score: Math.max(0, Math.min(100, score)), criteria };
}
