/**
 * Experience and education entries. Each style prints the same parts (employer, title, location,
 * dates, bullets) in a different order and placement, because that is where parsers break.
 */
import type { EduEntry, EntryStyle, HtmlDesign, Job, Role } from '../types.js';

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function bullets(items: string[] | undefined): string {
  if (!items || items.length === 0) return '';
  return `<ul class="bl">${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`;
}

/** dev-7: a role's fact lines (hours, salary, supervisor …), one a line. */
const facts = (r: Role) =>
  r.facts ? `<div class="facts">${r.facts.map((f) => `<div>${esc(f)}</div>`).join('')}</div>` : '';

/** A role's description: its fact lines (dev-7), its paragraph (if any), then its bullets. */
function desc(r: Role): string {
  return `${facts(r)}${r.text ? `<p class="rtext">${esc(r.text)}</p>` : ''}${bullets(r.bullets)}`;
}

const note = (job: Job) => (job.note ? `<div class="note">${esc(job.note)}</div>` : '');

const t = (s: string) => `<span class="ti">${esc(s)}</span>`;
const co = (s: string) => `<span class="co">${esc(s)}</span>`;
const dt = (s: string) => `<span class="dt">${esc(s)}</span>`;
const opt = (s: string | undefined, f: (v: string) => string) => (s ? f(s) : '');

/** One employer with one role. */
function single(job: Job, r: Role, style: EntryStyle): string {
  const loc = r.location ?? job.location;
  switch (style) {
    case 'employer-first':
      return `<div class="row">${co(job.company)}${opt(loc, (l) => `<span class="r loc">${esc(l)}</span>`)}</div>
        <div class="row">${t(r.title)}<span class="r">${dt(r.dates)}</span></div>`;
    case 'employer-first-stacked':
      return `<div>${co(job.company)}${opt(loc, (l) => `<span class="loc">, ${esc(l)}</span>`)}</div>
        <div>${t(r.title)}</div><div class="meta">${dt(r.dates)}</div>`;
    case 'dates-above':
      return `<div class="above">${dt(r.dates)}</div><div>${t(r.title)}</div>
        <div class="sub">${esc(job.company)}${opt(loc, (l) => ` · ${esc(l)}`)}</div>`;
    case 'bracket-dates':
      return `<div>${co(job.company)}${opt(loc, (l) => `, ${esc(l)}`)} (${dt(r.dates)})</div><div>${t(r.title)}</div>`;
    case 'title-at':
      return `<div>${t(r.title)} <span class="at">at</span> ${co(job.company)}</div>
        <div class="meta">${dt(r.dates)}${opt(loc, (l) => ` · ${esc(l)}`)}</div>`;
    case 'pipe':
      return `<div class="pipe">${co(job.company)} | ${esc(r.title)}${opt(loc, (l) => ` | ${esc(l)}`)} | ${dt(r.dates)}</div>`;
    case 'title-employer-then-right':
      return `<div>${t(r.title)}, <span class="co2">${esc(job.company)}</span></div>
        <div class="meta ralign">${opt(loc, (l) => `${esc(l)} | `)}${dt(r.dates)}</div>`;
    case 'company-loc-dates':
      return `<div>${co(job.company)}${opt(loc, (l) => ` — ${esc(l)}`)} — ${dt(r.dates)}</div><div>${t(r.title)}</div>`;
    case 'classic':
      return `<div class="row"><span>${t(r.title)} — <span class="co2">${esc(job.company)}</span></span><span class="r">${dt(r.dates)}</span></div>
        ${opt(loc, (l) => `<div class="meta">${esc(l)}</div>`)}`;
    case 'title-dates-then-company':
      return `<div class="row">${t(r.title)}<span class="r">${dt(r.dates)}</span></div>
        <div class="row"><span class="co2">${esc(job.company)}</span>${opt(loc, (l) => `<span class="r loc">${esc(l)}</span>`)}</div>`;
    case 'title-pipe':
      return `<div class="pipe">${t(r.title)} | ${esc(job.company)}${opt(loc, (l) => ` | ${esc(l)}`)} | ${dt(r.dates)}</div>`;
    case 'company-title-bracket':
      return `<div>${co(job.company)}${opt(loc, (l) => `, ${esc(l)}`)} — <span class="co2">${esc(r.title)}</span> (${dt(r.dates)})</div>`;
    case 'title-then-meta':
      return `<div>${t(r.title)}</div>
        <div class="meta">${esc(job.company)}${opt(loc, (l) => ` · ${esc(l)}`)} · ${dt(r.dates)}</div>`;
    // dev-6: "Company (City) | dates", the title below in italics.
    case 'company-paren-city':
      return `<div>${co(job.company)}${opt(loc, (l) => ` (${esc(l)})`)} | ${dt(r.dates)}</div><div class="co2">${esc(r.title)}</div>`;
    // dev-6: "Title @ Company" / "Title - Company", the dates right, the city below.
    case 'title-at-sign':
    case 'title-dash':
      return `<div class="row"><span>${t(r.title)} ${style === 'title-at-sign' ? '@' : '-'} <span class="co2">${esc(job.company)}</span></span><span class="r">${dt(r.dates)}</span></div>
        ${opt(loc, (l) => `<div class="meta">${esc(l)}</div>`)}`;
    // dev-7: "Title, Company, City, dates" on one line (an "Earlier career" list).
    case 'one-line':
      return `<div class="oneline">${esc(r.title)}, ${esc(job.company)}${opt(loc, (l) => `, ${esc(l)}`)}, ${dt(r.dates)}</div>`;
    // dev-8: the Google Docs templates: "Company, City — Title", the dates on a small line below.
    case 'company-title-dates':
      return `<div class="gdhead">${co(job.company)}${opt(loc, (l) => `, ${esc(l)}`)} — <span class="co2">${esc(r.title)}</span></div>
        <div class="gddt">${dt(r.dates)}</div>`;
    // dev-8: a job-board export (Indeed): the title, "Company - City", the dates, each on a line of its own.
    case 'title-stacked':
      return `<div class="stti">${t(r.title)}</div><div class="stco">${esc(job.company)}${opt(loc, (l) => ` - ${esc(l)}`)}</div>
        <div class="stdt">${dt(r.dates)}</div>`;
    // dev-8: "Title | Company" with the dates right (the LaTeX template's project and entry lines).
    case 'title-pipe-right':
      return `<div class="row"><span>${t(r.title)} | <span class="co2">${esc(job.company)}</span></span><span class="r">${dt(r.dates)}</span></div>
        ${opt(loc, (l) => `<div class="meta">${esc(l)}</div>`)}`;
    case 'margin-dates':
    case 'dates-last':
    case 'form-table':
    case 'timeline':
    case 'label-rows':
    case 'profile':
      throw new Error(`${style} is rendered by its own function`);
  }
}

