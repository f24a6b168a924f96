/** Section bodies shared by the one-column and sidebar templates. */
import {
  bullets,
  eduHtml,
  esc,
  type JobStyle,
  jobHtml,
  type SkillStyle,
  section,
  skillsHtml,
} from '../lib/html.js';
import type { ResumeContent } from '../lib/types.js';

export type SectionKey =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'moreSkills'
  | 'languages'
  | 'certifications'
  | 'extras';

export interface PartStyle {
  jobStyle: JobStyle;
  eduStyle: JobStyle;
  skillStyle: SkillStyle;
  /** Print languages as one comma line instead of a list. */
  languagesInline?: boolean;
}

/** HTML of one section (empty string when the résumé has nothing for it). */
export function part(c: ResumeContent, key: SectionKey, s: PartStyle): string {
  const h = c.headings;
  switch (key) {
    case 'summary':
      return c.summary && h.summary
        ? section(h.summary, `<p class="summary">${esc(c.summary)}</p>`, 'summary')
        : c.summary
          ? `<p class="summary">${esc(c.summary)}</p>`
          : '';
    case 'experience':
      return section(h.experience, c.experience.map((j) => jobHtml(j, s.jobStyle)).join(''), 'experience');
    case 'education':
      return section(h.education, c.education.map((e) => eduHtml(e, s.eduStyle)).join(''), 'education');
    case 'skills':
      return c.skills && h.skills ? section(h.skills, skillsHtml(c.skills, s.skillStyle), 'skills') : '';
    case 'moreSkills':
      return (c.moreSkills ?? [])
        .map((m) => section(m.heading, skillsHtml([{ items: m.items }], s.skillStyle), 'skills'))
        .join('');
    case 'languages':
      if (!c.languages || !h.languages) return '';
      return section(
        h.languages,
        s.languagesInline ? `<p>${c.languages.map(esc).join(', ')}</p>` : bullets(c.languages, 'plain'),
        'languages',
      );
    case 'certifications':
      return c.certifications && h.certifications
        ? section(h.certifications, bullets(c.certifications), 'certs')
        : '';
    case 'extras':
      return (c.extras ?? []).map((x) => section(x.heading, bullets(x.items), 'extra')).join('');
  }
}
