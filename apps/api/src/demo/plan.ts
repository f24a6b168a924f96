import { shuffle } from '@talvio/ai/text';
import type { DemographicAnswers } from '@talvio/contracts/fairness';
import { type AnswerQuality, writeAnswer } from './answer-bank.ts';
import {
  type DemoJob,
  demoCities,
  demoCompanies,
  demoJobs,
  firstNames,
  lastNames,
  poolProfiles,
  poolTags,
} from './catalogue.ts';
import { createRandom, type Random } from './random.ts';

/**
 * The whole demo organisation as data, before anything is stored (docs/product/demo-data.md, **deterministic**):
 * a pure function of the seed and the number of candidates. Times are offsets in milliseconds before the moment of
 * generation, so the content repeats exactly while the dates follow the calendar.
 */
export const pipelineSteps = [
  'invited',
  'started',
  'expired',
  'cancelled',
  'completed',
  'evaluated',
] as const;
export type PipelineStep = (typeof pipelineSteps)[number];
export type PlannedDecision = 'auto' | 'none' | 'shortlisted' | 'rejected' | 'hired';

const hour = 3_600_000;
const day = 24 * hour;

export interface PlannedAnswer {
  text: string;
  quality: AnswerQuality;
  seconds: number;
}

export interface PlannedCandidate {
  name: string;
  email: string;
  jobKey: string;
  /** How well they answer, mostly; their earlier work follows it (**histories follow interviews**). */
  level: AnswerQuality;
  step: PipelineStep;
  invitedAgo: number;
  startedAgo: number | null;
  /** When the interview was finished (completed and evaluated), or cancelled. */
  endedAgo: number | null;
  /** Answers given: all of them when finished, a part when only started. */
  answers: PlannedAnswer[];
  decision: PlannedDecision;
  /** The roll a score-based decision uses, and when and by whom (index into the deciders) it is made. */
  decisionRoll: number;
  decidedAgo: number;
  decidedBy: number;
  demographics: DemographicAnswers | null;
}

export interface PoolProfile {
  name: string;
  email: string;
  phone: string;
  location: string;
  headline: string;
  skills: string[];
  tags: string[];
  /** The roles their résumé shows, latest first. */
  experience: PlannedRole[];
}

/** One role of a demo résumé; months are counted back from the day the résumé was written (its import). */
export interface PlannedRole {
  title: string;
  company: string;
  startMonthsAgo: number;
  /** Null: the person still holds it. */
  endMonthsAgo: number | null;
  duties: string[];
}

export interface DemoPlan {
  seed: number;
  jobs: DemoJob[];
  candidates: PlannedCandidate[];
  /** Profiles imported into the talent pool early on; some of these people are invited later. */
  pool: PoolProfile[];
  /** People never invited, imported the day before the generation. */
  newcomers: PoolProfile[];
}

/** Kept by the first candidates whatever N is, so even a small organisation shows every step and decision. */
const coverage: { jobKey: string; step: PipelineStep; quality: AnswerQuality; decision: PlannedDecision }[] =
  [
    { jobKey: 'frontend', step: 'invited', quality: 'medium', decision: 'none' },
    { jobKey: 'frontend', step: 'started', quality: 'medium', decision: 'none' },
    { jobKey: 'frontend', step: 'completed', quality: 'good', decision: 'none' },
    { jobKey: 'frontend', step: 'evaluated', quality: 'good', decision: 'shortlisted' },
    { jobKey: 'backend', step: 'expired', quality: 'medium', decision: 'none' },
    { jobKey: 'backend', step: 'cancelled', quality: 'medium', decision: 'none' },
    { jobKey: 'backend', step: 'evaluated', quality: 'poor', decision: 'rejected' },
    { jobKey: 'support', step: 'evaluated', quality: 'good', decision: 'hired' },
  ];

const stepWeights: Record<DemoJob['status'], Record<PipelineStep, number>> = {
  open: { invited: 13, started: 6, expired: 6, cancelled: 3, completed: 4, evaluated: 68 },
  paused: { invited: 8, started: 4, expired: 6, cancelled: 3, completed: 3, evaluated: 76 },
  closed: { invited: 0, started: 0, expired: 8, cancelled: 4, completed: 2, evaluated: 86 },
  draft: { invited: 0, started: 0, expired: 0, cancelled: 0, completed: 0, evaluated: 0 },
};

