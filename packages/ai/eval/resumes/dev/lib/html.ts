/**
 * HTML + CSS templates for the PDF (and scanned) résumés.
 *
 * Four templates, each driven by the same `Doc` content and a `Style`:
 *  - classic  : one column, header on top, sections one after the other
 *  - sidebar  : coloured sidebar (contact + side sections) next to the main column
 *  - twocol   : header across the page, then a main and a secondary column (no coloured sidebar)
 *  - table    : the whole page laid out with <table> cells (German "tabellarischer Lebenslauf",
 *               a bordered grid, or an Indian "biodata" form)
 * Only fonts installed on Debian are used (Liberation, DejaVu).
 */
import type { Block, Doc, HtmlTemplate, Section, Style } from './types.js';

export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\*\*(.+?)\*\*/g, '<b>$1</b>');
}

const DEFAULTS: Required<Omit<Style, 'font'>> = {
  size: 10,
  accent: '#1f4e79',
  heading: 'caps-rule',
  header: 'left',
  job: 'title-first',
  edu: 'degree-first',
  list: 'comma',
  sideSide: 'left',
  sideWidth: '62mm',
  sideBg: '#eef2f5',
  sideFg: '#222222',
  nameIn: 'main',
  table: 'dates-left',
  ligatures: false,
};

type S = Required<Style>;

function full(style: Style): S {
  return { ...DEFAULTS, ...style } as S;
}

/* ---------------- blocks ---------------- */

