import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  answerCategories,
  answerInputOf,
  BLIND_ANSWERS,
  HOLDOUT_FILE,
  LABELLED_ANSWERS,
  type LabelledAnswer,
} from '../eval/interview-answers.ts';
import { createLocalEngine, LOCAL_EVALUATOR_MODEL } from './engine.ts';
import {
  evaluateAnswer,
  evaluateInterview,
  inspectAnswer,
  overallScore,
  recommendationFor,
} from './evaluation.ts';
import {
  type EvaluateInterviewInput,
  evaluateInterviewInputSchema,
  evaluationResultSchema,
  interviewEvaluationSchema,
} from './schemas.ts';

type AnswerInput = EvaluateInterviewInput['answers'][number];

const escalation: Omit<AnswerInput, 'answer_text' | 'question_id'> = {
  question_text: 'A patient’s observations are getting worse. What do you do and how do you escalate?',
  question_type: 'technical',
  skill: 'Registered nursing',
  rubric: [
    'Recognises deterioration using an early warning score and clinical judgement',
    'Acts immediately within their competence (ABCDE, oxygen, positioning)',
    'Escalates promptly using SBAR to the right clinician',
    'Increases monitoring and documents actions and times',
  ],
  time_taken_seconds: 150,
  time_limit_seconds: 180,
};

const answer = (answer_text: string, extra: Partial<AnswerInput> = {}) =>
  ({ ...escalation, question_id: 'q1', answer_text, ...extra }) as const;

const evaluate = (answer_text: string, extra: Partial<AnswerInput> = {}) =>
  evaluateAnswer(evaluateInterviewInputSchema.parse(interview([answer(answer_text, extra)])).answers[0]!);

function interview(answers: AnswerInput[]): EvaluateInterviewInput {
  return { job_title: 'Registered Nurse', seniority: 'mid', answers };
}

const STRONG =
  'I go to the patient straight away, assess them with ABCDE and recalculate the NEWS2 score, which has gone from 2 to 6. ' +
  'I sit them up and start oxygen as prescribed, then call the doctor immediately using SBAR and ask for a review within 30 minutes. ' +
  'I increase the observations to every 15 minutes and document what I did, the times and who I spoke to.';

