/**
 * Reads the printed date strings of this split into label values. It knows exactly the styles used here:
 * "Jan 2022 – Present", "01/2020 - 03/2023", "4/2019 - Present", "2017–21" (two-digit end year), "Since 2021",
 * "March 2018 to June 2020", "Q1 2019 – Q3 2021", "01/04/2019 – CURRENT" (Europass day/month/year),
 * "01-03-2019 to date", "Apr'22 – Till Date", "2019/02 – present", "September 2019 - Present (7 years 3 months)",
 * "Depuis janvier 2021", "févr. – août 2017", "03/2018 a 02/2021", "mar. 2019 – actualidad", "2019 – pågående".
 * It is used only to check that the hand-written label values (`start`, `end`) agree with what is printed.
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
  // French
  janv: 1,
  janvier: 1,
  févr: 2,
  février: 2,
  mars: 3,
  avr: 4,
  avril: 4,
  mai: 5,
  juin: 6,
  juil: 7,
  juillet: 7,
  août: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  déc: 12,
  décembre: 12,
  // Spanish and Portuguese
  ene: 1,
  enero: 1,
  fev: 2,
  abr: 4,
  ago: 8,
  set: 9,
  out: 10,
  dic: 12,
  dez: 12,
  // Swedish
  maj: 5,
  okt: 10,
};

const PRESENT = /^(present|current|now|ongoing|to date|till date|atual|actualidad|pågående)$/i;

export interface Range {
  start: string;
  end: string;
}

type Point = { year?: number; month?: number; quarter?: number };

const pad = (m: number) => String(m).padStart(2, '0');

/** One side of a range. */
function point(raw: string): Point | 'present' {
  const s = raw.trim();
  if (PRESENT.test(s)) return 'present';
  let m = /^(\d{4})$/.exec(s);
  if (m) return { year: Number(m[1]) };
  // Europass and South Asian day-first dates: 01/04/2019, 01-03-2019 (the day is not labelled).
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(s);
  if (m) return { year: Number(m[3]), month: Number(m[2]) };
  m = /^(\d{1,2})[/.](\d{4})$/.exec(s);
  if (m) return { year: Number(m[2]), month: Number(m[1]) };
  m = /^(\d{4})[./-](\d{1,2})$/.exec(s);
  if (m) return { year: Number(m[1]), month: Number(m[2]) };
  m = /^Q([1-4])\s+(\d{4})$/.exec(s);
  if (m) return { year: Number(m[2]), quarter: Number(m[1]) };
  // "Mar 2019", "Sept. 2018", "jan/2017", "Jun'19", "Jun '19", "mar." (year printed on the right only).
  m = /^(\p{L}+)\.?(?:\/|\s+|\s*'|\s*’)?(\d{4}|\d{2})?$/u.exec(s);
  if (m?.[1]) {
    const month = MONTHS[m[1].toLowerCase()];
    if (month) {
      if (!m[2]) return { month };
      return { month, year: m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]) };
    }
  }
  throw new Error(`cannot read date "${raw}"`);
}

/** The label value of one side: a quarter is its first month as a start and its last month as an end. */
function value(p: Point, side: 'start' | 'end', where: string): string {
  if (p.year === undefined) throw new Error(`no year in "${where}"`);
  if (p.quarter !== undefined) {
    const month = side === 'start' ? p.quarter * 3 - 2 : p.quarter * 3;
    return `${p.year}-${pad(month)}`;
  }
  if (p.month !== undefined && (p.month < 1 || p.month > 12)) throw new Error(`bad month in "${where}"`);
  return p.month ? `${p.year}-${pad(p.month)}` : String(p.year);
}

/** A printed range or single date → label start/end. A single date is both start and end. */
export function readRange(printed: string): Range {
  let s = printed
    .trim()
    .replace(/\s*\(\d[^)]*\)$/, '') // "(7 years 3 months)"
    .replace(/\s+/g, ' ');
  const since = /^(since|depuis|od)\s+(.+)$/i.exec(s);
  if (since?.[2]) {
    const p = point(since[2]);
    if (p === 'present') throw new Error(`bad date "${printed}"`);
    return { start: value(p, 'start', printed), end: 'present' };
  }
  s = s.replace(/(?:\s*[-–—]\s*|\s+)(?:to|till) date$/i, ' – present').replace(/\s+(?:to|a)\s+/i, ' – ');
  const [left = '', right, ...rest] = s.split(/\s+[-–—]\s+|\s*[–—]\s*/);
  if (right === undefined) {
    const p = point(left);
    if (p === 'present') throw new Error(`bad date "${printed}"`);
    return { start: value(p, 'start', printed), end: value(p, 'end', printed) };
  }
  if (rest.length > 0) throw new Error(`cannot read range "${printed}"`);
  const a = point(left);
  if (a === 'present') throw new Error(`bad date "${printed}"`);
  // "2017–21": the end year written with two digits.
  const short = /^(\d{2})$/.exec(right.trim());
  if (short?.[1] && a.year !== undefined && a.month === undefined) {
    const end = Math.floor(a.year / 100) * 100 + Number(short[1]);
    if (end < a.year) throw new Error(`bad range "${printed}"`);
    return { start: value(a, 'start', printed), end: String(end) };
  }
  const b = point(right);
  if (b === 'present') return { start: value(a, 'start', printed), end: 'present' };
  // "Jun – Sep 2016": the year is printed once, on the right.
  if (a.year === undefined && b.year !== undefined) a.year = b.year;
  return { start: value(a, 'start', printed), end: value(b, 'end', printed) };
}
