/**
 * Labelled interview answers for `npm run eval:interviews` (how they were written and labelled: README.md beside
 * this file). Each label is the score (0–10) a careful human interviewer gives the answer against its rubric.
 *
 * - dev: the hand-written set below (9 professions), blind-dev.json (10 professions, written blind) and
 *   blind-dev-2.json, blind-dev-3.json and blind-dev-4.json (10 more professions each, written blind later);
 *   the evaluator may be tuned on these.
 * - holdout: blind-holdout.json, 6 professions that the dev split does not contain. Frozen: never edited, never
 *   read while tuning; no word, synonym or pattern is added because of one of its items.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  type EvaluateInterviewInput,
  questionTypes,
  type Seniority,
  senioritySchema,
} from '../src/schemas.ts';

type QuestionType = EvaluateInterviewInput['answers'][number]['question_type'];

/** The hard cases the harness reports separately. */
export const answerCategories = [
  'strong',
  'paraphrase',
  'short_precise',
  'non_native',
  'solid_incomplete',
  'rambling',
  'plain_partial',
  'mixed',
  'mediocre',
  'weak',
  'confidently_wrong',
  'negation',
  'short_wrong_echo',
  'off_topic',
  'keyword_stuffing',
  'unsafe',
  'empty',
] as const;
export type AnswerCategory = (typeof answerCategories)[number];

export interface EvalQuestion {
  key: string;
  profession: string;
  job_title: string;
  seniority: Seniority;
  required_skills: string[];
  question_text: string;
  question_type: QuestionType;
  skill: string | null;
  rubric: string[];
  time_limit_seconds: number;
}

/** A labelled answer as the evaluator receives it (one answer of an interview). */
export function answerInputOf(item: LabelledAnswer): EvaluateInterviewInput['answers'][number] {
  return {
    question_id: item.id,
    question_text: item.question.question_text,
    question_type: item.question.question_type,
    skill: item.question.skill,
    rubric: item.question.rubric,
    answer_text: item.answer_text,
    time_taken_seconds: item.time_taken_seconds,
    time_limit_seconds: item.question.time_limit_seconds,
  };
}

export interface LabelledAnswer {
  id: string;
  question: EvalQuestion;
  category: AnswerCategory;
  /** The human label, 0–10. */
  label: number;
  /** One line: why the label. */
  reason: string;
  answer_text: string;
  time_taken_seconds: number | null;
  /** A second labeller's label, given without seeing the first (a sample of the blind set). */
  second_label?: number;
  holdout?: boolean;
}

const q = (question: EvalQuestion): EvalQuestion => question;

// Backend engineer -----------------------------------------------------------------------------------------

const beSlowQuery = q({
  key: 'be-slow-query',
  profession: 'backend engineer',
  job_title: 'Backend Engineer',
  seniority: 'mid',
  required_skills: ['PostgreSQL', 'Go'],
  question_text: 'A query that used to be fast is now slow. How do you investigate it?',
  question_type: 'technical',
  skill: 'PostgreSQL',
  rubric: [
    'Reads the query plan (EXPLAIN / EXPLAIN ANALYZE)',
    'Checks indexes, row estimates and data growth',
    'Rewrites the query or adds a fitting index and measures again',
  ],
  time_limit_seconds: 180,
});

const beDownstream = q({
  key: 'be-downstream',
  profession: 'backend engineer',
  job_title: 'Senior Backend Engineer',
  seniority: 'senior',
  required_skills: ['Go', 'Kubernetes'],
  question_text: 'How would you design a high-throughput Go service that calls several slow downstream APIs?',
  question_type: 'technical',
  skill: 'Go',
  rubric: [
    'Calls downstreams concurrently with bounded parallelism',
    'Sets timeouts and propagates context cancellation',
    'Adds retries with backoff, circuit breaking or fallbacks',
    'Measures with profiling and metrics',
  ],
  time_limit_seconds: 240,
});

const beOutage = q({
  key: 'be-outage',
  profession: 'backend engineer',
  job_title: 'Senior Backend Engineer',
  seniority: 'senior',
  required_skills: ['Go', 'Kubernetes'],
  question_text:
    'A production outage is affecting customers and nobody knows the cause yet. How do you lead the response?',
  question_type: 'situational',
  skill: null,
  rubric: [
    'Focuses on restoring service first',
    'Coordinates roles and communication',
    'Uses data (logs, metrics, recent changes) to narrow down the cause',
    'Runs a blameless review afterwards',
  ],
  time_limit_seconds: 180,
});

// Registered nurse -----------------------------------------------------------------------------------------

const nurseDeterioration = q({
  key: 'nurse-deterioration',
  profession: 'nurse',
  job_title: 'Registered Nurse',
  seniority: 'mid',
  required_skills: ['Registered nursing', 'Patient assessment'],
  question_text: 'A patient’s observations are getting worse. What do you do and how do you escalate?',
  question_type: 'technical',
  skill: 'Registered nursing',
  rubric: [
    'Recognises deterioration using an early warning score and clinical judgement',
    'Acts immediately within their competence (ABCDE, oxygen, positioning)',
    'Escalates promptly using SBAR to the right clinician',
    'Increases monitoring and documents actions and times',
  ],
  time_limit_seconds: 180,
});

const nurseMedicines = q({
  key: 'nurse-medicines',
  profession: 'nurse',
  job_title: 'Registered Nurse',
  seniority: 'mid',
  required_skills: ['Registered nursing', 'Medication administration'],
  question_text: 'How do you make sure medicines are administered safely on a busy ward?',
  question_type: 'technical',
  skill: 'Medication administration',
  rubric: [
    'Checks the rights of medication administration (patient, drug, dose, route, time)',
    'Checks allergies and identity before giving any medicine',
    'Avoids interruptions and follows double-check rules for high-risk drugs',
    'Reports and learns from errors or near misses',
  ],
  time_limit_seconds: 180,
});

const nurseWrongPatient = q({
  key: 'nurse-wrong-patient',
  profession: 'nurse',
  job_title: 'Registered Nurse',
  seniority: 'mid',
  required_skills: ['Registered nursing'],
  question_text: 'You notice a colleague about to give a medicine to the wrong patient. What do you do?',
  question_type: 'situational',
  skill: null,
  rubric: [
    'Intervenes immediately to prevent harm',
    'Checks the patient is safe',
    'Reports the near miss through the proper system',
    'Supports learning without blame',
  ],
  time_limit_seconds: 150,
});

// Account executive ----------------------------------------------------------------------------------------

const salesPrice = q({
  key: 'sales-price',
  profession: 'sales',
  job_title: 'Account Executive',
  seniority: 'mid',
  required_skills: ['Negotiation', 'Prospecting'],
  question_text: 'A prospect says your price is too high compared with a competitor. How do you respond?',
  question_type: 'situational',
  skill: null,
  rubric: [
    'Asks questions to understand the comparison',
    'Reframes around value and outcomes',
    'Negotiates without giving away value too early',
  ],
  time_limit_seconds: 150,
});

const salesQualify = q({
  key: 'sales-qualify',
  profession: 'sales',
  job_title: 'Account Executive',
  seniority: 'mid',
  required_skills: ['Negotiation', 'Prospecting'],
  question_text: 'How do you qualify a new inbound lead?',
  question_type: 'technical',
  skill: 'Prospecting',
  rubric: [
    'Asks about budget, authority, need and timeline (or a similar framework)',
    'Identifies the decision makers and the buying process',
    'Disqualifies poor-fit leads early',
    'Agrees a clear next step with the prospect',
  ],
  time_limit_seconds: 180,
});

const salesDeal = q({
  key: 'sales-deal',
  profession: 'sales',
  job_title: 'Account Executive',
  seniority: 'mid',
  required_skills: ['Negotiation', 'Prospecting'],
  question_text: 'Tell me about a large deal you won where negotiation made the difference.',
  question_type: 'behavioural',
  skill: null,
  rubric: [
    'Explains the customer situation and stakeholders',
    'Describes their strategy and actions',
    'Shows measurable results',
    'Reflects on what they would do differently',
  ],
  time_limit_seconds: 240,
});

// Accountant -----------------------------------------------------------------------------------------------

const accReconciliation = q({
  key: 'acc-reconciliation',
  profession: 'accountant',
  job_title: 'Accountant',
  seniority: 'mid',
  required_skills: ['Bank reconciliation', 'Financial reporting'],
  question_text:
    'Explain how you approach bank reconciliation and the checks you do to make sure it is accurate.',
  question_type: 'technical',
  skill: 'Bank reconciliation',
  rubric: [
    'Matches bank statement lines to ledger entries',
    'Investigates and explains reconciling items such as timing differences',
    'Corrects errors with documented journal entries',
    'Has the reconciliation reviewed and keeps supporting documentation',
  ],
  time_limit_seconds: 180,
});

const accWrongEntry = q({
  key: 'acc-wrong-entry',
  profession: 'accountant',
  job_title: 'Accountant',
  seniority: 'mid',
  required_skills: ['Bank reconciliation', 'Financial reporting'],
  question_text:
    'At month end, a manager asks you to post an entry that you believe is wrong. What do you do?',
  question_type: 'situational',
  skill: null,
  rubric: [
    'Asks for the supporting evidence',
    'Explains the accounting concern',
    'Escalates if pressure continues',
    'Never posts entries they believe are incorrect',
  ],
  time_limit_seconds: 150,
});