function bullets(items: string[] | undefined): string {
  if (!items || items.length === 0) return '';
  return `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
}

function orgWhere(org: string, where?: string): string {
  return where ? `${esc(org)}, ${esc(where)}` : esc(org);
}

function jobHtml(b: Extract<Block, { t: 'job' }>, s: S): string {
  const note = b.note ? `<p class="note">${esc(b.note)}</p>` : '';
  switch (s.job) {
    case 'org-first':
      return `<div class="job"><div class="row"><span><b>${esc(b.org)}</b>${b.where ? ` <span class="muted">· ${esc(b.where)}</span>` : ''}</span> <span class="dates">${esc(b.dates)}</span></div><div class="sub"><i>${esc(b.title)}</i></div>${note}${bullets(b.bullets)}</div>`;
    case 'dates-left':
      return `<div class="job grid2"><div class="dates left">${esc(b.dates)}</div><div><b>${esc(b.title)}</b><div class="sub">${orgWhere(b.org, b.where)}</div>${note}${bullets(b.bullets)}</div></div>`;
    case 'one-line':
      return `<div class="job"><div><b>${esc(b.title)}</b>, ${orgWhere(b.org, b.where)} <span class="dates-inline">(${esc(b.dates)})</span></div>${note}${bullets(b.bullets)}</div>`;
    case 'stacked':
      return `<div class="job"><div><b>${esc(b.title)}</b></div><div class="sub">${esc(b.org)}</div><div class="dates-inline">${esc(b.dates)}${b.where ? ` | ${esc(b.where)}` : ''}</div>${note}${bullets(b.bullets)}</div>`;
    default:
      return `<div class="job"><div class="row"><span><b>${esc(b.title)}</b> — ${orgWhere(b.org, b.where)}</span> <span class="dates">${esc(b.dates)}</span></div>${note}${bullets(b.bullets)}</div>`;
  }
}

function eduHtml(b: Extract<Block, { t: 'edu' }>, s: S): string {
  const note = b.note ? `<div class="muted">${esc(b.note)}</div>` : '';
  const dates = b.dates ? esc(b.dates) : '';
  switch (s.edu) {
    case 'school-first':
      return `<div class="edu"><div class="row"><span><b>${esc(b.school)}</b>${b.where ? `, ${esc(b.where)}` : ''}</span> <span class="dates">${dates}</span></div><div class="sub">${esc(b.degree)}</div>${note}</div>`;
    case 'dates-left':
      return `<div class="edu grid2"><div class="dates left">${dates}</div><div><b>${esc(b.degree)}</b><div class="sub">${orgWhere(b.school, b.where)}</div>${note}</div></div>`;
    case 'one-line':
      return `<div class="edu"><b>${esc(b.degree)}</b>, ${orgWhere(b.school, b.where)}${dates ? ` (${dates})` : ''}${note}</div>`;
    default:
      return `<div class="edu"><div class="row"><span><b>${esc(b.degree)}</b> — ${orgWhere(b.school, b.where)}</span> <span class="dates">${dates}</span></div>${note}</div>`;
  }
}

function listHtml(items: string[], s: S): string {
  switch (s.list) {
    case 'bullets':
      return bullets(items);
    case 'chips':
      return `<div class="chips">${items.map((i) => `<span class="chip">${esc(i)}</span>`).join(' ')}</div>`;
    case 'pipes':
      return `<p>${items.map(esc).join(' | ')}</p>`;
    case 'lines':
      return `<div class="lines">${items.map((i) => `<div>${esc(i)}</div>`).join('')}</div>`;
    default:
      return `<p>${items.map(esc).join(', ')}</p>`;
  }
}

function blockHtml(b: Block, s: S): string {
  switch (b.t) {
    case 'p':
      return `<p>${esc(b.text)}</p>`;
    case 'ul':
      return bullets(b.items);
    case 'job':
      return jobHtml(b, s);
    case 'edu':
      return eduHtml(b, s);
    case 'list':
      return listHtml(b.items, s);
    case 'kv':
      return `<div class="kv">${b.rows.map(([k, v]) => `<div><b>${esc(k)}:</b> ${esc(v)}</div>`).join('')}</div>`;
  }
}

function sectionHtml(sec: Section, s: S): string {
  return `<section><h2>${esc(sec.h)}</h2>${sec.blocks.map((b) => blockHtml(b, s)).join('\n')}</section>`;
}

/* ---------------- header ---------------- */

function nameBlock(doc: Doc): string {
  return `<h1>${esc(doc.name)}</h1>${doc.headline ? `<div class="headline">${esc(doc.headline)}</div>` : ''}`;
}

/** contact items on one line; an item never breaks inside (a phone number or URL stays whole) */
function contactLine(items: string[], sep: string): string {
  return items.map((c) => `<span class="ci">${esc(c)}</span>`).join(esc(sep));
}

function headerHtml(doc: Doc, s: S): string {
  const sep = doc.contactSep ?? ' · ';
  const title = doc.docTitle ? `<div class="doctitle">${esc(doc.docTitle)}</div>` : '';
  if (doc.contact.length === 0) return `<header class="h-${s.header}">${title}${nameBlock(doc)}</header>`;
  switch (s.header) {
    case 'split':
      return `<header class="h-split">${title}<div class="hs-l">${nameBlock(doc)}</div><div class="hs-r">${doc.contact.map((c) => `<div>${esc(c)}</div>`).join('')}</div></header>`;
    case 'banner':
      return `<header class="h-banner">${title}<div class="band">${nameBlock(doc)}</div><div class="contact">${contactLine(doc.contact, sep)}</div></header>`;
    default:
      return `<header class="h-${s.header}">${title}${nameBlock(doc)}<div class="contact">${contactLine(doc.contact, sep)}</div></header>`;
  }
}

/* ---------------- CSS ---------------- */

function baseCss(s: S): string {
  const headings: Record<S['heading'], string> = {
    'caps-rule': `h2{text-transform:uppercase;letter-spacing:.08em;font-size:1.05em;color:${s.accent};border-bottom:1px solid ${s.accent};padding-bottom:2px;margin:14px 0 6px}`,
    bar: `h2{background:${s.accent};color:#fff;font-size:1.05em;padding:3px 7px;margin:14px 0 6px;letter-spacing:.03em}`,
    'bold-only': 'h2{font-size:1.2em;font-weight:bold;margin:14px 0 4px}',
    underline: 'h2{font-size:1.08em;text-decoration:underline;margin:12px 0 5px}',
    smallcaps: `h2{font-variant:small-caps;font-size:1.25em;letter-spacing:.04em;color:${s.accent};margin:14px 0 5px}`,
    'left-border': `h2{font-size:1.1em;border-left:4px solid ${s.accent};padding-left:7px;margin:14px 0 6px}`,
  };
  return `
  *{box-sizing:border-box}
  html,body{margin:0;padding:0}
  body{font-variant-ligatures:${s.ligatures ? 'normal' : 'none'};font-family:${s.font};font-size:${s.size}pt;line-height:1.32;color:#1d1d1d;-webkit-print-color-adjust:exact;print-color-adjust:exact}
  h1{font-size:2.1em;margin:0;line-height:1.15}
  .headline{font-size:1.15em;color:${s.accent};margin-top:2px}
  .doctitle{text-align:center;font-weight:bold;font-size:1.3em;text-decoration:underline;margin-bottom:10px;letter-spacing:.05em}
  header{margin-bottom:8px}
  header .contact{margin-top:5px;font-size:.95em}
  header .contact .ci{white-space:nowrap}
  .h-center{text-align:center}
  .h-split{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid ${s.accent};padding-bottom:6px}
  .h-split .hs-r{text-align:right;font-size:.92em}
  .h-banner .band{background:${s.accent};color:#fff;padding:12px 14px;margin:0 0 6px}
  .h-banner .band .headline{color:#fff}
  ${headings[s.heading]}
  section{margin:0}
  h2{break-after:avoid;page-break-after:avoid}
  p{margin:3px 0 5px}
  ul{margin:3px 0 6px;padding-left:17px}
  li{margin:1px 0}
  .row{display:flex;justify-content:space-between;gap:10px}
  .dates{white-space:nowrap;color:#444}
  .dates-inline{color:#444}
  .muted{color:#555}
  .sub{color:#333}
  .note{font-style:italic;color:#555}
  .job,.edu{margin:0 0 7px;break-inside:avoid}
  .grid2{display:grid;grid-template-columns:34mm 1fr;gap:8px}
  .grid2 .dates.left{white-space:normal}
  .chips .chip{display:inline-block;border:1px solid ${s.accent};border-radius:9px;padding:0 7px;margin:0 2px 4px 0;font-size:.92em}
  .kv div{margin:1px 0}
  .lines div{margin:1px 0}
  `;
}

