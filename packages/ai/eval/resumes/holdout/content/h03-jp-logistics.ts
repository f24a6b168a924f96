import type { ResumeSpec } from '../lib/types.js';

/** Logistics coordinator in Yokohama: one bordered form (label | value), family name first, dates "2016.04 – 2019.09". No headline. */
export const spec: ResumeSpec = {
  id: 'holdout-003',
  layout: 'table',
  country: 'JP',
  profession: 'logistics coordinator',
  output: {
    kind: 'pdf',
    paper: 'A4',
    template: {
      name: 'table',
      style: {
        variant: 'grid',
        font: "'Liberation Serif', serif",
        sizePt: 10.5,
        accent: '#444444',
        jobColumns: { period: 'Period', title: 'Position', company: 'Company', duties: 'Main duties' },
        eduColumns: { degree: 'Degree', institution: 'School', end: 'Period' },
        rowLabels: {
          name: 'Name',
          location: 'Current address',
          phone: 'Mobile',
          email: 'E-mail',
          skills: 'Skills / Tools',
          languages: 'Languages',
          certifications: 'Licenses & qualifications',
        },
        personalRows: [
          ['Date of birth', '1993.11.02'],
          ['Desired position', 'Logistics / Supply Chain Coordinator'],
        ],
      },
    },
  },
  content: {
    name: 'Tanaka Hiroshi',
    email: 'h.tanaka@example.jp',
    phones: [{ display: '090-1234-5678', e164: '+819012345678' }],
    location: 'Yokohama, Kanagawa, Japan',
    links: [],
    headings: {
      contact: 'Résumé (Rirekisho)',
      summary: 'Self-introduction',
      experience: 'Work history',
      education: 'Education',
      skills: 'Skills and qualifications',
    },
    summary:
      'Ten years in warehouse operations and international freight. I coordinate import shipments from bonded warehouse to customer delivery and keep customs documents correct the first time. I want to use my customs specialist license in a supply chain role with more responsibility.',
    experience: [
      {
        title: 'Logistics Coordinator',
        company: 'Sakura Global Freight K.K.',
        place: 'Yokohama',
        dates: '2019.10 – present',
        start: '2019-10',
        end: 'present',
        bullets: [
          'Coordinate 120–150 import containers per month (Asia and Europe).',
          'Prepare import declarations and check HS codes and Incoterms with clients.',
          'Track inventory in SAP EWM and report weekly KPIs to the branch manager.',
        ],
      },
      {
        title: 'Warehouse Operations Staff',
        company: 'Nippon Kaiun Logistics Co., Ltd.',
        place: 'Kawasaki',
        dates: '2016.04 – 2019.09',
        start: '2016-04',
        end: '2019-09',
        bullets: [
          'Receiving, picking and shipping in a 12,000 m² warehouse (Manhattan WMS).',
          'Forklift operation and stocktaking; trained 6 new staff.',
        ],
      },
    ],
    education: [
      {
        institution: 'Yokohama National University',
        degree: 'Bachelor of Economics',
        dates: '2012.04 – 2016.03',
        end: '2016-03',
      },
      {
        institution: 'Kanagawa Prefectural Kibogaoka High School',
        degree: 'High school diploma',
        dates: '2009.04 – 2012.03',
        end: '2012-03',
      },
    ],
    skills: [
      { items: ['SAP EWM', 'Manhattan WMS', 'Incoterms 2020', 'Customs documentation', 'Excel', 'VBA'] },
    ],
    languages: ['Japanese (native)', 'English (TOEIC 860)'],
    certifications: ['Certified Customs Specialist (Tsukanshi), 2018', 'Forklift Operator License, 2016'],
    extras: [{ heading: 'Hobbies', items: ['Long-distance running (Yokohama Marathon 2023)'] }],
  },
  labels: {
    skills: ['SAP EWM', 'Manhattan WMS', 'Incoterms 2020', 'Customs documentation', 'Microsoft Excel', 'VBA'],
    languages: ['Japanese', 'English'],
    certifications: ['Certified Customs Specialist (Tsukanshi)', 'Forklift Operator License'],
  },
};
