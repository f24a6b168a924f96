/**
 * Plain-text résumés. Variants:
 * - caps: spaced-out ALL-CAPS headings, dates on their own line above the title, no wrapping;
 * - underlined: "=====" under each heading, "Company | Title | City | Dates" lines, wrapped at 78;
 * - columns: dates in a left column padded with spaces, the title and employer beside/below it;
 * - simple: what people paste into a job board's text box: UPPERCASE headings, "Title - Company, City",
 *   the dates on the next line, "•" bullets, one contact item a line;
 * - table (dev-7) and profile (dev-8): see `jobTable` and `profileJob`.
 */
import { inlineHeading, inlineText, skillText } from './text.js';
import type { ContactItem, EduEntry, Job, Resume, Section, TxtDesign } from './types.js';

type Variant = TxtDesign['variant'];

function wrap(text: string, width: number, indent: string, first = indent): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const w of text.split(' ')) {
    if (!empty && line.length + 1 + w.length > width) {
      lines.push(line);
      line = indent;
      empty = true;
    }
    line += (empty ? '' : ' ') + w;
    empty = false;
  }
  lines.push(line);
  return lines;
}

function contactText(c: ContactItem): string {
  return c.prefix ? `${c.prefix} ${c.text}` : c.text;
}

function heading(s: Section, variant: Variant): string[] {
  const h = s.heading;
  if (variant === 'caps') return ['', '', h.toUpperCase().split('').join(' '), ''];
  if (variant === 'underlined') return ['', h, '='.repeat(h.length)];
  if (variant === 'simple') return ['', h.toUpperCase()];
  if (variant === 'profile') return ['', h];
  return ['', h.toUpperCase(), '-'.repeat(h.length)];
}

const DATE_COL = 20;
const pad = (s: string) => (s.length >= DATE_COL ? `${s}  ` : s.padEnd(DATE_COL));

function jobLines(job: Job, variant: Variant): string[] {
  const out: string[] = [];
  for (const r of job.roles) {
    const loc = r.location ?? job.location;
    // dev-7: fact lines (hours, salary, supervisor …) under the heading, indented like a paragraph.
    const facts = r.facts ?? [];
    if (variant === 'caps') {
      out.push(r.dates, r.title, `${job.company}${loc ? `  —  ${loc}` : ''}`, ...facts);
      if (r.text) out.push(r.text);
      for (const b of r.bullets ?? []) out.push(`   *  ${b}`);
      out.push('');
    } else if (variant === 'underlined') {
      out.push(
        `${job.company} | ${r.title}${loc ? ` | ${loc}` : ''} | ${r.dates}`,
        ...facts.map((f) => `  ${f}`),
      );
      if (r.text) out.push(...wrap(r.text, 78, '  '));
      for (const b of r.bullets ?? []) out.push(...wrap(b, 78, '    ', '  - '));
      out.push('');
    } else if (variant === 'simple') {
      out.push(`${r.title} - ${job.company}${loc ? `, ${loc}` : ''}`, r.dates, ...facts);
      if (r.text) out.push(r.text);
      for (const b of r.bullets ?? []) out.push(`• ${b}`);
      out.push('');
    } else {
      out.push(`${pad(r.dates)}${r.title}`);
      out.push(`${' '.repeat(DATE_COL)}${job.company}${loc ? `, ${loc}` : ''}`);
      out.push(...facts.map((f) => `${' '.repeat(DATE_COL)}${f}`));
      if (r.text) out.push(...wrap(r.text, 96, ' '.repeat(DATE_COL)));
      for (const b of r.bullets ?? [])
        out.push(...wrap(b, 96, ' '.repeat(DATE_COL + 2), `${' '.repeat(DATE_COL)}- `));
      out.push('');
    }
  }
  if (job.note) out.push(job.note, '');
  return out;
}

/**
 * dev-7 (`table` variant): the roles as a bordered ASCII table "Duration | Organisation | Designation", then
 * each described role again under "Title, Company:" with its paragraph and bullets.
 */
function jobTable(jobs: Job[]): string[] {
  const rows = jobs.flatMap((j) =>
    j.roles.map((r) => {
      const loc = r.location ?? j.location;
      return [r.dates, `${j.company}${loc ? `, ${loc}` : ''}`, r.title];
    }),
  );
  const all = [['Duration', 'Organisation', 'Designation'], ...rows];
  const widths = [0, 1, 2].map((k) => Math.max(...all.map((row) => (row[k] ?? '').length)));
  const rule = `+${widths.map((w) => '-'.repeat(w + 2)).join('+')}+`;
  const line = (row: string[]) => `|${row.map((c, k) => ` ${c.padEnd(widths[k] ?? 0)} `).join('|')}|`;
  const out = [rule, line(all[0] ?? []), rule, ...rows.map(line), rule];
  for (const j of jobs) {
    for (const r of j.roles) {
      if (!r.text && !r.bullets && !r.facts) continue;
      out.push('', `${r.title}, ${j.company}:`, ...(r.facts ?? []));
      if (r.text) out.push(...wrap(r.text, 96, ''));
      for (const b of r.bullets ?? []) out.push(...wrap(b, 96, '    ', '  - '));
    }
  }
  return out;
}

