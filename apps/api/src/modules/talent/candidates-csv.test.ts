import { describe, expect, it } from 'vitest';
import { readCandidatesCsv } from './candidates-csv.ts';

describe('candidate CSV', () => {
  it('candidate CSV: columns are found by their usual names in any order; skills and tags split on ";"', () => {
    const csv =
      '\uFEFFE-mail,Full Name,Mobile,Skills,Labels\r\nkofi@example.test,Kofi Mensah,+233 20 123 4567,Excel; SQL ;,referral;Accra\r\n';
    expect(readCandidatesCsv(csv)).toEqual({
      rows: [
        {
          line: 2,
          name: 'Kofi Mensah',
          email: 'kofi@example.test',
          phone: '+233 20 123 4567',
          location: null,
          headline: null,
          skills: ['Excel', 'SQL'],
          tags: ['referral', 'Accra'],
        },
      ],
      problems: [],
      total: 1,
    });
  });

  it('candidate CSV: a row without a name or with a bad e-mail is refused by line; a repeated e-mail on its later row', () => {
    const csv = [
      'name,email',
      'Mei Tanaka,MEI@example.test',
      ',nobody@example.test',
      'Nadia Haddad,not-an-email',
      '"Tanaka, Mei",mei@example.test',
    ].join('\n');
    const read = readCandidatesCsv(csv);
    expect(read.rows.map((r) => r.email)).toEqual(['mei@example.test']);
    expect(read.total).toBe(4);
    expect(read.problems).toEqual([
      { line: 3, message: 'name: The name is missing' },
      { line: 4, message: 'email: Enter a valid e-mail address' },
      { line: 5, message: 'email: mei@example.test is on an earlier row' },
    ]);
  });

  it('candidate CSV: a header without a name and an e-mail column reads no row and says why', () => {
    const read = readCandidatesCsv('first,last\nMei,Tanaka\n');
    expect(read.rows).toEqual([]);
    expect(read.problems).toEqual([
      { line: 1, message: 'The header row needs a "name" and an "email" column.' },
    ]);
  });
});
