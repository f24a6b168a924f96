import {
  CAUSAL_PATTERN,
  EXAMPLE_PATTERN,
  FIRST_PERSON_PATTERN,
  HEDGE_PATTERN,
  NEGATORS,
  RUBRIC_META_WORDS,
  SEQUENCE_PATTERN,
  STAR_CUES,
  UNSAFE_PATTERNS,
  type UnsafePattern,
  WEAK_WORDS,
} from './evaluation-lexicon.ts';
import {
  type AnalysedText,
  analyseText,
  findTerm,
  isContentWord,
  NUMBER_STEM,
  relatedPhrases,
  relatedTerms,
  stemOf,
  stemsMatch,
  type Term,
} from './evaluation-text.ts';
import {
  type AnswerEvaluation,
  type EvaluateInterviewInput,
  evaluateInterviewInputSchema,
  type InterviewEvaluation,
  type ParsedEvaluateInterviewInput,
  type Recommendation,
} from './schemas.ts';
import { extractSkills } from './skill-extractor.ts';
import { getTaxonomy, type SkillCategory } from './taxonomy.ts';
import { tokenise } from './text.ts';

/** The model name the local evaluator reports: the version of its rules and word lists. */
export const LOCAL_EVALUATOR_MODEL = 'talvio-local-eval-1';

type AnswerInput = ParsedEvaluateInterviewInput['answers'][number];
type QuestionType = AnswerInput['question_type'];

/** One thing a rubric point asks for: a word or phrase, with its related terms and any taxonomy skill. */
interface Concept {
  label: string;
  terms: Term[];
  skillIds: string[];
  weight: number;
  /** For a phrase: its words, each worth a share of the weight when the phrase itself is not found. */
  parts: Concept[];
  /** Character range in the rubric point (core part). */
  start: number;
  end: number;
}

interface CompiledPoint {
  text: string;
  core: Concept[];
  /** Items given as examples ("(EXPLAIN / EXPLAIN ANALYZE)", "such as timing differences"): bonus only. */
  examples: Concept[];
  coreWeight: number;
}

const WEIGHT = { phrase: 1.5, plain: 1, question: 0.7, negation: 0.6, weak: 0.4 } as const;
/** What matching the examples of a point adds, relative to a plain word. */
const EXAMPLE_WEIGHT = 1;
/** The least credit of a point whose examples are named (two of them, or the only one). */
const EXAMPLES_CREDIT = 0.7;
/** How much a point's words may be spread over the whole answer rather than sit in one or two sentences. */
const SPREAD_FACTOR = 0.8;
/** Exponent of the curve from answer quality (0–1) to score (0–10). */
const SCORE_CURVE = 0.7;
/** A point counts as met from this credit on. */
const MET_THRESHOLD = 0.55;

const EXAMPLE_LEAD = /^\s*(?:for example|for instance|e\.g\.?|such as|like|including)\s*/i;
const EXAMPLE_TAIL = /\b(?:such as|for example|for instance|e\.g\.|including)\s/i;

function listItems(text: string): string[] {
  return text
    .replace(EXAMPLE_LEAD, '')
    .split(/,|\/|;|\bor\b|\band\b/i)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function splitExamples(point: string): { core: string; examples: string[] } {
  const examples: string[] = [];
  let core = point.replace(/\(([^)]*)\)/g, (_, inner: string) => {
    examples.push(...listItems(inner));
    return ' ';
  });
  const tail = EXAMPLE_TAIL.exec(core);
  if (tail) {
    examples.push(...listItems(core.slice(tail.index)));
    core = core.slice(0, tail.index);
  }
  return { core, examples };
}

function contentTermOf(text: string): Term {
  return tokenise(text)
    .filter((token) => isContentWord(token.norm))
    .map((token) => stemOf(token.norm));
}

function skillsWithin(text: string): { id: string; start: number; end: number }[] {
  return extractSkills(text).flatMap((skill) => skill.spans.map((span) => ({ id: skill.id, ...span })));
}

