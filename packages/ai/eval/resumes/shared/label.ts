/** Derives the expected fields of one résumé from its source model. */
import type { ReadDates, YearsRule } from './split.js';
import type { EduEntry, Label, LabelEducation, LabelExperience, Resume, Role } from './types.js';

/** Experience is counted up to (not including) this month. */
const CUTOFF = { year: 2026, month: 11 };

/** Month index (year * 12 + month - 1) of the first month of a start value. */
function startIndex(value: string): number {
  const [y = 0, m] = value.split('-').map(Number);
  return y * 12 + (m ? m - 1 : 0);
}

/** Month index just after the last month of an end value (years end in December). */
function endIndex(value: string): number {
  if (value === 'present') return CUTOFF.year * 12 + CUTOFF.month - 1;
  const [y = 0, m] = value.split('-').map(Number);
  return y * 12 + (m ? m : 12);
}

/** dev-9 (`mid-year`): a year-only date, start or end, is 1 July of that year. */
const midYear = (value: string, index: number) => (/^\d{4}$/.test(value) ? Number(value) * 12 + 6 : index);

/** Years of paid work (jobs and internships, not volunteering), overlaps counted once. */
export function totalYears(roles: Role[], rule: YearsRule = 'whole-year'): number {
  const months = new Set<number>();
  for (const r of roles) {
    if (r.kind === 'volunteer') continue;
    let from = startIndex(r.start);
    let to = endIndex(r.end);
    if (rule === 'mid-year') {
      from = midYear(r.start, from);
      to = midYear(r.end, to);
      // A single year ("2019") is an empty interval under this rule.
      if (to < from) throw new Error(`negative interval ${r.title} ${r.start}–${r.end}`);
    } else if (to <= from) throw new Error(`empty interval ${r.title} ${r.start}–${r.end}`);
    for (let i = from; i < to; i++) months.add(i);
  }
  return Math.round((months.size / 12) * 10) / 10;
}

export function fileName(r: Resume): string {
  const ext = r.output === 'scan-pdf' ? 'pdf' : r.output;
  return `${r.id}.${ext}`;
}

function checkDate(value: string | null, where: string): void {
  if (value === null || value === 'present') return;
  if (!/^\d{4}(-(0[1-9]|1[0-2]))?$/.test(value)) throw new Error(`bad date "${value}" in ${where}`);
}

/** The label values of a role must be what its printed dates say (when there is a reader for them). */
function checkRole(role: Role, where: string, readDates: ReadDates | undefined): void {
  checkDate(role.start, where);
  checkDate(role.end, where);
  if (!readDates) return;
  const read = readDates(role.dates);
  if (read.start !== role.start || read.end !== role.end) {
    throw new Error(
      `${where}: "${role.dates}" reads ${read.start}–${read.end}, labelled ${role.start}–${role.end}`,
    );
  }
}

function checkEducation(e: EduEntry, where: string, readDates: ReadDates | undefined): void {
  checkDate(e.end, where);
  if (!readDates) return;
  const read = e.dates ? readDates(e.dates).end : null;
  if (read !== e.end) throw new Error(`${where}: education "${e.dates}" reads ${read}, labelled ${e.end}`);
}

/** Links are labelled as printed with https:// in front when missing. */
function checkContact(r: Resume): void {
  for (const c of r.contact) {
    if (c.kind === 'link') {
      const want = /^https?:\/\//.test(c.text) ? c.text : `https://${c.text}`;
      if (c.value !== want) throw new Error(`${r.id}: link ${c.text} labelled ${c.value}`);
    }
    if (c.kind === 'phone' && !/^\+\d{7,15}$/.test(c.value ?? '')) {
      throw new Error(`${r.id}: phone ${c.text} has no E.164 value`);
    }
  }
}

/** `readDates`: checks every printed date against its label values; `yearsRule` (dev-9): see `Split.yearsRule`. */
export function toLabel(r: Resume, readDates?: ReadDates, yearsRule?: YearsRule): Label {
  const experience: LabelExperience[] = [];
  const paid: Role[] = [];
  const education: LabelEducation[] = [];
  const skills: string[] = [];
  const languages: string[] = [];
  const certifications: string[] = [];
  let hasSkillsSection = false;
  for (const s of r.sections) {
    if (s.kind === 'experience' && s.labelled !== false) {
      for (const j of s.jobs) {
        for (const role of j.roles) {
          checkRole(role, r.id, readDates);
          experience.push({ title: role.title, company: j.company, start: role.start, end: role.end });
          paid.push(role);
        }
      }
    } else if (s.kind === 'education') {
      for (const e of s.entries) {
        checkEducation(e, r.id, readDates);
        education.push({ institution: e.institution, degree: e.degree, end: e.end });
      }
    } else if (s.kind === 'skills') {
      hasSkillsSection = true;
      for (const g of s.groups) {
        for (const item of g.items) {
          const name = typeof item === 'string' ? item : item.canonical;
          if (name && !skills.includes(name)) skills.push(name);
        }
      }
    } else if (s.kind === 'languages') {
      for (const l of s.items) languages.push(l.canonical ?? l.name);
    } else if (s.kind === 'certs') {
      certifications.push(...s.items);
    }
  }
  checkContact(r);
  for (const s of r.sections) {
    if (s.kind === 'experience' && s.labelled === false)
      for (const j of s.jobs) for (const ro of j.roles) checkRole(ro, r.id, readDates);
  }
  if (hasSkillsSection && r.skillsFromText) throw new Error(`${r.id}: skillsFromText with a skills section`);
  const emailItem = r.contact.find((c) => c.kind === 'email');
  const phoneItem = r.contact.find((c) => c.kind === 'phone');
  const locationItem = r.contact.find((c) => c.kind === 'location');
  return {
    id: r.id,
    file: fileName(r),
    format: r.output === 'scan-pdf' ? 'pdf' : r.output,
    layout: r.layout,
    country: r.country,
    profession: r.profession,
    expected: {
      name: r.name,
      email: emailItem ? emailItem.text.toLowerCase() : null,
      phone: phoneItem?.value ?? null,
      location: locationItem?.text ?? null,
      links: r.contact.filter((c) => c.kind === 'link').map((c) => c.value ?? c.text),
      headline: r.headline ?? null,
      skills: r.skillsFromText ?? skills,
      experience,
      education,
      languages,
      certifications,
      total_years_experience: totalYears(paid, yearsRule),
    },
  };
}
