/** DOCX résumés built with the `docx` package: real headings or bold-only headings, bullet lists, tables, header/footer. */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import type { ContactLabels } from '../lib/html.js';
import type { Education, Job, ResumeContent } from '../lib/types.js';
import { isJob } from '../lib/types.js';

type DocxSection =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'moreSkills'
  | 'languages'
  | 'certifications'
  | 'extras';

export interface DocxStyle {
  font: string;
  /** Body size in points. */
  sizePt: number;
  /** heading: Word heading styles; bold: headings are only bold, larger runs (no heading style). */
  headingMode: 'heading' | 'bold';
  /** Upper-case headings as typed text. */
  headingCaps?: boolean;
  accent: string;
  contactLabels?: ContactLabels;
  separator: string;
  /** Put name + headline left and contact lines right in a borderless two-cell table. */
  topTable?: boolean;
  /** Print skills as a table with this many columns. */
  skillsTableColumns?: number;
  /** Print education as a table (Degree | Institution | Year). */
  educationTable?: { degree: string; institution: string; end: string };
  /** Running header text (left) and a "Page X of Y" footer. */
  header?: string;
  footer?: 'page-x-of-y' | 'page-x';
  jobStyle: 'tab-dates' | 'stacked';
  order: DocxSection[];
}

const TWIPS_RIGHT = 9600;

function heading(text: string, s: DocxStyle): Paragraph {
  const t = s.headingCaps ? text.toUpperCase() : text;
  if (s.headingMode === 'heading') {
    return new Paragraph({
      heading: HeadingLevel.HEADING_2,
      spacing: { before: 240, after: 80 },
      children: [new TextRun({ text: t, color: s.accent })],
    });
  }
  return new Paragraph({
    spacing: { before: 220, after: 60 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: 'AAAAAA', space: 1 } },
    children: [new TextRun({ text: t, bold: true, size: (s.sizePt + 2) * 2 })],
  });
}

const bullet = (text: string) =>
  new Paragraph({ bullet: { level: 0 }, spacing: { after: 20 }, children: [new TextRun(text)] });

function jobParagraphs(j: Job, s: DocxStyle): Paragraph[] {
  const out: Paragraph[] = [];
  if (s.jobStyle === 'tab-dates') {
    out.push(
      new Paragraph({
        spacing: { before: 120 },
        tabStops: [{ type: TabStopType.RIGHT, position: TWIPS_RIGHT }],
        children: [new TextRun({ text: j.title, bold: true }), new TextRun({ text: `\t${j.dates}` })],
      }),
      new Paragraph({
        children: [
          new TextRun({ text: j.company, italics: true }),
          ...(j.place ? [new TextRun(`, ${j.place}`)] : []),
        ],
      }),
    );
  } else {
    out.push(
      new Paragraph({
        spacing: { before: 120 },
        children: [
          new TextRun({ text: j.company, bold: true }),
          ...(j.place ? [new TextRun(` — ${j.place}`)] : []),
        ],
      }),
      new Paragraph({
        children: [new TextRun({ text: j.title, italics: true }), new TextRun(`  |  ${j.dates}`)],
      }),
    );
  }
  if (j.text) out.push(new Paragraph({ children: [new TextRun(j.text)] }));
  for (const b of j.bullets ?? []) out.push(bullet(b));
  return out;
}

const noBorders = {
  top: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  bottom: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  left: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  right: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  insideHorizontal: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  insideVertical: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
};

const cell = (paragraphs: Paragraph[], widthPct: number, shade?: string) =>
  new TableCell({
    width: { size: widthPct, type: WidthType.PERCENTAGE },
    children: paragraphs,
    ...(shade ? { shading: { fill: shade } } : {}),
  });

function contactLines(c: ResumeContent, s: DocxStyle): string[] {
  const L = s.contactLabels ?? {};
  const lines: string[] = [];
  const pre = (label: string | undefined, v: string) => (label ? `${label} ${v}` : v);
  if (c.location) lines.push(pre(L.location, c.location));
  if (c.phones.length) lines.push(pre(L.phone, c.phones.map((p) => p.display).join(' / ')));
  lines.push(pre(L.email, c.email));
  for (const l of c.links) lines.push(pre(L.link, l));
  return lines;
}

function educationBlocks(list: Education[], s: DocxStyle): Array<Paragraph | Table> {
  if (s.educationTable) {
    const t = s.educationTable;
    const head = new TableRow({
      tableHeader: true,
      children: [t.degree, t.institution, t.end].map((h) =>
        cell([new Paragraph({ children: [new TextRun({ text: h, bold: true })] })], 33, 'E7E6E6'),
      ),
    });
    const rows = list.map(
      (e) =>
        new TableRow({
          children: [e.degree, e.place ? `${e.institution}, ${e.place}` : e.institution, e.dates].map((v) =>
            cell([new Paragraph(v)], 33),
          ),
        }),
    );
    return [new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [head, ...rows] })];
  }
  return list.flatMap((e) => [
    new Paragraph({
      spacing: { before: 100 },
      tabStops: [{ type: TabStopType.RIGHT, position: TWIPS_RIGHT }],
      children: [new TextRun({ text: e.degree, bold: true }), new TextRun(`\t${e.dates}`)],
    }),
    new Paragraph({
      children: [new TextRun(e.institution), ...(e.place ? [new TextRun(`, ${e.place}`)] : [])],
    }),
    ...(e.note ? [new Paragraph({ children: [new TextRun({ text: e.note, italics: true })] })] : []),
  ]);
}