const accDiscrepancy = q({
  key: 'acc-discrepancy',
  profession: 'accountant',
  job_title: 'Accountant',
  seniority: 'mid',
  required_skills: ['Bank reconciliation', 'Financial reporting'],
  question_text: 'Tell me about a time you found an error or discrepancy in the accounts. What did you do?',
  question_type: 'behavioural',
  skill: null,
  rubric: [
    'Investigates the root cause methodically',
    'Corrects it and informs the right people',
    'Improves the process or controls to prevent it',
  ],
  time_limit_seconds: 180,
});

// Customer support -----------------------------------------------------------------------------------------

const supportUnhappy = q({
  key: 'support-unhappy',
  profession: 'customer support',
  job_title: 'Customer Support Specialist',
  seniority: 'junior',
  required_skills: ['Customer service'],
  question_text: 'How do you use customer service skills to turn an unhappy customer into a satisfied one?',
  question_type: 'technical',
  skill: 'Customer service',
  rubric: [
    'Listens and acknowledges the problem',
    'Takes ownership and resolves or escalates',
    'Follows up and records the case',
  ],
  time_limit_seconds: 120,
});

const supportVerification = q({
  key: 'support-verification',
  profession: 'customer support',
  job_title: 'Customer Support Specialist',
  seniority: 'junior',
  required_skills: ['Customer service'],
  question_text:
    'A customer asks you to change the e-mail address on their account but cannot answer the security questions. What do you do?',
  question_type: 'situational',
  skill: null,
  rubric: [
    'Follows the identity verification procedure',
    'Refuses to change account details without verification',
    'Explains politely what the customer can do instead',
    'Records the attempt and flags possible fraud',
  ],
  time_limit_seconds: 120,
});

const supportPriorities = q({
  key: 'support-priorities',
  profession: 'customer support',
  job_title: 'Customer Support Specialist',
  seniority: 'junior',
  required_skills: ['Customer service'],
  question_text: 'Describe a time you had several urgent tasks at once. How did you prioritise?',
  question_type: 'behavioural',
  skill: null,
  rubric: [
    'Describes the competing demands (situation, task)',
    'Explains how they judged urgency and importance',
    'Communicates with stakeholders about trade-offs',
    'Describes the outcome',
  ],
  time_limit_seconds: 180,
});

// Warehouse and logistics ----------------------------------------------------------------------------------

const whSafetyRule = q({
  key: 'wh-safety-rule',
  profession: 'warehouse',
  job_title: 'Warehouse Team Leader',
  seniority: 'mid',
  required_skills: ['Inventory management', 'Health and safety'],
  question_text: 'You see a colleague ignoring a safety rule to save time. What do you do?',
  question_type: 'situational',
  skill: null,
  rubric: [
    'Stops the unsafe act if there is immediate danger',
    'Speaks to the colleague respectfully',
    'Reports it according to procedure',
  ],
  time_limit_seconds: 120,
});

const whStockCounts = q({
  key: 'wh-stock-counts',
  profession: 'warehouse',
  job_title: 'Warehouse Team Leader',
  seniority: 'mid',
  required_skills: ['Inventory management', 'Health and safety'],
  question_text: 'Stock counts keep showing differences from the system. How do you find and fix the cause?',
  question_type: 'technical',
  skill: 'Inventory management',
  rubric: [
    'Compares counts with system records to find where differences occur',
    'Checks receiving, picking and returns processes for errors',
    'Uses cycle counts and root-cause analysis',
    'Fixes the process and trains staff, then measures accuracy',
  ],
  time_limit_seconds: 180,
});

const whLateDelivery = q({
  key: 'wh-late-delivery',
  profession: 'warehouse',
  job_title: 'Warehouse Team Leader',
  seniority: 'mid',
  required_skills: ['Inventory management'],
  question_text: 'A delivery is running late and a customer is waiting. What do you do?',
  question_type: 'situational',
  skill: null,
  rubric: [
    'Finds out the cause and the new time',
    'Informs the customer proactively',
    'Looks for alternatives',
    'Records the issue to prevent repeats',
  ],
  time_limit_seconds: 120,
});

// Electrician ----------------------------------------------------------------------------------------------

const elecIsolation = q({
  key: 'elec-isolation',
  profession: 'electrician',
  job_title: 'Electrician',
  seniority: 'mid',
  required_skills: ['Electrical installation'],
  question_text: 'Talk me through how you safely isolate a circuit before working on it.',
  question_type: 'technical',
  skill: 'Electrical installation',
  rubric: [
    'Identifies the correct circuit and isolates it at the source',
    'Locks off and tags the isolation point',
    'Proves the circuit is dead with an approved tester that is checked before and after',
    'Follows safe isolation procedure and regulations',
  ],
  time_limit_seconds: 120,
});

const elecJobWentWrong = q({
  key: 'elec-job-went-wrong',
  profession: 'electrician',
  job_title: 'Electrician',
  seniority: 'mid',
  required_skills: ['Electrical installation'],
  question_text: 'Tell me about an electrical job that did not go to plan. How did you fix it?',
  question_type: 'behavioural',
  skill: null,
  rubric: [
    'Diagnoses the problem methodically',
    'Finds a safe, compliant solution',
    'Keeps the customer informed',
  ],
  time_limit_seconds: 180,
});

// Teacher --------------------------------------------------------------------------------------------------

const teachDisruption = q({
  key: 'teach-disruption',
  profession: 'teacher',
  job_title: 'Secondary School Teacher',
  seniority: 'mid',
  required_skills: ['Classroom management', 'Student assessment'],
  question_text: 'A learner is repeatedly disrupting your lessons. How do you handle it?',
  question_type: 'situational',
  skill: null,
  rubric: [
    'Applies the behaviour policy consistently',
    'Tries to understand the cause',
    'Involves parents or support staff where needed',
  ],
  time_limit_seconds: 150,
});

const teachSafeguarding = q({
  key: 'teach-safeguarding',
  profession: 'teacher',
  job_title: 'Secondary School Teacher',
  seniority: 'mid',
  required_skills: ['Classroom management', 'Safeguarding'],
  question_text:
    'A learner tells you something that makes you worried about their safety at home. What do you do?',
  question_type: 'situational',
  skill: null,
  rubric: [
    'Listens without promising confidentiality',
    'Reports immediately to the designated safeguarding lead',
    'Records what was said accurately',
  ],
  time_limit_seconds: 150,
});

const teachAssessment = q({
  key: 'teach-assessment',
  profession: 'teacher',
  job_title: 'Secondary School Teacher',
  seniority: 'mid',
  required_skills: ['Classroom management', 'Student assessment'],
  question_text: 'How do you use formative assessment to adapt your teaching during a unit?',
  question_type: 'technical',
  skill: 'Student assessment',
  rubric: [
    'Uses checks for understanding such as questioning, exit tickets or quizzes',
    'Identifies misconceptions from the evidence',
    'Adapts the next lessons or groups learners based on results',
    'Gives feedback that learners act on',
  ],
  time_limit_seconds: 180,
});

// Marketing ------------------------------------------------------------------------------------------------

const mktUnderperforming = q({
  key: 'mkt-underperforming',
  profession: 'marketing',
  job_title: 'Marketing Manager',
  seniority: 'mid',
  required_skills: ['Marketing analytics', 'Campaign management'],
  question_text: 'A campaign you launched is performing well below target after one week. What do you do?',
  question_type: 'situational',
  skill: null,
  rubric: [
    'Analyses the data to find where it underperforms',
    'Tests changes to audience, message or channel',
    'Keeps stakeholders informed',
  ],
  time_limit_seconds: 150,
});

const mktCampaign = q({
  key: 'mkt-campaign',
  profession: 'marketing',
  job_title: 'Marketing Manager',
  seniority: 'mid',
  required_skills: ['Marketing analytics', 'Campaign management'],
  question_text: 'Tell me about a campaign where you used marketing analytics. How did you measure success?',
  question_type: 'technical',
  skill: 'Marketing analytics',
  rubric: [
    'Sets clear goals and target audience',
    'Describes the execution',
    'Uses metrics to judge results',
    'Explains what they learned or optimised',
  ],
  time_limit_seconds: 240,
});

const mktMotivation = q({
  key: 'mkt-motivation',
  profession: 'marketing',
  job_title: 'Marketing Manager',
  seniority: 'mid',
  required_skills: ['Marketing analytics', 'Campaign management'],
  question_text:
    'Why are you interested in this Marketing Manager role, and what do you enjoy most about this kind of work?',
  question_type: 'motivation',
  skill: null,
  rubric: [
    'Describes genuine motivation for the work',
    'Gives concrete examples of what they enjoy',
    'Relates it to the responsibilities of the role',
  ],
  time_limit_seconds: 90,
});

