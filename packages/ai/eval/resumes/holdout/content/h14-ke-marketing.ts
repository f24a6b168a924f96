import type { ResumeSpec } from '../lib/types.js';

/** Junior digital marketer in Nairobi: one page, one job, NO phone number, abbreviations to canonicalise (SEO, GA4). */
export const spec: ResumeSpec = {
  id: 'holdout-014',
  layout: 'one-column',
  country: 'KE',
  profession: 'digital marketing',
  output: {
    kind: 'pdf',
    paper: 'A4',
    template: {
      name: 'classic',
      style: {
        font: "'DejaVu Serif', serif",
        sizePt: 10.5,
        accent: '#b35c00',
        headingStyle: 'caps',
        header: 'centered',
        separator: ' | ',
        contactOrder: ['location', 'email', 'links'],
        order: ['summary', 'experience', 'education', 'skills', 'certifications', 'languages', 'extras'],
        jobStyle: 'title-first',
        eduStyle: 'title-first',
        skillStyle: 'comma',
        languagesInline: true,
      },
    },
  },
  content: {
    name: 'Wanjiru Njeri Kamau',
    headline: 'Digital Marketing Associate',
    email: 'wanjiru.kamau@example.co.ke',
    phones: [],
    location: 'Nairobi, Kenya',
    links: ['linkedin.com/in/wanjirukamau'],
    headings: {
      summary: 'About Me',
      experience: 'Work Experience',
      education: 'Education',
      skills: 'Skills & Tools',
      certifications: 'Certificates',
      languages: 'Languages',
    },
    summary:
      'Marketing graduate who has spent almost three years running social, search and email campaigns for East African consumer brands. Curious about data and always testing a new subject line.',
    experience: [
      {
        title: 'Digital Marketing Associate',
        company: 'Savannah Digital Agency',
        place: 'Westlands, Nairobi',
        dates: 'Jan 2024 – Present',
        start: '2024-01',
        end: 'present',
        bullets: [
          'Plan and run Meta and Google Ads campaigns for 6 retail and fintech clients (monthly budgets up to KSh 1.5M).',
          'Grew organic traffic of a client’s blog by 140% in 10 months through keyword research and on-page SEO.',
          'Write and schedule newsletters in Mailchimp; average open rate 38%.',
          'Prepare monthly performance reports from GA4 and Looker Studio.',
        ],
      },
    ],
    education: [
      {
        institution: 'Strathmore University',
        degree: 'Bachelor of Business Science (Marketing)',
        dates: '2019 – 2023',
        end: '2023',
      },
    ],
    skills: [
      { items: ['SEO', 'GA4', 'Meta Ads Manager', 'Google Ads', 'Mailchimp', 'Canva', 'Content writing'] },
    ],
    certifications: ['Google Digital Marketing & E-commerce Professional Certificate (Coursera), 2023'],
    languages: ['English', 'Kiswahili'],
    extras: [
      { heading: 'Volunteering', items: ['Social media for Nairobi Girls in Tech meetups (2022 – present)'] },
    ],
  },
  labels: {
    skills: [
      'Search Engine Optimisation',
      'Google Analytics 4',
      'Meta Ads Manager',
      'Google Ads',
      'Mailchimp',
      'Canva',
      'Content writing',
    ],
    languages: ['English', 'Swahili'],
    certifications: ['Google Digital Marketing & E-commerce Professional Certificate'],
  },
};
