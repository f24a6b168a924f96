/**
 * Dates and date ranges as résumés write them: "Mar 2019 – Present", "03/2019 - 06/2021", "2019–2021",
 * "January 2020 to date", "since 2018", "2018 - Now". A date is `YYYY-MM` when the month is given, `YYYY` when
 * only the year is; a range's end may be `present`.
 */

export type ResumeDate = string;

export interface DateRange {
  start: ResumeDate;
  end: ResumeDate | 'present';
  /** Where the range is in the text it was found in. */
  index: number;
  length: number;
}

/**
 * Month names and their usual abbreviations in English and in the languages résumés here are often written in
 * (Spanish, Portuguese, French, German, Italian, Dutch, Swedish, Danish, Norwegian, Indonesian, Turkish), accented
 * and not.
 */
const monthNames: readonly string[] = [
  'jan january enero ene janeiro janvier janv januar jän jan gennaio gen januari ocak oca',
  'feb february febrero fevereiro fev février fevrier févr fevr fév februar febbraio februari pebruari şubat subat şub',
  'mar march marzo março marco mars märz maerz marz mär maart mrt maret mart',
  'apr april abril abr avril avr aprile nisan nis',
  'may mayo maio mai maggio mag mei maj mayıs mayis',
  'jun june junio junho juin juni giugno giu haziran haz',
  'jul july julio julho juillet juil juli luglio lug temmuz tem',
  'aug august agosto ago août aout augustus augusti agustus agu ağustos agustos ağu',
  'sep sept september septiembre setiembre setembro set septembre settembre eylül eylul eyl',
  'oct october octubre outubro out octobre oktober okt ottobre ott ekim eki',
  'nov november noviembre novembro novembre kasım kasim kas',
  'dec december diciembre dic dezembro dez décembre decembre déc dezember desember des aralık aralik ara',
];

const months: Record<string, number> = {};
monthNames.forEach((names, index) => {
  for (const name of names.split(' ')) months[name] = index + 1;
});

const monthName = `(?:${Object.keys(months)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`;
const year = '(?:19[5-9]\\d|20[0-4]\\d)';
/** A full date, day and month first ("15-07-2014", "01.06.2019") or month and day ("06/15/2019"). */
const fullDate = `(?:\\d{1,2})[-/.](?:\\d{1,2})[-/.]${year}`;
/** A month with its year cut to two digits after an apostrophe: "Apr'22", "Jun ’19". */
const shortYearMonth = `${monthName}\\s?['’‘]\\d{2}`;
/** A month and a year of two digits, "03/19": read only as a range's dates ("03/19 – 05/21"), never alone. */
const monthYearShort = '(?:0?[1-9]|1[0-2])/\\d{2}';
/** A quarter of a year: "Q1 2019", "Q3-2016". */
const quarter = `q[1-4][\\s/-]?${year}`;
/**
 * A season of a year, as students date summer jobs and internships: spring is March to May, summer June to August,
 * fall or autumn September to November. Winter, which straddles two years, is not read.
 */
const seasonMonths: Record<string, [number, number]> = {
  spring: [3, 5],
  summer: [6, 8],
  fall: [9, 11],
  autumn: [9, 11],
};
const season = `(?:spring|summer|fall|autumn)\\s+${year}`;
/**
 * One date: "Mar 2019", "March, 2019", "03/2019", "3.2019", "2019-03", "2019/03", "15-07-2014", "Apr'22",
 * "Q1 2019", "2019"; "'19" alone is not read.
 */
const date = `(?:${fullDate}|${shortYearMonth}|${quarter}|${season}|${monthName}(?:,?\\s*|-)${year}|(?:0?[1-9]|1[0-2])\\s*[/.]\\s*${year}|${year}\\s*[-/.]\\s*(?:0[1-9]|1[0-2])(?![\\d])|${year})`;
/**
 * "Present" in English and the languages résumés here are often written in (Spanish, Portuguese, French, German,
 * Italian, Dutch, Polish, Swedish, Danish, Norwegian, Finnish, Vietnamese, Indonesian, Turkish).
 */