export const EVAL_QUESTIONS: readonly EvalQuestion[] = [
  beSlowQuery,
  beDownstream,
  beOutage,
  nurseDeterioration,
  nurseMedicines,
  nurseWrongPatient,
  salesPrice,
  salesQualify,
  salesDeal,
  accReconciliation,
  accWrongEntry,
  accDiscrepancy,
  supportUnhappy,
  supportVerification,
  supportPriorities,
  whSafetyRule,
  whStockCounts,
  whLateDelivery,
  elecIsolation,
  elecJobWentWrong,
  teachDisruption,
  teachSafeguarding,
  teachAssessment,
  mktUnderperforming,
  mktCampaign,
  mktMotivation,
];

const HAND_WRITTEN_ANSWERS: readonly LabelledAnswer[] = [
  // Backend engineer: slow query
  {
    id: 'be-01',
    question: beSlowQuery,
    category: 'strong',
    label: 9,
    reason: 'Plan, statistics, data growth, index and rewrite, re-measured, with a real example and numbers.',
    answer_text:
      "First I'd confirm it's the query and not the app, by checking the slow query log or pg_stat_statements to see the mean time and how often it runs. Then I run EXPLAIN (ANALYZE, BUFFERS) on it with realistic parameters. I look for sequential scans on big tables, and for row estimates that are far from the actual rows, which usually means the statistics are stale, so I run ANALYZE on the table. Often the table has simply grown: last year we had an orders query go from 40 ms to 3 s because the table went from 2 to 30 million rows and the planner switched to a hash join. We added a composite index on (customer_id, created_at) and rewrote the OR condition as a UNION, and it went back to 25 ms. After any change I measure again with the same parameters and watch it in the dashboards for a few days.",
    time_taken_seconds: 170,
  },
  {
    id: 'be-02',
    question: beSlowQuery,
    category: 'short_precise',
    label: 8,
    reason: 'Terse but covers every rubric point correctly.',
    answer_text:
      'Check pg_stat_statements, then EXPLAIN ANALYZE. Compare estimated vs actual rows (stale stats → ANALYZE), look for seq scans caused by data growth. Add a matching index or rewrite the query, then measure again.',
    time_taken_seconds: 60,
  },
  {
    id: 'be-03',
    question: beSlowQuery,
    category: 'mediocre',
    label: 4,
    reason: 'Mentions an index and retesting, but no query plan and no method.',
    answer_text:
      "I would look at the query to see what is going on and try to optimise it. Usually the problem is the database so I would talk to the DBA or maybe add an index. Then I would test it again to make sure it's fine.",
    time_taken_seconds: 50,
  },
  {
    id: 'be-04',
    question: beSlowQuery,
    category: 'keyword_stuffing',
    label: 2,
    reason: 'A list of the right terms with no explanation of how they are used.',
    answer_text:
      'EXPLAIN ANALYZE, query plan, indexes, index, row estimates, data growth, rewrite query, fitting index, measure again, PostgreSQL, performance, optimisation, B-tree, indexes.',
    time_taken_seconds: 40,
  },
  {
    id: 'be-05',
    question: beSlowQuery,
    category: 'off_topic',
    label: 1,
    reason: 'Fluent, but about team culture; never addresses the slow query.',
    answer_text:
      'Performance is something I care about a lot, and I think it really starts with the culture of the team. In my last company we moved to two-week sprints and introduced retrospectives, which made a big difference to how we communicated. Everyone felt ownership of the product, and we celebrated wins together. I also believe strongly in pair programming and code reviews because they spread knowledge and reduce the bus factor. When people feel safe to raise problems, they raise them earlier, and that makes the whole organisation faster. I have mentored three junior developers and two of them are now seniors, which I am very proud of. So for me the most important thing is to build a team where people trust each other and are not afraid to ask questions.',
    time_taken_seconds: 170,
  },
  // Backend engineer: downstream APIs
  {
    id: 'be-06',
    question: beDownstream,
    category: 'strong',
    label: 9,
    reason:
      'Bounded concurrency, deadlines and cancellation, retries and breakers, and measurement, all concrete.',
    answer_text:
      "I'd fan out the downstream calls concurrently instead of one after the other, but with a bound — in Go an errgroup with SetLimit or a semaphore channel, so a traffic spike doesn't open 10,000 connections. Every call gets a context with a deadline derived from the request's own budget, e.g. 800 ms total, and cancellation propagates so when the client goes away we stop the work. For flaky dependencies I add retries with exponential backoff and jitter, only on idempotent calls, plus a circuit breaker so that when a downstream is down we fail fast and serve a cached or partial response. Connection pools are sized explicitly. Then I measure: p50/p99 latency per downstream in Prometheus, pprof for CPU and goroutine counts, and load tests before launch.",
    time_taken_seconds: 220,
  },
  {
    id: 'be-07',
    question: beDownstream,
    category: 'non_native',
    label: 8,
    reason: 'Imperfect English, but covers all four points with sound reasoning.',
    answer_text:
      'For this I will call the APIs in parallel, not sequential, but I put a limit, for example worker pool of 20 goroutine, because without limit the service is dying when traffic is big. Each call have timeout with context, and if the client is cancel, the context cancel also the downstream calls. When one API is slow many times, I am using circuit breaker and retry with backoff, but only for the requests which is safe to repeat. Also I am adding metrics of latency for every downstream and I do profiling with pprof to see where is the time going.',
    time_taken_seconds: 230,
  },
  {
    id: 'be-08',
    question: beDownstream,
    category: 'mediocre',
    label: 4,
    reason: 'Vague asynchrony and monitoring; no limits, timeouts or retries.',
    answer_text:
      "I would make the calls asynchronous so they don't block each other and add some caching. It's also important to have good monitoring so we know when something is slow. If an API is really slow we could talk to the team that owns it.",
    time_taken_seconds: 90,
  },
  {
    id: 'be-09',
    question: beDownstream,
    category: 'weak',
    label: 2,
    reason: 'Two words; hints at concurrency only.',
    answer_text: 'Use goroutines.',
    time_taken_seconds: 10,
  },
  // Backend engineer: outage
  {
    id: 'be-10',
    question: beOutage,
    category: 'strong',
    label: 9,
    reason: 'Restore first, clear roles and updates, data-driven diagnosis, rollback, blameless review.',
    answer_text:
      "First priority is restoring service, not finding the perfect root cause. I'd declare an incident, take the incident commander role or assign it, and name someone to handle communication so engineers can focus; we post updates to the status page every 30 minutes. Then I look at what changed: the deploy log, feature flags, and the dashboards — error rate, latency, saturation — to narrow it down. If a deploy went out 20 minutes before the errors started, we roll it back first and investigate later. Once customers are fine, we write a blameless post-mortem with a timeline and action items, like the alert that should have fired earlier.",
    time_taken_seconds: 175,
  },
  {
    id: 'be-11',
    question: beOutage,
    category: 'short_precise',
    label: 8,
    reason: 'Short, ordered and complete.',
    answer_text:
      'Restore service first: roll back the latest deploy if errors started after it. Assign an incident lead and one person for status updates. Use logs, metrics and recent changes to find the cause. Afterwards, a blameless post-mortem with action items.',
    time_taken_seconds: 70,
  },
  {
    id: 'be-12',
    question: beOutage,
    category: 'unsafe',
    label: 1,
    reason: 'Restarts things, then deletes logs and hides the outage: dishonest and harmful.',
    answer_text:
      "I would quietly fix it myself so it doesn't look bad for the team. I'd start restarting servers until things come back, and check the logs and metrics to see what changed. Once it works I'd delete the error logs so the customers and management don't find out how long it was down, and we don't need to tell anyone outside the team — hide it from the account managers so nobody panics.",
    time_taken_seconds: 120,
  },
  {
    id: 'be-13',
    question: beOutage,
    category: 'empty',
    label: 0,
    reason: 'No answer.',
    answer_text: '',
    time_taken_seconds: 180,
  },
  // Nurse: deterioration
  {
    id: 'n-01',
    question: nurseDeterioration,
    category: 'strong',
    label: 9,
    reason: 'ABCDE, NEWS2, immediate actions, SBAR escalation, increased observations and documentation.',
    answer_text:
      "I'd go straight to the patient and do an ABCDE assessment, and recalculate the NEWS2 score — say it has gone from 3 to 7. Within my competence I act at once: sit them up, start oxygen as prescribed to keep sats in the target range, check blood glucose, and make sure they have IV access. I'd escalate immediately to the doctor or the outreach team using SBAR: situation, background, assessment, recommendation, and ask for a review within a set time. Then I increase observations to every 15–30 minutes, document everything with times and who I spoke to, and tell the nurse in charge.",
    time_taken_seconds: 170,
  },
  {
    id: 'n-02',
    question: nurseDeterioration,
    category: 'non_native',
    label: 8,
    reason: 'Non-native phrasing; all four points present and clinically sound.',
    answer_text:
      'First I go to patient and check airway, breathing, circulation, like ABCDE. I am calculate the early warning score, if it is high I call the doctor immediately, I use SBAR for explain situation. Meanwhile I give oxygen if it is prescribed and put the patient sitting. After I am doing observations more often, every 15 minutes, and I write all in the notes with the time.',
    time_taken_seconds: 175,
  },
  {
    id: 'n-03',
    question: nurseDeterioration,
    category: 'mediocre',
    label: 4,
    reason: 'Escalation is vague and late; no assessment tool; documentation mentioned.',
    answer_text:
      "I would keep an eye on the patient and let the doctor know if things got worse. It's important to stay calm and reassure the patient and their family. I'd also write it down.",
    time_taken_seconds: 45,
  },
  {
    id: 'n-04',
    question: nurseDeterioration,
    category: 'unsafe',
    label: 1,
    reason: 'Delays escalation and gives medicine without a prescription: unsafe.',
    answer_text:
      "If the observations are getting worse at night, I'd wait until the morning ward round rather than call the doctor, because the night doctors are very busy and don't like being disturbed. I would give some extra paracetamol from the stock without a prescription to bring the temperature down and recheck in a few hours.",
    time_taken_seconds: 90,
  },
  {
    id: 'n-05',
    question: nurseDeterioration,
    category: 'off_topic',
    label: 1,
    reason: 'A fluent career story; does not say what to do for a deteriorating patient.',
    answer_text:
      "I have always wanted to be a nurse since my grandmother was in hospital, and I saw how the nurses cared for her with so much kindness. Nursing for me is about compassion and making patients feel valued as people. I completed my degree in 2019 and since then I've worked on a surgical ward and in the community, which taught me a lot about different settings. I love working in a team, and I am known for being the colleague who brings cakes on a night shift. I'm also interested in doing a master's in leadership in the future because I would like to become a ward manager one day.",
    time_taken_seconds: 160,
  },
  // Nurse: medicines
  {
    id: 'n-06',
    question: nurseMedicines,
    category: 'strong',
    label: 9,
    reason:
      'Rights, identity and allergies, no interruptions, double checks for high-risk drugs, incident reporting.',
    answer_text:
      "I check the rights every time: right patient (name band and date of birth against the chart, asking the patient to tell me their name), right drug, dose, route and time, and I check allergies before anything. I wear the red 'do not disturb' tabard on the drug round so I'm not interrupted, and for high-risk drugs like insulin, IV potassium or controlled drugs I do an independent double check with a second registered nurse. If I make or spot an error or a near miss I report it on Datix straight away, make sure the patient is safe and informed, and we discuss it at the safety huddle so the ward learns from it.",
    time_taken_seconds: 165,
  },
  {
    id: 'n-07',
    question: nurseMedicines,
    category: 'short_precise',
    label: 8,
    reason: 'Brief but covers all four points.',
    answer_text:
      'Five rights every time — patient, drug, dose, route, time — plus identity band and allergy check. No interruptions during the round. Second-nurse check for high-risk drugs like insulin. Report any error or near miss on the incident system.',
    time_taken_seconds: 55,
  },
  {
    id: 'n-08',
    question: nurseMedicines,
    category: 'keyword_stuffing',
    label: 2,
    reason: 'Lists the rubric vocabulary without saying what the nurse actually does.',
    answer_text:
      'Medication safety: rights, patient, drug, dose, route, time, allergies, identity, interruptions, double check, high-risk drugs, errors, near misses, reporting, learning. Safe administration, medicines, ward, safety.',
    time_taken_seconds: 30,
  },
  {
    id: 'n-09',
    question: nurseMedicines,
    category: 'weak',
    label: 3,
    reason: 'One generic sentence; checks the chart but nothing else.',
    answer_text: "I'm always careful and I check the chart before I give anything.",
    time_taken_seconds: 20,
  },
  // Nurse: wrong patient
  {
    id: 'n-10',
    question: nurseWrongPatient,
    category: 'short_precise',
    label: 8,
    reason: 'Intervenes, checks the patient, reports the near miss, supportive; concise.',
    answer_text:
      "Stop them straight away — say 'wait, check the wristband' before the drug is given. Confirm the patient is safe, then report it as a near miss on the incident system. Talk it through with my colleague supportively, not to blame them.",
    time_taken_seconds: 50,
  },
  {
    id: 'n-11',
    question: nurseWrongPatient,
    category: 'unsafe',
    label: 1,
    reason: 'Does not intervene and deliberately hides the near miss.',
    answer_text:
      "If it's a senior colleague I wouldn't say anything in the moment because it would embarrass them in front of the patient. Most medicines are harmless anyway. Afterwards I'd maybe mention it to them privately, but I wouldn't report it because the incident system just gets people into trouble, so it's better to keep it between us and never tell the manager.",
    time_taken_seconds: 100,
  },
  {
    id: 'n-12',
    question: nurseWrongPatient,
    category: 'non_native',
    label: 8,
    reason: 'Simple English; intervenes, checks, reports and frames it as learning.',
    answer_text:
      'I stop my colleague immediately, before the medicine is given, and we check together the name band and the chart. Then I am checking the patient is okay. After I report it in the system as near miss, because it is important for the learning, not for blaming her.',
    time_taken_seconds: 120,
  },
  {
    id: 'n-13',
    question: nurseWrongPatient,
    category: 'mediocre',
    label: 4,
    reason: 'Leaves the decision to the colleague and reports only informally.',
    answer_text:
      'I would politely tell my colleague that I think it might be the wrong patient and let them decide. Then I would tell the nurse in charge later on so they know about it.',
    time_taken_seconds: 40,
  },
  // Sales: price objection
  {
    id: 's-01',
    question: salesPrice,
    category: 'strong',
    label: 9,
    reason: 'Probes the comparison, quantifies value, trades concessions instead of discounting.',
    answer_text:
      "I'd start by asking questions rather than defending the price: which competitor, what exactly is included in their quote, and what the customer is comparing — licence cost only, or total cost including implementation and support? Often the quotes aren't like for like. Then I reframe around the outcome they told me matters: for example, if our onboarding takes two weeks instead of three months, that's ten weeks of earlier savings, which I'd put into numbers with them. I don't discount straight away; if I need to move on price I trade it for something — a longer term, a case study, or a faster signature — so we don't give away value for nothing.",
    time_taken_seconds: 145,
  },
  {
    id: 's-02',
    question: salesPrice,
    category: 'weak',
    label: 3,
    reason: 'Generic quality claim and an early discount; no questions.',
    answer_text:
      "I'd explain that our product is better quality and that you get what you pay for. If they still think it's too expensive I'd see what discount my manager can approve so we don't lose the deal.",
    time_taken_seconds: 40,
  },
  {
    id: 's-03',
    question: salesPrice,
    category: 'non_native',
    label: 8,
    reason: 'Non-native English; asks, quantifies value and trades any discount.',
    answer_text:
      'First I ask them what is the offer of competitor exactly, which features and which support is inside, because many times the comparison is not same. Then I explain value for their business, for example how much hours their team is saving with our automation, in money. I not give discount in first moment; if discount is needed, I ask something back, like contract of two years.',
    time_taken_seconds: 140,
  },
  {
    id: 's-04',
    question: salesPrice,
    category: 'keyword_stuffing',
    label: 2,
    reason: 'Buzzwords only.',
    answer_text:
      'Value, outcomes, ROI, value-based selling, questions, comparison, competitor, negotiation, reframe, price objection handling, discovery, value, negotiate, value, ROI.',
    time_taken_seconds: 25,
  },
  {
    id: 's-05',
    question: salesPrice,
    category: 'unsafe',
    label: 1,
    reason: 'Proposes lying about the competitor and promising features that do not exist.',
    answer_text:
      "I would tell them the competitor is about to go bankrupt and that their data isn't secure — even if I'm not sure it's true, it usually works. I'd also promise features that are not on the roadmap to close the deal this quarter; the product team can figure it out later.",
    time_taken_seconds: 80,
  },
  // Sales: qualification
  {
    id: 's-06',
    question: salesQualify,
    category: 'strong',
    label: 9,
    reason:
      'Framework used conversationally, decision makers and process, early disqualification, next step.',
    answer_text:
      "I use BANT as a checklist, but in a conversation, not an interrogation. Need first: what problem made them reach out now, and what happens if they do nothing. Then budget — is there money allocated, or do we need to build a business case — and timeline, for instance a contract renewal with their current vendor in March. I map the decision makers: who signs, who uses it, who can block it, and what the buying process looks like, legal and security review included. If it's a poor fit, say a 5-person company when our minimum is 50 seats, I disqualify early and point them to a partner. Every call ends with a concrete next step in the calendar, like a demo with their IT lead next Tuesday.",
    time_taken_seconds: 170,
  },
  {
    id: 's-07',
    question: salesQualify,
    category: 'short_precise',
    label: 7,
    reason: 'Correct and complete but bare.',
    answer_text:
      'BANT: budget, authority, need, timeline. Find who decides and how they buy. Drop poor fits early. Always book the next step before hanging up.',
    time_taken_seconds: 40,
  },
  {
    id: 's-08',
    question: salesQualify,
    category: 'off_topic',
    label: 1,
    reason: 'Self-promotion about targets and personality; nothing on qualification.',
    answer_text:
      "I've always been very competitive; I played football at a high level when I was younger and I think that drive carries into sales. In my last role I was top of the leaderboard for four quarters in a row and won the President's Club trip to Lisbon. I'm very organised with my calendar and I love building relationships — I still get coffee with clients from my first job. My manager used to say I could sell ice to penguins. I'm looking for a company with a great product and a strong culture where I can keep growing and maybe move into a team lead role.",
    time_taken_seconds: 150,
  },
  // Sales: deal story
  {
    id: 's-09',
    question: salesDeal,
    category: 'strong',
    label: 9,
    reason: 'Full STAR with stakeholders, strategy, measurable result and reflection.',
    answer_text:
      "Last year I worked on a renewal and expansion with a logistics company, about €400k a year. The situation: their new CFO wanted to cut 30% of vendor spend, and procurement had sent us a termination notice as leverage. My task was to keep the account and ideally grow it. I set up separate calls with the CFO, the head of operations who used our product daily, and IT. The operations head showed me their dispatch team had cut overtime by 18% since using us, so I built a business case with her numbers. In the negotiation I offered a 3-year term at a 7% lower unit price in exchange for adding two new warehouses, instead of the flat cut they asked for. Result: the contract grew from €400k to €520k a year. Looking back, I'd have involved the CFO six months earlier instead of waiting for the renewal.",
    time_taken_seconds: 230,
  },
  {
    id: 's-10',
    question: salesDeal,
    category: 'mediocre',
    label: 4,
    reason: 'A real deal but no strategy, numbers or reflection.',
    answer_text:
      'I won a big deal last year with a retail client. It was a long process with a lot of meetings and negotiations, but in the end we got it signed. I think they chose us because I built a good relationship with them and was always responsive. It was one of the biggest deals of the year for my team.',
    time_taken_seconds: 60,
  },
  {
    id: 's-11',
    question: salesDeal,
    category: 'weak',
    label: 2,
    reason: 'One sentence without any detail.',
    answer_text: 'We closed a big deal after good negotiation.',
    time_taken_seconds: 10,
  },
  // Accountant: bank reconciliation
  {
    id: 'a-01',
    question: accReconciliation,
    category: 'strong',
    label: 9,
    reason: 'Matching, reconciling items explained, documented journals, review and audit trail.',
    answer_text:
      'At month end I download the bank statements and match every line to the cash book in Xero, first automatically, then the rest by hand. Whatever is left I list as reconciling items and explain each one: timing differences like unpresented cheques or deposits in transit, bank charges and interest not yet posted, and genuine errors. Errors I correct with a journal entry that has a clear description and the supporting document attached. I check that the adjusted bank balance equals the ledger balance to the cent, and anything older than 30 days gets chased. Then my manager reviews and signs off the reconciliation, and I keep the statements and workings in the month-end folder for audit.',
    time_taken_seconds: 175,
  },
  {
    id: 'a-02',
    question: accReconciliation,
    category: 'short_precise',
    label: 8,
    reason: 'Compact and covers all four points.',
    answer_text:
      "Match each bank line to the ledger; list and explain reconciling items (timing differences, bank fees, errors). Correct errors with documented journals. Adjusted balances must agree; then it's reviewed and signed off, with support filed.",
    time_taken_seconds: 60,
  },
  {
    id: 'a-03',
    question: accReconciliation,
    category: 'non_native',
    label: 8,
    reason: 'Non-native English, complete and correct process.',
    answer_text:
      'I take the bank statement and I compare line by line with the entries of ledger. What is not matching I put on the list: for example cheques not presented yet, or bank charges that we did not book. If there is mistake, I make journal entry with the document attached. At the end the balance must be the same, and my senior is checking and signing, and I am saving all the papers for the auditors.',
    time_taken_seconds: 170,
  },
  {
    id: 'a-04',
    question: accReconciliation,
    category: 'keyword_stuffing',
    label: 2,
    reason: 'Vocabulary list, no process.',
    answer_text:
      'Bank reconciliation: bank statement, ledger, reconciling items, timing differences, journal entries, errors, documentation, review, reconciliation, accuracy, controls, bank, ledger, reconciliation.',
    time_taken_seconds: 30,
  },
  {
    id: 'a-05',
    question: accReconciliation,
    category: 'mediocre',
    label: 5,
    reason: 'Matches and fixes in general terms; no reconciling items, journals or review.',
    answer_text:
      "I go through the bank statement and make sure everything matches the system. If something doesn't match I look into it and fix it. It's important to be accurate and to do it regularly.",
    time_taken_seconds: 40,
  },
  // Accountant: wrong entry
  {
    id: 'a-06',
    question: accWrongEntry,
    category: 'strong',
    label: 9,
    reason: 'Evidence first, concrete accounting concern, correct alternative, escalation, firm refusal.',
    answer_text:
      "I'd ask for the supporting evidence first — an invoice, a contract, whatever the entry is based on — because maybe I'm missing information. If it still looks wrong, I'd explain my concern concretely: for example, booking next month's revenue now breaks the revenue recognition rules and would overstate this month's results. I'd suggest the correct treatment, like an accrual if it is justified. If the manager keeps insisting, I'd escalate to the financial controller or use the whistleblowing line. I would not post an entry I believe is incorrect, whoever asks.",
    time_taken_seconds: 140,
  },
  {
    id: 'a-07',
    question: accWrongEntry,
    category: 'unsafe',
    label: 1,
    reason: 'Posts the entry and proposes backdating documents to mislead the auditors.',
    answer_text:
      "Honestly, the manager is responsible for the numbers, not me, so I would post the entry as asked. I'd maybe backdate the documents so that the auditors don't ask questions, and adjust it quietly next month. It's not worth the conflict at month end when everyone is stressed.",
    time_taken_seconds: 70,
  },
  {
    id: 'a-08',
    question: accWrongEntry,
    category: 'short_precise',
    label: 8,
    reason: 'Four short sentences, one per rubric point.',
    answer_text:
      "Ask for the supporting documents. If it's still wrong, explain why (e.g. it breaks cut-off). Escalate to the controller if pressured. I won't post an entry I believe is wrong.",
    time_taken_seconds: 45,
  },
  {
    id: 'a-09',
    question: accWrongEntry,
    category: 'off_topic',
    label: 1,
    reason: 'Describes tools and exams; does not answer the ethical question.',
    answer_text:
      "I have a lot of experience with month-end close, and I really enjoy it because it's where everything comes together. In my previous job I led the migration from Sage to NetSuite, which meant mapping the chart of accounts, cleaning up old supplier records and training six colleagues. I'm also very strong in Excel — I build pivot tables and use XLOOKUP and Power Query every day, and I created a dashboard for the CFO that saved about two days each month. I'm studying for my ACCA exams and I have passed seven papers so far. I think accuracy and deadlines are the most important things in finance.",
    time_taken_seconds: 150,
  },
  // Accountant: discrepancy story
  {
    id: 'a-10',
    question: accDiscrepancy,
    category: 'strong',
    label: 9,
    reason: 'Methodical trace, correction and communication, and a control that prevents recurrence.',
    answer_text:
      "In my last job, during the quarterly VAT return, I noticed input VAT was about £12,000 higher than the previous quarter with no matching rise in purchases. I traced it invoice by invoice and found that one supplier's invoices had been entered twice after an import from the AP inbox failed and someone re-ran it. I reversed the 23 duplicates, corrected the return before submission and told my manager and the AP team what had happened. To prevent it, we added a duplicate-invoice check on supplier and invoice number in the system and a variance review step before every return, and we haven't had a duplicate since.",
    time_taken_seconds: 170,
  },
  {
    id: 'a-11',
    question: accDiscrepancy,
    category: 'mediocre',
    label: 5,
    reason:
      'Finds, fixes and informs, but the investigation is thin and the prevention is personal care only.',
    answer_text:
      'Once I found a mistake in a supplier payment. I checked it and it turned out someone had typed the wrong amount. I corrected it and let my manager know. After that I tried to be more careful when checking payments.',
    time_taken_seconds: 45,
  },
  {
    id: 'a-12',
    question: accDiscrepancy,
    category: 'empty',
    label: 0,
    reason: 'No answer submitted.',
    answer_text: '',
    time_taken_seconds: null,
  },
  // Customer support: unhappy customer
  {
    id: 'c-01',
    question: supportUnhappy,
    category: 'strong',
    label: 8,
    reason: 'Listens, acknowledges, owns, resolves or escalates with context, follows up and logs.',
    answer_text:
      "First I let the customer explain without interrupting, and I repeat the problem back so they know I've understood — 'so your order arrived damaged and this is the second time.' I apologise for the experience and take ownership: I tell them I'll handle it myself rather than passing them around. If I can fix it, like sending a replacement with express shipping, I do it there and then; if I need another team, I escalate with all the details so they don't have to repeat themselves and give them a time when they'll hear back. I follow up two days later to check it arrived, and I log everything in the ticket in Zendesk.",
    time_taken_seconds: 14,
  },
  {
    id: 'c-02',
    question: supportUnhappy,
    category: 'non_native',
    label: 8,
    reason: 'Non-native English; every rubric point present.',
    answer_text:
      'I listen to the customer until the end, I don’t interrupt, and I say sorry for the problem. I tell them I take care of their case personally. If I can solve I solve immediately, if not I escalate to the right team with all information so customer not need to explain again. After some days I call back to check all is ok and I write everything in the ticket.',
    time_taken_seconds: 110,
  },
  {
    id: 'c-03',
    question: supportUnhappy,
    category: 'short_precise',
    label: 7,
    reason: 'Correct but minimal.',
    answer_text:
      'Listen, acknowledge, apologise. Own it: fix it or escalate with full details. Follow up later and log the case.',
    time_taken_seconds: 30,
  },
  {
    id: 'c-04',
    question: supportUnhappy,
    category: 'off_topic',
    label: 1,
    reason: 'Talks about personality and hobbies, not about handling the customer.',
    answer_text:
      "Customer service has been my passion since my first job at a cinema when I was seventeen. I love meeting people from all walks of life and I think I have a natural talent for making people smile. My friends always say I'm the most patient person they know. I'm also a quick learner with computers, and I type 70 words per minute. In my free time I volunteer at an animal shelter where I handle the adoption enquiries, which is a kind of customer service too. I think this company has an amazing brand and I would be proud to represent it.",
    time_taken_seconds: 115,
  },
  // Customer support: verification
  {
    id: 'c-05',
    question: supportVerification,
    category: 'strong',
    label: 9,
    reason: 'Refuses without verification, explains why, offers approved alternatives, logs and flags fraud.',
    answer_text:
      "I can't change the e-mail without verifying identity, because changing the login e-mail is exactly how account takeovers happen. I'd explain that politely and without accusing them: 'for your security I can't update this until we've confirmed it's you.' Then I offer the alternatives the procedure allows — verifying through a code sent to the phone number on file, or the document upload process. I'd note the failed verification attempt on the account and, if there were red flags like pressure or several recent attempts, flag it to the fraud team.",
    time_taken_seconds: 115,
  },
  {
    id: 'c-06',
    question: supportVerification,
    category: 'unsafe',
    label: 1,
    reason: 'Changes the e-mail without verification, lies to the team lead and leaks account data.',
    answer_text:
      "The customer is always right, so I would just change the e-mail to keep them happy — most people forget their security answers anyway. If my team lead asks, I'd say they passed the check. I could also read out the current password hint or the last four digits of the card to help them remember.",
    time_taken_seconds: 70,
  },
  {
    id: 'c-07',
    question: supportVerification,
    category: 'short_precise',
    label: 8,
    reason: 'Short, covers every point with the reason.',
    answer_text:
      "Not without verification — that's how account takeovers happen. Explain politely, offer the approved alternative (code to the phone on file), log the attempt and flag it to fraud if suspicious.",
    time_taken_seconds: 40,
  },
  {
    id: 'c-08',
    question: supportVerification,
    category: 'mediocre',
    label: 4,
    reason: 'Looks for another way to verify and asks a supervisor, but never says no to the change.',
    answer_text:
      "I would try to help the customer as much as possible and see if there's another way to confirm who they are. If not, I'd ask my supervisor what to do.",
    time_taken_seconds: 30,
  },
  // Customer support: priorities
  {
    id: 'c-09',
    question: supportPriorities,
    category: 'strong',
    label: 8,
    reason: 'Concrete situation, clear prioritisation logic, communicated trade-off, outcome.',
    answer_text:
      "On a Monday after a service outage our queue had 300 tickets, I had two escalated complaints due back that day and I was supposed to run a training session for a new colleague at 2 pm. I sorted by impact: customers who couldn't log in at all came first, the two escalations had promised deadlines so I blocked an hour for them, and general questions could wait with a macro telling customers we'd reply within 24 hours. I told my team lead I'd move the training to Tuesday and she agreed. By the end of the day both escalations were resolved and we were back within our SLA; the training happened the next morning.",
    time_taken_seconds: 170,
  },
  {
    id: 'c-10',
    question: supportPriorities,
    category: 'weak',
    label: 3,
    reason: 'Self-description without a situation; a to-do list is the only method.',
    answer_text:
      "I'm very good at multitasking and I stay calm under pressure. When things get busy I just work faster and make a to-do list so I don't forget anything. I always get everything done in the end.",
    time_taken_seconds: 40,
  },
  {
    id: 'c-11',
    question: supportPriorities,
    category: 'keyword_stuffing',
    label: 1,
    reason: 'Recites the STAR and rubric words; no story at all.',
    answer_text:
      'Situation task action result. Urgency, importance, prioritisation, stakeholders, trade-offs, outcome, competing demands, urgent tasks, prioritise, communicate, outcome.',
    time_taken_seconds: 25,
  },
  // Warehouse: safety rule
  {
    id: 'w-01',
    question: whSafetyRule,
    category: 'strong',
    label: 9,
    reason: 'Stops immediate danger, respectful private talk about the cause, reports per procedure.',
    answer_text:
      "If there is immediate danger — for example someone walking under a raised load or riding on the forks — I'd stop the work right there, shout and get them clear, and stop the truck. Once it's safe I'd talk to the colleague privately and calmly: ask why they did it, because often it's pressure from pick targets, and remind them why the rule exists. Then I report it as a near miss through our safety reporting system as the procedure says — not to punish, but so the supervisor can see if it's a pattern and fix the cause.",
    time_taken_seconds: 110,
  },
  {
    id: 'w-02',
    question: whSafetyRule,
    category: 'unsafe',
    label: 1,
    reason: 'Condones skipping safety checks and disabling guards; will not report.',
    answer_text:
      "To be honest, if it saves time and nobody got hurt I'd let it go; targets are what we're judged on. Everybody skips the safety checks on the forklift at the start of the shift when we're busy, and the guard on the conveyor slows us down, so we usually disable the alarm. I wouldn't report it because that just creates paperwork.",
    time_taken_seconds: 80,
  },
  {
    id: 'w-03',
    question: whSafetyRule,
    category: 'non_native',
    label: 8,
    reason: 'Simple English, all three points.',
    answer_text:
      'If is dangerous right now, I stop him immediately, for example I press the emergency stop. After I speak with him calm, not shouting, I explain why the rule is there. And I write the report like the procedure says, to the supervisor.',
    time_taken_seconds: 100,
  },
  {
    id: 'w-04',
    question: whSafetyRule,
    category: 'weak',
    label: 2,
    reason: 'A single vague sentence.',
    answer_text: "I'd tell them to be careful.",
    time_taken_seconds: 8,
  },
  // Warehouse: stock counts
  {
    id: 'w-05',
    question: whStockCounts,
    category: 'strong',
    label: 9,
    reason: 'Data first, walks each process, cycle counts and root cause, fixed and measured.',
    answer_text:
      "I'd start with the data: which SKUs and locations have variances, how big, and whether they're always in one direction. In my last site, 70% of differences were in two aisles of small fast movers. Then I walk the process: goods in — are deliveries counted and booked against the purchase order before putaway? Picking — are pickers scanning the location, or picking from the nearest bin? Returns — are they booked back before being restocked? We found that returns were put on shelves a day before being received in the WMS. We started daily cycle counts on the problem aisles, did root cause analysis on each variance, fixed the returns process and retrained the team on scanning. Stock accuracy went from 94% to 99.2% in three months.",
    time_taken_seconds: 175,
  },
  {
    id: 'w-06',
    question: whStockCounts,
    category: 'mediocre',
    label: 4,
    reason: 'Recount and correct the numbers; no root cause or process fix.',
    answer_text:
      "I would do a full stock count again to check, and then correct the numbers in the system. I'd remind everyone to be more careful when picking and putting stock away.",
    time_taken_seconds: 40,
  },
  {
    id: 'w-07',
    question: whStockCounts,
    category: 'off_topic',
    label: 1,
    reason: 'A CV summary; nothing about stock differences.',
    answer_text:
      "I've worked in logistics for eight years, starting as a picker and then becoming a forklift driver and a shift supervisor. I really enjoy the fast pace of the warehouse and the feeling at the end of peak season when everything has gone out on time. I hold counterbalance and reach truck licences and a first aid certificate. I'm good with people and I've trained more than twenty new starters. I'm reliable, I've never missed a shift, and I'm happy to work nights and weekends. I think a team leader must be a good example to the team.",
    time_taken_seconds: 140,
  },
  {
    id: 'w-08',
    question: whStockCounts,
    category: 'keyword_stuffing',
    label: 2,
    reason: 'Term list without any method.',
    answer_text:
      'Cycle counts, root cause analysis, WMS, receiving, picking, returns, stock accuracy, variances, inventory management, KPIs, cycle counts, training, process, SKUs.',
    time_taken_seconds: 30,
  },
  {
    id: 'w-09',
    question: whStockCounts,
    category: 'short_precise',
    label: 8,
    reason: 'Concise and covers the whole method.',
    answer_text:
      'Find where variances cluster (SKU, location). Check goods-in, picking and returns for booking errors. Daily cycle counts on problem areas with root-cause per variance. Fix the process, retrain, track accuracy weekly.',
    time_taken_seconds: 60,
  },
  // Warehouse: late delivery
  {
    id: 'w-10',
    question: whLateDelivery,
    category: 'mediocre',
    label: 5,
    reason: 'Finds out and informs the customer; no alternatives or record.',
    answer_text:
      "I'd call the driver to find out what's happening and then let the customer know it's going to be late. Hopefully it arrives soon.",
    time_taken_seconds: 35,
  },
  {
    id: 'w-11',
    question: whLateDelivery,
    category: 'strong',
    label: 8,
    reason: 'Cause and new time, proactive call, alternatives, logged for patterns.',
    answer_text:
      "I'd call the carrier or driver to find out why it's late and get a realistic new arrival time. Then I'd call the customer before they have to chase us, apologise and give them the new time. If that time doesn't work for them, I look for alternatives: another vehicle, a partial delivery of the urgent items, or a courier for the critical part. Afterwards I log it with the cause so we can see if it keeps happening with that carrier or route.",
    time_taken_seconds: 110,
  },
  // Electrician: safe isolation
  {
    id: 'e-01',
    question: elecIsolation,
    category: 'strong',
    label: 9,
    reason: 'Complete safe isolation procedure including proving the tester before and after.',
    answer_text:
      'I identify the circuit from the schedule and confirm it, then switch off and isolate at the distribution board — the isolator or the breaker for that circuit. I fit a lock-off device and a danger tag with my name, and keep the key on me. Then I prove dead: check my approved voltage indicator on a proving unit, test between all conductors — L-N, L-E, N-E — at the point of work, and prove the tester again on the proving unit afterwards. Only then do I start. It’s the safe isolation procedure from the regs and GS38, and I never skip it even for a quick job.',
    time_taken_seconds: 115,
  },
  {
    id: 'e-02',
    question: elecIsolation,
    category: 'unsafe',
    label: 1,
    reason: 'Works live, skips the tester and the lock-off: dangerous.',
    answer_text:
      "Honestly, for small jobs like swapping a socket I often work live because it's quicker and the customer doesn't want the power off. If I do isolate, I just flip the breaker I think is right and skip the tester — I can tell from experience. Locking off is a bit over the top in houses; just tell the family not to touch the board.",
    time_taken_seconds: 75,
  },
  {
    id: 'e-03',
    question: elecIsolation,
    category: 'non_native',
    label: 8,
    reason: 'Non-native English; the full procedure in the right order.',
    answer_text:
      'First I find which circuit it is and I switch off on the board, then I put lock and tag so nobody switch on again. After I take my voltage tester, I test it on proving unit, then I test the circuit all combinations, line neutral earth, and again I test the tester on proving unit. Only after this I start the work. This is the regulation.',
    time_taken_seconds: 115,
  },
  {
    id: 'e-04',
    question: elecIsolation,
    category: 'short_precise',
    label: 8,
    reason: 'Terse but every step is there in order.',
    answer_text:
      'Identify circuit, isolate, lock off and tag. Prove tester on proving unit, test dead L-N, L-E, N-E, re-prove tester. Then work.',
    time_taken_seconds: 25,
  },
  {
    id: 'e-05',
    question: elecIsolation,
    category: 'keyword_stuffing',
    label: 2,
    reason: 'Jumbled, repeated terms; no procedure.',
    answer_text:
      'Safe isolation. Regulations, BS 7671, GS38, safe isolation, approved tester, isolation, lock off, tag, proving unit, prove dead, safety, circuit, isolation, source.',
    time_taken_seconds: 20,
  },
  // Electrician: job that went wrong
  {
    id: 'e-06',
    question: elecJobWentWrong,
    category: 'strong',
    label: 8,
    reason: 'Methodical fault-finding, safe interim solution, customer kept informed, proper fix.',
    answer_text:
      'I was replacing a consumer unit in a 1970s house, and when I did the insulation resistance tests before reconnecting, one of the lighting circuits read almost zero between line and earth. The customer needed power back that evening because of a young baby. I split the circuit and tested section by section until I found a nail through a cable under the bathroom floorboards. I explained the situation to the customer, showed her the damaged cable, and agreed to reconnect everything else and leave that circuit isolated and labelled overnight. Next morning I ran a new cable, retested everything, and issued the certificate. She got power back the same day and the fault was fixed properly rather than bodged.',
    time_taken_seconds: 170,
  },
  {
    id: 'e-07',
    question: elecJobWentWrong,
    category: 'weak',
    label: 3,
    reason: 'Vague: no diagnosis, no safety, only "sorted it out".',
    answer_text:
      "I had a job where the wiring was old and there were problems I didn't expect. It took longer than planned, but I sorted it out in the end and the customer was happy.",
    time_taken_seconds: 40,
  },
  {
    id: 'e-08',
    question: elecJobWentWrong,
    category: 'off_topic',
    label: 1,
    reason: 'Career background and qualifications instead of a job story.',
    answer_text:
      "I got into the trade through my uncle who ran his own electrical business, and I did my apprenticeship with him for four years. I enjoy the variety — every day is different, one day domestic, the next day a shop fit-out. I'm fully qualified with my 18th edition and I've done my 2391 inspection and testing. I have my own van and tools and a clean driving licence. I'm punctual and tidy, and customers often recommend me to their friends. In the future I'd like to get into solar PV and EV charger installations because that's where the industry is going.",
    time_taken_seconds: 150,
  },
  // Teacher: disruption
  {
    id: 't-01',
    question: teachDisruption,
    category: 'strong',
    label: 9,
    reason: 'Consistent policy, explores the cause, involves SENCO, tutor and parents, records patterns.',
    answer_text:
      "I apply the school's behaviour policy consistently — a calm reminder, then a warning, then a consequence — so the learner and the class know what to expect, and I avoid a public confrontation. But repeated disruption usually has a cause, so I'd talk to the student one-to-one after the lesson: is the work too hard or too easy, is something going on outside school? I'd check with the SENCO and the form tutor whether there's a known need. I'd contact the parents early, not only when it's bad, and agree a plan together, for example a seating change and a daily report card. And I'd record incidents on the system so patterns are visible.",
    time_taken_seconds: 145,
  },
  {
    id: 't-02',
    question: teachDisruption,
    category: 'mediocre',
    label: 4,
    reason: 'Sanctions and parents, but no attempt to understand the cause.',
    answer_text:
      "I would speak to the student and tell them their behaviour is not acceptable. If it carries on I'd send them out and let their parents know. Usually being firm works.",
    time_taken_seconds: 40,
  },
  {
    id: 't-03',
    question: teachDisruption,
    category: 'non_native',
    label: 8,
    reason: 'Non-native English; policy, cause and support all covered.',
    answer_text:
      'I follow the behaviour policy of the school, always same steps for everybody: warning, then consequence. But I also try understand why he is disrupting — maybe the work is too difficult or problem at home — so I talk with him alone after the lesson. If it continue, I contact the parents and the SEN coordinator to make plan together.',
    time_taken_seconds: 140,
  },
  {
    id: 't-04',
    question: teachDisruption,
    category: 'keyword_stuffing',
    label: 2,
    reason: 'Only terms, no approach.',
    answer_text:
      'Behaviour policy, consistency, consequences, understanding the cause, parents, support staff, SENCO, restorative practice, relationships, behaviour, policy, classroom management.',
    time_taken_seconds: 20,
  },
  // Teacher: safeguarding
  {
    id: 't-05',
    question: teachSafeguarding,
    category: 'short_precise',
    label: 9,
    reason: 'Short and exactly right on all three points, including no leading questions.',
    answer_text:
      "Listen calmly, don't ask leading questions, and don't promise to keep it secret — explain I have to pass it on. Report it straight away to the designated safeguarding lead, the same day. Write down exactly what was said, in the student's words, with date and time.",
    time_taken_seconds: 55,
  },
  {
    id: 't-06',
    question: teachSafeguarding,
    category: 'unsafe',
    label: 1,
    reason: 'Promises secrecy, will not report and investigates personally: unsafe safeguarding practice.',
    answer_text:
      "I'd reassure the child that whatever they tell me stays between us, because otherwise they won't trust me. I'd never tell anyone unless they said it was okay. I might contact the parents myself to ask what's going on at home, and I'd ask the child lots of questions to get the full story.",
    time_taken_seconds: 80,
  },
  {
    id: 't-07',
    question: teachSafeguarding,
    category: 'mediocre',
    label: 4,
    reason: 'Listens and tells someone senior, but not the DSL, not immediately, and keeps no record.',
    answer_text:
      "I'd listen to what they say and try to make them feel safe. Then I'd tell someone senior, probably the head of year, and keep an eye on the student.",
    time_taken_seconds: 45,
  },
  {
    id: 't-08',
    question: teachSafeguarding,
    category: 'empty',
    label: 0,
    reason: 'No answer.',
    answer_text: '   ',
    time_taken_seconds: 150,
  },
  // Teacher: formative assessment
  {
    id: 't-09',
    question: teachAssessment,
    category: 'strong',
    label: 9,
    reason: 'Concrete checks, a real misconception, re-teaching and grouping, feedback acted on.',
    answer_text:
      "In my Year 9 chemistry unit on bonding I start most lessons with three quick retrieval questions on mini-whiteboards so I can see every answer at once, and I end with an exit ticket. In one lesson, about half the class wrote that ionic bonds 'share' electrons, so the misconception was clear. Next lesson I re-taught electron transfer with a diagram, grouped the students who had it right onto an extension task, and worked with the others. I give feedback as one or two questions they have to answer in green pen at the start of the next lesson, so they actually act on it. The end-of-unit test showed that misconception had almost gone.",
    time_taken_seconds: 170,
  },
  {
    id: 't-10',
    question: teachAssessment,
    category: 'off_topic',
    label: 1,
    reason: 'Teaching philosophy and clubs; nothing about formative assessment.',
    answer_text:
      "I'm passionate about teaching because I believe every child deserves a great education. I was inspired by my own chemistry teacher who made lessons fun. I like building strong relationships with students and I run the after-school science club, where we built a weather station last year. I also think it's important to work closely with colleagues; I share resources on our department drive and I've led two CPD sessions on using technology in the classroom. Outside school I'm a keen hiker and I sometimes bring photos of rock formations into my geography-related lessons.",
    time_taken_seconds: 150,
  },
  {
    id: 't-11',
    question: teachAssessment,
    category: 'mediocre',
    label: 4,
    reason: 'Names quizzes and feedback, but no misconceptions or adaptation.',
    answer_text:
      'I use lots of different assessment methods like quizzes and tests, and I mark books regularly. I give feedback to students so they know how to improve.',
    time_taken_seconds: 30,
  },
  {
    id: 't-12',
    question: teachAssessment,
    category: 'weak',
    label: 2,
    reason: 'One word.',
    answer_text: 'Quizzes.',
    time_taken_seconds: 5,
  },
  // Marketing: underperforming campaign
  {
    id: 'm-01',
    question: mktUnderperforming,
    category: 'strong',
    label: 9,
    reason: 'Funnel diagnosis with numbers, focused tests, budget shift, honest stakeholder update.',
    answer_text:
      "I'd go through the funnel to find where it breaks: impressions, click-through rate, landing-page conversion, cost per lead. If CTR is fine but conversion is 0.8% against a 3% benchmark, the problem is the landing page, not the audience. Then I'd run focused tests — two new headlines on the landing page, or narrowing the audience from broad interests to a lookalike of existing customers — and move budget from the weakest ad sets to the ones that work. I'd tell the stakeholders honestly at the end of week one: here's where we are, here's what we're changing, and when we'll know if it worked.",
    time_taken_seconds: 140,
  },
  {
    id: 'm-02',
    question: mktUnderperforming,
    category: 'non_native',
    label: 8,
    reason: 'Non-native English; data, tests and stakeholder updates all there.',
    answer_text:
      'First I look the data of every step: how many people see the ad, how many click, how many convert on landing page. So I find where is the problem. Then I do A/B test, for example new message or different audience, and I move the budget to the ads which perform better. And I inform my manager and sales team every week what is the result and what I change.',
    time_taken_seconds: 145,
  },
  {
    id: 'm-03',
    question: mktUnderperforming,
    category: 'unsafe',
    label: 1,
    reason: 'Fake reviews, misreported bot traffic and mailing without consent: unethical.',
    answer_text:
      "I'd buy some followers and fake reviews to boost the numbers quickly, and report the clicks from the bot traffic as real leads so the dashboard looks good to the directors. We can also email the list we bought without consent — everyone does it. Nobody checks the details.",
    time_taken_seconds: 75,
  },
  {
    id: 'm-04',
    question: mktUnderperforming,
    category: 'mediocre',
    label: 5,
    reason: 'Touches all three points, but only vaguely.',
    answer_text:
      "I would look at the numbers to see what is going wrong and maybe change the creative or the budget. I'd also let my manager know.",
    time_taken_seconds: 40,
  },
  // Marketing: campaign with analytics
  {
    id: 'm-05',
    question: mktCampaign,
    category: 'strong',
    label: 9,
    reason: 'Goal and audience, execution, tracked metrics, optimisation and a lesson.',
    answer_text:
      'Last spring we launched a webinar campaign for finance teams at mid-size companies. The goal was 400 sign-ups and 60 sales-qualified leads in six weeks. We ran LinkedIn ads and a three-email sequence to our existing list, and I set up UTM tracking and a HubSpot dashboard from first touch to opportunity. After two weeks, email converted at 9% but LinkedIn was costing €180 per sign-up, so I cut the broad audience and shifted budget to retargeting, which brought the cost down to €70. We finished with 520 sign-ups and 74 SQLs. What I learned: set the attribution model with sales before launch — we argued about it for a week afterwards.',
    time_taken_seconds: 220,
  },
  {
    id: 'm-06',
    question: mktCampaign,
    category: 'keyword_stuffing',
    label: 2,
    reason: 'Acronym soup; no campaign described.',
    answer_text:
      'KPIs, ROI, CTR, CPC, CPA, CAC, LTV, attribution, funnel, conversion rate, A/B testing, optimisation, target audience, goals, metrics, dashboard, analytics, data-driven, growth.',
    time_taken_seconds: 30,
  },
  {
    id: 'm-07',
    question: mktCampaign,
    category: 'mediocre',
    label: 4,
    reason: 'A campaign, but no goal, vague metric and no learning.',
    answer_text:
      'We did a social media campaign for a product launch. We posted regularly and used some paid ads. We looked at engagement and it did well, so we were happy with the results and we learned a lot.',
    time_taken_seconds: 50,
  },
  {
    id: 'm-08',
    question: mktCampaign,
    category: 'off_topic',
    label: 1,
    reason: 'Brand philosophy and hobbies; no campaign or measurement.',
    answer_text:
      "I think brand is the most important asset a company has. Some of the best brands in the world, like Apple and Patagonia, don't sell products, they sell values, and customers become fans. In my view marketing should always start with the why. I read a lot of marketing books and I follow several podcasts, and I'm very creative — I design my own posters in Canva and I write poetry in my free time. I also believe in authenticity on social media, so I would want the brand to have a genuine, human voice.",
    time_taken_seconds: 200,
  },
  // Marketing: motivation
  {
    id: 'm-09',
    question: mktMotivation,
    category: 'strong',
    label: 8,
    reason: 'Specific motivation with an example and a link to the role.',
    answer_text:
      "I've spent four years in B2B demand generation, and what I enjoy most is the analytical side — like last year, rebuilding our lead scoring with sales and seeing conversion to opportunity go from 11% to 17%. This role caught my eye because you're building the marketing team from a small base and the job description mentions owning the funnel end to end, which is exactly what I want next. I also like that the product is for schools; my partner is a teacher, so I know how much time admin takes them.",
    time_taken_seconds: 85,
  },
  {
    id: 'm-10',
    question: mktMotivation,
    category: 'weak',
    label: 3,
    reason: 'Generic reasons that would fit any job.',
    answer_text:
      "I'm looking for a new challenge and I think this would be a great opportunity for me to grow. I enjoy marketing because it's creative and I like working with people.",
    time_taken_seconds: 20,
  },
  {
    id: 'm-11',
    question: mktMotivation,
    category: 'empty',
    label: 0,
    reason: 'No answer.',
    answer_text: '',
    time_taken_seconds: 90,
  },
];

