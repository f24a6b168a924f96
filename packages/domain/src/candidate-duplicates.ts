/**
 * Which talent-pool profiles are probably the same person, and why (docs/product/candidate-duplicates.md,
 * **duplicate suggestions**). No I/O: the API finds the profiles to compare through indexes, these rules decide.
 */

/** What a profile brings to the comparison. */
export interface DuplicateProbe {
  name: string;
  phone: string | null;
  links: readonly string[];
  /** The employers of its work history, as written. */
  employers: readonly string[];
}

export type DuplicateReasonKind = 'phone' | 'linkedin' | 'github' | 'name_and_employer' | 'similar_name';

export interface DuplicateReason {
  kind: DuplicateReasonKind;
  /** The reason in words, e.g. "Same phone number: +447700900123". */
  text: string;
}

export type DuplicateStrength = 'strong' | 'likely' | 'possible';

export interface DuplicateVerdict {
  reasons: DuplicateReason[];
  /** 0–1: how sure the suggestion is. */
  score: number;
  strength: DuplicateStrength;
}

/** Names at least this alike (trigram similarity, as PostgreSQL's pg_trgm counts it) are "similar". */
export const similarNameAt = 0.5;

/**
 * The database offers names at least this alike (pg_trgm's `%` with `pg_trgm.similarity_threshold` set to it for the
 * query): the same threshold, so its trigram index prunes every name the rules would not call similar.
 */
export const nameSearchThreshold = similarNameAt;

/** An E.164 number: `+`, a country code and up to 15 digits. Phones kept "as written" never match. */
export const isE164 = (phone: string | null): phone is string => !!phone && /^\+[1-9]\d{6,14}$/.test(phone);

/**
 * A name's trigrams the way pg_trgm makes them: lower case, each word (letters and digits) padded with two spaces
 * before and one after, every three characters in a row.
 */
export function nameTrigrams(name: string): Set<string> {
  const grams = new Set<string>();
  for (const word of name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = [...`  ${word} `];
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3).join(''));
  }
  return grams;
}

