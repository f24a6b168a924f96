import type { ResumeSpec } from '../lib/types.js';

/** Construction electrician in Laval, scanned into an image-only PDF (Letter): hyphenated French first name,
 *  title-first jobs with dates on the right, "Qualifications" as the certifications heading. */
export const spec: ResumeSpec = {
  id: 'holdout-023',
  layout: 'scanned',
  country: 'CA',
  profession: 'electrician',
  output: {
    kind: 'scan',
    as: 'pdf',
    paper: 'Letter',
    rotateDeg: -1.1,
    seed: 23,
    template: {
      name: 'classic',
      style: {
        font: "'Liberation Serif', serif",
        sizePt: 11.5,
        accent: '#000000',
        headingStyle: 'caps',
        header: 'centered',
        separator: '  •  ',
        contactOrder: ['location', 'phone', 'email'],
        order: ['summary', 'skills', 'experience', 'certifications', 'education', 'languages'],
        jobStyle: 'title-first',
        eduStyle: 'title-first',
        skillStyle: 'comma',
        languagesInline: true,
      },
    },
  },
  content: {
    name: 'Jean-François Tremblay',
    headline: 'Licensed Construction Electrician',
    email: 'jf.tremblay@example.ca',
    phones: [{ display: '(514) 555-0172', e164: '+15145550172' }],
    location: 'Laval, QC',
    links: [],
    headings: {
      summary: 'Summary',
      skills: 'Skills',
      experience: 'Experience',
      certifications: 'Qualifications',
      education: 'Education',
      languages: 'Languages',
    },
    summary:
      'Journeyman electrician with Red Seal endorsement and eleven years on commercial and institutional job sites in the Montréal area.',
    experience: [
      {
        title: 'Construction Electrician',
        company: 'Électricité Boréal Inc.',
        place: 'Montréal, QC',
        dates: 'May 2019 – present',
        start: '2019-05',
        end: 'present',
        bullets: [
          'Power distribution, lighting and fire alarm installations in schools and hospitals.',
          'Lead hand for crews of up to 6 electricians and apprentices.',
          'Troubleshooting of PLC-controlled HVAC equipment with the controls contractor.',
        ],
      },
      {
        title: 'Electrician Apprentice',
        company: 'Groupe Laurentide Construction',
        place: 'Laval, QC',
        dates: 'Apr 2015 – Apr 2019',
        start: '2015-04',
        end: '2019-04',
        bullets: ['Conduit bending, cable pulling and panel terminations on commercial projects.'],
      },
    ],
    skills: [
      {
        items: [
          'Conduit bending',
          'Three-phase systems',
          'Blueprint reading',
          'Canadian Electrical Code',
          'PLC troubleshooting',
          'Fire alarm systems',
        ],
      },
    ],
    certifications: [
      'Certificate of Qualification – Construction Electrician (CCQ), 2019',
      'Red Seal – Construction Electrician (309A), 2020',
    ],
    education: [
      {
        institution: 'École des métiers de la construction de Montréal',
        degree: 'DEP Electricity (Diploma of Vocational Studies)',
        dates: '2013 – 2015',
        end: '2015',
      },
    ],
    languages: ['French', 'English'],
  },
  labels: {
    skills: [
      'Conduit bending',
      'Three-phase systems',
      'Blueprint reading',
      'Canadian Electrical Code',
      'PLC troubleshooting',
      'Fire alarm systems',
    ],
    languages: ['French', 'English'],
    certifications: [
      'Certificate of Qualification – Construction Electrician (CCQ)',
      'Red Seal – Construction Electrician (309A)',
    ],
  },
};
