import { demographicAnswersSchema } from '@talvio/contracts/fairness';
import { interviewProblemCodes } from '@talvio/contracts/interviews';
import { jobInputSchema } from '@talvio/contracts/jobs';
import { talentLimits } from '@talvio/contracts/talent';
import { userCreateSchema } from '@talvio/contracts/users';
import { jobCandidates, organisations, users } from '@talvio/db/schema';
import { interviewAllowance } from '@talvio/domain/plans';
import { creditPurchaseQuote } from '@talvio/domain/pricing';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { createCreditOrder, verifyPayment } from '../modules/billing/billing.service.ts';
import { demoCardNumber } from '../modules/billing/demo-subscription.ts';
import {
  resolveToken,
  startCandidateInterview,
  submitCandidateAnswer,
  submitDemographics,
} from '../modules/interviews/candidate-interview.service.ts';
import { processDueEvaluations, stopEvaluations } from '../modules/interviews/evaluation.service.ts';
import { deriveToken } from '../modules/interviews/interview-token.ts';
import {
  cancelInvitation,
  inviteCandidates,
  updateJobCandidateDecision,
} from '../modules/interviews/invitations.service.ts';
import { changeJobStatus, createJob } from '../modules/jobs/jobs.service.ts';
import { patchSettings } from '../modules/organisations/organisations.service.ts';
import { addFile, createBatch } from '../modules/talent/talent.service.ts';
import { createUser } from '../modules/users/users.service.ts';
import type { StaffPrincipal } from '../plugins/access.ts';
import { questionThemes } from './answer-bank.ts';
import {
  backdateBillingPeriod,
  backdateCandidates,
  backdateExpired,
  backdateInterview,
  backdateInvitation,
  backdateJob,
  backdateOrganisation,
  backdateOutcome,
  createTimeline,
  type Timeline,
} from './backdate.ts';
import { type DemoJob, demoColleagues } from './catalogue.ts';
import { createDemoOrganisation, type DemoLogins, type DemoStaff, demoLogins } from './organisation.ts';
import { decide, type PipelineStep, type PlannedCandidate, type PoolProfile, planDemo } from './plan.ts';
import { demoResume, demoResumeFileName } from './resume.ts';

export interface DemoOptions {
  candidates: number;
  seed: number;
  /** A separate organisation beside the ones the database holds, with its own sign-ins. */
  organisation?: string | undefined;
  /** Told what is being done, phase by phase (the CLI prints it). */
  progress?: ((phase: string) => void) | undefined;
}

export interface DemoSummary {
  organisationId: number;
  logins: DemoLogins;
  jobs: Record<DemoJob['status'], number>;
  steps: Record<PipelineStep, number>;
  decisions: Record<'shortlisted' | 'rejected' | 'hired', number>;
  demographics: number;
  poolProfiles: number;
  /** Admin, member and the colleagues the admin added. */
  staff: number;
  creditPurchases: number;
}

/** Why the generator would not run; the CLI prints the message and exits non-zero. */
export class DemoRefused extends Error {}

const day = 86_400_000;
/** The organisation signed up this long before the generation. */
const organisationAgeDays = 90;
const creditPurchases = [
  { quantity: 3, daysAgo: 62 },
  { quantity: 5, daysAgo: 27 },
] as const;

/** Nothing is overwritten: an empty database, or a name (and sign-ins) no one uses yet. */
async function checkRoom(ctx: AppContext, logins: DemoLogins, named: boolean): Promise<void> {
  const existing = await ctx.db.select({ name: organisations.name }).from(organisations).limit(1000);
  if (!named && existing.length > 0)
    throw new DemoRefused(
      `The database already holds ${existing.length} organisation${existing.length === 1 ? '' : 's'}; the demo data is only added to an empty one. Use a fresh DATA_DIR or database, or add a separate demo organisation beside them with --organisation "<name>".`,
    );
  if (existing.some((o) => o.name.toLowerCase() === logins.organisationName.toLowerCase()))
    throw new DemoRefused(
      `An organisation named "${logins.organisationName}" exists already; choose another name.`,
    );
  for (const email of [logins.admin.email, logins.member.email]) {
    if (await ctx.identity.findAccountByEmail(email))
      throw new DemoRefused(`The sign-in ${email} exists already; choose another organisation name.`);
  }
}

