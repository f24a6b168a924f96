/**
 * The scoring rules of docs/product/interview-scoring.md, each on its own cases, and the error detectors on the
 * dev answers that human labellers scored 8 or more (they must stay silent there).
 */
import { describe, expect, it } from 'vitest';
import { answerInputOf, LABELLED_ANSWERS } from '../eval/interview-answers.ts';
import { evaluateAnswer } from './evaluation.ts';
import { findDismissive, findShortcuts, findUnsafe } from './evaluation-features.ts';
import { analyseText } from './evaluation-text.ts';
import type { EvaluateInterviewInput } from './schemas.ts';
import { synonymsOf } from './wordnet.ts';

type AnswerInput = EvaluateInterviewInput['answers'][number];

const supplierInvoice: Omit<AnswerInput, 'answer_text'> = {
  question_id: 'q1',
  question_text: 'A supplier says they were never paid for last month. What do you do?',
  question_type: 'situational',
  skill: null,
  rubric: [
    'Finds the invoice and checks whether it was approved and paid',
    'Contacts the supplier with the payment status and an expected date',
    'Records the query and escalates a disputed amount to the finance manager',
  ],
  time_taken_seconds: 120,
  time_limit_seconds: 240,
};

const medicines: Omit<AnswerInput, 'answer_text'> = {
  question_id: 'q2',
  question_text: 'How do you give medicines safely on a busy ward?',
  question_type: 'technical',
  skill: null,
  rubric: [
    "Checks the patient's identity and allergies before giving any medicine",
    'Checks the prescription for the right drug, dose, route and time',
    'Reports errors and near misses through the incident system',
  ],
  time_taken_seconds: 120,
  time_limit_seconds: 240,
};

const evaluate = (base: Omit<AnswerInput, 'answer_text'>, answer_text: string) =>
  evaluateAnswer({ ...base, answer_text });

/** Each text with the number of places the detector finds in it. */
function expectSpans(find: (text: string) => unknown[], cases: Record<string, number>) {
  for (const [text, count] of Object.entries(cases)) expect(find(text), text).toHaveLength(count);
}

/** Dev answers that the labellers scored 8 or more. */
const goodAnswers = LABELLED_ANSWERS.filter((item) => !item.holdout && item.label >= 8);
const errorSignals = [
  'unsafe_advice',
  'dismisses_checks',
  'cuts_corners',
  'contradicts_rubric',
  'keyword_stuffing',
];

