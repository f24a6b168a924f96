/** Two-column résumé: a coloured sidebar (left or right) with contact and skills, the main column with experience. */
import { type ContactLabels, contactItems, esc, page } from '../lib/html.js';
import type { ResumeContent } from '../lib/types.js';
import { type PartStyle, part, type SectionKey } from './parts.js';

export interface SidebarStyle extends PartStyle {
  font: string;
  sizePt: number;
  side: 'left' | 'right';
  /** Sidebar width as a CSS length. */
  width: string;
  sideBg: string;
  sideInk: string;
  accent: string;
  /** Where the name goes: top of the sidebar, top of the main column, or a banner across both. */
  nameIn: 'side' | 'main' | 'banner';
  /** Contact block: in the sidebar (stacked) or as one line under the banner name. */
  contactIn: 'side' | 'banner';
  contactLabels?: ContactLabels;
  sideSections: SectionKey[];
  mainSections: SectionKey[];
  lang?: string;
}

export function sidebarHtml(c: ResumeContent, s: SidebarStyle): string {
  const left = s.side === 'left';
  const css = `:root{--accent:${s.accent};--w:${s.width}}
  body{font-family:${s.font};font-size:${s.sizePt}pt;color:#222;margin:0;line-height:1.3}
  .side-bg{position:fixed;top:-20mm;bottom:-20mm;${left ? 'left' : 'right'}:0;width:var(--w);background:${s.sideBg};z-index:-1}
  .cols{padding-top:3mm;display:grid;grid-template-columns:${left ? 'var(--w) 1fr' : '1fr var(--w)'}}
  aside{${left ? 'order:0' : 'order:1'};color:${s.sideInk};padding:0 14px 0 16px;font-size:.93em}
  main{padding:0 20px 0 20px}
  h1{font-size:2em;margin:0 0 2px;line-height:1.1}
  .headline{font-size:1.1em;margin-bottom:10px;color:var(--accent)}
  aside .headline{color:${s.sideInk};opacity:.9}
  header.banner{position:relative;background:#fff;padding:0 20px 12px 20px;border-bottom:3px solid var(--accent);margin-bottom:12px}
  header.banner .contact{margin-top:4px}
  h2{font-size:1.08em;text-transform:uppercase;letter-spacing:.08em;margin:14px 0 6px;color:var(--accent);break-after:avoid}
  aside h2{color:${s.sideInk};border-bottom:1px solid ${s.sideInk};padding-bottom:2px}
  .contact-item{margin:3px 0;word-break:break-word}
  .cl{font-weight:bold}
  .row{display:flex;justify-content:space-between;gap:10px}
  .title{font-weight:bold}
  .company{font-weight:600;color:#444}
  .place{color:#666;margin-left:6px}
  .dates{white-space:nowrap;color:#555;font-size:.95em}
  .job{margin-bottom:9px;break-inside:avoid}
  .job.grid,.edu.grid{display:grid;grid-template-columns:1.2in 1fr;gap:8px}
  .grid .dates{white-space:normal}
  aside h1{font-size:1.65em}
  .nw{white-space:nowrap}
  .job-note{font-style:italic}
  .edu{margin-bottom:6px;break-inside:avoid}
  .degree{font-weight:bold}
  ul{margin:3px 0 0;padding-left:16px}
  ul.plain,aside ul{list-style:none;padding-left:0}
  aside li{margin:2px 0}
  p{margin:3px 0}
  .sg-label{font-weight:bold;margin-top:4px}
  .tag{display:inline-block;padding:1px 6px;margin:2px 2px 0 0;border-radius:8px;background:rgba(255,255,255,.18);border:1px solid ${s.sideInk}}
  main .tag{border-color:var(--accent)}
  .skill{margin:2px 0}`;
  // Narrow sidebars may wrap the name, but only between words (never after the hyphen of a double family name).
  const name = c.name
    .split(' ')
    .map((w) => `<span class="nw">${esc(w)}</span>`)
    .join(' ');
  const nameBlock = `<h1>${name}</h1>${c.headline ? `<div class="headline">${esc(c.headline)}</div>` : ''}`;
  const items = contactItems(c, s.contactLabels);
  const sideParts = s.sideSections.map((k) => part(c, k, s));
  if (s.contactIn === 'side') {
    const contact = `<section class="sec contact"><h2>${esc(c.headings.contact ?? 'Contact')}</h2>${items.map((i) => `<div class="contact-item">${i}</div>`).join('')}</section>`;
    sideParts.unshift(contact);
  }
  const banner =
    s.nameIn === 'banner'
      ? `<header class="banner">${nameBlock}${s.contactIn === 'banner' ? `<div class="contact">${items.join(' &nbsp;|&nbsp; ')}</div>` : ''}</header>`
      : '';
  const aside = `<aside>${s.nameIn === 'side' ? nameBlock : ''}${sideParts.join('')}</aside>`;
  const main = `<main>${s.nameIn === 'main' ? nameBlock : ''}${s.mainSections.map((k) => part(c, k, s)).join('')}</main>`;
  return page(css, `<div class="side-bg"></div>${banner}<div class="cols">${aside}${main}</div>`, s.lang);
}
