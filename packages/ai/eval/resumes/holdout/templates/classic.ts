/** One-column résumé: name on top, contact line or block, then sections in a chosen order. */
import { type ContactLabels, contactItems, esc, page } from '../lib/html.js';
import type { ResumeContent } from '../lib/types.js';
import { type PartStyle, part, type SectionKey } from './parts.js';

export interface ClassicStyle extends PartStyle {
  font: string;
  sizePt: number;
  accent: string;
  /** How section headings look: a rule under them, spaced capitals, plain bold words, a coloured bar, or small caps. */
  headingStyle: 'rule' | 'caps' | 'bold' | 'bar' | 'smallcaps';
  header: 'centered' | 'split' | 'left';
  separator: string;
  contactLabels?: ContactLabels;
  contactOrder?: Array<'location' | 'phone' | 'email' | 'links'>;
  order: SectionKey[];
  lang?: string;
}

const headingCss: Record<ClassicStyle['headingStyle'], string> = {
  rule: 'h2{font-size:1.15em;border-bottom:1.2px solid var(--accent);padding-bottom:2px;margin:14px 0 6px;color:var(--accent)}',
  caps: 'h2{font-size:.95em;text-transform:uppercase;letter-spacing:.18em;margin:16px 0 6px;color:var(--accent)}',
  bold: 'h2{font-size:1.05em;font-weight:bold;margin:14px 0 4px}',
  bar: 'h2{font-size:1.05em;border-left:5px solid var(--accent);padding-left:8px;margin:14px 0 6px;background:#f3f3f3}',
  smallcaps:
    'h2{font-variant:small-caps;font-size:1.25em;font-weight:normal;margin:14px 0 4px;border-bottom:.6px solid #999}',
};

export function classicHtml(c: ResumeContent, s: ClassicStyle): string {
  const css = `:root{--accent:${s.accent}}
  body{font-family:${s.font};font-size:${s.sizePt}pt;color:#222;margin:0;line-height:1.32}
  h1{font-size:2.1em;margin:0;letter-spacing:.02em}
  .headline{font-size:1.15em;color:var(--accent);margin-top:2px}
  .contact{margin-top:6px;font-size:.95em}
  .cl{font-weight:bold}
  header.centered{text-align:center}
  header.split{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid var(--accent);padding-bottom:8px}
  header.split .contact{text-align:right;line-height:1.45}
  header.left{border-bottom:1px solid #bbb;padding-bottom:6px}
  ${headingCss[s.headingStyle]}
  .row{display:flex;justify-content:space-between;gap:12px}
  .title{font-weight:bold}
  .company{font-style:italic}
  .place{color:#555;margin-left:6px}
  .dates{white-space:nowrap;color:#444}
  .job{margin:0 0 8px;break-inside:avoid}
  .job.grid,.edu.grid{display:grid;grid-template-columns:1.55in 1fr;gap:10px}
  .grid .dates{white-space:normal}
  .job-note{font-style:italic;color:#555;margin:4px 0 8px}
  .edu{margin-bottom:6px;break-inside:avoid}
  .degree{font-weight:bold}
  ul{margin:3px 0 0 0;padding-left:18px}
  ul.plain{list-style:none;padding-left:0}
  li{margin:1px 0}
  p{margin:3px 0}
  .sg-label{font-weight:bold}
  .tags .tag{display:inline-block;border:1px solid var(--accent);border-radius:3px;padding:1px 6px;margin:2px 2px 0 0}
  .sec{break-inside:auto}
  h2{break-after:avoid}`;
  const items = contactItems(c, s.contactLabels, s.contactOrder);
  const contact =
    items.length === 0
      ? ''
      : s.header === 'split'
        ? `<div class="contact">${items.join('<br>')}</div>`
        : `<div class="contact">${items.join(esc(s.separator))}</div>`;
  const head = `<header class="${s.header}"><div><h1>${esc(c.name)}</h1>${c.headline ? `<div class="headline">${esc(c.headline)}</div>` : ''}</div>${contact}</header>`;
  const body = s.order.map((k) => part(c, k, s)).join('');
  return page(css, head + body, s.lang);
}
