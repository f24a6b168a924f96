/**
 * Reads the printed date strings of this split into label values, to check that the hand-written `start`/`end`
 * of every role and the `end` of every degree agree with what is printed. It knows the styles this split prints:
 *
 * - month and year: "Jan 2020", "January 2020", "Aug. 2018", "Sept. 2019", "SEPTEMBER 2019", "Sep '16";
 * - numeric: "01/2020" (month first), "2018-01" (year first, the builders' default);
 * - a year alone: "2019" (a single year is both start and end); a season: "Summer 2024" (Spring = March–May,
 *   Summer = June–August, Fall/Autumn = September–November);
 * - a range joined by "–", "-" or "to": "March 2021 to Present", "2019–2021", "2020 - now";
 * - an open end: "Present", "Current", "now", "Till Date", "heden", "actualidad", "aujourd'hui"; an open range
 *   written "Since 2022", "Depuis mars 2022", "Desde 2022" (and "Sinds", "Seit");
 * - French, Spanish and Dutch month names and abbreviations ("sept.", "févr.", "août", "marzo", "may.", "mrt.");
 * - a duration after the dates, which is ignored: "(3 years 11 months)", "(2 years)", "· 4 yrs 11 mos";
 * - "Expected May 2027" (a degree still in progress: its end is the expected month).
 *
 * It also reads a few neighbours of these ("05.2019", "à"/"a"/"tot" between two dates) that no file prints.
 */

export interface Range {
  start: string;
  end: string;
}

const MONTH_NAMES: [number, string[]][] = [
  [1, ['jan', 'january', 'janv', 'janvier', 'ene', 'enero', 'januari']],
  [2, ['feb', 'february', 'févr', 'fevr', 'février', 'febrero', 'februari']],
  [3, ['mar', 'march', 'mars', 'marzo', 'mrt', 'maart']],
  [4, ['apr', 'april', 'avr', 'avril', 'abr', 'abril']],
  [5, ['may', 'mai', 'mayo', 'mei']],
  [6, ['jun', 'june', 'juin', 'junio', 'juni']],
  [7, ['jul', 'july', 'juil', 'juillet', 'julio', 'juli']],
  [8, ['aug', 'august', 'août', 'aout', 'ago', 'agosto', 'augustus']],
  [9, ['sep', 'sept', 'september', 'septembre', 'septiembre', 'setiembre']],
  [10, ['oct', 'october', 'octobre', 'octubre', 'okt', 'oktober']],
  [11, ['nov', 'november', 'novembre', 'noviembre']],
  [12, ['dec', 'december', 'déc', 'décembre', 'dic', 'diciembre']],
];
const MONTH = new Map<string, number>(MONTH_NAMES.flatMap(([n, names]) => names.map((w) => [w, n] as const)));

const SEASON: Record<string, [number, number]> = {
  spring: [3, 5],
  summer: [6, 8],
  fall: [9, 11],
  autumn: [9, 11],
};

const OPEN_END = new Set([
  'present',
  'current',
  'currently',
  'now',
  'today',
  'ongoing',
  'till date',
  "aujourd'hui",
  'actualidad',
  'la actualidad',
  'presente',
  'heden',
  'nu',
]);

/** A point in time as printed; `lastMonth` is the end of a season, used when the point closes a range. */
interface Point {
  year: number;
  month?: number;
  lastMonth?: number;
}

const two = (n: number) => String(n).padStart(2, '0');

function monthOf(word: string): number | undefined {
  return MONTH.get(word.toLowerCase().replace(/\.$/, ''));
}

/** The printed shapes of one point; each gives the point read from its match, or nothing to try the next. */
const SHAPES: [RegExp, (m: RegExpExecArray) => Point | undefined][] = [
  // "2019".
  [/^(\d{4})$/, (m) => ({ year: Number(m[1]) })],
  // "01/2020", "1/2020", "05.2019": month first.
  [/^(\d{1,2})[/.](\d{4})$/, (m) => ({ year: Number(m[2]), month: Number(m[1]) })],
  // "2018-01": year first.
  [/^(\d{4})-(\d{2})$/, (m) => ({ year: Number(m[1]), month: Number(m[2]) })],
  // "Summer 2021".
  [
    /^(\p{L}+) (\d{4})$/u,
    (m) => {
      const season = SEASON[(m[1] ?? '').toLowerCase()];
      return season ? { year: Number(m[2]), month: season[0], lastMonth: season[1] } : undefined;
    },
  ],
  // "Jan 2020", "Aug. 2018", "SEPTEMBER 2019", "janv. 2020", "Jun '21", "Jun ’21".
  [
    /^(\p{L}+\.?) ?(\d{4}|['’]\d{2})$/u,
    (m) => {
      const month = monthOf(m[1] ?? '');
      const year = m[2] ?? '';
      if (!month) return undefined;
      return { year: year.length === 3 ? 2000 + Number(year.slice(1)) : Number(year), month };
    },
  ],
];

function readPoint(raw: string, whole: string): Point {
  const s = raw.trim().replace(/\s+/g, ' ');
  for (const [pattern, read] of SHAPES) {
    const m = pattern.exec(s);
    const p = m ? read(m) : undefined;
    if (p) return p;
  }
  throw new Error(`cannot read the date "${raw}" in "${whole}"`);
}

function startValue(p: Point): string {
  return p.month ? `${p.year}-${two(p.month)}` : String(p.year);
}

function endValue(p: Point): string {
  const month = p.lastMonth ?? p.month;
  return month ? `${p.year}-${two(month)}` : String(p.year);
}

function check(p: Point, whole: string): Point {
  if (p.month !== undefined && (p.month < 1 || p.month > 12)) throw new Error(`bad month in "${whole}"`);
  if (p.year < 1950 || p.year > 2030) throw new Error(`bad year in "${whole}"`);
  return p;
}

/** A printed range or single date → label start and end. A single date is both start and end. */
export function readRange(printed: string): Range {
  const s = printed
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/ ?\((\d+ (years?|yrs?|months?|mos?) ?)+\)$/i, '') // "(4 years 11 months)", "(2 yrs)"
    .replace(/ ?· ?(\d+ (yrs?|mos?) ?)+$/i, '') // "· 2 yrs 3 mos"
    .replace(/^expected /i, '');
  const since = /^(since|depuis|desde|sinds|seit) (.+)$/i.exec(s);
  if (since?.[2]) return { start: startValue(check(readPoint(since[2], printed), printed)), end: 'present' };
  const parts = s.split(/ ?[–—] ?| - | (?:to|à|a|tot) /i);
  if (parts.length > 2) throw new Error(`cannot read the range "${printed}"`);
  const [left = '', right] = parts;
  const from = check(readPoint(left, printed), printed);
  if (right === undefined) return { start: startValue(from), end: endValue(from) };
  if (OPEN_END.has(right.trim().toLowerCase())) return { start: startValue(from), end: 'present' };
  const to = check(readPoint(right, printed), printed);
  return { start: startValue(from), end: endValue(to) };
}