describe('interview scoring', () => {
  it('meaning, not stems: WordNet gives the same words for a rubric word, and an answer in them meets the point', () => {
    expect(synonymsOf('invoice')).toContain('bill');
    expect(synonymsOf('expense')).toContain('cost');
    expect(synonymsOf('qwertyuiop')).toEqual([]);
    const result = evaluate(
      supplierInvoice,
      'I would pull up their bill in the system to see whether it had been signed off and paid.',
    );
    expect(result.rubric_met).toContain(supplierInvoice.rubric[0]);
  });

  it('meaning, not stems: a vague claim of speed does not measure before and after; measured figures do', () => {
    const react: Omit<AnswerInput, 'answer_text'> = {
      ...supplierInvoice,
      question_text: 'Tell us about a React screen you made faster. How did you measure the improvement?',
      rubric: ['Names a concrete screen or component', 'Measures before and after', 'Explains the trade-off'],
    };
    const vague = evaluate(
      react,
      'I made a dashboard faster once by using React.memo. It felt quicker afterwards.',
    );
    expect(vague.rubric_met).not.toContain('Measures before and after');
    const measured = evaluate(
      react,
      'The list screen took 420 ms to render, measured with the React Profiler; after the change it rendered in 60 ms.',
    );
    expect(measured.rubric_met).toContain('Measures before and after');
  });

  it('steps not done earn nothing: "keeps … from" negates in the rubric as in the answer', () => {
    const types: Omit<AnswerInput, 'answer_text'> = {
      ...supplierInvoice,
      question_text: 'How do you keep a TypeScript codebase type-safe when you integrate an untyped API?',
      rubric: ['Validates data at the boundary', 'Keeps any from leaking inward'],
    };
    const result = evaluate(
      types,
      'I validate every response at the boundary with zod, so any never leaks inward.',
    );
    expect(result.rubric_met).toContain('Keeps any from leaking inward');
    expect(result.signals).not.toContain('contradicts_rubric');
  });

  it('steps not done earn nothing: a negation covers the rest of its clause, two negations cancel', () => {
    const text = analyseText(
      "I didn't check her allergies, because the ward was busy. I never leave without checking.",
    );
    const negated = (word: string) =>
      text.tokens.filter((token) => token.norm === word).map((t) => t.negated);
    expect(negated('allergies')).toEqual([true]);
    expect(negated('ward')).toEqual([false]);
    expect(negated('checking')).toEqual([false]);
    const list = analyseText('Does not remove, hide or relabel the item. I checked it, and I logged it.');
    const inList = (word: string) => list.tokens.find((token) => token.norm === word)?.negated;
    expect([inList('hide'), inList('relabel'), inList('item')]).toEqual([true, true, true]);
    expect(inList('logged')).toBe(false);

    const done = evaluate(
      medicines,
      "I check the patient's wristband and their allergies before giving anything.",
    );
    const notDone = evaluate(
      medicines,
      "I don't check the wristband or the allergies before giving anything.",
    );
    expect(done.rubric_met).toContain(medicines.rubric[0]);
    expect(notDone.rubric_met).not.toContain(medicines.rubric[0]);
  });

  it('contradicting the rubric counts against the answer, with the sentence quoted', () => {
    const answer =
      "I didn't check the patient's identity or allergies, the doctor had already seen him. " +
      "I didn't report the near miss through the incident system either, because nobody was harmed.";
    const result = evaluate(medicines, answer);
    expect(result.signals).toContain('contradicts_rubric');
    expect(result.score).toBeLessThanOrEqual(1.5);
    expect(result.rationale).toMatch(/says what the rubric asks for was not done: "[^"]+"/);
    // "even with no news": a word the rubric itself negates is never contradicted.
    const updates = evaluate(
      {
        ...supplierInvoice,
        rubric: ['Follows up when promised, even with no news', 'Gives a realistic date'],
      },
      'I call them back every day with news, and I give them a date I can keep.',
    );
    expect(updates.signals).not.toContain('contradicts_rubric');
  });

  it('unsafe advice counts against the answer: each kind is found, and a negation before it cancels it', () => {
    const kinds = (text: string) => findUnsafe(text, new Set()).map((match) => match.kind);
    expect(kinds('Just fix the figure, nobody will notice.')).toContain('concealment');
    expect(kinds('I would keep it between us.')).toContain('concealment');
    expect(kinds('So I recorded the reading as 15 instead of the 40 it actually was.')).toContain(
      'falsification',
    );
    expect(kinds('I never tell the driver to drive past his hours.')).toEqual([]);
    expect(kinds('I record the reading as I find it and flag anything unusual.')).toEqual([]);
    expect(kinds('Honestly, everybody does this on a busy shift.')).toContain('rule_normalising');
    expect(kinds("I'd leave the seatbelt off, it's a pain.")).toContain('rule_normalising');
    expect(kinds('First I would find out whether she is planning a family.')).toContain('discrimination');
    expect(kinds('I would never leave the seatbelt off.')).toEqual([]);
    expect(kinds('I listen and I do not promise to keep it secret.')).toEqual([]);
    expect(kinds('I would start the treatment without consent.')).toContain('no_consent');
    expect(
      kinds('If they refuse, the emergency service can cut the gas off even without permission.'),
    ).toEqual([]);
    expect(kinds('I would lie to the lender about the income.')).toContain('deception');
    expect(kinds('Lying to a lender to get a loan is a crime, so I report it.')).toEqual([]);
    expect(kinds("I'd go to the manager that same shift, not wait till tomorrow.")).toEqual([]);
    expect(kinds("I'd wait till tomorrow and tell the manager then.")).toContain('delayed_escalation');
    expect(kinds('I tell her not to write her password on paper.')).toEqual([]);
    expect(kinds('I tell her the password over the phone.')).toContain('credential_sharing');
    expect(
      kinds("They wanted half the price on the invoice, because 'everyone does it'. I refused."),
    ).toEqual([]);
    expect(kinds('What they asked about stays between us.')).toContain('concealment');
    expect(findUnsafe('What they asked about stays between us.', new Set(), true)).toEqual([]);
    expect(findUnsafe('Nobody will notice if we fix it.', new Set(), true).length).toBe(1);

    const result = evaluate(medicines, "If it's a small error I'd sort it out quietly and not report it.");
    expect(result.signals).toContain('unsafe_advice');
    expect(result.score).toBeLessThanOrEqual(1.5);
  });

  it('waving checks away counts against the answer, and is quoted', () => {
    expectSpans(findDismissive, {
      'Asking for ID just slows the desk down.': 1,
      "There's no point checking the status page, it is rarely the problem.": 2,
      "Return-to-work interviews aren't really necessary for one-day absences.": 1,
      "You don't need to consider adjustments; the count sorts itself out.": 2,
      'PEP is only indicated if the source is known to be positive.': 1,
      'I check the status page first because outages are common on Mondays.': 0,
      'I hold a return-to-work interview after every absence and consider adjustments.': 0,
    });
    const result = evaluate(
      medicines,
      "I check the prescription for the drug, dose, route and time. Checking allergies every time just slows the round down, it's really common for them to be fine.",
    );
    expect(result.signals).toContain('dismisses_checks');
    expect(result.rationale).toContain('waves a check or a step away as unnecessary');
  });

  it('cutting corners counts against the answer, and is quoted', () => {
    expectSpans(findShortcuts, {
      'To save time on a busy round I sign for everything as I draw it up.': 1,
      "Most guests won't notice, and there's no rush as long as it's logged.": 2,
      "I don't usually bother with a proving unit.": 1,
      'I sign for each medicine once the patient has taken it, so the chart is true.': 0,
    });
    const careful = evaluate(
      medicines,
      "I check the patient's identity and allergies, then the prescription for the drug, dose, route and time, and I report any near miss through the incident system.",
    );
    const hurried = evaluate(
      medicines,
      "I check the patient's identity and allergies, then the prescription for the drug, dose, route and time, and to save time I report near misses at the end of the week.",
    );
    expect(hurried.signals).toContain('cuts_corners');
    expect(careful.signals).not.toContain('cuts_corners');
    expect(hurried.score).toBeLessThanOrEqual(careful.score - 2);
    expect(hurried.rationale).toContain('trades a step for speed or convenience: "to save time"');
  });

  it('contradicting the rubric counts against the answer: a point named only to say it was skipped takes credit away', () => {
    const done =
      "I check the patient's identity and allergies before giving anything, and I report near misses through the incident system.";
    const skipped = evaluate(medicines, `${done} I don't look at the dose.`);
    expect(skipped.signals).not.toContain('contradicts_rubric');
    expect(skipped.score).toBeLessThan(evaluate(medicines, done).score);
  });

  it('the error detectors stay silent on the answers labellers scored 8 or more', () => {
    expect(goodAnswers.length).toBeGreaterThanOrEqual(100);
    const flagged = goodAnswers
      .map((item) => ({ id: item.id, signals: evaluateAnswer(answerInputOf(item)).signals }))
      .filter((entry) => entry.signals.some((signal) => errorSignals.includes(signal)));
    expect(flagged).toEqual([]);
    // Several hundred answers through the whole evaluator: seconds, more on a busy machine.
  }, 60_000);

  it('off topic is graded: another subject is held low, the subject in other words is not', () => {
    const elsewhere = evaluate(
      medicines,
      'What I enjoy most is mentoring new starters. Last year I set up a buddy scheme for students, ran monthly ' +
        'teaching sessions on wound care and helped two healthcare assistants apply for their degree apprenticeship. ' +
        'In five years I would like to be a practice educator and keep growing the scheme across the hospital.',
    );
    expect(elsewhere.signals).toContain('off_topic');
    expect(elsewhere.score).toBeLessThanOrEqual(3.5);
    const ownWords = evaluate(
      medicines,
      'Before anything goes in I look at the wristband, ask the person their name and date of birth and whether ' +
        'anything has ever given them a reaction. Then I read the chart: the name of the drug, how much, how it is ' +
        'given and when, and I compare it with what is in my hand. If something nearly goes wrong I fill in the ' +
        'form we use for that so the pharmacy team can learn from it.',
    );
    expect(ownWords.signals).not.toContain('off_topic');
    expect(ownWords.score).toBeGreaterThan(elsewhere.score + 2);
  });

  it('same answer, same score: the local engine is deterministic', () => {
    const text =
      "I check the patient's identity and allergies, then the prescription, and report any near miss.";
    expect(evaluate(medicines, text)).toEqual(evaluate(medicines, text));
  });
});
