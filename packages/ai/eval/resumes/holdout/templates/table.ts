/** Table-based résumés: every block is an HTML table (as people build them in Word or Excel). */
import { bullets, type ContactLabels, contactItems, esc, page } from '../lib/html.js';
import type { ResumeContent } from '../lib/types.js';
import { isJob } from '../lib/types.js';

export interface TableStyle {
  /** grid: one bordered form (label cell | value cell), duties inside the history table.
   *  register: a title block, then numbered tables for education and experience with lists in between. */
  variant: 'grid' | 'register';
  font: string;
  sizePt: number;
  accent: string;
  /** Column titles of the experience table. */
  jobColumns: { period: string; title: string; company: string; duties?: string };
  /** Column titles of the education table; extra keys come from Education.extra. */
  eduColumns: { degree: string; institution: string; end: string; extra?: string[] };
  /** Labels of the personal rows (grid) or of the contact line (register). */
  rowLabels: {
    name: string;
    location: string;
    phone: string;
    email: string;
    links?: string;
    languages?: string;
    certifications?: string;
    skills?: string;
  };
  contactLabels?: ContactLabels;
  /** Extra rows in the personal table (date of birth, nationality…), printed as given. */
  personalRows?: Array<[string, string]>;
  /** The languages row goes into the personal table (register variant). */
  languagesInPersonal?: boolean;
}

function experienceTable(c: ResumeContent, s: TableStyle): string {
  const cols = s.jobColumns;
  const jobs = c.experience.filter(isJob);
  if (s.variant === 'grid') {
    const rows = jobs
      .map(
        (j) =>
          `<tr><td class="nowrap">${esc(j.dates)}</td><td><b>${esc(j.title)}</b></td><td>${esc(j.company)}${j.place ? `<br><span class="muted">${esc(j.place)}</span>` : ''}</td>${cols.duties ? `<td>${bullets(j.bullets)}</td>` : ''}</tr>`,
      )
      .join('');
    return `<table class="t"><tr><th>${esc(cols.period)}</th><th>${esc(cols.title)}</th><th>${esc(cols.company)}</th>${cols.duties ? `<th>${esc(cols.duties)}</th>` : ''}</tr>${rows}</table>`;
  }
  const rows = jobs
    .map(
      (j, i) =>
        `<tr><td>${i + 1}.</td><td>${esc(j.title)}</td><td>${esc(j.company)}${j.place ? `, ${esc(j.place)}` : ''}</td><td class="nowrap">${esc(j.dates)}</td></tr>`,
    )
    .join('');
  const table = `<table class="t"><tr><th>S.No.</th><th>${esc(cols.title)}</th><th>${esc(cols.company)}</th><th>${esc(cols.period)}</th></tr>${rows}</table>`;
  const duties = jobs
    .filter((j) => j.bullets?.length)
    .map(
      (j) =>
        `<p class="duty-head">${esc(cols.duties ?? 'Responsibilities')} – ${esc(j.company)}:</p>${bullets(j.bullets)}`,
    )
    .join('');
  return table + duties;
}

function educationTable(c: ResumeContent, s: TableStyle): string {
  const cols = s.eduColumns;
  const extra = cols.extra ?? [];
  const rows = c.education
    .map(
      (e) =>
        `<tr><td>${esc(e.degree)}</td><td>${esc(e.institution)}</td>${extra.map((k) => `<td>${esc(e.extra?.[k] ?? '')}</td>`).join('')}<td class="nowrap">${esc(e.dates)}</td></tr>`,
    )
    .join('');
  return `<table class="t"><tr><th>${esc(cols.degree)}</th><th>${esc(cols.institution)}</th>${extra.map((k) => `<th>${esc(k)}</th>`).join('')}<th>${esc(cols.end)}</th></tr>${rows}</table>`;
}

const skillText = (c: ResumeContent) => (c.skills ?? []).flatMap((g) => g.items).join(', ');

