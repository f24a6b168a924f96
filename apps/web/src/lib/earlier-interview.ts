import type { EarlierInterview } from '@talvio/contracts/talent-ranking';
import { decisionLabels } from './labels.ts';

/**
 * A profile's earlier interview as one line (docs/product/find-candidates.md, **earlier interviews shown, not
 * scored**): "Interviewed for Platform Engineer: 82/100, shortlisted".
 */
export function earlierInterviewLine(interview: EarlierInterview): string {
  const decision =
    interview.decision === 'none' ? '' : `, ${decisionLabels[interview.decision].label.toLowerCase()}`;
  return `Interviewed for ${interview.job_title}: ${interview.score}/100${decision}`;
}
