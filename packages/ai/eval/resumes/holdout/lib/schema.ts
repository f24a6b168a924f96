/**
 * Runtime check of a résumé source (../content/hNN-….json) against the types in ./types.ts and the templates' styles.
 *
 * Every schema is annotated with the type it checks, so the compiler rejects a schema that accepts more than the
 * type allows; objects are strict, so a key the schema does not know is an error instead of being dropped silently.
 */
import { z } from 'zod';
import type { ClassicStyle } from '../templates/classic.js';
import type { DocxStyle } from '../templates/docx.js';
import type { SectionKey } from '../templates/parts.js';
import type { SidebarStyle } from '../templates/sidebar.js';
import type { TableStyle } from '../templates/table.js';
import type { TextStyle } from '../templates/text.js';
import type { ContactLabels, JobStyle, SkillStyle } from './html.js';
import type {
  Education,
  Headings,
  HtmlTemplate,
  Job,
  JobNote,
  ListSection,
  ManualLabels,
  Output,
  Phone,
  ResumeContent,
  ResumeSpec,
  SkillGroup,
} from './types.js';

const text = z.string();

/* ---------- content ---------- */

const phone: z.ZodType<Phone> = z.strictObject({ display: text, e164: text });

const job: z.ZodType<Job> = z.strictObject({
  title: text,
  company: text,
  place: text.optional(),
  dates: text,
  start: text,
  end: text,
  bullets: z.array(text).optional(),
  text: text.optional(),
});

const jobNote: z.ZodType<JobNote> = z.strictObject({ note: text });

const education: z.ZodType<Education> = z.strictObject({
  institution: text,
  degree: text,
  dates: text,
  end: text,
  place: text.optional(),
  note: text.optional(),
  extra: z.record(text, text).optional(),
});

const skillGroup: z.ZodType<SkillGroup> = z.strictObject({ label: text.optional(), items: z.array(text) });

const listSection: z.ZodType<ListSection> = z.strictObject({ heading: text, items: z.array(text) });

const headings: z.ZodType<Headings> = z.strictObject({
  summary: text.optional(),
  experience: text,
  education: text,
  skills: text.optional(),
  languages: text.optional(),
  certifications: text.optional(),
  contact: text.optional(),
});

const content: z.ZodType<ResumeContent> = z.strictObject({
  name: text,
  headline: text.optional(),
  email: text,
  phones: z.array(phone),
  location: text.optional(),
  links: z.array(text),
  headings,
  summary: text.optional(),
  experience: z.array(z.union([job, jobNote])),
  education: z.array(education),
  skills: z.array(skillGroup).optional(),
  moreSkills: z.array(listSection).optional(),
  languages: z.array(text).optional(),
  certifications: z.array(text).optional(),
  extras: z.array(listSection).optional(),
});

/* ---------- template styles ---------- */

const sectionKeys = [
  'summary',
  'experience',
  'education',
  'skills',
  'moreSkills',
  'languages',
  'certifications',
  'extras',
] as const;
const sectionKey: z.ZodType<SectionKey> = z.enum(sectionKeys);

const contactLabels: z.ZodType<ContactLabels> = z.strictObject({
  email: text.optional(),
  phone: text.optional(),
  location: text.optional(),
  link: text.optional(),
});

const jobStyle: z.ZodType<JobStyle> = z.enum(['title-first', 'company-first', 'dates-left', 'one-line']);
const skillStyle: z.ZodType<SkillStyle> = z.enum(['tags', 'comma', 'bullets', 'lines']);

/** PartStyle, shared by the classic and sidebar styles. */
const partStyle = {
  jobStyle,
  eduStyle: jobStyle,
  skillStyle,
  languagesInline: z.boolean().optional(),
};

const classicStyle: z.ZodType<ClassicStyle> = z.strictObject({
  ...partStyle,
  font: text,
  sizePt: z.number(),
  accent: text,
  headingStyle: z.enum(['rule', 'caps', 'bold', 'bar', 'smallcaps']),
  header: z.enum(['centered', 'split', 'left']),
  separator: text,
  contactLabels: contactLabels.optional(),
  contactOrder: z.array(z.enum(['location', 'phone', 'email', 'links'])).optional(),
  order: z.array(sectionKey),
  lang: text.optional(),
});

