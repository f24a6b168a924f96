import { countries } from 'countries-list';
import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { ResumeDocument, ResumeLine } from './resume-document.ts';
import { headingKind, type ResumeSection } from './resume-sections.ts';
import { looksLikeTitle } from './resume-words.ts';
import { resolveSkill } from './taxonomy.ts';

/**
 * Contact details: e-mail, phone (E.164, with the organisation's country for numbers written without one), links,
 * name, headline and location. Each comes with where it was found, so staff can see the source.
 */

export interface Found<T> {
  value: T;
  /** 0–1: how sure the parser is; below 0.6 the field is flagged for review. */
  confidence: number;
  /** Offsets into the document's text. */
  start: number;
  end: number;
}

/**
 * An e-mail address; in a narrow column its domain may wrap before its first dot ("…@exampl" / "e.com.ng"), and is
 * read across the break.
 */
const emailPattern = /[\p{L}\p{N}._%+-]+@(?:[\p{L}\p{N}-]+\n)?[\p{L}\p{N}.-]+\.\p{L}{2,}/u;

export function findEmail(document: ResumeDocument): Found<string> | null {
  const match = emailPattern.exec(document.text);
  if (!match) return null;
  const written = match[0].replace(/\.+$/, '');
  const value = written.replace('\n', '').toLowerCase();
  return { value, confidence: 0.98, start: match.index, end: match.index + written.length };
}

const phoneLabel =
  /(?:phone|mobile|mob|cell|tel|telephone|contact|whatsapp|ph)\.?\s*(?:no\.?|number)?\s*[:.]?\s*$/i;
/**
 * Digits as people write a phone number: a leading + or bracket, groups split by spaces, dots, dashes, brackets —
 * on one line: two numbers on lines of their own are two numbers.
 */
const phoneShape = /(?<![\d\w/])(?:\+|00)?\(?\d[\d \t().\-–]{5,}\d(?![\d\w/])/g;
/** Two years in one run of digits, month groups allowed around them ("2018.04 – 2022.03", "04/2018 - 03/2022"). */
const twoYears = /(?<!\d)(?:19|20)\d{2}(?!\d)(?:\D+\d{1,2}(?!\d))*\D+(?<!\d)(?:19|20)\d{2}(?!\d)/;
/** A post-office box and its postal code ("P.O. Box 1423-10200") are an address, not a number to call. */
const postBox = /\bbox\s*(?:no\.?\s*)?$/i;
/** Dates and year ranges look like digit groups too. */
const dateShape =
  /^(?:(?:19|20)\d{2}\s*[-–]\s*(?:(?:19|20)\d{2}|\d{2})|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|(?:19|20)\d{2}[./-]\d{1,2}(?:[./-]\d{1,2})?)$/;

/** Digits inside an e-mail address or a web link ("mei.6503095322@example.com") are not a phone number. */
function insideAddress(text: string, start: number, end: number): boolean {
  const before = text.slice(0, start).match(/[\w.+%:/-]*$/)?.[0] ?? '';
  const after = text.slice(end).match(/^[\w.+%-]*@?/)?.[0] ?? '';
  return after.endsWith('@') || /@[\w.-]*$/.test(before) || /(?:https?:\/\/|www\.)\S*$/i.test(before);
}

/**
 * The phone number labelled "phone"/"mobile" if there is one, else the first valid one, else the first, in E.164. A number is taken when it
 * has a possible length for its country — not only when it is in an allocated range: a candidate's number with a
 * typo is still the number to call, and staff see it flagged.
 */
export function findPhone(document: ResumeDocument, defaultCountry: string | null): Found<string> | null {
  const country =
    defaultCountry && isSupportedCountry(defaultCountry) ? (defaultCountry as CountryCode) : undefined;
  const candidates: (Found<string> & { valid: boolean })[] = [];
  for (const match of document.text.matchAll(phoneShape)) {
    const raw = match[0].trim();
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15 || dateShape.test(raw)) continue;
    if (insideAddress(document.text, match.index, match.index + match[0].length)) continue;
    if (twoYears.test(raw) && !raw.startsWith('+')) continue;
    if (postBox.test(document.text.slice(Math.max(0, match.index - 16), match.index))) continue;
    const number = parsePhoneNumberFromString(raw.replace(/^00/, '+'), country);
    if (!number?.isPossible()) continue;
    const start = match.index + match[0].indexOf(raw);
    const valid = number.isValid();
    candidates.push({
      value: number.number,
      confidence: valid ? 0.95 : 0.65,
      start,
      end: start + raw.length,
      valid,
    });
  }
  const labelled = candidates.find((f) =>
    phoneLabel.test(document.text.slice(Math.max(0, f.start - 24), f.start)),
  );
  // Unlabelled, a number in an allocated range beats one that only has a possible length.
  const chosen = labelled ?? candidates.find((f) => f.valid) ?? candidates[0];
  if (!chosen) return null;
  const { valid: _, ...found } = chosen;
  return found;
}

