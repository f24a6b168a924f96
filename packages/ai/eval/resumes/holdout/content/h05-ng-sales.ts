import type { ResumeSpec } from '../lib/types.js';

/** Regional sales manager in Lagos: right-hand sidebar, two phone numbers (the first is labelled), "February 2020 – Date". */
export const spec: ResumeSpec = {
  id: 'holdout-005',
  layout: 'sidebar',
  country: 'NG',
  profession: 'sales manager',
  output: {
    kind: 'pdf',
    paper: 'A4',
    template: {
      name: 'sidebar',
      style: {
        font: "'Liberation Sans', sans-serif",
        sizePt: 10,
        side: 'right',
        width: '31%',
        sideBg: '#7a1f1f',
        sideInk: '#fff6ea',
        accent: '#7a1f1f',
        nameIn: 'main',
        contactIn: 'side',
        sideSections: ['skills', 'languages', 'extras'],
        mainSections: ['summary', 'experience', 'education'],
        jobStyle: 'title-first',
        eduStyle: 'company-first',
        skillStyle: 'bullets',
      },
    },
  },
  content: {
    name: 'Chukwuemeka Okonkwo',
    headline: 'Regional Sales Manager — FMCG',
    email: 'emeka.okonkwo@example.com',
    phones: [
      { display: '0803 123 4567', e164: '+2348031234567' },
      { display: '0705 987 6543', e164: '+2347059876543' },
    ],
    location: 'Lekki, Lagos',
    links: [],
    headings: {
      contact: 'Reach Me',
      summary: 'Professional Summary',
      experience: 'Career History',
      education: 'Academic Qualifications',
      skills: 'Core Competencies',
      languages: 'Languages',
    },
    summary:
      'Results-driven FMCG sales leader with over thirteen years of experience growing volume and numeric distribution across Lagos, Ogun, Oyo and the South-West. Manages 9 area managers, 46 sales representatives and a network of 31 key distributors. Grew regional revenue from ₦6.8bn to ₦14.2bn in four years.',
    experience: [
      {
        title: 'Regional Sales Manager (South-West)',
        company: 'Golden Harvest Beverages Plc',
        place: 'Lagos',
        dates: 'February 2020 – Date',
        start: '2020-02',
        end: 'present',
        bullets: [
          'Delivered 109% of volume target in 2023 and 114% in 2024 across 5 states.',
          'Redesigned route-to-market model, adding 7,800 outlets under direct coverage.',
          'Introduced Salesforce for visit tracking and order capture; distributor order lead time fell from 6 to 3 days.',
          'Negotiates annual trade terms with key distributors and modern trade chains.',
        ],
      },
      {
        title: 'Area Sales Manager',
        company: 'Sunrise Foods Nigeria Ltd',
        place: 'Ibadan',
        dates: 'August 2016 – January 2020',
        start: '2016-08',
        end: '2020-01',
        bullets: [
          'Led a team of 12 sales representatives covering Oyo and Osun states.',
          'Appointed 6 new sub-distributors and doubled rural numeric distribution.',
          'Best Area Manager, national sales conference 2018.',
        ],
      },
      {
        title: 'Sales Representative',
        company: 'Sunrise Foods Nigeria Ltd',
        place: 'Lagos',
        dates: 'March 2013 – July 2016',
        start: '2013-03',
        end: '2016-07',
        bullets: [
          'Managed 420 retail outlets in Surulere and Yaba; consistently above 100% of monthly target.',
        ],
      },
    ],
    education: [
      {
        institution: 'Lagos Business School, Pan-Atlantic University',
        degree: 'Executive MBA',
        dates: '2019 – 2021',
        end: '2021',
      },
      {
        institution: 'University of Nigeria, Nsukka',
        degree: 'B.Sc. Marketing (Second Class Upper)',
        dates: '2007 – 2011',
        end: '2011',
      },
    ],
    skills: [
      {
        items: [
          'Key Account Management',
          'Route-to-Market Planning',
          'Distributor Management',
          'Sales Forecasting',
          'Trade Marketing',
          'Salesforce',
          'Microsoft Excel',
        ],
      },
    ],
    languages: ['English', 'Igbo (native)', 'Yoruba (fluent)', 'Nigerian Pidgin'],
    extras: [{ heading: 'Referees', items: ['Available on request'] }],
  },
  labels: {
    skills: [
      'Key Account Management',
      'Route-to-Market Planning',
      'Distributor Management',
      'Sales Forecasting',
      'Trade Marketing',
      'Salesforce',
      'Microsoft Excel',
    ],
    languages: ['English', 'Igbo', 'Yoruba', 'Nigerian Pidgin'],
    certifications: [],
  },
};
