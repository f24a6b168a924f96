/**
 * DOCX résumés built with the `docx` package. Variants:
 * - tabs: real headings, employer line then title line, dates pushed right with a tab stop;
 * - header-footer: name and contact in the page header, "Page X of Y" in the footer;
 * - table: the whole body is a borderless two-column table, dates in the left column;
 * - bracket: "Employer (dates)" lines; several roles under one employer as "Title (dates)".
 */
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
import type { ContactItem, DocxDesign, EduEntry, Job, Resume, Section, Skill } from './types.js';

/** A4 width 11906 twips minus 2 × 1134 (2 cm) margins. */
const TEXT_WIDTH = 9638;
const RIGHT_TAB = [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }];
const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = {
  top: NO_BORDER,
  bottom: NO_BORDER,
  left: NO_BORDER,
  right: NO_BORDER,
  insideHorizontal: NO_BORDER,
  insideVertical: NO_BORDER,
};

const skillText = (s: Skill) => (typeof s === 'string' ? s : s.text);

function contactLine(items: ContactItem[], sep: string): Paragraph {
  const runs: TextRun[] = [];
  items.forEach((c, i) => {
    if (i > 0) runs.push(new TextRun({ text: sep, color: '888888' }));
    if (c.prefix) runs.push(new TextRun({ text: `${c.prefix} `, bold: true }));
    runs.push(new TextRun(c.text));
  });
  return new Paragraph({ children: runs, spacing: { after: 120 } });
}

const bullet = (text: string) => new Paragraph({ text, bullet: { level: 0 }, spacing: { after: 20 } });

function heading(text: string, d: DocxDesign): Paragraph {
  return new Paragraph({
    heading: HeadingLevel.HEADING_1,
    spacing: { before: 240, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: d.accent, space: 1 } },
    children: [new TextRun({ text })],
  });
}

/** Left text and right text on one line, separated by a right-aligned tab stop. */
function leftRight(left: TextRun[], right: string | undefined, after = 0): Paragraph {
  const children = right ? [...left, new TextRun({ text: `\t${right}` })] : left;
  return new Paragraph({ tabStops: RIGHT_TAB, children, spacing: { after } });
}

function jobParagraphs(job: Job, variant: DocxDesign['variant']): Paragraph[] {
  const out: Paragraph[] = [];
  const bl = (b: string[] | undefined) => (b ?? []).map(bullet);
  if (variant === 'bracket') {
    if (job.roles.length === 1) {
      const r = job.roles[0];
      out.push(
        new Paragraph({
          children: [new TextRun({ text: job.company, bold: true }), new TextRun(` (${r.dates})`)],
        }),
      );
      out.push(new Paragraph({ children: [new TextRun({ text: r.title, italics: true })] }));
      if (job.location)
        out.push(new Paragraph({ children: [new TextRun({ text: job.location, color: '666666' })] }));
      out.push(...bl(r.bullets));
    } else {
      const loc = job.location ? `, ${job.location}` : '';
      out.push(
        new Paragraph({ children: [new TextRun({ text: job.company, bold: true }), new TextRun(loc)] }),
      );
      for (const r of job.roles) {
        out.push(
          new Paragraph({
            children: [new TextRun({ text: r.title, italics: true }), new TextRun(` (${r.dates})`)],
          }),
        );
        out.push(...bl(r.bullets));
      }
    }
    return out;
  }
  // tabs / header-footer: employer first, then each role with its dates on the right.
  out.push(leftRight([new TextRun({ text: job.company, bold: true })], job.location));
  for (const r of job.roles) {
    out.push(leftRight([new TextRun({ text: r.title, italics: true })], r.dates));
    out.push(...bl(r.bullets));
  }
  return out;
}

function eduParagraphs(e: EduEntry): Paragraph[] {
  return [
    leftRight([new TextRun({ text: e.institution, bold: true })], e.location),
    leftRight([new TextRun({ text: e.degree })], e.dates),
    ...(e.details ?? []).map(bullet),
  ];
}

function simpleBody(s: Section): Paragraph[] {
  switch (s.kind) {
    case 'summary':
      return [new Paragraph({ text: s.text, alignment: AlignmentType.JUSTIFIED })];
    case 'skills':
      return s.groups.map(
        (g) =>
          new Paragraph({
            children: [
              ...(g.name ? [new TextRun({ text: `${g.name} `, bold: true })] : []),
              new TextRun(g.items.map(skillText).join(', ')),
            ],
          }),
      );
    case 'languages':
      return [new Paragraph(s.items.map((l) => (l.level ? `${l.name} – ${l.level}` : l.name)).join('; '))];
    case 'certs':
    case 'list':
      return s.items.map(bullet);
    case 'experience':
    case 'education':
      throw new Error('entries are rendered by the variant');
  }
}

