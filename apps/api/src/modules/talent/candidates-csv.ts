import { emailAddress, lineText } from '@talvio/contracts/common';
import { talentLimits } from '@talvio/contracts/talent';
import Papa from 'papaparse';
import { z } from 'zod';

/**
 * A CSV of candidates (docs/product/talent-intake.md, **candidate CSV**): a header row naming the columns, then one
 * candidate a row. Each row needs a name and a valid e-mail; skills and tags are separated by `;`.
 */

export interface CsvCandidate {
  /** The row's line in the file (the header is line 1). */
  line: number;
  name: string;
  email: string;
  phone: string | null;
  location: string | null;
  headline: string | null;
  skills: string[];
  tags: string[];
}

export interface CsvProblem {
  line: number;
  message: string;
}

/** The column each header names, in the words people use for it. */
const columnNames: Record<keyof Omit<CsvCandidate, 'line'>, string[]> = {
  name: ['name', 'full name', 'candidate', 'candidate name'],
  email: ['email', 'e-mail', 'email address', 'e-mail address', 'mail'],
  phone: ['phone', 'phone number', 'mobile', 'telephone', 'tel'],
  location: ['location', 'city', 'address'],
  headline: ['headline', 'title', 'current title', 'role', 'position'],
  skills: ['skills', 'skill'],
  tags: ['tags', 'tag', 'labels'],
};

const list = (max: number) => (value: string | undefined) =>
  (value ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .slice(0, max);

const optional = (max: number) =>
  lineText(max)
    .optional()
    .transform((v) => (v ? v : null));

const rowSchema = z.object({
  name: lineText(talentLimits.name).min(1, 'The name is missing'),
  email: z.string({ error: 'The e-mail is missing' }).min(1, 'The e-mail is missing').pipe(emailAddress),
  phone: optional(40),
  location: optional(talentLimits.location),
  headline: optional(talentLimits.headline),
  skills: z.string().optional().transform(list(talentLimits.skills)),
  tags: z.string().optional().transform(list(talentLimits.tags)),
});

/** At most this many refused rows are listed; the count covers them all. */
const problemsListed = 20;

export function readCandidatesCsv(text: string): {
  rows: CsvCandidate[];
  problems: CsvProblem[];
  total: number;
} {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...records] = parsed.data;
  const problems: CsvProblem[] = [];
  if (!header) return { rows: [], problems: [{ line: 1, message: 'The file has no header row.' }], total: 0 };
  const columns = header.map((cell) => columnOf(cell));
  if (!columns.includes('name') || !columns.includes('email')) {
    problems.push({ line: 1, message: 'The header row needs a "name" and an "email" column.' });
    return { rows: [], problems, total: records.length };
  }
  const rows: CsvCandidate[] = [];
  const seen = new Set<string>();
  let refused = 0;
  for (const [index, record] of records.slice(0, talentLimits.csvRows).entries()) {
    const line = index + 2;
    const values: Record<string, string> = {};
    columns.forEach((column, i) => {
      if (column && values[column] === undefined) values[column] = record[i] ?? '';
    });
    const row = rowSchema.safeParse(values);
    const refuse = (message: string) => {
      refused += 1;
      if (problems.length < problemsListed) problems.push({ line, message });
    };
    if (!row.success) {
      const issue = row.error.issues[0];
      refuse(`${String(issue?.path[0] ?? 'row')}: ${issue?.message ?? 'invalid'}`);
      continue;
    }
    if (seen.has(row.data.email)) {
      refuse(`email: ${row.data.email} is on an earlier row`);
      continue;
    }
    seen.add(row.data.email);
    rows.push({ line, ...row.data });
  }
  if (records.length > talentLimits.csvRows) {
    problems.push({
      line: talentLimits.csvRows + 2,
      message: `Only the first ${talentLimits.csvRows} rows are read; split the file to add the rest.`,
    });
  }
  return { rows, problems, total: rows.length + refused };
}

function columnOf(cell: string): keyof typeof columnNames | null {
  const name = cell
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');
  for (const [column, names] of Object.entries(columnNames))
    if (names.includes(name)) return column as keyof typeof columnNames;
  return null;
}