function sidebarCss(s: S): string {
  const left = s.sideSide === 'left';
  return `
  .sidebg{position:fixed;top:-20mm;bottom:-20mm;${left ? 'left' : 'right'}:0;width:${s.sideWidth};background:${s.sideBg}}
  .wrap{display:grid;grid-template-columns:${left ? `${s.sideWidth} 1fr` : `1fr ${s.sideWidth}`};position:relative}
  aside{padding:4mm 6mm;color:${s.sideFg};${left ? '' : 'order:2;'}font-size:.95em;overflow-wrap:anywhere}
  aside h2{color:${s.sideFg};border-color:${s.sideFg}}
  aside h1{font-size:1.75em}
  aside .headline{color:${s.sideFg}}
  aside .chips .chip{border-color:${s.sideFg}}
  main{padding:4mm 9mm 4mm 8mm}
  aside .row,aside .grid2{display:block}
  aside .row .dates{display:block;white-space:normal}
  `;
}

function twocolCss(s: S): string {
  const left = s.sideSide === 'left';
  return `
  .cols{display:grid;grid-template-columns:${left ? `${s.sideWidth} 1fr` : `1fr ${s.sideWidth}`};gap:0}
  .cols .side{${left ? 'padding-right:6mm;border-right' : 'padding-left:6mm;border-left'}:1px solid #bbb;overflow-wrap:anywhere}
  .cols .mainc{${left ? 'padding-left:6mm' : 'padding-right:6mm'}}
  .cols .side .row,.cols .side .grid2{display:block}
  .cols .side .row .dates{display:block}
  `;
}

function tableCss(s: S): string {
  return `
  table{border-collapse:collapse;width:100%}
  td,th{vertical-align:top;text-align:left}
  .t-dates th{font-size:1.1em;color:${s.accent};border-bottom:1px solid ${s.accent};padding:12px 0 4px}
  .t-dates td{padding:3px 6px 5px 0}
  .t-dates td.k{width:38mm;color:#333}
  .t-grid td,.t-grid th{border:1px solid #777;padding:5px 7px}
  .t-grid th.sec{width:34mm;background:#e9eef3;font-weight:bold}
  .t-bio td,.t-bio th{border:1px solid #333;padding:4px 6px}
  .t-bio th{background:#ddd}
  .t-bio caption{text-align:left;font-weight:bold;font-size:1.05em;padding:10px 0 4px;text-transform:uppercase}
  .t-bio td.k{width:45mm;font-weight:bold}
  .bio-head{border-bottom:2px solid #333;padding-bottom:6px;margin-bottom:4px}
  .bio-name{font-size:1.35em;font-weight:bold}
  `;
}

