/**
 * Shared types for the hold-out résumé set: what a résumé says (content), how it is rendered (output) and its labels.
 * The résumés are the JSON files in ../content (`hNN-….json`), loaded by lib/content.ts and checked by lib/schema.ts.
 */

export type Format = 'pdf' | 'docx' | 'txt' | 'png' | 'jpeg';

/** A phone number as printed, with its E.164 form for the label. */
export interface Phone {
  display: string;
  e164: string;
}

/** One job. `dates` is printed; `start`/`end` are the labelled forms (YYYY-MM, YYYY or "present"). */
export interface Job {
  title: string;
  company: string;
  place?: string;
  dates: string;
  start: string;
  end: string;
  bullets?: string[];
  /** A paragraph instead of (or before) bullets. */
  text?: string;
}

/** A note printed between jobs that is not a job (e.g. a career break). Never labelled. */
export interface JobNote {
  note: string;
}

export interface Education {
  institution: string;
  degree: string;
  dates: string;
  end: string;
  place?: string;
  note?: string;
  /** Extra cells for table layouts (board, grade…). */
  extra?: Record<string, string>;
}

export interface SkillGroup {
  /** Optional group label printed before the items ("Languages:", "Cloud:"). */
  label?: string;
  items: string[];
}

/** A section with its own heading, e.g. skills under "Software", or interests. */
export interface ListSection {
  heading: string;
  items: string[];
}

export interface Headings {
  summary?: string;
  experience: string;
  education: string;
  skills?: string;
  languages?: string;
  certifications?: string;
  contact?: string;
}

export interface ResumeContent {
  name: string;
  headline?: string;
  email: string;
  phones: Phone[];
  location?: string;
  links: string[];
  headings: Headings;
  summary?: string;
  experience: Array<Job | JobNote>;
  education: Education[];
  /** Printed under headings.skills. */
  skills?: SkillGroup[];
  /** Further skills-type sections (e.g. "Software") that count as skills too. */
  moreSkills?: ListSection[];
  languages?: string[];
  certifications?: string[];
  /** Sections that are not labelled (interests, references, publications…). */
  extras?: ListSection[];
}

export type Paper = 'A4' | 'Letter';

/** How the page is drawn by the HTML templates. */
export type HtmlTemplate =
  | { name: 'classic'; style: import('../templates/classic.js').ClassicStyle }
  | { name: 'sidebar'; style: import('../templates/sidebar.js').SidebarStyle }
  | { name: 'table'; style: import('../templates/table.js').TableStyle };

export type Output =
  | {
      kind: 'pdf';
      template: HtmlTemplate;
      paper: Paper;
      /** Running header/footer printed by Chromium on every page (HTML snippets). */
      headerFooter?: { header: string; footer: string };
    }
  | {
      kind: 'scan';
      template: HtmlTemplate;
      paper: Paper;
      /** png/jpeg: the degraded image itself; pdf: the image wrapped in a PDF without a text layer. */
      as: 'png' | 'jpeg' | 'pdf';
      rotateDeg: number;
      seed: number;
    }
  | { kind: 'docx'; style: import('../templates/docx.js').DocxStyle }
  | { kind: 'txt'; style: import('../templates/text.js').TextStyle };

/** Labels that cannot be read mechanically off the content (canonical skills, language names, certificate names). */
export interface ManualLabels {
  skills: string[];
  languages: string[];
  certifications: string[];
}

export interface ResumeSpec {
  id: string;
  /** What the résumé is and what makes it hard (documentation only: neither printed nor labelled). */
  description: string;
  layout: string;
  country: string;
  profession: string;
  output: Output;
  content: ResumeContent;
  labels: ManualLabels;
}

export interface ExpectedJob {
  title: string;
  company: string;
  start: string;
  end: string;
}

export interface ExpectedEducation {
  institution: string;
  degree: string;
  end: string;
}

export interface Label {
  id: string;
  file: string;
  format: Format;
  layout: string;
  country: string;
  profession: string;
  expected: {
    name: string;
    email: string;
    phone: string | null;
    location: string | null;
    links: string[];
    headline: string | null;
    skills: string[];
    experience: ExpectedJob[];
    education: ExpectedEducation[];
    languages: string[];
    certifications: string[];
    total_years_experience: number;
  };
}

export function isJob(entry: Job | JobNote): entry is Job {
  return 'title' in entry;
}
