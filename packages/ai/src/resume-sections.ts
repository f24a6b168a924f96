import { findDateRanges } from './resume-dates.ts';
import type { ResumeDocument, ResumeLine } from './resume-document.ts';
import { companyScore, titleScore } from './resume-words.ts';
import { withoutAccents } from './text.ts';

/**
 * A résumé's sections. A heading is found by its words ("Work History", "Core Competencies", "LICENCES &
 * CERTIFICATIONS") — a short line made only of heading words — and then by its look: a line styled like the
 * headings already found (same size, weight and capitals, set apart from the body) is a heading too, even in
 * unusual words ("Where I've Worked"); its kind then comes from what the section holds.
 */

export type SectionKind =
  | 'header'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'certifications'
  | 'projects'
  | 'other';

export interface ResumeSection {
  kind: SectionKind;
  heading: ResumeLine | null;
  /** The section's lines after its heading; a heading with inline content ("Skills: Java, SQL") keeps it here. */
  lines: ResumeLine[];
}

const kindWords: Record<Exclude<SectionKind, 'header'>, readonly string[]> = {
  experience: [
    'experience',
    'experiences',
    'employment',
    'history',
    'positions',
    'jobs',
    'roles',
    'internships',
    'internship',
    'appointments',
    'worked',
    'placements',
    'placement',
  ],
  education: [
    'education',
    'academic',
    'academics',
    'qualifications',
    'qualification',
    'studies',
    'schooling',
    'degrees',
  ],
  skills: [
    'skills',
    'skill',
    'skillset',
    'competencies',
    'competences',
    'expertise',
    'technologies',
    'tools',
    'proficiencies',
    'toolkit',
    'stack',
    'abilities',
    'capabilities',
    'strengths',
    'knowledge',
  ],
  summary: ['summary', 'profile', 'objective', 'about', 'overview', 'statement', 'introduction', 'bio'],
  languages: ['languages', 'language'],
  certifications: [
    'certifications',
    'certification',
    'certificates',
    'licenses',
    'licences',
    'license',
    'licence',
    'accreditations',
    'credentials',
    'courses',
    'training',
  ],
  projects: ['projects', 'portfolio'],
  other: [
    'awards',
    'achievements',
    'honours',
    'honors',
    'publications',
    'volunteering',
    'interests',
    'hobbies',
    'references',
    'activities',
    'affiliations',
    'memberships',
    'contact',
    'details',
    'information',
    'extracurricular',
    'referees',
  ],
};

/** Words that qualify a heading without deciding its kind. */
const modifiers = new Set(
  [
    'professional work career relevant key core technical my and other additional selected personal of in main soft hard computer it digital software areas area spoken foreign highlights recent previous job related industry notable volunteer & summary of qualifications employment record experience methods methodologies techniques platforms systems',
    // "Where I've worked", "Places I have worked".
    'where i ve have',
    // "Professional Background", "Positions Held", "Skill Set", "About Me", "Professional Journey".
    'background held set me journey',
    // "Earlier Career", "Early Career", "Prior Roles".
    'earlier early prior past further',
    // The same qualifiers in the other languages of `kindWordsElsewhere`, without accents.
    'profesional laboral academica academico tecnicas tecnicos y de del la profissional profissionais academicas e do da das professionnelle professionnel academique techniques et du des berufliche beruflicher akademische und technische professionale professionali tecniche di professionele en kerja organisasi is mesleki obce i dan ve',
  ]
    .join(' ')
    .split(' '),
);

/**
 * The same headings in the languages résumés most often come in besides English (Spanish, Portuguese, French,
 * German, Italian, Dutch, Swedish, Danish, Norwegian, Polish, Finnish, Indonesian, Turkish), written without
 * accents: a heading's words are compared without them, so "Formación" and an OCR's "Formacion" are one word.
 */
