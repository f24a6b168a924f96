import { STOP_WORDS } from './evaluation-lexicon.ts';
import { stemOf } from './evaluation-text.ts';
import { tokenise } from './text.ts';

/**
 * How much a text reads like another, by the words they share: each text is the stems of its words (function words
 * and numbers left out), each stem weighted by 1 + ln(how often it is written), and two texts are as alike as the
 * cosine of their weights. The ranking compares a job's ad with a work history this way (docs/product/
 * find-candidates.md, "Work history like the ad").
 */
export interface TermVector {
  /** Stem → weight. */
  weights: ReadonlyMap<string, number>;
  norm: number;
  /** Stem → the word as the text first wrote it, to name shared words to a reader. */
  written: ReadonlyMap<string, string>;
}

const stemCache = new Map<string, string | null>();

/** A token's stem, or null for a function word, a number or a single letter. */
function termOf(norm: string): string | null {
  let stem = stemCache.get(norm);
  if (stem === undefined) {
    stem = STOP_WORDS.has(norm) || norm.length < 2 || /^\d/.test(norm) ? null : stemOf(norm);
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
  let squares = 0;
  for (const [stem, count] of counts) {
    const weight = 1 + Math.log(count);
    weights.set(stem, weight);
    squares += weight * weight;
  }
  return { weights, norm: Math.sqrt(squares), written };
}

/** The cosine of two texts' weights: 0 when they share no word, 1 when they are written alike. */
export function likeness(a: TermVector, b: TermVector): number {
  if (a.norm === 0 || b.norm === 0) return 0;
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
