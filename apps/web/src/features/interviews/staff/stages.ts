import type { JobCandidateSummary } from '@talvio/contracts/interviews';

/** The board's columns (`/jobs/{id}`: the pipeline by stage), in order. */
export const boardStages = ['invited', 'started', 'completed', 'shortlisted', 'hired', 'rejected'] as const;
export type BoardStage = (typeof boardStages)[number];

export const boardStageLabels: Record<BoardStage, string> = {
  invited: 'Invited',
  started: 'Started',
  completed: 'Completed / Evaluated',
  shortlisted: 'Shortlisted',
  hired: 'Hired',
  rejected: 'Rejected',
};

/**
 * Where a candidate sits on the board: a staff decision wins over the interview status; expired and cancelled
 * invitations without a decision are off the board (null).
 */
export function stageOf(candidate: Pick<JobCandidateSummary, 'status' | 'decision'>): BoardStage | null {
  if (candidate.decision !== 'none') return candidate.decision;
  switch (candidate.status) {
    case 'invited':
      return 'invited';
    case 'started':
      return 'started';
    case 'completed':
    case 'evaluated':
      return 'completed';
    default:
      return null;
  }
}

export interface Board<T> {
  columns: Record<BoardStage, T[]>;
  /** Expired or cancelled without a decision. */
  off: T[];
}

/** Groups candidates by stage, keeping their order within a column. */
export function groupByStage<T extends Pick<JobCandidateSummary, 'status' | 'decision'>>(
  items: T[],
): Board<T> {
  const columns = Object.fromEntries(boardStages.map((s) => [s, [] as T[]])) as Record<BoardStage, T[]>;
  const off: T[] = [];
  for (const item of items) {
    const stage = stageOf(item);
    if (stage) columns[stage].push(item);
    else off.push(item);
  }
  return { columns, off };
}