const tlds =
  'com|net|org|io|dev|me|co|ai|app|design|info|biz|uk|in|de|fr|br|ng|ph|jp|ca|au|ae|pl|mx|ke|vn|eu|us|site|online|xyz|tech|page|blog|es|it|nl|se|no|fi|dk|ch|at|be|ie|nz|za|sg|my|id|pk|bd|lk|ar|cl|pe|tr|ru|ua|cz|pt|gr|hu|ro|kr|cn|tw|hk|studio|art|work|pro|link|email'.split(
    '|',
  );
const linkPattern = new RegExp(
  `(?<![@\\p{L}\\p{N}.])(?:https?:\\/\\/)?(?:www\\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9-]+)*\\.(?:${tlds.join('|')})(?![\\p{L}\\p{N}@-])(?:\\/[^\\s|,;()<>]*)?`,
  'giu',
);

/** Web links (LinkedIn, GitHub, a portfolio), as https URLs; not the domain of an e-mail address. */
export function findLinks(document: ResumeDocument): Found<string>[] {
  const out: Found<string>[] = [];
  for (const match of document.text.matchAll(linkPattern)) {
    const raw = match[0].replace(/[.,;:)]+$/, '');
    const bare = raw.replace(/^https?:\/\//i, '');
    // "Node.js", "B.Sc" and other dotted words are not sites: a site has www., a scheme, or a path, or is a
    // well-known profile host.
    const explicit = /^https?:\/\//i.test(raw) || /^www\./i.test(bare) || bare.includes('/');
    if (!explicit && !/^(?:[a-z0-9-]+\.)?(?:linkedin|github|gitlab|behance|dribbble)\./i.test(bare)) continue;
    const value = `https://${bare.replace(/\/$/, '')}`;
    if (out.some((link) => link.value.toLowerCase() === value.toLowerCase())) continue;
    out.push({ value, confidence: 0.9, start: match.index, end: match.index + raw.length });
  }
  return out;
}

const nameWord =
  /^(?:\p{Lu}[\p{L}'’.-]*|\p{Lu}\.|(?:de|da|do|dos|das|del|della|di|du|des|van|von|der|den|la|le|bin|binti|binte|bte|bint|ben|al|el|y|e|ter|mc|ibn|a\/p|a\/l|s\/o|d\/o)|\p{Lu}{2,}[\p{L}'’-]*)$/u;

/** "Son of", "daughter of" as Malaysian and Singaporean names write them ("Kavitha a/p Subramaniam"). */
const lineage = /\s(?:a\/p|a\/l|s\/o|d\/o)\s/g;
/** A legal form: the text names a company, not a person ("Meridian Marine Supplies Pte. Ltd."). */
const legalForm = /\b(?:ltd|limited|inc|llc|llp|plc|gmbh|pte|pvt|corp|s\.a|b\.v|n\.v|sdn\s+bhd)\b/i;

const notAName = /\b(?:curriculum|vitae|resume|résumé|cv|bio-?data|contact|profile|address|page)\b/i;
/** Honorifics before a name, one or several ("Dr.", "dr. ir.", "Prof. Dr."). */
const honorific = /^(?:(?:dr|dra|mr|mrs|ms|miss|prof|eng|ing|engr|ir|atty|sr|sra|srta)\.?\s+)+/i;