async function principalOf(ctx: AppContext, organisationId: number, userId: number): Promise<StaffPrincipal> {
  const [row] = await ctx.db
    .select({ identityId: users.identityId, email: users.email, isAdmin: users.isAdmin })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organisationId, organisationId)));
  if (!row) throw new Error(`user ${userId} was not stored`);
  return { id: userId, organisationId, ...row };
}

async function addColleagues(ctx: AppContext, staff: DemoStaff, logins: DemoLogins, timeline: Timeline) {
  const added: { principal: StaffPrincipal; createdAt: Date }[] = [];
  for (const c of demoColleagues) {
    const user = await createUser(
      ctx,
      staff.admin,
      userCreateSchema.parse({ name: c.name, email: `${c.localPart}@${logins.domain}`, is_admin: c.isAdmin }),
    );
    const createdAt = timeline.ago(c.daysAgo * day);
    await timeline.step(createdAt);
    added.push({ principal: await principalOf(ctx, staff.admin.organisationId, user.id), createdAt });
  }
  return added;
}

/** Job credits bought through the sandbox checkout with its test card, verified like any payment. */
async function buyCredits(ctx: AppContext, admin: StaffPrincipal, timeline: Timeline) {
  const sandbox = ctx.payments.sandbox;
  if (!sandbox) return [];
  const bought: { providerOrderId: string; paidAt: Date }[] = [];
  for (const { quantity, daysAgo } of creditPurchases) {
    const quote = creditPurchaseQuote(quantity, 'USD');
    const order = await createCreditOrder(ctx, admin, {
      amount: quote.totalAmount,
      currency: 'USD',
      notes: {
        creditType: 'job_credit',
        quantity,
        purpose: 'job_credit_purchase',
        gstAmount: quote.gstAmount,
        gstApplicable: quote.gstApplicable,
      },
    });
    const outcome = await sandbox.payOrder(order.order_id, demoCardNumber);
    if (!outcome.ok) throw new Error('the sandbox declined the demo credit purchase');
    await verifyPayment(ctx, admin, {
      razorpay_order_id: order.order_id,
      razorpay_payment_id: outcome.paymentId,
      razorpay_signature: outcome.signature,
    });
    const paidAt = timeline.ago(daysAgo * day);
    await timeline.step(paidAt);
    bought.push({ providerOrderId: order.order_id, paidAt });
  }
  return bought;
}

/** Talent-pool profiles, imported as a candidate CSV through the upload queue like any other; the batch's id. */
async function importPool(
  app: FastifyInstance,
  admin: StaffPrincipal,
  profiles: PoolProfile[],
  fileName: string,
): Promise<number | null> {
  if (profiles.length === 0) return null;
  const csv = Papa.unparse(
    profiles.map((p) => ({
      name: p.name,
      email: p.email,
      phone: p.phone,
      location: p.location,
      headline: p.headline,
      skills: p.skills.join('; '),
      tags: p.tags.join('; '),
    })),
  );
  const [batchId] = await uploadBatches(app, admin, [{ fileName, bytes: Buffer.from(csv, 'utf8') }]);
  return batchId ?? null;
}

/**
 * Talent-pool profiles as plain-text résumés written on the day of the import, one file each, through the upload
 * queue; the batches' ids.
 */
function importResumes(
  app: FastifyInstance,
  admin: StaffPrincipal,
  profiles: PoolProfile[],
  writtenAt: Date,
) {
  return uploadBatches(
    app,
    admin,
    profiles.map((p) => ({
      fileName: demoResumeFileName(p),
      bytes: Buffer.from(demoResume(p, writtenAt), 'utf8'),
    })),
  );
}