/** pg_trgm's similarity: shared trigrams over all trigrams of both (0 for an empty name). */
export function nameSimilarity(a: string, b: string): number {
  const x = nameTrigrams(a);
  const y = nameTrigrams(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared++;
  return shared / (x.size + y.size - shared);
}

const linkedinHandle = /^(?:https?:\/\/)?(?:[a-z0-9-]+\.)?linkedin\.com\/in\/([^/?#]+)/;
const githubHandle = /^(?:https?:\/\/)?(?:www\.)?github\.com\/([^/?#]+)/;

/**
 * The LinkedIn and GitHub profiles among a profile's links, as `linkedin:<handle>` / `github:<user>` in lower case,
 * whatever the scheme, `www.` or country subdomain, trailing slash or query. The database's
 * `talvio_profile_handles(links)` (migration 0013) reads links the same way, for its index.
 */
export function profileHandles(links: readonly string[]): string[] {
  const handles = new Set<string>();
  for (const link of links) {
    const lower = link.trim().toLowerCase();
    const linkedin = linkedinHandle.exec(lower)?.[1];
    if (linkedin) handles.add(`linkedin:${linkedin}`);
    else {
      const github = githubHandle.exec(lower)?.[1];
      if (github) handles.add(`github:${github}`);
    }
  }
  return [...handles].sort();
}

/** Words of an employer's name that say nothing about which employer it is. */
const legalWords = new Set([
  'the',
  'ltd',
  'limited',
  'inc',
  'incorporated',
  'llc',
  'llp',
  'plc',
  'gmbh',
  'ag',
  'sa',
  'sas',
  'srl',
  'bv',
  'nv',
  'oy',
  'ab',
  'as',
  'sp',
  'z',
  'o',
  'oo',
  'co',
  'corp',
  'corporation',
  'company',
  'group',
  'pvt',
  'private',
]);

/** An employer's name reduced to what identifies it: "Monzo Bank Ltd." and "monzo bank" are one employer. */
export function employerKey(company: string): string {
  return company
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\./g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !legalWords.has(word))
    .join(' ');
}

/** The employers both work histories name (as the first one writes them), each once. */
export function sharedEmployers(a: readonly string[], b: readonly string[]): string[] {
  const theirs = new Set(b.map(employerKey).filter(Boolean));
  const shared = new Map<string, string>();
  for (const company of a) {
    const key = employerKey(company);
    if (key && theirs.has(key) && !shared.has(key)) shared.set(key, company.trim());
  }
  return [...shared.values()];
}

/** How much each reason weighs; the score joins them as independent evidence (1 − Π(1 − w)). */
const weights = {
  phone: 0.7,
  handle: 0.8,
  /** A similar name with a shared employer: 0.4 at the threshold, up to 0.8 for the same name. */
  nameAndEmployer: (similarity: number) => 0.4 + (0.4 * (similarity - similarNameAt)) / (1 - similarNameAt),
  /** A similar name beside a phone or a link (never on its own). */
  nameAlongside: 0.5,
};

export const strengthOf = (score: number): DuplicateStrength =>
  score >= 0.85 ? 'strong' : score >= 0.6 ? 'likely' : 'possible';

const list = new Intl.ListFormat('en-GB', { type: 'conjunction' });
const percent = (value: number) => `${Math.round(value * 100)} %`;

/**
 * Whether `other` is probably the same person as `profile`, and why; null when nothing but (at most) a similar
 * name links them: a name alone is never enough (**duplicate suggestions**).
 */
export function duplicateVerdict(profile: DuplicateProbe, other: DuplicateProbe): DuplicateVerdict | null {
  const reasons: DuplicateReason[] = [];
  const evidence: number[] = [];
  if (isE164(profile.phone) && profile.phone === other.phone) {
    reasons.push({ kind: 'phone', text: `Same phone number: ${profile.phone}` });
    evidence.push(weights.phone);
  }
  const theirHandles = new Set(profileHandles(other.links));
  for (const handle of profileHandles(profile.links)) {
    if (!theirHandles.has(handle)) continue;
    const [site, name] = handle.split(':') as ['linkedin' | 'github', string];
    reasons.push(
      site === 'linkedin'
        ? { kind: 'linkedin', text: `Same LinkedIn profile: linkedin.com/in/${name}` }
        : { kind: 'github', text: `Same GitHub profile: github.com/${name}` },
    );
    evidence.push(weights.handle);
  }
  const similarity = nameSimilarity(profile.name, other.name);
  if (similarity >= similarNameAt) {
    const names =
      profile.name.trim().toLowerCase() === other.name.trim().toLowerCase()
        ? `the same name, ${other.name}`
        : `similar names, ${profile.name} and ${other.name} (${percent(similarity)} alike)`;
    const employers = sharedEmployers(profile.employers, other.employers);
    if (employers.length > 0) {
      reasons.push({
        kind: 'name_and_employer',
        text: `${capitalise(names)}, and both worked at ${list.format(employers)}`,
      });
      evidence.push(weights.nameAndEmployer(similarity));
    } else if (evidence.length > 0) {
      reasons.push({ kind: 'similar_name', text: capitalise(names) });
      evidence.push(weights.nameAlongside);
    }
  }
  if (evidence.length === 0) return null;
  const score = 1 - evidence.reduce((doubt, weight) => doubt * (1 - weight), 1);
  const rounded = Math.round(score * 100) / 100;
  return { reasons, score: rounded, strength: strengthOf(rounded) };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The profile fields a merge chooses between (**merge field by field**). */
export const mergeFields = [
  'name',
  'email',
  'phone',
  'location',
  'headline',
  'summary',
  'links',
  'skills',
  'experience',
  'education',
  'languages',
  'certifications',
  'tags',
  'notes',
  'resume',
] as const;
export type MergeField = (typeof mergeFields)[number];

/** Fields whose two values can also be joined (`both`). */
export const mergeListFields = [
  'links',
  'skills',
  'experience',
  'education',
  'languages',
  'certifications',
  'tags',
] as const satisfies readonly MergeField[];
export type MergeListField = (typeof mergeListFields)[number];

export const isMergeListField = (field: MergeField): field is MergeListField =>
  (mergeListFields as readonly string[]).includes(field);

export type MergeChoice = 'this' | 'other' | 'both';

/** Both lists joined: this profile's items first, then the other's not already there (compared as JSON). */
export function joinLists<T>(mine: readonly T[], theirs: readonly T[]): T[] {
  const seen = new Set(mine.map((item) => JSON.stringify(item)));
  const joined = [...mine];
  for (const item of theirs) {
    const key = JSON.stringify(item);
    if (!seen.has(key)) {
      seen.add(key);
      joined.push(item);
    }
  }
  return joined;
}

/** How long a merge can be undone (**undo a merge**). */
export const mergeUndoDays = 7;

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Lists joined by default when both profiles have some; a work history or education is chosen, not joined. */
const joinedByDefault: readonly MergeField[] = ['links', 'skills', 'languages', 'certifications', 'tags'];

/**
 * The choice offered first for a field (and taken for a field a merge does not name): this profile's value, or the
 * other's where this one has none; skills, links, languages, certifications and tags are joined when both have
 * some. Nothing that either profile holds is lost by accepting every default, except a second value of a
 * single-valued field or a second work history, education or résumé.
 */
export function defaultMergeChoice(field: MergeField, mine: unknown, theirs: unknown): MergeChoice {
  if (isEmpty(theirs)) return 'this';
  if (isEmpty(mine)) return 'other';
  return joinedByDefault.includes(field) ? 'both' : 'this';
}
