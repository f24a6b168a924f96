/**
 * DOCX résumés built with the `docx` package, the way people build them in Word: a title paragraph for the
 * name, Heading 1 section headings, tab stops for right-aligned or left-column dates, real bullets. Entry
 * layouts (`DocxDesign.entry`) are described in types.ts; the contact block is in the body, in the page
 * header, or in the page footer; skills can be a bordered table.
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
import { inlineHeading, inlineText, skillText } from './text.js';
import type { ContactItem, DocxDesign, EduEntry, Job, Resume, Role, Section } from './types.js';

/** A4 width 11906 twips minus 2 × 1134 (2 cm) margins. */
const TEXT_WIDTH = 9638;
const RIGHT_TAB = [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }];
/** Left date column of the dates-left layout (about 4.1 cm). */
const DATE_COL = 2320;
/** The same border on every side of a table and between its cells. */
const everyBorder = <B>(border: B) => ({
  top: border,
  bottom: border,
  left: border,
  right: border,
  insideHorizontal: border,
  insideVertical: border,
});
const NO_BORDERS = everyBorder({ style: BorderStyle.NONE, size: 0, color: 'FFFFFF' });
const THIN_BORDERS = everyBorder({ style: BorderStyle.SINGLE, size: 4, color: 'A6A6A6' });

