import type { ResumeSpec } from '../lib/types.js';

/** Customer support team lead in Quezon City: light left sidebar, "Ma." abbreviated first name with a double family name,
 *  year-only dates ("2017 - 2021"), a part-time virtual-assistant job overlapping the main job. */
export const spec: ResumeSpec = {
  id: 'holdout-010',
  layout: 'sidebar',
  country: 'PH',
  profession: 'customer support',
  output: {
    kind: 'pdf',
    paper: 'A4',
    template: {
      name: 'sidebar',
      style: {
        font: "'DejaVu Sans', sans-serif",
        sizePt: 9,
        side: 'left',
        width: '30%',
        sideBg: '#dff1f0',
        sideInk: '#0f5e5a',
        accent: '#0f5e5a',
        nameIn: 'main',
        contactIn: 'side',
        sideSections: ['skills', 'languages', 'certifications'],
        mainSections: ['summary', 'experience', 'education', 'extras'],
        jobStyle: 'one-line',
        eduStyle: 'one-line',
        skillStyle: 'bullets',
      },
    },
  },
  content: {
    name: 'Ma. Cristina Dela Cruz-Santos',
    headline: 'Customer Support Team Lead | BPO & SaaS',
    email: 'cristina.delacruz@example.ph',
    phones: [{ display: '+63 917 123 4567', e164: '+639171234567' }],
    location: 'Quezon City, Metro Manila',
    links: ['linkedin.com/in/macristinadelacruz'],
    headings: {
      contact: 'Contact',
      summary: 'About',
      experience: 'Employment',
      education: 'Education',
      skills: 'Skills',
      languages: 'Languages',
      certifications: 'Certification',
    },
    summary:
      'Team lead with 11 years in customer support for US and Australian clients, from voice and chat to email and tier-2 technical support. I coach agents with data, keep CSAT high and enjoy building knowledge bases that actually get used.',
    experience: [
      {
        title: 'Team Lead – Customer Support',
        company: 'Helix Software Philippines Inc.',
        dates: '2021 - Present',
        start: '2021',
        end: 'present',
        bullets: [
          'Lead 14 chat and email agents supporting a US project-management SaaS product (Zendesk).',
          'Raised CSAT from 87% to 94% and cut average handle time by 18% in one year.',
          'Run weekly QA calibration and monthly coaching sessions; 4 agents promoted to senior.',
          'Own the team’s knowledge base: 220 articles rewritten and tagged for self-service.',
        ],
      },
      {
        title: 'Virtual Assistant (part-time, remote)',
        company: 'Freelance – Upwork',
        dates: '2019 - 2020',
        start: '2019',
        end: '2020',
        bullets: [
          'Inbox and calendar management and Shopify order support for two Australian online stores (weekends).',
        ],
      },
      {
        title: 'Senior Customer Service Representative',
        company: 'Pacific Contact Solutions Inc.',
        dates: '2017 - 2021',
        start: '2017',
        end: '2021',
        bullets: [
          'Tier-2 escalations for a US telecom account (Salesforce Service Cloud).',
          'Subject-matter expert for billing disputes; trained 5 new-hire waves.',
        ],
      },
      {
        title: 'Customer Service Representative',
        company: 'Pacific Contact Solutions Inc.',
        dates: '2015 - 2017',
        start: '2015',
        end: '2017',
        bullets: [
          'Inbound voice support for a US telecom account; top-10 agent for first-call resolution in 2016.',
        ],
      },
    ],
    education: [
      {
        institution: 'Polytechnic University of the Philippines',
        degree: 'Bachelor of Science in Business Administration, major in Marketing',
        dates: '2014',
        end: '2014',
      },
    ],
    skills: [
      {
        items: [
          'Zendesk',
          'Salesforce Service Cloud',
          'Freshdesk',
          'Workforce management',
          'QA calibration',
          'KPI reporting',
          'Knowledge base writing',
          'Google Sheets',
        ],
      },
    ],
    languages: ['English', 'Filipino', 'Cebuano'],
    certifications: ['HDI Customer Service Representative (HDI-CSR) — 2018'],
    extras: [{ heading: 'Awards', items: ['Team Lead of the Year, Helix Software Philippines (2023)'] }],
  },
  labels: {
    skills: [
      'Zendesk',
      'Salesforce Service Cloud',
      'Freshdesk',
      'Workforce management',
      'QA calibration',
      'KPI reporting',
      'Knowledge base writing',
      'Google Sheets',
    ],
    languages: ['English', 'Filipino', 'Cebuano'],
    certifications: ['HDI Customer Service Representative (HDI-CSR)'],
  },
};
