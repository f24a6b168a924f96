/** Section bodies and the contact block, shared by all HTML templates. */
import { inlineHeading, inlineText, skillText } from '../text.js';
import type { ContactItem, HtmlDesign, Section, Skill } from '../types.js';

/** dev-6: a skill's level (1–5) drawn as a bar or five dots; no text is printed for it. */
function levelHtml(i: Skill, style: 'bars' | 'dots'): string {
  const level = typeof i === 'string' ? 0 : (i.level ?? 0);
  if (style === 'bars') return `<span class="lvbar"><span style="width:${level * 20}%"></span></span>`;
  return `<span class="lvdots">${[1, 2, 3, 4, 5].map((k) => `<span class="${k <= level ? 'on' : ''}"></span>`).join('')}</span>`;
}

import { esc, formTable, renderEdu, renderJob } from './entries.js';

export function contactHtml(
  items: ContactItem[],
  design: HtmlDesign,
  mode?: 'inline' | 'stacked' | 'rows',
): string {
  const style = mode ?? design.contact ?? 'inline';
  const value = (c: ContactItem) =>
    c.kind === 'link' || c.kind === 'email'
      ? `<a href="${esc(c.kind === 'email' ? `mailto:${c.text}` : (c.value ?? c.text))}">${esc(c.text)}</a>`
      : esc(c.text);
  if (style === 'rows') {
    const rows = items.map(
      (c) => `<tr><td class="clabel">${esc(c.prefix ?? '')}</td><td class="cval">${value(c)}</td></tr>`,
    );
    return `<table class="contact rows">${rows.join('')}</table>`;
  }
  const parts = items.map(
    (c) =>
      `<span class="ci">${c.prefix ? `<span class="clabel">${esc(c.prefix)}</span> ` : ''}${value(c)}</span>`,
  );
  if (style === 'stacked')
    return `<div class="contact stacked">${parts.map((p) => `<div>${p}</div>`).join('')}</div>`;
  const sep = design.contactSep ?? ' | ';
  return `<div class="contact inline">${parts.join(`<span class="sep">${esc(sep)}</span>`)}</div>`;
}

export function sectionBody(s: Section, design: HtmlDesign): string {
  switch (s.kind) {
    case 'summary':
      return `<p class="summary">${esc(s.text)}</p>`;
    case 'experience': {
      // dev-7: a section may have its own entry style.
      const d = s.entry ? { ...design, entry: s.entry } : design;
      if (d.entry === 'form-table') return formTable(s.jobs, d);
      return s.jobs.map((j) => renderJob(j, d)).join('');
    }
    case 'education':
      return s.entries.map((e) => renderEdu(e, design)).join('');
    case 'skills': {
      const style = design.skills ?? 'inline';
      if (style === 'bullets') {
        return s.groups
          .map(
            (g) =>
              `${g.name ? `<div class="sgname">${esc(g.name)}</div>` : ''}<ul class="bl sk">${g.items.map((i) => `<li>${esc(skillText(i))}</li>`).join('')}</ul>`,
          )
          .join('');
      }
      if (style === 'chips') {
        return s.groups
          .map(
            (g) =>
              `${g.name ? `<div class="sgname">${esc(g.name)}</div>` : ''}<div class="chips">${g.items.map((i) => `<span class="chip">${esc(skillText(i))}</span>`).join(' ')}</div>`,
          )
          .join('');
      }
      if (style === 'grid3') {
        const items = s.groups.flatMap((g) => g.items.map(skillText));
        const rows: string[] = [];
        for (let i = 0; i < items.length; i += 3) {
          const cells = [0, 1, 2].map((k) => `<td>${esc(items[i + k] ?? '')}</td>`);
          rows.push(`<tr>${cells.join('')}</tr>`);
        }
        return `<table class="grid3">${rows.join('')}</table>`;
      }
      // dev-6: "Group: a, b; Group: c" as one paragraph.
      if (style === 'semicolons') {
        const parts = s.groups.map(
          (g) =>
            `${g.name ? `<b>${esc(g.name)}</b> ` : ''}${g.items.map((i) => esc(skillText(i))).join(', ')}`,
        );
        return `<p class="skline">${parts.join('; ')}</p>`;
      }
      // dev-6: one bordered column per group, its name on top, one item a line.
      if (style === 'columns') {
        const heads = s.groups.map((g) => `<th>${esc(g.name ?? '')}</th>`);
        const cells = s.groups.map(
          (g) => `<td>${g.items.map((i) => `<div>${esc(skillText(i))}</div>`).join('')}</td>`,
        );
        return `<table class="skcols"><tr>${heads.join('')}</tr><tr>${cells.join('')}</tr></table>`;
      }
      // dev-6: one skill a line with its level drawn beside it.
      if (style === 'bars' || style === 'dots') {
        return s.groups
          .map(
            (g) =>
              `${g.name ? `<div class="sgname">${esc(g.name)}</div>` : ''}${g.items.map((i) => `<div class="lvrow"><span>${esc(skillText(i))}</span>${levelHtml(i, style)}</div>`).join('')}`,
          )
          .join('');
      }
      if (style === 'groups') {
        const rows = s.groups.map(
          (g) =>
            `<tr><td class="sgname">${esc(g.name ?? '')}</td><td>${g.items.map((i) => esc(skillText(i))).join(', ')}</td></tr>`,
        );
        return `<table class="sgroups">${rows.join('')}</table>`;
      }
      return s.groups
        .map(
          (g) =>
            `<p class="skline">${g.name ? `<b>${esc(g.name)}</b> ` : ''}${g.items.map((i) => esc(skillText(i))).join(', ')}</p>`,
        )
        .join('');
    }
    case 'languages': {
      if ((design.langs ?? 'inline') === 'rows') {
        const rows = s.items.map(
          (l) =>
            `<div class="row"><span>${esc(l.name)}</span><span class="r meta">${esc(l.level ?? '')}</span></div>`,
        );
        return `<div class="langs">${rows.join('')}</div>`;
      }
      return `<p>${s.items.map((l) => `${esc(l.name)}${l.level ? ` (${esc(l.level)})` : ''}`).join(' · ')}</p>`;
    }
    case 'certs':
    case 'list':
      return `<ul class="bl">${s.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
  }
}

export function sectionHtml(s: Section, design: HtmlDesign): string {
  if (s.inline) return `<p class="inl"><b>${esc(inlineHeading(s))}</b> ${esc(inlineText(s))}</p>`;
  const cls = s.breakBefore ? ' class="sec brk"' : ' class="sec"';
  return `<section${cls}><h2 class="sh">${esc(s.heading)}</h2>${sectionBody(s, design)}</section>`;
}