function contactLine(
  items: ContactItem[],
  sep: string,
  align?: (typeof AlignmentType)[keyof typeof AlignmentType],
) {
  const runs: TextRun[] = [];
  items.forEach((c, i) => {
    if (i > 0) runs.push(new TextRun({ text: sep, color: '888888' }));
    if (c.prefix) runs.push(new TextRun({ text: `${c.prefix} `, bold: true }));
    runs.push(new TextRun(c.text));
  });
  return new Paragraph({ children: runs, spacing: { after: 120 }, alignment: align });
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

/** Dates in a left column made with a tab stop; following lines hang at the same indent. */
function leftColumn(dates: string, right: TextRun[]): Paragraph {
  return new Paragraph({
    tabStops: [{ type: TabStopType.LEFT, position: DATE_COL }],
    indent: { left: DATE_COL, hanging: DATE_COL },
    children: [new TextRun({ text: dates, color: '444444' }), new TextRun('\t'), ...right],
  });
}

const indented = (children: TextRun[]) => new Paragraph({ indent: { left: DATE_COL }, children });

/** Paragraph and bullets of a role. */
function desc(r: Role, indent = false): Paragraph[] {
  const out: Paragraph[] = [];
  // dev-7: fact lines (hours, salary, supervisor …), one paragraph each.
  for (const f of r.facts ?? []) {
    out.push(new Paragraph({ text: f, indent: indent ? { left: DATE_COL } : undefined }));
  }
  if (r.text) {
    out.push(
      new Paragraph({
        text: r.text,
        spacing: { before: 20, after: 40 },
        indent: indent ? { left: DATE_COL } : undefined,
      }),
    );
  }
  for (const b of r.bullets ?? []) {
    out.push(
      indent
        ? new Paragraph({ text: b, bullet: { level: 0 }, indent: { left: DATE_COL + 300, hanging: 260 } })
        : bullet(b),
    );
  }
  return out;
}

function noteParagraph(job: Job): Paragraph[] {
  return job.note
    ? [new Paragraph({ children: [new TextRun({ text: job.note, italics: true })], spacing: { before: 40 } })]
    : [];
}

function firstRole(job: Job): Role {
  const r = job.roles[0];
  if (!r) throw new Error(`${job.company} has no role`);
  return r;
}

function jobParagraphs(job: Job, d: DocxDesign): Paragraph[] {
  const out: Paragraph[] = [];
  const many = job.roles.length > 1;
  switch (d.entry) {
    case 'bracket':
      if (!many) {
        const r = firstRole(job);
        out.push(
          new Paragraph({
            children: [new TextRun({ text: job.company, bold: true }), new TextRun(` (${r.dates})`)],
          }),
        );
        out.push(new Paragraph({ children: [new TextRun({ text: r.title, italics: true })] }));
        if (job.location)
          out.push(new Paragraph({ children: [new TextRun({ text: job.location, color: '666666' })] }));
        out.push(...desc(r));
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
          out.push(...desc(r));
        }
      }
      break;
    case 'title-tab':
      if (many) {
        out.push(leftRight([new TextRun({ text: job.company, bold: true })], job.location));
        for (const r of job.roles) {
          out.push(leftRight([new TextRun({ text: r.title, italics: true })], r.dates));
          out.push(...desc(r));
        }
      } else {
        const r = firstRole(job);
        const loc = r.location ?? job.location;
        out.push(
          leftRight([new TextRun({ text: r.title, bold: true }), new TextRun(`, ${job.company}`)], r.dates),
        );
        if (loc) out.push(new Paragraph({ children: [new TextRun({ text: loc, color: '666666' })] }));
        out.push(...desc(r));
      }
      break;
    case 'dates-left':
      for (const r of job.roles) {
        const loc = r.location ?? job.location;
        out.push(leftColumn(r.dates, [new TextRun({ text: r.title, bold: true })]));
        out.push(indented([new TextRun({ text: `${job.company}${loc ? `, ${loc}` : ''}`, italics: true })]));
        out.push(...desc(r, true));
      }
      break;
    case 'pipe':
      for (const r of job.roles) {
        const loc = r.location ?? job.location;
        out.push(
          new Paragraph({
            children: [
              new TextRun({ text: r.title, bold: true }),
              new TextRun(` | ${job.company}${loc ? ` | ${loc}` : ''} | ${r.dates}`),
            ],
          }),
        );
        out.push(...desc(r));
      }
      break;
    case 'tabs':
      out.push(leftRight([new TextRun({ text: job.company, bold: true })], job.location));
      for (const r of job.roles) {
        out.push(leftRight([new TextRun({ text: r.title, italics: true })], r.dates));
        out.push(...desc(r));
      }
      break;
    // dev-8: the Word templates: the dates on a grey line, then "Title, Company", the location below.
    case 'dates-above':
      for (const r of job.roles) {
        const loc = r.location ?? job.location;
        out.push(
          new Paragraph({
            children: [new TextRun({ text: r.dates, color: '595959', size: 18 })],
            spacing: { before: 60 },
          }),
        );
        out.push(
          new Paragraph({ children: [new TextRun({ text: `${r.title}, ${job.company}`, bold: true })] }),
        );
        if (loc) out.push(new Paragraph({ children: [new TextRun({ text: loc, color: '666666' })] }));
        out.push(...desc(r));
      }
      break;
    // dev-8: a Google Docs template downloaded as .docx: "Company, Location — Title", the dates below.
    case 'company-title':
      for (const r of job.roles) {
        const loc = r.location ?? job.location;
        out.push(
          new Paragraph({
            children: [
              new TextRun({ text: job.company, bold: true }),
              new TextRun(`${loc ? `, ${loc}` : ''} — `),
              new TextRun({ text: r.title, italics: true }),
            ],
            spacing: { before: 80 },
          }),
        );
        out.push(new Paragraph({ children: [new TextRun({ text: r.dates, color: '666666', size: 17 })] }));
        out.push(...desc(r));
      }
      break;
    case 'table':
      throw new Error('table entries are rendered by tableRows');
  }
  return [...out, ...noteParagraph(job)];
}

