/**
 * Page templates: classic (one column, optional banner), sidebar (left or right column holding
 * contact/skills), grid (a real <table> with the headings in a left column) and paged (fixed
 * first page with the contact block at its bottom). `screen` mode lays the classic template out
 * as A4 sheets for screenshots (scans).
 */
import type { HtmlDesign, Resume, Section } from '../types.js';
import { esc } from './entries.js';
import { contactHtml, sectionBody, sectionHtml } from './sections.js';
import { css, ENTRY_RULES, layoutCss, TEMPLATE_RULES } from './style.js';

export interface PdfOptions {
  format: 'A4' | 'Letter';
  margin: { top: string; right: string; bottom: string; left: string };
  displayHeaderFooter?: boolean;
  headerTemplate?: string;
  footerTemplate?: string;
}

/** What a split adds to the shared templates. */
export interface HtmlOptions {
  /** Style rules for role paragraphs, entry notes, inline sections and three-column skills. */
  partRules?: boolean;
  /** A sidebar's contact block takes the sidebar's text colour, a little smaller. */
  sidebarContact?: boolean;
  /** dev-6: style rules of the layouts it adds (contact column, photo box, name styles, two columns, forms, levels). */
  layoutRules?: boolean;
  /** dev-7: style rules of its entry styles (timeline, label rows, fact lines, right-aligned date cells). */
  entryRules?: boolean;
  /** dev-8: style rules of its template entry styles (Google Docs, job-board and profile exports, sidebar photo). */
  templateRules?: boolean;
}

export interface Rendered {
  html: string;
  pdf: PdfOptions;
}

const DEFAULT_MARGIN = { top: '15mm', right: '16mm', bottom: '15mm', left: '16mm' };

