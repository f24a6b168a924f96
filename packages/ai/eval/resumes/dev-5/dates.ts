/**
 * Reads the printed date strings of this split into label values. It knows the styles used here:
 * "Sep 2023 – Present", "Mar 2021 - Present" (hyphen, TXT), "March 2021 – Present" (full month names),
 * "Jun '22 – Present" (apostrophe years), "Jun – Aug 2003" and "Aug - Nov 2015" (the year printed once),
 * "2006 – 2011" and "2019" (years only; a single year is both start and end), "2021-09 – present" (ISO
 * year-month), "03.2022 – present" (dotted), "seit 04/2021" and "09/2016 – 03/2021" (German),
 * "jan. 2022 – heden" and "mrt 2018 – dec 2021" (Dutch), "03/2019 – oggi" and "gen 2017 – feb 2019" (Italian).
 * It also accepts "Since 2021", "March 2019 to June 2021" and a duration in brackets after a range, which no
 * file of this split prints. It is used only to check that the hand-written label values (`start`, `end`)
 * agree with what is printed.
 */

const MONTHS: Record<string, number> = {
  // English
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
  // German
  januar: 1,
  februar: 2,
  märz: 3,
  mai: 5,
  juni: 6,
  juli: 7,
  okt: 10,
  oktober: 10,
  dez: 12,
  dezember: 12,
  // Dutch
  januari: 1,
  februari: 2,
  mrt: 3,
  maart: 3,
  mei: 5,
  augustus: 8,
  // Italian
  gen: 1,
  gennaio: 1,
  febbraio: 2,
  marzo: 3,
  aprile: 4,
  mag: 5,
  maggio: 5,
  giu: 6,
  giugno: 6,
  lug: 7,
  luglio: 7,
  ago: 8,
  agosto: 8,
  set: 9,
  settembre: 9,
  ott: 10,
  ottobre: 10,
  novembre: 11,
  dic: 12,
  dicembre: 12,
};

const PRESENT = /^(present|current|now|today|ongoing|heute|heden|oggi)$/i;

export interface Range {
  start: string;
  end: string;
}

type Point = { year?: number; month?: number };

const pad = (m: number) => String(m).padStart(2, '0');

/** One side of a range. */
function point(raw: string): Point | 'present' {
  const s = raw.trim();
  if (PRESENT.test(s)) return 'present';
  let m = /^(\d{4})$/.exec(s);
  if (m) return { year: Number(m[1]) };
  m = /^(\d{1,2})[/.](\d{4})$/.exec(s);
  if (m) return { year: Number(m[2]), month: Number(m[1]) };
  m = /^(\d{4})[./-](\d{1,2})$/.exec(s);
  if (m) return { year: Number(m[1]), month: Number(m[2]) };
  // "Mar 2019", "Sept. 2018", "Jun '19", "jan. 2019", "Jun" (year printed on the right only).
  m = /^(\p{L}+)\.?(?:\s+|\s*'|\s*’)?(\d{4}|\d{2})?$/u.exec(s);
  if (m?.[1]) {
    const month = MONTHS[m[1].toLowerCase()];
    if (month) {
      if (!m[2]) return { month };
      return { month, year: m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]) };
    }
  }
  throw new Error(`cannot read date "${raw}"`);
}

function value(p: Point, where: string): string {
  if (p.year === undefined) throw new Error(`no year in "${where}"`);
  if (p.month !== undefined && (p.month < 1 || p.month > 12)) throw new Error(`bad month in "${where}"`);
  return p.month ? `${p.year}-${pad(p.month)}` : String(p.year);
}

/** A printed range or single date → label start/end. A single date is both start and end. */
export function readRange(printed: string): Range {
  let s = printed
    .trim()
    .replace(/\s*\(\d[^)]*\)$/, '') // "(2 yrs 3 mos)"
    .replace(/\s+/g, ' ');
  const since = /^(since|seit)\s+(.+)$/i.exec(s);
  if (since?.[2]) {
    const p = point(since[2]);
    if (p === 'present') throw new Error(`bad date "${printed}"`);
    return { start: value(p, printed), end: 'present' };
  }
  s = s.replace(/\s+to\s+/i, ' – ');
  const [left = '', right, ...rest] = s.split(/\s+[-–—]\s+|\s*[–—]\s*/);
  if (right === undefined) {
    const p = point(left);
    if (p === 'present') throw new Error(`bad date "${printed}"`);
    return { start: value(p, printed), end: value(p, printed) };
  }
  if (rest.length > 0) throw new Error(`cannot read range "${printed}"`);
  const a = point(left);
  if (a === 'present') throw new Error(`bad date "${printed}"`);
  const b = point(right);
  if (b === 'present') return { start: value(a, printed), end: 'present' };
  // "Jun – Aug 2013": the year is printed once, on the right.
  if (a.year === undefined && b.year !== undefined) a.year = b.year;
  return { start: value(a, printed), end: value(b, printed) };
}