const genders = { female: 44, male: 44, non_binary: 3, another: 1, prefer_not_to_say: 6, skip: 2 } as const;
const ethnicities = {
  asian: 52,
  white: 14,
  black: 9,
  hispanic_latino: 8,
  two_or_more: 5,
  native_hawaiian_pacific_islander: 1,
  american_indian_alaska_native: 1,
  prefer_not_to_say: 8,
  skip: 2,
} as const;

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function person(random: Random, index: number) {
  const first = random.pick(firstNames);
  const last = random.pick(lastNames);
  return { name: `${first} ${last}`, email: `${ascii(first)}.${ascii(last)}.${index + 1}@example.test` };
}

function demographics(random: Random): DemographicAnswers | null {
  if (!random.chance(0.7)) return null;
  const gender = random.weighted(genders);
  const ethnicity = random.weighted(ethnicities);
  return { gender: gender === 'skip' ? null : gender, ethnicity: ethnicity === 'skip' ? null : ethnicity };
}

/** How many people answer at each level, in every hundred. */
const levelWeights: Record<AnswerQuality, number> = { good: 35, medium: 45, poor: 20 };

/** Each answer's quality: mostly the candidate's own level, sometimes one better or worse. */
function answerQuality(level: AnswerQuality, random: Random): AnswerQuality {
  const order: AnswerQuality[] = ['poor', 'medium', 'good'];
  const at = order.indexOf(level);
  const roll = random.next();
  if (roll < 0.15) return order[Math.max(0, at - 1)]!;
  if (roll > 0.85) return order[Math.min(2, at + 1)]!;
  return level;
}

function planCandidate(random: Random, index: number): PlannedCandidate {
  const jobs = demoJobs.filter((j) => j.weight > 0);
  const forced = coverage[index];
  const jobKey = forced?.jobKey ?? random.weighted(Object.fromEntries(jobs.map((j) => [j.key, j.weight])));
  const job = demoJobs.find((j) => j.key === jobKey)!;
  const step = forced?.step ?? random.weighted(stepWeights[job.status]);
  const level = forced?.quality ?? random.weighted(levelWeights);
  const { name, email } = person(random, index);
  // The window the job took interviews in: from a day after it was published until it was paused or closed.
  const opened = (job.createdDaysAgo - 1) * day;
  const ended = (job.endedDaysAgo ?? 0) * day + 6 * hour;
  const linkDays = job.input.interview?.link_expiry_days ?? 21;
  let invitedAgo: number;
  if (step === 'invited' || step === 'started') {
    // Still pending: sent within the link's life, before a pause.
    invitedAgo = random.between(Math.max(ended, 8 * hour), Math.min(opened, (linkDays - 3) * day));
  } else if (step === 'expired') {
    invitedAgo = random.between(Math.max(ended, (linkDays + 1) * day), opened);
  } else {
    invitedAgo = random.between(ended + 3 * day, opened);
  }
  const themes = job.themes;
  const answering = step === 'started' || step === 'completed' || step === 'evaluated';
  const answerCount = step === 'started' ? random.int(0, themes.length - 1) : answering ? themes.length : 0;
  const answers: PlannedAnswer[] = themes.slice(0, answerCount).map((theme) => {
    const quality = answerQuality(level, random);
    const text = writeAnswer(theme, quality, random);
    const seconds = text === '' ? random.int(5, 20) : random.int(45, quality === 'good' ? 170 : 120);
    return { text, quality, seconds };
  });
  const startedAgo = answering
    ? invitedAgo - random.between(2 * hour, Math.min(3 * day, invitedAgo / 3))
    : null;
  const took = answers.reduce((sum, a) => sum + a.seconds * 1000 + 20_000, 0);
  const endedAgo =
    step === 'completed' || step === 'evaluated'
      ? startedAgo! - took
      : step === 'cancelled'
        ? invitedAgo - random.between(day, 3 * day)
        : null;
  const decisionRoll = random.next();
  const decidedAgo = endedAgo === null ? 0 : Math.max(ended, endedAgo - random.between(4 * hour, 4 * day));
  return {
    name,
    email,
    jobKey,
    level,
    step,
    invitedAgo,
    startedAgo,
    endedAgo,
    answers,
    decision: forced?.decision ?? (step === 'evaluated' ? 'auto' : 'none'),
    decisionRoll,
    decidedAgo,
    decidedBy: random.int(0, 3),
    demographics: step === 'completed' || step === 'evaluated' ? demographics(random) : null,
  };
}

function poolProfile(
  random: Random,
  history: Random,
  who: { name: string; email: string },
  family: string,
  level: AnswerQuality,
): PoolProfile {
  const fit = poolProfiles[family] ?? poolProfiles.frontend!;
  // A few of the family's skills, in a drawn order.
  const skills = shuffle(random.next, fit.skills);
  skills.length = Math.min(skills.length, random.int(3, 5));
  return {
    ...who,
    phone: `+91 9${random.int(100_000_000, 999_999_999)}`,
    location: `${random.pick(demoCities)}, India`,
    headline: random.pick(fit.headlines),
    skills,
    tags: random.chance(0.4) ? [random.pick(poolTags)] : [],
    experience: workHistory(history, family, level),
  };
}

