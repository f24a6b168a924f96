import { languages as languageTable } from 'countries-list';
import {
  countryNames,
  type Found,
  findEmail,
  findHeadline,
  findLinks,
  findLocation,
  findName,
  findPhone,
  looksLikeLocation,
} from './resume-contact.ts';
import { headerCountry } from './resume-country.ts';
import { yearsCovered } from './resume-dates.ts';
import { type ResumeDocument, type ResumeLine, readTextResume, toDocument } from './resume-document.ts';
import { readDocxResume } from './resume-docx.ts';
import {
  type EducationEntry,
  type ExperienceEntry,
  findEducation,
  findExperience,
} from './resume-entries.ts';
import { type ResumeFileKind, resumeFileKind } from './resume-file-kind.ts';
import { readImageResume, readPdfPagesByOcr } from './resume-ocr.ts';
import { readPdfResume } from './resume-pdf.ts';
import { type ResumeSection, type SectionKind, splitSections } from './resume-sections.ts';
import { extractSkills } from './skill-extractor.ts';
import { resolveSkill } from './taxonomy.ts';
import { outsideBrackets } from './text.ts';

/**
 * The local résumé parser: a file's bytes to a candidate profile, every field with a confidence and the span of
 * the document's text it came from. Offline and deterministic.
 */

export interface ParsedResume {
  kind: ResumeDocument['kind'];
  pages: number;
  /** The document's text in reading order: what field spans point into. */
  text: string;
  /** Whether (some of) the text was read by OCR from a scan. */
  ocr: boolean;
  name: Found<string> | null;
  email: Found<string> | null;
  phone: Found<string> | null;
  location: Found<string> | null;
  headline: Found<string> | null;
  summary: Found<string> | null;
  links: Found<string>[];
  skills: Found<string>[];
  experience: ExperienceEntry[];
  education: EducationEntry[];
  languages: Found<string>[];
  certifications: Found<string>[];
  total_years_experience: number | null;
}

export interface ParseOptions {
  /** ISO 3166 country for phone numbers written without a country code (the organisation's country). */
  defaultCountry: string | null;
  /** The month "present" means, `YYYY-MM`. */
  now: string;
}

/**
 * The document of a file in reading order. A PDF page without a text layer (a scan) is read by OCR, as is a PNG or
 * JPEG; `ocr` says the text came (partly) from OCR.
 */
export async function readResume(
  bytes: Uint8Array,
  kind: ResumeFileKind,
): Promise<{ document: ResumeDocument; ocr: boolean }> {
  if (kind === 'png' || kind === 'jpeg') return { document: await readImageResume(bytes), ocr: true };
  if (kind === 'docx') return { document: await readDocxResume(bytes), ocr: false };
  if (kind === 'txt') return { document: readTextResume(bytes), ocr: false };
  const { document, pagesWithoutText } = await readPdfResume(bytes);
  if (pagesWithoutText.length === 0) return { document, ocr: false };
  const scanned = await readPdfPagesByOcr(bytes, pagesWithoutText);
  const lines = [...document.lines, ...scanned].sort((a, b) => a.page - b.page);
  const kindOfText = pagesWithoutText.length === document.pages ? 'ocr' : 'pdf';
  return { document: toDocument(kindOfText, document.pages, lines), ocr: true };
}

/** How much less sure a field read by OCR is. */
const ocrCertainty = 0.8;

export async function parseResumeFile(bytes: Uint8Array, options: ParseOptions): Promise<ParsedResume> {
  const kind = resumeFileKind(bytes);
  if (!kind) throw new Error('Not a PDF, Word, text or image file.');
  return parseResume(bytes, kind, options);
}

/** A file of a known kind to its fields; what was read by OCR is less certain. Throws when it cannot be opened. */
export async function parseResume(
  bytes: Uint8Array,
  kind: ResumeFileKind,
  options: ParseOptions,
): Promise<ParsedResume> {
  const { document, ocr } = await readResume(bytes, kind);
  const parsed = parseResumeDocument(document, options);
  return ocr ? lessCertain(parsed, ocrCertainty) : parsed;
}

/** The same fields with every confidence scaled down. */
function lessCertain(parsed: ParsedResume, factor: number): ParsedResume {
  const scale = <T extends { confidence: number }>(field: T): T => ({
    ...field,
    confidence: field.confidence * factor,
  });
  const maybe = <T extends { confidence: number }>(field: T | null) => (field ? scale(field) : null);
  return {
    ...parsed,
    ocr: true,
    name: maybe(parsed.name),
    email: maybe(parsed.email),
    phone: maybe(parsed.phone),
    location: maybe(parsed.location),
    headline: maybe(parsed.headline),
    summary: maybe(parsed.summary),
    links: parsed.links.map(scale),
    skills: parsed.skills.map(scale),
    experience: parsed.experience.map(scale),
    education: parsed.education.map(scale),
    languages: parsed.languages.map(scale),
    certifications: parsed.certifications.map(scale),
  };
}

