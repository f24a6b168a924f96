/**
 * Reads the printed date strings of this split ("03/2019 – 06/2021", "2019.03 - 2021.06", "Sept. 2018 – Current",
 * "Since 2020", "Jun – Aug 2023", "jan/2019 – atual", …) into label values. Used only to check that the
 * hand-written label values (`start`, `end`) agree with what is printed; it knows exactly the formats used here.
 */

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  janeiro: 1,
  januar: 1,
  jän: 1,
  feb: 2,
  february: 2,
  fev: 2,
  fevereiro: 2,
  februar: 2,
  mar: 3,
  march: 3,
  março: 3,
  märz: 3,
  mär: 3,
  apr: 4,
  april: 4,
  abr: 4,
  abril: 4,
  may: 5,
  mai: 5,
  maio: 5,
  jun: 6,
  june: 6,
  juni: 6,
  junho: 6,
  jul: 7,
  july: 7,
  juli: 7,
  julho: 7,
  aug: 8,
  august: 8,
  ago: 8,
  agosto: 8,
  sep: 9,
  sept: 9,
  september: 9,
  set: 9,
  setembro: 9,
  oct: 10,
  october: 10,
  okt: 10,
  oktober: 10,
  out: 10,
  outubro: 10,
  nov: 11,
  november: 11,
  novembro: 11,
  dec: 12,
  december: 12,
  dez: 12,
  dezember: 12,
  dezembro: 12,
};

const PRESENT =
  /^(present|current|currently|now|today|to date|till date|date|ongoing|heute|atual|atualmente|presente)$/i;

export interface Range {
  start: string;
  end: string;
}

const pad = (m: number) => String(m).padStart(2, '0');

/** One side of a range: "2019", "03/2019", "03.2019", "2019.03", "Mar 2019", "Sept. 2018", "jan/2019", "Mar". */
function point(raw: string): { year?: number; month?: number } | 'present' {
  const s = raw.trim();
  if (PRESENT.test(s)) return 'present';
  let m = /^(\d{4})$/.exec(s);
  if (m) return { year: Number(m[1]) };
  m = /^(\d{1,2})[/.](\d{4})$/.exec(s);
  if (m) return { year: Number(m[2]), month: Number(m[1]) };
  m = /^(\d{4})[./-](\d{1,2})$/.exec(s);
  if (m) return { year: Number(m[1]), month: Number(m[2]) };
  m = /^(\p{L}+)\.?(?:\/|\s+)?(\d{4})?$/u.exec(s);
  if (m?.[1]) {
    const month = MONTHS[m[1].toLowerCase()];
    if (month) return { month, ...(m[2] ? { year: Number(m[2]) } : {}) };
  }
  throw new Error(`cannot read date "${raw}"`);
}

function value(p: { year?: number; month?: number }, where: string): string {
  if (p.year === undefined) throw new Error(`no year in "${where}"`);
  if (p.month !== undefined && (p.month < 1 || p.month > 12)) throw new Error(`bad month in "${where}"`);
  return p.month ? `${p.year}-${pad(p.month)}` : String(p.year);
}

/** A printed range or single date → label start/end. A single date is both start and end. */
export function readRange(printed: string): Range {
  let s = printed
    .trim()
    .replace(/\s*\((?:\d[^)]*|expected)\)$/i, '') // "(1 yr 10 mos)", "(expected)"
    .replace(/^expected:?\s+/i, '')
    .replace(/\s+/g, ' ');
  const since = /^(since|seit|desde|from)\s+(.+)$/i.exec(s);
  if (since?.[2]) {
    const p = point(since[2]);
    if (p === 'present') throw new Error(`bad date "${printed}"`);
    return { start: value(p, printed), end: 'present' };
  }
  s = s
    .replace(/(?:\s*[-–—]\s*|\s+)(?:to|till) date$/i, ' – present')
    .replace(/\s+(?:to|until|till|bis|até|a)\s+/i, ' – ');
  const [left = '', right, ...rest] = s.split(/\s+[-–—]\s+|\s*[–—]\s*/);
  if (right === undefined) {
    const p = point(left);
    if (p === 'present') throw new Error(`bad date "${printed}"`);
    const v = value(p, printed);
    return { start: v, end: v };
  }
  if (rest.length > 0) throw new Error(`cannot read range "${printed}"`);
  const a = point(left);
  const b = point(right);
  if (a === 'present') throw new Error(`bad date "${printed}"`);
  if (b === 'present') return { start: value(a, printed), end: 'present' };
  // "Jun – Aug 2023": the year is printed once, on the right.
  if (a.year === undefined && b.year !== undefined) a.year = b.year;
  return { start: value(a, printed), end: value(b, printed) };
}
