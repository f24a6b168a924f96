/** Turns a résumé's source into its label (the expected fields). */
import type { Format, Label, ResumeSpec } from './types.js';
import { isJob } from './types.js';

/** Experience is counted up to (not including) this month: 2026-11-01. */
export const CUTOFF = { year: 2026, month: 11 };

/** Month index of a labelled date. Year-only starts count from January, year-only ends through December. */
function monthIndex(date: string, side: 'start' | 'end'): number {
  if (date === 'present') return CUTOFF.year * 12 + (CUTOFF.month - 1) - 1; // the last full month before the cut-off
  const m = /^(\d{4})(?:-(\d{2}))?$/.exec(date);
  if (!m) throw new Error(`bad date ${date}`);
  const year = Number(m[1]);
  const month = m[2] ? Number(m[2]) : side === 'start' ? 1 : 12;
  return year * 12 + (month - 1);
}

/** Months of work: both end months count, overlapping jobs count once. */
export function totalMonths(jobs: Array<{ start: string; end: string }>): number {
  const months = new Set<number>();
  for (const job of jobs) {
    const from = monthIndex(job.start, 'start');
    const to = monthIndex(job.end, 'end');
    if (to < from) throw new Error(`job ends before it starts: ${job.start}..${job.end}`);
    for (let i = from; i <= to; i++) months.add(i);
  }
  return months.size;
}

/** Years with one decimal. */
export function totalYears(jobs: Array<{ start: string; end: string }>): number {
  return Math.round((totalMonths(jobs) / 12) * 10) / 10;
}

/** Bare or http links become https URLs; the host is kept as printed. */
export function normaliseLink(link: string): string {
  const bare = link.replace(/^https?:\/\//i, '');
  return `https://${bare}`;
}

export function fileFormat(spec: ResumeSpec): Format {
  const out = spec.output;
  if (out.kind === 'scan') return out.as === 'pdf' ? 'pdf' : out.as;
  return out.kind;
}

export function fileName(spec: ResumeSpec): string {
  const ext = fileFormat(spec) === 'jpeg' ? 'jpg' : fileFormat(spec);
  return `${spec.id}.${ext}`;
}

export function toLabel(spec: ResumeSpec): Label {
  const c = spec.content;
  const jobs = c.experience.filter(isJob);
  return {
    id: spec.id,
    file: fileName(spec),
    format: fileFormat(spec),
    layout: spec.layout,
    country: spec.country,
    profession: spec.profession,
    expected: {
      name: c.name,
      email: c.email.toLowerCase(),
      phone: c.phones[0]?.e164 ?? null,
      location: c.location ?? null,
      links: c.links.map(normaliseLink),
      headline: c.headline ?? null,
      skills: spec.labels.skills,
      experience: jobs.map((j) => ({ title: j.title, company: j.company, start: j.start, end: j.end })),
      education: c.education.map((e) => ({ institution: e.institution, degree: e.degree, end: e.end })),
      languages: spec.labels.languages,
      certifications: spec.labels.certifications,
      total_years_experience: totalYears(jobs),
    },
  };
}
