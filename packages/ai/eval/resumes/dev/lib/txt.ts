/**
 * Plain-text résumés. Four writing habits seen in real pasted/exported CVs:
 *  - caps-underline : ALL-CAPS headings underlined with "=", wrapped at 78 columns
 *  - odd-spacing    : tabs and runs of spaces between fields, ragged blank lines, trailing spaces
 *  - markdownish    : "#"/"##" headings, "**bold**" and "*" bullets left as typed
 *  - labelled       : form-like "Name: …" lines and "HEADING:" headings with colons
 */
import type { Block, Doc, TxtOptions } from './types.js';

const plain = (t: string) => t.replace(/\*\*(.+?)\*\*/g, '$1');

function wrap(text: string, width: number, indent = '', first = ''): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let cur = first;
  for (const w of words) {
    const base = lines.length === 0 ? first : indent;
    if (cur.length > base.length && cur.length + 1 + w.length > width) {
      lines.push(cur);
      cur = indent + w;
    } else cur = cur.length > base.length ? `${cur} ${w}` : cur + w;
  }
  if (cur.trim()) lines.push(cur);
  return lines;
}

function capsUnderline(doc: Doc): string[] {
  const out: string[] = [doc.name];
  if (doc.headline) out.push(doc.headline);
  out.push(doc.contact.join(doc.contactSep ?? ' | '), '');
  for (const sec of doc.sections) {
    const h = sec.h.toUpperCase();
    out.push('', h, '='.repeat(h.length));
    for (const b of sec.blocks) out.push(...blockLines(b, 'caps'));
  }
  return out;
}

function blockLines(b: Block, v: 'caps' | 'md' | 'lab'): string[] {
  const bullet = v === 'md' ? '* ' : '- ';
  const bl = (items?: string[]) => (items ?? []).flatMap((i) => wrap(plain(i), 78, '  ', bullet));
  switch (b.t) {
    case 'p':
      return v === 'md' ? [b.text, ''] : [...wrap(plain(b.text), 78), ''];
    case 'ul':
      return [...bl(b.items), ''];
    case 'list':
      return v === 'md' ? [b.items.join(', '), ''] : [...wrap(b.items.join(', '), 78), ''];
    case 'kv':
      return [...b.rows.map(([k, val]) => `${k}: ${val}`), ''];
    case 'job': {
      if (v === 'md')
        return [
          `**${b.title}** | ${b.org}${b.where ? `, ${b.where}` : ''} | ${b.dates}`,
          ...(b.note ? [`_${b.note}_`] : []),
          ...bl(b.bullets),
          '',
        ];
      if (v === 'lab')
        return [
          `Position: ${b.title}`,
          `Employer: ${b.org}${b.where ? ` (${b.where})` : ''}`,
          `Period: ${b.dates}`,
          ...(b.note ? [b.note] : []),
          ...(b.bullets?.length ? ['Duties:', ...bl(b.bullets)] : []),
          '',
        ];
      return [
        b.title,
        `${b.org}${b.where ? `, ${b.where}` : ''}`,
        b.dates,
        ...(b.note ? [b.note] : []),
        ...bl(b.bullets),
        '',
      ];
    }
    case 'edu': {
      if (v === 'md')
        return [
          `**${b.degree}** | ${b.school}${b.where ? `, ${b.where}` : ''}${b.dates ? ` | ${b.dates}` : ''}`,
          '',
        ];
      if (v === 'lab')
        return [
          `${b.degree} - ${b.school}${b.where ? `, ${b.where}` : ''}${b.dates ? ` - ${b.dates}` : ''}`,
          ...(b.note ? [`  ${b.note}`] : []),
          '',
        ];
      return [
        b.degree,
        `${b.school}${b.where ? `, ${b.where}` : ''}${b.dates ? ` -- ${b.dates}` : ''}`,
        ...(b.note ? [b.note] : []),
        '',
      ];
    }
  }
}

function oddSpacing(doc: Doc): string[] {
  const out: string[] = [`   ${doc.name.split(' ').join('  ')}   `];
  if (doc.headline) out.push(`${doc.headline}  `);
  out.push('', doc.contact.join('   ::   '), '', '');
  for (const sec of doc.sections) {
    out.push(`${sec.h.toUpperCase()}  `, '');
    for (const b of sec.blocks) {
      switch (b.t) {
        case 'job':
          out.push(`${b.title}\t\t${b.org}${b.where ? `,  ${b.where}` : ''}\t\t${b.dates}`);
          if (b.note) out.push(`\t${b.note}`);
          for (const i of b.bullets ?? []) out.push(`\t*  ${plain(i)} `);
          out.push('');
          break;
        case 'edu':
          out.push(`${b.degree}\t${b.school}${b.where ? `, ${b.where}` : ''}\t${b.dates ?? ''}`.trimEnd());
          if (b.note) out.push(`\t${b.note}`);
          break;
        case 'list':
          out.push(b.items.join(' ,  '));
          break;
        case 'ul':
          for (const i of b.items) out.push(`  *  ${plain(i)}`);
          break;
        case 'kv':
          for (const [k, v] of b.rows) out.push(`${k} :\t${v}`);
          break;
        case 'p':
          out.push(plain(b.text));
          break;
      }
    }
    out.push('', '');
  }
  return out;
}

function markdownish(doc: Doc): string[] {
  const out: string[] = [`# ${doc.name}`];
  if (doc.headline) out.push(`### ${doc.headline}`);
  out.push('', doc.contact.join(doc.contactSep ?? ' | '), '');
  for (const sec of doc.sections) {
    out.push(`## ${sec.h}`, '');
    for (const b of sec.blocks) out.push(...blockLines(b, 'md'));
  }
  return out;
}

function labelled(doc: Doc): string[] {
  const out: string[] = [];
  if (doc.docTitle) out.push(doc.docTitle, '');
  out.push(`Name: ${doc.name}`);
  if (doc.headline) out.push(`Profile: ${doc.headline}`);
  out.push(...doc.contact, '');
  for (const sec of doc.sections) {
    out.push(`${sec.h.toUpperCase()}:`, '');
    for (const b of sec.blocks) out.push(...blockLines(b, 'lab'));
  }
  return out;
}

export function renderTxt(doc: Doc, opts: TxtOptions): string {
  const lines =
    opts.variant === 'odd-spacing'
      ? oddSpacing(doc)
      : opts.variant === 'markdownish'
        ? markdownish(doc)
        : opts.variant === 'labelled'
          ? labelled(doc)
          : capsUnderline(doc);
  // collapse 3+ blank lines except in the odd-spacing variant, which keeps its ragged gaps
  let text = lines.join('\n');
  if (opts.variant !== 'odd-spacing') text = text.replace(/\n{3,}/g, '\n\n');
  text = `${text.trimEnd()}\n`;
  return opts.crlf ? text.replace(/\n/g, '\r\n') : text;
}
