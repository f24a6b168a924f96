import type { Database } from '@talvio/db/client';
import {
  activities,
  candidateResumeTexts,
  candidates,
  demographicAnswers,
  interviewAnswers,
  jobCandidates,
  jobs,
  organisations,
  recordingChunks,
  talentFiles,
  users,
} from '@talvio/db/schema';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';

/**
 * Candidate privacy (docs/product/candidate-privacy.md): what erasing, exporting and the retention sweep read and
 * write. Erasing touches every table that holds the person's data in one transaction, so this repository reaches
 * the interview and activity tables too (always filtered by the organisation).
 */

export type ActivityRow = typeof activities.$inferSelect;

/** The name of the person who erased a profile, or null (the retention sweep, or a user since removed). */
export async function findUserName(db: Database, userId: number): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

export async function findOrganisationName(db: Database, organisationId: number): Promise<string> {
  const [row] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row?.name ?? '';
}

/** The profile's interviews, oldest first, with their job's title. */
export async function listInterviewsOf(db: Database, organisationId: number, candidateId: number) {
  return db
    .select({ row: jobCandidates, jobTitle: jobs.title })
    .from(jobCandidates)
    .innerJoin(jobs, eq(jobs.id, jobCandidates.jobId))
    .where(and(eq(jobCandidates.organisationId, organisationId), eq(jobCandidates.candidateId, candidateId)))
    .orderBy(asc(jobCandidates.id));
}

export async function listAnswersOf(db: Database, organisationId: number, jobCandidateIds: number[]) {
  if (jobCandidateIds.length === 0) return [];
  return db
    .select()
    .from(interviewAnswers)
    .where(
      and(
        eq(interviewAnswers.organisationId, organisationId),
        inArray(interviewAnswers.jobCandidateId, jobCandidateIds),
      ),
    )
    .orderBy(asc(interviewAnswers.jobCandidateId), asc(interviewAnswers.position));
}

/** The uploaded files that made or updated the profile. */
export async function listUploadsOf(db: Database, organisationId: number, candidateId: number) {
  return db
    .select()
    .from(talentFiles)
    .where(and(eq(talentFiles.organisationId, organisationId), eq(talentFiles.candidateId, candidateId)))
    .orderBy(asc(talentFiles.id));
}

export async function findResumeTextOf(db: Database, candidateId: number) {
  const [row] = await db
    .select()
    .from(candidateResumeTexts)
    .where(eq(candidateResumeTexts.candidateId, candidateId));
  return row ?? null;
}

/** Which activity entries are about the person: their profile, their interviews, invitations naming them. */
export interface ActivitiesAbout {
  organisationId: number;
  candidateId: number;
  jobCandidateIds: number[];
  email: string | null;
}

function aboutCondition(about: ActivitiesAbout): SQL {
  const conditions: SQL[] = [
    and(eq(activities.subjectType, 'candidate'), eq(activities.subjectId, about.candidateId))!,
  ];
  if (about.jobCandidateIds.length > 0)
    conditions.push(
      and(eq(activities.subjectType, 'job_candidate'), inArray(activities.subjectId, about.jobCandidateIds))!,
    );
  if (about.email)
    conditions.push(
      and(
        eq(activities.verb, 'interview.invited'),
        sql`${activities.details} @> ${JSON.stringify({ candidates: [about.email] })}::jsonb`,
      )!,
    );
  return and(eq(activities.organisationId, about.organisationId), or(...conditions))!;
}

/** The entries about the person, oldest first, with the actor's name and the title of the job they name. */
export async function listActivitiesAbout(db: Database, about: ActivitiesAbout) {
  const actor = users;
  return db
    .select({
      activity: activities,
      actorName: actor.name,
      jobTitle: sql<string | null>`case
        when ${activities.subjectType} = 'job' then (select j.title from ${jobs} j where j.id = ${activities.subjectId})
        when ${activities.subjectType} = 'job_candidate' then (select j.title from ${jobCandidates} jc join ${jobs} j on j.id = jc.job_id where jc.id = ${activities.subjectId})
        end`,
    })
    .from(activities)
    .leftJoin(actor, eq(actor.id, activities.actorUserId))
    .where(aboutCondition(about))
    .orderBy(asc(activities.id));
}

export async function rewriteActivity(
  db: Database,
  id: number,
  values: Pick<ActivityRow, 'summary' | 'details'>,
): Promise<void> {
  await db.update(activities).set(values).where(eq(activities.id, id));
}