const found = (value: string, line: ResumeLine, confidence: number, text = value): Found<string> => {
  const at = Math.max(0, line.text.indexOf(text));
  return { value, confidence, start: line.start + at, end: line.start + at + text.length };
};

const proficiency =
  /\s*(?:[([].*?[)\]]|[-–—:]\s*(?:native|fluent|advanced|intermediate|basic|beginner|proficient|professional|conversational|mother tongue|working|elementary|limited|full|bilingual|expert|[abc][12])\b.*|\b(?:native|fluent|advanced|intermediate|basic|beginner|proficient|conversational|bilingual|mother tongue)\b.*|\b[abc][12]\b.*|\s\d+\+?\s*(?:years?|yrs?).*)$/i;

/**
 * Items of a list written across lines, commas, bars, bullets or slashes. A comma-separated list that wraps onto
 * the next line is read as one, as is a bracket that closes on the next line.
 */
function listItems(lines: readonly ResumeLine[]): { text: string; line: ResumeLine }[] {
  const joined: { text: string; line: ResumeLine }[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const continues =
      previous &&
      /,/.test(previous.text) &&
      !/[,;:]\s*$/.test(previous.text) &&
      !bulletStart.test(line.text) &&
      /^[\p{Ll}\p{Lu}]/u.test(line.text) &&
      !/^[^:]{2,30}:\s/.test(line.text);
    // A bracket left open at the end of a line closes on the next: "Adobe Suite (InDesign," over "Illustrator)".
    const open =
      previous && (previous.text.match(/\(/g) ?? []).length > (previous.text.match(/\)/g) ?? []).length;
    if (previous && ((continues && /^\p{Ll}/u.test(line.text)) || (open && /\)/.test(line.text))))
      previous.text = `${previous.text} ${line.text}`;
    else joined.push({ text: line.text, line });
  }
  // A table of skills whose first row names its columns ("Clinical<tab>Assessment<tab>Systems" over rows of as
  // many cells): that row holds group names, not skills.
  const cells = (text: string) => text.split('\t').map((cell) => cell.trim());
  const [head, ...rows] = joined;
  const headerRow =
    head !== undefined &&
    rows.length >= 2 &&
    cells(head.text).length >= 2 &&
    cells(head.text).every(
      (cell) => cell.split(/\s+/).length <= 2 && !listSeparator.test(cell) && !resolveSkill(cell),
    ) &&
    rows.filter((row) => cells(row.text).length >= 2).length >= 2;
  const items: { text: string; line: ResumeLine }[] = [];
  for (const [at, { text: whole, line }] of joined.entries()) {
    if (at === 0 && headerRow) continue;
    // A short line of its own between lists ("Clinical" over "Four-handed dentistry, Dental radiography", then
    // "Software" over the next list) names the group, not a skill; in a list of one skill a line it is a skill.
    const next = joined[at + 1]?.text ?? '';
    const previous = joined[at - 1]?.text;
    if (
      !listSeparator.test(whole) &&
      whole.split(/\s+/).length <= 3 &&
      next.split(',').length >= 2 &&
      (previous === undefined || listSeparator.test(previous)) &&
      !resolveSkill(whole) &&
      chips({ text: whole, line }).length < 2
    )
      continue;
    // "Programming: Java, Python": the label before the colon is a group name, not a skill; so is a table's first
    // cell before a list ("Processes<tab>SMAW, FCAW") when it is not a skill itself.
    let body = whole.replace(/^[^:]{2,30}:\s+(?=\S)/, '');
    const cell = /^([^\t,]{2,30})\t(?=[^\t]*,)/.exec(body);
    if (cell?.[1] && !resolveSkill(cell[1].trim())) body = body.slice(cell[0].length);
    for (const piece of outsideBrackets(body, /\t|,|;|\||•|·|▪|●|\s\/\s|\s[-–]\s(?=\p{Lu})/u)) {
      const text = piece
        // A group's label inside the line ("…; Software: Empower 3") names the group, not the skill.
        .replace(/^\s*[^:]{2,30}:\s+(?=\S)/, '')
        .replace(/^[\s\-–*◦○►✓]+/, '')
        .replace(/[\s.]+$/, '')
        .trim();
      if (text && /\p{L}/u.test(text)) items.push({ text, line });
    }
  }
  return items;
}

const bulletStart = /^\s*[-–•·*▪◦●○►✓]/;
const listSeparator = /[\t,;|•·▪●]/;

