import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AlignmentType, Document, Footer, Header, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { readTextResume, toDocument } from './resume-document.ts';
import { resumeFileKind } from './resume-file-kind.ts';
import { columnLines, findGutter } from './resume-layout.ts';
import { parseResumeDocument, parseResumeFile } from './resume-parser.ts';
import { withoutRunningLines } from './resume-pdf.ts';
import { headingKind } from './resume-sections.ts';
import { titleScore } from './resume-words.ts';

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
  it('file by content: a résumé file is told by its first bytes, not its name', () => {
    expect(resumeFileKind(encode('%PDF-1.7\n'))).toBe('pdf');
    expect(resumeFileKind(new Uint8Array([0x50, 0x4b, 3, 4, 0]))).toBe('docx');
    expect(resumeFileKind(encode('Jane Doe\nNurse'))).toBe('txt');
    expect(resumeFileKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toBe('png');
    expect(resumeFileKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(resumeFileKind(new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0]))).toBeNull();
  });

  it('sections: headings are named by their words, in any casing, qualified by the trade, and nothing else is one', () => {
    expect(headingKind('WORK HISTORY')).toBe('experience');
    expect(headingKind('Professional Experience')).toBe('experience');
    expect(headingKind('Core Competencies')).toBe('skills');
    expect(headingKind('Licences & Certifications')).toBe('certifications');
    expect(headingKind('Career')).toBe('experience');
    expect(headingKind('Teaching Experience')).toBe('experience');
    expect(headingKind('CLINICAL SKILLS')).toBe('skills');
    expect(headingKind('Summary of Qualifications')).toBe('summary');
    expect(headingKind('Tools & Methods')).toBe('skills');
    expect(headingKind('Platforms and Systems')).toBeNull();
    expect(headingKind('Led the work history project.')).toBeNull();
    expect(headingKind('Senior Staff Nurse')).toBeNull();
  });

  it('confidence and source: every field of a plain-text résumé comes with the span of the text it was read from', async () => {
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

  it('running lines once: a Word résumé is read with its page header, where its contact details are', async () => {
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

  it('running lines once: a header repeated on every page is kept once and page numbers are dropped', () => {
    const line = (text: string, page: number) => ({
      text,
      page,
      size: 10,
      bold: false,
      heading: false,
      column: 0,
    });
    const body = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];
    const pages = [1, 2, 3].map((page) => [
      line('Jane Doe · jane@example.com', page),
      line(`${body[page]} opening`, page),
      line(`Built ${page + 2} APIs`, page),
      line(`${body[page + 2]} closing`, page),
      line(`Page ${page} of 3`, page),
    ]);
    expect(withoutRunningLines(pages).map((l) => l.text)).toEqual([
      'Jane Doe · jane@example.com',
      'Bravo opening',
      'Built 3 APIs',
      'Delta closing',
      'Charlie opening',
      'Built 4 APIs',
      'Echo closing',
      'Delta opening',
      'Built 5 APIs',
      'Foxtrot closing',
    ]);
  });

  const parseText = (text: string, defaultCountry = 'US') =>
    parseResumeDocument(readTextResume(encode(text)), { defaultCountry, now: '2026-11' });
  /** The title and employer of each entry of a work history written below a name. */
  const entries = (lines: string[]) =>
    parseText(['Ines Okafor', 'EXPERIENCE', ...lines].join('\n')).experience.map(({ title, company }) => [
      title,
      company,
    ]);

  it('name: no honorific, no letters after it, never a heading, a skill or "Curriculum Vitae"', () => {
    expect(parseText('CURRICULUM VITAE\nDr. Priya Natarajan, MD\nChennai, India').name?.value).toBe(
      'Priya Natarajan',
    );
    expect(parseText('Ventilator Management\nAnjali Thomas\nSKILLS').name?.value).toBe('Anjali Thomas');
  });

  it('name: several honorifics before it, lower case or not, are left out', () => {
    expect(
      parseText('dr. ir. Pieter Van Damme\nGSM 0475 12 34 56 · Adres Gent\nQuality Manager').name?.value,
    ).toBe('Pieter Van Damme');
    expect(parseText('Prof. Dr. Anna Keller\nZürich').name?.value).toBe('Anna Keller');
  });

  it('name: a name set on two lines at the top of the page, one word on each, is one name', () => {
    const parsed = parseText('Élodie\nMARCHAND\nChef de cuisine\nelodie.marchand@example.fr');
    expect(parsed.name?.value).toBe('Élodie MARCHAND');
    // Its span covers both lines.
    expect(parsed.name && parsed.text?.slice(parsed.name.start, parsed.name.end)).toBe('Élodie\nMARCHAND');
  });

  it('name: a name set letter by letter is split where the words of the e-mail address end', () => {
    const spaced =
      'S O F I A L I N D Q V I S T\nPhysiotherapist\nPROFILE\nEleven years in sports rehabilitation.';
    expect(parseText(`${spaced}\nsofia.lindqvist.fysio@example.se`).name?.value).toBe('SOFIA LINDQVIST');
    // Without an address that says where the words end, no name is made up.
    expect(parseText(`${spaced}\nclinic@example.se`).name).toBeNull();
  });

  it('name: the first line of a column of its own may be the name when a sidebar comes first', () => {
    const sidebar = ['CONTACT', 'Tel 9123 4567', 'Email winnie.chan@example.hk', 'SOFTWARE'];
    const tools = Array.from({ length: 14 }, (_, i) => `Tool number ${i + 1}`);
    const main = ['Winnie Chan Wing-yee', 'Senior Interior Designer', 'EXPERIENCE'];
    const line = (text: string, column: number) => ({
      text,
      page: 1,
      size: 0,
      bold: false,
      heading: false,
      column,
    });
    const document = toDocument('ocr', 1, [
      ...[...sidebar, ...tools].map((text) => line(text, 0)),
      ...main.map((text) => line(text, 1)),
    ]);
    expect(parseResumeDocument(document, options).name?.value).toBe('Winnie Chan Wing-yee');
  });

  it('name: particles of lineage count as part of a name, and a company is never the name', () => {
    expect(parseText('Kavitha a/p Subramaniam\nSenior Pharmacy Assistant').name?.value).toBe(
      'Kavitha a/p Subramaniam',
    );
    expect(
      parseText('Meridian Marine Supplies Pte. Ltd.\nNur Aisyah binte Rahmat\nOffice Administrator').name
        ?.value,
    ).toBe('Nur Aisyah binte Rahmat');
  });

  it('home location: a labelled place without its label, or a contact-line place with a postcode, "the" or a state code', () => {
    const locationOf = (...header: string[]) =>
      parseText(
        [
          'Ines Okafor',
          ...header,
          'EXPERIENCE',
          'Chef de Partie, The Larder, Leeds, UK',
          'Jan 2020 – present',
        ].join('\n'),
      ).location?.value ?? null;
    expect(locationOf('Address Piraeus, Greece')).toBe('Piraeus, Greece');
    expect(locationOf('Adres: Mersin, Türkiye')).toBe('Mersin, Türkiye');
    expect(locationOf('ines@example.com • Phoenix, AZ 85004 • (602) 555-0147')).toBe('Phoenix, AZ 85004');
    expect(locationOf('ines@example.com | Utrecht, the Netherlands')).toBe('Utrecht, the Netherlands');
    expect(locationOf('Parramatta NSW 2150 | ines@example.com')).toBe('Parramatta NSW 2150');
    expect(locationOf('(312) 555-0147 • ines@example.com • Chicago, IL •')).toBe('Chicago, IL');
  });

  it('home location: a town, or a town and its region, among the e-mail and phone; never the name or a link’s label', () => {
    const locationOf = (...header: string[]) =>
      parseText(['Ines Okafor', ...header].join('\n')).location?.value ?? null;
    expect(locationOf('Kraków | +48 601 234 567 | ines@example.com')).toBe('Kraków');
    expect(locationOf('ines@example.com · Pune, Maharashtra · +91 98200 12345')).toBe('Pune, Maharashtra');
    expect(locationOf('ines@example.com | LinkedIn | Portfolio')).toBeNull();
    expect(locationOf('Ines Okafor, RN | ines@example.com')).toBeNull();
    // Without an e-mail or phone beside it, a lone capitalised word is not taken for a town.
    expect(locationOf('Pastry', 'ines@example.com')).toBeNull();
  });

  it('home location: an employer’s or a school’s place is never where the person lives', () => {
    const parsed = parseText(
      [
        'Ines Okafor',
        'ines@example.com | (312) 555-0147',
        'EXPERIENCE',
        'Line Cook — The Larder, Leeds, UK',
        'Jan 2020 – present',
        'EDUCATION',
        'BA Culinary Arts, Sheffield Hallam University, Sheffield, UK',
      ].join('\n'),
    );
    expect(parsed.location).toBeNull();
  });

  it('phone: the labelled number wins, written locally it gets the country code, and date ranges are never numbers', () => {
    const parsed = parseText('Jane Doe\nOffice 2018.04 – 2022.03\nMobile: (415) 555-2671', 'US');
    expect(parsed.phone?.value).toBe('+14155552671');
    expect(parseText('Jane Doe\nWorked 2018.04 – 2022.03 in Osaka').phone).toBeNull();
    expect(
      parseText('Yuki Sato\nArtist — Studio\t2018.04 – 2022.03\nOsaka\n06-6123-4567', 'JP').phone?.value,
    ).toBe('+81661234567');
    expect(parseText('Jo Park\nAnalyst 04/2018 - 03/2022', 'GB').phone).toBeNull();
  });

  it('phone: two numbers on lines of their own are read one by one, and the labelled one wins', () => {
    const parsed = parseText(
      'Tanvir Ahmed\nMobile: 01712-345678\n01911-223344\nReferee – 01819-000111',
      'BD',
    );
    expect(parsed.phone?.value).toBe('+8801712345678');
    expect(parsed.phone && parsed.text.slice(parsed.phone.start, parsed.phone.end)).toBe('01712-345678');
  });

  it('phone: a post-office box is an address, and unlabelled a valid number beats one that is only possible', () => {
    const parsed = parseText('Wanjiru Kariuki\nP.O. Box 1423-10200, Muranga · 0722 418 930', 'KE');
    expect(parsed.phone?.value).toBe('+254722418930');
    expect(parseText('Jo Park\nRef 0191 000 0000 · (415) 555-2671', 'US').phone?.value).toBe('+14155552671');
  });

  it('contact fields: an e-mail address whose domain wraps in a narrow column is read across the break', () => {
    const parsed = parseText('Chiamaka Obi\nGet in touch\nchiamaka.obi@exampl\ne.com.ng\nLagos');
    expect(parsed.email?.value).toBe('chiamaka.obi@example.com.ng');
    expect(parseText('Jo Park\njo@example.com\nmanager.co').email?.value).toBe('jo@example.com');
  });

  it('phone: digits inside an e-mail address or a link are never the phone number', () => {
    const parsed = parseText('Mei Tanaka\nmei.6503095322@example.test | +44 20 7946 0958 | London', 'GB');
    expect(parsed.phone?.value).toBe('+442079460958');
    expect(parseText('Jo Park\njo.4155552671@example.test').phone).toBeNull();
    expect(parseText('Jo Park\nhttps://example.com/u/4155552671 | jo@example.test', 'US').phone).toBeNull();
    expect(parseText('Jo Park\njo@example.test|(415) 555-2671', 'US').phone?.value).toBe('+14155552671');
  });

  it('work history entries: title and employer in either order, brackets kept, places, sentences and breaks left out', () => {
    const parsed = parseText(
      [
        'Jane Doe',
        'EXPERIENCE',
        'Northwind Traders Ltd — Seattle, WA',
        'Nurse (Night Shift)\tJan 2021 – Present',
        'Led the COVID ward during 2020 – 2021 and trained the new starters on it.',
        'Career break (Aug 2018 – Dec 2020): caring for a parent',
        'Staff Nurse at Mercy Hospital (Dublin)\t2015 – 2018',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company, start, end }) => [title, company, start, end])).toEqual([
      ['Nurse (Night Shift)', 'Northwind Traders Ltd', '2021-01', 'present'],
      ['Staff Nurse', 'Mercy Hospital', '2015', '2018'],
    ]);
  });

  it('work history entries: an acronym in brackets after an employer is part of its name; a town in brackets is not', () => {
    const parsed = parseText(
      [
        'Liam Byrne',
        'EXPERIENCE',
        'Guest English Teacher\tMar 2018 – Feb 2021',
        'Gyeonggi Provincial Office of Education (EPIK)',
        'Care Assistant\t2015 – 2018',
        'Rosewood House (Leeds)',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Guest English Teacher', 'Gyeonggi Provincial Office of Education (EPIK)'],
      ['Care Assistant', 'Rosewood House'],
    ]);
  });

  it('other languages: headings, months and "present" in Spanish, Portuguese, French, German, Italian and Dutch', () => {
    expect(headingKind('EXPERIENCIA PROFESIONAL')).toBe('experience');
    expect(headingKind('Formação Académica')).toBe('education');
    expect(headingKind('Berufserfahrung')).toBe('experience');
    expect(headingKind('Compétences techniques')).toBe('skills');
    expect(headingKind('Formacion')).toBe('education');
    // Typed letter by letter, as plain-text résumés space headings out.
    expect(headingKind('W O R K H I S T O R Y')).toBe('experience');
    expect(headingKind('S K I L L S')).toBe('skills');
    expect(headingKind('A B C D')).toBeNull();
    const parsed = parseText(
      [
        'Sofía Ruiz',
        'EXPERIENCIA PROFESIONAL',
        'ene. 2020 – actualidad\tContadora General',
        'Grupo Logístico del Bajío, S.A. de C.V.',
        'März 2016 – Dez. 2019\tBuchhalterin',
        'Kessler Tiefbau GmbH',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company, start, end }) => [title, company, start, end])).toEqual([
      ['Contadora General', 'Grupo Logístico del Bajío, S.A. de C.V.', '2020-01', 'present'],
      ['Buchhalterin', 'Kessler Tiefbau GmbH', '2016-03', '2019-12'],
    ]);
  });

  it('work history entries: a qualifier after a title’s dash stays in the title; a city after an employer’s dash is left out', () => {
    const parsed = parseText(
      [
        'Chidi Umeh',
        'EXPERIENCE',
        'Site Engineer – Bridges\tFeb 2022 – Present',
        'Coastline Civil Pty Ltd',
        'Senior Product Designer\tSep 2019 – Aug 2021',
        'Atelier Nord SAS – Lyon',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Site Engineer – Bridges', 'Coastline Civil Pty Ltd'],
      ['Senior Product Designer', 'Atelier Nord SAS'],
    ]);
  });

  it('work history entries: what follows a title’s comma qualifies it when the employer is elsewhere; lengths of time are neither', () => {
    const parsed = parseText(
      [
        'Aroha Smith',
        'EXPERIENCE',
        'Registered Nurse, Emergency Department\tAug 2020 – Present',
        'Te Awa Regional Hospital',
        'Financial Analyst II · Jan 2021 – Feb 2023 (2 yrs 2 mos)',
        'Carolina Crest Bank, N.A.',
        'Senior Officer (Cash & Customer Service) | Padma Commercial Bank PLC | Dhaka | 01/2019 – 12/2020',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Registered Nurse, Emergency Department', 'Te Awa Regional Hospital'],
      ['Financial Analyst II', 'Carolina Crest Bank, N.A.'],
      ['Senior Officer (Cash & Customer Service)', 'Padma Commercial Bank PLC'],
    ]);
  });

  it('work history entries: a heading line that wraps inside its dates or its title is read as one line', () => {
    const parsed = parseText(
      [
        'Wanjiru Kariuki',
        'WORK EXPERIENCE',
        'GREENHILLS TEA FACTORY CO. LTD, Kangema — Senior Field Extension Officer (Feb 2020 –',
        'Present)',
        'Supervises 11 extension officers serving 6,800 smallholder tea growers.',
        'AGRIGROW KENYA & PARTNERS, Thika — Agronomist (Jun 2016',
        '– Jan 2020)',
        'Integrated pest management programme for outgrowers.',
        'KENYA LIVESTOCK RESEARCH ORGANIZATION, Kandara — Research',
        'Assistant (Oct 2014 – May 2016)',
        'ONE ACRE FUND, Kakamega — Field Officer (Jan 2013 – Sep 2014)',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company, start, end }) => [title, company, start, end])).toEqual([
      ['Senior Field Extension Officer', 'GREENHILLS TEA FACTORY CO. LTD', '2020-02', 'present'],
      ['Agronomist', 'AGRIGROW KENYA & PARTNERS', '2016-06', '2020-01'],
      ['Research Assistant', 'KENYA LIVESTOCK RESEARCH ORGANIZATION', '2014-10', '2016-05'],
      ['Field Officer', 'ONE ACRE FUND', '2013-01', '2014-09'],
    ]);
    // A place after the employer's dash is not the start of a title.
    const placed = parseText(
      ['Jo Park', 'EXPERIENCE', 'Northgate Freight Ltd — Leeds', 'Engineer (Mar 2016 – Dec 2019)'].join('\n'),
    );
    expect(placed.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Engineer', 'Northgate Freight Ltd'],
    ]);
  });

  it('work history entries: the line just above the next entry’s dates is that entry’s heading, not this one’s employer', () => {
    const parsed = parseText(
      [
        'Chidi Umeh',
        'PROFESSIONAL EXPERIENCE',
        'Site Engineer – Coastline Civil Pty Ltd',
        'Jan 2020 – Present',
        'Junior Site Engineer – Northgate Freight Ltd',
        'Mar 2016 – Dec 2019',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Site Engineer', 'Coastline Civil Pty Ltd'],
      ['Junior Site Engineer', 'Northgate Freight Ltd'],
    ]);
  });

  it('work history entries: the two lines above the next entry’s dates, an employer then a role, start the next group', () => {
    const parsed = parseText(
      [
        'Maria Lopez',
        'EXPERIENCE',
        'Northstar Contact Solutions Phils., Inc.',
        'HR Generalist',
        'Nov 2022 – Present',
        'HR Assistant',
        'Aug 2020 – Oct 2022',
        'Bluewave Teleservices Corp.',
        'Team Leader, Customer Care',
        'Feb 2017 – Jul 2020',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company }) => [title, company])).toEqual([
      ['HR Generalist', 'Northstar Contact Solutions Phils., Inc.'],
      ['HR Assistant', 'Northstar Contact Solutions Phils., Inc.'],
      ['Team Leader, Customer Care', 'Bluewave Teleservices Corp.'],
    ]);
  });

  it('work history entries: where employers head their groups, an employer line just above the next title and dates starts the next group', () => {
    const parsed = parseText(
      [
        'Dana Keller',
        'EXPERIENCE',
        'Keller Logistics, Inc. — Columbus, OH',
        'Director of Operations\tMarch 2021 – Present',
        'Senior Operations Manager\tJanuary 2018 – February 2021',
        'Tri-County Cold Storage LLC — Groveport, OH',
        'Warehouse Manager\tApril 2013 – May 2015',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Director of Operations', 'Keller Logistics, Inc.'],
      ['Senior Operations Manager', 'Keller Logistics, Inc.'],
      ['Warehouse Manager', 'Tri-County Cold Storage LLC'],
    ]);
  });

  it('work history entries: where employers head their groups, a name and a place set apart by a tab is the next group’s employer', () => {
    const parsed = parseText(
      [
        'Luc Tremblay',
        'EXPERIENCE',
        'PCL Constructors Canada Inc.\tOttawa, ON',
        'Project Manager\tJan 2016 – Mar 2020',
        'Project Coordinator\tMay 2013 – Dec 2015',
        'Bâtiments Laurentiens Ltée\tGatineau, QC',
        'Site Superintendent\tMar 2007 – May 2010',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Project Manager', 'PCL Constructors Canada Inc.'],
      ['Project Coordinator', 'PCL Constructors Canada Inc.'],
      ['Site Superintendent', 'Bâtiments Laurentiens Ltée'],
    ]);
  });

  it('work history entries: after a title’s comma, pieces naming no organisation finish the title and the named employer follows', () => {
    const parsed = parseText(
      [
        'Aiko Tanaka',
        'EXPERIENCE',
        'Assistant Manager, Guest Relations, Marina Crest Hotel Pte. Ltd.',
        'Singapore | Apr 2018 – Sep 2021',
        'Senior Accountant, Cascadia Timber Products, Inc.',
        'Portland | Apr 2016 – Mar 2018',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Assistant Manager, Guest Relations', 'Marina Crest Hotel Pte. Ltd.'],
      ['Senior Accountant', 'Cascadia Timber Products, Inc.'],
    ]);
  });

  it('work history entries: an employer below its role, with no descriptions, stays that role’s', () => {
    const parsed = parseText(
      [
        'Sam Reyes',
        'EXPERIENCE',
        'Senior Engineer\tMarch 2019 – Present',
        'Acme Widgets Ltd',
        'Engineer\tJanuary 2016 – February 2019',
        'Beta Tools GmbH',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Senior Engineer', 'Acme Widgets Ltd'],
      ['Engineer', 'Beta Tools GmbH'],
    ]);
  });

  it('work history entries: an employer that ends in its legal form keeps its commas', () => {
    const parsed = parseText(
      [
        'Luis Garza',
        'EXPERIENCE',
        'Alvarado, Garza y Asociados, S.C.\tMonterrey',
        'Audit Manager\tJul 2015 – Feb 2019',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Audit Manager', 'Alvarado, Garza y Asociados, S.C.'],
    ]);
  });

  it('work history entries: a comma inside a title’s brackets does not split it', () => {
    const parsed = parseText(
      ['Luis Garza', 'EXPERIENCE', 'Teller (part-time, while studying)\tSep 2007 – Dec 2009'].join('\n'),
    );
    expect(parsed.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Teller (part-time, while studying)', ''],
    ]);
  });

  it('work history entries: an employer’s line ending in initials ("Apodaca, N.L.") is a heading, not a sentence', () => {
    const parsed = parseText(
      [
        'Luis Garza',
        'EXPERIENCE',
        'Industrias Regiomontanas del Norte, S.A. de C.V.\tApodaca, N.L.',
        'Financial Controller\tMar 2019 – Present',
        'Owns US GAAP reporting to the parent company.',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Financial Controller', 'Industrias Regiomontanas del Norte, S.A. de C.V.'],
    ]);
  });

  it('work history entries: a job written with one year set apart at the end of its heading starts and ends that year', () => {
    const parsed = parseText(
      [
        'Maartje de Vries',
        'EXPERIENCE',
        'Chief Financial Officer, Noordzee Offshore Services N.V.\t2020 – Present',
        'Interim CFO, Bakker-Vos Interim Finance B.V.\t2019',
        'Led the 2019 year-end close in 2019 for the board.',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company, start, end }) => [title, company, start, end])).toEqual([
      ['Chief Financial Officer', 'Noordzee Offshore Services N.V.', '2020', 'present'],
      ['Interim CFO', 'Bakker-Vos Interim Finance B.V.', '2019', '2019'],
    ]);
  });

  it('sections: where table rows start with their heading cell, a heading run into its cell’s first line is one too', () => {
    const parsed = parseText(
      [
        'Jürgen Häußler',
        'Berufserfahrung Ostalb Präzisionstechnik GmbH — Aalen',
        'Schichtführer Instandhaltung\tseit 04/2021',
        'Ausbildung\t2019',
        'Techniker Elektrotechnik, Technische Akademie',
        'Kenntnisse\tSiemens S7, TIA Portal, EPLAN',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Schichtführer Instandhaltung', 'Ostalb Präzisionstechnik GmbH'],
    ]);
    expect(parsed.skills.map((s) => s.value)).toContain('TIA Portal');
    // Without such rows, a line starting with a heading's word is not a heading.
    expect(parseText('Jane Doe\nExperience Design Lead\nSKILLS\nFigma').headline?.value).toBe(
      'Experience Design Lead',
    );
  });

  it('sections: unusual work-history headings in general use, and "Academic" only qualifying another kind', () => {
    expect(headingKind("Where I've Worked")).toBe('experience');
    expect(headingKind('Places I have worked')).toBe('experience');
    expect(headingKind('Academic Appointments')).toBe('experience');
    expect(headingKind('Academic Qualifications')).toBe('education');
    expect(headingKind('Academic')).toBe('education');
    expect(headingKind('Arbetslivserfarenhet')).toBe('experience');
    expect(headingKind('Doświadczenie zawodowe')).toBe('experience');
    expect(headingKind('Professional Background')).toBe('experience');
    expect(headingKind('Academic Background')).toBe('education');
    expect(headingKind('Positions Held')).toBe('experience');
    expect(headingKind('Earlier Career')).toBe('experience');
    // A heading repeated on the next page.
    expect(headingKind('Work Experience (continued)')).toBe('experience');
    expect(headingKind("Experience cont'd")).toBe('experience');
    expect(headingKind('Skills, continued')).toBe('skills');
    // Plural forms of the other languages' heading words.
    expect(headingKind('Expériences professionnelles')).toBe('experience');
    expect(headingKind('Experiências profissionais')).toBe('experience');
    expect(headingKind('Early Career')).toBe('experience');
    expect(headingKind('Industrial Placement')).toBe('experience');
    expect(headingKind('Praxiserfahrung')).toBe('experience');
    expect(headingKind('Historial laboral')).toBe('experience');
    expect(headingKind('Skill Set')).toBe('skills');
    expect(headingKind('About Me')).toBe('summary');
    // The other headings in the languages whose work history is read: Swedish, Polish, Finnish.
    expect(headingKind('Utbildning')).toBe('education');
    expect(headingKind('Umiejętności')).toBe('skills');
    expect(headingKind('Kielitaito')).toBe('languages');
    // Indonesian and Turkish.
    expect(headingKind('Pengalaman Kerja')).toBe('experience');
    expect(headingKind('Pendidikan')).toBe('education');
    expect(headingKind('İş Deneyimi')).toBe('experience');
    expect(headingKind('Stajlar')).toBe('experience');
    expect(headingKind('Yetenekler')).toBe('skills');
    expect(headingKind('Języki obce')).toBe('languages');
    expect(headingKind('Kursy i certyfikaty')).toBe('certifications');
    expect(headingKind('Bahasa')).toBe('languages');
    expect(headingKind('Bahasa Inggris')).toBeNull();
    expect(headingKind('Sertifikat')).toBe('certifications');
    // The consent clause Polish résumés end with is a section of its own, not more skills.
    expect(headingKind('Klauzula')).toBe('other');
    // "Professional" before a word that is no heading's is not a heading.
    expect(headingKind('Professional Development')).toBeNull();
  });

  it('work history entries: roles under one employer keep it; prose and a place below the dates are not employers', () => {
    const parsed = parseText(
      [
        'Lena Park',
        'EXPERIENCE',
        'Harbourline Freight — Rotterdam',
        'Operations Manager\tJun 2021 – Present',
        'Run the night shift of the cross-dock and its twelve drivers; cut',
        'overtime by a fifth.',
        'Shift Supervisor\tMar 2018 – May 2021',
        'Scheduled crews for three docks and trained every new starter on the',
        'Northway Retail Group',
        'Stock Assistant\t2016 – 2018',
        'Brightwell',
        'Account Manager\tMay 2014 - Jan 2016 (1 year 9 months)',
        'Denver, Colorado, United States',
        'Renewals for forty mid-market customers across the western region.',
        'Sales Associate\tJan 2012 - April 2014 (2 years 4 months)',
        'Denver, Colorado, United States',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company, start, end }) => [title, company, start, end])).toEqual([
      ['Operations Manager', 'Harbourline Freight', '2021-06', 'present'],
      ['Shift Supervisor', 'Harbourline Freight', '2018-03', '2021-05'],
      ['Stock Assistant', 'Northway Retail Group', '2016', '2018'],
      ['Account Manager', 'Brightwell', '2014-05', '2016-01'],
      ['Sales Associate', 'Brightwell', '2012-01', '2014-04'],
    ]);
  });

  it('work history entries: a title’s comma or dash qualifier stays in it when the employer is elsewhere; a place after a legal form is left out', () => {
    const parsed = parseText(
      [
        'Tomás Reyes',
        'EXPERIENCE',
        'Ostrander Legal — Perth',
        'Senior Associate, Property Disputes\tMay 2020 to present',
        'Advised landlords on lease disputes and ran weekly file reviews.',
        'Junior Executive – Inbound Operations, Meridia Cold Storage Pvt. Ltd.',
        'Pune | Jul 2016 – Mar 2019',
        'Tarn Valley Builders Ltd Perth',
        'Site Joiner 2012 - 2016',
        'Gave the Builders an extra pair of hands on the roofs.',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Senior Associate, Property Disputes', 'Ostrander Legal'],
      ['Junior Executive – Inbound Operations', 'Meridia Cold Storage Pvt. Ltd.'],
      ['Site Joiner', 'Tarn Valley Builders Ltd'],
    ]);
  });

  it('work history entries: under an employer named on its own line, a role’s dash qualifier stays in the title', () => {
    expect(
      entries([
        'Marlow Outdoor Supplies Ltd\tGlasgow',
        'Branch Manager\tMay 2021 – Present',
        'Ran a branch of nine staff and its weekly stock take.',
        'Team Leader – Camping Centre\tJan 2018 – Apr 2021',
        'Ordering and displays for the tents and cooking departments.',
        'Corporal – Vehicle Mechanic\tJun 2012 – Dec 2017',
        'Kept the trucks of a transport squadron on the road.',
      ]),
    ).toEqual([
      ['Branch Manager', 'Marlow Outdoor Supplies Ltd'],
      ['Team Leader – Camping Centre', 'Marlow Outdoor Supplies Ltd'],
      ['Corporal – Vehicle Mechanic', 'Marlow Outdoor Supplies Ltd'],
    ]);
    expect(
      entries([
        'Mar 2015 – Present',
        'Head Porter',
        'Grand Hotel Albion — Brighton',
        '* Ran the door team.',
        'Jun 2010 – May 2012',
        'Relief – Night Porter (weekends)',
        'Fennick Guest House — Hove',
        '* Kept the front desk on quiet nights.',
      ]),
    ).toEqual([
      ['Head Porter', 'Grand Hotel Albion'],
      ['Relief – Night Porter (weekends)', 'Fennick Guest House'],
    ]);
  });

  it('work history entries: under an employer named on its own line, a role’s comma qualifier stays in the title', () => {
    expect(
      entries([
        'Harrowgate Freight Ltd — Leeds',
        'Operations Director\tMarch 2021 – Present',
        'Ran four sites.',
        'Senior Operations Manager\tJan 2018 – Feb 2021',
        'Ran the replenishment building.',
        'Operations Manager, Inbound\tJun 2015 – Dec 2017',
        'Fenwick Cold Store LLC — York',
        'Warehouse Manager\tApr 2013 – May 2015',
      ]),
    ).toEqual([
      ['Operations Director', 'Harrowgate Freight Ltd'],
      ['Senior Operations Manager', 'Harrowgate Freight Ltd'],
      ['Operations Manager, Inbound', 'Harrowgate Freight Ltd'],
      ['Warehouse Manager', 'Fenwick Cold Store LLC'],
    ]);
    // Where the employer's line names no place, a lone word after the comma may be where the role was.
    expect(
      entries([
        'Harrowgate Freight Ltd',
        'Operations Director\tMarch 2021 – Present',
        'Ran four sites.',
        'Operations Manager, Bradford\tJun 2015 – Feb 2021',
      ]).at(-1)?.[0],
    ).toBe('Operations Manager');
  });

  it('work history entries: a line going on with the sentence above, an acronym after a title’s comma and a town after a legal form’s dash are not employers', () => {
    expect(
      entries([
        'Lakeshore Multispeciality Hospital — Kochi',
        'Consultant Anaesthesiologist\tAug 2019 – Present',
        'Set up the acute pain service; opioid use after knee replacement down',
        'by 40%',
        'Associate Consultant\tJul 2016 – Jul 2019',
        'Korle Bu Teaching Hospital — Accra',
        'Senior Nursing Officer, Intensive Care Unit\tJan 2021 – Present',
        'Nursing Officer, ICU\tJun 2018 – Dec 2020',
      ]),
    ).toEqual([
      ['Consultant Anaesthesiologist', 'Lakeshore Multispeciality Hospital'],
      ['Associate Consultant', 'Lakeshore Multispeciality Hospital'],
      ['Senior Nursing Officer, Intensive Care Unit', 'Korle Bu Teaching Hospital'],
      ['Nursing Officer, ICU', 'Korle Bu Teaching Hospital'],
    ]);
    expect(
      entries([
        'Grupo Andino Congresos S.A. — Buenos Aires',
        'Senior Events Coordinator\tJul 2021 – Present',
        'Runs 25 corporate events a year; budgets up to USD 400,000',
        'CNC Programmer @ Tajmac-ZPS, a.s.\tSep 2012 – May 2016',
        'Zlín',
      ]),
    ).toEqual([
      ['Senior Events Coordinator', 'Grupo Andino Congresos S.A.'],
      ['CNC Programmer', 'Tajmac-ZPS, a.s.'],
    ]);
    // A name after a particle is still an employer.
    expect(entries(['Dredging Engineer\tMar 2019 – Present', 'van Oord Marine Contractors BV'])).toEqual([
      ['Dredging Engineer', 'van Oord Marine Contractors BV'],
    ]);
  });

  it('work history entries: an employer with its own dates over roles dated within them heads their group and is not a role', () => {
    const dated = (lines: string[]) =>
      parseText(['Ines Okafor', 'EXPERIENCE', ...lines].join('\n')).experience.map(
        ({ title, company, start, end }) => [title, company, start, end],
      );
    expect(
      dated([
        'John Deere Brasil Ltda., Ribeirão Preto, SP\tFeb 2015 – Present',
        'Key Account Manager, Sugarcane\tJan 2022 – Present',
        'Responsible for 18 sugar and ethanol groups.',
        'Sales Engineer\tFeb 2015 – Dec 2021',
        'Territory sales of tractors and planters to grain growers.',
        'Case IH Brasil Ltda.\tPiracicaba, SP',
        'Product Specialist, Harvesters\tJul 2012 – Jan 2015',
      ]),
    ).toEqual([
      ['Key Account Manager, Sugarcane', 'John Deere Brasil Ltda.', '2022-01', 'present'],
      ['Sales Engineer', 'John Deere Brasil Ltda.', '2015-02', '2021-12'],
      ['Product Specialist, Harvesters', 'Case IH Brasil Ltda.', '2012-07', '2015-01'],
    ]);
    // A Polish company keeps its legal form.
    expect(dated(['Data Engineer\tJun 2019 – Present', 'Parcelnet Sp. z o.o., Poznań'])).toEqual([
      ['Data Engineer', 'Parcelnet Sp. z o.o.', '2019-06', 'present'],
    ]);
  });

  it('work history entries: a form-style CV’s row labels are taken off and a label wrapped after "and" starts no section', () => {
    const parsed = parseText(
      [
        'Carine Schmit',
        'Work experience',
        'Dates 04/2020 – Present',
        'Occupation or position held Senior Compliance Officer',
        'Name and address of\tBanque Internationale à Luxembourg S.A., Luxembourg',
        'employer',
        'Main activities and\tSecond-line review of private banking relationships.',
        'responsibilities\tAuthor of the procedure on source-of-wealth checks.',
        'Dates 02/2016 – 07/2016',
        'Occupation or position held Trainee',
        'Name and address of\tCommission de Surveillance du Secteur Financier, Luxembourg',
        'employer',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company, start }) => [title, company, start])).toEqual([
      ['Senior Compliance Officer', 'Banque Internationale à Luxembourg S.A.', '2020-04'],
      ['Trainee', 'Commission de Surveillance du Secteur Financier', '2016-02'],
    ]);
  });

  it('work history entries: a town and its region on the line below are never the employer, even when the region code reads as a legal form', () => {
    const parsed = parseText(
      [
        'Ines Okafor',
        'EXPERIENCE',
        'Maintenance Electrician, Kestrel Fabrication Ltd.\tMay 2018 – Present',
        'Red Deer, AB',
        'Fitted spools for the refinery shutdowns.',
        'Junior Welder, Larkspur Metal Works Inc.\tJun 2015 – Apr 2018',
        'Boulder, CO',
        'Cut and ground plate for the welders.',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Maintenance Electrician', 'Kestrel Fabrication Ltd.'],
      ['Junior Welder', 'Larkspur Metal Works Inc.'],
    ]);
  });

  it('work history entries: an employer ending in a legal form or a bracket is complete, so the district and town below are not added to it', () => {
    const parsed = parseText(
      [
        'Ines Okafor',
        'EXPERIENCE',
        'Audit Trainee, Okoro Bello & Co. (Chartered Accountants)\tSep 2016 – Jan 2019',
        'Yaba, Lagos',
        'Statutory audits of retail and logistics clients.',
        'Accounts Clerk, Ndukwe Brothers & Co.\tMar 2014 – Aug 2016',
        'Aba, Abia',
        'Ledger postings and bank reconciliations.',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Audit Trainee', 'Okoro Bello & Co. (Chartered Accountants)'],
      ['Accounts Clerk', 'Ndukwe Brothers & Co.'],
    ]);
  });

  it('one layout per résumé: employers without an organisation word still set the layout, and a title’s comma qualifier does not stop the heading before the employer', () => {
    const parsed = parseText(
      [
        'Ines Okafor',
        'EXPERIENCE',
        ...[
          ['2021/03 – present', 'Senior Process Engineer', 'Karadeniz Tekstil Sanayi A.Ş., Trabzon'],
          ['2018/01 – 2021/02', 'Process Engineer', 'Karadeniz Tekstil Sanayi A.Ş., Trabzon'],
          ['2017/01 – 2017/12', 'Junior Process Engineer', 'Demirci Plastik Sanayi A.Ş., Izmit'],
          ['2016/02 – 2016/12', 'Graduate Trainee, Planning Department', 'Yildiz Boya Kimya A.Ş., Izmit'],
        ].flatMap((entry) => [...entry, 'Ran the weekly production plans.']),
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Senior Process Engineer', 'Karadeniz Tekstil Sanayi A.Ş.'],
      ['Process Engineer', 'Karadeniz Tekstil Sanayi A.Ş.'],
      ['Junior Process Engineer', 'Demirci Plastik Sanayi A.Ş.'],
      ['Graduate Trainee, Planning Department', 'Yildiz Boya Kimya A.Ş.'],
    ]);
  });

  it('work history entries: the last entry’s last line is its own employer, even when its name holds a role word', () => {
    const parsed = parseText(
      [
        'Ines Okafor',
        'EXPERIENCE',
        'March 2016 to present',
        'Practice Manager',
        'Harrowgate Dental Care Ltd — Leeds',
        '* Ran the practice.',
        'January 2014 to February 2016',
        'Dental Receptionist',
        'Baker Street Dental Clinic — Leeds',
        '',
        'EDUCATION',
        '2013',
        'Business Diploma',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Practice Manager', 'Harrowgate Dental Care Ltd'],
      ['Dental Receptionist', 'Baker Street Dental Clinic'],
    ]);
  });

  it('work history entries: an employer whose name holds role words but ends in an organisation word is not the title', () => {
    const parsed = parseText(
      [
        'Ines Okafor',
        'EXPERIENCE',
        'January 2014 to February 2016',
        'Dental Receptionist',
        'Baker & Porter Family Clinic — Leeds',
        '* Booked appointments for four dentists.',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Dental Receptionist', 'Baker & Porter Family Clinic'],
    ]);
  });

  it('work history entries: a role in a section of its own does not take the employer of the last job above it', () => {
    const parsed = parseText(
      [
        'Ines Okafor',
        'CAREER',
        'Halvard Shipping Ltd — Bergen',
        'Finance Director\t2015 – 2020',
        'Led the finance team.',
        'Group Controller\t2010 – 2015',
        'Ran the group close.',
        '',
        'VOLUNTARY ROLES',
        'Treasurer, Bergen Rowing Club (2012 – 2018)',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ company }) => company)).toEqual([
      'Halvard Shipping Ltd',
      'Halvard Shipping Ltd',
      'Bergen Rowing Club',
    ]);
  });

  it('work history entries: a town that several employers end in, with no mark before it, is left out of their names', () => {
    const parsed = parseText(
      [
        'Ines Okafor',
        'Domicile: Sahiwal',
        'EXPERIENCE',
        'Area Sales Manager 01-03-2019 to date',
        'Noorani Foods (Pvt.) Ltd. Multan',
        'Ran the region.',
        'Sales Officer 15-06-2016 to 28-02-2019',
        'Khyber Tea Traders Sahiwal',
        'Called on shops.',
        'Sales Trainee 01-01-2015 to 31-05-2016',
        'Zamzam Biscuit Works Sahiwal',
        'Stock checks.',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ company }) => company)).toEqual([
      'Noorani Foods (Pvt.) Ltd.',
      'Khyber Tea Traders',
      'Zamzam Biscuit Works',
    ]);
    // A word the employers of one trade end in, never written as a place, stays in their names.
    expect(
      entries([
        'Dental Assistant\tMar 2021 – Present',
        'Riverside Family Dental',
        'Chairside assisting.',
        'Trainee Dental Assistant\tFeb 2019 – Feb 2021',
        'Southbank Smiles Dental',
      ]).map(([, company]) => company),
    ).toEqual(['Riverside Family Dental', 'Southbank Smiles Dental']);
    // Nor when the word only starts a phrase after a comma ("Diploma, Dental Hygiene"): a place ends its phrase.
    expect(
      entries([
        'Dental Hygienist (Saturdays)\tMar 2021 — Jun 2023',
        'Kanata Smiles Dental\tOttawa, ON',
        'Dental Hygienist\tJun 2015 — Aug 2019',
        'Ottawa Family Dental\tOttawa, ON',
        'EDUCATION',
        'Diploma, Dental Hygiene, Algonquin College, Ottawa, ON\t2012 - 2015',
      ]).map(([, company]) => company),
    ).toEqual(['Kanata Smiles Dental', 'Ottawa Family Dental']);
  });

  it('work history entries: the rest of an employer’s name after a comma stays; a range cut by the line’s end, a year first and a two-digit end year are read', () => {
    const parsed = parseText(
      [
        'Dana Whitfield',
        'EXPERIENCE',
        'Kestrel Analytics Ltd | Data Analyst | Leeds | Sep 2019 – Mar',
        '2022',
        'Built the weekly churn dashboards.',
        '2017–19\tResearch Assistant',
        'University of Leeds, Department of Geography, Leeds',
        '2016\tSummer Intern',
        'Calder, Byrne & Partners',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company, start, end }) => [title, company, start, end])).toEqual([
      ['Data Analyst', 'Kestrel Analytics Ltd', '2019-09', '2022-03'],
      ['Research Assistant', 'University of Leeds, Department of Geography', '2017', '2019'],
      ['Summer Intern', 'Calder, Byrne & Partners', '2016', '2016'],
    ]);
  });

  it('work history entries: a German compound ending in a role noun makes a title', () => {
    const parsed = parseText(
      [
        'Jürgen Häußler',
        'BERUFSERFAHRUNG',
        'Ostalb Präzisionstechnik GmbH — Aalen',
        'Schichtführer Instandhaltung\tseit 04/2021',
        'Führung von 6 Elektronikern in der Wechselschicht',
        'Störungsbehebung an CNC-Bearbeitungszentren',
        'Elektroniker Instandhaltung\t09/2016 – 03/2021',
      ].join('\n'),
    );
    // The role nouns tell the titles from the description lines above the second one.
    expect(parsed.experience.map(({ title }) => title)).toEqual([
      'Schichtführer Instandhaltung',
      'Elektroniker Instandhaltung',
    ]);
  });

  it('work history entries: role nouns of other languages make a title; a name ending in a legal form is an employer', () => {
    expect(headingKind('Datos de contacto')).toBe('other');
    const parsed = parseText(
      [
        'Lucía Ferrer',
        'EXPERIENCIA LABORAL',
        'Quintana, Ruiz & Asociados — Rosario',
        'Jefa de Contabilidad (jun. 2020 – actualidad)',
        'Cierres mensuales y consolidación de tres sociedades.',
        'Baker Hollis S.A. — Rosario',
        'Analista Contable (feb. 2016 – may. 2020)',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company, start, end }) => [title, company, start, end])).toEqual([
      ['Jefa de Contabilidad', 'Quintana, Ruiz & Asociados', '2020-06', 'present'],
      ['Analista Contable', 'Baker Hollis S.A.', '2016-02', '2020-05'],
    ]);
  });

  it('work history entries: an entry’s heading does not reach up into the section before', () => {
    const parsed = parseText(
      [
        'Noor Haddad',
        'WORK EXPERIENCE',
        'Barista | Copper Kettle Café Ltd | 2014 – 2016',
        'First Aid at Work certificate',
        'INTERNSHIPS',
        'Marketing Intern | Jun – Aug 2019',
        'Bluefin Creative',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Barista', 'Copper Kettle Café Ltd'],
      ['Marketing Intern', 'Bluefin Creative'],
    ]);
  });

  it('work history entries: an entry’s heading does not reach down into a section of its own', () => {
    expect(
      entries([
        'Alvarado, Garza y Asociados, S.C.\tMonterrey',
        'Audit Manager\tJul 2015 – Feb 2019',
        'Managed audits of automotive-parts clients.',
        'Audit Senior\tAug 2012 – Jun 2015',
        'EARLIER CAREER',
        'Cervecería del Valle\tMonterrey',
        'Accounts Payable Analyst\tJan 2010 – Jul 2012',
      ]),
    ).toEqual([
      ['Audit Manager', 'Alvarado, Garza y Asociados, S.C.'],
      ['Audit Senior', 'Alvarado, Garza y Asociados, S.C.'],
      ['Accounts Payable Analyst', 'Cervecería del Valle'],
    ]);
  });

  it('work history entries: a heading run into a table’s first cells over two lines is one heading, so the entry reads on under it', () => {
    const parsed = parseText(
      [
        'Friederike Schäfer',
        'Profile\tGeotechnical engineer for foundations, excavations and slopes.',
        'Professional\tHead of Geotechnics\tsince 04/2019',
        'Experience\tBaugrund Elbe GmbH\tDresden',
        'Team of nine engineers; ground investigation and foundation design for bridges.',
        'Geotechnical Engineer\t01/2014 – 03/2019',
        'Erdwerk Ingenieure GmbH\tLeipzig',
        'Education\tDipl.-Ing. Civil Engineering, Technische Universität Dresden\t2009',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Head of Geotechnics', 'Baugrund Elbe GmbH'],
      ['Geotechnical Engineer', 'Erdwerk Ingenieure GmbH'],
    ]);
  });

  it('work history entries: a town and its region’s code after an employer are where it is, not a legal form', () => {
    expect(
      entries([
        'Department of Veterans Affairs, Network Contracting Office 19, Aurora, CO',
        'Contract Specialist',
        '05/2019 – Present',
        'Manages a portfolio of service contracts for three medical centers.',
      ]),
    ).toEqual([['Contract Specialist', 'Department of Veterans Affairs, Network Contracting Office 19']]);
  });

  it('work history entries: an employer’s last word after a joining word is part of its name, never a town', () => {
    expect(
      entries([
        'Maintenance Crew Leader, Washington County Land Use & Transportation\tApril 2008 – February 2013',
        'Hillsboro, OR',
        'Highway Maintenance Specialist, Oregon Department of Transportation\tMay 2004 – March 2008',
        'Portland, OR',
      ]),
    ).toEqual([
      ['Maintenance Crew Leader', 'Washington County Land Use & Transportation'],
      ['Highway Maintenance Specialist', 'Oregon Department of Transportation'],
    ]);
  });

  it('work history entries: where employers head their groups, a name with its town and country after commas is the next group’s employer', () => {
    expect(
      entries([
        'Petroleum Development Oman, Fahud, Oman\t13 yrs 2 mos',
        'Production Supervisor\tJan 2022 – Present (4 yrs 10 mos)',
        'Senior Production Operator\tMar 2017 – Dec 2021 (4 yrs 10 mos)',
        'Shift lead for the north gathering stations and water injection.',
        'Production Operator\tSep 2013 – Feb 2017 (3 yrs 6 mos)',
        'Oman LNG L.L.C., Sur, Oman',
        'Field Operator\tAug 2011 – Aug 2013 (2 yrs 1 mo)',
      ]),
    ).toEqual([
      ['Production Supervisor', 'Petroleum Development Oman'],
      ['Senior Production Operator', 'Petroleum Development Oman'],
      ['Production Operator', 'Petroleum Development Oman'],
      ['Field Operator', 'Oman LNG L.L.C.'],
    ]);
  });

  it('work history entries: an employer line under a role with its description or nothing after it puts employers below their roles', () => {
    expect(
      entries([
        'Hassan Allam Construction S.A.E., New Administrative Capital',
        'Jun 2022 – Present Senior Site Engineer (Structural)',
        'Supervised raft and core-wall works for a 46-storey tower.',
        'Jan 2017 – Aug 2019 Site Engineer, Bridges & Culverts',
        'Al-Rashid Trading & Contracting Co., Riyadh, KSA',
        'Precast culverts and two flyovers on the ring-road widening.',
        'Mar 2015 – Aug 2016 Military Service (Engineer Officer)',
        'Egyptian Armed Forces Engineering Authority',
        'Jul 2013 – Sep 2013 Summer Trainee (Structural Design)',
        'Dar Al-Handasah (Shair and Partners), Giza',
      ]),
    ).toEqual([
      ['Senior Site Engineer (Structural)', 'Hassan Allam Construction S.A.E., New Administrative Capital'],
      ['Site Engineer, Bridges & Culverts', 'Al-Rashid Trading & Contracting Co.'],
      ['Military Service (Engineer Officer)', 'Egyptian Armed Forces Engineering Authority'],
      ['Summer Trainee (Structural Design)', 'Dar Al-Handasah (Shair and Partners)'],
    ]);
  });

  it('work history entries: role nouns of Dutch, Polish, Turkish, Indonesian and the Nordic languages make a title', () => {
    expect(
      entries([
        'Szpital Uniwersytecki w Krakowie — Kraków',
        'Starszy dietetyk, Oddział Nefrologii',
        '03.2021 – obecnie',
        'Ocena stanu odżywienia i plany żywieniowe dla pacjentów dializowanych.',
        'Dietetyk',
        '10.2017 – 02.2021',
        'Dietetyk (pół etatu)',
        'Centrum Medyczne Vita-Med · Kraków · 01.2016 – 09.2017',
      ]),
    ).toEqual([
      ['Starszy dietetyk, Oddział Nefrologii', 'Szpital Uniwersytecki w Krakowie'],
      ['Dietetyk', 'Szpital Uniwersytecki w Krakowie'],
      ['Dietetyk (pół etatu)', 'Centrum Medyczne Vita-Med'],
    ]);
    for (const title of [
      'Gümrük Operasyon Uzmanı',
      'Guru Bahasa Inggris',
      'Medewerker klantenservice',
      'Sjuksköterska',
    ])
      expect(titleScore(title), title).toBeGreaterThanOrEqual(2);
  });

  it('work history entries: a profile export’s lengths of service and a role’s place line are neither title nor employer', () => {
    expect(
      entries([
        'Corvane Medical',
        '5 years 11 months',
        'Regional Sales Manager',
        'January 2023 - Present (3 years 11 months)',
        'Charlotte, North Carolina, United States',
        'Lead nine territory managers across the Carolinas and Virginia.',
        'Senior Account Executive',
        'January 2021 - December 2022 (2 years)',
        'Charlotte, North Carolina, United States',
        'Pinnacrest Diagnostics',
        'Full-time · 4 yrs 7 mos',
        'Sales Representative',
        'June 2014 - February 2017 (2 years 9 months)',
        'Greensboro, North Carolina, United States',
        'Inside Sales Representative',
        'August 2012 - May 2014 (1 year 10 months)',
        'Greensboro, North Carolina, United States',
        'Harlow Office Systems',
        'Outside Sales Representative',
        'May 2010 - July 2012 (2 years 3 months)',
        'Charlotte, North Carolina, United States',
        'Carolina Copier Group',
        'Sales Associate',
        'September 2008 - April 2010 (1 year 8 months)',
        'Charlotte, North Carolina, United States',
      ]),
    ).toEqual([
      ['Regional Sales Manager', 'Corvane Medical'],
      ['Senior Account Executive', 'Corvane Medical'],
      ['Sales Representative', 'Pinnacrest Diagnostics'],
      ['Inside Sales Representative', 'Pinnacrest Diagnostics'],
      ['Outside Sales Representative', 'Harlow Office Systems'],
      ['Sales Associate', 'Carolina Copier Group'],
    ]);
  });

  it('sections: the work history going on over a page break into another column is still the work history, its year ranges no phone number', () => {
    const line = (text: string, page: number, column: number) => ({
      text,
      page,
      size: 0,
      bold: false,
      heading: text === 'Experience' || text === 'Contact',
      column,
    });
    const document = toDocument('pdf', 2, [
      ...['Contact', 'dana.ortiz@example.com', 'Charlotte, NC'].map((text) => line(text, 1, 0)),
      ...[
        'Dana Ortiz',
        'Experience',
        'Carolina Copier Group',
        'Sales Associate',
        'September 2008 - April 2010',
      ].map((text) => line(text, 1, 1)),
      ...['Ridgeview Sporting Goods', 'Sales Associate (part-time)', '2004 - 2006 (2 years)'].map((text) =>
        line(text, 2, 0),
      ),
    ]);
    expect(
      parseResumeDocument(document, options).experience.map(({ company, start }) => [company, start]),
    ).toEqual([
      ['Carolina Copier Group', '2008-09'],
      ['Ridgeview Sporting Goods', '2004'],
    ]);
  });

  it('work history entries: under an employer named on its own line, an employer then a role after a dash is an entry of its own', () => {
    expect(
      entries([
        'Oakfield House Care Home — Croydon',
        'Senior Care Assistant (06/2022 — present)',
        'Lead a shift of six carers on a 32-bed dementia unit.',
        'Care Assistant (09/2019 — 05/2022)',
        'Brightwell Home Care Services, Sutton — Domiciliary Care Worker (02/2017 — 08/2019)',
        'Parkway Foods, Croydon — Customer Assistant (2014 — 2017)',
      ]),
    ).toEqual([
      ['Senior Care Assistant', 'Oakfield House Care Home'],
      ['Care Assistant', 'Oakfield House Care Home'],
      ['Domiciliary Care Worker', 'Brightwell Home Care Services'],
      ['Customer Assistant', 'Parkway Foods'],
    ]);
  });

  it('work history entries: under an employer holding its roles’ dates, a comma qualifier naming a practice stays in the title; Gulf legal forms end a name', () => {
    expect(
      entries([
        'Gulfmark Advisory W.L.L., Manama\tMar 2019 – Present',
        'Manager, Technology Consulting\tApr 2022 – Present',
        'Leads the Oracle Cloud ERP practice of 14 consultants.',
        'Senior Consultant, Technology Consulting\tMar 2019 – Mar 2022',
      ]),
    ).toEqual([
      ['Manager, Technology Consulting', 'Gulfmark Advisory W.L.L.'],
      ['Senior Consultant, Technology Consulting', 'Gulfmark Advisory W.L.L.'],
    ]);
  });

  it('work history entries: a place alone below a role’s dates ends its heading, so the next role and employer are the next entry’s', () => {
    expect(
      entries([
        'Northpoint Wealth Partners',
        'Full-time · 6 yrs 11 mos',
        'Financial Advisor',
        'Jan 2022 - Present · 4 yrs 11 mos',
        'Mississauga, Ontario, Canada',
        '- Book of 240 households, $96M in assets under administration.',
        'Associate Financial Advisor',
        'Jan 2020 - Dec 2021 · 2 yrs',
        'Mississauga, Ontario, Canada',
        'Member Service Representative',
        'Lakeshore Credit Union',
        'May 2017 - Dec 2019 · 2 yrs 8 mos',
        'Oakville, Ontario, Canada',
        'Account openings and TFSA/RRSP contributions; referred 60+ members a year to advisors.',
      ]),
    ).toEqual([
      ['Financial Advisor', 'Northpoint Wealth Partners'],
      ['Associate Financial Advisor', 'Northpoint Wealth Partners'],
      ['Member Service Representative', 'Lakeshore Credit Union'],
    ]);
  });

  it('work history entries: a town with its region is never the title when another part can be, and a credit union is an organisation', () => {
    expect(
      entries([
        'Forklift Operator at Sonoran Fulfillment Center',
        'Mar 2021 — Present - Phoenix, AZ',
        'Reach truck and sit-down forklift, 120 pallet moves a shift.',
        'Stocker at Valley Fresh Market',
        '2015 — 2017 - Mesa, AZ',
      ]),
    ).toEqual([
      ['Forklift Operator', 'Sonoran Fulfillment Center'],
      ['Stocker', 'Valley Fresh Market'],
    ]);
    expect(
      entries([
        '04/2022 - Present',
        'HR Generalist, Peachtree Regional Credit Union',
        'Atlanta, GA',
        'HR partner for 14 branches and 260 employees: employee relations and leave administration.',
        '01/2020 - 03/2022',
        'HR Coordinator, Larkin & Sloan Manufacturing',
        'Marietta, GA',
      ]),
    ).toEqual([
      ['HR Generalist', 'Peachtree Regional Credit Union'],
      ['HR Coordinator', 'Larkin & Sloan Manufacturing'],
    ]);
  });

  it('wrapped table cells: dates that wrapped in their cell are read with the cell below, and in a row of three cells or more so is every cell', () => {
    const dated = (ls: string[]) =>
      parseText(['Ines Okafor', 'EXPERIENCE', ...ls].join('\n')).experience.map((e) => [
        e.title,
        e.company,
        e.start,
        e.end,
      ]);
    expect(
      dated([
        'April 2019 -\tLogistics Coordinator',
        'Present\tKaigan Shipping Co., Ltd., Yokohama',
        '- Coordinate 150+ export containers per month with carriers and forwarders.',
        'April 2015 - March\tWarehouse Operations Staff',
        '2019\tMinato Logistics K.K., Kawasaki',
        '- Picking, packing and forklift operation in a bonded warehouse.',
      ]),
    ).toEqual([
      ['Logistics Coordinator', 'Kaigan Shipping Co., Ltd.', '2019-04', 'present'],
      ['Warehouse Operations Staff', 'Minato Logistics K.K.', '2015-04', '2019-03'],
    ]);
    // A dated row whose other cells wrapped onto a line of as many cells.
    expect(
      dated([
        'Company\tPosition\tPeriod\tKey Responsibilities',
        'Padma Knit\tSenior\tJan 2021 – Running\tHandles two German and one',
        'Composite Ltd.\tMerchandiser\tGazipur\tSpanish buyer; 1.8 million pieces a year.',
      ]),
    ).toEqual([['Senior Merchandiser', 'Padma Knit Composite Ltd.', '2021-01', 'present']]);
    expect(
      dated([
        'Duration\tOrganisation\tDesignation\tKey Responsibilities',
        '01/07/2019 – till\tMedvigil Safety\tSenior Drug Safety\tICSR processing and quality review',
        'date\tServices Pvt. Ltd.\tAssociate\tin Argus Safety; 95% first-time-right.',
        '15/03/2017 –\tCuralink Pharma\tDrug Safety\tCase intake, MedDRA coding and',
        '30/06/2019\tSolutions\tAssociate\tnarrative writing.',
      ]),
    ).toEqual([
      ['Senior Drug Safety Associate', 'Medvigil Safety Services Pvt. Ltd.', '2019-07', 'present'],
      ['Drug Safety Associate', 'Curalink Pharma Solutions', '2017-03', '2019-06'],
    ]);
  });

  it('work history entries: a line below the dates that gives neither the title nor the employer stays in the description', () => {
    const parsed = parseText(
      [
        'Ines Okafor',
        'EXPERIENCE',
        'Junior Data Analyst — Bank Krakowski S.A.,\t07.2019 – 08.2021',
        'Kraków',
        'Credit-risk reporting in SQL and Tableau; monthly NPL portfolio',
        'analysis.',
        'Migrated 40 Excel reports to scheduled Tableau workbooks.',
      ].join('\n'),
    );
    expect(parsed.experience.map((e) => [e.title, e.company, e.description])).toEqual([
      [
        'Junior Data Analyst',
        'Bank Krakowski S.A.',
        'Credit-risk reporting in SQL and Tableau; monthly NPL portfolio\nanalysis.\nMigrated 40 Excel reports to scheduled Tableau workbooks.',
      ],
    ]);
  });

  it('entries ending with their dates: the heading, the description, then the dates alone; the heading is the first lines above', () => {
    const parsed = parseText(
      [
        'Aino Kärkkäinen',
        'WORK EXPERIENCE',
        'Family Counsellor, Tammerkoski Family Counselling, Tampere',
        'Short-term counselling for separating parents; mediation of custody agreements.',
        'Aug 2019 – Dec 2022',
        'Support Worker (part-time), Näsinsilta Youth Shelter, Tampere',
        'Night and weekend shifts at an emergency shelter for 13–17-year-olds.',
        'Jun 2016 – Feb 2018',
        'Career break Mar 2018 – Jul 2019: parental leave.',
      ].join('\n'),
    );
    expect(parsed.experience.map((e) => [e.title, e.company, e.start, e.end, e.description])).toEqual([
      [
        'Family Counsellor',
        'Tammerkoski Family Counselling',
        '2019-08',
        '2022-12',
        'Short-term counselling for separating parents; mediation of custody agreements.',
      ],
      [
        'Support Worker (part-time)',
        'Näsinsilta Youth Shelter',
        '2016-06',
        '2018-02',
        'Night and weekend shifts at an emergency shelter for 13–17-year-olds.',
      ],
    ]);
    // Dates alone under their heading, the description after them, are not such entries.
    expect(
      entries([
        'Supervising Pharmacist',
        'Corrib Community Pharmacy - Galway, Ireland',
        '06/2019 – Present',
        'Achievements/Tasks',
        'Supervise 350 prescriptions a day and a team of two pharmacists and four technicians.',
        'Community Pharmacist',
        'Shannonside Pharmacy Group - Limerick, Ireland',
        '09/2016 – 05/2019',
        'Achievements/Tasks',
        'Methadone dispensing and medicines-use reviews.',
      ]),
    ).toEqual([
      ['Supervising Pharmacist', 'Corrib Community Pharmacy'],
      ['Community Pharmacist', 'Shannonside Pharmacy Group'],
    ]);
  });

  it('work history entries: a town of several words with its country is a place line ("Tel Aviv, Israel"), an employer with its town and region is not', () => {
    expect(
      entries([
        'Cloudrift',
        '5 years 2 months',
        'Senior Customer Success Manager',
        'January 2023 - Present (3 years 10 months)',
        'Tel Aviv, Israel',
        'Portfolio of 45 mid-market accounts in EMEA and North America; runs QBRs and',
        'renewal negotiations.',
        'Customer Success Manager',
        'September 2021 - December 2022 (1 year 4 months)',
        'Tel Aviv, Israel',
        'Peachtree Payroll Solutions, Alpharetta, Georgia',
        'Sales Development Representative',
        'June 2017 - August 2019 (2 years 3 months)',
        'Outbound prospecting to HR and finance leaders.',
        'Redline Car Rental, Marietta, Georgia',
        'Management Trainee',
        'June 2015 - May 2017 (2 years)',
      ]),
    ).toEqual([
      ['Senior Customer Success Manager', 'Cloudrift'],
      ['Customer Success Manager', 'Cloudrift'],
      ['Sales Development Representative', 'Peachtree Payroll Solutions'],
      ['Management Trainee', 'Redline Car Rental'],
    ]);
  });

  it('work history entries: a whole name with its legal form below a role’s dates is the employer, not the end of a name cut off after the title’s dash', () => {
    expect(
      entries([
        '01.2021 - 06.2022\tLocum Veterinarian (weekends)',
        'Bornova Pet Klinik, Izmir',
        '» Weekend and emergency cover.',
        '03.2017 - 08.2020\tVeterinarian - Small Animals',
        'Pati Hayvan Hastanesi A.S., Istanbul',
        '» Consultations, soft-tissue surgery and ultrasound.',
      ]),
    ).toEqual([
      ['Locum Veterinarian (weekends)', 'Bornova Pet Klinik'],
      ['Veterinarian – Small Animals', 'Pati Hayvan Hastanesi A.S.'],
    ]);
  });

  it('one layout per résumé: an entry whose parts read unclearly is read where the clear entries have theirs', () => {
    const parsed = parseText(
      [
        'Marcus Baptiste',
        'EXPERIENCE',
        'Account Executive at Corvid Analytics, Inc.',
        'Sept 2016 – Dec 2019 · Evanston, IL',
        'Built a book of business from new logos in healthcare.',
        'Sales Development Representative at Corvid Analytics, Inc.',
        'Jun 2014 – Aug 2016 · Evanston, IL',
        'Weekend Crew at Northside Outfitters',
        '2011 – 2014 · Chicago, IL',
      ].join('\n'),
    );
    expect(parsed.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Account Executive', 'Corvid Analytics, Inc.'],
      ['Sales Development Representative', 'Corvid Analytics, Inc.'],
      ['Weekend Crew', 'Northside Outfitters'],
    ]);
  });

  it('skills: a table’s first row naming its columns, a group’s label inside a line and a level after a dash are not skills', () => {
    const skills = (lines: string[]) =>
      parseText(['Jane Doe', 'SKILLS', ...lines, 'EDUCATION', 'BSc Physiotherapy'].join('\n')).skills.map(
        (s) => s.value,
      );
    expect(
      skills([
        'Clinical\tAssessment\tSystems',
        'Manual therapy\tIsokinetic testing\tTakeCare',
        'Exercise prescription\tGait analysis\tPhysitrack',
      ]),
    ).toEqual([
      'Manual therapy',
      'Isokinetic testing',
      'TakeCare',
      'Exercise prescription',
      'Gait analysis',
      'Physitrack',
    ]);
    // HPLC is known by its field's name.
    expect(skills(['Techniques: HPLC, Karl Fischer titration; Software: Empower 3, MassLynx'])).toEqual([
      'Analytical chemistry',
      'Karl Fischer titration',
      'Empower 3',
      'MassLynx',
    ]);
    expect(skills(['Laminated doughs – expert', 'Sugar work'])).toEqual(['Laminated doughs', 'Sugar work']);
  });

  it('skills: a languages section that lists programming languages is read as skills, a spoken one never', () => {
    const parsed = parseText(
      [
        'Jane Doe',
        'SUMMARY',
        'Backend engineer who also knows Kubernetes.',
        'Languages: Go, Python, SQL',
        'Frameworks: Django, FastAPI',
        'Spoken languages',
        'English (native), Spanish (B2)',
      ].join('\n'),
    );
    expect(parsed.skills.map((s) => s.value)).toEqual(['Go', 'Python', 'SQL', 'Django', 'FastAPI']);
    expect(parsed.languages.map((l) => l.value)).toEqual(['English', 'Spanish']);
  });

  it('skills: an item that only describes the person is a trait, not a skill', () => {
    const skills = parseText(
      [
        'Jane Doe',
        'SKILLS',
        'Opera PMS',
        'Friendly and approachable',
        'Patient with children',
        'Empathetic listener',
        'Night audit',
        'EDUCATION',
        'BSc Hospitality',
      ].join('\n'),
    ).skills.map((s) => s.value);
    expect(skills).toEqual(['Opera PMS', 'Night audit']);
  });

  it('skills: canonical names where the taxonomy knows them; spoken languages, places and soft skills are not skills', () => {
    const parsed = parseText(
      'Jane Doe\nSKILLS\nProgramming: JS, Python, Team player\nSpanish, Germany\nLANGUAGES\nSpanish (native)',
    );
    expect(parsed.skills.map((s) => s.value)).toEqual(['JavaScript', 'Python']);
    expect(parsed.languages.map((l) => l.value)).toEqual(['Spanish']);
  });

  it('skills: brackets keep their commas, on one line or closed on the next, chips set side by side are split, a table’s label cell and the name are not skills', () => {
    const parsed = parseText(
      [
        'Jane Doe',
        'SKILLS',
        'Jane Doe',
        'MS Excel (Pivot Tables, VLOOKUP), QuickBooks',
        'Adobe Photoshop (retouching,',
        'compositing)',
        'React TypeScript Docker',
        'Processes\tWelding, Plasma cutting',
      ].join('\n'),
    );
    expect(parsed.skills.map((s) => s.value)).toEqual([
      'Excel',
      'QuickBooks',
      'Adobe Photoshop',
      'React',
      'TypeScript',
      'Docker',
      'Welding',
      'Plasma cutting',
    ]);
  });

  it('skills: a short line of its own between lists is a group label, while a list of one skill per line keeps every line', () => {
    const grouped = parseText(
      [
        'Jane Doe',
        'SKILLS',
        'Clinical',
        'Four-handed dentistry, Dental radiography',
        'Software',
        'Dentalink, MS Office',
      ].join('\n'),
    );
    expect(grouped.skills.map((s) => s.value)).toEqual([
      'Four-handed dentistry',
      'Dental radiography',
      'Dentalink',
      'Microsoft Office',
    ]);
    const oneALine = parseText(
      ['Jane Doe', 'SKILLS', 'Zendesk', 'Coaching and onboarding', 'Freshdesk, Google Sheets'].join('\n'),
    );
    expect(oneALine.skills.map((s) => s.value)).toEqual([
      'Zendesk',
      'Coaching and onboarding',
      'Freshdesk',
      'Google Sheets',
    ]);
  });

  it('skills: a résumé without a skills section gets the skills its text names, not its certifications or schooling', () => {
    const text = [
      'Jane Doe',
      'EXPERIENCE',
      'Staff Nurse, Royal Infirmary, 2019 – Present',
      'Documented care in Epic and gave IV therapy on a busy ward.',
      'CERTIFICATIONS',
      'Advanced Life Support (ALS)',
      'EDUCATION',
      'BSc Nursing, University of Leeds, 2015 – 2019',
    ].join('\n');
    const parsed = parseText(text);
    expect(parsed.skills.map((s) => s.value)).toEqual(['Epic Systems', 'Intravenous therapy']);
    // Each with the span it was read from in the document's text.
    expect(parsed.skills.map((s) => text.slice(s.start, s.end))).toEqual(['Epic', 'IV therapy']);
  });

  it("years of experience: the work history's months, overlaps once, present up to now", () => {
    const parsed = parseText(
      'Jane Doe\nWORK HISTORY\nEngineer, Acme Ltd\tJan 2020 – Dec 2021\nEngineer, Beta GmbH\tJan 2021 – Present',
    );
    expect(parsed.total_years_experience).toBe(6.9);
  });

  it('scans by OCR: words read beside each other in two columns become lines of their own column', () => {
    // As OCR returns a sidebar scan: one row of words runs across both columns.
    const word = (text: string, x: number, y: number) => ({
      text,
      x,
      y,
      width: text.length * 14,
      size: 30,
      bold: false,
    });
    const rows = [
      ['CONTACT', 'Community Pharmacist — MedPlus Pharmacy Ltd'],
      ['+234 805 678 9012', 'Nov 2020 — Present'],
      ['SKILLS', 'Hospital Pharmacist — University College Hospital'],
      ['Compounding', 'Jan 2018 — Oct 2020'],
      ['Inventory Control', 'Intern Pharmacist — Federal Medical Centre'],
      ['LANGUAGES', 'Nov 2016 — Oct 2017'],
    ];
    const pieces = rows.flatMap(([left = '', right = ''], i) => {
      const y = 200 + i * 50;
      const words = (text: string, x0: number) => {
        let x = x0;
        return text.split(' ').map((w) => {
          const piece = word(w, x, y);
          x += piece.width + 10;
          return piece;
        });
      };
      return [...words(left, 60), ...words(right, 600)];
    });
    const lines = (columnLines(pieces, 1, 1700) ?? []).map((line) => line.text);
    expect(lines.slice(0, 6)).toEqual([
      'CONTACT',
      '+234 805 678 9012',
      'SKILLS',
      'Compounding',
      'Inventory Control',
      'LANGUAGES',
    ]);
    expect(lines[6]).toBe('Community Pharmacist — MedPlus Pharmacy Ltd');
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
    expect(hash.digest('hex')).toBe('96334b8802ecec3a0df7d1ee8f9187fc23a53d6d2299c8eafb5423d4e378a532');
  });
});
