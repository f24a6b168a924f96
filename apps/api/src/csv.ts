import type { FastifyReply } from 'fastify';

/**
 * CSV files the API hands out: RFC 4180 (CRLF, quotes doubled), UTF-8 with a byte-order mark so spreadsheets read
 * names as written, and no cell a spreadsheet would run as a formula.
 */

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

/** A whole file: the header row, then one row per record. */
export function csvFile(header: readonly string[], rows: readonly (string | number | null)[][]): string {
  const lines = [header.map(csvCell).join(','), ...rows.map((cells) => cells.map(csvCell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Sends a CSV file as a download that no cache keeps. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(Buffer.from(csv, 'utf8'));
}
