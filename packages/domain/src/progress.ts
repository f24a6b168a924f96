export type ProgressColour = 'danger' | 'warning' | 'primary';

/** Seed §4 and §9: danger at 90 % or more, warning at 70 % or more, otherwise primary. */
export function interviewProgressColour(used: number, total: number): ProgressColour {
  if (total <= 0) return used > 0 ? 'danger' : 'primary';
  const ratio = used / total;
  if (ratio >= 0.9) return 'danger';
  if (ratio >= 0.7) return 'warning';
  return 'primary';
}
