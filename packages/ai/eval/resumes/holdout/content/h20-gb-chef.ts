import type { ResumeSpec } from '../lib/types.js';

/** Sous chef in Manchester (TXT): letter-spaced headings ("K I T C H E N   E X P E R I E N C E"), pasted-document spacing,
 *  NO headline, Irish name with a fada and an apostrophe, year-only dates, UK mobile without country code. */
export const spec: ResumeSpec = {
  id: 'holdout-020',
  layout: 'plain-text',
  country: 'GB',
  profession: 'chef',
  output: {
    kind: 'txt',
    style: {
      headingCase: 'spaced',
      bullet: '-',
      indent: '    ',
      jobStyle: 'stacked',
      messy: true,
      wrap: 78,
      order: ['summary', 'experience', 'skills', 'education', 'certifications', 'languages'],
    },
  },
  content: {
    name: "Siobhán O'Connell",
    email: 'siobhan.oconnell@example.co.uk',
    phones: [{ display: '07700 900456', e164: '+447700900456' }],
    location: 'Ancoats, Manchester',
    links: [],
    headings: {
      summary: 'Profile',
      experience: 'Kitchen Experience',
      skills: 'What I Do Well',
      education: 'Training',
      certifications: 'Certificates',
      languages: 'Languages',
    },
    summary:
      'Sous chef with ten years in busy brasseries and hotel kitchens in Galway and Manchester. Calm on a 200-cover Saturday, obsessive about mise en place and allergen control. Currently running a brigade of eight.',
    experience: [
      {
        title: 'Sous Chef',
        company: 'The Copper Kettle Bistro',
        place: 'Manchester',
        dates: '2022 – present',
        start: '2022',
        end: 'present',
        bullets: [
          'Run the kitchen on the head chef’s days off; brigade of 8, up to 220 covers.',
          'Cost new seasonal menus and keep gross profit above 70%.',
          'Wrote the HACCP plan and allergen matrix; 5-star food hygiene rating since 2022.',
          'Weekly stock control and supplier ordering.',
        ],
      },
      {
        title: 'Chef de Partie',
        company: 'The Albion Hotel',
        place: 'Manchester',
        dates: '2018 – 2022',
        start: '2018',
        end: '2022',
        bullets: [
          'Ran the sauce and fish sections for the hotel restaurant and banqueting (up to 300 covers).',
          'Butchery of whole lamb and game birds for the restaurant.',
        ],
      },
      {
        title: 'Commis Chef',
        company: "Dunne's Seafood Bar",
        place: 'Galway',
        dates: '2016 – 2018',
        start: '2016',
        end: '2018',
        bullets: ['Prep, pastry and larder sections in a seafood restaurant.'],
      },
    ],
    skills: [
      { items: ['Menu costing', 'HACCP', 'Butchery', 'Pastry', 'Allergen management', 'Stock control'] },
    ],
    education: [
      {
        institution: 'Galway-Mayo Institute of Technology',
        degree: 'Certificate in Culinary Skills (QQI Level 6)',
        dates: '2014 – 2016',
        end: '2016',
      },
    ],
    certifications: [
      'Level 3 Food Safety and Hygiene for Catering (Highfield, 2023)',
      'Level 2 Award in Allergen Awareness (2022)',
    ],
    languages: ['English', 'Irish (conversational)'],
  },
  labels: {
    skills: ['Menu costing', 'HACCP', 'Butchery', 'Pastry', 'Allergen management', 'Stock control'],
    languages: ['English', 'Irish'],
    certifications: ['Level 3 Food Safety and Hygiene for Catering', 'Level 2 Award in Allergen Awareness'],
  },
};
