/** Shared by the bench sections that generate rows in SQL and time requests over them. */

/** A SQL `ARRAY['…', …]` literal of fixed bench words (quotes doubled). */
export const arrayLiteral = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** The `p`th percentile of unsorted timings (nearest rank). */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
