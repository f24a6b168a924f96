import { describe, expect, it } from 'vitest';
import {
  checkRows,
  inBatches,
  nameFromEmail,
  parseCandidatesCsv,
  parsePastedCandidates,
  rowErrorPath,
} from './invite-parsing.ts';

describe('parsePastedCandidates', () => {
  it('reads "Name <email>", quoted names and bare addresses, one per line', () => {
    expect(
      parsePastedCandidates(
        'Jane Doe <jane@example.com>\n"Sam O\'Neil" <sam@example.com>\n\n  raj.kumar42@example.in  \n',
      ),
    ).toEqual([
      { name: 'Jane Doe', email: 'jane@example.com' },
      { name: "Sam O'Neil", email: 'sam@example.com' },
      { name: 'Raj Kumar', email: 'raj.kumar42@example.in' },
    ]);
  });

  it('splits several addresses on one line, keeping a "Last, First" name whole', () => {
    expect(
      parsePastedCandidates('Doe, Jane <jane@example.com>, Bob <bob@example.com>; eve@example.com'),
    ).toEqual([
      { name: 'Doe, Jane', email: 'jane@example.com' },
      { name: 'Bob', email: 'bob@example.com' },
      { name: 'Eve', email: 'eve@example.com' },
    ]);
  });

  it('reads spreadsheet rows (tab or comma separated) in either column order', () => {
    expect(parsePastedCandidates('Ana Lima\tana@example.com\nleo@example.com, Leo Park')).toEqual([
      { name: 'Ana Lima', email: 'ana@example.com' },
      { name: 'Leo Park', email: 'leo@example.com' },
    ]);
  });

  it('keeps a line without an address as a row to fix rather than dropping it', () => {
    expect(parsePastedCandidates('Just a name')).toEqual([{ name: 'Just a name', email: '' }]);
  });
});

describe('nameFromEmail', () => {
  it('turns the local part into a readable name', () => {
    expect(nameFromEmail('jane.doe42@example.com')).toBe('Jane Doe');
    expect(nameFromEmail('MARY_ann-smith+jobs@example.com')).toBe('Mary Ann Smith');
    expect(nameFromEmail('1234@example.com')).toBe('');
  });
});

describe('parseCandidatesCsv', () => {
  it('reads the name and email columns in any order, with quotes, commas and a BOM', () => {
    const csv =
      '\ufeffEmail,Phone,Name\r\njane@example.com,123,"Doe, Jane"\r\n"bob@example.com",,"Bob ""The Builder"""\r\n\r\n';
    expect(parseCandidatesCsv(csv)).toEqual({
      ok: true,
      rows: [
        { name: 'Doe, Jane', email: 'jane@example.com' },
        { name: 'Bob "The Builder"', email: 'bob@example.com' },
      ],
    });
  });

  it('refuses a file without the name,email header', () => {
    const result = parseCandidatesCsv('jane@example.com,Jane\n');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/header “name,email”/);
  });

  it('refuses a header without rows and an unclosed quote', () => {
    expect(parseCandidatesCsv('name,email\n')).toEqual({
      ok: false,
      error: 'The file has a header but no candidates.',
    });
    const broken = parseCandidatesCsv('name,email\n"Jane,jane@example.com\nBob,bob@example.com\n');
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.error).toMatch(/quote/);
  });
});

describe('checkRows', () => {
  it('validates with the invitation contract, normalises addresses and flags duplicates', () => {
    const checked = checkRows([
      { name: ' Jane ', email: ' Jane@Example.com ' },
      { name: '', email: '' },
      { name: 'No Mail', email: '' },
      { name: '', email: 'x@example.com' },
      { name: 'Bad', email: 'not-an-address' },
      { name: 'Jane again', email: 'jane@example.com' },
    ]);
    expect(checked.map((c) => c.index)).toEqual([0, 2, 3, 4, 5]);
    expect(checked[0]?.value).toEqual({ name: 'Jane', email: 'jane@example.com' });
    expect(checked[1]?.errors).toEqual({ email: 'Enter the candidate’s e-mail address' });
    expect(checked[2]?.errors.name).toBe('Enter the candidate’s name');
    expect(checked[3]?.errors.email).toBe('Enter a valid e-mail address');
    expect(checked[4]).toMatchObject({ value: null, errors: { email: 'Listed twice (also row 1)' } });
  });
});

describe('batches and server row errors', () => {
  it('splits into requests of at most 200 candidates', () => {
    const sizes = inBatches(Array.from({ length: 450 }, (_, i) => i)).map((b) => b.length);
    expect(sizes).toEqual([200, 200, 50]);
  });

  it('reads the API field path of a row error', () => {
    expect(rowErrorPath('candidates.3.email')).toEqual({ index: 3, field: 'email' });
    expect(rowErrorPath('candidates.0')).toEqual({ index: 0, field: null });
    expect(rowErrorPath('message')).toBeNull();
    expect(rowErrorPath(undefined)).toBeNull();
  });
});