/**
 * Skill chips set side by side come as one run of words ("React TypeScript JS"): split when every word (or pair
 * or three of words) is a skill the taxonomy knows, and only then.
 */
function chips(item: { text: string; line: ResumeLine }): { text: string; line: ResumeLine }[] {
  const words = item.text.split(/\s+/);
  if (words.length < 2 || words.length > 12 || resolveSkill(item.text)) return [item];
  const split: (string[] | null)[] = [[]];
  for (let end = 1; end <= words.length; end++) {
    let best: string[] | null = null;
    for (let size = 1; size <= 3 && size <= end; size++) {
      const before = split[end - size];
      const phrase = words.slice(end - size, end).join(' ');
      if (before && resolveSkill(phrase) && (!best || before.length + 1 < best.length))
        best = [...before, phrase];
    }
    split.push(best);
  }
  const found = split[words.length];
  return found && found.length >= 2 ? found.map((text) => ({ text, line: item.line })) : [item];
}

const soft = new Set(['soft_skill']);

/**
 * Words that describe a person rather than a skill ("Friendly and approachable", "Empathetic listener", "Patient
 * with children"): an item made only of these (and the people they are shown to) is a trait, which résumés list
 * beside their skills but no recruiter searches for.
 */
const traitWords = new Set(
  `friendly approachable patient positive calm reliable dependable punctual motivated self-motivated hard-working
  hardworking dedicated enthusiastic energetic passionate honest loyal trustworthy organised organized proactive
  flexible adaptable creative curious empathetic empathic caring compassionate cheerful polite courteous confident
  diligent meticulous thorough responsible resourceful resilient determined ambitious driven dynamic outgoing sociable
  welcoming warm kind helpful team-oriented results-driven results-oriented detail-oriented goal-oriented quick fast
  eager willing open-minded mature discreet presentable smart learner listener communicator mindset attitude
  personality manner person player worker thinker starter self-starter`.split(/\s+/),
);
const traitFiller = new Set(
  'and & with to of a an the in at good great excellent strong clients customers guests patients people children others colleagues team'.split(
    ' ',
  ),
);

/** Whether a skills item only describes the person ("Friendly and approachable"). */
function isTrait(text: string): boolean {
  const words = text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  return (
    words.some((word) => traitWords.has(word)) &&
    words.every((word) => traitWords.has(word) || traitFiller.has(word))
  );
}

/** Skills of the skills sections (canonical names where the taxonomy knows them); the rest of the text's otherwise. */
function findResumeSkills(
  sections: readonly ResumeSection[],
  notSkills: readonly (string | undefined)[],
  headings: readonly { start: number; end: number }[],
): Found<string>[] {
  const skillLines = sections.filter((s) => s.kind === 'skills').flatMap((s) => s.lines);
  const out: Found<string>[] = [];
  const seen = new Set<string>(notSkills.filter((t): t is string => Boolean(t)).map((t) => t.toLowerCase()));
  const items = listItems(skillLines)
    .map((item) => ({ ...item, text: item.text.replace(proficiency, '').trim() }))
    .flatMap(chips);
  for (const item of items) {
    const text = item.text;
    if (
      !text ||
      text.length > 40 ||
      text.split(/\s+/).length > 5 ||
      /[.!?:]$/.test(text) ||
      /[@]|\d{3,}/.test(text)
    )
      continue;
    // Spoken languages and places listed beside the skills belong to other fields.
    if (
      languageNames.has(text.toLowerCase()) ||
      countryNames.has(text.toLowerCase()) ||
      looksLikeLocation(text)
    )
      continue;
    const skill = resolveSkill(text);
    if (skill && soft.has(skill.category)) continue;
    if (!skill && isTrait(text)) continue;
    if (!skill && extractSkills(text).some((s) => soft.has(s.category))) continue;
    const value = skill?.name ?? text;
    const key = value.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(found(value, item.line, skill ? 0.9 : 0.6, text));
  }
  if (out.length > 0) return out;
  // No skills section: the skills named anywhere but in certifications and education, which name
  // qualifications and schools ("Advanced Life Support", "Chemistry"), and in job titles and the headline
  // ("Staff Nurse" names a role, not a skill).
  const elsewhere = new Set<SectionKind>(['certifications', 'education']);
  const lines = sections
    .filter((s) => !elsewhere.has(s.kind))
    .flatMap((s) => s.lines)
    .filter((line) => !headings.some((h) => line.start >= h.start && line.start < h.end));
  const fallback = new Map<string, Found<string>>();
  for (const line of lines) {
    for (const skill of extractSkills(line.text)) {
      if (soft.has(skill.category) || skill.category === 'language' || fallback.has(skill.id)) continue;
      const span = skill.spans[0];
      fallback.set(skill.id, {
        value: skill.name,
        confidence: 0.6,
        start: line.start + (span?.start ?? 0),
        end: line.start + (span?.end ?? 0),
      });
    }
  }
  return [...fallback.values()];
}