function wordConcept(
  token: { norm: string; raw: string; start: number; end: number },
  stem: string,
  weight: number,
  skillIds: string[],
): Concept {
  return {
    label: token.raw,
    terms: relatedTerms([stem]),
    skillIds,
    weight,
    parts: [],
    start: token.start,
    end: token.end,
  };
}

function compilePoint(text: string, questionStems: ReadonlySet<string>): CompiledPoint {
  const { core, examples } = splitExamples(text);
  const tokens = tokenise(core);
  const stems = tokens.map((token) => stemOf(token.norm));
  const skills = skillsWithin(core);
  const skillIdsAt = (start: number, end: number) =>
    skills.filter((skill) => skill.start < end && skill.end > start).map((skill) => skill.id);
  const weightOf = (norm: string, stem: string) =>
    NEGATORS.has(norm)
      ? WEIGHT.negation
      : WEAK_WORDS.has(norm)
        ? WEIGHT.weak
        : questionStems.has(stem)
          ? WEIGHT.question
          : WEIGHT.plain;
  const phrases = relatedPhrases();
  const concepts: Concept[] = [];
  const seen = new Set<string>();
  for (let index = 0; index < tokens.length; index += 1) {
    const phrase = phrases.find((candidate) =>
      candidate.every((stem, offset) => {
        const at = stems[index + offset];
        return at !== undefined && stemsMatch(at, stem);
      }),
    );
    if (phrase?.some((stem) => !questionStems.has(stem))) {
      const first = tokens[index]!;
      const last = tokens[index + phrase.length - 1]!;
      seen.add(phrase.join(' '));
      const parts: Concept[] = [];
      for (let offset = 0; offset < phrase.length; offset += 1) {
        const token = tokens[index + offset]!;
        if (!isContentWord(token.norm)) continue;
        parts.push(wordConcept(token, stems[index + offset]!, 0, skillIdsAt(token.start, token.end)));
      }
      for (const part of parts) part.weight = WEIGHT.phrase / parts.length;
      concepts.push({
        label: core.slice(first.start, last.end),
        terms: relatedTerms(phrase),
        skillIds: skillIdsAt(first.start, last.end),
        weight: WEIGHT.phrase,
        parts,
        start: first.start,
        end: last.end,
      });
      index += phrase.length - 1;
      continue;
    }
    const token = tokens[index]!;
    const stem = stems[index]!;
    if (!isContentWord(token.norm) || RUBRIC_META_WORDS.has(token.norm) || seen.has(stem)) continue;
    seen.add(stem);
    concepts.push(wordConcept(token, stem, weightOf(token.norm, stem), skillIdsAt(token.start, token.end)));
  }

  // "resolves or escalates", "audience, message or channel": alternatives are one concept, met by either.
  const merged: Concept[] = [];
  for (const concept of concepts) {
    const previous = merged[merged.length - 1];
    const gap = previous ? core.slice(previous.end, concept.start) : '';
    if (previous && /^\s*,?\s*or\s*$/i.test(gap)) {
      merged[merged.length - 1] = {
        label: `${previous.label} or ${concept.label}`,
        terms: [...previous.terms, ...concept.terms],
        skillIds: [...previous.skillIds, ...concept.skillIds],
        weight: Math.max(previous.weight, concept.weight),
        parts: [],
        start: previous.start,
        end: concept.end,
      };
      // A comma list before the "or" belongs to the same alternatives.
      while (merged.length >= 2) {
        const last = merged[merged.length - 1]!;
        const before = merged[merged.length - 2]!;
        if (!/^\s*,\s*$/.test(core.slice(before.end, last.start))) break;
        merged.splice(merged.length - 2, 2, {
          ...last,
          label: `${before.label}, ${last.label}`,
          terms: [...before.terms, ...last.terms],
          skillIds: [...before.skillIds, ...last.skillIds],
          weight: Math.max(before.weight, last.weight),
          start: before.start,
        });
      }
      continue;
    }
    merged.push(concept);
  }

  const exampleConcepts: Concept[] = [];
  for (const item of examples) {
    const term = contentTermOf(item);
    if (term.length === 0) continue;
    exampleConcepts.push({
      label: item,
      terms: relatedTerms(term),
      skillIds: skillsWithin(item).map((skill) => skill.id),
      weight: 1,
      parts: [],
      start: 0,
      end: 0,
    });
  }
  return {
    text,
    core: merged,
    examples: exampleConcepts,
    coreWeight: merged.reduce((sum, concept) => sum + concept.weight, 0),
  };
}

