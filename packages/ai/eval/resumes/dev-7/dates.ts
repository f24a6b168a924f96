/**
 * Reads the printed date strings of this split into label values. It knows the styles used here:
 * "Sep 2023 – Present" and "March 2021 – Current" (month names), "Jan-2019 to Mar-2021" (a hyphen between month
 * and year, "to" between the dates), "03/19 – 05/21" (month/two-digit year), "15.03.2019 – 31.05.2021" and
 * "15/03/2019 – Current" (day.month.year, the day dropped), "03.2019 – obecnie" and "05/2019 – Present"
 * (month.year), "2019-03 – 2021-05" (ISO year-month), "2014 – 2019" and "2019 – now" (years only; a single year
 * is both start and end), "Summer 2019" (a season: Spring = March–May, Summer = June–August, Fall/Autumn =
 * September–November), a duration after the dates ("(2 yrs 3 mos)", "· 7 yrs 8 mos") which is ignored, "Since
 * 2021", the Turkish ("Mart 2019 – şu an"), Indonesian ("Maret 2019 s/d sekarang") and Polish month names, and
 * "Present / Current / now / till date / to date / Heute / obecnie / şu an / halen / sekarang" for an open
 * end. It is used only to check that the hand-written label values (`start`, `end`) agree with what is printed.
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
  // Turkish
  ocak: 1,
  şubat: 2,
  mart: 3,
  nisan: 4,
  mayıs: 5,
  haziran: 6,
  temmuz: 7,
  ağustos: 8,
  eylül: 9,
  ekim: 10,
  kasım: 11,
  aralık: 12,
  // Indonesian (the others are spelt as in English)
  januari: 1,
  februari: 2,
  maret: 3,
  mei: 5,
  juni: 6,
  juli: 7,
  agustus: 8,
  okt: 10,
  oktober: 10,
  des: 12,
  desember: 12,
  // Polish
  sty: 1,
  styczeń: 1,
  lut: 2,
  luty: 2,
  marzec: 3,
  kwi: 4,
  kwiecień: 4,
  maj: 5,
  cze: 6,
  czerwiec: 6,
  lip: 7,
  lipiec: 7,
  sie: 8,
  sierpień: 8,
  wrz: 9,
  wrzesień: 9,
  paź: 10,
  październik: 10,
  lis: 11,
  listopad: 11,
  gru: 12,
  grudzień: 12,
};

/** First and last month of a season. */
const SEASONS: Record<string, [number, number]> = {
  spring: [3, 5],
  summer: [6, 8],
  fall: [9, 11],
  autumn: [9, 11],
};

const PRESENT =
  /^(present|current|now|today|till date|to date|heute|obecnie|şu an|halen|sekarang|saat ini)$/i;

export interface Range {
  start: string;
  end: string;
}

/** `last`: the last month of a season, used when the point ends a range. */
type Point = { year?: number; month?: number; last?: number };

const pad = (m: number) => String(m).padStart(2, '0');

/** One side of a range. */
function point(raw: string): Point | 'present' {
  const s = raw.trim();
  if (PRESENT.test(s)) return 'present';
  let m = /^(\d{4})$/.exec(s);
  if (m) return { year: Number(m[1]) };
  // "15.03.2019", "15/03/2019": day, month, year.
  m = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(s);
  if (m) return { year: Number(m[3]), month: Number(m[2]) };
  m = /^(\d{1,2})[/.](\d{4})$/.exec(s);
  if (m) return { year: Number(m[2]), month: Number(m[1]) };
  // "03/19": month, two-digit year.
  m = /^(\d{1,2})\/(\d{2})$/.exec(s);
  if (m) return { year: 2000 + Number(m[2]), month: Number(m[1]) };
  m = /^(\d{4})[./-](\d{1,2})$/.exec(s);
  if (m) return { year: Number(m[1]), month: Number(m[2]) };
  m = /^(\p{L}+)\s+(\d{4})$/u.exec(s);
  const season = m?.[1] ? SEASONS[m[1].toLowerCase()] : undefined;
  if (m && season) return { year: Number(m[2]), month: season[0], last: season[1] };
  // "Mar 2019", "Sept. 2018", "Jan-2019", "Mart 2019".
  m = /^(\p{L}+)\.?(?:\s+|-)?(\d{4})?$/u.exec(s);
  if (m?.[1]) {
    const month = MONTHS[m[1].toLowerCase()];
    if (month) return m[2] ? { month, year: Number(m[2]) } : { month };
  }
  throw new Error(`cannot read date "${raw}"`);
}

function value(p: Point, where: string, end = false): string {
  if (p.year === undefined) throw new Error(`no year in "${where}"`);
  const month = end && p.last ? p.last : p.month;
  if (month !== undefined && (month < 1 || month > 12)) throw new Error(`bad month in "${where}"`);
  return month ? `${p.year}-${pad(month)}` : String(p.year);
}

/** A printed range or single date → label start/end. A single date is both start and end. */
export function readRange(printed: string): Range {
  let s = printed
    .trim()
    .replace(/\s*\(\d[^)]*\)$/, '') // "(2 yrs 3 mos)"
    .replace(/\s*·\s*\d+\s*(yrs?|mos?)\b.*$/, '') // "· 7 yrs 8 mos"
    .replace(/\s+/g, ' ');
  const since = /^since\s+(.+)$/i.exec(s);
  if (since?.[1]) {
    const p = point(since[1]);
    if (p === 'present') throw new Error(`bad date "${printed}"`);
    return { start: value(p, printed), end: 'present' };
  }
  s = s.replace(/\s+(to|s\/d|s\.d\.)\s+/i, ' – ');
  const [left = '', right, ...rest] = s.split(/\s+[-–—]\s+|\s*[–—]\s*/);
  if (right === undefined) {
    const p = point(left);
    if (p === 'present') throw new Error(`bad date "${printed}"`);
    return { start: value(p, printed), end: value(p, printed, true) };
  }
  if (rest.length > 0) throw new Error(`cannot read range "${printed}"`);
  const a = point(left);
  if (a === 'present') throw new Error(`bad date "${printed}"`);
  const b = point(right);
  if (b === 'present') return { start: value(a, printed), end: 'present' };
  if (a.year === undefined && b.year !== undefined) a.year = b.year;
  return { start: value(a, printed), end: value(b, printed, true) };
}