export function tableHtml(c: ResumeContent, s: TableStyle): string {
  const css = `body{font-family:${s.font};font-size:${s.sizePt}pt;color:#111;margin:0;line-height:1.3}
  h1{font-size:1.9em;margin:0}
  .headline{font-size:1.1em;margin:2px 0 4px}
  .title-block{text-align:center;border-bottom:2px double ${s.accent};padding-bottom:6px;margin-bottom:8px}
  h2{font-size:1em;margin:12px 0 4px;padding:3px 6px;background:${s.accent};color:#fff;text-transform:uppercase;letter-spacing:.05em;break-after:avoid}
  table.t{width:100%;border-collapse:collapse;margin:4px 0 6px}
  table.t th,table.t td{border:1px solid #555;padding:4px 6px;vertical-align:top;text-align:left}
  table.t th{background:#e8e8e8}
  td.label{width:26%;background:#f1f1f1;font-weight:bold}
  .nowrap{white-space:nowrap}
  .muted{color:#555}
  ul{margin:2px 0;padding-left:16px}
  p{margin:3px 0}
  .duty-head{font-weight:bold;margin-top:6px}`;
  const L = s.rowLabels;
  const h = c.headings;
  const parts: string[] = [];
  if (s.variant === 'grid') {
    parts.push(`<div class="title-block"><h1>${esc(h.contact ?? 'Curriculum Vitae')}</h1></div>`);
    const rows: Array<[string, string]> = [[L.name, `<b>${esc(c.name)}</b>`]];
    if (c.location) rows.push([L.location, esc(c.location)]);
    if (c.phones.length) rows.push([L.phone, c.phones.map((p) => esc(p.display)).join(' / ')]);
    rows.push([L.email, esc(c.email)]);
    if (c.links.length && L.links) rows.push([L.links, c.links.map(esc).join('<br>')]);
    for (const [k, v] of s.personalRows ?? []) rows.push([esc(k), esc(v)]);
    parts.push(
      `<table class="t">${rows.map(([k, v]) => `<tr><td class="label">${esc(k)}</td><td>${v}</td></tr>`).join('')}</table>`,
    );
    if (c.summary && h.summary) parts.push(`<h2>${esc(h.summary)}</h2><p>${esc(c.summary)}</p>`);
    parts.push(`<h2>${esc(h.education)}</h2>${educationTable(c, s)}`);
    parts.push(`<h2>${esc(h.experience)}</h2>${experienceTable(c, s)}`);
    const more: Array<[string, string]> = [];
    if (c.skills && L.skills) more.push([L.skills, esc(skillText(c))]);
    if (c.certifications && L.certifications)
      more.push([L.certifications, c.certifications.map(esc).join('<br>')]);
    if (c.languages && L.languages) more.push([L.languages, esc(c.languages.join(', '))]);
    for (const x of c.extras ?? []) more.push([x.heading, x.items.map(esc).join('<br>')]);
    if (more.length)
      parts.push(
        `<h2>${esc(h.skills ?? 'Other')}</h2><table class="t">${more.map(([k, v]) => `<tr><td class="label">${esc(k)}</td><td>${v}</td></tr>`).join('')}</table>`,
      );
  } else {
    const contact = contactItems(c, s.contactLabels, ['phone', 'email', 'location', 'links']).join(
      ' &nbsp;|&nbsp; ',
    );
    parts.push(
      `<div class="title-block"><h1>${esc(c.name)}</h1>${c.headline ? `<div class="headline">${esc(c.headline)}</div>` : ''}<div>${contact}</div></div>`,
    );
    if (c.summary && h.summary) parts.push(`<h2>${esc(h.summary)}</h2><p>${esc(c.summary)}</p>`);
    parts.push(`<h2>${esc(h.education)}</h2>${educationTable(c, s)}`);
    parts.push(`<h2>${esc(h.experience)}</h2>${experienceTable(c, s)}`);
    if (c.skills && h.skills)
      parts.push(`<h2>${esc(h.skills)}</h2>${bullets(c.skills.flatMap((g) => g.items))}`);
    if (c.certifications && h.certifications)
      parts.push(`<h2>${esc(h.certifications)}</h2>${bullets(c.certifications)}`);
    for (const x of c.extras ?? []) parts.push(`<h2>${esc(x.heading)}</h2>${bullets(x.items)}`);
    const personal: Array<[string, string]> = [...(s.personalRows ?? [])];
    if (s.languagesInPersonal && c.languages && L.languages)
      personal.push([L.languages, c.languages.join(', ')]);
    if (personal.length)
      parts.push(
        `<h2>${esc(h.languages ?? 'Personal Details')}</h2><table class="t">${personal.map(([k, v]) => `<tr><td class="label">${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>`,
      );
  }
  return page(css, parts.join(''));
}
