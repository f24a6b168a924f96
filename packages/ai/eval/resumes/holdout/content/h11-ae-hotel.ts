import type { ResumeSpec } from '../lib/types.js';

/** Front office manager in Dubai: one column, NO skills section (skills are the tools and methods named in the text),
 *  "Hospitality Career" as the experience heading, Arabic name with "Al-" prefix. */
export const spec: ResumeSpec = {
  id: 'holdout-011',
  layout: 'one-column',
  country: 'AE',
  profession: 'hotel front office manager',
  output: {
    kind: 'pdf',
    paper: 'A4',
    template: {
      name: 'classic',
      style: {
        font: "'Liberation Sans Narrow', 'Liberation Sans', sans-serif",
        sizePt: 11.5,
        accent: '#8a6d1d',
        headingStyle: 'bar',
        header: 'centered',
        separator: '  ·  ',
        contactOrder: ['location', 'phone', 'email'],
        order: ['summary', 'experience', 'education', 'certifications', 'languages'],
        jobStyle: 'company-first',
        eduStyle: 'title-first',
        skillStyle: 'comma',
        languagesInline: true,
      },
    },
  },
  content: {
    name: 'Omar Khaled Al-Masri',
    headline: 'Front Office Manager',
    email: 'omar.almasri@example.ae',
    phones: [{ display: '+971 50 123 4567', e164: '+971501234567' }],
    location: 'Dubai Marina, Dubai, UAE',
    links: [],
    headings: {
      summary: 'Profile',
      experience: 'Hospitality Career',
      education: 'Education',
      certifications: 'Training & Certificates',
      languages: 'Languages',
    },
    summary:
      'Hotelier with twelve years in luxury resorts and city hotels in the UAE and Jordan. Known for calm leadership at a busy front desk, strong guest-satisfaction scores and close work with revenue and sales teams.',
    experience: [
      {
        title: 'Front Office Manager',
        company: 'Marina Crescent Resort & Spa',
        place: 'Dubai',
        dates: 'Apr 2021 – Present',
        start: '2021-04',
        end: 'present',
        bullets: [
          'Lead a team of 22 across reception, concierge, guest relations and the business centre in a 410-key resort.',
          'Raised the Medallia guest-satisfaction score for arrival experience from 84 to 91 in 18 months.',
          'Apply revenue management principles to daily room-type upgrades and overbooking decisions together with the revenue manager.',
          'Moved the front desk to the cloud version of Opera PMS with no check-in downtime.',
          'Built night-audit reconciliation and arrivals forecasting templates in Microsoft Excel.',
        ],
      },
      {
        title: 'Assistant Front Office Manager',
        company: 'Al Bustan Grand Hotel',
        place: 'Abu Dhabi',
        dates: 'Nov 2017 – Mar 2021',
        start: '2017-11',
        end: '2021-03',
        bullets: [
          'Supervised 3 shift leaders and 15 receptionists; prepared rosters and monthly payroll inputs.',
          'Handled VIP and government delegation arrivals, including protocol coordination.',
          'Trained new joiners on Opera PMS check-in, folio and cashiering procedures.',
        ],
      },
      {
        title: 'Guest Relations Officer',
        company: 'Le Jardin Hotel Amman',
        place: 'Amman, Jordan',
        dates: 'Jun 2014 – Oct 2017',
        start: '2014-06',
        end: '2017-10',
        bullets: ['Welcomed returning and VIP guests, handled complaints and followed up on guest feedback.'],
      },
    ],
    education: [
      {
        institution: 'Al-Ahliyya Amman University',
        degree: 'BSc Hospitality and Tourism Management',
        dates: '2010 – 2014',
        end: '2014',
      },
    ],
    certifications: [
      'Certified Hospitality Supervisor (CHS), AHLEI, 2019',
      'Dubai Way – Customer Service Excellence, DTCM, 2022',
    ],
    languages: ['Arabic (native)', 'English (fluent)', 'Russian (basic)'],
  },
  labels: {
    skills: ['Medallia', 'Revenue Management', 'Opera PMS', 'Microsoft Excel'],
    languages: ['Arabic', 'English', 'Russian'],
    certifications: ['Certified Hospitality Supervisor (CHS)', 'Dubai Way – Customer Service Excellence'],
  },
};
