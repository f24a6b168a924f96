/**
 * DOCX résumés built with the `docx` package: real Word headings (or bold-only headings),
 * real bullet lists, optional tables (job table, two-column skill tables) and an optional
 * running header (name + contact) / footer ("Page X of Y").
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { pageOfPages } from '../../shared/docx.js';
import type { Block, Doc, DocxOptions } from './types.js';

const CONTENT_WIDTH = 9638; // A4 width minus 2 cm margins, in twentieths of a point
const FIXED_DATE = '2026-11-01T09:00:00Z';

function runs(text: string, extra: { bold?: boolean; italics?: boolean; size?: number } = {}): TextRun[] {
  return text
    .split(/(\*\*.+?\*\*)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('**')
        ? new TextRun({ ...extra, text: part.slice(2, -2), bold: true })
        : new TextRun({ ...extra, text: part }),
    );
}

const para = (text: string) => new Paragraph({ children: runs(text), spacing: { after: 60 } });
const bullet = (text: string) => new Paragraph({ children: runs(text), bullet: { level: 0 } });

function heading(text: string, opts: DocxOptions): Paragraph {
  if (opts.headings === 'styled') return new Paragraph({ text, heading: HeadingLevel.HEADING_1 });
  return new Paragraph({
    children: [new TextRun({ text, bold: true, size: 23 })],
    spacing: { before: 240, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '888888', space: 1 } },
  });
}

function cell(children: Paragraph[], width?: number, columnSpan?: number): TableCell {
  return new TableCell({
    children,
    ...(columnSpan ? { columnSpan } : {}),
    ...(width ? { width: { size: width, type: WidthType.DXA } } : {}),
    margins: { top: 40, bottom: 40, left: 80, right: 80 },
  });
}

function jobTable(jobs: Extract<Block, { t: 'job' }>[]): Table {
  const w = [2000, 3400, 4238];
  const rows = [
    new TableRow({
      tableHeader: true,
      children: ['Period', 'Position', 'Employer'].map((h, i) =>
        cell([new Paragraph({ children: [new TextRun({ text: h, bold: true })] })], w[i]),
      ),
    }),
  ];
  for (const j of jobs) {
    rows.push(
      new TableRow({
        children: [
          cell([para(j.dates)], w[0]),
          cell([new Paragraph({ children: [new TextRun({ text: j.title, bold: true })] })], w[1]),
          cell([para(j.where ? `${j.org}, ${j.where}` : j.org)], w[2]),
        ],
      }),
    );
    if (j.bullets?.length) rows.push(new TableRow({ children: [cell(j.bullets.map(bullet), undefined, 3)] }));
  }
  return new Table({ rows, width: { size: CONTENT_WIDTH, type: WidthType.DXA }, columnWidths: w });
}

function twoColTable(pairs: Array<[string, string]>): Table {
  const w = [CONTENT_WIDTH / 2, CONTENT_WIDTH / 2];
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: w,
    rows: pairs.map(([a, b]) => new TableRow({ children: [cell([para(a)], w[0]), cell([para(b)], w[1])] })),
  });
}

function blockChildren(b: Block, inTable: boolean): Array<Paragraph | Table> {
  switch (b.t) {
    case 'p':
      return [para(b.text)];
    case 'ul':
      return b.items.map(bullet);
    case 'list': {
      if (!inTable) return [para(b.items.join(', '))];
      const pairs: Array<[string, string]> = [];
      for (let i = 0; i < b.items.length; i += 2) pairs.push([b.items[i] ?? '', b.items[i + 1] ?? '']);
      return [twoColTable(pairs)];
    }
    case 'kv':
      return inTable ? [twoColTable(b.rows)] : b.rows.map(([k, v]) => para(`**${k}:** ${v}`));
    case 'job':
      return [
        new Paragraph({
          tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH }],
          spacing: { before: 120 },
          children: [
            new TextRun({ text: b.title, bold: true }),
            new TextRun({ text: ` — ${b.org}${b.where ? `, ${b.where}` : ''}` }),
            new TextRun({ text: `\t${b.dates}`, italics: true }),
          ],
        }),
        ...(b.note ? [new Paragraph({ children: [new TextRun({ text: b.note, italics: true })] })] : []),
        ...(b.bullets ?? []).map(bullet),
      ];
    case 'edu':
      return [
        new Paragraph({
          tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH }],
          spacing: { before: 80 },
          children: [
            new TextRun({ text: b.degree, bold: true }),
            new TextRun({ text: ` — ${b.school}${b.where ? `, ${b.where}` : ''}` }),
            new TextRun({ text: b.dates ? `\t${b.dates}` : '' }),
          ],
        }),
        ...(b.note ? [para(b.note)] : []),
      ];
  }
}

export async function buildDocx(doc: Doc, opts: DocxOptions): Promise<Buffer> {
  const children: Array<Paragraph | Table> = [];
  children.push(
    new Paragraph({
      children: [new TextRun({ text: doc.name, bold: true, size: 40 })],
      spacing: { after: 40 },
    }),
  );
  if (doc.headline)
    children.push(
      new Paragraph({
        children: [new TextRun({ text: doc.headline, size: 26, color: '1F4E79' })],
        spacing: { after: 80 },
      }),
    );
  if (!opts.headerFooter && doc.contact.length)
    children.push(para(doc.contact.join(doc.contactSep ?? ' | ')));

  for (const sec of doc.sections) {
    children.push(heading(sec.h, opts));
    const inTable = opts.tableSections?.includes(sec.h) ?? false;
    const jobs = sec.blocks.filter((b): b is Extract<Block, { t: 'job' }> => b.t === 'job');
    let jobsDone = false;
    for (const b of sec.blocks) {
      if (b.t === 'job' && opts.jobTable) {
        if (!jobsDone) children.push(jobTable(jobs));
        jobsDone = true;
        continue;
      }
      children.push(...blockChildren(b, inTable));
    }
  }

  const headers = opts.headerFooter
    ? {
        default: new Header({
          children: [
            new Paragraph({
              alignment: AlignmentType.RIGHT,
              children: [new TextRun({ text: doc.name, bold: true, size: 18 })],
            }),
            new Paragraph({
              alignment: AlignmentType.RIGHT,
              children: [new TextRun({ text: doc.contact.join(doc.contactSep ?? ' | '), size: 16 })],
            }),
          ],
        }),
      }
    : undefined;
  const footers = opts.headerFooter ? { default: new Footer({ children: [pageOfPages()] }) } : undefined;

  const document = new Document({
    creator: doc.name,
    title: `${doc.name} – Résumé`,
    lastModifiedBy: doc.name,
    revision: 3,
    styles: {
      default: {
        document: { run: { font: opts.font, size: 21 } },
        heading1: {
          run: { font: opts.font, size: 26, bold: true, color: '1F4E79' },
          paragraph: { spacing: { before: 240, after: 80 } },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 1134, bottom: 1134, left: 1134, right: 1134, header: 567, footer: 567 },
          },
        },
        ...(headers ? { headers } : {}),
        ...(footers ? { footers } : {}),
        children,
      },
    ],
  });
  const raw = await Packer.toBuffer(document);
  return normaliseZip(raw);
}

/** Make the archive byte-for-byte reproducible: fixed timestamps in core.xml and in the zip entries. */
function normaliseZip(buf: Buffer): Buffer {
  const files = unzipSync(new Uint8Array(buf));
  const out: Record<string, [Uint8Array, { mtime: Date }]> = {};
  const mtime = new Date(FIXED_DATE);
  for (const name of Object.keys(files)) {
    let data = files[name] as Uint8Array;
    if (name === 'docProps/core.xml') {
      data = strToU8(strFromU8(data).replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, FIXED_DATE));
    }
    out[name] = [data, { mtime }];
  }
  return Buffer.from(zipSync(out, { level: 6 }));
}