/**
 * dev-8 (`profile` variant, a profile page copied and pasted): an employer with several roles is printed once,
 * with its total duration (`Job.dates`) below it, then each role as title, dates and location; a single role as
 * title, employer, dates and location. Bullets start with "- ".
 */
function profileJob(job: Job): string[] {
  const many = job.roles.length > 1;
  const out: string[] = many ? [job.company, ...(job.dates ? [job.dates] : [])] : [];
  for (const r of job.roles) {
    const loc = r.location ?? job.location;
    out.push(r.title, ...(many ? [] : [job.company]), r.dates, ...(loc ? [loc] : []), ...(r.facts ?? []));
    if (r.text) out.push(r.text);
    for (const b of r.bullets ?? []) out.push(`- ${b}`);
    out.push('');
  }
  if (job.note) out.push(job.note, '');
  return out;
}

function eduLines(e: EduEntry, variant: Variant): string[] {
  const details = (e.details ?? []).map((d) => `   ${d}`);
  if (variant === 'caps') return [...(e.dates ? [e.dates] : []), e.degree, e.institution, ...details, ''];
  if (variant === 'underlined')
    return [`${e.institution} | ${e.degree}${e.dates ? ` | ${e.dates}` : ''}`, ...details];
  if (variant === 'profile') return [e.institution, e.degree, ...(e.dates ? [e.dates] : []), ...details, ''];
  if (variant === 'simple')
    return [
      `${e.degree} - ${e.institution}${e.location ? `, ${e.location}` : ''}`,
      ...(e.dates ? [e.dates] : []),
      ...details,
      '',
    ];
  return [`${pad(e.dates ?? '')}${e.degree}`, `${' '.repeat(DATE_COL)}${e.institution}`, ...details, ''];
}

/** dev-8 (`profile` variant): skills one a line, a language's level on the line below it, items one a line. */
function profileBody(s: Section): string[] | undefined {
  switch (s.kind) {
    case 'skills':
      return s.groups.flatMap((g) => [...(g.name ? [g.name] : []), ...g.items.map(skillText)]);
    case 'languages':
      return s.items.flatMap((l) => [l.name, ...(l.level ? [l.level] : [])]);
    case 'certs':
    case 'list':
      return s.items;
    case 'experience':
      return s.jobs.flatMap(profileJob);
    default:
      return undefined;
  }
}

function body(s: Section, variant: Variant): string[] {
  if (variant === 'profile') {
    const lines = profileBody(s);
    if (lines) return lines;
  }
  const dash = variant === 'caps' ? '   *  ' : variant === 'simple' ? '• ' : '- ';
  switch (s.kind) {
    case 'summary':
      return variant === 'underlined' ? wrap(s.text, 78, '') : [s.text];
    case 'experience':
      if (variant === 'table') return jobTable(s.jobs);
      return s.jobs.flatMap((j) => jobLines(j, variant));
    case 'education':
      return s.entries.flatMap((e) => eduLines(e, variant));
    case 'skills':
      return s.groups.map((g) => `${g.name ? `${g.name} ` : ''}${g.items.map(skillText).join(', ')}`);
    case 'languages':
      return [s.items.map((l) => (l.level ? `${l.name} (${l.level})` : l.name)).join(', ')];
    case 'certs':
    case 'list':
      return s.items.map((i) => `${dash}${i}`);
  }
}

export function renderTxt(r: Resume): string {
  const variant = r.txt?.variant;
  if (!variant) throw new Error(`${r.id} has no txt design`);
  const lines: string[] = [];
  // dev-6: `printedName` (honorifics, post-nominals, a line break) is printed in place of the name.
  const name = r.printedName ?? r.name;
  if (variant === 'caps') {
    lines.push(name, ...(r.headline ? [r.headline] : []), r.contact.map(contactText).join('   ·   '));
  } else if (variant === 'underlined') {
    lines.push(name, ...(r.headline ? [r.headline] : []), '');
    lines.push(r.contact.map(contactText).join(' | '));
  } else if (variant === 'simple' || variant === 'profile') {
    lines.push(name, ...(r.headline ? [r.headline] : []), ...r.contact.map(contactText));
  } else {
    lines.push(name, ...(r.headline ? [r.headline] : []), '');
    for (const c of r.contact) lines.push(`${pad(c.prefix ?? '')}${c.text}`);
  }
  for (const s of r.sections) {
    if (s.inline) lines.push('', `${inlineHeading(s)} ${inlineText(s)}`);
    else lines.push(...heading(s, variant), ...body(s, variant));
  }
  return `${lines
    .join('\n')
    .replace(/\n{4,}/g, '\n\n\n')
    .trimEnd()}\n`;
}