const kindWordsElsewhere: Record<Exclude<SectionKind, 'header'>, string> = {
  experience:
    'experiencia experiencias trayectoria experiencia experiencias historico historial expérience experiences parcours berufserfahrung erfahrung praxiserfahrung berufspraxis werdegang praktika esperienza esperienze werkervaring ervaring loopbaan arbetslivserfarenhet erfarenhet erhvervserfaring arbeidserfaring erfaring doswiadczenie zawodowe tyokokemus pengalaman deneyimi deneyim deneyimleri stajlar staj',
  education:
    'formacion educacion estudios formacao educacao escolaridade formation etudes diplomes ausbildung bildung studium bildungsweg istruzione formazione opleiding opleidingen utbildning uddannelse utdanning wyksztalcenie koulutus pendidikan egitim',
  skills:
    'competencias habilidades conocimientos aptitudes competencias conhecimentos competences kenntnisse fahigkeiten kompetenzen competenze vaardigheden competenties kompetenser fardigheter kompetencer ferdigheter umiejetnosci taidot osaaminen keahlian keterampilan kemampuan yetenekler beceriler yetkinlikler',
  summary: 'perfil resumen objetivo resumo profil objectif zusammenfassung kurzprofil profilo profiel',
  languages:
    'idiomas linguas langues sprachen sprachkenntnisse lingue talen sprak sprog jezyki kielitaito diller bahasa',
  certifications:
    'certificaciones cursos certificacoes zertifikate zertifizierungen weiterbildung certificazioni certificaten kursy certyfikaty szkolenia sertifikat sertifikasi sertifikalar kurslar',
  projects: 'proyectos projetos projets projekte progetti projecten',
  other:
    'referencias intereses logros referencias interesses interets interessen hobbys referenzen riferimenti interessi contacto contato coordonnees kontakt contatti klauzula zainteresowania',
};

/** Lower case, accents removed. */
const plainWord = (word: string) => withoutAccents(word.toLowerCase());

const kindOfWord = new Map<string, Exclude<SectionKind, 'header'>>();
for (const [kind, words] of Object.entries(kindWords) as [
  Exclude<SectionKind, 'header'>,
  readonly string[],
][]) {
  for (const word of [...words, ...kindWordsElsewhere[kind].split(' ')])
    if (!kindOfWord.has(plainWord(word))) kindOfWord.set(plainWord(word), kind);
}

/** A heading word and its forms without a plural's "s" or "es" ("Expériences professionnelles", "Experiencias"). */
const forms = (word: string) =>
  word.length > 3 ? [word, word.replace(/s$/, ''), word.replace(/es$/, '')] : [word];
const kindOf = (word: string) =>
  forms(word)
    .map((form) => kindOfWord.get(form))
    .find(Boolean);
const isModifier = (word: string) => forms(word).some((form) => modifiers.has(form));

const headingWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .split(/[^\p{L}&]+/u)
    .filter(Boolean)
    .map(plainWord);

/**
 * A heading typed letter by letter ("W O R K  H I S T O R Y", "S K I L L S"), as plain-text résumés space them out:
 * its letters joined and split again into heading words, or null when the text is not spaced out so or does not
 * split into them.
 */
function spacedOut(text: string): string[] | null {
  if (!/^(?:\p{L}|&)(?:\s+(?:\p{L}|&))+$/u.test(text) || text.replace(/\s/g, '').length < 4) return null;
  const letters = plainWord(text.replace(/[\s&]/g, ''));
  const known = (word: string) => kindOfWord.has(word) || modifiers.has(word);
  // The fewest known words that make up the letters, longest first.
  const split: (string[] | null)[] = [[]];
  for (let end = 1; end <= letters.length; end++) {
    let best: string[] | null = null;
    for (let start = 0; start < end; start++) {
      const before = split[start];
      const word = letters.slice(start, end);
      if (before && known(word) && (!best || before.length + 1 < best.length)) best = [...before, word];
    }
    split.push(best);
  }
  return split[letters.length] ?? null;
}

/**
 * The kind a heading's words name, or null when the text is not made of heading words. "Career", "Work" or
 * "Professional" on their own mean the work history; "Summary of Qualifications" is a summary.
 */
