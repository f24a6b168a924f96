import type { ResumeSpec } from '../lib/types.js';

/** Automotive technician in Valencia, scanned to JPEG: one page, two family names, Spanish mobile without country code. */
export const spec: ResumeSpec = {
  id: 'holdout-022',
  layout: 'scanned',
  country: 'ES',
  profession: 'automotive technician',
  output: {
    kind: 'scan',
    as: 'jpeg',
    paper: 'A4',
    rotateDeg: 0.8,
    seed: 22,
    template: {
      name: 'classic',
      style: {
        font: "'Liberation Sans', sans-serif",
        sizePt: 11,
        accent: '#000000',
        headingStyle: 'rule',
        header: 'split',
        separator: ' | ',
        contactOrder: ['phone', 'email', 'location'],
        order: ['summary', 'experience', 'education', 'skills', 'certifications', 'languages'],
        jobStyle: 'title-first',
        eduStyle: 'title-first',
        skillStyle: 'comma',
        languagesInline: true,
      },
    },
  },
  content: {
    name: 'Javier Martínez López',
    headline: 'Automotive Technician',
    email: 'javier.martinez.lopez@example.es',
    phones: [{ display: '612 34 56 78', e164: '+34612345678' }],
    location: 'Valencia',
    links: [],
    headings: {
      summary: 'Profile',
      experience: 'Work History',
      education: 'Training',
      skills: 'Skills',
      certifications: 'Certificates',
      languages: 'Languages',
    },
    summary:
      'Technician with twelve years in multi-brand workshops. Fast, tidy fault diagnosis on petrol, diesel and hybrid vehicles.',
    experience: [
      {
        title: 'Vehicle Maintenance Technician',
        company: 'Talleres Turia S.L.',
        place: 'Valencia',
        dates: 'Mar 2018 – Present',
        start: '2018-03',
        end: 'present',
        bullets: [
          'Electronic diagnosis with Bosch KTS and OBD-II scanners; repair data from Autodata.',
          'Service and repair of hybrid vehicles (high-voltage qualified).',
          'Brake, suspension and air-conditioning work on 8–10 vehicles a day.',
        ],
      },
      {
        title: 'Assistant Mechanic',
        company: 'Autoservicio Levante S.A.',
        place: 'Paterna',
        dates: 'Sep 2014 – Feb 2018',
        start: '2014-09',
        end: '2018-02',
        bullets: ['Oil services, tyres, brakes and timing belts; pre-ITV inspections.'],
      },
    ],
    education: [
      {
        institution: 'CIPFP Misericordia',
        degree: 'Técnico Superior en Automoción (Higher VET Diploma in Automotive)',
        dates: '2012 – 2014',
        end: '2014',
      },
    ],
    skills: [
      {
        items: [
          'OBD-II diagnostics',
          'Hybrid & EV systems',
          'ABS/ESP brake systems',
          'Air-conditioning recharge',
          'Autodata',
          'Bosch KTS',
        ],
      },
    ],
    certifications: ['High-voltage vehicle safety (Level 2), 2021', 'F-Gas handling certificate, 2019'],
    languages: ['Spanish (native)', 'Valencian (native)', 'English (basic)'],
  },
  labels: {
    skills: [
      'OBD-II diagnostics',
      'Hybrid & EV systems',
      'ABS/ESP brake systems',
      'Air-conditioning recharge',
      'Autodata',
      'Bosch KTS',
    ],
    languages: ['Spanish', 'Valencian', 'English'],
    certifications: ['High-voltage vehicle safety (Level 2)', 'F-Gas handling certificate'],
  },
};