const sidebarStyle: z.ZodType<SidebarStyle> = z.strictObject({
  ...partStyle,
  font: text,
  sizePt: z.number(),
  side: z.enum(['left', 'right']),
  width: text,
  sideBg: text,
  sideInk: text,
  accent: text,
  nameIn: z.enum(['side', 'main', 'banner']),
  contactIn: z.enum(['side', 'banner']),
  contactLabels: contactLabels.optional(),
  sideSections: z.array(sectionKey),
  mainSections: z.array(sectionKey),
  lang: text.optional(),
});

const tableStyle: z.ZodType<TableStyle> = z.strictObject({
  variant: z.enum(['grid', 'register']),
  font: text,
  sizePt: z.number(),
  accent: text,
  jobColumns: z.strictObject({ period: text, title: text, company: text, duties: text.optional() }),
  eduColumns: z.strictObject({ degree: text, institution: text, end: text, extra: z.array(text).optional() }),
  rowLabels: z.strictObject({
    name: text,
    location: text,
    phone: text,
    email: text,
    links: text.optional(),
    languages: text.optional(),
    certifications: text.optional(),
    skills: text.optional(),
  }),
  contactLabels: contactLabels.optional(),
  personalRows: z.array(z.tuple([text, text])).optional(),
  languagesInPersonal: z.boolean().optional(),
});

const docxStyle: z.ZodType<DocxStyle> = z.strictObject({
  font: text,
  sizePt: z.number(),
  headingMode: z.enum(['heading', 'bold']),
  headingCaps: z.boolean().optional(),
  accent: text,
  contactLabels: contactLabels.optional(),
  separator: text,
  topTable: z.boolean().optional(),
  skillsTableColumns: z.number().optional(),
  educationTable: z.strictObject({ degree: text, institution: text, end: text }).optional(),
  header: text.optional(),
  footer: z.enum(['page-x-of-y', 'page-x']).optional(),
  jobStyle: z.enum(['tab-dates', 'stacked']),
  order: z.array(z.enum(sectionKeys)),
});

const textStyle: z.ZodType<TextStyle> = z.strictObject({
  headingCase: z.enum(['caps', 'spaced', 'colon']),
  underline: z.enum(['=', '-']).optional(),
  bullet: text,
  indent: text,
  jobStyle: z.enum(['pipe', 'stacked']),
  contactLabels: contactLabels.optional(),
  contactJoin: text.optional(),
  skillsInline: z.boolean().optional(),
  wrap: z.number().optional(),
  messy: z.boolean().optional(),
  order: z.array(z.enum(sectionKeys)),
});

/* ---------- output ---------- */

const htmlTemplate: z.ZodType<HtmlTemplate> = z.discriminatedUnion('name', [
  z.strictObject({ name: z.literal('classic'), style: classicStyle }),
  z.strictObject({ name: z.literal('sidebar'), style: sidebarStyle }),
  z.strictObject({ name: z.literal('table'), style: tableStyle }),
]);

const paper = z.enum(['A4', 'Letter']);

const output: z.ZodType<Output> = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('pdf'),
    template: htmlTemplate,
    paper,
    headerFooter: z.strictObject({ header: text, footer: text }).optional(),
  }),
  z.strictObject({
    kind: z.literal('scan'),
    template: htmlTemplate,
    paper,
    as: z.enum(['png', 'jpeg', 'pdf']),
    rotateDeg: z.number(),
    seed: z.number(),
  }),
  z.strictObject({ kind: z.literal('docx'), style: docxStyle }),
  z.strictObject({ kind: z.literal('txt'), style: textStyle }),
]);

/* ---------- the résumé ---------- */

const manualLabels: z.ZodType<ManualLabels> = z.strictObject({
  skills: z.array(text),
  languages: z.array(text),
  certifications: z.array(text),
});

export const resumeSpec: z.ZodType<ResumeSpec> = z.strictObject({
  id: text,
  description: text,
  layout: text,
  country: text,
  profession: text,
  output,
  content,
  labels: manualLabels,
});
