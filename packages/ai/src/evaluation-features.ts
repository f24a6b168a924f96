/**
 * What the local evaluator reads from an answer besides rubric coverage: unsafe advice, specificity (numbers,
 * named tools, reasons, examples, STAR elements), list-like keyword stuffing, tentative wording and how much
 * of it is on the topic of the question.
 */
import {
  CAUSAL_PATTERN,
  DISMISSIVE_PATTERNS,
  EXAMPLE_PATTERN,
  FIRST_PERSON_PATTERN,
  HEDGE_PATTERN,
  NEGATORS,
  SEQUENCE_PATTERN,
  SHORTCUT_PATTERNS,
  STAR_CUES,
  UNSAFE_PATTERNS,
  type UnsafePattern,
} from './evaluation-lexicon.ts';
import { type AnalysedText, NUMBER_STEM, stemOf } from './evaluation-text.ts';
import type { InterviewQuestion } from './schemas.ts';
import { getTaxonomy, type SkillCategory } from './taxonomy.ts';
import { tokenise } from './text.ts';

type QuestionType = InterviewQuestion['type'];

export interface UnsafeMatch {
  kind: UnsafePattern['kind'];
  start: number;
  end: number;
}

/** Spans in quotation marks: someone else's words ("the customer said 'everyone does it'"), not the advice given. */
function quotedSpans(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  const quoted = /(?<=^|[\s(:])(['"“‘])[^'"”’\n]{1,200}?(['"”’])(?=[\s.,;:!?)]|$)/gu;
  for (const match of text.matchAll(quoted))
    spans.push({ start: match.index, end: match.index + match[0].length });
  return spans;
}

/** Wordings of keeping something between two people: the right practice where the rubric asks for confidentiality. */
const KEPT_BETWEEN_US = /\b(?:between us|secret|quiet|to (?:ourselves|myself))\b/iu;

/**
 * Unsafe or unethical advice, unless negated earlier in the clause, only echoing the question, or in someone
 * else's quoted words. Where the rubric itself asks for confidentiality (`confidentialityAsked`), keeping a
 * matter between the candidate and the person is not concealment.
 */