/** Files uploaded as a person would, in batches of at most the batch limit, then parsed; the batches' ids. */
async function uploadBatches(
  app: FastifyInstance,
  admin: StaffPrincipal,
  files: { fileName: string; bytes: Buffer }[],
): Promise<number[]> {
  const { ctx } = app;
  const ids: number[] = [];
  for (let i = 0; i < files.length; i += talentLimits.filesPerBatch) {
    const batch = await createBatch(ctx, admin);
    ids.push(batch.id);
    for (const file of files.slice(i, i + talentLimits.filesPerBatch))
      await addFile(ctx, admin, batch.id, { ...file, truncated: false }, app.talentQueue.wake);
  }
  await app.talentQueue.settled();
  return ids;
}

interface Invited {
  planned: PlannedCandidate;
  jobCandidateId: number;
  token: string;
}

/** Takes the interview as the candidate: consent, then the planned answers one by one, then the optional questions. */
async function takeInterview(quiet: AppContext, ctx: AppContext, invited: Invited) {
  const { planned, token } = invited;
  let state = await startCandidateInterview(quiet, token, { extra_time: false });
  for (const answer of planned.answers) {
    if (!state.current) break;
    state = await submitCandidateAnswer(quiet, token, state.current.id, {
      text: answer.text,
      recording_chunks: 0,
      integrity: { tab_hidden: 0, focus_lost: 0, paste: 0, pasted_chars: 0 },
    });
  }
  if (planned.demographics)
    await submitDemographics(ctx, token, demographicAnswersSchema.parse(planned.demographics));
}

/**
 * Fills the database with a busy demo organisation (docs/product/demo-data.md). Everything goes through the
 * services the routes use; only dates are moved afterwards (backdate.ts).
 */
