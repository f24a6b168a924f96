import { describe, expect, it } from 'vitest';
import { readTextResume } from './resume-document.ts';
import { parseResumeDocument } from './resume-parser.ts';
import { fromModelResume, locate, type ModelResume } from './resume-structuring.ts';

const text = [
  'Ana Souza',
  'Ward Sister',
  'ana.souza@example.com | 020 7946 0958 | Leeds, UK',
  '',
  'Where I worked',
  'Ward Sister — St James Hospital, 2019 – now',
  'Ran a 28-bed surgical ward.',
  'Staff Nurse — Leeds General Infirmary, 2014 – 2019',
  '',
  'Skills',
  'Wound care; IV therapy; rota planning',
].join('\n');
const options = { defaultCountry: 'GB', now: '2026-11' };
const local = parseResumeDocument(readTextResume(new TextEncoder().encode(text)), options);

const q = (value: string, quote = value) => ({ value, quote });
const none = q('', '');
function model(overrides: Partial<ModelResume> = {}): ModelResume {
  return {
    name: q('Ana Souza'),
    email: q('ana.souza@example.com'),
    phone: q('020 7946 0958'),
    location: q('Leeds, UK'),
    headline: q('Ward Sister'),
    summary: none,
    links: [],
    skills: [q('Wound care'), q('IV therapy')],
    experience: [
      {
        title: 'Ward Sister',
        company: 'St James Hospital',
        start: '2019',
        end: 'present',
        description: 'Ran a 28-bed surgical ward.',
        quote: 'Ward Sister — St James Hospital, 2019 – now',
      },
      {
        title: 'Staff Nurse',
        company: 'Leeds General Infirmary',
        start: '2014',
        end: '2019',
        description: '',
        quote: 'Staff Nurse — Leeds General Infirmary, 2014 – 2019',
      },
    ],
    education: [],
    languages: [],
    certifications: [],
    ...overrides,
  };
}

describe('AI structuring', () => {
  it('AI structuring: values found in the text are taken with their source; the phone is normalised; years are counted', () => {
    const structured = fromModelResume(model(), local, options);
    expect(structured.phone?.value).toBe('+442079460958');
    expect(structured.experience.map((e) => [e.title, e.company, e.start, e.end])).toEqual([
      ['Ward Sister', 'St James Hospital', '2019', 'present'],
      ['Staff Nurse', 'Leeds General Infirmary', '2014', '2019'],
    ]);
    const first = structured.experience[0]!;
    expect(local.text.slice(first.start_offset, first.end_offset)).toBe(
      'Ward Sister — St James Hospital, 2019 – now',
    );
    expect(local.text.slice(structured.name!.start, structured.name!.end)).toBe('Ana Souza');
    expect(structured.skills.map((s) => s.value)).toEqual(expect.arrayContaining(['Wound care']));
    expect(structured.total_years_experience).toBeGreaterThan(12);
    expect(structured.text).toBe(local.text);
  });

  it('AI structuring: a value whose words are not in the résumé is not taken, and the local reading stays', () => {
    const structured = fromModelResume(
      model({
        name: q('Ana Maria Souza', 'Ana Maria Souza'),
        email: q('ana@invented.example', 'ana@invented.example'),
        phone: q('+1 555 0100 999', '+1 555 0100 999'),
        experience: [
          {
            title: 'Chief Nursing Officer',
            company: 'NHS England',
            start: '2023-01',
            end: 'present',
            description: '',
            quote: 'Chief Nursing Officer',
          },
        ],
      }),
      local,
      options,
    );
    expect(structured.name).toEqual(local.name);
    expect(structured.email).toEqual(local.email);
    expect(structured.phone).toEqual(local.phone);
    expect(structured.experience).toEqual(local.experience);
  });

  it('AI structuring: dates that are not YYYY-MM or YYYY are left empty rather than guessed', () => {
    const [entry] = fromModelResume(
      model({ experience: [{ ...model().experience[0]!, start: 'spring 2019', end: '2019-13' }] }),
      local,
      options,
    ).experience;
    expect(entry).toMatchObject({ start: '', end: '' });
  });

  it('AI structuring: a quote is found exactly, else with case and white space aside', () => {
    expect(locate('a\nWard  Sister here', 'ward sister')).toEqual({ start: 2, end: 14 });
    expect(locate('abc', 'x')).toBeNull();
    expect(locate('abc', 'zzz')).toBeNull();
  });
});
