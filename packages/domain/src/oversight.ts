/**
 * Human oversight of AI scores (docs/product/interview-results.md, **oversight record**): whether a person's
 * decision went the way the AI's recommendation pointed.
 */

export type OversightAgreement = 'agreed' | 'overrode' | 'neither';

const leaning = {
  strong_yes: 1,
  yes: 1,
  maybe: 0,
  no: -1,
} as const;

const decided = {
  hired: 1,
  shortlisted: 1,
  rejected: -1,
  none: 0,
} as const;

/**
 * `agreed` when the decision goes the way the recommendation points (shortlisted or hired after yes or strong yes,
 * rejected after no), `overrode` when it goes the other way, `neither` when one of them takes no side (maybe, a
 * cleared decision) or there is no AI recommendation.
 */
export function oversightAgreement(
  recommendation: keyof typeof leaning | null,
  decision: keyof typeof decided,
): OversightAgreement {
  if (recommendation === null) return 'neither';
  const product = leaning[recommendation] * decided[decision];
  return product > 0 ? 'agreed' : product < 0 ? 'overrode' : 'neither';
}
