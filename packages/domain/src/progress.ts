export type ProgressColour = 'danger' | 'warning' | 'primary';

/** Usage colour (docs/product/billing.md): danger at 90 % or more, warning at 70 % or more, otherwise primary. */
export function interviewProgressColour(used: number, total: number): ProgressColour {
  if (total <= 0) return used > 0 ? 'danger' : 'primary';
  const ratio = used / total;
  if (ratio >= 0.9) return 'danger';
  if (ratio >= 0.7) return 'warning';
  return 'primary';
}
