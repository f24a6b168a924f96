import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import type { Found } from './resume-contact.ts';
import { yearsCovered } from './resume-dates.ts';
import type { EducationEntry, ExperienceEntry } from './resume-entries.ts';
import type { ParsedResume } from './resume-parser.ts';
import { resolveSkill } from './taxonomy.ts';

/**
 * A résumé structured by a language model (the openai engine), held to the résumé's own text: every value comes
 * with the words it was read from, and a value whose words are not in the text is not taken — the local parser's
 * value stays. What the model gives is the same shape as the local parser's, with sources found in the text.
 */

/** How sure a value read by the model and found in the text is. */
const modelCertainty = 0.8;

export const STRUCTURE_INSTRUCTIONS = `You read résumés for Talvio, a hiring platform, and return their fields as JSON.
Copy values exactly as the résumé writes them; never invent, translate or complete anything. For every value give
"quote": the exact words of the résumé it was read from (copied character for character, one line or part of a
line). Use "" and [] for what the résumé does not say.
- name: the person's full name. email, phone: as printed. location: the person's city/region/country as printed.
- headline: the current title or profile line under the name. summary: the profile/summary paragraph.
- links: profile and portfolio URLs as printed. skills: skills, tools and methods listed or clearly claimed.
- experience: every job, newest first as listed: title, company, start and end as YYYY-MM (or YYYY when only the
  year is given; end "present" when ongoing, "" when unknown), description (the entry's bullet points joined by
  newlines), quote: the line that names the title or the company.
- education: institution, degree, end (YYYY or YYYY-MM, "" when unknown), quote.
- languages: spoken languages, names in English. certifications: as printed.`;

const quoted = {
  type: 'object',
  additionalProperties: false,
  required: ['value', 'quote'],
  properties: { value: { type: 'string' }, quote: { type: 'string' } },
} as const;
const quotedList = { type: 'array', items: quoted } as const;

export const resumeJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'name',
    'email',
    'phone',
    'location',
    'headline',
    'summary',
    'links',
    'skills',
    'experience',
    'education',
    'languages',
    'certifications',
  ],
  properties: {
    name: quoted,
    email: quoted,
    phone: quoted,
    location: quoted,
    headline: quoted,
    summary: quoted,
    links: quotedList,
    skills: quotedList,
    experience: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'company', 'start', 'end', 'description', 'quote'],
        properties: {
          title: { type: 'string' },
          company: { type: 'string' },
          start: { type: 'string' },
          end: { type: 'string' },
          description: { type: 'string' },
          quote: { type: 'string' },
        },
      },
    },
    education: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['institution', 'degree', 'end', 'quote'],
        properties: {
          institution: { type: 'string' },
          degree: { type: 'string' },
          end: { type: 'string' },
          quote: { type: 'string' },
        },
      },
    },
    languages: quotedList,
    certifications: quotedList,
  },
} as const;

const quotedValue = z.object({ value: z.string().max(5_000), quote: z.string().max(5_000) });
export const modelResumeSchema = z.object({
  name: quotedValue,
  email: quotedValue,
  phone: quotedValue,
  location: quotedValue,
  headline: quotedValue,
  summary: quotedValue,
  links: z.array(quotedValue).max(50),
  skills: z.array(quotedValue).max(300),
  experience: z
    .array(
      z.object({
        title: z.string().max(300),
        company: z.string().max(300),
        start: z.string().max(20),
        end: z.string().max(20),
        description: z.string().max(10_000),
        quote: z.string().max(1_000),
      }),
    )
    .max(60),
  education: z
    .array(
      z.object({
        institution: z.string().max(300),
        degree: z.string().max(300),
        end: z.string().max(20),
        quote: z.string().max(1_000),
      }),
    )
    .max(30),
  languages: z.array(quotedValue).max(30),
  certifications: z.array(quotedValue).max(60),
});
export type ModelResume = z.infer<typeof modelResumeSchema>;

