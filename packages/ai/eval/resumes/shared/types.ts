/**
 * Source model of one résumé: what is printed (display strings) next to what is labelled
 * (normalised values). Every renderer (HTML/PDF, DOCX, TXT) reads the same model, and
 * `labels.ts` derives `labels.json` from it, so a label cannot drift away from its document.
 */

/** How the file is written. `scan-pdf` is an image-only PDF (format "pdf" in the labels). */
export type Output = 'pdf' | 'docx' | 'txt' | 'png' | 'jpeg' | 'scan-pdf';

export interface ContactItem {
  kind: 'email' | 'phone' | 'link' | 'location';
  /** Exactly as printed. */
  text: string;
  /** A text label printed before the value ("Tel.:", "E:", "Office:"). */
  prefix?: string;
  /** Phones: E.164. Links: the printed address as https:// URL (https:// put in front when missing). */
  value?: string;
}

export interface Role {
  title: string;
  /** As printed, e.g. "Mar 2019 – Present". */
  dates: string;
  /** Label values: YYYY-MM, YYYY or "present". */
  start: string;
  end: string;
  location?: string;
  bullets?: string[];
  /** A paragraph of description, printed before the bullets (or instead of them). */
  text?: string;
  /** Internships count as paid work; volunteer roles are entries but not paid work. */
  kind?: 'job' | 'internship' | 'volunteer';
  /**
   * dev-7 (opt-in): lines printed under the role's heading, before its description ("Hours per week: 40",
   * "Salary: …", "Supervisor: …", "Activities and responsibilities: …"). Not labelled.
   */
  facts?: string[];
}

/** One employer block; several roles = one employer heading with each role and its own dates. */
export interface Job {
  company: string;
  location?: string;
  roles: Role[];
  /** One line printed after the entry, e.g. a career break explained ("Career break 2019–2020: …"). Not an entry. */
  note?: string;
  /**
   * dev-7 (opt-in, HTML only): the employer's own range printed on its heading above several roles
   * ("Jun 2014 – Present", "5 yrs 2 mos"). Not labelled: each role carries its own dates. dev-8: also printed
   * by the `profile` entry style and the TXT `profile` variant.
   */
  dates?: string;
}

export interface EduEntry {
  institution: string;
  degree: string;
  dates?: string;
  /** Label value: YYYY-MM, YYYY or null when no date is printed. */
  end: string | null;
  location?: string;
  details?: string[];
}

/** A skill as printed, optionally with its canonical spelling; canonical null = not a skill (soft skill). */
export type Skill =
  | string
  | {
      text: string;
      canonical: string | null;
      /** Proficiency 1–5, drawn (not printed as text) by the `bars` and `dots` skills styles (dev-6). */
      level?: number;
    };

export interface SkillGroup {
  name?: string;
  items: Skill[];
}

export interface Lang {
  /** As printed. */
  name: string;
  level?: string;
  /** English name for the label when the printed name is not English ("Español" → "Spanish"). */
  canonical?: string;
}

interface SectionBase {
  heading: string;
  /** Sidebar templates: put the section in the sidebar. */
  side?: boolean;
  /** Start a new page with this section (paged templates and long résumés). */
  breakBefore?: boolean;
  /**
   * Skills, languages, certificates: printed as one line "Heading: item, item, …" with no heading of its own
   * (e.g. "Skills: …" and "Languages: …" lines under "Additional information").
   */
  inline?: boolean;
}

export type Section =
  | (SectionBase & { kind: 'summary'; text: string })
  | (SectionBase & {
      kind: 'experience';
      jobs: Job[];
      labelled?: boolean;
      /** dev-7 (opt-in, HTML only): this section's entry style in place of the design's ("Earlier career" lists). */
      entry?: EntryStyle;
    })
  | (SectionBase & { kind: 'education'; entries: EduEntry[] })
  | (SectionBase & { kind: 'skills'; groups: SkillGroup[] })
  | (SectionBase & { kind: 'languages'; items: Lang[] })
  | (SectionBase & { kind: 'certs'; items: string[] })
  | (SectionBase & { kind: 'list'; items: string[] });

