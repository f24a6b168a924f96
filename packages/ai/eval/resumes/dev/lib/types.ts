/**
 * Types shared by the résumé sources, the renderers and the label writer.
 *
 * The sources are the JSON files in ../resumes (one per résumé, `dev-NNN.json`), loaded by
 * lib/resumes.ts and checked against these types by lib/schema.ts. A résumé source has three parts:
 *  - `doc`: the content exactly as it appears in the file (free text, dates as written);
 *  - `render`: how the file is produced (template + style, DOCX/TXT variant, scan settings);
 *  - `expected`: the hand-written label (normalised values, see README.md).
 */

import type { Expected } from '../../shared/types.js';

export type Format = 'pdf' | 'docx' | 'txt' | 'png' | 'jpeg';
export type Layout =
  | 'one-column'
  | 'two-column'
  | 'sidebar'
  | 'table'
  | 'header-footer'
  | 'scanned'
  | 'plain-text';

/** The label format is the same in every split. */
export type {
  Expected,
  LabelEducation as ExpectedEducation,
  LabelExperience as ExpectedJob,
} from '../../shared/types.js';

/* ---------- document content (as written) ---------- */

/** Text may contain `**bold**` spans; nothing else is interpreted. */
export type Block =
  | { t: 'p'; text: string }
  | { t: 'ul'; items: string[] }
  | { t: 'job'; title: string; org: string; where?: string; dates: string; bullets?: string[]; note?: string }
  | {
      t: 'edu';
      school: string;
      degree: string;
      where?: string;
      dates?: string;
      note?: string;
      score?: string;
    }
  /** a list of short items (skills, languages…), shown as commas, chips, pipes or bullets depending on the style */
  | { t: 'list'; items: string[] }
  /** "Label: value" rows */
  | { t: 'kv'; rows: Array<[string, string]> };

export interface Section {
  h: string;
  /** goes to the sidebar / secondary column in sidebar and two-column templates */
  side?: boolean;
  blocks: Block[];
}

export interface Doc {
  name: string;
  headline?: string;
  /** contact items as written, e.g. "Email: x@y.com", "+44 (0)7700 900456", "linkedin.com/in/x" */
  contact: string[];
  /** separator used when contact items are shown on one line */
  contactSep?: string;
  /** heading of the contact block in sidebar layouts */
  contactHeading?: string;
  /** big title printed above everything (e.g. "CURRICULUM VITAE") */
  docTitle?: string;
  sections: Section[];
}

/* ---------- rendering ---------- */

export interface Style {
  font: string;
  /** base font size in pt */
  size?: number;
  accent?: string;
  heading?: 'caps-rule' | 'bar' | 'bold-only' | 'underline' | 'smallcaps' | 'left-border';
  header?: 'center' | 'left' | 'split' | 'banner';
  job?: 'title-first' | 'org-first' | 'dates-left' | 'one-line' | 'stacked';
  edu?: 'degree-first' | 'school-first' | 'dates-left' | 'one-line';
  list?: 'comma' | 'bullets' | 'chips' | 'pipes' | 'lines';
  /** sidebar / two-column options */
  sideSide?: 'left' | 'right';
  sideWidth?: string;
  sideBg?: string;
  sideFg?: string;
  nameIn?: 'side' | 'main';
  /** keep the font's typographic ligatures (ﬁ, ﬀ) — off by default so the text layer has plain letters */
  ligatures?: boolean;
  /** table template options */
  table?: 'dates-left' | 'grid' | 'biodata';
}

export type HtmlTemplate = 'classic' | 'sidebar' | 'twocol' | 'table';

export interface PdfOptions {
  paper: 'A4' | 'Letter';
  /** page margins in mm: [top, right, bottom, left] */
  margin?: [number, number, number, number];
  /** Chromium running header/footer on every page (enables displayHeaderFooter), drawn by lib/html.ts */
  header?: RunningHeader;
  footer?: RunningFooter;
}

/** Arguments of `runningHeader()` in lib/html.ts: two texts on one line with a rule under it. */
export interface RunningHeader {
  left: string;
  right: string;
  /** extra CSS for the header line */
  extra?: string;
}

/** Arguments of `runningFooter()` in lib/html.ts: a text and "Page X of Y" (or other words around the numbers). */
export interface RunningFooter {
  left: string;
  pageWord?: string;
  ofWord?: string;
}

export type Render =
  | { kind: 'html'; template: HtmlTemplate; style: Style; pdf: PdfOptions }
  | {
      kind: 'scan';
      template: HtmlTemplate;
      style: Style;
      output: 'png' | 'jpeg' | 'pdf';
      /** rotation in degrees (|x| ≤ 1.5) */
      rotate: number;
      blur: number;
      /** seed for the noise */
      seed: number;
      /** pixel ratio of the screenshot (≈ dpi / 96) */
      scale: number;
    }
  | { kind: 'docx'; opts: DocxOptions }
  | { kind: 'txt'; opts: TxtOptions };

export interface DocxOptions {
  font: string;
  /** 'styled' = Word Heading 1 style; 'bold' = just bold capitals, no heading style */
  headings: 'styled' | 'bold';
  /** render job blocks as a table (Period | Position | Employer) */
  jobTable?: boolean;
  /** render these sections' list blocks as a two-column table */
  tableSections?: string[];
  /** put name + contact in the page header and page numbers in the footer (contact is then not in the body) */
  headerFooter?: boolean;
}

export interface TxtOptions {
  variant: 'caps-underline' | 'odd-spacing' | 'markdownish' | 'labelled';
  /** line ending */
  crlf?: boolean;
}

export interface ResumeSpec {
  id: string;
  format: Format;
  layout: Layout;
  country: string;
  profession: string;
  /** pages the résumé is meant to have (checked for PDFs) */
  pages: number;
  render: Render;
  doc: Doc;
  expected: Expected;
}