/* ---------------- table template ---------------- */

function tableDatesLeft(doc: Doc, s: S): string {
  const rows: string[] = [];
  for (const sec of doc.sections) {
    rows.push(`<tr><th colspan="2">${esc(sec.h)}</th></tr>`);
    for (const b of sec.blocks) {
      if (b.t === 'job')
        rows.push(
          `<tr><td class="k">${esc(b.dates)}</td><td><b>${esc(b.title)}</b><br>${orgWhere(b.org, b.where)}${b.note ? `<br><i>${esc(b.note)}</i>` : ''}${bullets(b.bullets)}</td></tr>`,
        );
      else if (b.t === 'edu')
        rows.push(
          `<tr><td class="k">${esc(b.dates ?? '')}</td><td><b>${esc(b.degree)}</b><br>${orgWhere(b.school, b.where)}${b.note ? `<br>${esc(b.note)}` : ''}</td></tr>`,
        );
      else if (b.t === 'kv')
        for (const [k, v] of b.rows) rows.push(`<tr><td class="k">${esc(k)}</td><td>${esc(v)}</td></tr>`);
      else rows.push(`<tr><td class="k"></td><td>${blockHtml(b, s)}</td></tr>`);
    }
  }
  return `${headerHtml(doc, s)}<table class="t-dates">${rows.join('\n')}</table>`;
}

function tableGrid(doc: Doc, s: S): string {
  const rows = doc.sections.map(
    (sec) =>
      `<tr><th class="sec">${esc(sec.h)}</th><td>${sec.blocks.map((b) => blockHtml(b, s)).join('\n')}</td></tr>`,
  );
  return `${headerHtml(doc, s)}<table class="t-grid">${rows.join('\n')}</table>`;
}

/** Indian "biodata" style: every section is its own bordered table; jobs and degrees become table rows. */
function tableBiodata(doc: Doc, s: S): string {
  const out: string[] = [];
  if (doc.docTitle) out.push(`<div class="doctitle">${esc(doc.docTitle)}</div>`);
  out.push(
    `<div class="bio-head"><div class="bio-name">${esc(doc.name)}</div>${doc.headline ? `<div>${esc(doc.headline)}</div>` : ''}${doc.contact.map((c) => `<div>${esc(c)}</div>`).join('')}</div>`,
  );
  for (const sec of doc.sections) {
    const jobs = sec.blocks.filter((b) => b.t === 'job');
    const edus = sec.blocks.filter((b) => b.t === 'edu');
    const body: string[] = [];
    if (edus.length) {
      body.push('<tr><th>Qualification</th><th>Institution</th><th>Year</th><th>Percentage / CGPA</th></tr>');
      for (const e of edus)
        body.push(
          `<tr><td>${esc(e.degree)}</td><td>${orgWhere(e.school, e.where)}</td><td>${esc(e.dates ?? '')}</td><td>${esc(e.score ?? '')}</td></tr>`,
        );
    }
    if (jobs.length) {
      body.push('<tr><th>Organisation</th><th>Designation</th><th>Period</th></tr>');
      for (const j of jobs) {
        body.push(
          `<tr><td>${orgWhere(j.org, j.where)}</td><td>${esc(j.title)}</td><td>${esc(j.dates)}</td></tr>`,
        );
        if (j.bullets?.length) body.push(`<tr><td colspan="3">${bullets(j.bullets)}</td></tr>`);
      }
    }
    for (const b of sec.blocks) {
      if (b.t === 'job' || b.t === 'edu') continue;
      if (b.t === 'kv')
        for (const [k, v] of b.rows)
          body.push(`<tr><td class="k">${esc(k)}</td><td colspan="3">${esc(v)}</td></tr>`);
      else body.push(`<tr><td colspan="4">${blockHtml(b, s)}</td></tr>`);
    }
    out.push(`<table class="t-bio"><caption>${esc(sec.h)}</caption>${body.join('\n')}</table>`);
  }
  return out.join('\n');
}