/** Token indices where a concept is mentioned in the answer. */
function occurrences(concept: Concept, answer: AnalysedText): number[] {
  const hits = concept.terms.flatMap((term) => findTerm(answer, term));
  for (const id of concept.skillIds) hits.push(...(answer.skills.get(id) ?? []));
  return hits;
}

interface PointResult {
  point: string;
  /** 0–1: how much of the point the answer covers. */
  credit: number;
  met: boolean;
  /** Token indices of the evidence, in the best-covered sentence. */
  evidence: number[];
  /** Which answer word met which concept of the point (diagnostics). */
  matches: { concept: string; word: string }[];
}

interface WindowCredit {
  credit: number;
  /** Concept index → the token that met it. */
  assigned: Map<number, number>;
}

function evaluatePoint(point: CompiledPoint, answer: AnalysedText): PointResult {
  const sentenceCount = answer.sentences.length;
  const concepts = [...point.core, ...point.examples];
  const hits = concepts.map((concept) => [...new Set(occurrences(concept, answer))].sort((a, b) => a - b));
  const partHits = point.core.map((concept) =>
    concept.parts.map((part) => [...new Set(occurrences(part, answer))].sort((a, b) => a - b)),
  );
  const denominator = point.coreWeight > 0 ? point.coreWeight : EXAMPLE_WEIGHT;
  const exampleTarget = Math.min(2, point.examples.length);
  const coreCount = point.core.length;
  // Concepts with fewer candidate words pick first, so one answer word never meets two concepts.
  const order = concepts.map((_, index) => index).sort((a, b) => hits[a]!.length - hits[b]!.length || a - b);

  const creditIn = (inWindow: (token: number) => boolean): WindowCredit => {
    const used = new Set<number>();
    const assigned = new Map<number, number>();
    for (const index of order) {
      const token = hits[index]!.find((candidate) => inWindow(candidate) && !used.has(candidate));
      if (token === undefined) continue;
      used.add(token);
      assigned.set(index, token);
    }
    let sum = 0;
    let examplesFound = 0;
    for (const index of assigned.keys()) {
      if (index < coreCount) sum += point.core[index]!.weight;
      else examplesFound += 1;
    }
    // A phrase not found as a whole earns a share for each of its words found.
    point.core.forEach((concept, index) => {
      if (assigned.has(index)) return;
      concept.parts.forEach((part, partIndex) => {
        const token = partHits[index]![partIndex]!.find(
          (candidate) => inWindow(candidate) && !used.has(candidate),
        );
        if (token === undefined) return;
        used.add(token);
        sum += part.weight;
      });
    });
    const exampleShare = exampleTarget > 0 ? Math.min(exampleTarget, examplesFound) / exampleTarget : 0;
    sum += EXAMPLE_WEIGHT * exampleShare;
    // Naming the rubric's own examples is evidence of the point even in other words.
    return { credit: Math.min(1, Math.max(sum / denominator, EXAMPLES_CREDIT * exampleShare)), assigned };
  };

  const global = creditIn(() => true);
  let best: WindowCredit = { credit: 0, assigned: new Map() };
  let bestSentence = 0;
  for (let sentence = 0; sentence < Math.max(1, sentenceCount); sentence += 1) {
    const window = creditIn((token) => {
      const at = answer.tokens[token]!.sentence;
      return at === sentence || at === sentence + 1;
    });
    if (window.credit > best.credit) {
      best = window;
      bestSentence = sentence;
    }
  }
  const useGlobal = SPREAD_FACTOR * global.credit > best.credit;
  const credit = Math.min(1, useGlobal ? SPREAD_FACTOR * global.credit : best.credit);
  const chosen = useGlobal ? global.assigned : best.assigned;

  // Evidence: the matched words in the sentence that holds most of them.
  const tokens = [...chosen.values()].sort((a, b) => a - b);
  const bySentence = new Map<number, number[]>();
  for (const token of tokens) {
    const sentence = answer.tokens[token]!.sentence;
    bySentence.set(sentence, [...(bySentence.get(sentence) ?? []), token]);
  }
  let evidence: number[] = bySentence.get(bestSentence) ?? [];
  for (const list of bySentence.values()) if (list.length > evidence.length) evidence = list;
  const matches = [...chosen.entries()].map(([index, token]) => ({
    concept: concepts[index]!.label,
    word: answer.tokens[token]!.norm,
  }));
  return { point: point.text, credit, met: credit >= MET_THRESHOLD, evidence, matches };
}