function page(title: string, d: HtmlDesign, o: HtmlOptions, body: string, extraCss = ''): string {
  const layout =
    (o.layoutRules ? layoutCss(d) : '') +
    (o.entryRules ? ENTRY_RULES : '') +
    (o.templateRules ? TEMPLATE_RULES : '');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)}</title><style>${css(d, o.partRules)}${layout}${extraCss}</style></head><body>${body}</body></html>`;
}

/** The printed name: `printedName` (dev-6) with "\n" as a line break, else `name`. */
function nameHtml(r: Resume, d: HtmlDesign): string {
  const text = r.printedName ? r.printedName.split('\n').map(esc).join('<br>') : esc(r.name);
  return d.nameStyle ? `<h1 class="${d.nameStyle}">${text}</h1>` : `<h1>${text}</h1>`;
}

/** dev-6 header: a photo box before the name, and/or the contact block in a right-aligned column. */
function layoutHeader(r: Resume, d: HtmlDesign, withContact: boolean): string {
  const headline = r.headline ? `<div class="headline">${esc(r.headline)}</div>` : '';
  let left = `${nameHtml(r, d)}${headline}`;
  const contact = withContact ? contactHtml(r.contact, d, d.contactRight ? 'stacked' : undefined) : '';
  if (!d.contactRight) left += contact;
  if (d.photo) left = `<div class="phrow"><div class="photo"></div><div>${left}</div></div>`;
  if (!d.contactRight) return `<header class="hd">${left}</header>`;
  return `<header class="hd cright"><div>${left}</div>${contact}</header>`;
}

/** dev-6: the sections in two equal columns. */
const columns = (d: HtmlDesign, html: string) => (d.bodyColumns ? `<div class="cols2">${html}</div>` : html);

function header(r: Resume, d: HtmlDesign, withContact: boolean): string {
  if (d.contactRight || d.photo) return layoutHeader(r, d, withContact);
  const cls = d.banner ? 'hd banner' : 'hd';
  const headline = r.headline ? `<div class="headline">${esc(r.headline)}</div>` : '';
  const contact = withContact ? contactHtml(r.contact, d) : '';
  return `<header class="${cls}">${nameHtml(r, d)}${headline}${contact}</header>`;
}

function classic(r: Resume, d: HtmlDesign, o: HtmlOptions): string {
  return page(
    `${r.name} – CV`,
    d,
    o,
    header(r, d, !d.contactOnlyInRunningHeader) +
      columns(d, r.sections.map((s) => sectionHtml(s, d)).join('')),
  );
}

/** `screen` (dev-6 scans): the one page as an A4 sheet, the sidebar's background inside it. */
function sidebar(
  r: Resume,
  d: HtmlDesign,
  o: HtmlOptions,
  margin: PdfOptions['margin'],
  screen = false,
): string {
  const sb = d.sidebar ?? { side: 'left' };
  const width = sb.width ?? '62mm';
  const side = r.sections.filter((s) => s.side);
  const main = r.sections.filter((s) => !s.side);
  const contact = sb.contact
    ? `<section class="sec">${d.contactHeading ? `<h2 class="sh">${esc(d.contactHeading)}</h2>` : ''}${contactHtml(r.contact, d, 'stacked')}</section>`
    : '';
  // dev-8: a round photo box at the top of the sidebar.
  const photo = d.sidebarPhoto ? '<div class="sbphoto"></div>' : '';
  const aside = `<aside class="side">${photo}${contact}${side.map((s) => sectionHtml(s, d)).join('')}</aside>`;
  const body = `<main class="main">${header(r, d, !sb.contact)}${main.map((s) => sectionHtml(s, d)).join('')}</main>`;
  const cols = sb.side === 'left' ? `${width} 1fr` : `1fr ${width}`;
  const contactRule = o.sidebarContact
    ? `
    aside.side .contact { color: ${sb.fg ?? '#333'}; font-size: .92em; }`
    : '';
  const extra = `
    .sbbg { position: fixed; top: 0; bottom: 0; ${sb.side}: 0; width: ${width}; background: ${sb.bg ?? '#eef1f4'}; z-index: -1; }
    .layout { display: grid; grid-template-columns: ${cols}; padding: ${d.sidebarPageMargins ? '0' : `${margin.top} 0 ${margin.bottom}`}; }
    aside.side { padding: 0 6mm; color: ${sb.fg ?? '#222'}; }
    aside.side h2.sh { color: ${sb.fg ?? 'var(--accent)'}; border-color: ${sb.fg ?? 'var(--accent)'}; }${contactRule}
    aside.side .contact .clabel { color: ${sb.fg ?? 'var(--accent)'}; }
    main.main { padding: 0 ${sb.side === 'left' ? '14mm 0 8mm' : '8mm 0 14mm'}; }
    aside.side .chip { border-color: ${sb.fg ?? 'var(--accent)'}; }
    aside.side .meta, aside.side .loc { color: inherit; opacity: .85; }`;
  const layout =
    sb.side === 'left'
      ? `<div class="layout">${aside}${body}</div>`
      : `<div class="layout">${body}${aside}</div>`;
  if (screen) {
    const sheet = `
    body { background: #fff; } .sheet { width: 210mm; min-height: 297mm; position: relative; overflow: hidden; background: #fff; }
    .sheet .sbbg { position: absolute; }`;
    return page(
      `${r.name} – CV`,
      d,
      o,
      `<div class="sheet"><div class="sbbg"></div>${layout}</div>`,
      extra + sheet,
    );
  }
  return page(`${r.name} – CV`, d, o, `<div class="sbbg"></div>${layout}`, extra);
}

function grid(r: Resume, d: HtmlDesign, o: HtmlOptions): string {
  const rows = r.sections.map(
    (s) =>
      `<tr class="${s.breakBefore ? 'brk' : ''}"><th class="gh">${esc(s.heading)}</th><td class="gb">${sectionBody(s, d)}</td></tr>`,
  );
  const extra = `
    table.gridt { width: 100%; border-collapse: collapse; }
    table.gridt th.gh { width: 34mm; text-align: left; vertical-align: top; color: var(--accent); padding: 8px 10px 8px 0;
      font-size: 1.02em; border-top: 1px solid #bbb; ${d.theme.upperHeadings ? 'text-transform: uppercase;' : ''} }
    table.gridt td.gb { vertical-align: top; padding: 8px 0; border-top: 1px solid #bbb; }
    tr.brk { break-before: page; }`;
  return page(
    `${r.name} – CV`,
    d,
    o,
    `${header(r, d, true)}<table class="gridt">${rows.join('')}</table>`,
    extra,
  );
}

function mm(v: string): number {
  return Number.parseFloat(v);
}

function paged(
  r: Resume,
  d: HtmlDesign,
  o: HtmlOptions,
  margin: PdfOptions['margin'],
  format: 'A4' | 'Letter',
): string {
  const pageH = format === 'A4' ? 297 : 279.4;
  const h = pageH - mm(margin.top) - mm(margin.bottom) - 1.5;
  const first: Section[] = [];
  const rest: Section[] = [];
  for (const s of r.sections) (rest.length > 0 || s.breakBefore ? rest : first).push(s);
  const foot = `<div class="p1foot">${d.contactHeading ? `<div class="fh">${esc(d.contactHeading)}</div>` : ''}${contactHtml(r.contact, d)}</div>`;
  const p1 = `<div class="p1" style="height:${h}mm">${header(r, d, false)}${first.map((s) => sectionHtml(s, d)).join('')}${foot}</div>`;
  const extra = `
    .p1 { display: flex; flex-direction: column; overflow: hidden; }
    .p1foot { margin-top: auto; border-top: 1.5px solid var(--accent); padding-top: 6px; }
    .p1foot .fh { font-weight: 700; color: var(--accent); margin-bottom: 2px; }
    .rest { break-before: page; }
    .rest section.brk { break-before: auto; }`;
  return page(
    `${r.name} – CV`,
    d,
    o,
    `${p1}<div class="rest">${rest.map((s) => sectionHtml(s, d)).join('')}</div>`,
    extra,
  );
}

/** Classic template laid out as A4 sheets (one per page) for screenshots. */
function sheets(r: Resume, d: HtmlDesign, o: HtmlOptions, margin: PdfOptions['margin']): string {
  const groups: Section[][] = [];
  for (const s of r.sections) {
    const last = groups[groups.length - 1];
    if (!last || s.breakBefore) groups.push([s]);
    else last.push(s);
  }
  const pad = `${margin.top} ${margin.right} ${margin.bottom} ${margin.left}`;
  const html = groups.map(
    (g, i) =>
      `<div class="sheet" style="padding:${pad}">${i === 0 ? header(r, d, true) : ''}${columns(d, g.map((s) => sectionHtml({ ...s, breakBefore: false }, d)).join(''))}</div>`,
  );
  const extra = `body { background: #fff; } .sheet { width: 210mm; min-height: 297mm; background: #fff; overflow: hidden; }`;
  return page(`${r.name} – CV`, d, o, html.join(''), extra);
}

export function renderHtml(r: Resume, mode: 'print' | 'screen' = 'print', o: HtmlOptions = {}): Rendered {
  const d = r.html;
  if (!d) throw new Error(`${r.id} has no html design`);
  const format = d.theme.paper ?? 'A4';
  const margin = d.theme.margin ?? DEFAULT_MARGIN;
  if (mode === 'screen') {
    if (d.template === 'sidebar' && o.layoutRules)
      return { html: sidebar(r, d, o, margin, true), pdf: { format, margin } };
    if (d.template !== 'classic') throw new Error(`${r.id}: screen mode supports the classic template only`);
    return { html: sheets(r, d, o, margin), pdf: { format, margin } };
  }
  let html: string;
  let pdfMargin = margin;
  switch (d.template) {
    case 'classic':
      html = classic(r, d, o);
      break;
    case 'sidebar':
      // Full-bleed sidebar: no page margins, the layout pads itself (sidebar résumés are one page).
      html = sidebar(r, d, o, margin);
      // dev-8: `sidebarPageMargins` keeps the top and bottom margins on every page of a longer sidebar résumé.
      pdfMargin = d.sidebarPageMargins
        ? { top: margin.top, bottom: margin.bottom, left: '0mm', right: '0mm' }
        : { top: '0mm', bottom: '0mm', left: '0mm', right: '0mm' };
      break;
    case 'grid':
      html = grid(r, d, o);
      break;
    case 'paged':
      html = paged(r, d, o, margin, format);
      break;
  }
  const pdf: PdfOptions = { format, margin: pdfMargin };
  if (d.running) {
    pdf.displayHeaderFooter = true;
    pdf.headerTemplate = d.running.header ?? '<span></span>';
    pdf.footerTemplate = d.running.footer ?? '<span></span>';
  }
  return { html, pdf };
}