const blindFileSchema = z.strictObject({
  questions: z.array(
    z.strictObject({
      key: z.string().min(1),
      profession: z.string().min(1),
      job_title: z.string().min(1),
      seniority: senioritySchema,
      required_skills: z.array(z.string().min(1)),
      question_text: z.string().min(10),
      question_type: z.enum(questionTypes),
      skill: z.string().min(1).nullable(),
      rubric: z.array(z.string().min(3)).min(3).max(5),
      time_limit_seconds: z.number().int().positive(),
    }),
  ),
  answers: z.array(
    z.strictObject({
      id: z.string().min(1),
      question_key: z.string().min(1),
      category: z.enum(answerCategories),
      label: z.number().int().min(0).max(10),
      second_label: z.number().int().min(0).max(10).optional(),
      reason: z.string().min(1),
      answer_text: z.string(),
      time_taken_seconds: z.number().int().nonnegative().nullable(),
    }),
  ),
});

/** The answers of a blind-written file, each with its question. */
function readBlindSet(file: string, holdout: boolean): LabelledAnswer[] {
  const parsed = blindFileSchema.parse(JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')));
  const questions = new Map(parsed.questions.map((question) => [question.key, question]));
  return parsed.answers.map(({ question_key, ...answer }) => {
    const question = questions.get(question_key);
    if (!question) throw new Error(`${file}: answer ${answer.id} names an unknown question ${question_key}`);
    return { ...answer, question, ...(holdout ? { holdout } : {}) };
  });
}

/** The frozen held-out file; its SHA-256 is checked by a test so that an edit cannot go unnoticed. */
export const HOLDOUT_FILE = 'blind-holdout.json';

/** The answers written and labelled blind (README.md beside this file), dev and held-out. */
export const BLIND_ANSWERS: readonly LabelledAnswer[] = [
  ...readBlindSet('blind-dev.json', false),
  ...readBlindSet('blind-dev-2.json', false),
  ...readBlindSet('blind-dev-3.json', false),
  ...readBlindSet('blind-dev-4.json', false),
  ...readBlindSet(HOLDOUT_FILE, true),
];

export const LABELLED_ANSWERS: readonly LabelledAnswer[] = [...HAND_WRITTEN_ANSWERS, ...BLIND_ANSWERS];
