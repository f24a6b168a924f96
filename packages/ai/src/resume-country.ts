import { countries } from 'countries-list';
import type { ResumeDocument } from './resume-document.ts';

/**
 * The country a résumé's header names ("Manchester, UK", "Lisboa · Portugal"): the person's own country, which
 * reads a phone number written without its country code better than the uploading organisation's country.
 */

const byName = new Map<string, string>();
for (const [code, country] of Object.entries(countries)) {
  byName.set(country.name.toLowerCase(), code);
  byName.set(country.native.toLowerCase(), code);
}
for (const [alias, code] of [
  ['uk', 'GB'],
  ['u.k.', 'GB'],
  ['england', 'GB'],
  ['scotland', 'GB'],
  ['wales', 'GB'],
  ['northern ireland', 'GB'],
  ['great britain', 'GB'],
  ['usa', 'US'],
  ['u.s.a.', 'US'],
  ['u.s.', 'US'],
  ['uae', 'AE'],
] as const)
  byName.set(alias, code);

/** Lines of the header looked at: contact details sit at the top (or in a sidebar read first). */
const headerLines = 12;

/** The ISO 3166 code of the first country the header names as a part of a line, or null. */
export function headerCountry(document: ResumeDocument): string | null {
  for (const line of document.lines.slice(0, headerLines)) {
    for (const part of line.text.split(/[,;|•·\t]|\s[-–—]\s/)) {
      const code = byName.get(part.trim().replace(/\.$/, '').toLowerCase());
      if (code) return code;
    }
  }
  return null;
}
