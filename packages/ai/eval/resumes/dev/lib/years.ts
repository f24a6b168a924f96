/**
 * total_years_experience as defined in README.md:
 *  - a month date YYYY-MM starts on the 1st of that month and, as an end date, runs to the end of that month;
 *  - a year-only date YYYY is taken as 1 July of that year (start and end alike);
 *  - "present" is 2026-11-01;
 *  - overlapping periods are counted once; result in years, rounded to one decimal.
 */
import type { ExpectedJob } from './types.js';

export const REFERENCE_DATE = '2026-11-01';
const PRESENT = 2026 * 12 + 10; // month index of 2026-11-01

function point(date: string, isEnd: boolean): number {
  if (date === 'present') return PRESENT;
  const m = /^(\d{4})(?:-(\d{2}))?$/.exec(date);
  if (!m) throw new Error(`bad date ${date}`);
  const y = Number(m[1]);
  if (m[2] === undefined) return y * 12 + 6; // 1 July
  const month = Number(m[2]) - 1;
  return y * 12 + month + (isEnd ? 1 : 0);
}

export function totalYears(jobs: ExpectedJob[]): number {
  const spans = jobs
    .map((j) => [point(j.start, false), point(j.end, true)] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  let months = 0;
  let curStart = Number.NaN;
  let curEnd = Number.NaN;
  for (const [s, e] of spans) {
    if (Number.isNaN(curStart) || s > curEnd) {
      if (!Number.isNaN(curStart)) months += curEnd - curStart;
      curStart = s;
      curEnd = e;
    } else curEnd = Math.max(curEnd, e);
  }
  if (!Number.isNaN(curStart)) months += curEnd - curStart;
  return Math.round((months / 12) * 10) / 10;
}