export async function generateDemoData(
  app: FastifyInstance,
  options: DemoOptions,
  anchor = new Date(),
): Promise<DemoSummary> {
  const { ctx } = app;
  const logins = demoLogins(options.organisation);
  await checkRoom(ctx, logins, options.organisation !== undefined);
  const progress = options.progress ?? (() => undefined);
  const plan = planDemo(options.seed, options.candidates);
  progress('organisation, colleagues and payments');
  const published = plan.jobs.filter((j) => j.status !== 'draft').length;
  // Buying credits through the sandbox adds to the balance; the demo grant covers the rest of the publishing.
  const bought = ctx.payments.sandbox ? creditPurchases.reduce((sum, p) => sum + p.quantity, 0) : 0;
  const staff = await createDemoOrganisation(ctx, logins, Math.max(0, published - bought));
  const organisationId = staff.admin.organisationId;
  const { db } = ctx;
  const timeline = await createTimeline(db, organisationId, anchor);
  const createdAt = timeline.ago(organisationAgeDays * day);
  await timeline.step(createdAt);
  await patchSettings(ctx, staff.admin, { fairness: { collect_demographics: true } });
  await timeline.step(timeline.ago((organisationAgeDays - 1) * day));
  const colleagues = await addColleagues(ctx, staff, logins, timeline);
  const purchases = await buyCredits(ctx, staff.admin, timeline);
  const importedAt = timeline.ago((organisationAgeDays - 2) * day);
  const newcomersAt = timeline.ago(18 * 3_600_000);
  progress(`talent pool import (${plan.pool.length + plan.newcomers.length} profiles)`);
  const imports: { batchId: number | null; at: Date; emails: string[] }[] = (
    await importResumes(app, staff.admin, plan.pool, importedAt)
  ).map((batchId, i) => ({
    batchId,
    at: importedAt,
    // The e-mails go with the first batch; each batch moves to the same moment.
    emails: i === 0 ? plan.pool.map((p) => p.email) : [],
  }));
  await timeline.step(importedAt);
  imports.push({
    batchId: await importPool(app, staff.admin, plan.newcomers, 'career-fair.csv'),
    at: newcomersAt,
    emails: plan.newcomers.map((p) => p.email),
  });
  await timeline.step(newcomersAt);

  progress('jobs');
  // Jobs: written by the admin or the admin colleague, published (a credit each) unless drafts.
  const owners = [staff.admin, colleagues[0]?.principal ?? staff.admin];
  const jobIds = new Map<string, number>();
  const jobOwner = new Map<string, StaffPrincipal>();
  for (const [i, job] of plan.jobs.entries()) {
    const owner = owners[i % owners.length]!;
    const created = await createJob(
      ctx,
      owner,
      jobInputSchema.parse({ ...job.input, questions: job.themes.map((t) => questionThemes[t].question) }),
    );
    await timeline.step(timeline.ago(job.createdDaysAgo * day));
    if (job.status !== 'draft') {
      await changeJobStatus(ctx, owner, created.id, 'publish');
      await timeline.step(timeline.ago(job.createdDaysAgo * day - 2 * 3_600_000));
    }
    jobIds.set(job.key, created.id);
    jobOwner.set(job.key, owner);
  }

  // Each candidate in the order they were invited: the invitation, then what they did with it, then both moved to
  // their days at once (the link must still be live while the interview is taken; backdate.ts says why at once).
  const quiet: AppContext = { ...ctx };
  // Evaluations wait until every answer has its time (the engine reads how long each took), then run together.
  stopEvaluations(quiet);
  const invited: Invited[] = [];
  progress(`invitations and interviews (${plan.candidates.length})`);
  for (const planned of [...plan.candidates].sort((a, b) => b.invitedAgo - a.invitedAgo)) {
    const job = plan.jobs.find((j) => j.key === planned.jobKey)!;
    const owner = jobOwner.get(job.key)!;
    const result = await inviteCandidates(ctx, owner, jobIds.get(job.key)!, {
      candidates: [{ name: planned.name, email: planned.email }],
    });
    const jobCandidateId = result.results[0]!.job_candidate_id;
    const invitedAt = timeline.ago(planned.invitedAgo);
    await timeline.step(invitedAt);
    const [row] = await db
      .select({ nonce: jobCandidates.tokenNonce })
      .from(jobCandidates)
      .where(eq(jobCandidates.id, jobCandidateId));
    const one: Invited = { planned, jobCandidateId, token: deriveToken(ctx.config.authSecret, row!.nonce) };
    invited.push(one);
    let cancelledAt: Date | null = null;
    let completedAt: Date | null = null;
    if (planned.step === 'cancelled') {
      await cancelInvitation(ctx, owner, jobCandidateId);
      cancelledAt = timeline.ago(planned.endedAgo!);
      await timeline.step(cancelledAt);
    } else if (planned.startedAgo !== null) {
      await takeInterview(quiet, ctx, one);
      completedAt = planned.endedAgo === null ? null : timeline.ago(planned.endedAgo);
      await timeline.step(completedAt ?? timeline.ago(planned.startedAgo));
    }
    await backdateInvitation(
      db,
      organisationId,
      jobCandidateId,
      invitedAt,
      job.input.interview?.link_expiry_days ?? 21,
    );
    await backdateInterview(db, organisationId, {
      jobCandidateId,
      startedAt: planned.startedAgo === null ? null : timeline.ago(planned.startedAgo),
      answerSeconds: planned.answers.map((a) => a.seconds),
      completedAt,
      cancelledAt,
    });
  }

  // Finished but not evaluated yet: left for a person to start the evaluation from the result page.
  const unevaluated = invited.filter((i) => i.planned.step === 'completed').map((i) => i.jobCandidateId);
  if (unevaluated.length > 0)
    await db
      .update(jobCandidates)
      .set({ evaluationStatus: 'none', evaluationDueAt: null })
      .where(and(eq(jobCandidates.organisationId, organisationId), inArray(jobCandidates.id, unevaluated)));
  progress('evaluations');
  await processDueEvaluations(ctx);
  progress('decisions, expiry, job statuses and dates');
  // The owners' "interview evaluated" e-mails keep the moment they were written.
  await timeline.step(timeline.anchor);

  // Staff decisions on evaluated interviews, from the score and the plan's roll.
  const deciders = [staff.admin, staff.member, ...colleagues.map((c) => c.principal)];
  const scores = new Map(
    (
      await db
        .select({ id: jobCandidates.id, score: jobCandidates.score })
        .from(jobCandidates)
        .where(eq(jobCandidates.organisationId, organisationId))
    ).map((r) => [r.id, r.score]),
  );
  const decisions = { shortlisted: 0, rejected: 0, hired: 0 };
  for (const one of [...invited].sort((a, b) => b.planned.decidedAgo - a.planned.decidedAgo)) {
    const { planned } = one;
    if (planned.step !== 'evaluated') continue;
    const job = plan.jobs.find((j) => j.key === planned.jobKey)!;
    const decision = decide(planned, scores.get(one.jobCandidateId) ?? 0, job.status);
    const decidedAt = decision === 'none' ? null : timeline.ago(planned.decidedAgo);
    if (decision !== 'none') {
      await updateJobCandidateDecision(
        ctx,
        deciders[planned.decidedBy % deciders.length]!,
        one.jobCandidateId,
        {
          decision,
        },
      );
      decisions[decision] += 1;
      await timeline.step(decidedAt!);
    }
    await backdateOutcome(db, organisationId, one.jobCandidateId, timeline.ago(planned.endedAgo!), decidedAt);
  }

  // Links that ran out: the candidate opened them too late, which marks them expired.
  for (const one of invited.filter((i) => i.planned.step === 'expired')) {
    await resolveToken(ctx, one.token).then(
      () => {
        throw new Error(`the demo link of ${one.planned.email} did not expire`);
      },
      (err: unknown) => {
        if (!(err instanceof AppError && err.code === interviewProblemCodes.tokenExpired)) throw err;
      },
    );
  }
  await backdateExpired(db, organisationId);

  // Jobs paused or closed once their interviews were done.
  for (const job of plan.jobs) {
    const id = jobIds.get(job.key)!;
    if (job.status === 'paused' || job.status === 'closed') {
      await changeJobStatus(ctx, jobOwner.get(job.key)!, id, job.status === 'paused' ? 'pause' : 'close');
      await timeline.step(timeline.ago(job.endedDaysAgo! * day));
    }
    await backdateJob(db, organisationId, {
      jobId: id,
      createdAt: timeline.ago(job.createdDaysAgo * day),
      publishedAt: job.status === 'draft' ? null : timeline.ago(job.createdDaysAgo * day - 2 * 3_600_000),
      endedAt: job.endedDaysAgo === undefined ? null : timeline.ago(job.endedDaysAgo * day),
      closed: job.status === 'closed',
    });
  }

  // Before the activity feed is put in date order: the subscription's entries move with its period.
  await backdateBillingPeriod(db, organisationId, anchor, interviewAllowance('business'));
  await timeline.apply();
  await backdateOrganisation(db, organisationId, {
    createdAt,
    users: new Map(colleagues.map((c) => [c.principal.id, c.createdAt])),
    imports,
    purchases,
  });
  await backdateCandidates(db, organisationId, imports);

  const count = <K extends string>(keys: readonly K[], of: (k: K) => number) =>
    Object.fromEntries(keys.map((k) => [k, of(k)])) as Record<K, number>;
  return {
    organisationId,
    logins,
    jobs: count(
      ['draft', 'open', 'paused', 'closed'] as const,
      (s) => plan.jobs.filter((j) => j.status === s).length,
    ),
    steps: count(
      ['invited', 'started', 'expired', 'cancelled', 'completed', 'evaluated'] as const,
      (s) => plan.candidates.filter((c) => c.step === s).length,
    ),
    decisions,
    demographics: plan.candidates.filter((c) => c.demographics).length,
    poolProfiles: plan.pool.length + plan.newcomers.length,
    staff: 2 + colleagues.length,
    creditPurchases: purchases.length,
  };
}