/** Where `quote` is in `text`: exactly, else case and runs of white space aside. Null when it is not there. */
export function locate(text: string, quote: string): { start: number; end: number } | null {
  const wanted = quote.trim();
  if (wanted.length < 2) return null;
  const exact = text.indexOf(wanted);
  if (exact >= 0) return { start: exact, end: exact + wanted.length };
  const words = wanted.split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const match = new RegExp(words.join('\\s+'), 'iu').exec(text);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

/** Whether `value` is written in the text (case and white space aside). */
const inText = (text: string, value: string) => value.trim() === '' || locate(text, value) !== null;

const datePattern = /^\d{4}(-(0[1-9]|1[0-2]))?$/;
const dateOf = (value: string): string => (datePattern.test(value.trim()) ? value.trim() : '');

/**
 * The model's reading of `local.text` as a parsed résumé. A value is taken only when its quote is in the text and
 * its value is written there (a phone by its digits, a skill by the words it was read from); otherwise the local
 * parser's value stays. Dates must be `YYYY-MM`/`YYYY`; the phone is normalised as the local parser does.
 */
export function fromModelResume(
  model: ModelResume,
  local: ParsedResume,
  options: { defaultCountry: string | null; now: string },
): ParsedResume {
  const text = local.text;
  const found = (item: { value: string; quote: string }, accept = (value: string) => inText(text, value)) => {
    const value = item.value.trim();
    if (!value || !accept(value)) return null;
    const at = locate(text, item.quote) ?? locate(text, value);
    return at ? { value, confidence: modelCertainty, ...at } : null;
  };
  const list = (items: { value: string; quote: string }[], accept?: (value: string) => boolean) => {
    const out: Found<string>[] = [];
    for (const item of items) {
      const one = found(item, accept);
      if (one && !out.some((o) => o.value.toLowerCase() === one.value.toLowerCase())) out.push(one);
    }
    return out;
  };

  const country =
    options.defaultCountry && isSupportedCountry(options.defaultCountry)
      ? (options.defaultCountry as CountryCode)
      : undefined;
  const phoneItem = found(model.phone, (value) => {
    const digits = value.replace(/\D/g, '');
    return digits.length >= 7 && text.replace(/\D/g, '').includes(digits.replace(/^00/, ''));
  });
  const number = phoneItem
    ? parsePhoneNumberFromString(phoneItem.value.replace(/^00/, '+'), country)
    : undefined;
  const phone =
    phoneItem && number?.isPossible()
      ? { ...phoneItem, value: number.number, confidence: number.isValid() ? modelCertainty : 0.55 }
      : null;

  const email = found(
    model.email,
    (value) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value) && inText(text, value),
  );
  const skills = list(model.skills, (value) => inText(text, value) || resolveSkill(value) !== undefined).map(
    (skill) => ({ ...skill, value: resolveSkill(skill.value)?.name ?? skill.value }),
  );

  const experience: ExperienceEntry[] = [];
  for (const entry of model.experience) {
    const title = entry.title.trim();
    const company = entry.company.trim();
    if ((!title && !company) || !inText(text, title) || !inText(text, company)) continue;
    const at = locate(text, entry.quote) ?? locate(text, title || company);
    if (!at) continue;
    const end = entry.end.trim().toLowerCase() === 'present' ? 'present' : dateOf(entry.end);
    experience.push({
      title,
      company,
      start: dateOf(entry.start),
      end,
      description: entry.description.trim(),
      confidence: modelCertainty,
      start_offset: at.start,
      end_offset: at.end,
    });
  }
  const education: EducationEntry[] = [];
  for (const entry of model.education) {
    const institution = entry.institution.trim();
    const degree = entry.degree.trim();
    if ((!institution && !degree) || !inText(text, institution) || !inText(text, degree)) continue;
    const at = locate(text, entry.quote) ?? locate(text, institution || degree);
    if (!at) continue;
    education.push({
      institution,
      degree,
      end: dateOf(entry.end) || null,
      confidence: modelCertainty,
      start_offset: at.start,
      end_offset: at.end,
    });
  }

  const pick = <T>(mine: T | null, theirs: T | null) => mine ?? theirs;
  const pickList = <T>(mine: T[], theirs: T[]) => (mine.length > 0 ? mine : theirs);
  const dated = experience.filter((entry) => entry.start);
  return {
    ...local,
    name: pick(found(model.name), local.name),
    email: pick(email, local.email),
    phone: pick(phone, local.phone),
    location: pick(found(model.location), local.location),
    headline: pick(found(model.headline), local.headline),
    summary: pick(found(model.summary), local.summary),
    links: pickList(list(model.links), local.links),
    skills: pickList(skills, local.skills),
    experience: pickList(experience, local.experience),
    education: pickList(education, local.education),
    languages: pickList(
      list(model.languages, () => true),
      local.languages,
    ),
    certifications: pickList(list(model.certifications), local.certifications),
    total_years_experience:
      experience.length > 0
        ? dated.length > 0
          ? yearsCovered(dated, options.now)
          : null
        : local.total_years_experience,
  };
}
