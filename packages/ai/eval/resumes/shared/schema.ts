/** Zod schema of the résumé model (types.ts), used to check the JSON files under a split's content/. */
import { z } from 'zod';
import type {
  ContactItem,
  DocxDesign,
  EduEntry,
  EntryStyle,
  HtmlDesign,
  Job,
  Lang,
  Output,
  Resume,
  Role,
  ScanOptions,
  Section,
  Skill,
  SkillGroup,
  Theme,
  TxtDesign,
} from './types.js';

const output: z.ZodType<Output> = z.enum(['pdf', 'docx', 'txt', 'png', 'jpeg', 'scan-pdf']);

const contactItem: z.ZodType<ContactItem> = z.strictObject({
  kind: z.enum(['email', 'phone', 'link', 'location']),
  text: z.string(),
  prefix: z.string().optional(),
  value: z.string().optional(),
});

/** Label dates: YYYY-MM, YYYY or "present". */
const date = z.string().regex(/^(\d{4}(-(0[1-9]|1[0-2]))?|present)$/);

const role: z.ZodType<Role> = z.strictObject({
  title: z.string(),
  dates: z.string(),
  start: date,
  end: date,
  location: z.string().optional(),
  bullets: z.array(z.string()).optional(),
  text: z.string().optional(),
  kind: z.enum(['job', 'internship', 'volunteer']).optional(),
  facts: z.array(z.string()).optional(),
});

const job: z.ZodType<Job> = z.strictObject({
  company: z.string(),
  location: z.string().optional(),
  roles: z.array(role).min(1),
  note: z.string().optional(),
  dates: z.string().optional(),
});

const eduEntry: z.ZodType<EduEntry> = z.strictObject({
  institution: z.string(),
  degree: z.string(),
  dates: z.string().optional(),
  end: date.nullable(),
  location: z.string().optional(),
  details: z.array(z.string()).optional(),
});

const skill: z.ZodType<Skill> = z.union([
  z.string(),
  z.strictObject({
    text: z.string(),
    canonical: z.string().nullable(),
    level: z.number().int().min(1).max(5).optional(),
  }),
]);

const skillGroup: z.ZodType<SkillGroup> = z.strictObject({
  name: z.string().optional(),
  items: z.array(skill),
});

const lang: z.ZodType<Lang> = z.strictObject({
  name: z.string(),
  level: z.string().optional(),
  canonical: z.string().optional(),
});

const entryStyle: z.ZodType<EntryStyle> = z.enum([
  'employer-first',
  'employer-first-stacked',
  'dates-above',
  'margin-dates',
  'bracket-dates',
  'title-at',
  'pipe',
  'title-employer-then-right',
  'company-loc-dates',
  'classic',
  'title-dates-then-company',
  'title-pipe',
  'company-title-bracket',
  'title-then-meta',
  'company-paren-city',
  'title-at-sign',
  'title-dash',
  'dates-last',
  'form-table',
  'timeline',
  'one-line',
  'label-rows',
  'company-title-dates',
  'title-stacked',
  'profile',
  'title-pipe-right',
]);

const sectionBase = {
  heading: z.string(),
  side: z.boolean().optional(),
  breakBefore: z.boolean().optional(),
  inline: z.boolean().optional(),
};

const section: z.ZodType<Section> = z.discriminatedUnion('kind', [
  z.strictObject({ ...sectionBase, kind: z.literal('summary'), text: z.string() }),
  z.strictObject({
    ...sectionBase,
    kind: z.literal('experience'),
    jobs: z.array(job),
    labelled: z.boolean().optional(),
    entry: entryStyle.optional(),
  }),
  z.strictObject({ ...sectionBase, kind: z.literal('education'), entries: z.array(eduEntry) }),
  z.strictObject({ ...sectionBase, kind: z.literal('skills'), groups: z.array(skillGroup) }),
  z.strictObject({ ...sectionBase, kind: z.literal('languages'), items: z.array(lang) }),
  z.strictObject({ ...sectionBase, kind: z.literal('certs'), items: z.array(z.string()) }),
  z.strictObject({ ...sectionBase, kind: z.literal('list'), items: z.array(z.string()) }),
]);

