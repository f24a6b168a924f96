import { stemmer } from 'stemmer';
import { NEGATORS, RELATED_TERMS, STOP_WORDS } from './evaluation-lexicon.ts';
import { extractSkills } from './skill-extractor.ts';
import { tokenise } from './text.ts';

/** The stem every number in a text is reduced to, so rubric wording such as "measurable" can ask for one. */
export const NUMBER_STEM = '#num';

export interface WordToken {
  norm: string;
  stem: string;
  start: number;
  end: number;
  sentence: number;
  /** A function word (STOP_WORDS). */
  stop: boolean;
  /** Inside the scope of a negation ("I didn't *check* it"): the speaker says it was not done. */
  negated: boolean;
}

/**
 * Structure found by pattern rather than by word, indexed like a word so rubric wording can ask for it:
 * "#action" where the speaker says what they did, "#result" where an outcome is reported, "#situation"
 * where a past situation is set up, "#reflection" where they look back on it.
 */
export const CUE_STEMS: readonly { stem: string; pattern: RegExp }[] = [
  {
    stem: '#action',
    pattern:
      /\b(?:i|we)\s+(?:then\s+|also\s+|quickly\s+|immediately\s+|first\s+|personally\s+)?(?!(?:loved|enjoyed|liked|used|wanted|needed|hoped|believed|learned|learnt|noticed|realised|realized|guess)\b)(?:[a-z]+ed|did|made|took|ran|set|built|wrote|told|found|went|got|gave|split|sorted|put|sent|led|brought|cut|began|chose|spoke|met|called|offered|agreed|drew|showed|kept|paid|sold|won|taught|rang|fixed|rebuilt|shifted|retaught|re-taught)\b/giu,
  },
  {
    stem: '#result',
    pattern:
      /\b(?:as a result|the result|in the end|by the end|went (?:from|down|up)|finished with|since then|(?:we|they) haven['’]t had|it worked|grew|increased|reduced|dropped|saved|achieved|won|closed|resolved|brought (?:the|it) down|went back to)\b/giu,
  },
  {
    stem: '#situation',
    pattern:
      /\b(?:last (?:year|month|week|spring|summer|autumn|winter|quarter)|in my (?:last|previous|current|first) (?:job|role|company|team|site|position|school|ward)|one time|when i was|on a (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|busy \w+)|a few (?:months|years) ago|the situation)\b/giu,
  },
  {
    stem: '#reflection',
    pattern:
      /\b(?:looking back|in hindsight|next time|i would have|i['’]d have|what i learned|what i learnt|i learned|i learnt|the lesson|if i did it again|do (?:it )?differently)\b/giu,
  },
];

export interface AnalysedText {
  text: string;
  tokens: WordToken[];
  /** Character range of each sentence. */
  sentences: { start: number; end: number }[];
  /** Stem prefix → indices of the tokens whose stem starts with it (see `bucketOf`). */
  buckets: Map<string, number[]>;
  /** Skill id (taxonomy) → indices of the tokens where a mention of the skill starts. */
  skills: Map<string, number[]>;
}

const ABBREVIATIONS = new Set(['e.g', 'i.e', 'etc', 'vs', 'approx', 'incl', 'dr', 'mr', 'mrs', 'ms']);
const NUMBER_TOKEN = /^\d[\d.,]*(?:k|m|bn|ms|s|h|x|st|nd|rd|th)?$/;

/** One spelling for British and American forms, so "prioritise" meets "prioritize" and "behaviour" "behavior". */
function spellingKey(word: string): string {
  let key = word;
  if (key.length >= 7) key = key.replace(/is(e|ed|es|ing|ation|ations|er|ers)$/, 'iz$1');
  key = key.replace(/ys(e|ed|es|ing|is)$/, 'yz$1');
  if (key.length >= 6) key = key.replace(/our(s|ed|ing|al)?$/, 'or$1');
  return key;
}

/** Irregular past forms, which a stemmer leaves alone ("told" would never meet "tell"). */
const IRREGULAR: ReadonlyMap<string, string> = new Map(
  `told:tell said:say wrote:write written:write took:take taken:take gave:give given:give found:find made:make
  ran:run sent:send brought:bring kept:keep met:meet led:lead taught:teach spoke:speak spoken:speak chose:choose
  chosen:choose began:begin begun:begin rang:ring got:get went:go gone:go did:do done:do saw:see seen:see
  knew:know known:know thought:think built:build sold:sell paid:pay felt:feel left:leave held:hold
  understood:understand caught:catch drew:draw drawn:draw grew:grow grown:grow shown:show bought:buy
  fought:fight heard:hear lost:lose meant:mean rebuilt:rebuild retaught:reteach re-taught:reteach stood:stand
  struck:strike woke:wake broke:break broken:break chose:choose`
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => pair.split(':') as [string, string]),
);

/** The matching key of a normalised token: numbers become NUMBER_STEM, words are spelled one way and stemmed. */
export function stemOf(norm: string): string {
  if (NUMBER_TOKEN.test(norm)) return NUMBER_STEM;
  if (/\d/.test(norm) || !/^[a-z]+$/.test(norm)) return norm;
  const stem = stemmer(spellingKey(IRREGULAR.get(norm) ?? norm));
  // "quizzes" stems to "quizz", "quiz" to "quiz".
  return stem.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : stem;
}

const BUCKET_LENGTH = 5;
function bucketOf(stem: string): string {
  return stem.slice(0, BUCKET_LENGTH);
}

/**
 * Whether two stems are the same word: equal, or one of at least five letters that the other extends by at
 * most three ("reconcil" and "reconcili", "verif" and "verifi"). Shorter stems must be equal.
 */
export function stemsMatch(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = a.length <= b.length ? a : b;
  const longer = shorter === a ? b : a;
  if (shorter.length < BUCKET_LENGTH || shorter.startsWith('#')) return false;
  return longer.startsWith(shorter) && longer.length - shorter.length <= 3;
}

/** Index of the first token starting at or after `offset` (tokens are in text order), or -1. */
export function tokenAt(tokens: readonly { start: number }[], offset: number): number {
  let low = 0;
  let high = tokens.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (tokens[middle]!.start < offset) low = middle + 1;
    else high = middle;
  }
  return low < tokens.length ? low : -1;
}

/**
 * Words that end the scope of a negation: a new clause starts with them ("I didn't call, *because* …"; "if it
 * doesn't match *I* look into it").
 */
const CLAUSE_STARTS = new Set(
  `because since but so although though while whereas unless until which who then and once when if after before
  as i we he she they you`.split(/\s+/),
);
/** Verbs that make a following "from" negate what comes after it ("keeps *any* from leaking"). */
const HOLDING_BACK = new Set('keep keeps kept keeping stop stops stopped stopping'.split(' '));

/** "rather than …" and "keeps … from …" negate like a negator does. */
function isNegatingWord(tokens: readonly { norm: string }[], index: number): boolean {
  const norm = tokens[index]!.norm;
  if (norm === 'rather') return tokens[index + 1]?.norm === 'than';
  if (norm !== 'from') return false;
  return [tokens[index - 1], tokens[index - 2]].some((token) => token && HOLDING_BACK.has(token.norm));
}

/**
 * A comma inside a list of what the negation covers ("does not remove*,* hide or relabel it") keeps it going: the
 * comma is followed by one or two words and then "or"/"nor"/"and" and another word.
 */
function continuesList(gap: string, tokens: readonly { norm: string }[], index: number): boolean {
  if (gap.trim() !== ',') return false;
  const joins = new Set(['or', 'nor', 'and']);
  for (const offset of [1, 2]) {
    if (joins.has(tokens[index + offset - 1]?.norm ?? '')) return false;
    if (joins.has(tokens[index + offset]?.norm ?? '') && tokens[index + offset + 1]) return true;
  }
  return false;
}

/** How many words after a negator it still applies to, within its clause. */
const NEGATION_REACH = 8;

/**
 * Marks the tokens a negation applies to: from a negator ("not", "didn't", "never", "without", "no", …) to the
 * end of its clause, at most NEGATION_REACH words on. Two negations in one clause cancel ("never … without").
 * The negators themselves are not marked.
 */
export function markNegated(
  text: string,
  tokens: { norm: string; start: number; end: number; negated: boolean }[],
): void {
  let negations = 0;
  let reach = 0;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const previous = tokens[index - 1];
    const gap = previous ? text.slice(previous.end, token.start) : '';
    if (
      (/[.,;:!?()\u2013\u2014\n]/.test(gap) && !continuesList(gap, tokens, index)) ||
      CLAUSE_STARTS.has(token.norm)
    ) {
      negations = 0;
      reach = 0;
    }
    if (NEGATORS.has(token.norm) || isNegatingWord(tokens, index)) {
      negations += 1;
      reach = NEGATION_REACH;
      continue;
    }
    if (reach > 0) {
      token.negated = negations % 2 === 1;
      reach -= 1;
    }
  }
}

/** Splits text into tokens and sentences and indexes the stems and skills it mentions. */
export function analyseText(text: string): AnalysedText {
  const raw = tokenise(text);
  const tokens: WordToken[] = [];
  const sentences: { start: number; end: number }[] = [];
  let sentence = 0;
  let sentenceStart = 0;
  for (let index = 0; index < raw.length; index += 1) {
    const token = raw[index]!;
    if (index > 0) {
      const previous = raw[index - 1]!;
      const gap = text.slice(previous.end, token.start);
      const ends = /[.!?]["'’”)]*\s|[\n\u2022]|[.!?]["'’”)]*$/.test(gap) || /\n/.test(gap);
      if (ends && !ABBREVIATIONS.has(previous.norm)) {
        sentences.push({ start: sentenceStart, end: previous.end });
        sentence += 1;
        sentenceStart = token.start;
      }
    } else {
      sentenceStart = token.start;
    }
    tokens.push({
      norm: token.norm,
      stem: stemOf(token.norm),
      start: token.start,
      end: token.end,
      sentence,
      stop: STOP_WORDS.has(token.norm),
      negated: false,
    });
  }
  if (raw.length > 0) sentences.push({ start: sentenceStart, end: raw[raw.length - 1]!.end });
  markNegated(text, tokens);

  const buckets = new Map<string, number[]>();
  const index = (key: string, tokenIndex: number) => {
    const list = buckets.get(key);
    if (list) list.push(tokenIndex);
    else buckets.set(key, [tokenIndex]);
  };
  tokens.forEach((token, tokenIndex) => {
    index(bucketOf(token.stem), tokenIndex);
  });
  if (tokens.length > 0) {
    for (const cue of CUE_STEMS) {
      for (const match of text.matchAll(cue.pattern)) {
        const at = tokenAt(tokens, match.index);
        if (at >= 0) index(cue.stem, at);
      }
    }
  }

  const skills = new Map<string, number[]>();
  if (tokens.length > 0) {
    for (const skill of extractSkills(text)) {
      const starts = skill.spans.map((span) => tokenAt(tokens, span.start)).filter((index) => index >= 0);
      if (starts.length > 0) skills.set(skill.id, starts);
    }
  }
  return { text, tokens, sentences, buckets, skills };
}

/** A word or phrase to look for, as stems. */
export type Term = readonly string[];

export function termOf(words: string): Term {
  if (words.startsWith('#')) return [words];
  return tokenise(words).map((token) => stemOf(token.norm));
}

/** Indices of the tokens where the term starts. */
export function findTerm(analysed: AnalysedText, term: Term): number[] {
  const first = term[0];
  if (first === undefined) return [];
  if (first.startsWith('#') && first !== NUMBER_STEM) return analysed.buckets.get(first) ?? [];
  const candidates = analysed.buckets.get(bucketOf(first)) ?? [];
  const found: number[] = [];
  for (const start of candidates) {
    let matches = true;
    for (let offset = 0; offset < term.length; offset += 1) {
      const token = analysed.tokens[start + offset];
      if (!token || !stemsMatch(token.stem, term[offset]!)) {
        matches = false;
        break;
      }
    }
    if (matches) found.push(start);
  }
  return found;
}

/** A word is content unless it is a function word; negations count as content where a rubric uses them. */
export function isContentWord(norm: string): boolean {
  return !STOP_WORDS.has(norm) || NEGATORS.has(norm);
}

interface RelatedIndex {
  groups: Term[][];
  /** Stem bucket → group indices with a one-word member in that bucket. */
  byBucket: Map<string, number[]>;
}

let relatedIndex: RelatedIndex | undefined;

function getRelatedIndex(): RelatedIndex {
  if (relatedIndex) return relatedIndex;
  const groups: Term[][] = [];
  const byBucket = new Map<string, number[]>();
  for (const line of RELATED_TERMS) {
    const members = line
      .split('|')
      .map((member) => member.trim())
      .filter((member) => member !== '')
      // A lone function word ("once", "like") would match almost any answer.
      .filter((member) => member.includes(' ') || member.startsWith('#') || isContentWord(member))
      .map(termOf)
      .filter((term) => term.length > 0);
    const groupIndex = groups.length;
    groups.push(members);
    for (const member of members) {
      if (member.length !== 1) continue;
      const key = bucketOf(member[0]!);
      const list = byBucket.get(key) ?? [];
      if (!list.includes(groupIndex)) list.push(groupIndex);
      byBucket.set(key, list);
    }
  }
  relatedIndex = { groups, byBucket };
  return relatedIndex;
}

function sameTerm(a: Term, b: Term): boolean {
  return a.length === b.length && a.every((stem, index) => stem === b[index]);
}

/** The term itself and every member of the related-term groups that contain it. */
export function relatedTerms(term: Term): Term[] {
  const first = term[0];
  if (first === undefined) return [];
  const index = getRelatedIndex();
  const terms: Term[] = [term];
  const seen = new Set<string>([term.join(' ')]);
  const candidates = term.length === 1 ? (index.byBucket.get(bucketOf(first)) ?? []) : index.groups.keys();
  for (const groupIndex of candidates) {
    const group = index.groups[groupIndex]!;
    // Membership is exact: "learner" must not join the groups of "learn".
    if (!group.some((member) => sameTerm(member, term))) continue;
    for (const member of group) {
      const key = member.join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      terms.push(member);
    }
  }
  return terms;
}

/** Every phrase (two words or more) of the related-term groups, longest first. */
export function relatedPhrases(): Term[] {
  const phrases = new Map<string, Term>();
  for (const group of getRelatedIndex().groups) {
    for (const member of group) if (member.length > 1) phrases.set(member.join(' '), member);
  }
  return [...phrases.values()].sort((a, b) => b.length - a.length);
}