describe('local answer evaluation against the rubric', () => {
  it('scores a complete, specific answer high and quotes the answer verbatim as evidence', () => {
    const result = evaluate(STRONG);
    expect(result.score).toBeGreaterThanOrEqual(7.5);
    expect(result.rubric_met.length).toBeGreaterThanOrEqual(3);
    for (const point of [...result.rubric_met, ...result.rubric_missed])
      expect(escalation.rubric).toContain(point);
    expect(result.rubric_met.length + result.rubric_missed.length).toBe(escalation.rubric.length);
    expect(result.quotes.length).toBeGreaterThan(0);
    for (const quote of result.quotes) {
      expect(STRONG).toContain(quote);
      expect(result.rationale).toContain(`"${quote}"`);
    }
    expect(result.signals).toContain('concrete_numbers');
  });

  it('gives 0 to an empty or blank answer and says so', () => {
    for (const text of ['', '   \n ']) {
      const result = evaluate(text);
      expect(result).toMatchObject({ score: 0, rubric_met: [], quotes: [], signals: ['empty'] });
      expect(result.rubric_missed).toEqual(escalation.rubric);
      expect(result.rationale).toMatch(/No answer/);
    }
  });

  it('credits a short but precise answer and a non-native but complete one', () => {
    const short = evaluate(
      'ABCDE, NEWS2 score, oxygen and sit up. Call the doctor now with SBAR. Obs every 15 min, document times.',
    );
    expect(short.score).toBeGreaterThanOrEqual(7);
    const nonNative = evaluate(
      'First I am go to patient and check airway, breathing, circulation. I calculate the early warning score and if it is high I call doctor immediately with SBAR. I give oxygen if prescribed. After I do observations more often and I write all in notes with the time.',
    );
    expect(nonNative.score).toBeGreaterThanOrEqual(7);
  });

  it('keeps a long, fluent answer about something else low and flags it off topic', () => {
    const result = evaluate(
      'I have always loved nursing because my mother was a midwife and I grew up hearing her stories. ' +
        'I studied at a university with an excellent reputation and I graduated with honours in 2018. ' +
        'My colleagues describe me as warm and reliable, and I am always the first to volunteer for extra shifts at Christmas. ' +
        'Outside work I run half marathons and I am learning Spanish, which helps me connect with people from many backgrounds. ' +
        'In five years I would like to become a ward sister and mentor students.',
    );
    expect(result.score).toBeLessThanOrEqual(2);
    expect(result.signals).toContain('off_topic');
  });

  it('keeps a list of rubric keywords low and flags keyword stuffing', () => {
    const result = evaluate(
      'Deterioration, early warning score, NEWS2, ABCDE, oxygen, positioning, SBAR, escalation, clinician, monitoring, documentation, times, escalation, SBAR.',
    );
    expect(result.score).toBeLessThanOrEqual(2.5);
    expect(result.signals).toContain('keyword_stuffing');
    expect(result.rationale).toMatch(/lists terms/);
  });

  it('caps unsafe advice however fluent, and quotes it', () => {
    const text =
      'I would check the early warning score and do an ABCDE assessment, but if the monitor keeps going off at night I would disable the alarm and skip the checks until the day team arrives.';
    const result = evaluate(text);
    expect(result.score).toBeLessThanOrEqual(1.5);
    expect(result.signals).toContain('unsafe_advice');
    expect(result.rationale).toMatch(/unsafe or unethical/);
    for (const quote of result.quotes) expect(text).toContain(quote);
  });

  it('does not mistake a refusal of unsafe practice for unsafe advice', () => {
    const isolation = {
      question_text: 'Talk me through how you safely isolate a circuit before working on it.',
      skill: 'Electrical installation',
      rubric: [
        'Identifies the correct circuit and isolates it at the source',
        'Locks off and tags the isolation point',
        'Proves the circuit is dead with an approved tester that is checked before and after',
      ],
    };
    const safe = evaluate(
      'I isolate the circuit at the board, lock it off and tag it, then prove it dead with an approved tester that I check on a proving unit before and after. I would never skip the tester, even on a quick job.',
      isolation,
    );
    expect(safe.signals).not.toContain('unsafe_advice');
    expect(safe.score).toBeGreaterThanOrEqual(7);
    const unsafe = evaluate(
      'I switch the breaker off and skip the tester because I can tell from experience, and on small jobs I work live.',
      isolation,
    );
    expect(unsafe.signals).toContain('unsafe_advice');
  });

  it('flags a long answer typed implausibly fast without a large penalty', () => {
    const slow = evaluate(STRONG, { time_taken_seconds: 170 });
    const fast = evaluate(STRONG, { time_taken_seconds: 5 });
    expect(fast.signals).toContain('possible_paste');
    expect(slow.signals).not.toContain('possible_paste');
    expect(slow.score - fast.score).toBeGreaterThan(0);
    expect(slow.score - fast.score).toBeLessThanOrEqual(0.5);
  });

  it('shows which answer word met which rubric concept, through related terms and the taxonomy', () => {
    const parsed = evaluateInterviewInputSchema.parse(interview([answer(STRONG)])).answers[0]!;
    const escalates = inspectAnswer(parsed).points.find((point) => point.point.startsWith('Escalates'))!;
    expect(escalates.matches).toEqual(
      expect.arrayContaining([
        { concept: 'Escalates', word: 'call' },
        { concept: 'SBAR', word: 'sbar' },
        { concept: 'clinician', word: 'doctor' },
      ]),
    );
  });

  it('is deterministic', () => {
    const input = interview([answer(STRONG), answer('I would tell someone.', { question_id: 'q2' })]);
    expect(evaluateInterview(input)).toEqual(evaluateInterview(structuredClone(input)));
  });
});

describe('local interview evaluation: overall score, recommendation and summary', () => {
  it('averages the answers ×10 with empty answers as 0, and recommends from the thresholds', () => {
    const result = evaluateInterview(interview([answer(STRONG), answer('', { question_id: 'q2' })]));
    expect(interviewEvaluationSchema.parse(result)).toEqual(result);
    const strong = result.answers[0]!.score;
    expect(result.answers[1]!.score).toBe(0);
    expect(result.overall_score).toBe(Math.round((strong / 2) * 10));
    expect(result.recommendation).toBe(recommendationFor(result.overall_score, false));
    expect(result.concerns).toContain('One question was not answered.');
    expect(result.summary).toMatch(/hiring team makes the decision/);
    expect(result.summary).not.toMatch(/\b(he|she|his|her|him)\b/i);
  });

  it('applies the thresholds and caps any unsafe advice at maybe', () => {
    expect(recommendationFor(80, false)).toBe('strong_yes');
    expect(recommendationFor(79, false)).toBe('yes');
    expect(recommendationFor(65, false)).toBe('yes');
    expect(recommendationFor(64, false)).toBe('maybe');
    expect(recommendationFor(45, false)).toBe('maybe');
    expect(recommendationFor(44, false)).toBe('no');
    expect(recommendationFor(95, true)).toBe('maybe');
    expect(recommendationFor(30, true)).toBe('no');
  });

  it('weighs motivation questions half', () => {
    const questions = [{ question_type: 'technical' as const }, { question_type: 'motivation' as const }];
    expect(overallScore(questions, [{ score: 9 }, { score: 3 }])).toBe(70);
  });

  it('rejects personal data: the input is blind by construction', () => {
    const withName = { ...interview([answer(STRONG)]), candidate_name: 'Alex Example' };
    expect(evaluateInterviewInputSchema.safeParse(withName).success).toBe(false);
    expect(() => evaluateInterview(withName as EvaluateInterviewInput)).toThrow();
    const withEmail = { ...interview([answer(STRONG)]), email: 'alex@example.com' };
    expect(evaluateInterviewInputSchema.safeParse(withEmail).success).toBe(false);
  });

  it('the local engine reports its evaluator model and a valid result', async () => {
    const result = await createLocalEngine().evaluateInterview(interview([answer(STRONG)]));
    expect(evaluationResultSchema.parse(result)).toEqual(result);
    expect(result).toMatchObject({ engine: 'local', model: LOCAL_EVALUATOR_MODEL });
    expect(result.fallback).toBeUndefined();
  });

  it('the local engine has no offline transcription', async () => {
    expect(await createLocalEngine().transcribe(new Uint8Array([1, 2, 3]), 'audio/webm')).toBeNull();
  });
});