function eduParagraphs(e: EduEntry, d: DocxDesign): Paragraph[] {
  const details = (e.details ?? []).map(bullet);
  if (d.entry === 'dates-left') {
    return [
      leftColumn(e.dates ?? '', [new TextRun({ text: e.degree, bold: true })]),
      indented([
        new TextRun({ text: `${e.institution}${e.location ? `, ${e.location}` : ''}`, italics: true }),
      ]),
      ...details,
    ];
  }
  if (d.entry === 'pipe') {
    return [
      new Paragraph({
        children: [
          new TextRun({ text: e.degree, bold: true }),
          new TextRun(
            ` | ${e.institution}${e.location ? ` | ${e.location}` : ''}${e.dates ? ` | ${e.dates}` : ''}`,
          ),
        ],
      }),
      ...details,
    ];
  }
  // dev-8: the dates above "Degree, Institution" (Word), or "Institution, Location — Degree" then the dates (Google Docs).
  if (d.entry === 'dates-above') {
    return [
      ...(e.dates
        ? [new Paragraph({ children: [new TextRun({ text: e.dates, color: '595959', size: 18 })] })]
        : []),
      new Paragraph({ children: [new TextRun({ text: `${e.degree}, ${e.institution}`, bold: true })] }),
      ...(e.location
        ? [new Paragraph({ children: [new TextRun({ text: e.location, color: '666666' })] })]
        : []),
      ...details,
    ];
  }
  if (d.entry === 'company-title') {
    return [
      new Paragraph({
        children: [
          new TextRun({ text: e.institution, bold: true }),
          new TextRun(`${e.location ? `, ${e.location}` : ''} — `),
          new TextRun({ text: e.degree, italics: true }),
        ],
        spacing: { before: 80 },
      }),
      ...(e.dates
        ? [new Paragraph({ children: [new TextRun({ text: e.dates, color: '666666', size: 17 })] })]
        : []),
      ...details,
    ];
  }
  if (d.entry === 'title-tab') {
    return [
      leftRight([new TextRun({ text: e.degree, bold: true }), new TextRun(`, ${e.institution}`)], e.dates),
      ...(e.location
        ? [new Paragraph({ children: [new TextRun({ text: e.location, color: '666666' })] })]
        : []),
      ...details,
    ];
  }
  return [
    leftRight([new TextRun({ text: e.institution, bold: true })], e.location),
    leftRight([new TextRun({ text: e.degree })], e.dates),
    ...details,
  ];
}

const cell = (children: Paragraph[], width: number) =>
  new TableCell({
    children,
    width: { size: width, type: WidthType.DXA },
    margins: { top: 60, bottom: 60, left: 80, right: 120 },
  });

function skillsTable(s: Section & { kind: 'skills' }): Table {
  const named = s.groups.every((g) => g.name);
  const rows: TableRow[] = [];
  if (named) {
    for (const g of s.groups) {
      rows.push(
        new TableRow({
          children: [
            cell([new Paragraph({ children: [new TextRun({ text: g.name ?? '', bold: true })] })], 2600),
            cell([new Paragraph(g.items.map(skillText).join(', '))], TEXT_WIDTH - 2600),
          ],
        }),
      );
    }
    return new Table({ rows, columnWidths: [2600, TEXT_WIDTH - 2600], borders: THIN_BORDERS });
  }
  const items = s.groups.flatMap((g) => g.items.map(skillText));
  const w = Math.floor(TEXT_WIDTH / 3);
  for (let i = 0; i < items.length; i += 3) {
    rows.push(new TableRow({ children: [0, 1, 2].map((k) => cell([new Paragraph(items[i + k] ?? '')], w)) }));
  }
  return new Table({ rows, columnWidths: [w, w, w], borders: THIN_BORDERS });
}

function inlineParagraph(s: Section): Paragraph {
  return new Paragraph({
    children: [new TextRun({ text: `${inlineHeading(s)} `, bold: true }), new TextRun(inlineText(s))],
    spacing: { before: 60, after: 40 },
  });
}

function simpleBody(s: Section, d: DocxDesign): (Paragraph | Table)[] {
  switch (s.kind) {
    case 'summary':
      return [new Paragraph({ text: s.text, alignment: AlignmentType.JUSTIFIED })];
    case 'skills':
      if (d.skillsTable) return [skillsTable(s)];
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
      return s.jobs.flatMap((j) => [...jobParagraphs(j, d), new Paragraph({ spacing: { after: 60 } })]);
    case 'education':
      return s.entries.flatMap((e) => eduParagraphs(e, d));
  }
}

function sectionBlocks(s: Section, d: DocxDesign): (Paragraph | Table)[] {
  if (s.inline) return [inlineParagraph(s)];
  return [heading(s.heading, d), ...simpleBody(s, d)];
}

