import type { FormErrors } from '@mantine/form';
import { schemaResolver } from '@mantine/form';
import {
  type CandidateProfile,
  type ReviewField,
  type UpdateCandidateInput,
  updateCandidateSchema,
} from '@talvio/contracts/talent';

/** An experience or education entry as the editor holds it; `key` keeps rows stable while entries are removed. */
export interface ExperienceValues {
  key: string;
  title: string;
  company: string;
  start: string;
  end: string;
  description: string;
}

export interface EducationValues {
  key: string;
  institution: string;
  degree: string;
  end: string;
}

/** The profile editor's values: what people type (empty text where the profile has nothing). */
export interface ProfileFormValues {
  name: string;
  email: string;
  phone: string;
  location: string;
  headline: string;
  summary: string;
  links: string[];
  skills: string[];
  tags: string[];
  experience: ExperienceValues[];
  education: EducationValues[];
  notes: string;
}

let keyCounter = 0;
const nextKey = () => {
  keyCounter += 1;
  return `e${keyCounter}`;
};

export const newExperience = (): ExperienceValues => ({
  key: nextKey(),
  title: '',
  company: '',
  start: '',
  end: '',
  description: '',
});

export const newEducation = (): EducationValues => ({ key: nextKey(), institution: '', degree: '', end: '' });

export function toFormValues(profile: CandidateProfile): ProfileFormValues {
  return {
    name: profile.name,
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    location: profile.location ?? '',
    headline: profile.headline ?? '',
    summary: profile.summary ?? '',
    links: [...profile.links],
    skills: [...profile.skills],
    tags: [...profile.tags],
    experience: profile.experience.map((e) => ({
      key: nextKey(),
      title: e.title,
      company: e.company,
      start: e.start ?? '',
      end: e.end ?? '',
      description: e.description,
    })),
    education: profile.education.map((e) => ({
      key: nextKey(),
      institution: e.institution,
      degree: e.degree,
      end: e.end ?? '',
    })),
    notes: profile.notes,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** Every editable field as PATCH /candidates/{id} takes it (empty text is "none"; an empty end date is "present"). */
export function toProfileInput(values: ProfileFormValues): Required<UpdateCandidateInput> {
  return {
    name: values.name.trim(),
    email: orNull(values.email),
    phone: orNull(values.phone),
    location: orNull(values.location),
    headline: orNull(values.headline),
    summary: orNull(values.summary),
    links: values.links,
    skills: values.skills,
    tags: values.tags,
    experience: values.experience.map(({ key: _key, ...e }) => ({
      title: e.title.trim(),
      company: e.company.trim(),
      start: orNull(e.start),
      end: orNull(e.end),
      description: e.description.trim(),
    })),
    education: values.education.map(({ key: _key, ...e }) => ({
      institution: e.institution.trim(),
      degree: e.degree.trim(),
      end: orNull(e.end),
    })),
    notes: values.notes.trim(),
  };
}

/**
 * Only the fields that changed: the server clears the review flag of every field sent, so a field nobody touched
 * keeps its "Check this".
 */
export function changedFields(values: ProfileFormValues, initial: ProfileFormValues): UpdateCandidateInput {
  const now = toProfileInput(values);
  const before = toProfileInput(initial);
  const changed: Record<string, unknown> = {};
  for (const field of Object.keys(now) as (keyof typeof now)[]) {
    if (JSON.stringify(now[field]) !== JSON.stringify(before[field])) changed[field] = now[field];
  }
  return changed as UpdateCandidateInput;
}

/** A field as it is, to send unchanged: the person has checked it, so the server drops its review flag. */
export function checkedField(field: ReviewField, profile: CandidateProfile): UpdateCandidateInput {
  const input: Record<string, unknown> = { [field]: profile[field] };
  return input as UpdateCandidateInput;
}

const checkRequest = schemaResolver(updateCandidateSchema, { sync: true });
/** A list of words (skills, tags, links) shows its error on the list, not on one word. */
const listFields = new Set(['skills', 'tags', 'links']);

/**
 * The editor's checks are the server's own (the contract's `updateCandidateSchema`, run on what would be sent, and
 * **profile e-mail**: a profile that has an e-mail keeps one), so a form that passes is not refused for its shape;
 * each error is shown at its field (`experience.0.start`).
 */
export function validateProfile(
  values: ProfileFormValues,
  profile: Pick<CandidateProfile, 'email'>,
): FormErrors {
  const errors: FormErrors = {};
  if (profile.email !== null && values.email.trim() === '')
    errors.email = 'A profile keeps its e-mail once it has one; enter the new address instead.';
  for (const [path, message] of Object.entries(checkRequest(toProfileInput(values)))) {
    const [head] = path.split('.');
    const at = head && listFields.has(head) ? head : path;
    errors[at] ??= message;
  }
  return errors;
}
