import { describe, expect, it } from 'vitest';
import { csvCell } from '../../csv.ts';
import { type ExportedProfile, poolCsv } from './pool-csv.ts';

const profile: ExportedProfile = {
  name: 'Ana Souza',
  email: 'ana@example.test',
  phone: '+351 912 345 678',
  location: 'Lisbon, Portugal',
  headline: 'Backend Engineer',
  skills: ['Go', 'PostgreSQL'],
  totalYears: 7.25,
  tags: ['referral'],
  source: 'upload',
  updatedAt: new Date('2026-05-01T10:00:00Z'),
};

describe('export CSV', () => {
  it('export CSV: cells starting with = + - @ (or a tab or carriage return) are neutralised with an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil.test","x")')).toBe('"\'=HYPERLINK(""http://evil.test"",""x"")"');
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe('"\'\r=1+1"');
    // Only the first character counts; a number is never text a spreadsheet runs.
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Jo-Ann')).toBe('Jo-Ann');
    expect(csvCell(7.5)).toBe('7.5');
  });

  it('export CSV: commas, quotes, line breaks and outer spaces are quoted; an empty value is an empty cell', () => {
    expect(csvCell('Leeds, UK')).toBe('"Leeds, UK"');
    expect(csvCell('The "best"')).toBe('"The ""best"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('export CSV: a header of the columns, one CRLF line per profile, a byte-order mark, lists joined with "; "', () => {
    const csv = poolCsv([
      profile,
      { ...profile, name: '=cmd', phone: null, skills: [], tags: [], totalYears: null },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'name,email,phone,location,headline,skills,total_years,tags,source,updated_at',
      'Ana Souza,ana@example.test,\'+351 912 345 678,"Lisbon, Portugal",Backend Engineer,Go; PostgreSQL,7.3,referral,upload,2026-05-01T10:00:00.000Z',
      '\'=cmd,ana@example.test,,"Lisbon, Portugal",Backend Engineer,,,,upload,2026-05-01T10:00:00.000Z',
      '',
    ]);
  });
});
