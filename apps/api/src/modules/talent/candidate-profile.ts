import type { ParsedResume } from '@talvio/ai/resume-parser';
import {
  type EducationEntry,
  type ExperienceEntry,
  entrySourceValue,
  type FieldSource,
  type ReviewField,
  type ReviewFlag,
  type SourcedField,
} from '@talvio/contracts/talent';
import type { CsvCandidate } from './candidates-csv.ts';

/**
 * From a parsed résumé or a CSV row to a talent-pool profile's fields, which of them a person should check, and how
 * a new résumé merges into a profile with the same e-mail (docs/product/talent-intake.md).
 */

export interface ProfileFields {
  name: string;
  email: string | null;
  phone: string | null;
  location: string | null;
  headline: string | null;
  summary: string | null;
  links: string[];
  skills: string[];
  experience: ExperienceEntry[];
  education: EducationEntry[];
  languages: string[];
  certifications: string[];
  totalYears: number | null;
}

/** The profile fields of a stored candidate (or anything else that has them), and nothing else. */
export function profileFieldsOf(row: ProfileFields): ProfileFields {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    location: row.location,
    headline: row.headline,
    summary: row.summary,
    links: row.links,
    skills: row.skills,
    experience: row.experience,
    education: row.education,
    languages: row.languages,
    certifications: row.certifications,
    totalYears: row.totalYears,
  };
}

/** Below this confidence a field is flagged for review (**needs review**). */
export const reviewBelow = 0.6;

export function profileFromResume(resume: ParsedResume): { fields: ProfileFields; review: ReviewFlag[] } {
  const review: ReviewFlag[] = [];
  const flag = (field: ReviewField, reason: string) => review.push({ field, reason });
  const read = <T>(field: ReviewField, found: { value: T; confidence: number } | null, missing?: string) => {
    if (!found) {
      if (missing) flag(field, missing);
      return null;
    }
    if (found.confidence < reviewBelow)
      flag(
        field,
        resume.ocr ? 'Read from a scan: check it against the original.' : 'The parser was unsure of it.',
      );
    return found.value;
  };
  const name = read('name', resume.name, 'No name was found.');
  const email = read('email', resume.email, 'No e-mail was found: add one to invite this candidate.');
  const phone = read('phone', resume.phone);
  const location = read('location', resume.location);
  const headline = read('headline', resume.headline);
  const experience = resume.experience.map((entry) => ({
    title: entry.title,
    company: entry.company,
    start: entry.start || null,
    end: entry.end === 'present' ? null : entry.end || null,
    description: entry.description,
  }));
  const unsureEntries = resume.experience.filter((entry) => entry.confidence < reviewBelow).length;
  if (unsureEntries > 0)
    flag(
      'experience',
      `${unsureEntries} of ${resume.experience.length} entries may be split wrongly: check titles, employers and dates.`,
    );
  return {
    fields: {
      name: name ?? '',
      email: email?.toLowerCase() ?? null,
      phone,
      location,
      headline,
      summary: resume.summary?.value ?? null,
      links: resume.links.map((link) => link.value),
      skills: [...new Set(resume.skills.map((skill) => skill.value))],
      experience,
      education: resume.education.map((entry) => ({
        institution: entry.institution,
        degree: entry.degree,
        end: entry.end,
      })),
      languages: resume.languages.map((language) => language.value),
      certifications: resume.certifications.map((certification) => certification.value),
      totalYears: resume.total_years_experience,
    },
    review,
  };
}

/**
 * Where each value of a parsed résumé came from in its text (**fields show their source**): one source per value,
 * per item of a list, per entry.
 */
