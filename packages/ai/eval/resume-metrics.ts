/**
 * Field-level agreement between parsed résumés and their labels: precision, recall and F1 per field group.
 * - contact: name, e-mail and phone, each right or wrong (a missing field is a miss, a wrong one a miss and a
 *   false find);
 * - skills: the set of skills, compared by the taxonomy's canonical name (so "JS" and "JavaScript" agree);
 * - experience: an entry counts only when its title, employer, start and end are all right.
 */
import { resolveSkill } from '../src/taxonomy.ts';
import { termKey } from '../src/text.ts';

export interface LabelledExperience {
  title: string;
  company: string;
  start: string;
  end: string;
}

export interface ExpectedResume {
  name: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  links: string[];
  skills: string[];
  experience: LabelledExperience[];
  languages: string[];
  total_years_experience: number | null;
}

export type PredictedResume = ExpectedResume;

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export const emptyCounts = (): Counts => ({ tp: 0, fp: 0, fn: 0 });

export function add(into: Counts, more: Counts): void {
  into.tp += more.tp;
  into.fp += more.fp;
  into.fn += more.fn;
}

export function f1Of({ tp, fp, fn }: Counts): { precision: number; recall: number; f1: number } {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

/** Case, accents, punctuation and spacing do not count. */
export const normalise = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();

/** One single-valued field: right, wrong, missing, or found where there is none. */
export function compareField(expected: string | null, predicted: string | null, same = normalise): Counts {
  if (!expected) return { tp: 0, fp: predicted ? 1 : 0, fn: 0 };
  if (!predicted) return { tp: 0, fp: 0, fn: 1 };
  return same(expected) === same(predicted) ? { tp: 1, fp: 0, fn: 0 } : { tp: 0, fp: 1, fn: 1 };
}

const phoneDigits = (value: string) => value.replace(/[^\d+]/g, '');

export function compareContact(expected: ExpectedResume, predicted: PredictedResume): Counts {
  const counts = emptyCounts();
  add(counts, compareField(expected.name, predicted.name));
  add(
    counts,
    compareField(expected.email, predicted.email, (v) => v.trim().toLowerCase()),
  );
  add(counts, compareField(expected.phone, predicted.phone, phoneDigits));
  return counts;
}

const skillKey = (name: string) => {
  const skill = resolveSkill(name);
  return skill ? `skill:${skill.id}` : termKey(name);
};

/** Two lists compared as sets under a key. */
export function compareSets(
  expected: readonly string[],
  predicted: readonly string[],
  key: (v: string) => string,
): Counts {
  const want = new Set(expected.map(key));
  const got = new Set(predicted.map(key));
  let tp = 0;
  for (const item of got) if (want.has(item)) tp += 1;
  return { tp, fp: got.size - tp, fn: want.size - tp };
}

export const compareSkills = (expected: ExpectedResume, predicted: PredictedResume) =>
  compareSets(expected.skills, predicted.skills, skillKey);

/** Legal-form words an employer's name may be written with or without ("Acme Pvt. Ltd." = "Acme Pvt Ltd"). */
const entryKey = (entry: LabelledExperience) =>
  [normalise(entry.title), normalise(entry.company), entry.start.trim(), entry.end.trim().toLowerCase()].join(
    '|',
  );

export function compareExperience(expected: ExpectedResume, predicted: PredictedResume): Counts {
  const want = expected.experience.map(entryKey);
  const got = predicted.experience.map(entryKey);
  let tp = 0;
  const left = [...want];
  for (const key of got) {
    const at = left.indexOf(key);
    if (at >= 0) {
      tp += 1;
      left.splice(at, 1);
    }
  }
  return { tp, fp: got.length - tp, fn: want.length - tp };
}

/** Which part of an entry went wrong most often: for reading the dev results, not a figure. */
export function entryMisses(expected: ExpectedResume, predicted: PredictedResume): string[] {
  const misses: string[] = [];
  expected.experience.forEach((want, i) => {
    const got = predicted.experience.find((p) => p.start === want.start) ?? predicted.experience[i];
    if (!got) {
      misses.push('entry missing');
      return;
    }
    if (normalise(got.title) !== normalise(want.title)) misses.push('title');
    if (normalise(got.company) !== normalise(want.company)) misses.push('company');
    if (got.start !== want.start) misses.push('start');
    if (got.end.toLowerCase() !== want.end.toLowerCase()) misses.push('end');
  });
  return misses;
}