/** How a career looks at each level (docs/product/demo-data.md, **histories follow interviews**). */
const careers: Record<AnswerQuality, { roles: number[]; topRank: [number, number]; changedCareer: number }> =
  {
    // Two or three roles, at the top of the line of work now, rarely from another one.
    good: { roles: [2, 2, 3, 3, 3], topRank: [2, 2], changedCareer: 0.1 },
    medium: { roles: [1, 1, 1, 2, 2, 2, 2, 3, 3, 3], topRank: [1, 2], changedCareer: 0.25 },
    // Fewer roles, not yet senior, often coming from another line of work.
    poor: { roles: [1, 1, 2], topRank: [0, 1], changedCareer: 0.5 },
  };

/**
 * One to three roles, latest first, rising through the family's titles. Who interviews well has held more, and more
 * senior, roles in the job's line of work; who interviews poorly, fewer and more junior ones, and more often came
 * from another line of work. Drawn from its own generator, so the profiles' other fields are what they were before
 * résumés had histories.
 */
function workHistory(random: Random, family: string, level: AnswerQuality): PlannedRole[] {
  const career = careers[level];
  const families = Object.keys(poolProfiles);
  const n = random.pick(career.roles);
  const changedCareer = n > 1 && random.chance(career.changedCareer);
  const top = random.int(...career.topRank);
  const roles: PlannedRole[] = [];
  // Each line of work's duties in a drawn order, taken without repeats across the person's roles.
  const unused = new Map<string, string[]>();
  const dutiesOf = (key: string) => {
    if (!unused.has(key)) unused.set(key, shuffle(random.next, poolProfiles[key]!.duties));
    return unused.get(key)!;
  };
  let endMonthsAgo: number | null = random.chance(0.85) ? null : random.int(1, 6);
  for (let i = 0; i < n; i += 1) {
    const own = i === 0 || !changedCareer;
    const key = own ? family : random.pick(families.filter((f) => f !== family));
    // Latest first: the top of the career is the last of the titles held.
    const rank = Math.max(0, top - i);
    const start = (endMonthsAgo ?? 0) + random.int(12, 42);
    const duties = dutiesOf(key);
    roles.push({
      title: poolProfiles[key]!.roles[rank]!,
      company: random.pick(demoCompanies),
      startMonthsAgo: start,
      endMonthsAgo,
      duties: duties.splice(0, Math.min(duties.length, random.int(2, 3))),
    });
    endMonthsAgo = start + random.int(0, 4);
  }
  return roles;
}

/**
 * The decision a staff member makes on an evaluated interview with this score, or none (about half are not decided
 * yet). Closed jobs have their hires; open ones only shortlists so far.
 */
export function decide(
  planned: PlannedCandidate,
  score: number,
  jobStatus: DemoJob['status'],
): Exclude<PlannedDecision, 'auto'> {
  if (planned.decision !== 'auto') return planned.decision;
  const roll = planned.decisionRoll;
  if (jobStatus === 'closed') {
    if (score >= 60) return roll < 0.3 ? 'hired' : roll < 0.7 ? 'shortlisted' : 'rejected';
    return roll < 0.85 ? 'rejected' : 'none';
  }
  if (roll < 0.45) return 'none';
  if (score >= 60) return 'shortlisted';
  if (score >= 35) return roll < 0.75 ? 'shortlisted' : 'rejected';
  return 'rejected';
}

export function planDemo(seed: number, candidateCount: number): DemoPlan {
  const root = createRandom(seed);
  const people = root.fork('candidates');
  const candidates = Array.from({ length: candidateCount }, (_, i) => planCandidate(people, i));
  const poolRandom = root.fork('pool');
  const history = root.fork('history');
  const pool: PoolProfile[] = [];
  // About a third of the candidates were in the talent pool before they were invited.
  for (const c of candidates)
    if (poolRandom.chance(0.35)) pool.push(poolProfile(poolRandom, history, c, c.jobKey, c.level));
  // And a fifth as many people again were never invited.
  const families = Object.keys(poolProfiles);
  const newcomers = Array.from({ length: Math.round(candidateCount / 5) }, (_, i) =>
    poolProfile(
      poolRandom,
      history,
      person(poolRandom, candidateCount + i),
      poolRandom.pick(families),
      poolRandom.weighted(levelWeights),
    ),
  );
  return { seed, jobs: demoJobs, candidates, pool, newcomers };
}
