import type { ResumeSpec } from '../lib/types.js';

/** Health and safety officer in Rustenburg (DOCX): company-first job blocks, an unexplained gap (Jul 2013 – Feb 2015),
 *  matric listed under education, "Jan 2019 – Current", local mobile number without country code. */
export const spec: ResumeSpec = {
  id: 'holdout-018',
  layout: 'one-column',
  country: 'ZA',
  profession: 'health and safety officer',
  output: {
    kind: 'docx',
    style: {
      font: 'Cambria',
      sizePt: 11,
      headingMode: 'heading',
      accent: '2E7D32',
      contactLabels: { phone: 'Cell:', email: 'E-mail:' },
      separator: '   ',
      jobStyle: 'stacked',
      order: ['summary', 'experience', 'education', 'certifications', 'skills', 'languages', 'extras'],
    },
  },
  content: {
    name: 'Thabo Mokoena',
    headline: 'Health & Safety Officer',
    email: 'thabo.mokoena@example.co.za',
    phones: [{ display: '082 555 1234', e164: '+27825551234' }],
    location: 'Rustenburg, North West',
    links: [],
    headings: {
      summary: 'Career Objective',
      experience: 'Employment History',
      education: 'Education',
      certifications: 'Certificates',
      skills: 'Core Skills',
      languages: 'Languages',
    },
    summary:
      'SAMTRAC-qualified safety officer with more than eleven years on platinum mines and civil construction sites. Focused on practical risk assessment, incident investigation and getting teams to own their safety.',
    experience: [
      {
        title: 'SHEQ Officer',
        company: 'Platinum Ridge Mining (Pty) Ltd',
        place: 'Rustenburg',
        dates: 'Jan 2019 – Current',
        start: '2019-01',
        end: 'present',
        bullets: [
          'Conduct baseline and issue-based risk assessments for underground and plant sections.',
          'Lead incident investigations using root cause analysis; tracked 214 corrective actions to closure in 2024.',
          'Prepare monthly safety statistics in Microsoft Excel for the mine manager.',
          'Support the ISO 45001 certification audit and legal compliance with the Mine Health and Safety Act.',
        ],
      },
      {
        title: 'Safety Representative',
        company: 'Bafokeng Civils CC',
        place: 'Phokeng',
        dates: 'Mar 2015 – Dec 2018',
        start: '2015-03',
        end: '2018-12',
        bullets: [
          'Daily toolbox talks and site inspections on road and stormwater projects.',
          'Kept the safety file up to date for client audits.',
        ],
      },
      {
        title: 'Site Clerk',
        company: 'Marula Construction',
        place: 'Brits',
        dates: 'Feb 2011 – Jun 2013',
        start: '2011-02',
        end: '2013-06',
        bullets: ['Time sheets, material deliveries and plant hire records for a housing project.'],
      },
    ],
    education: [
      {
        institution: 'Tshwane University of Technology',
        degree: 'National Diploma: Safety Management',
        dates: '2015 – 2017 (part-time)',
        end: '2017',
      },
      {
        institution: 'Rustenburg High School',
        degree: 'National Senior Certificate (Matric)',
        dates: '2010',
        end: '2010',
      },
    ],
    certifications: [
      'SAMTRAC – NOSA (2016)',
      'First Aid Level 3 (2024)',
      'ISO 45001 Internal Auditor (2021)',
    ],
    skills: [
      {
        items: [
          'Risk assessment',
          'Incident investigation',
          'Root cause analysis',
          'ISO 45001',
          'Mine Health and Safety Act',
          'Toolbox talks',
          'Microsoft Excel',
        ],
      },
    ],
    languages: ['English (fluent)', 'Setswana (native)', 'Afrikaans (good)'],
    extras: [
      {
        heading: 'References',
        items: [
          'Mr. P. Molefe – Safety Manager, Platinum Ridge Mining – 014 555 0198',
          'Ms. L. van Wyk – Contracts Manager, Bafokeng Civils – 014 555 0123',
        ],
      },
    ],
  },
  labels: {
    skills: [
      'Risk assessment',
      'Incident investigation',
      'Root cause analysis',
      'ISO 45001',
      'Mine Health and Safety Act',
      'Toolbox talks',
      'Microsoft Excel',
    ],
    languages: ['English', 'Setswana', 'Afrikaans'],
    certifications: ['SAMTRAC', 'First Aid Level 3', 'ISO 45001 Internal Auditor'],
  },
};