/* ---------------- public ---------------- */

export interface HtmlRenderOptions {
  /** screenshot mode: draw the page (white sheet with margins) instead of relying on PDF margins */
  sheet?: boolean;
  title?: string;
}

export function renderHtml(
  doc: Doc,
  template: HtmlTemplate,
  style: Style,
  opts: HtmlRenderOptions = {},
): string {
  const s = full(style);
  let css = baseCss(s);
  let body: string;
  const contactSection: Section = {
    h: doc.contactHeading ?? 'Contact',
    blocks: [{ t: 'list', items: doc.contact }],
  };
  switch (template) {
    case 'sidebar': {
      css += sidebarCss(s);
      const sideSecs = doc.sections.filter((x) => x.side);
      const mainSecs = doc.sections.filter((x) => !x.side);
      const lineStyle: S = { ...s, list: s.list === 'comma' ? 'lines' : s.list };
      const contact = doc.contact.length
        ? `<section><h2>${esc(contactSection.h)}</h2>${listHtml(doc.contact, { ...s, list: 'lines' })}</section>`
        : '';
      const side = `${s.nameIn === 'side' ? `<div class="sidename">${nameBlock(doc)}</div>` : ''}${contact}${sideSecs.map((x) => sectionHtml(x, lineStyle)).join('\n')}`;
      const main = `${s.nameIn === 'main' ? `<header>${nameBlock(doc)}</header>` : ''}${mainSecs.map((x) => sectionHtml(x, s)).join('\n')}`;
      body = `<div class="sidebg"></div><div class="wrap"><aside>${side}</aside><main>${main}</main></div>`;
      break;
    }
    case 'twocol': {
      css += twocolCss(s);
      const sideSecs = doc.sections.filter((x) => x.side);
      const mainSecs = doc.sections.filter((x) => !x.side);
      const mainCol = `<div class="mainc">${mainSecs.map((x) => sectionHtml(x, s)).join('\n')}</div>`;
      const sideCol = `<div class="side">${sideSecs.map((x) => sectionHtml(x, s)).join('\n')}</div>`;
      body = `${headerHtml(doc, s)}<div class="cols">${s.sideSide === 'left' ? sideCol + mainCol : mainCol + sideCol}</div>`;
      break;
    }
    case 'table': {
      css += tableCss(s);
      body =
        s.table === 'grid'
          ? tableGrid(doc, s)
          : s.table === 'biodata'
            ? tableBiodata(doc, s)
            : tableDatesLeft(doc, s);
      break;
    }
    default:
      body = `${headerHtml(doc, s)}${doc.sections.map((x) => sectionHtml(x, s)).join('\n')}`;
  }
  if (opts.sheet) {
    css += `body{background:#fff} .sheet{width:794px;min-height:1123px;padding:${template === 'sidebar' ? '0' : '48px 54px'};position:relative;overflow:hidden}
    .sheet .sidebg{position:absolute;top:0;bottom:0}`;
    body = `<div class="sheet">${body}</div>`;
  }
  const title = opts.title ?? `${doc.name} – CV`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title><style>${css}</style></head><body>${body}</body></html>`;
}

/* ---------------- running header / footer templates for page.pdf ---------------- */

const HF_BASE =
  'font-family:Liberation Sans, sans-serif;font-size:8pt;color:#555;width:100%;margin:0 14mm;display:flex;justify-content:space-between;';

export function runningHeader(left: string, right: string, extra = ''): string {
  return `<div style="${HF_BASE}border-bottom:0.5px solid #999;padding-bottom:2px;${extra}"><span>${esc(left)}</span><span>${esc(right)}</span></div>`;
}

/** footer with "Page X of Y" (or custom wording around the numbers) */
export function runningFooter(left: string, pageWord = 'Page', ofWord = 'of'): string {
  return `<div style="${HF_BASE}"><span>${esc(left)}</span><span>${esc(pageWord)} <span class="pageNumber"></span> ${esc(ofWord)} <span class="totalPages"></span></span></div>`;
}