const present =
  "(?:present|current(?:ly)?|now|today|ongoing|till\\s+date|to\\s+date|till\\s+now|date|continuing|running|actualidad|actual|presente|la\\s+fecha|hoy|heute|jetzt|aktuell|laufend|bis\\s+heute|atual|atualmente|o\\s+momento|oggi|attuale|in\\s+corso|aujourd['’]hui|ce\\s+jour|en\\s+cours|actuel(?:lement)?|heden|nu|huidig|obecnie|idag|i\\s+dag|pågående|nå|nåværende|nuværende|dags\\s+dato|nykyään|nyt|hiện\\s+tại|sekarang|saat\\s+ini|şu\\s+an|su\\s+an|halen|günümüz|gunumuz|devam\\s+ediyor)";
/**
 * Between a range's dates: a dash, or "to" in English and the languages above ("a", "al", "à", "au", "bis", "tot",
 * Indonesian "s/d", "sampai", "hingga").
 */
const separator =
  '\\s*(?:[-–—‒―−~]+|to|until|till|through|thru|bis|hasta|a|al|à|au|até|tot|do|s/d|sampai|hingga)\\s*';
const rangePattern = new RegExp(
  `(?<![\\p{L}\\d])(?:(?:since|from|seit|desde|depuis|dal|sinds|od)\\s+(${date})(?![\\p{L}\\d])(?!${separator}(?:${date}|${present}))|(${date})${separator}(${date}|${present})(?![\\p{L}\\d])|(${monthName})${separator}(${monthName}),?\\s*(${year})(?![\\p{L}\\d])|(${year})(\\s*[-–—‒―−]\\s*)(\\d{2})(?![\\p{L}\\d])|(${monthYearShort})${separator}(${monthYearShort}|${present})(?![\\p{L}\\d])|(${season})(?![\\p{L}\\d]))`,
  'giu',
);
const presentPattern = new RegExp(`^${present}$`, 'i');

const monthYearPattern = new RegExp(`^(${monthName})(?:,? ?|-)(${year})$`, 'i');
const shortYearMonthPattern = new RegExp(`^(${monthName}) ?['’‘](\\d{2})$`, 'i');
const quarterPattern = new RegExp(`^q([1-4])[ /-]?(${year})$`, 'i');
const seasonPattern = new RegExp(`^(spring|summer|fall|autumn) (${year})$`, 'i');
const fullDatePattern = new RegExp(`^(\\d{1,2})[-/.](\\d{1,2})[-/.](${year})$`);
const numericMonthPattern = new RegExp(`^(\\d{1,2}) ?[/.] ?(${year})$`);
const yearMonthPattern = new RegExp(`^(${year}) ?[-/.] ?(\\d{2})$`);
const yearPattern = new RegExp(`^(${year})$`);

const monthOf = (name: string) => months[name.replace('.', '')];
const withMonth = (y: string, month: number) => `${y}-${String(month).padStart(2, '0')}`;
/** A year written with two digits, in the century that puts it between 1950 and 2049. */
const fullYear = (twoDigits: string) => `${Number(twoDigits) >= 50 ? '19' : '20'}${twoDigits}`;

/**
 * One written date to `YYYY-MM` or `YYYY`; null when it is not one. A quarter ("Q3 2016") starts in its first
 * month and, as the end of a range (`asEnd`), ends in its last.
 */
export function parseDate(text: string, asEnd = false): ResumeDate | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  let m = monthYearPattern.exec(t);
  if (m?.[1] && m[2]) {
    const month = monthOf(m[1]);
    return month ? withMonth(m[2], month) : m[2];
  }
  m = shortYearMonthPattern.exec(t);
  if (m?.[1] && m[2]) {
    const month = monthOf(m[1]);
    return month ? withMonth(fullYear(m[2]), month) : null;
  }
  m = quarterPattern.exec(t);
  if (m?.[1] && m[2]) return withMonth(m[2], (Number(m[1]) - 1) * 3 + (asEnd ? 3 : 1));
  m = seasonPattern.exec(t);
  const seasonal = m?.[1] ? seasonMonths[m[1]] : undefined;
  if (m?.[2] && seasonal) return withMonth(m[2], asEnd ? seasonal[1] : seasonal[0]);
  m = fullDatePattern.exec(t);
  if (m?.[1] && m[2] && m[3]) {
    // Day first, as most of the world writes it, unless only the month-first reading is a date.
    const [first, second] = [Number(m[1]), Number(m[2])];
    const month =
      second >= 1 && second <= 12 && first <= 31 ? second : first <= 12 && second <= 31 ? first : 0;
    return month ? withMonth(m[3], month) : null;
  }
  m = numericMonthPattern.exec(t);
  if (m?.[1] && m[2]) return `${m[2]}-${m[1].padStart(2, '0')}`;
  m = yearMonthPattern.exec(t);
  if (m?.[1] && m[2]) return `${m[1]}-${m[2]}`;
  m = yearPattern.exec(t);
  return m?.[1] ?? null;
}

