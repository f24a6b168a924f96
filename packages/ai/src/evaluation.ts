import {
  type Features,
  featuresOf,
  findDismissive,
  findShortcuts,
  findUnsafe,
  specificityOf,
  type UnsafeMatch,
} from './evaluation-features.ts';
import { QUESTION_FRAME_WORDS } from './evaluation-lexicon.ts';
import {
  compilePoint,
  evaluatePoint,
  mentionShare,
  type PointResult,
  rubricShareOf,
  skillsWithin,
} from './evaluation-rubric.ts';
import { type AnalysedText, analyseText, markNegated, stemOf } from './evaluation-text.ts';
import {
  type AnswerEvaluation,
  type EvaluateInterviewInput,
  evaluateInterviewInputSchema,
  type InterviewEvaluation,
  type ParsedEvaluateInterviewInput,
  type Recommendation,
} from './schemas.ts';
import { tokenise } from './text.ts';

/** The model name the local evaluator reports: the version of its rules and word lists. */
export const LOCAL_EVALUATOR_MODEL = 'talvio-local-eval-4';

type AnswerInput = ParsedEvaluateInterviewInput['answers'][number];
type QuestionType = AnswerInput['question_type'];

/** Exponent of the curve from answer quality (0–1) to score (0–10). */
const SCORE_CURVE = 0.7;
/** How much the share of rubric points said not to be done weighs against the points met. */
const DENIED_WEIGHT = 0.5;

/** Everything the evaluator works out for one answer, for the rationale and the interview summary. */
interface AnswerAnalysis {
  input: AnswerInput;
  evaluation: AnswerEvaluation;
  points: PointResult[];
  features: Features | null;
}

