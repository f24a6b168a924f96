import type { ParsedResume } from '@talvio/ai/resume-parser';
import { describe, expect, it } from 'vitest';
import {
  mergeProfiles,
  type ProfileFields,
  profileFromResume,
  sourcesOf,
  sourcesStillHeld,
} from './candidate-profile.ts';

const found = <T>(value: T, confidence = 0.9) => ({ value, confidence, start: 0, end: 1 });

function parsed(overrides: Partial<ParsedResume> = {}): ParsedResume {
  return {
    kind: 'pdf',
    pages: 1,
    text: 'x',
    ocr: false,
    name: found('Priya Raman'),
    email: found('Priya@Example.test'),
    phone: found('+442079460958'),
    location: found('London'),
    headline: found('Nurse'),
    summary: null,
    links: [],
    skills: [found('Patient assessment'), found('Patient assessment')],
    experience: [
      {
        title: 'Staff Nurse',
        company: 'St Thomas Hospital',
        start: '2019-03',
        end: 'present',
        description: '',
        confidence: 0.9,
        start_offset: 0,
        end_offset: 1,
      },
    ],
    education: [],
    languages: [],
    certifications: [],
    total_years_experience: 7,
    ...overrides,
  };
}

const fields = (overrides: Partial<ProfileFields> = {}): ProfileFields => ({
  ...profileFromResume(parsed()).fields,
  ...overrides,
});

describe('needs review', () => {
  it('needs review: a sure résumé has no flags; "present" is an open end; e-mails are lower-cased', () => {
    const { fields, review } = profileFromResume(parsed());
    expect(review).toEqual([]);
    expect(fields).toMatchObject({
      email: 'priya@example.test',
      skills: ['Patient assessment'],
      totalYears: 7,
    });
    expect(fields.experience[0]).toMatchObject({ start: '2019-03', end: null });
  });

  it('needs review: a missing name or e-mail, an unsure field and unsure entries are flagged with the reason', () => {
    const entry = parsed().experience[0]!;
    const { review } = profileFromResume(
      parsed({
        name: null,
        email: null,
        phone: found('+1', 0.4),
        experience: [entry, { ...entry, confidence: 0.5 }],
      }),
    );
    expect(review.map((flag) => flag.field)).toEqual(['name', 'email', 'phone', 'experience']);
    expect(review[3]!.reason).toMatch(/^1 of 2 entries/);
  });

  it('needs review: a field read from a scan says so', () => {
    const { review } = profileFromResume(parsed({ ocr: true, location: found('Londen', 0.5) }));
    expect(review).toEqual([
      { field: 'location', reason: 'Read from a scan: check it against the original.' },
    ]);
  });
});

describe('merge by e-mail', () => {
  it('merge by e-mail: newer values win where they exist, lists are joined, the older value stays where the newer has none', () => {
    const existing = fields({ headline: 'Nurse', skills: ['Triage'], summary: 'Ten years on wards.' });
    const incoming = {
      fields: fields({ headline: 'Senior Nurse', skills: ['Triage', 'Wound care'], summary: null }),
      review: [],
    };
    const { fields: merged } = mergeProfiles(existing, incoming, []);
    expect(merged).toMatchObject({
      headline: 'Senior Nurse',
      skills: ['Triage', 'Wound care'],
      summary: 'Ten years on wards.',
    });
  });

  it('kept fields: fields a person set stay, and the new résumé’s doubts about them are dropped', () => {
    const existing = fields({ name: 'Priya K. Raman', phone: '+919876543210' });
    const incoming = {
      fields: fields({ name: 'Priya Raman', phone: '+44 20' }),
      review: [
        { field: 'phone' as const, reason: 'unsure' },
        { field: 'location' as const, reason: 'unsure' },
      ],
    };
    const merged = mergeProfiles(existing, incoming, ['name', 'phone']);
    expect(merged.fields).toMatchObject({ name: 'Priya K. Raman', phone: '+919876543210' });
    expect(merged.review).toEqual([{ field: 'location', reason: 'unsure' }]);
  });
});

describe('fields show their source', () => {
  it('fields show their source: every value, list item and entry points into the text; e-mails lower-cased, empty spans dropped', () => {
    const resume = parsed({
      name: { value: 'Priya Raman', confidence: 0.9, start: 0, end: 11 },
      location: { value: 'London', confidence: 0.5, start: 20, end: 20 },
    });
    const sources = sourcesOf(resume);
    expect(sources.find((s) => s.field === 'name')).toEqual({
      field: 'name',
      value: 'Priya Raman',
      start: 0,
      end: 11,
      confidence: 0.9,
    });
    expect(sources.find((s) => s.field === 'email')?.value).toBe('priya@example.test');
    expect(sources.some((s) => s.field === 'location')).toBe(false);
    expect(sources.filter((s) => s.field === 'skills')).toHaveLength(2);
    expect(sources.find((s) => s.field === 'experience')?.value).toBe('Staff Nurse · St Thomas Hospital');
  });

  it('fields show their source: a value a person changed, or a list item they removed, no longer has a source', () => {
    const sources = sourcesOf(parsed());
    const held = sourcesStillHeld(
      sources,
      fields({
        name: 'Priya K. Raman',
        skills: [],
        experience: [{ ...fields().experience[0]!, company: 'Guy’s Hospital' }],
      }),
    );
    expect(held.map((s) => s.field).sort()).toEqual(['email', 'headline', 'location', 'phone']);
    expect(sourcesStillHeld(sources, fields()).length).toBe(sources.length);
  });
});