/** Table layout: one row per entry (dates left), or per section (heading left). */
function tableRows(s: Section, d: DocxDesign): TableRow[] {
  const left = 2300;
  const right = TEXT_WIDTH - left;
  const plain = (children: (Paragraph | Table)[], width: number) =>
    new TableCell({
      children,
      width: { size: width, type: WidthType.DXA },
      margins: { top: 60, bottom: 60, right: 120 },
    });
  const rows: TableRow[] = [
    new TableRow({
      children: [
        plain(
          [
            new Paragraph({
              children: [new TextRun({ text: s.heading.toUpperCase(), bold: true, color: d.accent })],
            }),
          ],
          left,
        ),
        plain([new Paragraph('')], right),
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
              plain([grey(r.dates)], left),
              plain(
                [
                  new Paragraph({ children: [new TextRun({ text: r.title, bold: true })] }),
                  new Paragraph({
                    children: [new TextRun({ text: `${j.company}${loc ? `, ${loc}` : ''}`, italics: true })],
                  }),
                  ...desc(r),
                ],
                right,
              ),
            ],
          }),
        );
      }
      if (j.note)
        rows.push(new TableRow({ children: [plain([grey('')], left), plain(noteParagraph(j), right)] }));
    }
  } else if (s.kind === 'education') {
    for (const e of s.entries) {
      rows.push(
        new TableRow({
          children: [
            plain([grey(e.dates ?? '')], left),
            plain(
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
    const body = simpleBody(s, { ...d, skillsTable: false });
    rows.push(new TableRow({ children: [plain([new Paragraph('')], left), plain(body, right)] }));
  }
  return rows;
}

/** "Page X of Y", centred, 8 pt: a footer paragraph. */
export function pageOfPages(): Paragraph {
  return new Paragraph({
    alignment: AlignmentType.CENTER,
    children: [
      new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: 16 }),
    ],
  });
}

/** The printed name: `printedName` (dev-6) with "\n" as a line break, else `name`. */
function nameRuns(r: Resume, style: { bold?: boolean; size?: number; color?: string }): TextRun[] {
  if (!r.printedName) return [new TextRun({ text: r.name, ...style })];
  return r.printedName
    .split('\n')
    .map((text, i) => new TextRun({ text, break: i > 0 ? 1 : undefined, ...style }));
}

export async function renderDocx(r: Resume): Promise<Buffer> {
  const d = r.docx;
  if (!d) throw new Error(`${r.id} has no docx design`);
  const contactAt = d.contact ?? 'body';
  const name = new Paragraph({
    heading: HeadingLevel.TITLE,
    children: nameRuns(r, {}),
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
  const top =
    contactAt === 'header'
      ? headline
      : contactAt === 'footer'
        ? [name, ...headline]
        : [name, ...headline, contactLine(r.contact, d.entry === 'table' ? '  •  ' : ' | ')];
  const body =
    d.entry === 'table'
      ? [
          new Table({
            rows: r.sections.flatMap((s) => tableRows(s, d)),
            columnWidths: [2300, TEXT_WIDTH - 2300],
            borders: NO_BORDERS,
          }),
        ]
      : r.sections.flatMap((s) => sectionBlocks(s, d));
  const headers =
    contactAt === 'header'
      ? {
          default: new Header({
            children: [
              new Paragraph({
                children: nameRuns(r, { bold: true, size: 32, color: d.accent }),
              }),
              contactLine(r.contact, '  ·  '),
            ],
          }),
        }
      : undefined;
  const footerChildren: Paragraph[] = [];
  if (contactAt === 'footer') footerChildren.push(contactLine(r.contact, '  |  ', AlignmentType.CENTER));
  // dev-8: a line of text in the footer (the name, "Curriculum Vitae").
  if (d.footerText) {
    footerChildren.push(
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ text: d.footerText, size: 16, color: '777777' })],
      }),
    );
  }
  if (d.pageNumbers) footerChildren.push(pageOfPages());
  const footers =
    footerChildren.length > 0 ? { default: new Footer({ children: footerChildren }) } : undefined;
  const doc = new Document({
    creator: r.name,
    title: `${r.name} – CV`,
    styles: {
      default: {
        document: { run: { font: d.font, size: d.size ?? 21 } },
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