const theme: z.ZodType<Theme> = z.strictObject({
  font: z.string(),
  headingFont: z.string().optional(),
  size: z.number().positive(),
  accent: z.string(),
  heading: z.enum(['rule', 'bar', 'plain', 'smallcaps', 'band', 'underline']),
  upperHeadings: z.boolean().optional(),
  headerAlign: z.enum(['left', 'center']).optional(),
  paper: z.enum(['A4', 'Letter']).optional(),
  margin: z
    .strictObject({ top: z.string(), right: z.string(), bottom: z.string(), left: z.string() })
    .optional(),
});

const htmlDesign: z.ZodType<HtmlDesign> = z.strictObject({
  template: z.enum(['classic', 'sidebar', 'grid', 'paged']),
  theme,
  entry: entryStyle,
  edu: z
    .enum(['inst-first', 'degree-first', 'margin', 'one-line', 'dates-above', 'inst-dash-degree', 'stacked'])
    .optional(),
  contact: z.enum(['inline', 'stacked', 'rows']).optional(),
  contactSep: z.string().optional(),
  banner: z.boolean().optional(),
  sidebar: z
    .strictObject({
      side: z.enum(['left', 'right']),
      width: z.string().optional(),
      bg: z.string().optional(),
      fg: z.string().optional(),
      contact: z.boolean().optional(),
    })
    .optional(),
  contactHeading: z.string().optional(),
  skills: z
    .enum(['inline', 'bullets', 'chips', 'groups', 'grid3', 'semicolons', 'columns', 'bars', 'dots'])
    .optional(),
  langs: z.enum(['inline', 'rows']).optional(),
  contactOnlyInRunningHeader: z.boolean().optional(),
  running: z.strictObject({ header: z.string().optional(), footer: z.string().optional() }).optional(),
  dateWidth: z.string().optional(),
  contactRight: z.boolean().optional(),
  photo: z.boolean().optional(),
  nameStyle: z.enum(['spaced', 'large']).optional(),
  bodyColumns: z.boolean().optional(),
  splitEntries: z.boolean().optional(),
  formHeads: z.array(z.string()).optional(),
  formColumns: z.array(z.enum(['dates', 'employer', 'title', 'duties'])).optional(),
  rowLabels: z.array(z.string()).optional(),
  sidebarPhoto: z.boolean().optional(),
  sidebarPageMargins: z.boolean().optional(),
});

const docxDesign: z.ZodType<DocxDesign> = z.strictObject({
  entry: z.enum([
    'tabs',
    'title-tab',
    'bracket',
    'dates-left',
    'pipe',
    'table',
    'dates-above',
    'company-title',
  ]),
  contact: z.enum(['body', 'header', 'footer']).optional(),
  pageNumbers: z.boolean().optional(),
  skillsTable: z.boolean().optional(),
  font: z.string(),
  accent: z.string(),
  size: z.number().int().positive().optional(),
  footerText: z.string().optional(),
});

const txtDesign: z.ZodType<TxtDesign> = z.strictObject({
  variant: z.enum([
    'caps',
    'underlined',
    'columns',
    'simple',
    'table',
    'profile',
    'odd-spacing',
    'markdown',
    'form',
  ]),
  crlf: z.boolean().optional(),
});

const scanOptions: z.ZodType<ScanOptions> = z.strictObject({
  rotate: z.number().min(-1.5).max(1.5),
  blur: z.number(),
  quality: z.number(),
  seed: z.number().int(),
});

/** The schema of one split, whose ids are `<prefix>-NNN`. */
export const resumeSchema = (idPrefix: string): z.ZodType<Resume> =>
  z.strictObject({
    id: z.string().regex(new RegExp(`^${idPrefix}-\\d{3}$`)),
    output,
    layout: z.string(),
    country: z.string().regex(/^[A-Z]{2}$/),
    profession: z.string(),
    name: z.string(),
    printedName: z.string().optional(),
    headline: z.string().optional(),
    contact: z.array(contactItem),
    sections: z.array(section),
    html: htmlDesign.optional(),
    docx: docxDesign.optional(),
    txt: txtDesign.optional(),
    scan: scanOptions.optional(),
    skillsFromText: z.array(z.string()).optional(),
  });