/** A rubric point the answer talks about but says was not done, or does the opposite of. */
interface Contradiction {
  point: string;
  evidence: number[];
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
  // Never open on the tail of another sentence the splitter kept together ("… 200 ms. The trade-off …").
  for (let index = start; index < inSentence[0]!; index += 1) {
    const gap = answer.text.slice(tokens[index]!.end, tokens[index + 1]!.start);
    if (/[.!?]/.test(gap)) start = index + 1;
  }
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
  const moreText = more === 1 ? '1 more rubric point' : `${more} more rubric points`;
  const joined =
    shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}` : shown[0];
  return more > 0 ? `${joined} and ${moreText}` : (joined ?? '');
}

interface Verdict {
  score: number;
  signals: string[];
  unsafe: UnsafeMatch[];
  contradictions: Contradiction[];
  dismissive: { start: number; end: number }[];
  shortcuts: { start: number; end: number }[];
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
  const opposites = compiled.map((point) => evaluatePoint(point, answer, 'opposite'));
  const contradictions: Contradiction[] = opposites.flatMap((opposite, index) =>
    !points[index]!.met && opposite.met ? [{ point: opposite.point, evidence: opposite.evidence }] : [],
  );
  // How much of the rubric the answer names only to say it was not done (0–1), graded like coverage.
  const denied = rubricShareOf(opposites);

  const features = featuresOf(answer, questionStems, questionSkills);
  // The question's own subject, without its framing ("Tell me about a time you …").
  const subject = input.question_text
    .split(/\s+/)
    .filter((word) => !QUESTION_FRAME_WORDS.has(word.toLowerCase().replace(/[^a-z'’-]/g, '')))
    .join(' ');
  const onSubject = mentionShare(compilePoint(subject, new Set()), answer);
  const verdict = judge(
    input,
    points,
    { ...features, onSubject, denied },
    {
      unsafe: findUnsafe(text, questionStems, asksConfidentiality(rubric)),
      contradictions,
      dismissive: findDismissive(text),
      shortcuts: findShortcuts(text),
    },
  );
  const evaluation = explain(input, answer, points, features, verdict);
  return { input, evaluation, points, features };
}

/** Whether a rubric point asks for confidentiality or discretion (and not "no promise of confidentiality"). */
function asksConfidentiality(rubric: readonly string[]): boolean {
  return rubric.some((point) => {
    const tokens = tokenise(point).map((token) => ({ ...token, negated: false }));
    markNegated(point, tokens);
    return tokens.some(
      (token) => !token.negated && /^(?:confidential\w*|discreet\w*|discretion|privacy)$/.test(token.norm),
    );
  });
}

function judge(
  input: AnswerInput,
  points: PointResult[],
  features: Features & { onSubject: number; denied: number },
  errors: Pick<Verdict, 'unsafe' | 'contradictions' | 'dismissive' | 'shortcuts'>,
): Verdict {
  const { unsafe, contradictions, dismissive, shortcuts } = errors;
  const coverage = rubricShareOf(points);
  const specificity = specificityOf(features, input.question_type);
  // Rubric points the answer names only to say they were not done take credit away, in proportion.
  const quality =
    -DENIED_WEIGHT * features.denied + 0.75 * coverage + 0.25 * specificity * Math.min(1, coverage / 0.4);
  // A concave curve: partial answers earn partial marks, as an interviewer gives them.
  let score = 10 * Math.max(0, quality) ** SCORE_CURVE;
  const signals: string[] = [];

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
  // Off topic: little of the question's own subject and little of the rubric is met. Graded: the less
  // of the subject, the lower the ceiling; an answer on the subject in other words is not capped.
  const offTopic = !stuffing && features.contentWords >= 25 && features.onSubject < 0.25 && coverage < 0.3;
  if (offTopic) {
    signals.push('off_topic');
    score = Math.min(score, 1.5 + 4 * features.onSubject);
  }
  if (unsafe.length > 0) {
    signals.push('unsafe_advice');
    score = Math.min(score * 0.2, 1.5);
  }
  // Saying a key step was not done takes its credit away and counts against the answer.
  if (contradictions.length > 0) {
    signals.push('contradicts_rubric');
    score = contradictions.length >= 2 ? Math.min(score, 1.5) : Math.max(0, score - 2.5);
  }
  // Waving checks away as a waste is how confidently wrong answers read, whatever words they share with the rubric.
  if (dismissive.length > 0) {
    signals.push('dismisses_checks');
    score = dismissive.length >= 2 ? Math.min(score, 2) : Math.max(0, score - 1.5);
  }
  // Trading a step for speed or convenience is the one notable mistake of many otherwise knowing answers.
  if (shortcuts.length > 0) {
    signals.push('cuts_corners');
    score = shortcuts.length >= 2 ? Math.min(score, 2) : Math.max(0, score - 2);
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
  return { score: round1(Math.min(10, Math.max(0, score))), signals, ...errors };
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
    // The score and the rubric count must not seem to contradict each other: say where the credit comes from.
    if (verdict.score >= 3)
      sentences.push(
        `The ${verdict.score}/10 comes from how the answer is built (relevance to the question, detail, structure), not from rubric points: check it against the rubric.`,
      );
  }
  if (missed.length > 0 && met.length > 0)
    sentences.push(`Missing: ${rubricList(missed.map((p) => p.point))}.`);

  const signals = verdict.signals;
  const firstUnsafe = verdict.unsafe[0];
  const firstContradiction = verdict.contradictions[0];
  if (firstUnsafe) {
    const quote = addQuote(quoteSpan(answer.text, firstUnsafe.start, firstUnsafe.end));
    sentences.push(`It recommends unsafe or unethical practice: "${quote}".`);
  } else if (verdict.dismissive[0]) {
    const first = verdict.dismissive[0];
    const quote = addQuote(quoteSpan(answer.text, first.start, first.end));
    sentences.push(`It waves a check or a step away as unnecessary: "${quote}".`);
  } else if (verdict.shortcuts[0]) {
    const first = verdict.shortcuts[0];
    const quote = addQuote(quoteSpan(answer.text, first.start, first.end));
    sentences.push(`It trades a step for speed or convenience: "${quote}".`);
  } else if (firstContradiction) {
    const quote = addQuote(quoteOf(answer, firstContradiction.evidence));
    sentences.push(
      `It says what the rubric asks for was not done: "${quote}" against “${firstContradiction.point}”.`,
    );
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

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
      `${capitalise(questionLabel(analysis, index))}, ${analysis.evaluation.score}/10: covers ${rubricList(met, 1)}.`,
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
    if (evaluation.score >= 6 || evaluation.signals.includes('empty')) continue;
    if (
      evaluation.signals.some((signal) => ['unsafe_advice', 'off_topic', 'keyword_stuffing'].includes(signal))
    ) {
      continue;
    }
    if (evaluation.rubric_missed.length === 0) continue;
    concerns.push(
      `${capitalise(questionLabel(analysis, index))}, ${evaluation.score}/10: misses ${rubricList(evaluation.rubric_missed, 1)}.`,
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
      `The strongest answer was to ${questionLabel(best.analysis, best.index)}, ${best.analysis.evaluation.score}/10, and the weakest to ${questionLabel(worst.analysis, worst.index)}, ${worst.analysis.evaluation.score}/10.`,
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