/** dev-6: title and employer, the description, then the dates on the last line of the entry. */
function datesLast(job: Job): string {
  const many = job.roles.length > 1;
  const head = many
    ? `<div class="ghead">${co(job.company)}${opt(job.location, (l) => `<span class="loc">, ${esc(l)}</span>`)}</div>`
    : '';
  const roles = job.roles.map((r) => {
    const loc = r.location ?? (many ? undefined : job.location);
    const what = many ? t(r.title) : `${t(r.title)}, ${co(job.company)}`;
    return `<div class="${many ? 'grole' : ''}"><div>${what}${opt(loc, (l) => `, ${esc(l)}`)}</div>${desc(r)}<div class="meta">${dt(r.dates)}</div></div>`;
  });
  return head + roles.join('');
}

/** dev-6: an experience section as a bordered application-form table, one row per role. */
export function formTable(jobs: Job[], design: HtmlDesign): string {
  const heads = design.formHeads ?? ['Period', 'Employer', 'Position', 'Main duties'];
  const rows = jobs.flatMap((j) =>
    j.roles.map((r) => {
      const loc = r.location ?? j.location;
      // dev-7: `formColumns` chooses and orders the columns; the dates cell is then right-aligned.
      if (design.formColumns) {
        const cellOf = {
          dates: `<td class="fdt">${dt(r.dates)}</td>`,
          employer: `<td>${esc(j.company)}${opt(loc, (l) => `<br>${esc(l)}`)}</td>`,
          title: `<td>${esc(r.title)}</td>`,
          duties: `<td>${desc(r)}</td>`,
        };
        return `<tr>${design.formColumns.map((c) => cellOf[c]).join('')}</tr>`;
      }
      return `<tr><td>${dt(r.dates)}</td><td>${esc(j.company)}${opt(loc, (l) => `<br>${esc(l)}`)}</td><td>${esc(r.title)}</td><td>${desc(r)}</td></tr>`;
    }),
  );
  return `<table class="form"><tr>${heads.map((h) => `<th>${esc(h)}</th>`).join('')}</tr>${rows.join('')}</table>`;
}

function firstRole(job: Job): Role {
  const r = job.roles[0];
  if (!r) throw new Error(`${job.company} has no role`);
  return r;
}

