/** A job's status (docs/product/jobs.md, **job status**): `draft → open ⇄ paused → closed`. */
export const jobStatuses = ['draft', 'open', 'paused', 'closed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** The explicit status actions (POST /jobs/{id}/{action}). */
export const jobActions = ['publish', 'pause', 'reopen', 'close'] as const;
export type JobAction = (typeof jobActions)[number];

const transitions: Record<JobAction, { from: readonly JobStatus[]; to: JobStatus }> = {
  publish: { from: ['draft'], to: 'open' },
  pause: { from: ['open'], to: 'paused' },
  reopen: { from: ['paused'], to: 'open' },
  close: { from: ['open', 'paused'], to: 'closed' },
};

export type JobTransition =
  | { ok: true; from: JobStatus; to: JobStatus; spendsCredit: boolean }
  | { ok: false; from: JobStatus; action: JobAction };

/**
 * Where an action takes a job. Only publishing (draft → open) spends a job credit;
 * reopening a paused job does not, so pausing never costs the organisation a credit.
 */
export function jobTransition(current: JobStatus, action: JobAction): JobTransition {
  const rule = transitions[action];
  if (!rule.from.includes(current)) return { ok: false, from: current, action };
  return { ok: true, from: current, to: rule.to, spendsCredit: action === 'publish' };
}

/** The actions a job in this status accepts, in the order the product shows them. */
export function allowedJobActions(status: JobStatus): JobAction[] {
  return jobActions.filter((action) => transitions[action].from.includes(status));
}

/** Closed jobs are read-only; drafts, open and paused jobs can be edited. */
export function isJobEditable(status: JobStatus): boolean {
  return status !== 'closed';
}

/** Only drafts can be deleted: a published job has spent a credit and may have candidates. */
export function isJobDeletable(status: JobStatus): boolean {
  return status === 'draft';
}

/** Only open jobs accept interviews. */
export function acceptsInterviews(status: JobStatus): boolean {
  return status === 'open';
}

/** The status an action leads to, for messages ("publish" → "open"). */
export function targetStatus(action: JobAction): JobStatus {
  return transitions[action].to;
}
