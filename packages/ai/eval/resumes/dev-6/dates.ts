/**
 * Reads the printed date strings of this split into label values. It knows the styles used here:
 * "Sep 2023 – Present", "Mar 2021 - Present" (hyphen, TXT), "March 2021 – Present" (full month names),
 * "Jun '22 – Present" (apostrophe years), "2006 – 2011" and "2019" (years only; a single year is both start
 * and end), "03/2022 – 11/2024" and "2021-09 – present" (numeric), "janv. 2020 – aujourd'hui" (French),
 * "ene. 2019 – actualidad" (Spanish), "mar 2018 – atual" (Portuguese), and "Since 2021" / "March 2019 to
 * June 2021". It is used only to check that the hand-written label values (`start`, `end`) agree with what
 * is printed.
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
  // Spanish
  ene: 1,
  enero: 1,
  febrero: 2,
  marzo: 3,
  abr: 4,
  abril: 4,
  mayo: 5,
  junio: 6,
  julio: 7,
  ago: 8,
  agosto: 8,
  septiembre: 9,
  octubre: 10,
  noviembre: 11,
  dic: 12,
  diciembre: 12,
  // Portuguese
  fev: 2,
  set: 9,
  out: 10,
  dez: 12,
};

const PRESENT = /^(present|current|now|today|aujourd['’]hui|actualidad|atual)$/i;

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
  // "Mar 2019", "Sept. 2018", "Jun '19", "janv. 2019", "févr. 2020".
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
  const since = /^since\s+(.+)$/i.exec(s);
  if (since?.[1]) {
    const p = point(since[1]);
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
  if (a.year === undefined && b.year !== undefined) a.year = b.year;
  return { start: value(a, printed), end: value(b, printed) };
}