function marginJob(job: Job, design: HtmlDesign): string {
  const w = design.dateWidth ?? '30mm';
  const grid = (left: string, right: string) =>
    `<div class="mgrid" style="grid-template-columns:${w} 1fr"><div class="mdt">${left}</div><div>${right}</div></div>`;
  if (job.roles.length === 1) {
    const r = firstRole(job);
    const loc = r.location ?? job.location;
    return grid(
      dt(r.dates),
      `<div>${t(r.title)}</div><div class="sub">${esc(job.company)}${opt(loc, (l) => `, ${esc(l)}`)}</div>${desc(r)}`,
    );
  }
  const head = grid(
    job.dates ? dt(job.dates) : '',
    `<div>${co(job.company)}${opt(job.location, (l) => `<span class="loc">, ${esc(l)}</span>`)}</div>`,
  );
  return head + job.roles.map((r) => grid(dt(r.dates), `<div>${t(r.title)}</div>${desc(r)}`)).join('');
}

/** dev-7: dates left of a vertical line with a dot per entry; several roles under one employer heading. */
function timelineJob(job: Job, design: HtmlDesign): string {
  const w = design.dateWidth ? ` style="grid-template-columns:${design.dateWidth} 1fr"` : '';
  const item = (left: string, right: string) =>
    `<div class="tl"${w}><div class="tldt">${left}</div><div class="tlbody">${right}</div></div>`;
  if (job.roles.length === 1) {
    const r = firstRole(job);
    const loc = r.location ?? job.location;
    return item(
      dt(r.dates),
      `<div>${t(r.title)}</div><div class="sub">${esc(job.company)}${opt(loc, (l) => `, ${esc(l)}`)}</div>${desc(r)}`,
    );
  }
  const head = item(
    job.dates ? dt(job.dates) : '',
    `<div>${co(job.company)}${opt(job.location, (l) => `<span class="loc">, ${esc(l)}</span>`)}</div>`,
  );
  return head + job.roles.map((r) => item(dt(r.dates), `<div>${t(r.title)}</div>${desc(r)}`)).join('');
}

/** dev-7: one small table per role, a label cell beside each value (the older Europass CV). */
function labelRows(job: Job, design: HtmlDesign): string {
  const [dLabel, tLabel, eLabel, aLabel] = design.rowLabels ?? [
    'Dates',
    'Occupation or position held',
    'Name and address of employer',
    'Main activities and responsibilities',
  ];
  const row = (label: string | undefined, value: string) =>
    `<tr><td class="rlabel">${esc(label ?? '')}</td><td>${value}</td></tr>`;
  return job.roles
    .map((r) => {
      const loc = r.location ?? job.location;
      const duties = desc(r);
      return `<table class="lrows">${row(dLabel, dt(r.dates))}${row(tLabel, t(r.title))}${row(eLabel, `${esc(job.company)}${opt(loc, (l) => `, ${esc(l)}`)}`)}${duties ? row(aLabel, duties) : ''}</table>`;
    })
    .join('');
}

/**
 * dev-8: a profile export (LinkedIn "Save to PDF"): the employer, its total duration (`Job.dates`) when it has
 * several roles, then each role as title, dates and location on lines of their own; a single role as employer,
 * title, dates, location.
 */
function profileJob(job: Job): string {
  const many = job.roles.length > 1;
  const head = `<div class="pfco">${esc(job.company)}</div>${many && job.dates ? `<div class="pfdur">${esc(job.dates)}</div>` : ''}`;
  const roles = job.roles.map((r) => {
    const loc = r.location ?? job.location;
    return `<div class="${many ? 'pfrole' : ''}"><div class="pfti">${esc(r.title)}</div><div class="pfdt">${dt(r.dates)}</div>${opt(loc, (l) => `<div class="pfloc">${esc(l)}</div>`)}${desc(r)}</div>`;
  });
  return head + roles.join('');
}

/** One employer heading, then each role with its own dates. */
function grouped(job: Job, style: EntryStyle): string {
  // dev-7: an employer range (`Job.dates`) is printed at the right of the employer heading.
  const jobDates = job.dates ? `<span class="r">${dt(job.dates)}</span>` : '';
  const head = job.dates
    ? `<div class="row"><span>${co(job.company)}${opt(job.location, (l) => `<span class="loc">, ${esc(l)}</span>`)}</span>${jobDates}</div>`
    : style === 'employer-first' || style === 'title-dates-then-company'
      ? `<div class="row">${co(job.company)}${opt(job.location, (l) => `<span class="r loc">${esc(l)}</span>`)}</div>`
      : style === 'company-paren-city'
        ? `<div class="ghead">${co(job.company)}${opt(job.location, (l) => ` (${esc(l)})`)}</div>`
        : `<div class="ghead">${co(job.company)}${opt(job.location, (l) => `<span class="loc"> — ${esc(l)}</span>`)}</div>`;
  const roles = job.roles.map((r) => {
    const loc = r.location ? `<div class="meta">${esc(r.location)}</div>` : '';
    if (style === 'dates-above') {
      return `<div class="grole"><div class="above">${dt(r.dates)}</div><div>${t(r.title)}</div>${loc}${desc(r)}</div>`;
    }
    if (style === 'bracket-dates' || style === 'company-title-bracket') {
      return `<div class="grole"><div>${t(r.title)} (${dt(r.dates)})</div>${loc}${desc(r)}</div>`;
    }
    if (style === 'company-paren-city') {
      return `<div class="grole"><div><span class="co2">${esc(r.title)}</span> | ${dt(r.dates)}</div>${loc}${desc(r)}</div>`;
    }
    if (style === 'title-then-meta') {
      return `<div class="grole"><div>${t(r.title)}</div><div class="meta">${dt(r.dates)}</div>${loc}${desc(r)}</div>`;
    }
    return `<div class="grole"><div class="row">${t(r.title)}<span class="r">${dt(r.dates)}</span></div>${loc}${desc(r)}</div>`;
  });
  return head + roles.join('');
}