export function sourcesOf(resume: ParsedResume): FieldSource[] {
  const sources: FieldSource[] = [];
  const add = (
    field: SourcedField,
    found: { value: string; confidence: number; start: number; end: number } | null,
  ) => {
    if (found && found.end > found.start)
      sources.push({
        field,
        value: field === 'email' ? found.value.toLowerCase() : found.value,
        start: found.start,
        end: found.end,
        confidence: Math.round(found.confidence * 100) / 100,
      });
  };
  for (const field of ['name', 'email', 'phone', 'location', 'headline', 'summary'] as const)
    add(field, resume[field]);
  for (const field of ['links', 'skills', 'languages', 'certifications'] as const)
    for (const found of resume[field]) add(field, found);
  const entry = (
    field: 'experience' | 'education',
    value: string,
    found: (typeof resume.experience)[number] | (typeof resume.education)[number],
  ) => add(field, { value, confidence: found.confidence, start: found.start_offset, end: found.end_offset });
  for (const found of resume.experience) entry('experience', entrySourceValue(found), found);
  for (const found of resume.education) entry('education', entrySourceValue(found), found);
  return sources;
}

/** The sources whose value the profile still has: a value a person changed no longer points into the résumé. */
export function sourcesStillHeld(sources: readonly FieldSource[], profile: ProfileFields): FieldSource[] {
  const values = (field: SourcedField): readonly string[] => {
    if (field === 'experience' || field === 'education') return profile[field].map(entrySourceValue);
    const value = profile[field];
    return Array.isArray(value) ? value : value === null ? [] : [value];
  };
  return sources.filter((source) => values(source.field).includes(source.value));
}

export function profileFromCsvRow(row: CsvCandidate): { fields: ProfileFields; tags: string[] } {
  return {
    fields: {
      name: row.name,
      email: row.email,
      phone: row.phone,
      location: row.location,
      headline: row.headline,
      summary: null,
      links: [],
      skills: row.skills,
      experience: [],
      education: [],
      languages: [],
      certifications: [],
      totalYears: null,
    },
    tags: row.tags,
  };
}

/** The profile fields people can set by hand, by their API name (kept on a merge once set). */
export const keepableFields = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  location: 'location',
  headline: 'headline',
  summary: 'summary',
  links: 'links',
  skills: 'skills',
  experience: 'experience',
  education: 'education',
} as const satisfies Partial<Record<string, keyof ProfileFields>>;

/**
 * A newer résumé merged into a profile (**merge by e-mail**): each field takes the newer value where it has one,
 * except fields a person has set, which stay; skills are the union. Review flags of kept fields are dropped.
 */
export function mergeProfiles(
  existing: ProfileFields,
  incoming: { fields: ProfileFields; review: ReviewFlag[] },
  kept: readonly string[],
): { fields: ProfileFields; review: ReviewFlag[] } {
  const isKept = (field: keyof ProfileFields) => kept.includes(field);
  const pick = <K extends keyof ProfileFields>(field: K): ProfileFields[K] => {
    if (isKept(field)) return existing[field];
    const value = incoming.fields[field];
    const empty = value === null || value === '' || (Array.isArray(value) && value.length === 0);
    return empty ? existing[field] : value;
  };
  const fields: ProfileFields = {
    name: pick('name'),
    email: existing.email ?? incoming.fields.email,
    phone: pick('phone'),
    location: pick('location'),
    headline: pick('headline'),
    summary: pick('summary'),
    links: isKept('links') ? existing.links : [...new Set([...existing.links, ...incoming.fields.links])],
    skills: isKept('skills')
      ? existing.skills
      : [...new Set([...existing.skills, ...incoming.fields.skills])],
    experience: pick('experience'),
    education: pick('education'),
    languages: [...new Set([...existing.languages, ...incoming.fields.languages])],
    certifications: [...new Set([...existing.certifications, ...incoming.fields.certifications])],
    totalYears: incoming.fields.totalYears ?? existing.totalYears,
  };
  // A flag stays with the value it is about: a field that kept its old value has no new doubt about it.
  const review = incoming.review.filter(
    (flag) => !isKept(flag.field) && fields[flag.field] === incoming.fields[flag.field],
  );
  return { fields, review };
}