/** The placeholder a profile becomes: no personal field left, the row (and its id) kept. */
export async function eraseProfileRow(
  db: Database,
  organisationId: number,
  candidateId: number,
  values: { name: string; erasedAt: Date; erasedBy: number | null; erasedReason: 'request' | 'retention' },
): Promise<void> {
  await db
    .update(candidates)
    .set({
      name: values.name,
      email: null,
      phone: null,
      location: null,
      headline: null,
      links: [],
      skills: [],
      experience: [],
      education: [],
      languages: [],
      certifications: [],
      totalYears: null,
      summary: null,
      tags: [],
      notes: '',
      review: [],
      keptFields: [],
      resumeFile: null,
      resumeFileName: null,
      resumeKind: null,
      resumeSizeBytes: null,
      resumeUploadedAt: null,
      erasedAt: values.erasedAt,
      erasedBy: values.erasedBy,
      erasedReason: values.erasedReason,
      updatedAt: values.erasedAt,
    })
    .where(and(eq(candidates.organisationId, organisationId), eq(candidates.id, candidateId)));
}

export async function deleteResumeText(db: Database, candidateId: number): Promise<void> {
  await db.delete(candidateResumeTexts).where(eq(candidateResumeTexts.candidateId, candidateId));
}

/** The uploaded files keep their place in their batch (and its counts) without the person's file name. */
export async function eraseUploads(
  db: Database,
  organisationId: number,
  candidateId: number,
  fileName: string,
): Promise<void> {
  await db
    .update(talentFiles)
    .set({ fileName, candidateId: null, updatedAt: new Date() })
    .where(and(eq(talentFiles.organisationId, organisationId), eq(talentFiles.candidateId, candidateId)));
}

/**
 * The interviews stay (job and usage counts do not change) without what the person said or what was written
 * about them: notes, the evaluation's words; their link stops working (a live or expired interview is cancelled), an
 * evaluation not yet made is not made.
 */
export async function eraseInterviews(db: Database, organisationId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(jobCandidates)
    .set({
      notes: '',
      evaluation: sql`case when ${jobCandidates.evaluation} is null then null else ${jobCandidates.evaluation} || '{"strengths":[],"concerns":[],"summary":""}'::jsonb end`,
      evaluationError: null,
      // The link stops working for good: its token no longer matches, and no status lets it be extended or resent.
      status: sql`case when ${jobCandidates.status} in ('invited', 'started', 'expired') then 'cancelled' else ${jobCandidates.status} end`,
      tokenHash: sql`'erased-' || ${jobCandidates.id}`,
      tokenNonce: 'erased',
      evaluationStatus: sql`case when ${jobCandidates.evaluationStatus} = 'pending' then 'none' else ${jobCandidates.evaluationStatus} end`,
      evaluationDueAt: null,
      currentQuestionId: null,
      currentOpenedAt: null,
      updatedAt: new Date(),
    })
    .where(and(eq(jobCandidates.organisationId, organisationId), inArray(jobCandidates.id, ids)));
  await db
    .update(interviewAnswers)
    .set({
      text: '',
      transcript: null,
      transcriptSource: null,
      recordingMimeType: null,
      recordingChunks: 0,
      evaluation: sql`case when ${interviewAnswers.evaluation} is null then null else ${interviewAnswers.evaluation} || '{"rationale":"","quotes":[]}'::jsonb end`,
    })
    .where(
      and(eq(interviewAnswers.organisationId, organisationId), inArray(interviewAnswers.jobCandidateId, ids)),
    );
  // Self-declared demographic answers are the candidate's personal data through and through.
  await db
    .delete(demographicAnswers)
    .where(
      and(
        eq(demographicAnswers.organisationId, organisationId),
        inArray(demographicAnswers.jobCandidateId, ids),
      ),
    );
}

/** Removes the recordings' chunk rows of these interviews; returns their storage names. */
export async function deleteRecordingChunks(db: Database, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(recordingChunks)
    .where(inArray(recordingChunks.jobCandidateId, ids))
    .returning({ storageName: recordingChunks.storageName });
  return rows.map((r) => r.storageName);
}

/** Every organisation with its stored settings (the retention sweep reads each one's period). */
export async function listOrganisationSettings(db: Database) {
  return db.select({ id: organisations.id, settings: organisations.settings }).from(organisations);
}

/**
 * The organisation's profiles not yet erased whose last activity is before `cutoff` (docs/product/candidate-privacy.md,
 * **retention**): the profile's last change, the last invitation (sent or resent), start or completion of one of
 * their interviews, and their last answer.
 */
export async function listInactiveCandidates(
  db: Database,
  organisationId: number,
  cutoff: Date,
  limit: number,
): Promise<number[]> {
  const profileId = sql.raw('"candidates"."id"');
  const lastActivity = sql`greatest(
    ${candidates.updatedAt},
    (select max(greatest(jc.invited_at, jc.last_sent_at, jc.started_at, jc.completed_at)) from ${jobCandidates} jc where jc.candidate_id = ${profileId}),
    (select max(a.submitted_at) from ${interviewAnswers} a join ${jobCandidates} jc on jc.id = a.job_candidate_id where jc.candidate_id = ${profileId})
  )`;
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(
      and(
        eq(candidates.organisationId, organisationId),
        isNull(candidates.erasedAt),
        sql`${lastActivity} < ${cutoff.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(candidates.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
