/** Small helpers shared by the HTML templates. */
import type { Education, Job, JobNote, ResumeContent, SkillGroup } from './types.js';
import { isJob } from './types.js';

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Wraps a body into a full HTML document with the template's CSS. */
export function page(css: string, body: string, lang = 'en'): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`;
}

export interface ContactLabels {
  email?: string;
  phone?: string;
  location?: string;
  link?: string;
}

/** Contact items in the order location, phone(s), e-mail, links; each optionally prefixed ("Email: …"). */
export function contactItems(
  c: ResumeContent,
  labels: ContactLabels = {},
  order: Array<'location' | 'phone' | 'email' | 'links'> = ['location', 'phone', 'email', 'links'],
): string[] {
  const pre = (label: string | undefined, value: string) =>
    label ? `<span class="cl">${esc(label)}</span> ${esc(value)}` : esc(value);
  const items: string[] = [];
  for (const key of order) {
    if (key === 'location' && c.location) items.push(pre(labels.location, c.location));
    if (key === 'phone' && c.phones.length > 0)
      items.push(pre(labels.phone, c.phones.map((p) => p.display).join(' / ')));
    if (key === 'email') items.push(pre(labels.email, c.email));
    if (key === 'links') for (const link of c.links) items.push(pre(labels.link, link));
  }
  return items;
}

export function bullets(items: string[] | undefined, cls = ''): string {
  if (!items || items.length === 0) return '';
  return `<ul class="${cls}">${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`;
}

export type JobStyle = 'title-first' | 'company-first' | 'dates-left' | 'one-line';

/** One job block; the four styles put title, company and dates in different places. */
export function jobHtml(entry: Job | JobNote, style: JobStyle): string {
  if (!isJob(entry)) return `<p class="job-note">${esc(entry.note)}</p>`;
  const j = entry;
  const place = j.place ? `<span class="place">${esc(j.place)}</span>` : '';
  const body = `${j.text ? `<p class="job-text">${esc(j.text)}</p>` : ''}${bullets(j.bullets)}`;
  switch (style) {
    case 'title-first':
      return `<div class="job"><div class="row"><span class="title">${esc(j.title)}</span><span class="dates">${esc(j.dates)}</span></div>
        <div class="row sub"><span class="company">${esc(j.company)}</span>${place}</div>${body}</div>`;
    case 'company-first':
      return `<div class="job"><div class="row"><span class="company">${esc(j.company)}</span>${place}</div>
        <div class="row sub"><span class="title">${esc(j.title)}</span><span class="dates">${esc(j.dates)}</span></div>${body}</div>`;
    case 'dates-left':
      return `<div class="job grid"><div class="dates">${esc(j.dates)}</div><div><div class="title">${esc(j.title)}</div>
        <div class="sub"><span class="company">${esc(j.company)}</span>${j.place ? `, ${place}` : ''}</div>${body}</div></div>`;
    case 'one-line':
      return `<div class="job"><div class="line"><span class="title">${esc(j.title)}</span> | <span class="company">${esc(j.company)}</span>${j.place ? ` | ${place}` : ''} | <span class="dates">${esc(j.dates)}</span></div>${body}</div>`;
  }
}

export function eduHtml(e: Education, style: JobStyle): string {
  const note = e.note ? `<div class="edu-note">${esc(e.note)}</div>` : '';
  const place = e.place ? `, ${esc(e.place)}` : '';
  switch (style) {
    case 'dates-left':
      return `<div class="edu grid"><div class="dates">${esc(e.dates)}</div><div><div class="degree">${esc(e.degree)}</div><div class="sub"><span class="inst">${esc(e.institution)}</span>${place}</div>${note}</div></div>`;
    case 'company-first':
      return `<div class="edu"><div class="row"><span class="inst">${esc(e.institution)}${place}</span><span class="dates">${esc(e.dates)}</span></div><div class="degree">${esc(e.degree)}</div>${note}</div>`;
    case 'one-line':
      return `<div class="edu"><span class="degree">${esc(e.degree)}</span> | <span class="inst">${esc(e.institution)}</span>${place} | <span class="dates">${esc(e.dates)}</span>${note}</div>`;
    default:
      return `<div class="edu"><div class="row"><span class="degree">${esc(e.degree)}</span><span class="dates">${esc(e.dates)}</span></div><div class="sub"><span class="inst">${esc(e.institution)}</span>${place}</div>${note}</div>`;
  }
}

export type SkillStyle = 'tags' | 'comma' | 'bullets' | 'lines';

export function skillsHtml(groups: SkillGroup[], style: SkillStyle): string {
  return groups
    .map((g) => {
      const label = g.label ? `<span class="sg-label">${esc(g.label)}</span> ` : '';
      if (style === 'tags')
        return `<div class="sg">${g.label ? `<div class="sg-label">${esc(g.label)}</div>` : ''}<div class="tags">${g.items.map((s) => `<span class="tag">${esc(s)}</span>`).join(' ')}</div></div>`;
      if (style === 'comma') return `<p class="sg">${label}${g.items.map(esc).join(', ')}</p>`;
      if (style === 'lines')
        return `<div class="sg">${g.label ? `<div class="sg-label">${esc(g.label)}</div>` : ''}${g.items.map((s) => `<div class="skill">${esc(s)}</div>`).join('')}</div>`;
      return `<div class="sg">${g.label ? `<div class="sg-label">${esc(g.label)}</div>` : ''}${bullets(g.items, 'skills')}</div>`;
    })
    .join('');
}

export function section(heading: string, inner: string, cls = ''): string {
  return `<section class="sec ${cls}"><h2>${esc(heading)}</h2>${inner}</section>`;
}
