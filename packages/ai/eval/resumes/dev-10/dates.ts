/**
 * Reads the printed date strings of this split into label values, so that `labels.ts` fails when a hand-written
 * `start`/`end` of a role or the `end` of a degree is not what is printed. It knows the styles this split prints:
 *
 * - month names, short or long, with or without a full stop: "Jan 2020", "January 2020", "Sept. 2015", "SEP 2019";
 *   apostrophe years: "Aug '18";
 * - numeric month and year: "04/2018", "3/2021", "10.2020" (month first), "2019-03", "2022/11" (year first);
 * - a year alone: "2016" (as a single date it is both start and end);
 * - a range joined by "–", "—", "-" or "to": "Feb 2021 to date", "2016 – 2019";
 * - an open end: "Present", "Current", "Now", "ongoing", "to date", "date", "heute", "presente", "Running"
 *   (Bangladesh);
 *   an open range "Since May 2022";
 * - a duration after the range, which is ignored: "May 2023 - Present · 3 yrs 6 mos", "(2 years 4 months)";
 * - "Expected June 2027" (a degree in progress: its end is the expected month).
 */

export interface Range {
  start: string;
  end: string;
}

const MONTHS = [
  ['jan', 'january'],
  ['feb', 'february'],
  ['mar', 'march'],
  ['apr', 'april'],
  ['may'],
  ['jun', 'june'],
  ['jul', 'july'],
  ['aug', 'august'],
  ['sep', 'sept', 'september'],
  ['oct', 'october'],
  ['nov', 'november'],
  ['dec', 'december'],
];
const MONTH = new Map<string, number>(MONTHS.flatMap((names, i) => names.map((n) => [n, i + 1] as const)));

const OPEN_END = new Set([
  'present',
  'current',
  'now',
  'ongoing',
  'to date',
  'date',
  'heute',
  'presente',
  'running',
]);

interface Point {
  year: number;
  month?: number;
}

const two = (n: number) => String(n).padStart(2, '0');

const SHAPES: [RegExp, (m: RegExpExecArray) => Point | undefined][] = [
  [/^(\d{4})$/, (m) => ({ year: Number(m[1]) })],
  // month first: "04/2018", "3/2021", "10.2020"
  [/^(\d{1,2})[/.](\d{4})$/, (m) => ({ year: Number(m[2]), month: Number(m[1]) })],
  // year first: "2019-03", "2022/11"
  [/^(\d{4})[/.-](\d{2})$/, (m) => ({ year: Number(m[1]), month: Number(m[2]) })],
  // "Jan 2020", "Sept. 2015", "SEP 2019", "Aug '18"
  [
    /^([A-Za-z]+)\.? (\d{4}|['’]\d{2})$/,
    (m) => {
      const month = MONTH.get((m[1] ?? '').toLowerCase());
      const y = m[2] ?? '';
      return month ? { year: y.length === 3 ? 2000 + Number(y.slice(1)) : Number(y), month } : undefined;
    },
  ],
];

function readPoint(raw: string, whole: string): Point {
  const s = raw.trim().replace(/\s+/g, ' ');
  for (const [re, read] of SHAPES) {
    const m = re.exec(s);
    const p = m ? read(m) : undefined;
    if (p) {
      if (p.month !== undefined && (p.month < 1 || p.month > 12)) throw new Error(`bad month in "${whole}"`);
      if (p.year < 1970 || p.year > 2030) throw new Error(`bad year in "${whole}"`);
      return p;
    }
  }
  throw new Error(`cannot read the date "${raw}" in "${whole}"`);
}

const value = (p: Point) => (p.month ? `${p.year}-${two(p.month)}` : String(p.year));

/** A printed range or single date → label start and end (a single date is both). */
export function readRange(printed: string): Range {
  const s = printed
    .trim()
    .replace(/\s+/g, ' ')
    // a duration after the range: "· 3 yrs 6 mos", "(2 years 4 months)"
    .replace(/ ?· ?\d+ yrs?( \d+ mos?)?$| ?· ?\d+ mos?$/i, '')
    .replace(/ ?\((\d+ years?)?( ?\d+ months?)?\)$/i, '')
    .replace(/^expected /i, '');
  const since = /^since (.+)$/i.exec(s);
  if (since?.[1]) return { start: value(readPoint(since[1], printed)), end: 'present' };
  const parts = s.split(/ ?[–—] ?| - | to (?=\S)/i);
  if (parts.length > 2) throw new Error(`cannot read the range "${printed}"`);
  const [left = '', right] = parts;
  const from = readPoint(left, printed);
  if (right === undefined) return { start: value(from), end: value(from) };
  if (OPEN_END.has(right.trim().toLowerCase())) return { start: value(from), end: 'present' };
  return { start: value(from), end: value(readPoint(right, printed)) };
}
