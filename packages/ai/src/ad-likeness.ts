import { isEnglishWord } from './english-words.ts';
import { STOP_WORDS } from './evaluation-lexicon.ts';
import { stemOf } from './evaluation-text.ts';
import { tokenise, withoutAccents } from './text.ts';

/**
 * How much a text reads like another, by the words they share: each text is the stems of its words (function words
 * and numbers left out, accents folded), each stem weighted by 1 + ln(how often it is written), and two texts are as
 * alike as the cosine of their weights. The ranking compares a job's ad with a work history this way (docs/product/
 * find-candidates.md, "Work history like the ad").
 *
 * So that a work history in its own words still reads like the ad, the ad (read by {@link adTermVector}) also meets
 * a word of the same root written with another ending, a kindred word ("redactora" for "redactor", "technicien" for
 * "technician", "transfert" for "transfer"), at {@link KINDRED_WEIGHT} of the ad word's weight. And when the ad is
 * written in English, a word of the other text that is not English and that the ad does not meet neither helps nor
 * counts against it: a work history written in another language is compared by the words it can share with the ad
 * (tools, trade terms, English words), not marked down for all the words it writes in its own language.
 */
export interface TermVector {
  /** Stem → weight. */
  weights: ReadonlyMap<string, number>;
  norm: number;
  /** Stem → the word as the text first wrote it, to name shared words to a reader. */
  written: ReadonlyMap<string, string>;
  /**
   * For an ad only: each beginning of its stems that a kindred word may share ({@link kindredKeys}) → the reduced
   * weight a word starting so earns.
   */
  kindred?: ReadonlyMap<string, number>;
  /** Stems whose word as written is not an English word ({@link isEnglishWord}). */
  foreign: ReadonlySet<string>;
  /** For an ad only: whether it is written in English (most of its weight is in English words). */
  english?: boolean;
}

/** What a kindred word earns, against the ad word's own weight. */
export const KINDRED_WEIGHT = 0.7;
/** Kindred words share a beginning of at least this many letters… */
const KINDRED_MIN_SHARED = 5;
/** …and neither has more than this many letters after it. */
const KINDRED_MAX_ENDING = 3;

/** The length of a stem's shortest kindred beginning (longer than the stem when it has none). */
const shortestKindredKey = (stem: string) => Math.max(KINDRED_MIN_SHARED, stem.length - KINDRED_MAX_ENDING);

const stemCache = new Map<string, string | null>();

/** A token's stem, accents folded ("Aufzüge" as "aufzuge"), or null for a function word, a number or a single letter. */
function termOf(norm: string): string | null {
  let stem = stemCache.get(norm);
  if (stem === undefined) {
    stem = STOP_WORDS.has(norm) || norm.length < 2 || /^\d/.test(norm) ? null : stemOf(withoutAccents(norm));
    if (stemCache.size < 100_000) stemCache.set(norm, stem);
  }
  return stem;
}

export function termVector(text: string): TermVector {
  const counts = new Map<string, number>();
  const written = new Map<string, string>();
  for (const token of tokenise(text)) {
    const stem = termOf(token.norm);
    if (stem === null) continue;
    counts.set(stem, (counts.get(stem) ?? 0) + 1);
    if (!written.has(stem)) written.set(stem, token.norm);
  }
  const weights = new Map<string, number>();
  const foreign = new Set<string>();
  let squares = 0;
  for (const [stem, count] of counts) {
    const weight = 1 + Math.log(count);
    weights.set(stem, weight);
    squares += weight * weight;
    if (!isEnglishWord(withoutAccents(written.get(stem) ?? stem))) foreign.add(stem);
  }
  return { weights, norm: Math.sqrt(squares), written, foreign };
}

/**
 * The beginnings under which a stem meets its kindred words: its first {@link KINDRED_MIN_SHARED} letters or more,
 * leaving at most {@link KINDRED_MAX_ENDING} after them. Two stems are kindred when they have such a beginning in
 * common; stems shorter than {@link KINDRED_MIN_SHARED} letters have none.
 */
export function kindredKeys(stem: string): string[] {
  const keys: string[] = [];
  for (let length = shortestKindredKey(stem); length <= stem.length; length++)
    keys.push(stem.slice(0, length));
  return keys;
}

/** A job ad's {@link termVector}, which also meets kindred words (built once per ad). */
export function adTermVector(text: string): TermVector {
  const vector = termVector(text);
  const kindred = new Map<string, number>();
  let englishSquares = 0;
  for (const [stem, weight] of vector.weights) {
    for (const key of kindredKeys(stem))
      kindred.set(key, Math.max(kindred.get(key) ?? 0, KINDRED_WEIGHT * weight));
    if (!vector.foreign.has(stem)) englishSquares += weight * weight;
  }
  const english = vector.norm > 0 && englishSquares / vector.norm ** 2 >= 0.5;
  return { ...vector, kindred, english };
}

/** What a word the ad does not write earns: the reduced weight of its kindred ad word, or 0. */
function kindredWeight(kindred: ReadonlyMap<string, number>, stem: string): number {
  let best = 0;
  // kindredKeys(stem), without building the list: this runs for every word of every profile ranked.
  for (let length = shortestKindredKey(stem); length <= stem.length; length++)
    best = Math.max(best, kindred.get(stem.slice(0, length)) ?? 0);
  return best;
}

/**
 * The cosine of two texts' weights: 0 when they share no word, 1 when they are written alike. When `a` is an ad
 * ({@link adTermVector}), a word of `b` it does not write counts by its kindred word's reduced weight (at most 1 in
 * all), and, if the ad is in English, `b`'s words in another language that meet nothing in it are left out.
 */
export function likeness(a: TermVector, b: TermVector): number {
  if (a.norm === 0 || b.norm === 0) return 0;
  const { kindred } = a;
  if (kindred) {
    let dot = 0;
    let squares = 0;
    for (const [stem, weight] of b.weights) {
      const adWeight = a.weights.get(stem) ?? kindredWeight(kindred, stem);
      dot += weight * adWeight;
      // A word of another language than the ad's English, which the ad does not meet, is left out of b's norm.
      if (adWeight > 0 || !a.english || !b.foreign.has(stem)) squares += weight * weight;
    }
    return squares === 0 ? 0 : Math.min(1, dot / (a.norm * Math.sqrt(squares)));
  }
  const [small, large] = a.weights.size <= b.weights.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [stem, weight] of small.weights) dot += weight * (large.weights.get(stem) ?? 0);
  return dot / (a.norm * b.norm);
}

/** The words two texts share that weigh most in both, as `first` writes them, most weighty first. */
export function sharedWords(first: TermVector, second: TermVector, count: number): string[] {
  return [...first.weights]
    .map(([stem, weight]) => ({ stem, weight: weight * (second.weights.get(stem) ?? 0) }))
    .filter((shared) => shared.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.stem.localeCompare(b.stem))
    .slice(0, count)
    .map((shared) => first.written.get(shared.stem) ?? shared.stem);
}
