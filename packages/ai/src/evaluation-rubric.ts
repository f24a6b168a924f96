/**
 * Rubric matching of the local evaluator: each rubric point becomes concepts (words and phrases with their
 * related terms and taxonomy skills, examples as a bonus), and an answer earns credit for the concepts it
 * mentions, best within one or two neighbouring sentences.
 */
import { NEGATORS, RUBRIC_META_WORDS, WEAK_WORDS } from './evaluation-lexicon.ts';
import {
  type AnalysedText,
  findTerm,
  isContentWord,
  markNegated,
  NUMBER_STEM,
  relatedPhrases,
  relatedTerms,
  stemOf,
  stemsMatch,
  type Term,
} from './evaluation-text.ts';
import { extractSkills } from './skill-extractor.ts';
import { tokenise } from './text.ts';
import { synonymsOf } from './wordnet.ts';

/** One thing a rubric point asks for: a word or phrase, with its related terms and any taxonomy skill. */
export interface Concept {
  label: string;
  terms: Term[];
  skillIds: string[];
  weight: number;
  /** For a phrase: its words, each worth a share of the weight when the phrase itself is not found. */
  parts: Concept[];
  /** Character range in the rubric point (core part). */
  start: number;
  end: number;
  /** Asked for in the negative ("without *interrupting*", "instead of *blaming*"). */
  negated: boolean;
}

export interface CompiledPoint {
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

export function skillsWithin(text: string): { id: string; start: number; end: number }[] {
  return extractSkills(text).flatMap((skill) => skill.spans.map((span) => ({ id: skill.id, ...span })));
}

/**
 * A rubric word's terms: the word, its related terms, and — unless it is too general to stand for anything
 * ("check", "make") — the words WordNet gives for its most frequent senses.
 */
function termsOfWord(norm: string, stem: string): Term[] {
  const terms = relatedTerms([stem]);
  if (WEAK_WORDS.has(norm) || NEGATORS.has(norm) || stem === NUMBER_STEM) return terms;
  const seen = new Set(terms.map((term) => term.join(' ')));
  for (const synonym of synonymsOf(norm)) {
    const words = tokenise(synonym).map((token) => token.norm);
    if (words.length === 1 && (!isContentWord(words[0]!) || WEAK_WORDS.has(words[0]!))) continue;
    const term = words.map(stemOf);
    const key = term.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
  }
  return terms;
}

function wordConcept(
  token: { norm: string; raw: string; start: number; end: number; negated: boolean },
  stem: string,
  weight: number,
  skillIds: string[],
): Concept {
  return {
    label: token.raw,
    terms: termsOfWord(token.norm, stem),
    skillIds,
    weight,
    parts: [],
    start: token.start,
    end: token.end,
    negated: token.negated,
  };
}

export function compilePoint(text: string, questionStems: ReadonlySet<string>): CompiledPoint {
  const { core, examples } = splitExamples(text);
  const tokens = tokenise(core).map((token) => ({ ...token, negated: false }));
  markNegated(core, tokens);
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
        negated: first.negated,
      });
      index += phrase.length - 1;
      continue;
    }
    const token = tokens[index]!;
    const stem = stems[index]!;
    // A negation sets the polarity of the words it applies to; it is not something to find in the answer.
    if (
      !isContentWord(token.norm) ||
      NEGATORS.has(token.norm) ||
      RUBRIC_META_WORDS.has(token.norm) ||
      seen.has(stem)
    )
      continue;
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
        negated: previous.negated,
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
      negated: false,
    });
  }
  return {
    text,
    core: merged,
    examples: exampleConcepts,
    coreWeight: merged.reduce((sum, concept) => sum + concept.weight, 0),
  };
}

/**
 * Which mentions count: `as_asked` those with the rubric's own polarity (a point met), `opposite` those the
 * answer negates where the rubric asks for them (a point contradicted: "I didn't *check* it"). A word the rubric
 * itself negates ("even with *no news*") never makes a contradiction: saying it the other way round is too often
 * just other wording.
 */
export type Polarity = 'as_asked' | 'opposite';

/** Token indices where a concept is mentioned in the answer with the given polarity. */
function occurrences(concept: Concept, answer: AnalysedText, polarity: Polarity): number[] {
  if (polarity === 'opposite' && concept.negated) return [];
  const hits = concept.terms.flatMap((term) => findTerm(answer, term));
  for (const id of concept.skillIds) hits.push(...(answer.skills.get(id) ?? []));
  const wanted = polarity === 'as_asked' ? concept.negated : true;
  return hits.filter((index) => answer.tokens[index]!.negated === wanted);
}

export interface PointResult {
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

export function evaluatePoint(
  point: CompiledPoint,
  answer: AnalysedText,
  polarity: Polarity = 'as_asked',
): PointResult {
  const sentenceCount = answer.sentences.length;
  const concepts = [...point.core, ...point.examples];
  const found = (concept: Concept) =>
    [...new Set(occurrences(concept, answer, polarity))].sort((a, b) => a - b);
  const hits = concepts.map(found);
  const partHits = point.core.map((concept) => concept.parts.map(found));
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
export function pointScore(credit: number): number {
  return Math.min(1, Math.max(0, (credit - 0.15) / 0.55));
}

/** 0–1: the mean point score of a rubric's results (how much of the rubric they cover). */
export function rubricShareOf(results: readonly { credit: number }[]): number {
  return results.reduce((sum, result) => sum + pointScore(result.credit), 0) / Math.max(1, results.length);
}

/**
 * How much of a text's subject the answer mentions anywhere, said or negated: the weighted share of its core
 * concepts found. Used with the question itself, it tells an answer about the subject in other words from an
 * answer about something else.
 */
export function mentionShare(point: CompiledPoint, answer: AnalysedText): number {
  if (point.coreWeight === 0) return 0;
  let found = 0;
  for (const concept of point.core) {
    const mentioned =
      concept.terms.some((term) => findTerm(answer, term).length > 0) ||
      concept.skillIds.some((id) => answer.skills.has(id));
    if (mentioned) found += concept.weight;
  }
  return found / point.coreWeight;
}