/** Order and placement of an entry's parts (see entries.ts for what each one prints). */
export type EntryStyle =
  | 'employer-first'
  | 'employer-first-stacked'
  | 'dates-above'
  | 'margin-dates'
  | 'bracket-dates'
  | 'title-at'
  | 'pipe'
  | 'title-employer-then-right'
  | 'company-loc-dates'
  | 'classic'
  | 'title-dates-then-company'
  | 'title-pipe'
  | 'company-title-bracket'
  | 'title-then-meta'
  // dev-6 (opt-in): see entries.ts
  | 'company-paren-city'
  | 'title-at-sign'
  | 'title-dash'
  | 'dates-last'
  | 'form-table'
  // dev-7 (opt-in): see entries.ts
  | 'timeline'
  | 'one-line'
  | 'label-rows'
  // dev-8 (opt-in): see entries.ts
  | 'company-title-dates'
  | 'title-stacked'
  | 'profile'
  | 'title-pipe-right';

export interface Theme {
  font: string;
  headingFont?: string;
  /** Base font size in pt. */
  size: number;
  accent: string;
  heading: 'rule' | 'bar' | 'plain' | 'smallcaps' | 'band' | 'underline';
  upperHeadings?: boolean;
  headerAlign?: 'left' | 'center';
  paper?: 'A4' | 'Letter';
  /** Page margins (CSS shorthand) used for page.pdf. */
  margin?: { top: string; right: string; bottom: string; left: string };
}

export interface HtmlDesign {
  template: 'classic' | 'sidebar' | 'grid' | 'paged';
  theme: Theme;
  entry: EntryStyle;
  /**
   * dev-8 (opt-in): `inst-dash-degree` "Institution, City — Degree" with the dates on a small line below (the
   * Google Docs templates); `stacked` the degree, "Institution - City" and the dates on lines of their own (a
   * job-board export).
   */
  edu?:
    | 'inst-first'
    | 'degree-first'
    | 'margin'
    | 'one-line'
    | 'dates-above'
    | 'inst-dash-degree'
    | 'stacked';
  /** How the contact items are laid out. */
  contact?: 'inline' | 'stacked' | 'rows';
  contactSep?: string;
  banner?: boolean;
  sidebar?: { side: 'left' | 'right'; width?: string; bg?: string; fg?: string; contact?: boolean };
  /** Heading printed above the contact block when it sits in a sidebar or a page foot. */
  contactHeading?: string;
  skills?: 'inline' | 'bullets' | 'chips' | 'groups' | 'grid3' | 'semicolons' | 'columns' | 'bars' | 'dots';
  langs?: 'inline' | 'rows';
  /** Print the contact block nowhere in the body (it is in the running header). */
  contactOnlyInRunningHeader?: boolean;
  /** Chromium running header/footer (HTML with pageNumber/totalPages spans allowed). */
  running?: { header?: string; footer?: string };
  /** Width of the date column of margin-dates entries (CSS length). */
  dateWidth?: string;
  /** dev-6 (opt-in): the contact block stacked in a right-aligned column beside the name. */
  contactRight?: boolean;
  /** dev-6 (opt-in): a grey "photo" box before the name. */
  photo?: boolean;
  /** dev-6 (opt-in): the name in letter-spaced type, or very large. */
  nameStyle?: 'spaced' | 'large';
  /** dev-6 (opt-in): the sections flow in two equal columns. */
  bodyColumns?: boolean;
  /** dev-6 (opt-in): an entry may break across pages (entries are kept whole by default). */
  splitEntries?: boolean;
  /** dev-6 (opt-in): the column headings of `form-table` entries (period, employer, position, duties). */
  formHeads?: string[];
  /** dev-7 (opt-in): which columns a `form-table` has, in order (default: dates, employer, title, duties). */
  formColumns?: ('dates' | 'employer' | 'title' | 'duties')[];
  /** dev-7 (opt-in): the row labels of `label-rows` entries (dates, position, employer, duties). */
  rowLabels?: string[];
  /** dev-8 (opt-in): a round grey "photo" box at the top of the sidebar (sidebar template). */
  sidebarPhoto?: boolean;
  /**
   * dev-8 (opt-in, sidebar template): keep the top and bottom page margins on every page, so that a sidebar
   * résumé of two or more pages has a margin at the top of page 2 (the layout's own top padding is dropped).
   */
  sidebarPageMargins?: boolean;
}

