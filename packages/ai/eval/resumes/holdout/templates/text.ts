/** Plain-text résumés, as pasted from a word processor or typed in an e-mail: caps or spaced headings, odd spacing. */
import type { ContactLabels } from '../lib/html.js';
import type { Job, ResumeContent } from '../lib/types.js';
import { isJob } from '../lib/types.js';

type TextSection =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'moreSkills'
  | 'languages'
  | 'certifications'
  | 'extras';

export interface TextStyle {
  /** caps: "WORK EXPERIENCE"; spaced: "W O R K   E X P E R I E N C E"; colon: "Experience:". */
  headingCase: 'caps' | 'spaced' | 'colon';
  underline?: '=' | '-';
  bullet: string;
  indent: string;
  /** pipe: "Title | Company | dates" on one line; stacked: dates, then title, then company on their own lines. */
  jobStyle: 'pipe' | 'stacked';
  contactLabels?: ContactLabels;
  /** Contact on one line joined by this, or one item per line when absent. */
  contactJoin?: string;
  /** Skills written as one comma-separated line instead of bullets. */
  skillsInline?: boolean;
  /** Wrap long lines at this width (hanging indent for bullets). */
  wrap?: number;
  /** Add the irregular spacing of a pasted document (double spaces, trailing blanks, blank lines). */
  messy?: boolean;
  order: TextSection[];
}

function wrapLine(line: string, width: number | undefined, hang: string): string[] {
  if (!width || line.length <= width) return [line];
  const lead = /^\s*/.exec(line)?.[0] ?? '';
  const words = line.slice(lead.length).split(' ');
  const out: string[] = [];
  let cur = lead;
  for (const w of words) {
    if (cur.trim() && `${cur} ${w}`.length > width) {
      out.push(cur);
      cur = hang + w;
    } else cur = cur.trim() ? `${cur} ${w}` : cur + w;
  }
  if (cur) out.push(cur);
  return out;
}

function headingText(text: string, s: TextStyle): string[] {
  let t: string;
  if (s.headingCase === 'caps') t = text.toUpperCase();
  else if (s.headingCase === 'spaced')
    t = text
      .toUpperCase()
      .split(' ')
      .map((w) => w.split('').join(' '))
      .join('   ');
  else t = `${text}:`;
  return s.underline ? [t, s.underline.repeat(t.length)] : [t];
}

function jobLines(j: Job, s: TextStyle): string[] {
  const lines: string[] = [];
  if (s.jobStyle === 'pipe')
    lines.push(`${j.title} | ${j.company}${j.place ? `, ${j.place}` : ''} | ${j.dates}`);
  else lines.push(j.dates, j.title, `${j.company}${j.place ? ` (${j.place})` : ''}`);
  if (j.text) lines.push(...wrapLine(j.text, s.wrap, ''));
  for (const b of j.bullets ?? [])
    lines.push(
      ...wrapLine(`${s.indent}${s.bullet} ${b}`, s.wrap, `${s.indent}${' '.repeat(s.bullet.length + 1)}`),
    );
  return lines;
}

export function textResume(c: ResumeContent, s: TextStyle): string {
  const L = s.contactLabels ?? {};
  const pre = (label: string | undefined, v: string) => (label ? `${label} ${v}` : v);
  const contact: string[] = [];
  if (c.location) contact.push(pre(L.location, c.location));
  if (c.phones.length) contact.push(pre(L.phone, c.phones.map((p) => p.display).join(' / ')));
  contact.push(pre(L.email, c.email));
  for (const l of c.links) contact.push(pre(L.link, l));

  const out: string[] = [c.name];
  if (c.headline) out.push(c.headline);
  out.push(...(s.contactJoin ? [contact.join(s.contactJoin)] : contact), '');
  const h = c.headings;
  const list = (items: string[]) => items.map((i) => `${s.indent}${s.bullet} ${i}`);
  for (const key of s.order) {
    const block: string[] = [];
    if (key === 'summary' && c.summary) {
      if (h.summary) block.push(...headingText(h.summary, s));
      block.push(...wrapLine(c.summary, s.wrap, ''));
    } else if (key === 'experience') {
      block.push(...headingText(h.experience, s));
      c.experience.forEach((e, i) => {
        if (i > 0) block.push('');
        block.push(...(isJob(e) ? jobLines(e, s) : [e.note]));
      });
    } else if (key === 'education') {
      block.push(...headingText(h.education, s));
      for (const e of c.education) {
        block.push(
          s.jobStyle === 'pipe'
            ? `${e.degree} | ${e.institution}${e.place ? `, ${e.place}` : ''} | ${e.dates}`
            : `${e.dates}\n${e.degree}\n${e.institution}${e.place ? ` (${e.place})` : ''}`,
        );
        if (e.note) block.push(e.note);
      }
    } else if (key === 'skills' && c.skills && h.skills) {
      block.push(...headingText(h.skills, s));
      for (const g of c.skills) {
        if (s.skillsInline) block.push(`${g.label ? `${g.label} ` : ''}${g.items.join(', ')}`);
        else block.push(...(g.label ? [g.label] : []), ...list(g.items));
      }
    } else if (key === 'moreSkills') {
      for (const m of c.moreSkills ?? [])
        block.push(
          ...headingText(m.heading, s),
          ...(s.skillsInline ? [m.items.join(', ')] : list(m.items)),
          '',
        );
    } else if (key === 'languages' && c.languages && h.languages) {
      block.push(...headingText(h.languages, s), c.languages.join(', '));
    } else if (key === 'certifications' && c.certifications && h.certifications) {
      block.push(...headingText(h.certifications, s), ...list(c.certifications));
    } else if (key === 'extras') {
      for (const x of c.extras ?? []) block.push(...headingText(x.heading, s), ...list(x.items), '');
    }
    if (block.length) out.push(...block, '');
  }
  let text = out.join('\n');
  if (s.messy) {
    // Pasted-document noise: double spaces after full stops, trailing blanks, doubled blank lines.
    text = text
      .split('\n')
      .map((l, i) => (i % 4 === 1 ? `${l}   ` : l))
      .join('\n')
      .replace(/\. (?=[A-Z])/g, '.  ')
      .replace(/\n\n(?=[A-Z] [A-Z])/g, '\n\n\n');
  }
  return `${text.trimEnd()}\n`;
}
