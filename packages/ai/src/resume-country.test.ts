import { describe, expect, it } from 'vitest';
import { headerCountry } from './resume-country.ts';
import { readTextResume } from './resume-document.ts';
import { parseResumeDocument } from './resume-parser.ts';

const read = (text: string) => readTextResume(new TextEncoder().encode(text));

describe('phone country', () => {
  it('phone country: the country the header names, by name, native name or the usual short forms', () => {
    expect(headerCountry(read('Siobhan Murphy\nManchester, UK - 07700 900789'))).toBe('GB');
    expect(headerCountry(read('João Lima\nLisboa · Portugal · joao@example.com'))).toBe('PT');
    expect(headerCountry(read('Lena Braun\nMünchen, Deutschland'))).toBe('DE');
    expect(headerCountry(read('Sam Lee\nsam@example.com'))).toBeNull();
  });

  it("phone country: a number without a country code is read in the résumé's own country before the organisation's", () => {
    const options = { defaultCountry: 'IN', now: '2026-11' };
    const uk = parseResumeDocument(read('Siobhan Murphy\nManchester, UK - 07700 900789'), options);
    expect(uk.phone?.value).toBe('+447700900789');
    const unnamed = parseResumeDocument(read('Asha Rao\nasha@example.com | 098765 43210'), options);
    expect(unnamed.phone?.value).toBe('+919876543210');
  });
});