describe('labelled answer set (npm run eval:interviews)', () => {
  const dev = LABELLED_ANSWERS.filter((item) => !item.holdout);
  const holdout = LABELLED_ANSWERS.filter((item) => item.holdout);
  const professions = (items: readonly LabelledAnswer[]) =>
    new Set(items.map((item) => item.question.profession));

  it('has at least 200 blind-written answers across 14 professions, every failure class several times', () => {
    expect(BLIND_ANSWERS.length).toBeGreaterThanOrEqual(200);
    expect(professions(BLIND_ANSWERS).size).toBeGreaterThanOrEqual(14);
    expect(new Set(LABELLED_ANSWERS.map((item) => item.id)).size).toBe(LABELLED_ANSWERS.length);
    for (const category of answerCategories) {
      expect(BLIND_ANSWERS.filter((item) => item.category === category).length).toBeGreaterThanOrEqual(10);
    }
    const labels = new Set(LABELLED_ANSWERS.map((item) => item.label));
    for (let label = 0; label <= 10; label++) expect(labels).toContain(label);
  });

  it('the held-out split has at least 80 answers from professions and questions the dev split does not contain', () => {
    expect(holdout.length).toBeGreaterThanOrEqual(80);
    const devProfessions = professions(dev);
    for (const profession of professions(holdout)) expect(devProfessions).not.toContain(profession);
    const devQuestions = new Set(dev.map((item) => item.question.question_text));
    for (const item of holdout) expect(devQuestions).not.toContain(item.question.question_text);
  });

  it('the held-out split is frozen: its file is byte for byte the one committed when it was written', () => {
    const bytes = readFileSync(new URL(`../eval/${HOLDOUT_FILE}`, import.meta.url));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(
      '5092b6e2228277021ba1bb468826e37633d59a8c36964faedcf1f71e65d741ca',
    );
  });
});

describe('interview results', () => {
  it('score and rubric agree: a score of 3 or more with no rubric point met explains where the score comes from', () => {
    let explained = 0;
    for (const item of LABELLED_ANSWERS) {
      const result = evaluateAnswer(answerInputOf(item));
      if (result.rubric_met.length > 0 || result.score < 3) continue;
      expect(result.rationale).toContain(`The ${result.score}/10 comes from how the answer is built`);
      explained += 1;
    }
    expect(explained).toBeGreaterThan(0);
  }, 30_000);
});

describe('evidence quotes', () => {
  it('quotes are not cut silently: never open on the tail of another sentence kept together by an abbreviation', () => {
    const text =
      'We measured the slow screen first and cut the p99 latency to 200 ms. The trade-off was extra memory for the cache, which we accepted. ' +
      'I would profile again after each release and keep a budget for the latency.';
    const result = evaluate(text, {
      question_text: 'Tell us about a performance problem you fixed.',
      rubric: [
        'Measures before changing anything',
        'Explains the trade-off that was accepted',
        'Keeps a performance budget afterwards',
      ],
    });
    expect(result.quotes.length).toBeGreaterThan(0);
    for (const quote of result.quotes) {
      expect(text).toContain(quote);
      expect(quote).not.toMatch(/^\S*[.!?]\s/);
    }
  });
});

describe('words that name built-in properties', () => {
  it('an answer or rubric with "constructor" or "prototype" is scored like any other word', () => {
    const result = evaluateAnswer({
      question_id: 'q1',
      question_text: 'How do you set up a class in TypeScript?',
      question_type: 'technical',
      skill: 'TypeScript',
      rubric: ['Initialises fields in the constructor', 'Explains the prototype chain'],
      answer_text:
        'I initialise every field in the constructor, and methods live on the prototype, shared by instances.',
      time_taken_seconds: 60,
      time_limit_seconds: 180,
    });
    expect(result.rubric_met).toContain('Initialises fields in the constructor');
  });
});
