import { poolExportColumns } from '@talvio/contracts/talent-pool';

/**
 * The talent pool's CSV export (docs/product/talent-pool.md, **export CSV**): RFC 4180 (CRLF, quotes doubled),
 * UTF-8 with a byte-order mark so spreadsheets read names as written, skills and tags joined with "; " as the
 * candidate CSV import reads them, and no cell a spreadsheet would run as a formula.
 */

export interface ExportedProfile {
  name: string;
  email: string | null;
  phone: string | null;
  location: string | null;
  headline: string | null;
  skills: string[];
  totalYears: number | null;
  tags: string[];
  source: string;
  updatedAt: Date;
}

/** Characters a spreadsheet reads as the start of a formula (a tab or carriage return can hide one). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One cell: text a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return first)
 * gets a leading apostrophe, so it shows as the text it is; a cell with a comma, quote, line break or outer
 * spaces is quoted.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const row = (cells: (string | number | null)[]) => cells.map(csvCell).join(',');

export function poolCsv(profiles: readonly ExportedProfile[]): string {
  const lines = [
    poolExportColumns.join(','),
    ...profiles.map((p) =>
      row([
        p.name,
        p.email,
        p.phone,
        p.location,
        p.headline,
        p.skills.join('; '),
        p.totalYears === null ? null : Math.round(p.totalYears * 10) / 10,
        p.tags.join('; '),
        p.source,
        p.updatedAt.toISOString(),
      ]),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
