import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AlignmentType, Document, Footer, Header, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { parseResumeFile, resumeFileKind } from './resume-parser.ts';
import { findGutter } from './resume-pdf.ts';
import { headingKind } from './resume-sections.ts';

const options = { defaultCountry: 'GB', now: '2026-11' };
const encode = (text: string) => new TextEncoder().encode(text);

const plainResume = `MARÍA JOSÉ GARCÍA LÓPEZ
Registered Nurse
Email: maria.garcia@example.org | Phone: 07700 900123 | Leeds, UK
linkedin.com/in/mariagarcia

PROFILE
Compassionate nurse with eight years on acute medical wards.

WORK HISTORY
Senior Staff Nurse\tLeeds Teaching Hospitals NHS Trust
Apr 2021 - Present
- Lead a team of six nurses on a 28-bed ward.
Staff Nurse, St James's Hospital
09/2016 - 03/2021
- Administered medication and monitored patients.

EDUCATION
BSc (Hons) Adult Nursing, University of Leeds, 2016

KEY SKILLS
Patient assessment, Wound care, IV therapy, Team leadership

LANGUAGES
Spanish (native), English - fluent
`;

describe('résumé parser', () => {
  it('tells a résumé file by its first bytes, not its name', () => {
    expect(resumeFileKind(encode('%PDF-1.7\n'))).toBe('pdf');
    expect(resumeFileKind(new Uint8Array([0x50, 0x4b, 3, 4, 0]))).toBe('docx');
    expect(resumeFileKind(encode('Jane Doe\nNurse'))).toBe('txt');
    expect(resumeFileKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toBe('png');
    expect(resumeFileKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(resumeFileKind(new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0]))).toBeNull();
  });

  it('names section headings by their words, in any casing, and nothing else', () => {
    expect(headingKind('WORK HISTORY')).toBe('experience');
    expect(headingKind('Professional Experience')).toBe('experience');
    expect(headingKind('Core Competencies')).toBe('skills');
    expect(headingKind('Licences & Certifications')).toBe('certifications');
    expect(headingKind('Career')).toBe('experience');
    expect(headingKind('Summary of Qualifications')).toBe('summary');
    expect(headingKind('Led the work history project.')).toBeNull();
    expect(headingKind('Senior Staff Nurse')).toBeNull();
  });

  it('reads every field of a plain-text résumé, each with its source in the text', async () => {
    const parsed = await parseResumeFile(encode(plainResume), options);
    expect(parsed.name?.value).toBe('MARÍA JOSÉ GARCÍA LÓPEZ');
    expect(parsed.headline?.value).toBe('Registered Nurse');
    expect(parsed.email?.value).toBe('maria.garcia@example.org');
    expect(parsed.phone?.value).toBe('+447700900123');
    expect(parsed.location?.value).toBe('Leeds, UK');
    expect(parsed.links.map((l) => l.value)).toEqual(['https://linkedin.com/in/mariagarcia']);
    expect(parsed.experience.map(({ title, company, start, end }) => [title, company, start, end])).toEqual([
      ['Senior Staff Nurse', 'Leeds Teaching Hospitals NHS Trust', '2021-04', 'present'],
      ['Staff Nurse', "St James's Hospital", '2016-09', '2021-03'],
    ]);
    expect(parsed.education[0]).toMatchObject({ institution: 'University of Leeds', end: '2016' });
    expect(parsed.skills.map((s) => s.value)).toContain('Wound care');
    expect(parsed.languages.map((l) => l.value)).toEqual(['Spanish', 'English']);
    expect(parsed.total_years_experience).toBe(10.3);
    const source = (field: { start: number; end: number } | null) =>
      field && parsed.text.slice(field.start, field.end);
    expect(source(parsed.name)).toBe('MARÍA JOSÉ GARCÍA LÓPEZ');
    expect(source(parsed.email)).toBe('maria.garcia@example.org');
    expect(source(parsed.phone)).toBe('07700 900123');
  });

  it('reads a Word résumé with its headings, and the contact details in its page header', async () => {
    const doc = new Document({
      sections: [
        {
          headers: {
            default: new Header({
              children: [new Paragraph('Tomasz Nowak · tomasz.nowak@example.pl · +48 601 234 567')],
            }),
          },
          footers: {
            default: new Footer({
              children: [new Paragraph({ alignment: AlignmentType.CENTER, text: 'References on request' })],
            }),
          },
          children: [
            new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_1 }),
            new Paragraph({ children: [new TextRun({ text: 'Warehouse Supervisor', bold: true })] }),
            new Paragraph('DHL Supply Chain Sp. z o.o. | 2019 – present'),
            new Paragraph({ text: 'Skills', heading: HeadingLevel.HEADING_1 }),
            new Paragraph('Forklift operation; Inventory management; SAP'),
          ],
        },
      ],
    });
    const parsed = await parseResumeFile(new Uint8Array(await Packer.toBuffer(doc)), {
      ...options,
      defaultCountry: 'PL',
    });
    expect(parsed.kind).toBe('docx');
    expect(parsed.name?.value).toBe('Tomasz Nowak');
    expect(parsed.email?.value).toBe('tomasz.nowak@example.pl');
    expect(parsed.phone?.value).toBe('+48601234567');
    expect(parsed.experience[0]).toMatchObject({
      title: 'Warehouse Supervisor',
      start: '2019',
      end: 'present',
    });
    expect(parsed.skills.map((s) => s.value)).toContain('Inventory management');
  });

  it('column reading: finds the gutter of a two-column page and none on a one-column page', () => {
    const sidebar = Array.from({ length: 8 }, (_, i) => ({ x0: 20, x1: 150 + (i % 3) * 10 }));
    const main = Array.from({ length: 12 }, (_, i) => ({ x0: 210, x1: 520 - (i % 4) * 30 }));
    expect(findGutter([...sidebar, ...main], 595)).toBe(207);
    const single = Array.from({ length: 20 }, (_, i) => ({
      x0: i % 5 === 0 ? 60 : 40,
      x1: 540 - (i % 3) * 20,
    }));
    expect(findGutter(single, 595)).toBeNull();
  });
});

describe('labelled résumés', () => {
  const split = (name: string) => fileURLToPath(new URL(`../eval/resumes/${name}/`, import.meta.url));
  const labels = (name: string) =>
    JSON.parse(readFileSync(join(split(name), 'labels.json'), 'utf8')) as { id: string; format: string }[];

  it('the held-out split holds at least 20 résumés, scans among them, and the dev split at least 40', () => {
    expect(labels('holdout').length).toBeGreaterThanOrEqual(20);
    expect(labels('holdout').some((label) => label.format === 'png' || label.format === 'jpeg')).toBe(true);
    expect(labels('dev').length).toBeGreaterThanOrEqual(40);
  });

  it('the held-out split is frozen: its labels and contents are byte for byte those committed when it was written', () => {
    const dir = split('holdout');
    const hash = createHash('sha256');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => /^(?:labels\.json|content\/)/.test(name) && statSync(join(dir, name)).isFile())
      .sort();
    for (const name of files)
      hash.update(relative(dir, join(dir, name))).update(readFileSync(join(dir, name)));
    expect(hash.digest('hex')).toBe('888e2b25106101abe1c6509545874679cd2bfe0b5f0e61308072070d5fa8a427');
  });
});
