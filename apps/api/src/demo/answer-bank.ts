import type { JobQuestionInput } from '@talvio/contracts/jobs';
import { demoQuestions } from '@talvio/domain/demo';
import type { Random } from './random.ts';

/**
 * The demo interviews' questions and a small bank of answers to them, of good, medium and poor quality, written for
 * the demo data (docs/product/demo-data.md). `{n}`, `{m}` and `{p}` are filled with numbers the seed draws, so two
 * candidates with the same template still read a little differently.
 */
export type AnswerQuality = 'good' | 'medium' | 'poor';

export interface QuestionTheme {
  question: JobQuestionInput;
  answers: Record<AnswerQuality, readonly string[]>;
}

const [reactScreen, typedBoundary, disagreement] = demoQuestions;

const themes = {
  reactScreen: {
    question: { ...reactScreen, rubric: [...reactScreen.rubric] },
    answers: {
      good: [
        'The interview results table took {n}0 ms to render with 400 rows; I measured it with the React Profiler and a performance mark around the first paint. I memoised the row component, moved the filter state down and virtualised the list, and it rendered in {m} ms afterwards. The trade-off was a more complex table and keyboard navigation we had to test again.',
        'Our search page re-rendered on every keystroke. I recorded a profile before the change ({n}0 ms per keystroke), debounced the query, split the results into a memoised list and measured again: {m} ms. The cost was a short delay before results show, which we agreed with design was acceptable.',
      ],
      medium: [
        'I made a settings page faster by adding useMemo to a few expensive calculations. It felt quicker and the team said it was better, but I did not really measure it before.',
        'We had a slow dashboard, so I lazy loaded the charts. Lighthouse went up a bit, maybe {p} points, I did not keep the numbers.',
      ],
      poor: [
        'I usually just use React and it is fast enough, so I have not needed to optimise anything.',
        'I would rewrite it in a faster framework.',
      ],
    },
  },
  typedBoundary: {
    question: { ...typedBoundary, rubric: [...typedBoundary.rubric] },
    answers: {
      good: [
        'I treat the API as untrusted: every response is parsed with a zod schema at the client boundary, and the TypeScript types are inferred from those schemas, so nothing typed as any travels inward. Where the vendor publishes OpenAPI I generate the types and still validate at runtime; a parse failure is logged with the field that broke.',
        'Validation happens once, where the data enters: a schema per endpoint, types generated from it, and the rest of the code only sees parsed values. Unknown is allowed at the edge but never any, and a lint rule stops any from creeping in.',
      ],
      medium: [
        'I write interfaces for the responses I expect and cast the JSON to them. Sometimes the API changes and we find out in production, then I update the interface.',
        'We use TypeScript strict mode. For the messy endpoints I use any for now and add types later when there is time.',
      ],
      poor: [
        'TypeScript is mostly about autocomplete, so I do not worry much about it.',
        'I just use any, the API is untyped anyway.',
      ],
    },
  },
  disagreement: {
    question: { ...disagreement, rubric: [...disagreement.rubric] },
    answers: {
      good: [
        'Situation: a colleague wanted one shared service for all notifications and I thought it would become a bottleneck. I wrote down both options with the load numbers we expected, we built a small spike of each in {n} days, and we chose a queue per channel. The result held up at {m} times the traffic, and the lesson for me was to argue with data early instead of in review comments.',
        'We disagreed on whether to release a feature behind a flag or wait a sprint. I listened to her concerns about support load, proposed a limited rollout to {p}% of customers and agreed on the metric that would stop it. We shipped, the support tickets stayed flat, and I learned to turn disagreements into an experiment we both accept.',
      ],
      medium: [
        'A teammate and I disagreed about the folder structure. We talked about it in a meeting and in the end we did it his way, which was fine.',
        'I disagreed with a design once. I told the lead and we discussed it, and we kept the original plan because of the deadline.',
      ],
      poor: [
        'I do not really disagree with people, I just do what the team decides.',
        'I was right, so I built it my way and they saw it worked.',
      ],
    },
  },
  apiLatency: {
    question: {
      text: 'An API endpoint has become slow in production. How do you find the cause and fix it?',
      type: 'technical',
      skill: 'PostgreSQL',
      difficulty: 'medium',
      time_limit_seconds: 180,
      rubric: [
        'Measures before guessing',
        'Finds the cause in traces or query plans',
        'Verifies the fix with numbers',
      ],
    },
    answers: {
      good: [
        'First I look at the p95 latency and traces to see where the time goes, not guess. Last time the trace showed one query taking {n}0 ms; EXPLAIN ANALYZE showed a sequential scan, so I added a composite index and removed an N+1 in the serializer. p95 went from {n}00 ms to {m}0 ms and I kept a dashboard alert on it.',
        'I reproduce it with production-like data, read the traces and the query plan, and check connection pool waits. In our case the pool was exhausted by a slow report; moving it to a read replica and adding a timeout brought p95 back under {m}0 ms, which I confirmed on the latency dashboard for a week.',
      ],
      medium: [
        'I would check the logs and see which part is slow, then maybe add caching with Redis. Caching usually fixes it.',
        'I add more servers first so users are not affected, and then look at the code to see what changed recently.',
      ],
      poor: [
        'I would restart the service and see if it helps.',
        'Probably the database is slow, so I would ask the DBA.',
      ],
    },
  },
  schemaChange: {
    question: {
      text: 'How would you change a large database table without downtime, for example renaming a column?',
      type: 'technical',
      skill: 'PostgreSQL',
      difficulty: 'hard',
      time_limit_seconds: 180,
      rubric: [
        'Splits the change into backward-compatible steps',
        'Backfills safely in batches',
        'Plans a rollback',
      ],
    },
    answers: {
      good: [
        'I never rename in place. Add the new column, deploy code that writes both, backfill in batches of {n} thousand rows with a pause between them, switch reads, and only drop the old column a release later. Every step is backward compatible, so rolling back is just deploying the previous version.',
        'Expand and contract: a new column and a trigger or dual writes, a batched backfill that I can stop and resume, then reads move over behind a flag. I watch lock waits during the backfill, and the old column stays until we are sure, which is the rollback plan.',
      ],
      medium: [
        'I would do the migration at night when traffic is low and tell the team in advance, so if something breaks we can fix it quickly.',
        'We use an ORM migration for the rename and run it during deployment; it is usually fast enough.',
      ],
      poor: ['Just run ALTER TABLE, it is fine.', 'I have not done this, the DBA team handles it.'],
    },
  },
  metricDrop: {
    question: {
      text: 'A key metric dropped 15% overnight. Walk us through how you would investigate it.',
      type: 'situational',
      skill: 'SQL',
      difficulty: 'medium',
      time_limit_seconds: 180,
      rubric: [
        'Checks data quality first',
        'Segments the drop',
        'Communicates findings with a recommendation',
      ],
    },
    answers: {
      good: [
        "First I check whether it is real: did the pipeline run, did tracking change, are yesterday's rows complete. Then I segment by platform, country and acquisition channel; last time the whole drop was Android after release {n}.{m}, where an event stopped firing. I wrote a short note with the evidence and a recommendation to hotfix and backfill, and shared it with product the same morning.",
        'I separate data problems from real behaviour: row counts, late partitions, a changed definition. Then I break the metric down by segment until the drop concentrates somewhere, compare with the same weekday, and send a summary with what we know, what we do not, and what I recommend.',
      ],
      medium: [
        'I would look at the dashboard and compare with last week, then ask the product team if anything changed.',
        'I would write a SQL query to see which days were affected and send the results to my manager.',
      ],
      poor: ['Metrics go up and down, I would wait a few days.', 'I would tell the team the metric dropped.'],
    },
  },
  queryCheck: {
    question: {
      text: 'How do you make sure a SQL query or dashboard you built gives the right numbers?',
      type: 'technical',
      skill: 'SQL',
      difficulty: 'medium',
      time_limit_seconds: 150,
      rubric: [
        'Reconciles with a trusted source',
        'Tests edge cases such as duplicates and nulls',
        'Documents definitions',
      ],
    },
    answers: {
      good: [
        'I reconcile totals against a trusted source, such as the finance report, within a tolerance I agree in advance. I test joins for duplicates by counting keys before and after, check how nulls and time zones are handled, and write the metric definition next to the chart so others read it the same way.',
        'I build it in small steps and check row counts after every join, then compare a few individual records by hand with the source system. Edge cases get their own checks: refunds, test accounts, missing dates. The definitions go into the dashboard description.',
      ],
      medium: [
        'I compare the result with what I expect and ask a colleague to review the query.',
        'If the numbers look reasonable I publish it, and people tell me if something is wrong.',
      ],
      poor: ['The query runs without errors, so the numbers are right.', 'I trust the database.'],
    },
  },
  usabilityTest: {
    question: {
      text: 'Tell us about a usability test that changed one of your designs. What did you learn?',
      type: 'behavioural',
      skill: 'User Research',
      difficulty: 'medium',
      time_limit_seconds: 180,
      rubric: [
        'Describes how the test was run',
        'Names a concrete finding',
        'Shows what changed and its effect',
      ],
    },
    answers: {
      good: [
        'I ran moderated tests with {n} recruiters on a prototype of the new pipeline view. {m} of them missed the bulk action because it only appeared on hover, so I made it a visible toolbar. In the follow-up test everyone found it, and after launch bulk actions went up by {p}%.',
        'We tested the onboarding flow with five new customers over video. The finding was that people did not understand the word "workspace", so we renamed it and moved the invite step later. Completion of onboarding rose from {n}0% to {m}0% in the next month.',
      ],
      medium: [
        'We did a test with some users and they liked the design, but they asked for a dark mode, so we added it to the backlog.',
        'I showed the design to colleagues from sales and changed the colours based on their feedback.',
      ],
      poor: ['I trust my own taste, so I do not do many tests.', 'The research team does that part.'],
    },
  },
  designTradeoff: {
    question: {
      text: 'How do you decide between a simpler design that ships sooner and a richer one that takes longer?',
      type: 'situational',
      skill: null,
      difficulty: 'medium',
      time_limit_seconds: 150,
      rubric: [
        'Weighs user impact against cost',
        'Involves engineering early',
        'Plans how to learn after release',
      ],
    },
    answers: {
      good: [
        'I start from the user problem and the cost of being wrong. With engineering I estimate both options, then ship the simpler one when it solves the core job and we can measure it, with a clear follow-up if the metric does not move. Last quarter that meant releasing in {n} weeks instead of {m}, and the data showed we did not need the richer version.',
        'It depends on how reversible it is. For a reversible change I ship the simple version behind a flag and learn; for something that shapes habits, like navigation, I spend longer. I always involve the engineers early so the estimate is real.',
      ],
      medium: [
        'I usually go with the simpler one because deadlines matter more.',
        'I ask the product manager to decide.',
      ],
      poor: ['I always do the richer design, quality is what matters.', 'Whatever is faster.'],
    },
  },
  discoveryCall: {
    question: {
      text: 'How do you run a discovery call with a new prospect?',
      type: 'situational',
      skill: 'Sales',
      difficulty: 'medium',
      time_limit_seconds: 150,
      rubric: [
        'Prepares with research on the account',
        'Asks open questions about pain and impact',
        'Agrees a clear next step',
      ],
    },
    answers: {
      good: [
        'I research the account first: recent hiring, funding and who else is on the call. In the call I ask open questions about how they hire today, what it costs them and who feels the pain, and I quantify it, for example {n} hours a week of screening. I close by agreeing a concrete next step with a date, like a demo with the head of talent.',
        'Preparation, then listening. I have three or four open questions about their current process and its impact, I summarise back what I heard, and I only pitch once I know the problem. Every call ends with a next step in the calendar, otherwise it was not a good call.',
      ],
      medium: [
        'I introduce our product and show the main features, then ask if they have questions.',
        'I follow the script from marketing and try to book a demo at the end.',
      ],
      poor: ['I just call and see what happens.', 'I send them the pricing first.'],
    },
  },
  lostDeal: {
    question: {
      text: 'Tell us about a deal you lost. What did you learn from it?',
      type: 'behavioural',
      skill: 'Sales',
      difficulty: 'medium',
      time_limit_seconds: 150,
      rubric: [
        'Describes the deal honestly',
        'Takes ownership of their part',
        'Names what they changed afterwards',
      ],
    },
    answers: {
      good: [
        'We lost a {n}0k deal at the last step, and honestly it was my mistake: I had only talked to the champion and never met the finance lead, who chose a cheaper tool. I own my part in that. What I changed afterwards is that I map every buyer in the first two weeks and ask who signs; my win rate went up by {p} points that year.',
        'The deal, honestly: a logistics company went silent after a pilot I ran. My part in it was that I never agreed success criteria, so the pilot could not prove anything, and I take ownership of that. What I changed afterwards: every pilot now starts with written criteria and a review date, and I have not lost one that way since.',
      ],
      medium: [
        'We lost a deal on price. The competitor was cheaper, there was not much I could do.',
        'The customer changed their budget, so the deal was lost.',
      ],
      poor: ['I do not really lose deals.', 'The product was missing features.'],
    },
  },
  motivation: {
    question: {
      text: 'Why do you want this role, and what would you like to achieve in your first six months?',
      type: 'motivation',
      skill: null,
      difficulty: 'easy',
      time_limit_seconds: 120,
      rubric: [
        'Connects their experience to the role',
        'Names specific goals',
        'Shows knowledge of the company',
      ],
    },
    answers: {
      good: [
        'My {n} years of experience in similar roles connect directly to this role: I have done this work for customers like yours. I know the company builds structured AI interviews and cares about fair hiring, which is why I applied. My specific goals for six months: own my area, cut response time by {p}%, and train new colleagues on the product.',
        'I know the company from its work on fair, structured interviews, and my experience in a similar role connects to what this role needs. My specific goals: learn how the team works in month one, take a full workload by month three and, by month six, lead one improvement project with a measurable goal.',
      ],
      medium: [
        'It looks like a good company and I want to grow. I hope to learn a lot in six months.',
        'I am looking for a new challenge and this role fits my experience.',
      ],
      poor: ['I need a job.', 'The salary is good.'],
    },
  },
  upsetCustomer: {
    question: {
      text: 'A customer writes in, angry that they were charged twice. How do you handle it?',
      type: 'situational',
      skill: 'Customer Support',
      difficulty: 'easy',
      time_limit_seconds: 150,
      rubric: [
        "Acknowledges the customer's frustration",
        'Checks the facts before promising',
        'Resolves and follows up',
      ],
    },
    answers: {
      good: [
        "I acknowledge the customer's frustration first: being charged twice is stressful. Then I check the facts in the payment records before promising anything; if it is a real duplicate I resolve it with a refund, tell them it arrives in {n} working days, and follow up on that day to confirm it landed.",
        'I acknowledge the frustration and apologise, then check the facts: I look up both charges before promising anything. I resolve it by refunding the duplicate, explain what happened in plain words, and follow up a few days later to check the refund landed.',
      ],
      medium: [
        'I apologise and forward the ticket to the billing team.',
        'I tell them the refund will come and close the ticket.',
      ],
      poor: ['I tell them to contact their bank.', 'I wait until they calm down.'],
    },
  },
  escalation: {
    question: {
      text: 'When do you escalate a support case to engineering, and how do you write the escalation?',
      type: 'technical',
      skill: 'Customer Support',
      difficulty: 'medium',
      time_limit_seconds: 150,
      rubric: ['Reproduces the issue first', 'Gives clear steps and impact', 'Keeps the customer informed'],
    },
    answers: {
      good: [
        'I escalate when I can reproduce a defect or when it blocks a customer and no workaround exists. The ticket has steps to reproduce, expected and actual result, screenshots, the account, and the impact, for example {n} customers affected. I tell the customer what happens next and update them every day until it is fixed.',
        'Only after I have tried to reproduce it and checked known issues. A good escalation is short: what happens, how to see it, who is affected and how badly. Then I keep the customer informed so engineering does not have to.',
      ],
      medium: [
        "When I cannot solve it myself, I send it to engineering with the customer's message.",
        'I escalate urgent cases and mark them as high priority.',
      ],
      poor: ['I escalate everything to be safe.', 'Engineering should look at all bugs.'],
    },
  },
  sourcing: {
    question: {
      text: 'How would you find candidates for a hard-to-fill senior engineering role?',
      type: 'situational',
      skill: 'Sourcing candidates',
      difficulty: 'medium',
      time_limit_seconds: 150,
      rubric: [
        'Clarifies the role with the hiring manager',
        'Uses several sourcing channels',
        'Measures and adjusts the outreach',
      ],
    },
    answers: {
      good: [
        'I start with an intake meeting to separate must-haves from nice-to-haves. Then I source on several channels: our talent pool, referrals, open-source contributors and targeted searches. I write personal messages, track the reply rate per channel, last time {p}% from referrals against {m}% cold, and move effort to what works.',
        'Calibrate first: I send the hiring manager {n} sample profiles and learn from which ones they reject. Then a mix of channels with a tracked funnel, and a weekly review of which messages get replies.',
      ],
      medium: [
        'I post the job on LinkedIn and job boards and wait for applications.',
        'I search LinkedIn with the keywords from the job description.',
      ],
      poor: ['I use an agency.', 'Senior people come to us if the salary is right.'],
    },
  },
  candidateExperience: {
    question: {
      text: 'What do you do to give candidates a good experience, including the ones you reject?',
      type: 'behavioural',
      skill: null,
      difficulty: 'easy',
      time_limit_seconds: 120,
      rubric: ['Communicates promptly', 'Gives useful feedback', 'Asks candidates for their view'],
    },
    answers: {
      good: [
        'Every candidate hears from us within {n} working days of each step, rejections included. Where I can, I give one or two concrete points of feedback. After the process we send a short survey, and when scores dipped last year I shortened the take-home task because of it.',
        'Speed and honesty: I say what the steps are, when they will hear back, and I keep that promise. Rejected candidates get a personal note with feedback, and I ask for their view of the process so we can improve it.',
      ],
      medium: [
        'I send a rejection e-mail template to everyone we do not hire.',
        'I try to answer candidate e-mails when I have time.',
      ],
      poor: ['Rejected candidates do not need to hear from us.', "That is the hiring manager's job."],
    },
  },
  incident: {
    question: {
      text: 'Describe how you handled a production incident from the first alert to the post-mortem.',
      type: 'behavioural',
      skill: 'Kubernetes',
      difficulty: 'medium',
      time_limit_seconds: 180,
      rubric: [
        'Stabilises the system first',
        'Communicates during the incident',
        'Leads a blameless post-mortem',
      ],
    },
    answers: { good: [], medium: [], poor: [] },
  },
  campaign: {
    question: {
      text: 'Tell us about a campaign that did not perform as planned. What did you change?',
      type: 'behavioural',
      skill: 'Marketing',
      difficulty: 'medium',
      time_limit_seconds: 150,
      rubric: [
        'States the goal and the result',
        'Explains the analysis',
        'Describes the change and its effect',
      ],
    },
    answers: { good: [], medium: [], poor: [] },
  },
} satisfies Record<string, QuestionTheme>;

export type ThemeName = keyof typeof themes;
export const questionThemes: Record<ThemeName, QuestionTheme> = themes;

/** Said when a candidate skips a question: an empty answer is allowed and scores 0. */
const skipped = '';

/** One answer to a theme's question in the given quality, its numbers drawn from `random`. */
export function writeAnswer(theme: ThemeName, quality: AnswerQuality, random: Random): string {
  if (quality === 'poor' && random.chance(0.1)) return skipped;
  const templates = questionThemes[theme].answers[quality];
  if (templates.length === 0) throw new Error(`no ${quality} answers for ${theme}`);
  return random
    .pick(templates)
    .replaceAll('{n}', String(random.int(2, 9)))
    .replaceAll('{m}', String(random.int(2, 9)))
    .replaceAll('{p}', String(random.int(12, 40)));
}
