import { interviewLimits, invitationCandidateSchema } from '@talvio/contracts/interviews';
import Papa from 'papaparse';

/** A candidate as typed, pasted or read from a CSV, before validation. */
export interface InviteRow {
  name: string;
  email: string;
}

export interface RowErrors {
  name?: string;
  email?: string;
}

/** A row checked with the same rules as the server; `value` is what would be sent (trimmed, e-mail lower-cased). */
export interface CheckedRow {
  /** Position in the rows given (empty rows are skipped but keep their place). */
  index: number;
  row: InviteRow;
  value: InviteRow | null;
  errors: RowErrors;
}

/** A CSV larger than this is refused before parsing (an invitation CSV of 2,000 rows is far below it). */
export const csvMaxBytes = 1024 * 1024;
/** More rows than any plan's allowance in a period; past it the file is refused rather than half-read. */
export const csvMaxRows = 2_000;

const emailLike = /^[^\s<>@,;]+@[^\s<>@,;]+$/;

/** A readable guess at a name from an address ("jane.doe42@x.com" → "Jane Doe"), editable before sending. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local
    .replace(/\+.*$/, '')
    .split(/[._-]+/)
    .map((part) => part.replace(/\d+$/, ''))
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
    .join(' ');
}

function unquote(value: string): string {
  return value
    .trim()
    .replace(/^["']+|["']+$/g, '')
    .trim();
}

/** One entry: `Name <email>`, `"Name" <email>`, `email`, or name and e-mail separated by a tab, comma or semicolon. */
function parseEntry(text: string): InviteRow | null {
  const entry = text.trim();
  if (!entry) return null;
  const angled = entry.match(/^(.*?)<\s*([^<>\s]*)\s*>\s*$/);
  if (angled) {
    const email = angled[2] ?? '';
    return { name: unquote(angled[1] ?? '') || nameFromEmail(email), email };
  }
  if (emailLike.test(entry)) return { name: nameFromEmail(entry), email: entry };
  const parts = entry
    .split(/[\t,;]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const emailIndex = parts.findIndex((p) => emailLike.test(p));
  if (emailIndex >= 0) {
    const email = parts[emailIndex] ?? '';
    const name = unquote(parts.filter((_, i) => i !== emailIndex).join(' '));
    return { name: name || nameFromEmail(email), email };
  }
  // No address found: kept as a row so the person sees what was not understood.
  return { name: unquote(entry), email: '' };
}

/**
 * Lines pasted into the invite box: one candidate per line, or several addresses on a line separated by commas
 * or semicolons (as mail programs copy them). "Doe, Jane <jane@x.com>" stays one entry: it has one address.
 */
export function parsePastedCandidates(text: string): InviteRow[] {
  const rows: InviteRow[] = [];
  for (const line of text.split(/\r?\n/)) {
    const addresses = line.match(/@/g)?.length ?? 0;
    const segments = addresses > 1 ? line.split(/[,;](?=(?:[^<>]*<[^<>]*>)*[^<>]*$)/) : [line];
    // A piece without an address is the first half of a "Doe, Jane <jane@x.com>" name: join it to the next.
    let carried = '';
    for (const segment of segments) {
      if (!segment.includes('@') && segments.length > 1) {
        carried = carried ? `${carried},${segment}` : segment;
        continue;
      }
      const row = parseEntry(carried ? `${carried},${segment}` : segment);
      carried = '';
      if (row) rows.push(row);
    }
    const rest = carried && parseEntry(carried);
    if (rest) rows.push(rest);
  }
  return rows;
}

export type CsvResult = { ok: true; rows: InviteRow[] } | { ok: false; error: string };

const nameHeaders = new Set(['name', 'full name', 'candidate', 'candidate name']);
const emailHeaders = new Set(['email', 'e-mail', 'email address', 'e-mail address', 'mail']);

/** A CSV whose header row names the columns `name` and `email` (any order, other columns ignored). */
export function parseCandidatesCsv(text: string): CsvResult {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\ufeff/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  const nameField = fields.find((f) => nameHeaders.has(f));
  const emailField = fields.find((f) => emailHeaders.has(f));
  if (!nameField || !emailField) {
    return {
      ok: false,
      error: 'The first line of the file must be the header “name,email”. Add it and choose the file again.',
    };
  }
  const broken = parsed.errors.find((e) => e.type === 'Quotes');
  if (broken) {
    return {
      ok: false,
      error: `Row ${(broken.row ?? 0) + 1} has an opening quote that is never closed. Fix the file and choose it again.`,
    };
  }
  if (parsed.data.length === 0) return { ok: false, error: 'The file has a header but no candidates.' };
  if (parsed.data.length > csvMaxRows) {
    return { ok: false, error: `The file has ${parsed.data.length} rows; at most ${csvMaxRows} at a time.` };
  }
  return {
    ok: true,
    rows: parsed.data.map((record) => ({
      name: (record[nameField] ?? '').trim(),
      email: (record[emailField] ?? '').trim(),
    })),
  };
}

/**
 * Checks every row with the invitation contract (the server's own rules) and marks an address listed twice.
 * Rows that are entirely empty are left out.
 */
export function checkRows(rows: InviteRow[]): CheckedRow[] {
  const seen = new Map<string, number>();
  const checked: CheckedRow[] = [];
  for (const [index, row] of rows.entries()) {
    if (!row.name.trim() && !row.email.trim()) continue;
    const result = invitationCandidateSchema.safeParse(row);
    if (!result.success) {
      const errors: RowErrors = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'email') && !errors[field]) {
          errors[field] =
            field === 'email' && !row.email.trim() ? 'Enter the candidate’s e-mail address' : issue.message;
        }
      }
      checked.push({ index, row, value: null, errors });
      continue;
    }
    const first = seen.get(result.data.email);
    if (first !== undefined) {
      checked.push({ index, row, value: null, errors: { email: `Listed twice (also row ${first + 1})` } });
      continue;
    }
    seen.set(result.data.email, index);
    checked.push({ index, row, value: result.data, errors: {} });
  }
  return checked;
}

/** The valid candidates in batches the API accepts in one request. */
export function inBatches<T>(items: T[], size: number = interviewLimits.invitationsPerRequest): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

/** "candidates.3.email" → { index: 3, field: 'email' } (the API's field path of a row error). */
export function rowErrorPath(
  field: string | undefined,
): { index: number; field: 'name' | 'email' | null } | null {
  const match = field?.match(/^candidates\.(\d+)(?:\.(name|email))?$/);
  if (!match) return null;
  return { index: Number(match[1]), field: (match[2] as 'name' | 'email' | undefined) ?? null };
}