/** "03/19" as `2019-03`. */
function shortNumeric(text: string): ResumeDate | null {
  const [month = '', twoDigits = ''] = text.trim().split('/');
  return month && twoDigits.length === 2 ? withMonth(fullYear(twoDigits), Number(month)) : null;
}

/** What every range holds somewhere: a four-digit year, or a year cut to two digits after an apostrophe. */
const mayHoldRange = /(?:19|20)\d{2}|['’‘]\d{2}|\d\/\d{2}\s*[-–—‒―−~]/;

/** Every date range in a line of text, in order. */
export function findDateRanges(text: string): DateRange[] {
  const ranges: DateRange[] = [];
  // Most lines hold no year: the long pattern is not tried on them.
  if (!mayHoldRange.test(text)) return ranges;
  for (const match of text.matchAll(rangePattern)) {
    const [
      whole,
      since,
      from,
      to,
      fromMonth,
      toMonth,
      inYear,
      fromYear,
      dash,
      toShortYear,
      fromShort,
      toShort,
      lone,
    ] = match;
    // "Summer 2024" on its own: the season's months.
    if (lone) {
      const start = parseDate(lone);
      const end = parseDate(lone, true);
      if (start && end) ranges.push({ start, end, index: match.index, length: whole.length });
      continue;
    }
    // "03/19 – 05/21": months with years of two digits.
    if (fromShort && toShort) {
      const start = shortNumeric(fromShort);
      const end = presentPattern.test(toShort.trim()) ? 'present' : shortNumeric(toShort);
      if (start && end && (end === 'present' || end >= start))
        ranges.push({ start, end, index: match.index, length: whole.length });
      continue;
    }
    // "Jun – Aug 2025": both months in the year written once.
    if (fromMonth && toMonth && inYear) {
      const start = parseDate(`${fromMonth} ${inYear}`);
      const end = parseDate(`${toMonth} ${inYear}`);
      if (start && end && end >= start) ranges.push({ start, end, index: match.index, length: whole.length });
      continue;
    }
    // "2017–21": the end year written with its last two digits, in the start's century; "2019-12" (a hyphen, no
    // spaces, a month's number) is December 2019.
    if (fromYear && dash && toShortYear) {
      const end = `${fromYear.slice(0, 2)}${toShortYear}`;
      const month = dash === '-' && Number(toShortYear) <= 12;
      if (!month && end > fromYear)
        ranges.push({ start: fromYear, end, index: match.index, length: whole.length });
      continue;
    }
    const start = parseDate(since ?? from ?? '');
    if (!start) continue;
    const end = since
      ? 'present'
      : presentPattern.test((to ?? '').trim())
        ? 'present'
        : parseDate(to ?? '', true);
    if (!end) continue;
    if (end !== 'present' && end < start) continue;
    ranges.push({ start, end, index: match.index, length: whole.length });
  }
  return ranges;
}

/** Years of a single date, e.g. for an education entry: the last four-digit year in the text. */
export function lastYear(text: string): string | null {
  const years = text.match(new RegExp(`(?<!\\d)${year}(?!\\d)`, 'g'));
  return years?.at(-1) ?? null;
}

/** A date as a month count, the start of its month (a bare year counts from January, or December as an end). */
function monthIndex(value: ResumeDate, asEnd: boolean): number {
  const [y, m] = value.split('-').map(Number);
  return (y ?? 0) * 12 + ((m ?? (asEnd ? 12 : 1)) - 1);
}

/**
 * Years covered by a set of ranges, overlaps counted once, to one decimal. `present` ends at `now` (YYYY-MM).
 * An end month counts in full ("Jan 2020 – Mar 2020" is three months).
 */
export function yearsCovered(ranges: readonly Pick<DateRange, 'start' | 'end'>[], now: ResumeDate): number {
  const spans = ranges
    .map(
      ({ start, end }) =>
        [monthIndex(start, false), monthIndex(end === 'present' ? now : end, true) + 1] as const,
    )
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  let months = 0;
  let reached = Number.NEGATIVE_INFINITY;
  for (const [from, to] of spans) {
    const begin = Math.max(from, reached);
    if (to > begin) months += to - begin;
    reached = Math.max(reached, to);
  }
  return Math.round((months / 12) * 10) / 10;
}