const languageNames = new Map(
  Object.values(languageTable).flatMap((l) => [
    [l.name.toLowerCase(), l.name],
    [l.native.toLowerCase(), l.name],
  ]),
);
const languageAliases: [string, string][] = [
  ['mandarin', 'Mandarin'],
  ['cantonese', 'Cantonese'],
  ['tagalog', 'Tagalog'],
  ['filipino', 'Filipino'],
  ['farsi', 'Persian'],
  ['brazilian portuguese', 'Portuguese'],
];
for (const [alias, name] of languageAliases) languageNames.set(alias, name);

function findLanguages(sections: readonly ResumeSection[]): Found<string>[] {
  const out: Found<string>[] = [];
  for (const item of listItems(sections.filter((s) => s.kind === 'languages').flatMap((s) => s.lines))) {
    const text = item.text.replace(proficiency, '').trim();
    const name = languageNames.get(text.toLowerCase());
    if (name && !out.some((l) => l.value === name)) out.push(found(name, item.line, 0.9, text));
  }
  return out;
}

function findCertifications(sections: readonly ResumeSection[]): Found<string>[] {
  return sections
    .filter((s) => s.kind === 'certifications')
    .flatMap((s) => s.lines)
    .map((line) => {
      const text = line.text
        .replace(/^[\s\-–•·*▪◦●]+/, '')
        .replace(/[\s,(–—-]*\(?(?:19|20)\d{2}\)?\s*$/, '')
        .trim();
      return text.length >= 3 ? found(text, line, 0.7) : null;
    })
    .filter((c): c is Found<string> => c !== null);
}

function findSummary(sections: readonly ResumeSection[]): Found<string> | null {
  const section = sections.find((s) => s.kind === 'summary');
  const first = section?.lines[0];
  const last = section?.lines.at(-1);
  if (!section || !first || !last) return null;
  return {
    value: section.lines.map((l) => l.text).join(' '),
    confidence: 0.8,
    start: first.start,
    end: last.start + last.text.length,
  };
}

/**
 * "Languages: Go, Python, SQL": a languages section whose items are mostly skills the taxonomy knows and none a
 * spoken language is a developer's list of programming languages, read as skills.
 */
function programmingLanguages(section: ResumeSection): ResumeSection {
  if (section.kind !== 'languages') return section;
  const items = listItems(section.lines).map((item) => item.text.replace(proficiency, '').trim());
  const spoken = items.filter((text) => languageNames.has(text.toLowerCase())).length;
  const known = items.filter((text) => resolveSkill(text)).length;
  return items.length >= 2 && spoken === 0 && known * 2 > items.length
    ? { ...section, kind: 'skills' }
    : section;
}

/** Every field of a document already read. */
export function parseResumeDocument(document: ResumeDocument, options: ParseOptions): ParsedResume {
  const sections = splitSections(document).map(programmingLanguages);
  const email = findEmail(document);
  // The e-mail's words tell where a name set letter by letter splits.
  const name = findName(document, email?.value ?? null);
  const experienceSections = sections.filter((s) => s.kind === 'experience');
  const experience = findExperience(
    experienceSections.flatMap((s) => s.lines),
    new Set(experienceSections.map((s) => s.lines[0]).filter((line) => line !== undefined)),
    document.text,
  );
  const education = findEducation(sections.filter((s) => s.kind === 'education').flatMap((s) => s.lines));
  const headline = findHeadline(document, name);
  return {
    kind: document.kind,
    pages: document.pages,
    text: document.text,
    ocr: false,
    name,
    email,
    // The résumé's own country reads a local number better than the organisation's (**phone country**).
    phone: findPhone(document, headerCountry(document) ?? options.defaultCountry),
    location: findLocation(document, sections, name?.value ?? null),
    headline,
    summary: findSummary(sections),
    links: findLinks(document),
    // The name and headline printed beside a sidebar's skills are not skills.
    skills: findResumeSkills(
      sections,
      [name?.value, headline?.value],
      [
        ...experience.map((entry) => ({ start: entry.start_offset, end: entry.end_offset })),
        ...(headline ? [headline] : []),
      ],
    ),
    experience,
    education,
    languages: findLanguages(sections),
    certifications: findCertifications(sections),
    total_years_experience: experience.length > 0 ? yearsCovered(experience, options.now) : null,
  };
}