function skillsBlocks(items: string[], s: DocxStyle): Array<Paragraph | Table> {
  const n = s.skillsTableColumns;
  if (!n) return items.map(bullet);
  const rows: TableRow[] = [];
  for (let i = 0; i < items.length; i += n) {
    const slice = items.slice(i, i + n);
    while (slice.length < n) slice.push('');
    rows.push(
      new TableRow({
        children: slice.map((v) => cell([new Paragraph(v ? `• ${v}` : '')], Math.floor(100 / n))),
      }),
    );
  }
  return [new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, borders: noBorders, rows })];
}

export async function docxBuffer(c: ResumeContent, s: DocxStyle): Promise<Buffer> {
  const h = c.headings;
  const body: Array<Paragraph | Table> = [];
  const nameP = new Paragraph({
    heading: s.headingMode === 'heading' ? HeadingLevel.TITLE : undefined,
    children: [new TextRun({ text: c.name, bold: true, size: 40, color: s.accent })],
  });
  const headlineP = c.headline
    ? [new Paragraph({ children: [new TextRun({ text: c.headline, size: (s.sizePt + 2) * 2 })] })]
    : [];
  const contacts = contactLines(c, s);
  if (s.topTable) {
    body.push(
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        borders: noBorders,
        rows: [
          new TableRow({
            children: [
              cell([nameP, ...headlineP], 55),
              cell(
                contacts.map(
                  (l) => new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun(l)] }),
                ),
                45,
              ),
            ],
          }),
        ],
      }),
    );
  } else {
    body.push(
      nameP,
      ...headlineP,
      new Paragraph({ spacing: { after: 120 }, children: [new TextRun(contacts.join(s.separator))] }),
    );
  }
  for (const key of s.order) {
    if (key === 'summary' && c.summary) {
      if (h.summary) body.push(heading(h.summary, s));
      body.push(new Paragraph({ children: [new TextRun(c.summary)] }));
    } else if (key === 'experience') {
      body.push(heading(h.experience, s));
      for (const entry of c.experience) {
        if (isJob(entry)) body.push(...jobParagraphs(entry, s));
        else
          body.push(
            new Paragraph({
              spacing: { before: 100 },
              children: [new TextRun({ text: entry.note, italics: true })],
            }),
          );
      }
    } else if (key === 'education') {
      body.push(heading(h.education, s), ...educationBlocks(c.education, s));
    } else if (key === 'skills' && c.skills && h.skills) {
      body.push(heading(h.skills, s));
      for (const g of c.skills) {
        if (g.label) body.push(new Paragraph({ children: [new TextRun({ text: g.label, bold: true })] }));
        body.push(...skillsBlocks(g.items, s));
      }
    } else if (key === 'moreSkills') {
      for (const m of c.moreSkills ?? []) body.push(heading(m.heading, s), ...skillsBlocks(m.items, s));
    } else if (key === 'languages' && c.languages && h.languages) {
      body.push(heading(h.languages, s), new Paragraph(c.languages.join(', ')));
    } else if (key === 'certifications' && c.certifications && h.certifications) {
      body.push(heading(h.certifications, s), ...c.certifications.map(bullet));
    } else if (key === 'extras') {
      for (const x of c.extras ?? []) body.push(heading(x.heading, s), ...x.items.map(bullet));
    }
  }
  const headers = s.header
    ? {
        default: new Header({
          children: [
            new Paragraph({ children: [new TextRun({ text: s.header, color: '666666', size: 16 })] }),
          ],
        }),
      }
    : undefined;
  const footerRuns =
    s.footer === 'page-x-of-y'
      ? [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: 16 })]
      : [new TextRun({ children: ['Page ', PageNumber.CURRENT], size: 16 })];
  const footers = s.footer
    ? {
        default: new Footer({
          children: [new Paragraph({ alignment: AlignmentType.CENTER, children: footerRuns })],
        }),
      }
    : undefined;
  const doc = new Document({
    creator: c.name,
    title: `${c.name} – CV`,
    styles: { default: { document: { run: { font: s.font, size: s.sizePt * 2 } } } },
    sections: [
      {
        properties: { page: { margin: { top: 1000, bottom: 1000, left: 1100, right: 1100 } } },
        headers,
        footers,
        children: body,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