/** A name as a label wants it: without an honorific before it or letters after it ("Dr. Jane Doe, RN"). */
export function bareName(text: string): string {
  return text
    .replace(honorific, '')
    .replace(/,\s*(?:[A-Z]{2,6}|[A-Z][a-z]{0,3}\.?(?:\s?[A-Z][a-z]?\.?)*)(?:,\s*[A-Z]{2,6})*\s*$/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Whether a piece of text reads as a person's name: two to five name-like words, no digits or symbols. */
export function looksLikeName(text: string): boolean {
  const cleaned = text.trim();
  if (
    cleaned.length < 4 ||
    cleaned.length > 60 ||
    /[\d@/:|•,]/.test(cleaned.replace(lineage, ' ')) ||
    notAName.test(cleaned) ||
    legalForm.test(cleaned)
  )
    return false;
  const words = cleaned.split(/\s+/);
  if (words.length < 2 || words.length > 6) return false;
  if (headingKind(cleaned) || words.some((word) => headingKind(word))) return false;
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  return capitalised >= 2 && words.every((word) => nameWord.test(word));
}

/**
 * A name set letter by letter ("S O F I A L I N D Q V I S T"): the letters run together, split where the words of
 * the e-mail address's local part end ("sofia.lindqvist.fysio"), keeping the letters as written; null when the text
 * is not spaced out that way or the address does not say where its words end.
 */
function letterSpaced(text: string, emailWords: readonly string[]): string | null {
  if (!/^(?:\p{L} ){3,}\p{L}$/u.test(text)) return null;
  const letters = text.replaceAll(' ', '');
  const words: string[] = [];
  let at = 0;
  for (const word of emailWords) {
    if (at === letters.length) break;
    if (letters.slice(at, at + word.length).toLowerCase() !== word.toLowerCase()) return null;
    words.push(letters.slice(at, at + word.length));
    at += word.length;
  }
  return at === letters.length && words.length >= 2 ? words.join(' ') : null;
}

/** A line's parts: what a designer separates with bars, bullets, tabs or wide gaps. */
export const partsOf = (line: ResumeLine) =>
  line.text
    .split(/\t|\s[|•·]\s|\s{3,}/)
    .map((text) => text.trim())
    .filter(Boolean);

/**
 * The candidate's name: among the first lines of the page, the name-like text set largest (and first on a tie),
 * not a job title. Falls back to the e-mail's local part never — a wrong name is worse than a flagged empty one;
 * `email`, the address the résumé gives, only tells where a name set letter by letter splits.
 */
export function findName(document: ResumeDocument, email: string | null): Found<string> | null {
  const firstPage = document.lines.filter((line) => line.page === 1);
  const maxSize = Math.max(0, ...firstPage.map((line) => line.size));
  const emailWords = (email?.split('@')[0] ?? '').split(/[._-]+/).filter(Boolean);
  let best: { found: Found<string>; score: number } | null = null;
  firstPage.forEach((line, index) => {
    const largest = maxSize > 0 && line.size >= maxSize - 0.5;
    // The name is among the first lines, set largest on the page, or first in a column of its own (a sidebar may
    // come first in reading order).
    const columnStart = index > 0 && firstPage[index - 1]?.column !== line.column;
    if (index >= 14 && !largest && !columnStart) return;
    const next = firstPage[index + 1];
    for (const part of partsOf(line)) {
      // A heading word run into the name by a scan ("CONTACT Jane Doe") is not part of it.
      const unlabelled = part
        .replace(/^(?:name|full name)\s*:\s*/i, '')
        .replace(/^(\S+)\s+(?=\S+\s+\S)/, (word, first: string) => (headingKind(first) ? '' : word));
      // A name set on two lines ("Élodie" over "MARCHAND"), at the top of the page: one word on each.
      const below = next && index < 3 && /^\S+$/.test(part) ? partsOf(next) : [];
      const twoLines = below.length === 1 && /^\S+$/.test(below[0] ?? '') ? `${part} ${below[0]}` : null;
      const written = twoLines ?? letterSpaced(unlabelled, emailWords) ?? unlabelled;
      const text = bareName(written);
      if (!looksLikeName(text) || looksLikeTitle(text) || looksLikeLocation(text) || resolveSkill(text))
        continue;
      const score =
        (largest ? 3 : 0) + (line.bold ? 1 : 0) + (index === 0 || columnStart ? 2 : 0) - index * 0.15;
      if (best && best.score >= score) continue;
      const at = line.text.indexOf(text);
      // A name read from two lines or letter by letter spans what was written.
      const start = line.start + (at >= 0 ? at : line.text.indexOf(part));
      const end =
        twoLines && next
          ? next.start + next.text.length
          : at >= 0
            ? start + text.length
            : start + part.length;
      best = {
        score,
        found: { value: text, confidence: largest || index === 0 ? 0.9 : 0.65, start, end },
      };
    }
  });
  return (best as { found: Found<string> } | null)?.found ?? null;
}

/** The line under the name that says what the person does ("Senior Backend Engineer"), if there is one. */
export function findHeadline(document: ResumeDocument, name: Found<string> | null): Found<string> | null {
  if (!name) return null;
  const index = document.lines.findIndex(
    (line) => line.start <= name.start && name.start < line.start + line.text.length + 1,
  );
  const next = document.lines.slice(index + 1, index + 3);
  const ownLine = document.lines[index];
  // A headline written on the name's own line after a separator ("Jane Doe | Staff Nurse").
  const besideName = ownLine
    ? partsOf(ownLine).find((part) => part !== name.value && looksLikeTitle(part))
    : undefined;
  const candidates = [...(besideName && ownLine ? [{ line: ownLine, text: besideName }] : [])];
  for (const line of next) {
    const text = partsOf(line)[0] ?? '';
    if (headingKind(text)) break;
    candidates.push({ line, text });
  }
  for (const { line, text } of candidates) {
    if (!text || /[@\d]/.test(text) || text.split(/\s+/).length > 10 || /[.;]$/.test(text)) continue;
    if (looksLikeLocation(text)) continue;
    const start = line.start + line.text.indexOf(text);
    return { value: text, confidence: looksLikeTitle(text) ? 0.8 : 0.55, start, end: start + text.length };
  }
  return null;
}

export const countryNames = new Set(
  [
    ...Object.values(countries).flatMap((c) => [c.name, c.native]),
    'UK',
    'USA',
    'US',
    'UAE',
    'U.S.',
    'U.K.',
    'England',
    'Scotland',
    'Wales',
  ].map((name) => name.toLowerCase()),
);

/** "City, Country", "City, ST", or a place after a "Location:"/"Address:" label. */
export function looksLikeLocation(text: string): boolean {
  const t = text.trim();
  const parts = t.split(/,\s*/);
  if (parts.length < 2 || parts.length > 4 || t.length > 70 || /[@\d]{3,}/.test(t)) return false;
  const last = (parts.at(-1) ?? '').toLowerCase();
  return countryNames.has(last) || /^[A-Z]{2}$/.test(parts.at(-1) ?? '');
}

/** States, provinces and territories written after a town without a comma ("Brisbane QLD", "Austin TX"). */
const stateCodes = new Set(
  [
    // United States
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK',
    'OR PA RI SC SD TN TX UT VT VA WA WV WI WY',
    // Canada
    'AB BC MB NB NL NS NT NU ON PE QC SK YT',
    // Australia
    'ACT NSW QLD SA TAS VIC',
  ].flatMap((codes) => codes.split(' ')),
);

/**
 * Where a person lives, as a résumé's contact lines write it: what {@link looksLikeLocation} reads, and also with a
 * postcode at the end ("Phoenix, AZ 85004"), a country written with "the" ("Utrecht, the Netherlands"), or a town
 * and its state's code without a comma ("Parramatta NSW 2150").
 */
export function looksLikeHomeLocation(text: string): boolean {
  const t = text.trim().replace(/\s+\d{3,6}$/, '');
  if (looksLikeLocation(t)) return true;
  const parts = t.split(/,\s*/);
  const last = (parts.at(-1) ?? '').replace(/^the\s+/i, '').toLowerCase();
  if (parts.length >= 2 && parts.length <= 4 && t.length <= 70 && countryNames.has(last)) return true;
  const town = /^\p{Lu}[\p{L}.'’ -]{1,30} ([A-Z]{2,3})$/u.exec(t);
  return town !== null && stateCodes.has(town[1] ?? '');
}

/** A label written before an address ("Address:", "Adres:", "Wohnort", "A:"), taken off the value. */
const addressLabel =
  /^(?:(?:location|address|adres|adresse|anschrift|wohnort|indirizzo|direcci[oó]n|endere[cç]o|residence|city|a)\s*[:\-–]\s*|(?:location|address|adres|adresse|anschrift|wohnort)\s+)/i;

/** A part of a line as a place: without a label or the separator a line may end with ("Chicago, IL •"). */
const placeValue = (part: string) =>
  part
    .replace(/^[^\p{L}]+/u, '')
    .replace(addressLabel, '')
    .replace(/[\s|•·,;]+$/, '')
    .trim();

/** Sections whose places are an employer's or a school's, not where the person lives. */
const elsewhere = new Set(['experience', 'education', 'projects', 'certifications']);

/**
 * Where the person lives: a labelled place ("Location: Leeds, UK"), else a place of a known form among the first
 * lines, else a town or a town and its region on a line with the e-mail or phone; read outside the work history,
 * education, projects and certifications (whose places are employers' and schools'), never the person's name.
 */
export function findLocation(
  document: ResumeDocument,
  sections: readonly ResumeSection[] = [],
  name: string | null = null,
): Found<string> | null {
  const skipped = new Set(sections.filter((s) => elsewhere.has(s.kind)).flatMap((s) => s.lines));
  const lines = document.lines.slice(0, 30).filter((line) => !skipped.has(line));
  const labelled = /(?:location|address|based in|city|residence)\s*[:\-–]\s*([^|•\t]{3,70})/i;
  for (const line of lines) {
    const match = labelled.exec(line.text);
    if (match?.[1]) {
      const value = match[1].trim().replace(/[.,]$/, '');
      const start = line.start + line.text.indexOf(value);
      return { value, confidence: 0.8, start, end: start + value.length };
    }
  }
  for (const line of lines) {
    for (const part of partsOf(line)) {
      const value = placeValue(part);
      if (!looksLikeHomeLocation(value) || (name && value.includes(name))) continue;
      const start = line.start + line.text.indexOf(value);
      return { value, confidence: 0.7, start, end: start + value.length };
    }
  }
  // A town, or a town and its region, written among the e-mail and phone ("Kraków | +48 …", "Pune, Maharashtra · …").
  for (const line of lines) {
    if (!contactLine.test(line.text)) continue;
    for (const part of partsOf(line)) {
      const value = placeValue(part);
      if (!looksLikeContactPlace(value) || (name && value.includes(name))) continue;
      const start = line.start + line.text.indexOf(value);
      return { value, confidence: 0.55, start, end: start + value.length };
    }
  }
  return null;
}

/** A line with an e-mail address or a phone number on it. */
const contactLine = /@|\+?\d[\d\s().-]{7,}\d/;

/** Words a contact line writes that are not places ("LinkedIn", "Portfolio"). */
const contactWords = new Set(
  'linkedin github gitlab portfolio website web email e-mail mail phone mobile tel cell contact skype whatsapp telegram twitter behance dribbble address'.split(
    ' ',
  ),
);

/** One to three words, the first capitalised: a town's or a region's name. */
const placeName = "\\p{Lu}[\\p{L}'’.-]*(?: [\\p{L}'’.-]+){0,2}";
const townAndRegion = new RegExp(`^${placeName}, ${placeName}$`, 'u');
const town = /^\p{Lu}[\p{L}'’.-]+$/u;

/**
 * Among contact details, a town ("Kraków") or a town and its region ("Leeds, West Yorkshire"): capitalised words,
 * no digits, addresses or links, and not a job title, a skill or one of a contact line's own words.
 */
function looksLikeContactPlace(value: string): boolean {
  if (!value || /[@\d/:]|www\./i.test(value) || contactWords.has(value.toLowerCase())) return false;
  if (!townAndRegion.test(value) && !town.test(value)) return false;
  return !looksLikeTitle(value) && !resolveSkill(value);
}
