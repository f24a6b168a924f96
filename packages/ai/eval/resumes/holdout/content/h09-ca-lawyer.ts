import type { ResumeSpec } from '../lib/types.js';

const hf = (text: string) =>
  `<div style="font-family:'Liberation Serif',serif;font-size:8px;color:#666;width:100%;margin:0 16mm;text-align:right">${text}</div>`;

/** Employment lawyer in Toronto: Letter, two pages, running header with the name in capitals and "Page X of Y" footer,
 *  summer job overlapping a part-time research assistantship, "Areas of Practice" as the skills section. */
export const spec: ResumeSpec = {
  id: 'holdout-009',
  layout: 'header-footer',
  country: 'CA',
  profession: 'lawyer',
  output: {
    kind: 'pdf',
    paper: 'Letter',
    headerFooter: {
      header: hf('HARPREET K. SANDHU — Résumé'),
      footer: hf('Page <span class="pageNumber"></span> of <span class="totalPages"></span> · Confidential'),
    },
    template: {
      name: 'classic',
      style: {
        font: "'Liberation Serif', serif",
        sizePt: 11,
        accent: '#222222',
        headingStyle: 'caps',
        header: 'split',
        separator: ' · ',
        contactOrder: ['phone', 'email', 'location', 'links'],
        order: ['summary', 'experience', 'education', 'certifications', 'skills', 'extras', 'languages'],
        jobStyle: 'company-first',
        eduStyle: 'company-first',
        skillStyle: 'bullets',
        languagesInline: true,
      },
    },
  },
  content: {
    name: 'Harpreet Kaur Sandhu',
    headline: 'Associate Lawyer — Employment & Labour Law',
    email: 'harpreet.sandhu@example.ca',
    phones: [{ display: '416-555-0199', e164: '+14165550199' }],
    location: 'Toronto, ON',
    links: ['linkedin.com/in/harpreetsandhu-law'],
    headings: {
      summary: 'Profile',
      experience: 'Legal Experience',
      education: 'Education',
      certifications: 'Bar Admission & Certificates',
      skills: 'Areas of Practice',
      languages: 'Languages',
    },
    summary:
      'Employment and labour lawyer called to the Ontario bar in 2017. I advise federally and provincially regulated employers on terminations, human rights complaints and workplace investigations, and I appear regularly before the Ontario Superior Court of Justice and the Human Rights Tribunal of Ontario.',
    experience: [
      {
        title: 'Associate',
        company: 'Whitfield Marsh LLP',
        place: 'Toronto, ON',
        dates: 'September 2019 – present',
        start: '2019-09',
        end: 'present',
        bullets: [
          'Carry a caseload of 35–40 files in wrongful dismissal, human rights and restrictive covenant disputes.',
          'First chair on 9 Human Rights Tribunal of Ontario hearings and 4 summary judgment motions.',
          'Lead workplace harassment investigations for public-sector and technology clients and draft investigation reports.',
          'Negotiate severance packages and draft executive employment agreements.',
          'Supervise two articling students and present monthly client webinars on employment standards.',
        ],
      },
      {
        title: 'Associate',
        company: 'Bramley & Chow Employment Lawyers',
        place: 'Mississauga, ON',
        dates: 'August 2017 – August 2019',
        start: '2017-08',
        end: '2019-08',
        bullets: [
          'Represented employees in wrongful dismissal claims; resolved over 60 files through negotiation or mediation.',
          'Prepared pleadings, affidavits of documents and motion records for the Superior Court of Justice.',
        ],
      },
      {
        title: 'Articling Student',
        company: 'Bramley & Chow Employment Lawyers',
        place: 'Mississauga, ON',
        dates: 'July 2016 – June 2017',
        start: '2016-07',
        end: '2017-06',
        bullets: [
          'Drafted legal memoranda, demand letters and settlement documents under the supervision of two partners.',
        ],
      },
      {
        title: 'Research Assistant (part-time)',
        company: 'Osgoode Hall Law School',
        place: 'Toronto, ON',
        dates: 'Sept 2014 – April 2016',
        start: '2014-09',
        end: '2016-04',
        bullets: ['Legal research on precarious work and the Employment Standards Act for Prof. M. Okafor.'],
      },
      {
        title: 'Summer Law Student',
        company: 'Legal Aid Ontario',
        place: 'Brampton, ON',
        dates: 'May 2015 – August 2015',
        start: '2015-05',
        end: '2015-08',
        bullets: [
          'Interviewed clients and prepared intake memos for the employment and social assistance clinic.',
        ],
      },
    ],
    education: [
      {
        institution: 'Osgoode Hall Law School, York University',
        degree: 'Juris Doctor (J.D.)',
        dates: '2013 – 2016',
        end: '2016',
        note: 'Osgoode Mediation Intensive; Labour Law Moot (finalist, 2015)',
      },
      {
        institution: 'University of British Columbia',
        degree: 'B.A. Political Science',
        dates: '2009 – 2013',
        end: '2013',
      },
    ],
    certifications: [
      'Called to the Bar of Ontario, Law Society of Ontario (2017)',
      'Certificate in Workplace Investigations, Osgoode Professional Development (2021)',
    ],
    skills: [
      {
        items: [
          'Employment litigation',
          'Wrongful dismissal',
          'Human rights tribunal advocacy',
          'Workplace investigations',
          'Executive compensation agreements',
          'Westlaw Edge',
          'Lexis+',
        ],
      },
    ],
    extras: [
      {
        heading: 'Representative Matters',
        items: [
          'Successfully defended a national retailer in a 12-day Human Rights Tribunal hearing concerning accommodation of disability (2023).',
          'Obtained summary judgment enforcing a termination clause for a technology employer (2022, ONSC).',
          'Negotiated a $480,000 severance settlement for a senior executive without litigation (2021).',
        ],
      },
      {
        heading: 'Publications & Speaking',
        items: [
          '“After Waksdale: drafting termination clauses that survive”, Ontario Employment Law Review, 2022',
          'Panelist, Ontario Bar Association Employment Law Summit, 2024',
          'Guest lecturer, Employment Law seminar, Toronto Metropolitan University, 2023',
        ],
      },
      {
        heading: 'Community',
        items: [
          'Volunteer lawyer, Peel Employment Rights Clinic (monthly evening clinic)',
          'Board member, South Asian Bar Association of Toronto (2021–2024)',
        ],
      },
    ],
    languages: ['English', 'Punjabi (fluent)', 'French (intermediate)'],
  },
  labels: {
    skills: [
      'Employment litigation',
      'Wrongful dismissal',
      'Human rights tribunal advocacy',
      'Workplace investigations',
      'Executive compensation agreements',
      'Westlaw Edge',
      'Lexis+',
    ],
    languages: ['English', 'Punjabi', 'French'],
    certifications: ['Called to the Bar of Ontario', 'Certificate in Workplace Investigations'],
  },
};
