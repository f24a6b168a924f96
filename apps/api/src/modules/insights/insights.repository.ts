import type { Database } from '@talvio/db/client';
import {
  candidates,
  demographicAnswers,
  interviewAnswers,
  jobCandidates,
  jobQuestions,
  jobs,
} from '@talvio/db/schema';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';

/** The job an insight is about, when it is the organisation's. */
export async function findInsightJob(db: Database, organisationId: number, jobId: number) {
  const [row] = await db
    .select({ id: jobs.id, title: jobs.title, status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.organisationId, organisationId), eq(jobs.id, jobId)));
  return row ?? null;
}

export async function listInsightQuestions(db: Database, organisationId: number, jobId: number) {
  return db
    .select({
      id: jobQuestions.id,
      text: jobQuestions.text,
      skill: jobQuestions.skill,
      rubric: jobQuestions.rubric,
    })
    .from(jobQuestions)
    .where(and(eq(jobQuestions.organisationId, organisationId), eq(jobQuestions.jobId, jobId)))
    .orderBy(asc(jobQuestions.position));
}

const answersOf = sql<number>`(select count(*) from ${interviewAnswers} where ${interviewAnswers.jobCandidateId} = ${jobCandidates.id})::int`;

/**
 * Every interview of the job with what the funnel and the ranking need; for an interview started and left
 * unfinished, the question that was next when the candidate left (its snapshot's question after the answers given).
 */
export async function listInsightInterviews(db: Database, organisationId: number, jobId: number) {
  return db
    .select({
      id: jobCandidates.id,
      candidateId: jobCandidates.candidateId,
      name: candidates.name,
      status: jobCandidates.status,
      decision: jobCandidates.decision,
      invitedAt: jobCandidates.invitedAt,
      startedAt: jobCandidates.startedAt,
      completedAt: jobCandidates.completedAt,
      score: jobCandidates.score,
      recommendation: jobCandidates.recommendation,
      leftAt: sql<
        string | null
      >`case when ${jobCandidates.startedAt} is not null and ${jobCandidates.completedAt} is null then ${jobCandidates.questions} -> ${answersOf} ->> 'id' end`,
    })
    .from(jobCandidates)
    .innerJoin(candidates, eq(candidates.id, jobCandidates.candidateId))
    .where(and(eq(jobCandidates.organisationId, organisationId), eq(jobCandidates.jobId, jobId)));
}

const answerScore = sql<number>`(${interviewAnswers.evaluation} ->> 'score')::float8`;
const ofJob = (organisationId: number, jobId: number) =>
  and(
    eq(interviewAnswers.organisationId, organisationId),
    eq(jobCandidates.organisationId, organisationId),
    eq(jobCandidates.jobId, jobId),
  );

/** Per question: answers given, answers evaluated, the mean and spread of their scores, the median time taken. */
export async function answerFigures(db: Database, organisationId: number, jobId: number) {
  return db
    .select({
      questionId: interviewAnswers.questionId,
      answered: sql<number>`(count(*) filter (where btrim(${interviewAnswers.text}) <> '' or coalesce(btrim(${interviewAnswers.transcript}), '') <> ''))::int`,
      evaluated: sql<number>`count(${interviewAnswers.evaluation})::int`,
      average: sql<number | null>`avg(${answerScore})`,
      spread: sql<number | null>`stddev_samp(${answerScore})`,
      medianSeconds: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${interviewAnswers.timeTakenSeconds})`,
    })
    .from(interviewAnswers)
    .innerJoin(jobCandidates, eq(jobCandidates.id, interviewAnswers.jobCandidateId))
    .where(ofJob(organisationId, jobId))
    .groupBy(interviewAnswers.questionId);
}

/** Per question and rubric point: how many evaluated answers met it. */
export async function rubricFigures(db: Database, organisationId: number, jobId: number) {
  const point = sql<string>`met.point`;
  return db
    .select({ questionId: interviewAnswers.questionId, point, met: sql<number>`count(*)::int` })
    .from(interviewAnswers)
    .innerJoin(jobCandidates, eq(jobCandidates.id, interviewAnswers.jobCandidateId))
    .innerJoin(
      sql`jsonb_array_elements_text(${interviewAnswers.evaluation} -> 'rubric_met') as met(point)`,
      sql`true`,
    )
    .where(and(ofJob(organisationId, jobId), isNotNull(interviewAnswers.evaluation)))
    .groupBy(interviewAnswers.questionId, point);
}

/**
 * Questions answered in this job's interviews that are no longer among its questions: their text, skill and
 * rubric as the interviews' snapshots have them.
 */
export async function removedQuestions(
  db: Database,
  organisationId: number,
  jobId: number,
  questionIds: readonly string[],
) {
  if (questionIds.length === 0) return [];
  const result = (await db.execute(sql`
    select distinct on (q ->> 'id') q ->> 'id' as id, q ->> 'text' as text, q ->> 'skill' as skill,
      q -> 'rubric' as rubric
    from ${jobCandidates}, jsonb_array_elements(${jobCandidates.questions}) as q
    where ${jobCandidates.organisationId} = ${organisationId} and ${jobCandidates.jobId} = ${jobId}
      and q ->> 'id' in (${sql.join(
        questionIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    order by q ->> 'id'`)) as unknown as {
    rows: { id: string; text: string; skill: string | null; rubric: string[] }[];
  };
  return result.rows;
}

/** The evaluated interviews' answer scores, for the CSV export's column per question. */
export async function evaluatedAnswerScores(db: Database, organisationId: number, jobCandidateIds: number[]) {
  if (jobCandidateIds.length === 0) return [];
  return db
    .select({
      jobCandidateId: interviewAnswers.jobCandidateId,
      questionId: interviewAnswers.questionId,
      score: answerScore,
    })
    .from(interviewAnswers)
    .where(
      and(
        eq(interviewAnswers.organisationId, organisationId),
        inArray(interviewAnswers.jobCandidateId, jobCandidateIds),
        isNotNull(interviewAnswers.evaluation),
      ),
    );
}

/** The candidates' e-mails, for the CSV export. */
export async function candidateEmails(db: Database, organisationId: number, candidateIds: number[]) {
  if (candidateIds.length === 0) return new Map<number, string | null>();
  const rows = await db
    .select({ id: candidates.id, email: candidates.email })
    .from(candidates)
    .where(and(eq(candidates.organisationId, organisationId), inArray(candidates.id, candidateIds)));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** Every interview of the job with how far it got, its score and the candidate's demographic answers, if any. */
export async function listFairnessInterviews(db: Database, organisationId: number, jobId: number) {
  return db
    .select({
      startedAt: jobCandidates.startedAt,
      completedAt: jobCandidates.completedAt,
      score: jobCandidates.score,
      decision: jobCandidates.decision,
      gender: demographicAnswers.gender,
      ethnicity: demographicAnswers.ethnicity,
    })
    .from(jobCandidates)
    .leftJoin(demographicAnswers, eq(demographicAnswers.jobCandidateId, jobCandidates.id))
    .where(and(eq(jobCandidates.organisationId, organisationId), eq(jobCandidates.jobId, jobId)));
}
