/**
 * Runtime check of a résumé source (../resumes/dev-NNN.json) against the types in ./types.ts.
 *
 * Every schema is annotated with the type it checks, so the compiler rejects a schema that accepts
 * more than the type allows; objects are strict, so a key the schema does not know is an error
 * instead of being dropped silently.
 */
import { z } from 'zod';
import type {
  Block,
  Doc,
  DocxOptions,
  Expected,
  ExpectedEducation,
  ExpectedJob,
  PdfOptions,
  Render,
  ResumeSpec,
  RunningFooter,
  RunningHeader,
  Section,
  Style,
  TxtOptions,
} from './types.js';

const text = z.string();

const expectedJob: z.ZodType<ExpectedJob> = z.strictObject({
  title: text,
  company: text,
  start: text,
  end: text,
});

const expectedEducation: z.ZodType<ExpectedEducation> = z.strictObject({
  institution: text,
  degree: text,
  end: text.nullable(),
});

const expected: z.ZodType<Expected> = z.strictObject({
  name: text,
  email: text.nullable(),
  phone: text.nullable(),
  location: text.nullable(),
  links: z.array(text),
  headline: text.nullable(),
  skills: z.array(text),
  experience: z.array(expectedJob),
  education: z.array(expectedEducation),
  languages: z.array(text),
  certifications: z.array(text),
  total_years_experience: z.number(),
});

const block: z.ZodType<Block> = z.discriminatedUnion('t', [
  z.strictObject({ t: z.literal('p'), text }),
  z.strictObject({ t: z.literal('ul'), items: z.array(text) }),
  z.strictObject({
    t: z.literal('job'),
    title: text,
    org: text,
    where: text.optional(),
    dates: text,
    bullets: z.array(text).optional(),
    note: text.optional(),
  }),
  z.strictObject({
    t: z.literal('edu'),
    school: text,
    degree: text,
    where: text.optional(),
    dates: text.optional(),
    note: text.optional(),
    score: text.optional(),
  }),
  z.strictObject({ t: z.literal('list'), items: z.array(text) }),
  z.strictObject({ t: z.literal('kv'), rows: z.array(z.tuple([text, text])) }),
]);

const section: z.ZodType<Section> = z.strictObject({
  h: text,
  side: z.boolean().optional(),
  blocks: z.array(block),
});

const doc: z.ZodType<Doc> = z.strictObject({
  name: text,
  headline: text.optional(),
  contact: z.array(text),
  contactSep: text.optional(),
  contactHeading: text.optional(),
  docTitle: text.optional(),
  sections: z.array(section),
});

const style: z.ZodType<Style> = z.strictObject({
  font: text,
  size: z.number().optional(),
  accent: text.optional(),
  heading: z.enum(['caps-rule', 'bar', 'bold-only', 'underline', 'smallcaps', 'left-border']).optional(),
  header: z.enum(['center', 'left', 'split', 'banner']).optional(),
  job: z.enum(['title-first', 'org-first', 'dates-left', 'one-line', 'stacked']).optional(),
  edu: z.enum(['degree-first', 'school-first', 'dates-left', 'one-line']).optional(),
  list: z.enum(['comma', 'bullets', 'chips', 'pipes', 'lines']).optional(),
  sideSide: z.enum(['left', 'right']).optional(),
  sideWidth: text.optional(),
  sideBg: text.optional(),
  sideFg: text.optional(),
  nameIn: z.enum(['side', 'main']).optional(),
  ligatures: z.boolean().optional(),
  table: z.enum(['dates-left', 'grid', 'biodata']).optional(),
});

const template = z.enum(['classic', 'sidebar', 'twocol', 'table']);

const runningHeader: z.ZodType<RunningHeader> = z.strictObject({
  left: text,
  right: text,
  extra: text.optional(),
});

const runningFooter: z.ZodType<RunningFooter> = z.strictObject({
  left: text,
  pageWord: text.optional(),
  ofWord: text.optional(),
});

const pdfOptions: z.ZodType<PdfOptions> = z.strictObject({
  paper: z.enum(['A4', 'Letter']),
  margin: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
  header: runningHeader.optional(),
  footer: runningFooter.optional(),
});

const docxOptions: z.ZodType<DocxOptions> = z.strictObject({
  font: text,
  headings: z.enum(['styled', 'bold']),
  jobTable: z.boolean().optional(),
  tableSections: z.array(text).optional(),
  headerFooter: z.boolean().optional(),
});

const txtOptions: z.ZodType<TxtOptions> = z.strictObject({
  variant: z.enum(['caps-underline', 'odd-spacing', 'markdownish', 'labelled']),
  crlf: z.boolean().optional(),
});

const render: z.ZodType<Render> = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('html'), template, style, pdf: pdfOptions }),
  z.strictObject({
    kind: z.literal('scan'),
    template,
    style,
    output: z.enum(['png', 'jpeg', 'pdf']),
    rotate: z.number(),
    blur: z.number(),
    seed: z.number(),
    scale: z.number(),
  }),
  z.strictObject({ kind: z.literal('docx'), opts: docxOptions }),
  z.strictObject({ kind: z.literal('txt'), opts: txtOptions }),
]);

export const resumeSpec: z.ZodType<ResumeSpec> = z.strictObject({
  id: text,
  format: z.enum(['pdf', 'docx', 'txt', 'png', 'jpeg']),
  layout: z.enum(['one-column', 'two-column', 'sidebar', 'table', 'header-footer', 'scanned', 'plain-text']),
  country: text,
  profession: text,
  pages: z.number(),
  render,
  doc,
  expected,
});
