/** Plain text of parts of the model, the same in every format. */
import type { Section, Skill } from './types.js';

export const skillText = (s: Skill) => (typeof s === 'string' ? s : s.text);

/** The heading of an inline section, with its colon. */
export const inlineHeading = (s: Section) => (s.heading.endsWith(':') ? s.heading : `${s.heading}:`);

/** The body of an inline section ("Heading: a, b, c") as one line of text. */
export function inlineText(s: Section): string {
  switch (s.kind) {
    case 'skills':
      return s.groups.flatMap((g) => g.items.map(skillText)).join(', ');
    case 'languages':
      return s.items.map((l) => `${l.name}${l.level ? ` (${l.level})` : ''}`).join(', ');
    case 'certs':
    case 'list':
      return s.items.join('; ');
    default:
      throw new Error(`section "${s.heading}" cannot be inline`);
  }
}
