import type { ResumeSpec } from '../lib/types.js';

/** Executive assistant in Atlanta (DOCX): headings are only bold text with unusual words ("Where I've Worked", "What I Bring"),
 *  "January 2020 to date", contact joined with bullets, no languages. */
export const spec: ResumeSpec = {
  id: 'holdout-017',
  layout: 'one-column',
  country: 'US',
  profession: 'executive assistant',
  output: {
    kind: 'docx',
    style: {
      font: 'Georgia',
      sizePt: 11,
      headingMode: 'bold',
      accent: '333333',
      separator: '  •  ',
      jobStyle: 'stacked',
      order: ['summary', 'experience', 'skills', 'education', 'certifications'],
    },
  },
  content: {
    name: 'LaToya M. Jefferson',
    headline: 'Executive Assistant to C-Suite Leaders',
    email: 'LaToya.Jefferson@example.com',
    phones: [{ display: '(404) 555-0162', e164: '+14045550162' }],
    location: 'Atlanta, GA 30303',
    links: [],
    headings: {
      summary: 'A Little About Me',
      experience: "Where I've Worked",
      skills: 'What I Bring',
      education: 'Schooling',
      certifications: 'Credentials',
    },
    summary:
      'Trusted right hand to a CEO and two managing partners for the last six years. I run complex calendars across time zones, prepare board packs, and make sure nothing falls through the cracks.',
    experience: [
      {
        title: 'Executive Assistant to the CEO',
        company: 'Peachtree Capital Partners',
        place: 'Atlanta, GA',
        dates: 'January 2020 to date',
        start: '2020-01',
        end: 'present',
        bullets: [
          'Manage the CEO’s calendar, travel and correspondence, and support two managing partners.',
          'Coordinate quarterly board meetings: agendas, board packs and minutes.',
          'Process expense reports in Concur and track investor meetings in Salesforce.',
          'Planned the firm’s annual investor summit for 250 guests.',
        ],
      },
      {
        title: 'Administrative Assistant',
        company: 'Hartsfield Medical Group',
        place: 'Atlanta, GA',
        dates: 'March 2016 to December 2019',
        start: '2016-03',
        end: '2019-12',
        bullets: [
          'Supported the practice administrator and 12 physicians; scheduling, credentialing files and vendor invoices.',
        ],
      },
      {
        title: 'Front Desk Receptionist',
        company: 'Midtown Dental Associates',
        place: 'Atlanta, GA',
        dates: 'July 2014 to February 2016',
        start: '2014-07',
        end: '2016-02',
        bullets: ['Greeted patients, managed a 4-chair appointment book and insurance verification.'],
      },
    ],
    skills: [
      {
        items: [
          'Calendar management',
          'Travel coordination',
          'Board meeting minutes',
          'Expense reporting',
          'Microsoft 365',
          'Concur',
          'Salesforce',
        ],
      },
    ],
    education: [
      {
        institution: 'Georgia State University',
        degree: 'B.A. Communication',
        dates: 'May 2014',
        end: '2014-05',
      },
    ],
    certifications: ['Certified Administrative Professional (CAP), IAAP – 2021'],
  },
  labels: {
    skills: [
      'Calendar management',
      'Travel coordination',
      'Board meeting minutes',
      'Expense reporting',
      'Microsoft 365',
      'Concur',
      'Salesforce',
    ],
    languages: [],
    certifications: ['Certified Administrative Professional (CAP)'],
  },
};
