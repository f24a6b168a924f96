import type { JobInsights, QuestionInsight, RankedInterview } from '@talvio/contracts/job-insights';
import { rankingLimit } from '@talvio/contracts/job-insights';
import {
  funnelOf,
  mean,
  quantile,
  roundTo,
  scoreHistogram,
  separation,
  stepReached,
} from '@talvio/domain/job-insights';
import type { AppContext } from '../../context.ts';
import { csvFile } from '../../csv.ts';
import { notFound } from '../../errors.ts';
import {
  answerFigures,
  candidateEmails,
  evaluatedAnswerScores,
  findInsightJob,
  listInsightInterviews,
  listInsightQuestions,
  removedQuestions,
  rubricFigures,
} from './insights.repository.ts';

type Deps = Pick<AppContext, 'db'>;
type Interview = Awaited<ReturnType<typeof listInsightInterviews>>[number];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const rounded = (value: number | null, digits = 1) => (value === null ? null : roundTo(value, digits));

/** Evaluated interviews, best first; ties by who finished first. */
function ranked(interviews: readonly Interview[]): (Interview & { score: number })[] {
  return interviews
    .filter((row): row is Interview & { score: number } => row.score !== null)
    .sort(
      (a, b) =>
        b.score - a.score || (a.completedAt?.getTime() ?? 0) - (b.completedAt?.getTime() ?? 0) || a.id - b.id,
    );
}

async function loadJob(deps: Deps, organisationId: number, jobId: number) {
  const job = await findInsightJob(deps.db, organisationId, jobId);
  if (!job) throw notFound('The job');
  return job;
}

/** The job's questions in order, then any answered question removed from the job since. */
async function questionsOf(
  deps: Deps,
  organisationId: number,
  jobId: number,
  answeredIds: readonly string[],
) {
  const current = await listInsightQuestions(deps.db, organisationId, jobId);
  const known = new Set(current.map((question) => question.id));
  const removed = await removedQuestions(
    deps.db,
    organisationId,
    jobId,
    answeredIds.filter((id) => !known.has(id)),
  );
  return [
    ...current.map((question) => ({ ...question, current: true })),
    ...removed.map((question) => ({ ...question, current: false })),
  ];
}