/** 0–1 from a point's credit: nothing below 0.15, full from 0.7. */
function pointScore(credit: number): number {
  return Math.min(1, Math.max(0, (credit - 0.15) / 0.55));
}

interface UnsafeMatch {
  kind: UnsafePattern['kind'];
  start: number;
  end: number;
}

/** Unsafe or unethical advice, unless negated earlier in the clause or only echoing the question. */
function findUnsafe(text: string, questionStems: ReadonlySet<string>): UnsafeMatch[] {
  const found: UnsafeMatch[] = [];
  for (const { kind, pattern, negatable } of UNSAFE_PATTERNS) {
    const global = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    );
    for (const match of text.matchAll(global)) {
      const start = match.index;
      const end = start + match[0].length;
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

interface Features {
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
  /** Share of the content words on the topic of the question and rubric. */
  relevance: number;
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

interface Topic {
  /** Topic stems by their first five letters, the most a matching stem can differ in. */
  byPrefix: Map<string, string[]>;
}

function topicOf(stems: Iterable<string>): Topic {
  const byPrefix = new Map<string, string[]>();
  for (const stem of stems) {
    const key = stem.slice(0, 5);
    byPrefix.set(key, [...(byPrefix.get(key) ?? []), stem]);
  }
  return { byPrefix };
}

function relevanceOf(answer: AnalysedText, topic: Topic): number {
  const content = answer.tokens.filter((token) => !token.stop && token.stem !== NUMBER_STEM);
  if (content.length === 0) return 0;
  const onTopic = content.filter((token) =>
    (topic.byPrefix.get(token.stem.slice(0, 5)) ?? []).some((stem) => stemsMatch(stem, token.stem)),
  );
  return onTopic.length / content.length;
}

function featuresOf(
  answer: AnalysedText,
  topic: Topic,
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
    relevance: relevanceOf(answer, topic),
  };
}

/** 0–1: numbers, named tools, reasons, examples and order; for behavioural questions the STAR elements too. */
function specificityOf(features: Features, type: QuestionType): number {
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

/** Everything the evaluator works out for one answer, for the rationale and the interview summary. */
interface AnswerAnalysis {
  input: AnswerInput;
  evaluation: AnswerEvaluation;
  points: PointResult[];
  features: Features | null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * A verbatim slice of the answer around the given tokens, within one sentence and at most `maxTokens` long:
 * from the sentence start when the first hit is near it, and on to the end of the clause when there is room.
 */
function quoteOf(answer: AnalysedText, tokenIndices: number[], maxTokens = 16): string | null {
  if (tokenIndices.length === 0) return null;
  const tokens = answer.tokens;
  const sorted = [...tokenIndices].sort((a, b) => a - b);
  const sentence = tokens[sorted[0]!]!.sentence;
  const inSentence = sorted.filter((index) => tokens[index]!.sentence === sentence);
  let sentenceStart = inSentence[0]!;
  while (sentenceStart > 0 && tokens[sentenceStart - 1]!.sentence === sentence) sentenceStart -= 1;
  let sentenceEnd = inSentence[inSentence.length - 1]!;
  while (sentenceEnd + 1 < tokens.length && tokens[sentenceEnd + 1]!.sentence === sentence) sentenceEnd += 1;

  let start = inSentence[0]! - sentenceStart <= 4 ? sentenceStart : inSentence[0]! - 2;
  let end = Math.min(inSentence[inSentence.length - 1]!, start + maxTokens - 1);
  if (end - start + 1 > maxTokens) start = end - maxTokens + 1;
  const clauseEndsAfter = (index: number) =>
    /[,;:()\u2013\u2014]/.test(
      answer.text.slice(tokens[index]!.end, tokens[index + 1]?.start ?? tokens[index]!.end),
    );
  while (end < sentenceEnd && end - start + 1 < maxTokens && !clauseEndsAfter(end)) end += 1;
  return answer.text.slice(tokens[start]!.start, tokens[end]!.end);
}

function quoteSpan(text: string, start: number, end: number, maxChars = 90): string {
  const slice = text.slice(start, end).trim();
  if (slice.length <= maxChars) return slice;
  const cut = slice.lastIndexOf(' ', maxChars);
  return slice.slice(0, cut > 20 ? cut : maxChars).trim();
}

function firstWords(answer: AnalysedText, count = 12): string {
  const tokens = answer.tokens.filter((token) => token.sentence === 0).slice(0, count);
  if (tokens.length === 0) return '';
  return answer.text.slice(tokens[0]!.start, tokens[tokens.length - 1]!.end);
}

function rubricList(points: string[], limit = 2): string {
  const shown = points.slice(0, limit).map((point) => `“${point}”`);
  const more = points.length - shown.length;
  const joined =
    shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}` : shown[0];
  return more > 0 ? `${joined} and ${more} more` : (joined ?? '');
}

interface Verdict {
  score: number;
  signals: string[];
  unsafe: UnsafeMatch[];
}

/** Scores one answer against its rubric; deterministic and offline. */
function analyseAnswer(input: AnswerInput): AnswerAnalysis {
  const rubric = input.rubric;
  const text = input.answer_text;
  const empty = (signals: string[]): AnswerAnalysis => ({
    input,
    points: [],
    features: null,
    evaluation: {
      question_id: input.question_id,
      score: 0,
      rubric_met: [],
      rubric_missed: [...rubric],
      rationale: 'No answer was given, so none of the rubric points is met.',
      quotes: [],
      signals,
    },
  });
  const answer = analyseText(text);
  if (answer.tokens.length === 0) return empty(['empty']);

  const questionStems = new Set(tokenise(input.question_text).map((token) => stemOf(token.norm)));
  const questionSkills = new Set([
    ...skillsWithin(input.question_text).map((skill) => skill.id),
    ...skillsWithin(input.skill ?? '').map((skill) => skill.id),
  ]);
  const compiled = rubric.map((point) => compilePoint(point, questionStems));
  const points = compiled.map((point) => evaluatePoint(point, answer));

  const topicStems = new Set<string>();
  const topicText = [input.question_text, input.skill ?? '', ...rubric].join(' . ');
  for (const token of tokenise(topicText)) {
    if (!isContentWord(token.norm) || RUBRIC_META_WORDS.has(token.norm)) continue;
    for (const term of relatedTerms([stemOf(token.norm)])) if (term.length === 1) topicStems.add(term[0]!);
  }
  for (const point of compiled) {
    for (const concept of [...point.core, ...point.examples]) {
      for (const term of concept.terms) for (const stem of term) topicStems.add(stem);
    }
  }
  topicStems.delete(NUMBER_STEM);
  const features = featuresOf(answer, topicOf(topicStems), questionStems, questionSkills);
  const verdict = judge(input, points, features, findUnsafe(text, questionStems));
  const evaluation = explain(input, answer, points, features, verdict);
  return { input, evaluation, points, features };
}

function judge(
  input: AnswerInput,
  points: PointResult[],
  features: Features,
  unsafe: UnsafeMatch[],
): Verdict {
  const coverage =
    points.reduce((sum, point) => sum + pointScore(point.credit), 0) / Math.max(1, points.length);
  const specificity = specificityOf(features, input.question_type);
  const quality = 0.75 * coverage + 0.25 * specificity * Math.min(1, coverage / 0.4);
  // A concave curve: partial answers earn partial marks, as an interviewer gives them.
  let score = 10 * quality ** SCORE_CURVE;
  const signals: string[] = [];
  const metCount = points.filter((point) => point.met).length;

  if (features.contentWords < 4) {
    signals.push('very_short');
    score = Math.min(score, 2);
  } else if (features.contentWords < 8) {
    signals.push('very_short');
    score = Math.min(score, 3.5);
  }
  // One "maybe" is humility; several make the whole answer tentative.
  if (features.hedges >= 2) {
    signals.push('vague');
    score = Math.max(0, score - Math.min(1.5, 0.5 * features.hedges));
  }
  const stuffing =
    features.words >= 8 &&
    ((features.listRun >= 7 && features.listShare >= 0.5) || features.functionRatio < 0.1);
  if (stuffing) {
    signals.push('keyword_stuffing');
    score = Math.min(score, 0.5 + 1.5 * coverage);
  }
  const offTopic =
    !stuffing &&
    features.contentWords >= 25 &&
    metCount === 0 &&
    (coverage < 0.3 || features.relevance < 0.2);
  if (offTopic) {
    signals.push('off_topic');
    score = Math.min(score, 1.5);
  }
  if (unsafe.length > 0) {
    signals.push('unsafe_advice');
    score = Math.min(score * 0.2, 1.5);
  }
  const seconds = input.time_taken_seconds;
  if (seconds !== null && features.words >= 60 && features.words / Math.max(1, seconds) > 4) {
    signals.push('possible_paste');
    score = Math.max(0, score - 0.3);
  }
  if (features.numbers >= 2) signals.push('concrete_numbers');
  if (features.tools >= 1) signals.push('named_tools');
  if (features.causal >= 2) signals.push('causal_reasoning');
  if (Object.values(features.star).filter(Boolean).length >= 3 && features.contentWords >= 25) {
    signals.push('star_structure');
  }
  if (input.question_type === 'behavioural' && features.firstPerson >= 3)
    signals.push('first_person_ownership');
  if (features.words <= 45 && coverage >= 0.7 && !stuffing && features.hedges < 2)
    signals.push('short_precise');
  return { score: round1(Math.min(10, Math.max(0, score))), signals, unsafe };
}

function explain(
  input: AnswerInput,
  answer: AnalysedText,
  points: PointResult[],
  features: Features,
  verdict: Verdict,
): AnswerEvaluation {
  // Naming a point's terms in a bare list does not meet it.
  const stuffed = verdict.signals.includes('keyword_stuffing');
  const met = stuffed ? [] : points.filter((point) => point.met).sort((a, b) => b.credit - a.credit);
  const missed = points.filter((point) => !met.includes(point));
  const quotes: string[] = [];
  const addQuote = (quote: string | null) => {
    if (!quote || quote.trim() === '') return null;
    if (!quotes.includes(quote)) quotes.push(quote);
    return quote;
  };
  const sentences: string[] = [];

  if (stuffed && features.listSpan) {
    const quote = addQuote(quoteSpan(answer.text, features.listSpan.start, features.listSpan.end, 60));
    sentences.push(
      `It lists terms ("${quote}") without explaining how they are applied, so no rubric point is met.`,
    );
  } else if (met.length > 0) {
    const shown = met
      .slice(0, 2)
      .map((point) => ({ point: point.point, quote: addQuote(quoteOf(answer, point.evidence)) }))
      .filter((entry) => entry.quote !== null);
    const evidence = shown.map((entry) => `"${entry.quote}" for “${entry.point}”`).join(' and ');
    sentences.push(
      `Meets ${met.length} of ${points.length} rubric points${evidence ? `, for example ${evidence}` : ''}.`,
    );
  } else {
    const opening = addQuote(firstWords(answer));
    sentences.push(
      `Meets none of the ${points.length} rubric points${opening ? `; it opens with "${opening}"` : ''}.`,
    );
  }
  if (missed.length > 0 && met.length > 0)
    sentences.push(`Missing: ${rubricList(missed.map((p) => p.point))}.`);

  const signals = verdict.signals;
  const firstUnsafe = verdict.unsafe[0];
  if (firstUnsafe) {
    const quote = addQuote(quoteSpan(answer.text, firstUnsafe.start, firstUnsafe.end));
    sentences.push(`It recommends unsafe or unethical practice: "${quote}".`);
  } else if (signals.includes('off_topic')) {
    sentences.push('Most of the answer is about something other than the question.');
  } else if (signals.includes('very_short')) {
    sentences.push(`At ${features.words} words it is too short to show how the work would be done.`);
  } else if (signals.includes('possible_paste')) {
    sentences.push(
      `It has ${features.words} words but took ${input.time_taken_seconds} s, which suggests it was pasted.`,
    );
  }
  return {
    question_id: input.question_id,
    score: verdict.score,
    rubric_met: points.filter((point) => met.includes(point)).map((point) => point.point),
    rubric_missed: missed.map((point) => point.point),
    rationale: sentences.slice(0, 3).join(' '),
    quotes,
    signals,
  };
}

/** The evaluation of one answer with the per-point credits and text features behind it, for diagnostics. */
export function inspectAnswer(input: AnswerInput): {
  evaluation: AnswerEvaluation;
  points: { point: string; credit: number; matches: { concept: string; word: string }[] }[];
  features: Features | null;
} {
  const analysis = analyseAnswer(input);
  return {
    evaluation: analysis.evaluation,
    points: analysis.points.map((point) => ({
      point: point.point,
      credit: Math.round(point.credit * 100) / 100,
      matches: point.matches,
    })),
    features: analysis.features,
  };
}

/** Evaluates a single answer (a one-answer interview has the same result in its `answers[0]`). */
export function evaluateAnswer(input: AnswerInput): AnswerEvaluation {
  return analyseAnswer(input).evaluation;
}

const TYPE_WEIGHT: Record<QuestionType, number> = {
  technical: 1,
  behavioural: 1,
  situational: 1,
  motivation: 0.5,
};

/** 0–100: the mean of the answer scores ×10, motivation questions weighing half; empty answers count as 0. */
export function overallScore(
  questions: readonly { question_type: QuestionType }[],
  answers: readonly { score: number }[],
): number {
  let weighted = 0;
  let weights = 0;
  questions.forEach((question, index) => {
    const weight = TYPE_WEIGHT[question.question_type];
    weighted += weight * (answers[index]?.score ?? 0);
    weights += weight;
  });
  if (weights === 0) return 0;
  return Math.min(100, Math.max(0, Math.round((weighted / weights) * 10)));
}

/** strong_yes from 80, yes from 65, maybe from 45, otherwise no; unsafe advice anywhere caps it at maybe. */
export function recommendationFor(overall: number, unsafe: boolean): Recommendation {
  const recommendation: Recommendation =
    overall >= 80 ? 'strong_yes' : overall >= 65 ? 'yes' : overall >= 45 ? 'maybe' : 'no';
  if (unsafe && (recommendation === 'strong_yes' || recommendation === 'yes')) return 'maybe';
  return recommendation;
}

const RECOMMENDATION_WORDS: Record<Recommendation, string> = {
  strong_yes: 'strong yes',
  yes: 'yes',
  maybe: 'maybe',
  no: 'no',
};

function questionLabel(analysis: AnswerAnalysis, index: number): string {
  const skill = analysis.input.skill;
  return skill ? `question ${index + 1} (${skill})` : `question ${index + 1}`;
}

/**
 * The local engine's interview evaluation: every answer scored 0–10 against its rubric with quoted evidence,
 * an overall 0–100 (weighted mean; empty answers count as 0), a recommendation, strengths, concerns and a
 * neutral summary. Blind (the input carries no personal data) and deterministic.
 */
export function evaluateInterview(rawInput: EvaluateInterviewInput): InterviewEvaluation {
  const input = evaluateInterviewInputSchema.parse(rawInput);
  const analyses = input.answers.map(analyseAnswer);
  const overall = overallScore(
    input.answers,
    analyses.map((analysis) => analysis.evaluation),
  );
  const anyUnsafe = analyses.some((analysis) => analysis.evaluation.signals.includes('unsafe_advice'));
  const recommendation = recommendationFor(overall, anyUnsafe);

  const ranked = analyses
    .map((analysis, index) => ({ analysis, index }))
    .sort((a, b) => b.analysis.evaluation.score - a.analysis.evaluation.score || a.index - b.index);

  const strengths: string[] = [];
  for (const { analysis, index } of ranked) {
    if (analysis.evaluation.score < 7 || strengths.length >= 4) break;
    const met = analysis.evaluation.rubric_met;
    strengths.push(
      `Strong answer to ${questionLabel(analysis, index)} (${analysis.evaluation.score}/10): covers ${rubricList(met, 1)}.`,
    );
  }
  const answered = analyses.filter((analysis) => analysis.features !== null);
  const withSignal = (signal: string) =>
    answered.filter((analysis) => analysis.evaluation.signals.includes(signal)).length;
  if (answered.length > 0 && withSignal('concrete_numbers') * 2 >= answered.length) {
    strengths.push('Backs answers with concrete figures.');
  }
  const behavioural = answered.filter((analysis) => analysis.input.question_type === 'behavioural');
  if (behavioural.length > 0 && behavioural.every((a) => a.evaluation.signals.includes('star_structure'))) {
    strengths.push('Behavioural answers describe the situation, the actions taken and the result.');
  }

  const concerns: string[] = [];
  analyses.forEach((analysis, index) => {
    if (analysis.evaluation.signals.includes('unsafe_advice')) {
      concerns.push(
        `The answer to ${questionLabel(analysis, index)} recommends unsafe or unethical practice.`,
      );
    }
  });
  const emptyCount = analyses.filter((analysis) => analysis.evaluation.signals.includes('empty')).length;
  if (emptyCount > 0) {
    concerns.push(
      emptyCount === 1 ? 'One question was not answered.' : `${emptyCount} questions were not answered.`,
    );
  }
  analyses.forEach((analysis, index) => {
    const signals = analysis.evaluation.signals;
    if (signals.includes('off_topic')) {
      concerns.push(`The answer to ${questionLabel(analysis, index)} does not address the question.`);
    } else if (signals.includes('keyword_stuffing')) {
      concerns.push(`The answer to ${questionLabel(analysis, index)} lists terms without explaining them.`);
    }
  });
  for (const { analysis, index } of [...ranked].reverse()) {
    const evaluation = analysis.evaluation;
    if (evaluation.score >= 5 || evaluation.signals.includes('empty')) continue;
    if (
      evaluation.signals.some((signal) => ['unsafe_advice', 'off_topic', 'keyword_stuffing'].includes(signal))
    ) {
      continue;
    }
    if (evaluation.rubric_missed.length === 0) continue;
    concerns.push(
      `Weak answer to ${questionLabel(analysis, index)}: misses ${rubricList(evaluation.rubric_missed, 1)}.`,
    );
  }
  const pasted = analyses.filter((analysis) => analysis.evaluation.signals.includes('possible_paste')).length;
  if (pasted > 0)
    concerns.push('Some answers were long for the time taken; check they were typed during the interview.');

  const strongCount = analyses.filter((analysis) => analysis.evaluation.score >= 7).length;
  const best = ranked[0];
  const worst = ranked[ranked.length - 1];
  const parts = [
    `Overall score ${overall}/100 over ${analyses.length} ${analyses.length === 1 ? 'answer' : 'answers'} for the ${input.job_title} (${input.seniority}) role; ${strongCount} of ${analyses.length} scored 7 or more.`,
  ];
  if (best && worst && analyses.length > 1) {
    parts.push(
      `The strongest answer was to ${questionLabel(best.analysis, best.index)} (${best.analysis.evaluation.score}/10) and the weakest to ${questionLabel(worst.analysis, worst.index)} (${worst.analysis.evaluation.score}/10).`,
    );
  }
  parts.push(
    `Suggested recommendation: ${RECOMMENDATION_WORDS[recommendation]}; the hiring team makes the decision.`,
  );

  return {
    answers: analyses.map((analysis) => analysis.evaluation),
    overall_score: overall,
    recommendation,
    strengths: strengths.slice(0, 6),
    concerns: concerns.slice(0, 6),
    summary: parts.join(' '),
  };
}