function sectionParagraphs(s: Section, d: DocxDesign): Paragraph[] {
  const body =
    s.kind === 'experience'
      ? s.jobs.flatMap((j) => [...jobParagraphs(j, d.variant), new Paragraph({ spacing: { after: 60 } })])
      : s.kind === 'education'
        ? s.entries.flatMap(eduParagraphs)
        : simpleBody(s);
  return [heading(s.heading, d), ...body];
}

const cell = (children: Paragraph[], width: number) =>
  new TableCell({
    children,
    width: { size: width, type: WidthType.DXA },
    margins: { top: 60, bottom: 60, right: 120 },
  });

/** Table variant: one row per entry (dates left), or per section (heading left). */
function tableRows(s: Section, d: DocxDesign): TableRow[] {
  const left = 2300;
  const right = TEXT_WIDTH - left;
  const rows: TableRow[] = [
    new TableRow({
      children: [
        cell(
          [
            new Paragraph({
              children: [new TextRun({ text: s.heading.toUpperCase(), bold: true, color: d.accent })],
            }),
          ],
          left,
        ),
        cell([new Paragraph('')], right),
      ],
    }),
  ];
  const grey = (t: string) => new Paragraph({ children: [new TextRun({ text: t, color: '555555' })] });
  if (s.kind === 'experience') {
    for (const j of s.jobs) {
      for (const r of j.roles) {
        const loc = r.location ?? j.location;
        rows.push(
          new TableRow({
            children: [
              cell([grey(r.dates)], left),
              cell(
                [
                  new Paragraph({ children: [new TextRun({ text: r.title, bold: true })] }),
                  new Paragraph({
                    children: [new TextRun({ text: `${j.company}${loc ? `, ${loc}` : ''}`, italics: true })],
                  }),
                  ...(r.bullets ?? []).map(bullet),
                ],
                right,
              ),
            ],
          }),
        );
      }
    }
  } else if (s.kind === 'education') {
    for (const e of s.entries) {
      rows.push(
        new TableRow({
          children: [
            cell([grey(e.dates ?? '')], left),
            cell(
              [
                new Paragraph({ children: [new TextRun({ text: e.degree, bold: true })] }),
                new Paragraph({ children: [new TextRun({ text: e.institution, italics: true })] }),
                ...(e.details ?? []).map(bullet),
              ],
              right,
            ),
          ],
        }),
      );
    }
  } else {
    rows.push(new TableRow({ children: [cell([new Paragraph('')], left), cell(simpleBody(s), right)] }));
  }
  return rows;
}

export async function renderDocx(r: Resume): Promise<Buffer> {
  const d = r.docx;
  if (!d) throw new Error(`${r.id} has no docx design`);
  const name = new Paragraph({
    heading: HeadingLevel.TITLE,
    children: [new TextRun({ text: r.name })],
    spacing: { after: 40 },
  });
  const headline = r.headline
    ? [
        new Paragraph({
          children: [new TextRun({ text: r.headline, color: d.accent, size: 26 })],
          spacing: { after: 60 },
        }),
      ]
    : [];
  const inHeader = d.variant === 'header-footer';
  const top = inHeader
    ? headline
    : [name, ...headline, contactLine(r.contact, d.variant === 'table' ? '  •  ' : ' | ')];
  const body =
    d.variant === 'table'
      ? [
          new Table({
            rows: r.sections.flatMap((s) => tableRows(s, d)),
            columnWidths: [2300, TEXT_WIDTH - 2300],
            borders: NO_BORDERS,
          }),
        ]
      : r.sections.flatMap((s) => sectionParagraphs(s, d));
  const headers = inHeader
    ? {
        default: new Header({
          children: [
            new Paragraph({
              children: [new TextRun({ text: r.name, bold: true, size: 32, color: d.accent })],
            }),
            contactLine(r.contact, '  ·  '),
          ],
        }),
      }
    : undefined;
  const footers = inHeader
    ? {
        default: new Footer({
          children: [
            new Paragraph({
              alignment: AlignmentType.CENTER,
              children: [
                new TextRun({
                  children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
                  size: 16,
                }),
              ],
            }),
          ],
        }),
      }
    : undefined;
  const doc = new Document({
    creator: r.name,
    title: `${r.name} – CV`,
    styles: {
      default: {
        document: { run: { font: d.font, size: 21 } },
        title: { run: { font: d.font, size: 44, bold: true, color: '111111' } },
        heading1: { run: { font: d.font, size: 24, bold: true, color: d.accent } },
      },
    },
    sections: [
      {
        properties: { page: { margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } },
        headers,
        footers,
        children: [...top, ...body],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