export function renderJob(job: Job, design: HtmlDesign): string {
  const style = design.entry;
  if (style === 'margin-dates') return `<div class="entry">${marginJob(job, design)}</div>${note(job)}`;
  if (style === 'dates-last') return `<div class="entry">${datesLast(job)}</div>${note(job)}`;
  if (style === 'timeline') return `<div class="entry">${timelineJob(job, design)}</div>${note(job)}`;
  if (style === 'label-rows') return `<div class="entry">${labelRows(job, design)}</div>${note(job)}`;
  if (style === 'profile') return `<div class="entry pf">${profileJob(job)}</div>${note(job)}`;
  // One line per role: a promotion is written as a second line with the same employer.
  // dev-8: the Google Docs, job-board and "Title | Company" styles also repeat the employer for every role.
  if (
    style === 'title-pipe' ||
    style === 'pipe' ||
    style === 'one-line' ||
    style === 'company-title-dates' ||
    style === 'title-stacked' ||
    style === 'title-pipe-right'
  ) {
    return (
      job.roles.map((r) => `<div class="entry">${single(job, r, style)}${desc(r)}</div>`).join('') + note(job)
    );
  }
  if (job.roles.length > 1) return `<div class="entry grouped">${grouped(job, style)}</div>${note(job)}`;
  const r = firstRole(job);
  return `<div class="entry">${single(job, r, style)}${desc(r)}</div>${note(job)}`;
}

export function renderEdu(e: EduEntry, design: HtmlDesign): string {
  const style = design.edu ?? 'inst-first';
  const d = e.dates ?? '';
  const details = bullets(e.details);
  switch (style) {
    case 'inst-first':
      return `<div class="entry"><div class="row">${co(e.institution)}${opt(e.location, (l) => `<span class="r loc">${esc(l)}</span>`)}</div>
        <div class="row"><span class="deg">${esc(e.degree)}</span>${d ? `<span class="r">${dt(d)}</span>` : ''}</div>${details}</div>`;
    case 'degree-first':
      return `<div class="entry"><div class="row"><span><span class="ti">${esc(e.degree)}</span>, ${esc(e.institution)}${opt(e.location, (l) => `, ${esc(l)}`)}</span>${d ? `<span class="r">${dt(d)}</span>` : ''}</div>${details}</div>`;
    case 'one-line':
      return `<div class="entry pipe">${co(e.institution)} | ${esc(e.degree)}${d ? ` | ${dt(d)}` : ''}${details}</div>`;
    case 'dates-above':
      return `<div class="entry">${d ? `<div class="above">${dt(d)}</div>` : ''}<div><span class="ti">${esc(e.degree)}</span></div>
        <div class="sub">${esc(e.institution)}${opt(e.location, (l) => ` · ${esc(l)}`)}</div>${details}</div>`;
    // dev-8: the Google Docs templates, and a job-board export.
    case 'inst-dash-degree':
      return `<div class="entry"><div class="gdhead">${co(e.institution)}${opt(e.location, (l) => `, ${esc(l)}`)} — <span class="co2">${esc(e.degree)}</span></div>
        ${d ? `<div class="gddt">${dt(d)}</div>` : ''}${details}</div>`;
    case 'stacked':
      return `<div class="entry"><div class="stti">${t(e.degree)}</div><div class="stco">${esc(e.institution)}${opt(e.location, (l) => ` - ${esc(l)}`)}</div>
        ${d ? `<div class="stdt">${dt(d)}</div>` : ''}${details}</div>`;
    case 'margin': {
      const w = design.dateWidth ?? '30mm';
      return `<div class="entry"><div class="mgrid" style="grid-template-columns:${w} 1fr"><div class="mdt">${dt(d)}</div>
        <div><div><span class="ti">${esc(e.degree)}</span></div><div class="sub">${esc(e.institution)}${opt(e.location, (l) => `, ${esc(l)}`)}</div>${details}</div></div></div>`;
    }
  }
}