export interface DocxDesign {
  /**
   * How an entry is written:
   * - tabs: employer (location right), then each title with its dates pushed right by a tab stop;
   * - title-tab: "Title, Company" with the dates pushed right, location in grey below;
   * - bracket: "Employer (dates)" then the title; several roles as "Title (dates)";
   * - dates-left: dates, a tab, then the title; the employer on the next line at the same indent;
   * - pipe: "Title | Company | City | Dates" in one paragraph;
   * - table: the whole body is a borderless two-column table, dates in the left column;
   * - dates-above (dev-8, opt-in): the dates on a grey line of their own, then "Title, Company" in bold, the
   *   location in grey below (the Word résumé templates);
   * - company-title (dev-8, opt-in): "Company, Location — Title" (company bold, title italic), the dates on a
   *   grey line below (a Google Docs template downloaded as .docx).
   */
  entry: 'tabs' | 'title-tab' | 'bracket' | 'dates-left' | 'pipe' | 'table' | 'dates-above' | 'company-title';
  /** Where name and contact are: in the body (default), the page header, or the page footer (name stays in the body). */
  contact?: 'body' | 'header' | 'footer';
  /** "Page X of Y" in the footer. */
  pageNumbers?: boolean;
  /** Skills as a bordered table (group name | items, or three items a row when groups have no name). */
  skillsTable?: boolean;
  font: string;
  accent: string;
  /** Body size in half-points (21 = 10.5 pt). */
  size?: number;
  /** dev-8 (opt-in): a line printed in the page footer (centred, grey), above "Page X of Y" when both are on. */
  footerText?: string;
}

export interface TxtDesign {
  /**
   * caps: spaced-out ALL-CAPS headings, dates above the title; underlined: "=====" under headings,
   * "Company | Title | City | Dates"; columns: dates in a padded left column; simple: what people paste into a
   * form: UPPERCASE headings, "Title - Company, City" then the dates, "•" bullets, contact one item a line;
   * table (dev-7, opt-in): the experience as a bordered ASCII table "Duration | Organisation | Designation",
   * the responsibilities of each role below it; the rest as in `columns`;
   * profile (dev-8, opt-in): a profile page copied and pasted (LinkedIn): plain headings, the employer then its
   * total duration above several roles, each role as title, dates, location on lines of their own (a single role
   * as title, employer, dates, location), skills one a line, a language's level on the line below it;
   * odd-spacing (dev-9, opt-in): the name with doubled spaces, tabs and runs of spaces between an entry's fields,
   * trailing spaces and ragged blank lines; markdown (dev-9, opt-in): "#"/"##" headings, "**Title** | Company, City |
   * dates", "*" bullets, left as typed; form (dev-9, opt-in): "Name: …", labelled contact lines, "HEADING:" headings,
   * "Position:", "Employer:", "Period:" and "Duties:" lines for every role.
   */
  variant:
    | 'caps'
    | 'underlined'
    | 'columns'
    | 'simple'
    | 'table'
    | 'profile'
    | 'odd-spacing'
    | 'markdown'
    | 'form';
  /** dev-9 (opt-in): CRLF line ends. */
  crlf?: boolean;
}

export interface ScanOptions {
  /** Degrees, |x| ≤ 1.5. */
  rotate: number;
  blur: number;
  quality: number;
  /** Seed of the light noise. */
  seed: number;
}

export interface Resume {
  id: string;
  output: Output;
  layout: string;
  country: string;
  profession: string;
  name: string;
  /**
   * dev-6 (opt-in): what the renderers print in place of `name`: the name with honorifics or post-nominals
   * ("Dr. … , PhD"), or with a line break ("\n") inside it. The label is still `name`.
   */
  printedName?: string;
  headline?: string;
  contact: ContactItem[];
  sections: Section[];
  html?: HtmlDesign;
  docx?: DocxDesign;
  txt?: TxtDesign;
  scan?: ScanOptions;
  /** Only when the résumé has no skills-type section: tools/methods named in the summary or experience. */
  skillsFromText?: string[];
}

export interface LabelExperience {
  title: string;
  company: string;
  /** YYYY-MM or YYYY. */
  start: string;
  /** YYYY-MM, YYYY or "present". */
  end: string;
}

export interface LabelEducation {
  institution: string;
  degree: string;
  end: string | null;
}

/** What a résumé should be read as: the `expected` object of labels.json, in every split. */
export interface Expected {
  name: string;
  email: string | null;
  phone: string | null;
  location: string | null;
  links: string[];
  headline: string | null;
  skills: string[];
  experience: LabelExperience[];
  education: LabelEducation[];
  languages: string[];
  certifications: string[];
  total_years_experience: number;
}

export interface Label {
  id: string;
  file: string;
  format: 'pdf' | 'docx' | 'txt' | 'png' | 'jpeg';
  layout: string;
  country: string;
  profession: string;
  expected: Expected;
}