export function headingKind(text: string): Exclude<SectionKind, 'header'> | null {
  const trimmed = text
    .trim()
    .replace(/[:\-–—|•·]+$/, '')
    // A heading repeated on the next page: "Experience (continued)", "Work History, cont'd".
    .replace(/[\s,(–—-]+(?:continued|cont(?:['’]d|\.|d))\)?$/i, '')
    .trim();
  if (!trimmed || trimmed.length > 50 || /[\d@/]/.test(trimmed) || /[.,;]$/.test(trimmed)) return null;
  const words = spacedOut(trimmed) ?? headingWords(trimmed);
  if (words.length === 0 || words.length > 6) return null;
  if (
    words[0] === 'summary' ||
    /^(?:professional |career )?summary of qualifications$/.test(words.join(' '))
  ) {
    return 'summary';
  }
  let kind: Exclude<SectionKind, 'header'> | null = null;
  // Up to two words of the trade before the kind word ("Teaching Experience", "Clinical Skills").
  let qualifiers = 0;
  // "Academic" alone is the education, before another kind's word only a qualifier ("Academic Appointments").
  let weak = false;
  for (const word of words) {
    const named = kindOf(word);
    if (named && weak) {
      kind = named;
      weak = false;
    } else if (named) {
      weak = kind === null && word === 'academic';
      kind ??= named;
    } else if (!isModifier(word)) {
      if (kind || ++qualifiers > 2) return null;
    }
  }
  if (kind) return kind;
  return qualifiers === 0 &&
    words.some((word) => ['career', 'work', 'employment', 'professional'].includes(word))
    ? 'experience'
    : null;
}

const isCaps = (text: string) => /\p{Lu}/u.test(text) && text === text.toUpperCase();

/** How a line looks: what a designer varies to mark a heading. */
const styleOf = (line: ResumeLine, bodySize: number) =>
  [
    line.heading,
    line.bold,
    isCaps(line.text),
    bodySize > 0 && line.size >= bodySize * 1.12 ? Math.round(line.size) : 0,
  ].join('|');

/** The size most of the text is set in. */
export function bodySizeOf(lines: readonly Pick<ResumeLine, 'size' | 'text'>[]): number {
  const chars = new Map<number, number>();
  for (const line of lines) {
    if (line.size > 0)
      chars.set(Math.round(line.size), (chars.get(Math.round(line.size)) ?? 0) + line.text.length);
  }
  let best = 0;
  let most = 0;
  for (const [size, count] of chars) {
    if (count > most) {
      best = size;
      most = count;
    }
  }
  return best;
}

/** Whether a line is set apart from the body text at all. */
const standsOut = (line: ResumeLine, bodySize: number) =>
  line.heading || line.bold || isCaps(line.text) || (bodySize > 0 && line.size >= bodySize * 1.12);

/**
 * Whether telling bold from regular text could change how a document's sections are read: a line made of heading
 * words ("Experience") does not stand out by size or capitals, so it may be set apart by weight alone; or another
 * line stands out just as the headings do ("GCP" in capitals), which weight may tell apart. Reading a PDF's font
 * weights costs more than reading its text, so a PDF reader asks this first.
 */
export function headingsMayNeedWeight(drafts: readonly Omit<ResumeLine, 'start'>[]): boolean {
  const lines = drafts.map((line) => ({ ...line, bold: false, start: 0 }));
  const bodySize = bodySizeOf(lines);
  const headingStyles = new Set<string>();
  for (const line of lines) {
    if (headingKind(line.text) === null) continue;
    if (!standsOut(line, bodySize)) return true;
    headingStyles.add(styleOf(line, bodySize));
  }
  return lines.some(
    (line) =>
      headingKind(line.text) === null &&
      standsOut(line, bodySize) &&
      headingStyles.has(styleOf(line, bodySize)),
  );
}

interface Heading {
  index: number;
  kind: Exclude<SectionKind, 'header'> | null;
  /** Content written after the heading on its own line ("Skills: Java, SQL"). */
  inline: string | null;
  /** A boundary without a heading line (a new column): the line belongs to the section's content. */
  implicit?: boolean;
}

function findHeadings(lines: readonly ResumeLine[], bodySize: number): Heading[] {
  const headings: Heading[] = [];
  const styles = new Set<string>();
  lines.forEach((line, index) => {
    const kind = headingKind(line.text);
    if (kind) {
      headings.push({ index, kind, inline: null });
      if (standsOut(line, bodySize)) styles.add(styleOf(line, bodySize));
      return;
    }
    // "Skills: Java, SQL" or a table row whose first cell is the heading ("Experience<tab>…").
    const colon = /^([^:\t]{2,40})(?::\s*|\t)(\S.*)$/.exec(line.text);
    // A label that stops at "and" or "of" ("Main activities and<tab>…") wraps onto the next line: a form's row label.
    const inlineKind = colon?.[1] && !/\s(?:and|of|&)$/i.test(colon[1].trim()) ? headingKind(colon[1]) : null;
    if (colon?.[2] && inlineKind) headings.push({ index, kind: inlineKind, inline: colon[2] });
  });
  // A table whose first cell holds the heading ("Kenntnisse<tab>…") may set a long heading so close to its cell's
  // content that no gap is read ("Berufserfahrung Ostalb GmbH — Aalen"): where two or more rows are headed that
  // way, a line starting with a heading's words and then a capital or a digit is one too.
  const tabbed = headings.filter((h) => h.inline !== null && lines[h.index]?.text.includes('\t')).length;
  if (tabbed >= 2) {
    lines.forEach((line, index) => {
      if (headings.some((h) => h.index === index)) return;
      const words = line.text.split(' ');
      for (let count = 1; count <= 3 && count < words.length; count += 1) {
        const kind = headingKind(words.slice(0, count).join(' '));
        const rest = words.slice(count).join(' ');
        if (kind && /^[\p{Lu}\d]/u.test(rest)) {
          headings.push({ index, kind, inline: rest });
          return;
        }
      }
    });
  }
  // Lines styled like the recognised headings, in other words: headings whose kind their content decides.
  lines.forEach((line, index) => {
    if (headings.some((h) => h.index === index) || !standsOut(line, bodySize)) return;
    if (!styles.has(styleOf(line, bodySize))) return;
    const words = line.text.trim().split(/\s+/);
    if (words.length > 5 || /[\d@|]/.test(line.text) || /[.,;]$/.test(line.text.trim())) return;
    // A bold line alone is how many résumés set a job title; only size or capitals make it a heading here.
    if (!line.heading && !isCaps(line.text) && !(bodySize > 0 && line.size >= bodySize * 1.12)) return;
    headings.push({ index, kind: null, inline: null });
  });
  // Where reading moves to the next column, what follows is not the last section of the previous column.
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    if (!previous || previous.column === line.column || headings.some((h) => h.index === index)) return;
    headings.push({ index, kind: null, inline: null, implicit: true });
  });
  return headings.sort((a, b) => a.index - b.index);
}

const dateLike = /(?:19|20)\d{2}/;
const degreeWords =
  /\b(?:bachelor|master|mba|phd|ph\.d|doctorate|diploma|degree|b\.?\s?sc|m\.?\s?sc|b\.?\s?a\b|m\.?\s?a\b|b\.?\s?e\b|b\.?\s?tech|m\.?\s?tech|university|college|school|institute|gcse|a-levels|high school|bsc|msc|hnd)\b/i;

/** The kind of a section whose heading named none, from what it holds. */
function kindFromContent(lines: readonly ResumeLine[]): Exclude<SectionKind, 'header'> {
  const text = lines.map((line) => line.text).join('\n');
  const dated = lines.filter((line) => dateLike.test(line.text)).length;
  if (dated > 0) {
    // Lines naming a degree or a school against lines naming a role or an employer: a word like "university" in a
    // job's description does not make the work history an education section.
    const schooling = lines.filter((line) => degreeWords.test(line.text)).length;
    const work = lines.filter(
      (line) => !degreeWords.test(line.text) && (titleScore(line.text) >= 2 || companyScore(line.text) > 0),
    ).length;
    return schooling >= work ? 'education' : 'experience';
  }
  const short = lines.filter((line) => line.text.length < 40).length;
  if (lines.length > 0 && (short / lines.length > 0.7 || /,.*,.*,/.test(text))) return 'skills';
  return 'other';
}

/** A line without its date ranges, whose digits a phone number's pattern would also match ("2004 - 2006 (2"). */
function withoutDates(text: string): string {
  let out = text;
  for (const range of findDateRanges(text).sort((a, b) => b.index - a.index))
    out = `${out.slice(0, range.index)} ${out.slice(range.index + range.length)}`;
  return out;
}

/**
 * A column's lines before its first heading: contact details (like the header) or a section without a title (the
 * work history going on over a page break, "Ridgeview Sporting Goods … 2004 - 2006 (2 years)").
 */
function implicitKind(lines: readonly ResumeLine[]): SectionKind {
  const text = lines.map((line) => withoutDates(line.text)).join('\n');
  return /@|\+?\d[\d\s().-]{6,}\d|linkedin|github/i.test(text) ? 'header' : kindFromContent(lines);
}

/** The document's sections in order; what precedes the first heading is the header (name and contact details). */
export function splitSections(document: ResumeDocument): ResumeSection[] {
  const { lines } = document;
  const bodySize = bodySizeOf(lines);
  const headings = findHeadings(lines, bodySize);
  const sections: ResumeSection[] = [];
  const firstIndex = headings[0]?.index ?? lines.length;
  sections.push({ kind: 'header', heading: null, lines: lines.slice(0, firstIndex) });
  headings.forEach((heading, i) => {
    const line = lines[heading.index];
    if (!line) return;
    const end = headings[i + 1]?.index ?? lines.length;
    const body = lines.slice(heading.implicit ? heading.index : heading.index + 1, end);
    const inline = heading.inline;
    const content =
      inline === null
        ? body
        : [{ ...line, text: inline, start: line.start + line.text.length - inline.length }, ...body];
    const kind = heading.kind ?? (heading.implicit ? implicitKind(content) : kindFromContent(content));
    sections.push({ kind, heading: heading.implicit ? null : line, lines: content });
  });
  return sections;
}