export function findUnsafe(
  text: string,
  questionStems: ReadonlySet<string>,
  confidentialityAsked = false,
): UnsafeMatch[] {
  const found: UnsafeMatch[] = [];
  const quotes = quotedSpans(text);
  for (const { kind, pattern, negatable } of UNSAFE_PATTERNS) {
    const global = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    );
    for (const match of text.matchAll(global)) {
      const start = match.index;
      const end = start + match[0].length;
      if (quotes.some((quote) => quote.start <= start && end <= quote.end)) continue;
      if (confidentialityAsked && kind === 'concealment' && KEPT_BETWEEN_US.test(match[0])) continue;
      const verb = match[1];
      if (
        kind === 'safety_bypass' &&
        verb &&
        questionStems.has(stemOf(verb.toLowerCase().split(/\s+/)[0]!))
      ) {
        continue;
      }
      if (negatable) {
        const clauseStart = Math.max(
          text.lastIndexOf('.', start - 1),
          text.lastIndexOf(',', start - 1),
          text.lastIndexOf(';', start - 1),
          text.lastIndexOf('—', start - 1),
          text.lastIndexOf(':', start - 1),
        );
        const before = tokenise(text.slice(clauseStart + 1, start)).slice(-8);
        if (before.some((token) => NEGATORS.has(token.norm))) continue;
      }
      found.push({ kind, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * Where the answer waves a check or a step away as a waste: one span per kind of wording, and wordings that
 * overlap ("just *slows* the desk *down*") as one span.
 */
export function findDismissive(text: string): { start: number; end: number }[] {
  return spansOf(text, DISMISSIVE_PATTERNS);
}

/** Where the answer trades a step for speed or convenience: one span per kind of wording. */
export function findShortcuts(text: string): { start: number; end: number }[] {
  return spansOf(text, SHORTCUT_PATTERNS);
}

function spansOf(text: string, patterns: readonly RegExp[]): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) spans.push({ start: match.index, end: match.index + match[0].length });
  }
  spans.sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

export interface Features {
  words: number;
  contentWords: number;
  /** Share of the words that are function words: near zero for a bare list of terms. */
  functionRatio: number;
  numbers: number;
  tools: number;
  causal: number;
  sequence: number;
  examples: number;
  firstPerson: number;
  hedges: number;
  star: { situation: boolean; task: boolean; action: boolean; result: boolean };
  /** The longest run of consecutive short comma-separated fragments, and the share of words in such runs. */
  listRun: number;
  listShare: number;
  /** Share of the content words that repeat an earlier one. */
  repetition: number;
  /** Where the longest list starts and ends (characters). */
  listSpan: { start: number; end: number } | null;
}

/** Taxonomy categories whose skills are named tools, systems or methods rather than general abilities. */
const TOOL_CATEGORIES: ReadonlySet<SkillCategory> = new Set<SkillCategory>([
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
  'office_tools',
  'finance',
  'sales',
  'marketing',
  'operations',
  'customer_service',
  'healthcare',
  'education',
  'trades',
  'engineering',
  'science',
]);
/** Upper-case names and codes: "SBAR", "NEWS2", "BANT", "GS38", "UTM". */
const ACRONYM = /\b[A-Z][A-Z0-9]{1,7}\b/g;
const COMMON_CAPITALS = new Set(['OK', 'AM', 'PM', 'TV', 'UK', 'US', 'EU', 'IT', 'HR', 'CEO', 'I']);

function countMatches(text: string, pattern: RegExp): number {
  return [...text.matchAll(pattern)].length;
}

function listFeatures(answer: AnalysedText): Pick<Features, 'listRun' | 'listShare' | 'listSpan'> {
  const segments: { words: number; start: number; end: number }[] = [];
  let current: { words: number; start: number; end: number } | null = null;
  let previousEnd = 0;
  for (const token of answer.tokens) {
    const gap = answer.text.slice(previousEnd, token.start);
    if (current && /[,;:.!?\n•]/.test(gap)) {
      segments.push(current);
      current = null;
    }
    if (current) {
      current.words += 1;
      current.end = token.end;
    } else {
      current = { words: 1, start: token.start, end: token.end };
    }
    previousEnd = token.end;
  }
  if (current) segments.push(current);
  let longest = 0;
  let longestSpan: { start: number; end: number } | null = null;
  let wordsInLists = 0;
  let run: typeof segments = [];
  const close = () => {
    if (run.length >= 4) wordsInLists += run.reduce((sum, segment) => sum + segment.words, 0);
    if (run.length > longest) {
      longest = run.length;
      longestSpan = { start: run[0]!.start, end: run[run.length - 1]!.end };
    }
    run = [];
  };
  for (const segment of segments) {
    if (segment.words <= 3) run.push(segment);
    else close();
  }
  close();
  return {
    listRun: longest,
    listShare: answer.tokens.length > 0 ? wordsInLists / answer.tokens.length : 0,
    listSpan: longestSpan,
  };
}

export function featuresOf(
  answer: AnalysedText,
  questionStems: ReadonlySet<string>,
  questionSkills: ReadonlySet<string>,
): Features {
  const text = answer.text;
  const words = answer.tokens.length;
  const content = answer.tokens.filter((token) => !token.stop);
  const seen = new Set<string>();
  let repeats = 0;
  for (const token of content) {
    if (seen.has(token.stem)) repeats += 1;
    seen.add(token.stem);
  }
  const numbers = answer.tokens.filter(
    (token) => token.stem === NUMBER_STEM && !questionStems.has(token.norm),
  ).length;
  const named = new Set<string>();
  for (const id of answer.skills.keys()) {
    const category = getTaxonomy().byId.get(id)?.category;
    if (category && TOOL_CATEGORIES.has(category) && !questionSkills.has(id)) named.add(id);
  }
  for (const match of text.matchAll(ACRONYM)) {
    const word = match[0];
    if (!COMMON_CAPITALS.has(word) && !questionStems.has(word.toLowerCase())) named.add(word);
  }
  const tools = named.size;
  return {
    words,
    contentWords: content.length,
    functionRatio: words > 0 ? (words - content.length) / words : 0,
    numbers,
    tools,
    causal: countMatches(text, CAUSAL_PATTERN),
    sequence: countMatches(text, SEQUENCE_PATTERN),
    examples: countMatches(text, EXAMPLE_PATTERN),
    firstPerson: countMatches(text, FIRST_PERSON_PATTERN),
    hedges: countMatches(text, HEDGE_PATTERN),
    star: {
      situation: STAR_CUES.situation.test(text),
      task: STAR_CUES.task.test(text),
      action: STAR_CUES.action.test(text),
      result: STAR_CUES.result.test(text),
    },
    ...listFeatures(answer),
    repetition: content.length > 0 ? repeats / content.length : 0,
  };
}

/** 0–1: numbers, named tools, reasons, examples and order; for behavioural questions the STAR elements too. */
export function specificityOf(features: Features, type: QuestionType): number {
  const detail =
    0.25 * Math.min(1, features.numbers / 2) +
    0.15 * Math.min(1, features.tools / 2) +
    0.2 * Math.min(1, features.causal / 2) +
    0.15 * Math.min(1, features.examples) +
    0.1 * Math.min(1, features.sequence / 2) +
    0.15 * Math.min(1, features.contentWords / 30);
  if (type !== 'behavioural') return detail;
  const star = Object.values(features.star).filter(Boolean).length / 4;
  const ownership = features.firstPerson >= 2 ? 1 : features.firstPerson / 2;
  return 0.45 * detail + 0.4 * star + 0.15 * ownership;
}