/** GET /api/jobs/{id}/insights (docs/product/job-insights.md). */
export async function getJobInsights(
  deps: Deps,
  organisationId: number,
  jobId: number,
): Promise<JobInsights> {
  const job = await loadJob(deps, organisationId, jobId);
  const [interviews, answers, rubric] = await Promise.all([
    listInsightInterviews(deps.db, organisationId, jobId),
    answerFigures(deps.db, organisationId, jobId),
    rubricFigures(deps.db, organisationId, jobId),
  ]);
  const questions = await questionsOf(
    deps,
    organisationId,
    jobId,
    answers.map((row) => row.questionId),
  );

  const funnel = funnelOf(
    interviews.map((row) =>
      stepReached({
        started: row.startedAt !== null,
        completed: row.completedAt !== null,
        evaluated: row.score !== null,
        decision: row.decision,
      }),
    ),
  );
  const finished = interviews.filter((row) => row.startedAt && row.completedAt);
  const minutes = finished.map((row) => (row.completedAt!.getTime() - row.startedAt!.getTime()) / MINUTE);
  const days = finished.map((row) => (row.completedAt!.getTime() - row.invitedAt.getTime()) / DAY);
  const best = ranked(interviews);

  const leftAt = new Map<string, number>();
  for (const row of interviews) {
    if (row.leftAt) leftAt.set(row.leftAt, (leftAt.get(row.leftAt) ?? 0) + 1);
  }
  const figures = new Map(answers.map((row) => [row.questionId, row]));
  const metCounts = new Map(rubric.map((row) => [`${row.questionId}\u0000${row.point}`, row.met]));
  const questionInsights: QuestionInsight[] = questions.map((question, index) => {
    const figure = figures.get(question.id);
    const evaluated = figure?.evaluated ?? 0;
    const spread = figure?.spread === null || figure?.spread === undefined ? null : Number(figure.spread);
    return {
      id: question.id,
      position: index + 1,
      text: question.text,
      skill: question.skill,
      current: question.current,
      answered: figure?.answered ?? 0,
      left_here: leftAt.get(question.id) ?? 0,
      evaluated,
      average_score: figure?.average === null || !figure ? null : rounded(Number(figure.average)),
      spread: rounded(spread, 2),
      separates: separation(evaluated, spread),
      median_seconds:
        figure?.medianSeconds === null || !figure ? null : Math.round(Number(figure.medianSeconds)),
      rubric: question.rubric.map((point) => ({
        point,
        met_share:
          evaluated === 0
            ? null
            : roundTo((metCounts.get(`${question.id}\u0000${point}`) ?? 0) / evaluated, 4),
      })),
    };
  });

  // Per skill: the questions that test it, their evaluated answers weighed together.
  const skills = new Map<string, { questions: number; evaluated: number; total: number }>();
  for (const question of questionInsights) {
    if (!question.skill) continue;
    const entry = skills.get(question.skill) ?? { questions: 0, evaluated: 0, total: 0 };
    entry.questions += 1;
    entry.evaluated += question.evaluated;
    entry.total += (question.average_score ?? 0) * question.evaluated;
    skills.set(question.skill, entry);
  }

  return {
    job: { id: job.id, title: job.title, status: job.status },
    funnel,
    ended: {
      expired: interviews.filter((row) => row.status === 'expired').length,
      cancelled: interviews.filter((row) => row.status === 'cancelled').length,
    },
    time_to_complete: {
      median_minutes: rounded(quantile(minutes, 0.5)),
      p90_minutes: rounded(quantile(minutes, 0.9)),
      median_days_from_invitation: rounded(quantile(days, 0.5)),
    },
    score_histogram: scoreHistogram(best.map((row) => row.score)),
    average_score: rounded(mean(best.map((row) => row.score))),
    questions: questionInsights,
    skills: [...skills].map(([skill, entry]) => ({
      skill,
      questions: entry.questions,
      evaluated: entry.evaluated,
      average_score: entry.evaluated === 0 ? null : roundTo(entry.total / entry.evaluated, 1),
    })),
    ranking: best.slice(0, rankingLimit).map(toRanked),
    ranking_total: best.length,
  };
}

function toRanked(row: Interview & { score: number }): RankedInterview {
  return {
    job_candidate_id: row.id,
    candidate_id: row.candidateId,
    name: row.name,
    score: row.score,
    recommendation: row.recommendation,
    decision: row.decision,
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

/**
 * GET /api/jobs/{id}/insights.csv: every evaluated interview, best first, with its score per question (the
 * job's questions in order), for a spreadsheet.
 */
export async function getJobInsightsCsv(
  deps: Deps,
  organisationId: number,
  jobId: number,
): Promise<{ fileName: string; csv: string }> {
  const job = await loadJob(deps, organisationId, jobId);
  const interviews = await listInsightInterviews(deps.db, organisationId, jobId);
  const best = ranked(interviews);
  const [scores, emails, questions] = await Promise.all([
    evaluatedAnswerScores(
      deps.db,
      organisationId,
      best.map((row) => row.id),
    ),
    candidateEmails(
      deps.db,
      organisationId,
      best.map((row) => row.candidateId),
    ),
    listInsightQuestions(deps.db, organisationId, jobId),
  ]);
  const scoreOf = new Map(scores.map((row) => [`${row.jobCandidateId}\u0000${row.questionId}`, row.score]));
  const header = [
    'rank',
    'name',
    'email',
    'score',
    'recommendation',
    'decision',
    'started_at',
    'completed_at',
    ...questions.map((_, index) => `q${index + 1}_score`),
  ];
  const rows = best.map((row, index) => [
    index + 1,
    row.name,
    emails.get(row.candidateId) ?? null,
    row.score,
    row.recommendation,
    row.decision,
    row.startedAt?.toISOString() ?? null,
    row.completedAt?.toISOString() ?? null,
    ...questions.map((question) => {
      const score = scoreOf.get(`${row.id}\u0000${question.id}`);
      return score === undefined || score === null ? null : roundTo(Number(score), 1);
    }),
  ]);
  const slug = job.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return { fileName: `insights-${slug || 'job'}-${job.id}.csv`, csv: csvFile(header, rows) };
}
