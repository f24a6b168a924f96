import { type DateRange, findDateRanges, lastYear } from './resume-dates.ts';
import type { ResumeLine } from './resume-document.ts';
import { companyScore, isDegree, isInstitution, titleScore } from './resume-words.ts';

/**
 * Work history and education entries. Each date range anchors an entry; its title and employer are in the short
 * lines around the dates (same line, the line or two above, or the line below), split where résumés separate them
 * (a tab or wide gap, a bar, a dash, " at ", a comma) and told apart by their words: a job title has a role noun
 * ("engineer", "nurse", "manager"), an employer often an organisation word ("Ltd", "Hospital", "Bank"). Without
 * such words, the order the résumé uses elsewhere decides.
 */

export interface ExperienceEntry {
  title: string;
  company: string;
  start: string;
  end: string;
  description: string;
  confidence: number;
  /** Offsets into the document's text of the entry's heading lines. */
  start_offset: number;
  end_offset: number;
}

export interface EducationEntry {
  institution: string;
  degree: string;
  end: string | null;
  confidence: number;
  start_offset: number;
  end_offset: number;
}

const bullet = /^\s*(?:[-–•·*▪◦●○►✓]|\d+[.)])\s+/;

/** A line that reads as a sentence of description rather than an entry's heading. */
const isDescription = (line: ResumeLine) =>
  bullet.test(line.text) ||
  line.text.length > 90 ||
  /[.;]$/.test(line.text.trim()) ||
  line.text.split(/\s+/).length > 12;

interface Part {
  text: string;
  line: ResumeLine;
  order: number;
}

const separators = /\t|\s+[|•·]\s+|\s+[–—]\s+|\s+-\s+|\s+@\s+|\s+at\s+|\s*\(\s*|\s*\)\s*|:\s+/;

const locationWords =
  /^(?:remote|hybrid|on-?site|onsite|full[- ]time|part[- ]time|contract|freelance|temporary|permanent|internship)$/i;

/** Splits a heading line into the parts that may be a title or an employer, the dates removed. */
function partsOfLine(line: ResumeLine, ranges: readonly DateRange[], order: number): Part[] {
  let text = line.text;
  for (const range of [...ranges].sort((a, b) => b.index - a.index)) {
    text = `${text.slice(0, range.index)}\t${text.slice(range.index + range.length)}`;
  }
  const parts: Part[] = [];
  let n = order;
  for (const piece of text.split(separators)) {
    const cleaned = piece.replace(/^[\s,;:|–—-]+|[\s,;:|–—-]+$/g, '').trim();
    if (!cleaned || !/\p{L}{2,}/u.test(cleaned) || locationWords.test(cleaned)) continue;
    // "Software Engineer, Infosys": a comma separates a title from an employer when both halves read as one.
    const comma = cleaned.split(/,\s+/);
    if (comma.length === 2 && comma[0] && comma[1] && titleScore(comma[0]) >= 2 && titleScore(comma[1]) < 2) {
      parts.push({ text: comma[0], line, order: n++ }, { text: comma[1], line, order: n++ });
    } else parts.push({ text: cleaned, line, order: n++ });
  }
  return parts;
}

/** What is left of a part once a trailing location ("Acme Ltd, Pune") is taken off. */
function withoutPlace(text: string): string {
  const comma = text.split(/,\s+/);
  if (comma.length < 2) return text;
  const head = comma[0] ?? text;
  return companyScore(head) > 0 ||
    titleScore(head) > 0 ||
    comma.slice(1).every((p) => p.split(/\s+/).length <= 3)
    ? head
    : text;
}

interface Anchor {
  index: number;
  range: DateRange;
}

/** Picks the title and the employer among an entry's heading parts. */
function chooseTitleAndCompany(parts: readonly Part[]): { title: string; company: string; sure: boolean } {
  if (parts.length === 0) return { title: '', company: '', sure: false };
  const scored = parts.map((part) => ({ part, t: titleScore(part.text), c: companyScore(part.text) }));
  const byTitle = [...scored].sort((a, b) => b.t - a.t || a.part.order - b.part.order);
  const title = byTitle[0]?.t ? byTitle[0] : null;
  const rest = scored.filter((s) => s !== title);
  const byCompany = [...rest].sort((a, b) => b.c - a.c || b.t - a.t || a.part.order - b.part.order);
  let company = byCompany[0]?.c ? byCompany[0] : null;
  if (title && !company) {
    // No organisation word: the employer is the part that is least like a title, nearest the title.
    company =
      [...rest].sort(
        (a, b) =>
          a.t - b.t || Math.abs(a.part.order - title.part.order) - Math.abs(b.part.order - title.part.order),
      )[0] ?? null;
  }
  if (!title) {
    const first = company ? rest.find((s) => s !== company) : scored[0];
    const other = company ?? scored.find((s) => s !== first);
    return { title: first?.part.text ?? '', company: withoutPlace(other?.part.text ?? ''), sure: false };
  }
  return {
    title: title.part.text,
    company: withoutPlace(company?.part.text ?? ''),
    sure: Boolean(company && company.c > 0 && title.t >= 2),
  };
}

