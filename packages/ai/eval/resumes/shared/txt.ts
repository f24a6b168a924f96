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

/**
 * dev-9 (opt-in): the three plain-text habits of the first dev split that the variants above do not cover.
 * - odd-spacing: the name with doubled spaces, "   ::   " between contact items, tabs and runs of spaces between
 *   an entry's fields, "*" bullets after a tab, trailing spaces and ragged blank lines (with `crlf`, CRLF ends);
 * - markdown: "# Name", "### headline", "## Heading", "**Title** | Company, City | dates", "*" bullets;
 * - form: "Name: …", one labelled contact line each, "HEADING:" headings, "Position:", "Employer:",
 *   "Period:" and "Duties:" lines for every role.
 */
function devNineLines(r: Resume, variant: 'odd-spacing' | 'markdown' | 'form'): string[] {
  const name = r.printedName ?? r.name;
  const out: string[] = [];
  const bullet = variant === 'markdown' ? '* ' : variant === 'form' ? '  - ' : '\t*  ';
  const tail = variant === 'odd-spacing' ? ' ' : '';
  if (variant === 'odd-spacing') {
    out.push(`   ${name.split(' ').join('  ')}   `);
    if (r.headline) out.push(`${r.headline}  `);
    out.push('', r.contact.map(contactText).join('   ::   '), '', '');
  } else if (variant === 'markdown') {
    out.push(`# ${name}`, ...(r.headline ? [`### ${r.headline}`] : []), '');
    out.push(r.contact.map(contactText).join(' | '), '');
  } else {
    out.push(`Name: ${name}`, ...(r.headline ? [`Title: ${r.headline}`] : []));
    out.push(...r.contact.map(contactText), '');
  }
  for (const s of r.sections) {
    if (s.inline) {
      out.push(`${inlineHeading(s)} ${inlineText(s)}`, '');
      continue;
    }
    if (variant === 'odd-spacing') out.push(`${s.heading.toUpperCase()}  `, '');
    else if (variant === 'markdown') out.push(`## ${s.heading}`, '');
    else out.push(`${s.heading.toUpperCase()}:`, '');
    switch (s.kind) {
      case 'summary':
        out.push(s.text, '');
        break;
      case 'experience':
        for (const j of s.jobs) {
          for (const ro of j.roles) {
            const where = ro.location ?? j.location;
            const text = ro.text ? [ro.text] : [];
            const bullets = (ro.bullets ?? []).map((b) => `${bullet}${b}${tail}`);
            if (variant === 'odd-spacing') {
              out.push(`${ro.title}\t\t${j.company}${where ? `,  ${where}` : ''}\t\t${ro.dates}`);
              out.push(...text.map((t) => `\t${t}`), ...bullets, '');
            } else if (variant === 'markdown') {
              out.push(`**${ro.title}** | ${j.company}${where ? `, ${where}` : ''} | ${ro.dates}`);
              out.push(...text, ...bullets, '');
            } else {
              out.push(`Position: ${ro.title}`, `Employer: ${j.company}${where ? ` (${where})` : ''}`);
              out.push(
                `Period: ${ro.dates}`,
                ...text,
                ...(bullets.length ? ['Duties:', ...bullets] : []),
                '',
              );
            }
          }
          if (j.note) out.push(variant === 'markdown' ? `_${j.note}_` : j.note, '');
        }
        break;
      case 'education':
        for (const e of s.entries) {
          const where = e.location ? `, ${e.location}` : '';
          if (variant === 'odd-spacing')
            out.push(`${e.degree}\t${e.institution}${where}\t${e.dates ?? ''}`.trimEnd());
          else if (variant === 'markdown')
            out.push(`**${e.degree}** | ${e.institution}${where}${e.dates ? ` | ${e.dates}` : ''}`, '');
          else out.push(`${e.degree} - ${e.institution}${where}${e.dates ? ` - ${e.dates}` : ''}`);
          out.push(...(e.details ?? []).map((d) => `  ${d}`));
        }
        out.push('');
        break;
      case 'skills':
        for (const g of s.groups) {
          const items = g.items.map(skillText).join(variant === 'odd-spacing' ? ' ,  ' : ', ');
          out.push(`${g.name ? `${g.name} ` : ''}${items}`);
        }
        out.push('');
        break;
      case 'languages':
        out.push(s.items.map((l) => (l.level ? `${l.name} (${l.level})` : l.name)).join(', '), '');
        break;
      case 'certs':
      case 'list':
        out.push(...s.items.map((i) => `${variant === 'odd-spacing' ? '  *  ' : bullet}${i}`), '');
        break;
    }
    if (variant === 'odd-spacing') out.push('');
  }
  return out;
}

export function renderTxt(r: Resume): string {
  const variant = r.txt?.variant;
  if (!variant) throw new Error(`${r.id} has no txt design`);
  if (variant === 'odd-spacing' || variant === 'markdown' || variant === 'form') {
    let text = devNineLines(r, variant).join('\n');
    // odd-spacing keeps its ragged blank lines; the others collapse runs of blank lines
    if (variant !== 'odd-spacing') text = text.replace(/\n{3,}/g, '\n\n');
    text = `${text.trimEnd()}\n`;
    return r.txt?.crlf ? text.replace(/\n/g, '\r\n') : text;
  }
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
