import type { EarlierInterview } from '@talvio/contracts/talent-ranking';
import { decisionLabels } from './labels.ts';

/** What a ranked profile shows beside its score, wherever a ranking is shown (/find-candidates, a job's page). */

/** An invitation to the job that has ended (expired or cancelled): the profile may be invited again. */
export const invitationEnded = (status: string) => status === 'expired' || status === 'cancelled';

/**
 * A profile's earlier interview as one line (docs/product/find-candidates.md, **earlier interviews shown, not
 * scored**): "Interviewed for Platform Engineer: 82/100, shortlisted".
 */
export function earlierInterviewLine(interview: EarlierInterview): string {
  const decision =
    interview.decision === 'none' ? '' : `, ${decisionLabels[interview.decision].label.toLowerCase()}`;
  return `Interviewed for ${interview.job_title}: ${interview.score}/100${decision}`;
}