/** The work history of an experience section. */
export function findExperience(lines: readonly ResumeLine[]): ExperienceEntry[] {
  const anchors: Anchor[] = [];
  lines.forEach((line, index) => {
    const [range] = findDateRanges(line.text);
    if (range && !(bullet.test(line.text) && line.text.length > 60)) anchors.push({ index, range });
  });
  const headings = anchors.map((anchor, k) =>
    headingOf(lines, anchor, anchors[k - 1]?.index ?? -1, anchors[k + 1]?.index ?? lines.length),
  );
  const inHeadings = new Set(headings.flatMap((h) => h.lines));
  return anchors.map((anchor, k) => {
    const { lines: heading, parts } = headings[k] ?? { lines: [], parts: [] };
    const { title, company, sure } = chooseTitleAndCompany(parts);
    const description = lines
      .slice(anchor.index + 1, anchors[k + 1]?.index ?? lines.length)
      .filter((l) => !inHeadings.has(l));
    const first = heading[0];
    const last = heading.at(-1);
    return {
      title,
      company,
      start: anchor.range.start,
      end: anchor.range.end,
      description: description.map((l) => l.text.replace(bullet, '')).join('\n'),
      confidence: sure ? 0.85 : title && company ? 0.6 : 0.4,
      start_offset: first?.start ?? 0,
      end_offset: last ? last.start + last.text.length : 0,
    };
  });
}

/** An entry's heading lines around its dates, and the parts they split into. */
function headingOf(
  lines: readonly ResumeLine[],
  anchor: Anchor,
  previousAnchor: number,
  nextAnchor: number,
): { lines: ResumeLine[]; parts: Part[] } {
  const line = lines[anchor.index];
  if (!line) return { lines: [], parts: [] };
  const heading: ResumeLine[] = [];
  // Up to two lines above the dates that are not the previous entry's description.
  for (let i = anchor.index - 1; i > previousAnchor && i >= anchor.index - 2; i -= 1) {
    const above = lines[i];
    if (!above || isDescription(above)) break;
    heading.unshift(above);
  }
  heading.push(line);
  let parts = heading.flatMap((l, i) => partsOfLine(l, l === line ? [anchor.range] : [], i * 10));
  // The line below the dates when the heading so far gives fewer than two parts.
  const below = lines[anchor.index + 1];
  if (parts.length < 2 && below && anchor.index + 1 < nextAnchor && !isDescription(below)) {
    parts = [...parts, ...partsOfLine(below, [], 100)];
    heading.push(below);
  }
  return { lines: heading, parts };
}

/** Education entries: a degree and an institution, with the year it ended. */
export function findEducation(lines: readonly ResumeLine[]): EducationEntry[] {
  const entries: EducationEntry[] = [];
  let current: { lines: ResumeLine[] } | null = null;
  const close = () => {
    if (!current) return;
    const parts = current.lines
      .flatMap((line) => line.text.split(/\t|\s+[|•·–—]\s+|,\s+|\s+-\s+/))
      .map((p) => p.trim());
    const institution = parts.find((p) => isInstitution(p)) ?? '';
    const degree = parts.find((p) => p !== institution && isDegree(p)) ?? '';
    if (institution || degree) {
      const first = current.lines[0];
      const last = current.lines.at(-1);
      entries.push({
        institution,
        degree,
        end: lastYear(current.lines.map((l) => l.text).join(' ')),
        confidence: institution && degree ? 0.8 : 0.5,
        start_offset: first?.start ?? 0,
        end_offset: last ? last.start + last.text.length : 0,
      });
    }
    current = null;
  };
  for (const line of lines) {
    const starts = isInstitution(line.text) || isDegree(line.text);
    const hasBoth =
      (current?.lines ?? []).some((l) => isInstitution(l.text)) &&
      (current?.lines ?? []).some((l) => isDegree(l.text));
    if (starts && (!current || hasBoth)) {
      close();
      current = { lines: [line] };
    } else if (current && !bullet.test(line.text) && current.lines.length < 4) current.lines.push(line);
  }
  close();
  return entries;
}
