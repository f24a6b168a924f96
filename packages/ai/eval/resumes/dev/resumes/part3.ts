/** dev-021 … dev-030 */
import { runningFooter, runningHeader } from '../lib/html.js';
import type { ResumeSpec } from '../lib/types.js';

export const PART3: ResumeSpec[] = [
  /* ------------------------------------------------------------------ */
  {
    id: 'dev-021',
    format: 'pdf',
    layout: 'sidebar',
    country: 'DE',
    profession: 'ux designer',
    pages: 1,
    render: {
      kind: 'html',
      template: 'sidebar',
      style: {
        font: "'DejaVu Sans', sans-serif",
        size: 9.5,
        accent: '#e0567a',
        sideBg: '#263238',
        sideFg: '#ffffff',
        sideWidth: '66mm',
        nameIn: 'side',
        heading: 'bold-only',
        job: 'stacked',
        edu: 'one-line',
        list: 'lines',
      },
      pdf: { paper: 'A4', margin: [10, 0, 10, 0] },
    },
    doc: {
      name: 'Leonie Schäfer',
      headline: 'UX/UI Designer',
      contactHeading: 'Kontakt',
      contact: [
        'Berlin',
        '+49 176 12345678',
        'leonie.schaefer@example.com',
        'linkedin.com/in/leonie-schaefer-ux',
        'dribbble.com/leonieschaefer',
      ],
      sections: [
        {
          h: 'Toolbox',
          side: true,
          blocks: [{ t: 'list', items: ['Figma', 'Sketch', 'Adobe XD', 'Miro', 'Maze', 'HTML/CSS'] }],
        },
        {
          h: 'What I do',
          side: true,
          blocks: [
            {
              t: 'list',
              items: ['User Research', 'Usability Testing', 'Prototyping', 'Design Systems', 'Accessibility'],
            },
          ],
        },
        {
          h: 'Languages',
          side: true,
          blocks: [{ t: 'list', items: ['German – Muttersprache', 'English – C1', 'French – A2'] }],
        },
        {
          h: 'About',
          blocks: [
            {
              t: 'p',
              text: 'Product designer who likes messy problems: onboarding flows, banking forms, settings pages nobody wants to touch. I run research myself, prototype fast and work closely with engineers on a shared design system.',
            },
          ],
        },
        {
          h: 'Where I’ve worked',
          blocks: [
            {
              t: 'job',
              title: 'Senior UX Designer',
              org: 'Spreeklang GmbH',
              where: 'Berlin',
              dates: 'Oct 2022 – now',
              bullets: [
                'Lead designer for the podcast app’s subscription and onboarding flows (2.3 M monthly users).',
                'Built the token-based design system in Figma together with two front-end engineers.',
                'Set up continuous usability testing with Maze; 6–8 tests per month.',
              ],
            },
            {
              t: 'job',
              title: 'UX Designer',
              org: 'Fintastic Bank AG',
              where: 'Frankfurt am Main',
              dates: 'Feb 2019 – Sep 2022',
              bullets: [
                'Redesigned the account-opening journey; completion rate up from 54% to 71%.',
                'Accessibility reviews against WCAG for all customer-facing screens.',
              ],
            },
            {
              t: 'job',
              title: 'UI Designer (Werkstudentin)',
              org: 'Agentur Nordlicht',
              where: 'Berlin',
              dates: 'Apr 2017 – Jan 2019',
              bullets: ['Landing pages, banners and UI kits for e-commerce clients.'],
            },
          ],
        },
        {
          h: 'Where I studied',
          blocks: [
            {
              t: 'edu',
              degree: 'B.A. Kommunikationsdesign',
              school: 'Universität der Künste Berlin',
              dates: '2015 – 2019',
            },
          ],
        },
        { h: 'Certificates', blocks: [{ t: 'p', text: 'Nielsen Norman Group UX Certification' }] },
      ],
    },
    expected: {
      name: 'Leonie Schäfer',
      email: 'leonie.schaefer@example.com',
      phone: '+4917612345678',
      location: 'Berlin',
      links: ['https://linkedin.com/in/leonie-schaefer-ux', 'https://dribbble.com/leonieschaefer'],
      headline: 'UX/UI Designer',
      skills: [
        'Figma',
        'Sketch',
        'Adobe XD',
        'Miro',
        'Maze',
        'HTML',
        'CSS',
        'User Research',
        'Usability Testing',
        'Prototyping',
        'Design Systems',
        'Accessibility',
      ],
      experience: [
        { title: 'Senior UX Designer', company: 'Spreeklang GmbH', start: '2022-10', end: 'present' },
        { title: 'UX Designer', company: 'Fintastic Bank AG', start: '2019-02', end: '2022-09' },
        {
          title: 'UI Designer (Werkstudentin)',
          company: 'Agentur Nordlicht',
          start: '2017-04',
          end: '2019-01',
        },
      ],
      education: [
        { institution: 'Universität der Künste Berlin', degree: 'B.A. Kommunikationsdesign', end: '2019' },
      ],
      languages: ['German', 'English', 'French'],
      certifications: ['Nielsen Norman Group UX Certification'],
      total_years_experience: 9.6,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-022',
    format: 'pdf',
    layout: 'two-column',
    country: 'IN',
    profession: 'frontend developer',
    pages: 1,
    render: {
      kind: 'html',
      template: 'twocol',
      style: {
        font: "'Liberation Sans', sans-serif",
        size: 10,
        accent: '#0b5394',
        heading: 'underline',
        header: 'center',
        job: 'title-first',
        edu: 'degree-first',
        sideSide: 'right',
        sideWidth: '62mm',
        list: 'comma',
      },
      pdf: { paper: 'A4', margin: [14, 14, 14, 14] },
    },
    doc: {
      name: 'Kavya Reddy',
      headline: 'Frontend Developer',
      contact: [
        'Hyderabad, Telangana',
        '+91-9000012345',
        'kavya.reddy.dev@example.com',
        'github.com/kavyareddy-dev',
        'linkedin.com/in/kavya-reddy-fe',
        'kavyareddy.github.io',
      ],
      contactSep: ' | ',
      sections: [
        {
          h: 'Summary',
          blocks: [
            {
              t: 'p',
              text: 'Frontend developer with two years of experience building accessible React applications for a logistics SaaS product. Enjoys turning Figma designs into fast, tested components.',
            },
          ],
        },
        {
          h: 'Experience',
          blocks: [
            {
              t: 'job',
              title: 'Associate Software Engineer – Frontend',
              org: 'Cyberabad Digital Labs Pvt Ltd',
              where: 'Hyderabad',
              dates: 'Jul 2024 – Present',
              bullets: [
                'Build shipment-tracking screens in React and TypeScript used by 1,800 dispatchers daily.',
                'Migrated global state from legacy Redux to Redux Toolkit, removing 4,000 lines of boilerplate.',
                'Raised unit-test coverage of the UI library from 38% to 81% with Jest and Testing Library.',
                'Fixed 60+ accessibility issues found in an external audit.',
              ],
            },
          ],
        },
        {
          h: 'Projects',
          blocks: [
            {
              t: 'ul',
              items: [
                '**ShopLite** – e-commerce demo with React, Redux Toolkit and Tailwind CSS; Lighthouse score 98.',
                '**DevNotes** – markdown notes PWA with offline sync (IndexedDB).',
                '**Final-year project** – crowd-sourced pothole map for Hyderabad (team of 4).',
              ],
            },
          ],
        },
        {
          h: 'Technical Skills',
          side: true,
          blocks: [
            {
              t: 'list',
              items: [
                'JS (ES6+)',
                'TypeScript',
                'React',
                'Redux Toolkit',
                'HTML5',
                'CSS3',
                'Tailwind CSS',
                'Jest',
                'Git',
              ],
            },
          ],
        },
        {
          h: 'Education',
          side: true,
          blocks: [
            {
              t: 'edu',
              degree: 'B.Tech in Computer Science and Engineering',
              school: 'JNTU Hyderabad',
              dates: '2020 – 2024',
              note: 'CGPA: 8.4/10',
            },
          ],
        },
        {
          h: 'Certifications',
          side: true,
          blocks: [{ t: 'p', text: 'Meta Front-End Developer Professional Certificate' }],
        },
        { h: 'Languages', side: true, blocks: [{ t: 'list', items: ['English', 'Telugu', 'Hindi'] }] },
      ],
    },
    expected: {
      name: 'Kavya Reddy',
      email: 'kavya.reddy.dev@example.com',
      phone: '+919000012345',
      location: 'Hyderabad, Telangana',
      links: [
        'https://github.com/kavyareddy-dev',
        'https://linkedin.com/in/kavya-reddy-fe',
        'https://kavyareddy.github.io',
      ],
      headline: 'Frontend Developer',
      skills: [
        'JavaScript',
        'TypeScript',
        'React',
        'Redux Toolkit',
        'HTML5',
        'CSS3',
        'Tailwind CSS',
        'Jest',
        'Git',
      ],
      experience: [
        {
          title: 'Associate Software Engineer – Frontend',
          company: 'Cyberabad Digital Labs Pvt Ltd',
          start: '2024-07',
          end: 'present',
        },
      ],
      education: [
        { institution: 'JNTU Hyderabad', degree: 'B.Tech in Computer Science and Engineering', end: '2024' },
      ],
      languages: ['English', 'Telugu', 'Hindi'],
      certifications: ['Meta Front-End Developer Professional Certificate'],
      total_years_experience: 2.3,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-023',
    format: 'pdf',
    layout: 'one-column',
    country: 'US',
    profession: 'nurse',
    pages: 1,
    render: {
      kind: 'html',
      template: 'classic',
      style: {
        font: "'Liberation Serif', serif",
        size: 11,
        accent: '#000000',
        heading: 'caps-rule',
        header: 'center',
        job: 'title-first',
        list: 'bullets',
      },
      pdf: { paper: 'Letter', margin: [16, 18, 16, 18] },
    },
    doc: {
      name: 'Destiny Johnson, BSN, RN',
      headline: 'Registered Nurse – Emergency Department',
      contact: ['Atlanta, GA', '404.555.0172', 'destiny.johnson.rn@example.com'],
      contactSep: ' • ',
      sections: [
        {
          h: 'Summary',
          blocks: [
            {
              t: 'p',
              text: 'Emergency department RN with nine years of acute-care experience in a Level I trauma center and a community hospital. Experienced with Epic documentation, Pyxis MedStation dispensing and ESI triage.',
            },
          ],
        },
        {
          h: 'Clinical Experience',
          blocks: [
            {
              t: 'job',
              title: 'Emergency Department RN',
              org: 'Peachtree Regional Medical Center',
              where: 'Atlanta, GA',
              dates: 'Feb 2020 – Present',
              bullets: [
                'Triage 30+ patients per shift using the Emergency Severity Index (ESI).',
                'Trauma bay and resuscitation nurse for Level I activations.',
                'Super-user for the Epic ASAP go-live; trained 12 new hires.',
              ],
            },
            {
              t: 'job',
              title: 'PRN Staff Nurse',
              org: 'Northside Urgent Care',
              where: 'Marietta, GA',
              dates: 'Jun 2021 – Present',
              bullets: ['Per-diem shifts (2–3 per month): IV therapy, wound care and discharge teaching.'],
            },
            {
              t: 'job',
              title: 'Medical-Surgical RN',
              org: 'DeKalb Community Hospital',
              where: 'Decatur, GA',
              dates: 'Jul 2017 – Jan 2020',
              bullets: ['36-bed med-surg unit, 5–6 patients per shift, including telemetry monitoring.'],
            },
          ],
        },
        {
          h: 'Licensure & Certifications',
          blocks: [
            {
              t: 'ul',
              items: [
                'Registered Nurse, State of Georgia',
                'Basic Life Support (BLS)',
                'Advanced Cardiovascular Life Support (ACLS)',
                'Pediatric Advanced Life Support (PALS)',
                'Trauma Nursing Core Course (TNCC)',
              ],
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              degree: 'Bachelor of Science in Nursing (BSN)',
              school: 'Georgia State University',
              where: 'Atlanta, GA',
              dates: 'May 2017',
            },
          ],
        },
      ],
    },
    expected: {
      name: 'Destiny Johnson',
      email: 'destiny.johnson.rn@example.com',
      phone: '+14045550172',
      location: 'Atlanta, GA',
      links: [],
      headline: 'Registered Nurse – Emergency Department',
      skills: [
        'Epic',
        'Pyxis MedStation',
        'Emergency Severity Index (ESI)',
        'IV Therapy',
        'Wound Care',
        'Telemetry Monitoring',
      ],
      experience: [
        {
          title: 'Emergency Department RN',
          company: 'Peachtree Regional Medical Center',
          start: '2020-02',
          end: 'present',
        },
        { title: 'PRN Staff Nurse', company: 'Northside Urgent Care', start: '2021-06', end: 'present' },
        {
          title: 'Medical-Surgical RN',
          company: 'DeKalb Community Hospital',
          start: '2017-07',
          end: '2020-01',
        },
      ],
      education: [
        {
          institution: 'Georgia State University',
          degree: 'Bachelor of Science in Nursing (BSN)',
          end: '2017-05',
        },
      ],
      languages: [],
      certifications: [
        'Registered Nurse, State of Georgia',
        'Basic Life Support (BLS)',
        'Advanced Cardiovascular Life Support (ACLS)',
        'Pediatric Advanced Life Support (PALS)',
        'Trauma Nursing Core Course (TNCC)',
      ],
      total_years_experience: 9.3,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-024',
    format: 'pdf',
    layout: 'header-footer',
    country: 'GB',
    profession: 'construction project manager',
    pages: 2,
    render: {
      kind: 'html',
      template: 'classic',
      style: {
        font: "'Liberation Sans', sans-serif",
        size: 10.5,
        accent: '#004d40',
        heading: 'caps-rule',
        header: 'split',
        job: 'title-first',
        list: 'pipes',
      },
      pdf: {
        paper: 'A4',
        margin: [20, 17, 18, 17],
        header: runningHeader('Rajinder Singh Gill MCIOB', 'Curriculum Vitae'),
        footer: runningFooter('raj.gill@example.co.uk · 0121 496 0123'),
      },
    },
    doc: {
      name: 'Rajinder Singh Gill',
      headline: 'Senior Project Manager – Construction (MCIOB)',
      contact: [
        'Birmingham, West Midlands',
        '0121 496 0123',
        'raj.gill@example.co.uk',
        'linkedin.com/in/rajgill-construction',
      ],
      sections: [
        {
          h: 'Profile',
          blocks: [
            {
              t: 'p',
              text: 'Chartered construction project manager with over twenty years on residential, education and healthcare schemes up to £48m. Delivered 31 projects from pre-construction to handover, most recently under NEC4 and JCT Design & Build contracts. Calm on site, firm on programme and safety.',
            },
          ],
        },
        {
          h: 'Core Skills',
          blocks: [
            {
              t: 'list',
              items: [
                'NEC4 Contract Management',
                'JCT Contracts',
                'Asta Powerproject',
                'Microsoft Project',
                'CDM 2015 Compliance',
                'Procore',
                'BIM Level 2',
              ],
            },
          ],
        },
        {
          h: 'Employment',
          blocks: [
            {
              t: 'job',
              title: 'Senior Project Manager',
              org: 'Midland Build Partners Ltd',
              where: 'Birmingham',
              dates: 'Jan 2021 – Present',
              bullets: [
                'Lead a £48m, 220-bed care campus delivered under NEC4 Option C; on programme and 2.1% under target cost.',
                'Manage a site team of 14 and up to 35 subcontract packages; chair monthly client progress meetings.',
                'Introduced Procore for RFIs, snagging and daily diaries across all company sites.',
                'Principal Contractor lead for CDM 2015; zero RIDDOR-reportable incidents since 2022.',
              ],
            },
            {
              t: 'job',
              title: 'Project Manager',
              org: 'Severn Construction Group',
              where: 'Worcester',
              dates: 'Apr 2017 – Dec 2020',
              bullets: [
                'Delivered four secondary-school extensions (£6–14m) under the DfE framework, all handed over before September term start.',
                'Prepared and maintained Asta Powerproject programmes and monthly cost-value reconciliations.',
              ],
            },
            {
              t: 'job',
              title: 'Assistant Project Manager',
              org: 'Severn Construction Group',
              where: 'Worcester',
              dates: 'Jun 2014 – Mar 2017',
              bullets: [
                'Supported delivery of a £22m hospital outpatient block; managed M&E subcontractor interfaces and commissioning.',
              ],
            },
            {
              t: 'job',
              title: 'Site Manager',
              org: 'Carrow Homes',
              where: 'Coventry',
              dates: 'Feb 2011 – May 2014',
              bullets: ['Ran residential sites of 60–140 plots; NHBC Pride in the Job Quality Award 2013.'],
            },
            {
              t: 'job',
              title: 'Assistant Site Manager',
              org: 'Carrow Homes',
              where: 'Coventry',
              dates: 'Sep 2008 – Jan 2011',
              bullets: ['Daily coordination of trades, inspections and health and safety briefings.'],
            },
            {
              t: 'job',
              title: 'Site Engineer',
              org: 'BRK Civil Engineering',
              where: 'Wolverhampton',
              dates: 'Jul 2006 – Aug 2008',
              bullets: ['Setting out, levels and as-built surveys for highways and drainage works.'],
            },
            {
              t: 'job',
              title: 'Graduate Trainee',
              org: 'Arden Surveyors',
              where: 'Solihull',
              dates: 'Jul 2005 – Jun 2006',
              bullets: ['Measurement, valuations and subcontract payment applications.'],
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              degree: 'BSc (Hons) Construction Management',
              school: 'Birmingham City University',
              dates: '2002 – 2005',
            },
          ],
        },
        {
          h: 'Professional Memberships & Tickets',
          blocks: [
            {
              t: 'ul',
              items: [
                'Chartered Member, Chartered Institute of Building (MCIOB)',
                'SMSTS – Site Management Safety Training Scheme',
                'CSCS Black Card (Manager)',
                'NEBOSH National Certificate in Construction Health and Safety',
              ],
            },
          ],
        },
        { h: 'Languages', blocks: [{ t: 'p', text: 'English, Punjabi' }] },
        { h: 'References', blocks: [{ t: 'p', text: 'Available from previous employers on request.' }] },
      ],
    },
    expected: {
      name: 'Rajinder Singh Gill',
      email: 'raj.gill@example.co.uk',
      phone: '+441214960123',
      location: 'Birmingham, West Midlands',
      links: ['https://linkedin.com/in/rajgill-construction'],
      headline: 'Senior Project Manager – Construction (MCIOB)',
      skills: [
        'NEC4 Contract Management',
        'JCT Contracts',
        'Asta Powerproject',
        'Microsoft Project',
        'CDM 2015 Compliance',
        'Procore',
        'BIM Level 2',
      ],
      experience: [
        {
          title: 'Senior Project Manager',
          company: 'Midland Build Partners Ltd',
          start: '2021-01',
          end: 'present',
        },
        { title: 'Project Manager', company: 'Severn Construction Group', start: '2017-04', end: '2020-12' },
        {
          title: 'Assistant Project Manager',
          company: 'Severn Construction Group',
          start: '2014-06',
          end: '2017-03',
        },
        { title: 'Site Manager', company: 'Carrow Homes', start: '2011-02', end: '2014-05' },
        { title: 'Assistant Site Manager', company: 'Carrow Homes', start: '2008-09', end: '2011-01' },
        { title: 'Site Engineer', company: 'BRK Civil Engineering', start: '2006-07', end: '2008-08' },
        { title: 'Graduate Trainee', company: 'Arden Surveyors', start: '2005-07', end: '2006-06' },
      ],
      education: [
        {
          institution: 'Birmingham City University',
          degree: 'BSc (Hons) Construction Management',
          end: '2005',
        },
      ],
      languages: ['English', 'Punjabi'],
      certifications: [
        'Chartered Member, Chartered Institute of Building (MCIOB)',
        'SMSTS – Site Management Safety Training Scheme',
        'CSCS Black Card (Manager)',
        'NEBOSH National Certificate in Construction Health and Safety',
      ],
      total_years_experience: 21.3,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-025',
    format: 'pdf',
    layout: 'one-column',
    country: 'ES',
    profession: 'architect',
    pages: 1,
    render: {
      kind: 'html',
      template: 'classic',
      style: {
        font: "'Liberation Sans Narrow', 'Liberation Sans', sans-serif",
        size: 11,
        accent: '#9c3d00',
        heading: 'left-border',
        header: 'left',
        job: 'dates-left',
        edu: 'dates-left',
        list: 'comma',
      },
      pdf: { paper: 'A4', margin: [16, 18, 16, 18] },
    },
    doc: {
      name: 'María José García López',
      headline: 'Architect – Sustainable Housing',
      contact: [
        'Valencia, España',
        '+34 612 34 56 78',
        'mariajose.garcia@example.com',
        'issuu.com/mjgarcialopez',
      ],
      contactSep: ' / ',
      sections: [
        {
          h: 'Profile',
          blocks: [
            {
              t: 'p',
              text: 'Architect registered with the COACV, specialised in low-energy social housing and the rehabilitation of existing buildings. Ten years of project work from competition entries to site supervision.',
            },
          ],
        },
        {
          h: 'Professional Experience',
          blocks: [
            {
              t: 'job',
              dates: 'Sep 2019 – Present',
              title: 'Project Architect',
              org: 'Estudio Turia Arquitectura',
              where: 'Valencia',
              bullets: [
                'Project lead for 96 Passivhaus-certified social housing units in Benimaclet.',
                'Coordinate structural and MEP consultants; site supervision and certification of works.',
              ],
            },
            {
              t: 'job',
              dates: 'Oct 2016 – Aug 2019',
              title: 'Junior Architect',
              org: 'Grupo Levante Ingeniería y Construcción',
              where: 'Alicante',
              bullets: ['Construction documents and Revit models for residential and hotel projects.'],
            },
            {
              t: 'job',
              dates: 'Feb 2016 – Jul 2016',
              title: 'Architecture Intern (Erasmus+)',
              org: 'Atelier Fontaine',
              where: 'Lyon, France',
              bullets: ['Competition models and renderings for two public-library competitions.'],
            },
          ],
        },
        {
          h: 'Software',
          blocks: [
            { t: 'list', items: ['AutoCAD', 'Revit', 'Rhino', 'Grasshopper', 'Lumion', 'Adobe Photoshop'] },
          ],
        },
        {
          h: 'Expertise',
          blocks: [{ t: 'list', items: ['Passivhaus Design', 'Social Housing', 'Building Rehabilitation'] }],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              dates: '2016',
              degree: 'Máster Habilitante en Arquitectura',
              school: 'Universitat Politècnica de València',
            },
            {
              t: 'edu',
              dates: '2015',
              degree: 'Grado en Fundamentos de la Arquitectura',
              school: 'Universitat Politècnica de València',
            },
          ],
        },
        { h: 'Certifications', blocks: [{ t: 'ul', items: ['Certified Passive House Designer'] }] },
        {
          h: 'Languages',
          blocks: [
            { t: 'p', text: 'Spanish (native), Catalan (Valencian, native), English (C1), French (B2)' },
          ],
        },
      ],
    },
    expected: {
      name: 'María José García López',
      email: 'mariajose.garcia@example.com',
      phone: '+34612345678',
      location: 'Valencia, España',
      links: ['https://issuu.com/mjgarcialopez'],
      headline: 'Architect – Sustainable Housing',
      skills: [
        'AutoCAD',
        'Revit',
        'Rhino',
        'Grasshopper',
        'Lumion',
        'Adobe Photoshop',
        'Passivhaus Design',
        'Social Housing',
        'Building Rehabilitation',
      ],
      experience: [
        {
          title: 'Project Architect',
          company: 'Estudio Turia Arquitectura',
          start: '2019-09',
          end: 'present',
        },
        {
          title: 'Junior Architect',
          company: 'Grupo Levante Ingeniería y Construcción',
          start: '2016-10',
          end: '2019-08',
        },
        {
          title: 'Architecture Intern (Erasmus+)',
          company: 'Atelier Fontaine',
          start: '2016-02',
          end: '2016-07',
        },
      ],
      education: [
        {
          institution: 'Universitat Politècnica de València',
          degree: 'Máster Habilitante en Arquitectura',
          end: '2016',
        },
        {
          institution: 'Universitat Politècnica de València',
          degree: 'Grado en Fundamentos de la Arquitectura',
          end: '2015',
        },
      ],
      languages: ['Spanish', 'Catalan', 'English', 'French'],
      certifications: ['Certified Passive House Designer'],
      total_years_experience: 10.6,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-026',
    format: 'docx',
    layout: 'one-column',
    country: 'PH',
    profession: 'bookkeeper',
    pages: 1,
    render: { kind: 'docx', opts: { font: 'Calibri', headings: 'bold' } },
    doc: {
      name: 'Jerome Bautista',
      headline: 'Remote Bookkeeper & Virtual Assistant',
      contact: [
        'Cebu City, Philippines',
        '+63 917 555 0142',
        'jerome.bautista.va@example.com',
        'linkedin.com/in/jeromebautista',
      ],
      contactSep: ' • ',
      sections: [
        {
          h: 'SUMMARY',
          blocks: [
            {
              t: 'p',
              text: 'Accountancy graduate with eight years in bookkeeping and admin support, the last four working remotely for Australian and US clients across time zones.',
            },
          ],
        },
        {
          h: 'PROFESSIONAL EXPERIENCE',
          blocks: [
            {
              t: 'job',
              title: 'Bookkeeper (Contract)',
              org: 'Harbor & Pine Accounting',
              where: 'Remote – Sydney, Australia',
              dates: 'Aug 2022 – Present',
              bullets: [
                'Full-cycle bookkeeping for 22 small-business clients in Xero and MYOB.',
                'BAS preparation support, bank reconciliations and month-end reports.',
              ],
            },
            {
              t: 'job',
              title: 'Virtual Assistant (Part-time)',
              org: 'Bright Nest Realty LLC',
              where: 'Remote – Austin, TX',
              dates: 'Jan 2023 – Jun 2025',
              bullets: [
                'Inbox and calendar management for two brokers; listing flyers in Canva.',
                'Invoicing and accounts receivable follow-up in QuickBooks Online.',
              ],
            },
            {
              t: 'job',
              title: 'Accounting Clerk',
              org: 'Visayas Trading Corporation',
              where: 'Cebu City',
              dates: 'Jun 2018 – Jul 2022',
              bullets: ['Accounts payable for 300+ suppliers; weekly check runs and vendor reconciliations.'],
            },
          ],
        },
        {
          h: 'SKILLS',
          blocks: [
            {
              t: 'list',
              items: [
                'QuickBooks Online',
                'Xero',
                'MYOB',
                'Accounts Payable',
                'Accounts Receivable',
                'Bank Reconciliation',
                'Google Workspace',
                'Canva',
              ],
            },
          ],
        },
        {
          h: 'EDUCATION',
          blocks: [
            {
              t: 'edu',
              degree: 'Bachelor of Science in Accountancy',
              school: 'University of San Carlos',
              dates: '2014 – 2018',
            },
          ],
        },
        {
          h: 'CERTIFICATIONS',
          blocks: [{ t: 'ul', items: ['QuickBooks Online ProAdvisor', 'Xero Advisor Certified'] }],
        },
        { h: 'LANGUAGES', blocks: [{ t: 'p', text: 'English, Filipino, Cebuano' }] },
      ],
    },
    expected: {
      name: 'Jerome Bautista',
      email: 'jerome.bautista.va@example.com',
      phone: '+639175550142',
      location: 'Cebu City, Philippines',
      links: ['https://linkedin.com/in/jeromebautista'],
      headline: 'Remote Bookkeeper & Virtual Assistant',
      skills: [
        'QuickBooks Online',
        'Xero',
        'MYOB',
        'Accounts Payable',
        'Accounts Receivable',
        'Bank Reconciliation',
        'Google Workspace',
        'Canva',
      ],
      experience: [
        {
          title: 'Bookkeeper (Contract)',
          company: 'Harbor & Pine Accounting',
          start: '2022-08',
          end: 'present',
        },
        {
          title: 'Virtual Assistant (Part-time)',
          company: 'Bright Nest Realty LLC',
          start: '2023-01',
          end: '2025-06',
        },
        {
          title: 'Accounting Clerk',
          company: 'Visayas Trading Corporation',
          start: '2018-06',
          end: '2022-07',
        },
      ],
      education: [
        {
          institution: 'University of San Carlos',
          degree: 'Bachelor of Science in Accountancy',
          end: '2018',
        },
      ],
      languages: ['English', 'Filipino', 'Cebuano'],
      certifications: ['QuickBooks Online ProAdvisor', 'Xero Advisor Certified'],
      total_years_experience: 8.4,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-027',
    format: 'pdf',
    layout: 'sidebar',
    country: 'ZA',
    profession: 'electrical engineer',
    pages: 2,
    render: {
      kind: 'html',
      template: 'sidebar',
      style: {
        font: "'Liberation Sans', sans-serif",
        size: 10.5,
        accent: '#1c2b4a',
        sideBg: '#1c2b4a',
        sideFg: '#ffffff',
        sideWidth: '64mm',
        heading: 'caps-rule',
        job: 'org-first',
        edu: 'school-first',
        list: 'lines',
      },
      pdf: { paper: 'A4', margin: [10, 0, 10, 0] },
    },
    doc: {
      name: 'Thabo Mokoena',
      headline: 'Electrical Engineer (Pr Eng) – Mining & Heavy Industry',
      contact: [
        'Rustenburg, North West',
        '082 555 1234',
        'thabo.mokoena@example.com',
        'linkedin.com/in/thabomokoena',
      ],
      sections: [
        {
          h: 'Technical',
          side: true,
          blocks: [
            {
              t: 'list',
              items: [
                'MV/HV Switchgear',
                'Protection Relay Settings',
                'DIgSILENT PowerFactory',
                'ETAP',
                'Siemens S7 PLC',
                'AutoCAD Electrical',
                'SANS 10142',
              ],
            },
          ],
        },
        {
          h: 'Registrations',
          side: true,
          blocks: [
            {
              t: 'list',
              items: [
                'Professional Engineer (Pr Eng) – ECSA',
                'Government Certificate of Competency (Electrical)',
              ],
            },
          ],
        },
        {
          h: 'Languages',
          side: true,
          blocks: [{ t: 'list', items: ['English', 'Setswana', 'Afrikaans', 'isiZulu'] }],
        },
        {
          h: 'Profile',
          blocks: [
            {
              t: 'p',
              text: 'Registered professional engineer with fifteen years in power distribution for platinum mines, smelters and utilities. Responsible engineer under the Mine Health and Safety Act for plants with 40 MVA installed capacity.',
            },
          ],
        },
        {
          h: 'Career',
          blocks: [
            {
              t: 'job',
              org: 'Bafokeng Platinum Operations',
              where: 'Rustenburg',
              title: 'Senior Electrical Engineer',
              dates: '2020/03 – Present',
              bullets: [
                'Appointed engineer (GMR 2.1) for two shafts and a concentrator: 11 kV and 33 kV networks, 180 staff.',
                'Led the protection-coordination study for the new 88/11 kV substation in DIgSILENT PowerFactory.',
                'Cut unplanned electrical downtime by 37% through condition monitoring and a revised maintenance strategy.',
                'Managed capital projects worth R 210 m, including a 12 MW solar PV plant tie-in.',
                'Mentor four engineers-in-training towards ECSA registration.',
              ],
            },
            {
              t: 'job',
              org: 'Highveld Smelting (Pty) Ltd',
              where: 'eMalahleni',
              title: 'Electrical Engineer',
              dates: '2015/01 – 2020/02',
              bullets: [
                'Furnace transformer and MV switchgear maintenance for a ferrochrome smelter.',
                'Arc-flash study and labelling programme across 60 switchboards (ETAP).',
                'Siemens S7 PLC upgrades on the raw-materials handling plant.',
              ],
            },
            {
              t: 'job',
              org: 'Matla Power Services (Pty) Ltd',
              where: 'Johannesburg',
              title: 'Engineer-in-Training',
              dates: '2012/02 – 2014/12',
              bullets: [
                'Substation design drawings in AutoCAD Electrical; commissioning of protection relays.',
                'Wiring-code compliance inspections to SANS 10142.',
              ],
            },
            {
              t: 'job',
              org: 'Matla Power Services (Pty) Ltd',
              where: 'Johannesburg',
              title: 'Vacation Work Student',
              dates: '2010/12 – 2011/01',
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            { t: 'edu', school: 'GIBS Business School', degree: 'MBA', dates: '2019' },
            {
              t: 'edu',
              school: 'University of Pretoria',
              degree: 'BEng Electrical Engineering',
              dates: '2008 – 2011',
            },
          ],
        },
        {
          h: 'Key Projects',
          blocks: [
            {
              t: 'ul',
              items: [
                '88/11 kV Styldrift substation (2023–2024): design review, protection settings and energisation.',
                '12 MW solar PV tie-in at the concentrator (2025): grid-code compliance with the utility.',
                'Smelter furnace 3 transformer replacement (2018): 6-day shutdown completed on schedule.',
                'Arc-flash risk reduction programme (2016–2017): all boards labelled, PPE matrix introduced.',
              ],
            },
          ],
        },
        {
          h: 'Professional Activities',
          blocks: [
            {
              t: 'ul',
              items: [
                'Member of the SAIEE Power and Energy Section committee (2021–present).',
                'Guest lecturer, Power Systems Protection, North-West University (2024).',
                'ECSA professional-review panel member for electrical engineering applicants.',
              ],
            },
          ],
        },
      ],
    },
    expected: {
      name: 'Thabo Mokoena',
      email: 'thabo.mokoena@example.com',
      phone: '+27825551234',
      location: 'Rustenburg, North West',
      links: ['https://linkedin.com/in/thabomokoena'],
      headline: 'Electrical Engineer (Pr Eng) – Mining & Heavy Industry',
      skills: [
        'MV/HV Switchgear',
        'Protection Relay Settings',
        'DIgSILENT PowerFactory',
        'ETAP',
        'Siemens S7 PLC',
        'AutoCAD Electrical',
        'SANS 10142',
      ],
      experience: [
        {
          title: 'Senior Electrical Engineer',
          company: 'Bafokeng Platinum Operations',
          start: '2020-03',
          end: 'present',
        },
        {
          title: 'Electrical Engineer',
          company: 'Highveld Smelting (Pty) Ltd',
          start: '2015-01',
          end: '2020-02',
        },
        {
          title: 'Engineer-in-Training',
          company: 'Matla Power Services (Pty) Ltd',
          start: '2012-02',
          end: '2014-12',
        },
        {
          title: 'Vacation Work Student',
          company: 'Matla Power Services (Pty) Ltd',
          start: '2010-12',
          end: '2011-01',
        },
      ],
      education: [
        { institution: 'GIBS Business School', degree: 'MBA', end: '2019' },
        { institution: 'University of Pretoria', degree: 'BEng Electrical Engineering', end: '2011' },
      ],
      languages: ['English', 'Setswana', 'Afrikaans', 'isiZulu'],
      certifications: [
        'Professional Engineer (Pr Eng) – ECSA',
        'Government Certificate of Competency (Electrical)',
      ],
      total_years_experience: 14.9,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-028',
    format: 'pdf',
    layout: 'table',
    country: 'IN',
    profession: 'bank officer',
    pages: 2,
    render: {
      kind: 'html',
      template: 'table',
      style: {
        font: "'Liberation Serif', serif",
        size: 11,
        accent: '#000000',
        table: 'biodata',
        list: 'comma',
      },
      pdf: { paper: 'A4', margin: [15, 18, 15, 18] },
    },
    doc: {
      docTitle: 'CURRICULUM VITAE',
      name: 'Pothuri Sai Venkata Lakshmi Narasimha Rao',
      contact: ['Vijayawada, Andhra Pradesh', 'Mobile: 94401 23456', 'Email: psvl.narasimharao@example.com'],
      sections: [
        {
          h: 'Career Objective',
          blocks: [
            {
              t: 'p',
              text: 'To obtain a challenging position in the banking sector where I can utilise my experience in credit and branch operations for the growth of the organisation.',
            },
          ],
        },
        {
          h: 'Educational Qualifications',
          blocks: [
            { t: 'edu', degree: 'MBA (Finance)', school: 'Andhra University', dates: '2014', score: '72%' },
            {
              t: 'edu',
              degree: 'B.Com (Computers)',
              school: 'P.B. Siddhartha College of Arts & Science',
              dates: '2012',
              score: '78%',
            },
            {
              t: 'edu',
              degree: 'Intermediate (MEC)',
              school: 'Sri Chaitanya Junior College',
              dates: '2009',
              score: '89%',
            },
            {
              t: 'edu',
              degree: 'SSC',
              school: 'Z.P. High School',
              where: 'Gannavaram',
              dates: '2007',
              score: '86%',
            },
          ],
        },
        {
          h: 'Work Experience',
          blocks: [
            {
              t: 'job',
              org: 'Krishna District Co-operative Bank Ltd',
              title: 'Assistant Manager',
              dates: '01-06-2019 to till date',
              bullets: [
                'Credit appraisal and sanction of agricultural and MSME loans up to ₹50 lakh.',
                'Branch KYC/AML compliance and audit closure.',
              ],
            },
            {
              t: 'job',
              org: 'Sahaya Small Finance Bank Ltd',
              title: 'Relationship Officer',
              dates: '15-07-2014 to 31-05-2019',
              bullets: [
                'Sourcing and processing of gold loans and two-wheeler loans; portfolio of ₹6 crore.',
              ],
            },
          ],
        },
        {
          h: 'Key Skills',
          blocks: [
            {
              t: 'list',
              items: ['Credit Appraisal', 'KYC/AML Compliance', 'Loan Processing', 'Priority Sector Lending'],
            },
          ],
        },
        {
          h: 'Computer Proficiency',
          blocks: [{ t: 'list', items: ['MS Office', 'Tally ERP 9', 'Finacle'] }],
        },
        {
          h: 'Professional Certifications',
          blocks: [
            {
              t: 'kv',
              rows: [
                ['JAIIB', 'Indian Institute of Banking & Finance, 2016'],
                ['CAIIB', 'Indian Institute of Banking & Finance, 2018'],
              ],
            },
          ],
        },
        { h: 'Languages Known', blocks: [{ t: 'list', items: ['Telugu', 'English', 'Hindi'] }] },
        {
          h: 'Personal Details',
          blocks: [
            {
              t: 'kv',
              rows: [
                ["Father's Name", 'Pothuri Venkateswara Rao'],
                ['Date of Birth', '05-03-1991'],
                ['Gender', 'Male'],
                ['Marital Status', 'Married'],
                ['Nationality', 'Indian'],
                ['Permanent Address', 'D.No. 12-4-56, Gandhi Nagar, Vijayawada – 520003'],
              ],
            },
          ],
        },
        {
          h: 'Declaration',
          blocks: [
            {
              t: 'p',
              text: 'I hereby declare that the details furnished above are true to the best of my knowledge and belief.',
            },
            { t: 'p', text: 'Place: Vijayawada' },
            { t: 'p', text: 'Date:' },
            { t: 'p', text: '(P. S. V. L. NARASIMHA RAO)' },
          ],
        },
      ],
    },
    expected: {
      name: 'Pothuri Sai Venkata Lakshmi Narasimha Rao',
      email: 'psvl.narasimharao@example.com',
      phone: '+919440123456',
      location: 'Vijayawada, Andhra Pradesh',
      links: [],
      headline: null,
      skills: [
        'Credit Appraisal',
        'KYC/AML Compliance',
        'Loan Processing',
        'Priority Sector Lending',
        'Microsoft Office',
        'Tally ERP 9',
        'Finacle',
      ],
      experience: [
        {
          title: 'Assistant Manager',
          company: 'Krishna District Co-operative Bank Ltd',
          start: '2019-06',
          end: 'present',
        },
        {
          title: 'Relationship Officer',
          company: 'Sahaya Small Finance Bank Ltd',
          start: '2014-07',
          end: '2019-05',
        },
      ],
      education: [
        { institution: 'Andhra University', degree: 'MBA (Finance)', end: '2014' },
        {
          institution: 'P.B. Siddhartha College of Arts & Science',
          degree: 'B.Com (Computers)',
          end: '2012',
        },
        { institution: 'Sri Chaitanya Junior College', degree: 'Intermediate (MEC)', end: '2009' },
        { institution: 'Z.P. High School', degree: 'SSC', end: '2007' },
      ],
      languages: ['Telugu', 'English', 'Hindi'],
      certifications: ['JAIIB', 'CAIIB'],
      total_years_experience: 12.3,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-029',
    format: 'txt',
    layout: 'plain-text',
    country: 'US',
    profession: 'truck driver',
    pages: 1,
    render: { kind: 'txt', opts: { variant: 'markdownish' } },
    doc: {
      name: 'Carlos Ramírez',
      headline: 'CDL-A Regional Truck Driver',
      contact: ['El Paso, TX', '915-555-0163', 'carlos.ramirez.cdl@example.com'],
      contactSep: ' | ',
      sections: [
        {
          h: 'Summary',
          blocks: [
            {
              t: 'p',
              text: 'Safe, on-time CDL-A driver with 1.1 million accident-free miles across the Southwest. Experienced with reefer and hazmat loads and cross-dock deliveries.',
            },
          ],
        },
        {
          h: 'Driving Experience',
          blocks: [
            {
              t: 'job',
              title: 'Regional Truck Driver',
              org: 'Lone Star Freightways',
              where: 'El Paso, TX',
              dates: '2021 – Present',
              bullets: [
                'Regional routes TX/NM/AZ, home weekly; 2,600 miles per week average.',
                'Zero preventable accidents; 99.2% on-time delivery.',
              ],
            },
            {
              t: 'job',
              title: 'OTR Driver',
              org: 'Sunbelt Carriers Inc.',
              where: 'Phoenix, AZ',
              dates: '2018 – 2021',
              bullets: ['48-state over-the-road dry van and reefer loads.'],
            },
            {
              t: 'job',
              title: 'Delivery Driver',
              org: 'Borderland Beverage Distributors',
              where: 'El Paso, TX',
              dates: '2015 – 2018',
              bullets: ['Local route deliveries to 25–30 stops per day with a Class B truck.'],
            },
            {
              t: 'job',
              title: 'Warehouse Associate',
              org: 'Franklin Mountain Supply',
              where: 'El Paso, TX',
              dates: '2013 – 2015',
            },
          ],
        },
        {
          h: 'Skills',
          blocks: [
            {
              t: 'list',
              items: [
                'Electronic Logging Devices (ELD)',
                'Pre-trip Inspections',
                'DOT Hours of Service Compliance',
                'Reefer Operations',
                'Forklift Operation',
              ],
            },
          ],
        },
        {
          h: 'Licenses & Certifications',
          blocks: [
            {
              t: 'ul',
              items: ["Class A Commercial Driver's License (CDL-A)", 'Hazmat Endorsement', 'TWIC Card'],
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            { t: 'edu', degree: 'CDL Training Program', school: 'El Paso Community College', dates: '2015' },
            { t: 'edu', degree: 'High School Diploma', school: 'Bel Air High School', dates: '2013' },
          ],
        },
        { h: 'Languages', blocks: [{ t: 'p', text: 'English, Spanish (native)' }] },
      ],
    },
    expected: {
      name: 'Carlos Ramírez',
      email: 'carlos.ramirez.cdl@example.com',
      phone: '+19155550163',
      location: 'El Paso, TX',
      links: [],
      headline: 'CDL-A Regional Truck Driver',
      skills: [
        'Electronic Logging Devices (ELD)',
        'Pre-trip Inspections',
        'DOT Hours of Service Compliance',
        'Reefer Operations',
        'Forklift Operation',
      ],
      experience: [
        { title: 'Regional Truck Driver', company: 'Lone Star Freightways', start: '2021', end: 'present' },
        { title: 'OTR Driver', company: 'Sunbelt Carriers Inc.', start: '2018', end: '2021' },
        { title: 'Delivery Driver', company: 'Borderland Beverage Distributors', start: '2015', end: '2018' },
        { title: 'Warehouse Associate', company: 'Franklin Mountain Supply', start: '2013', end: '2015' },
      ],
      education: [
        { institution: 'El Paso Community College', degree: 'CDL Training Program', end: '2015' },
        { institution: 'Bel Air High School', degree: 'High School Diploma', end: '2013' },
      ],
      languages: ['English', 'Spanish'],
      certifications: ["Class A Commercial Driver's License (CDL-A)", 'Hazmat Endorsement', 'TWIC Card'],
      total_years_experience: 13.3,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-030',
    format: 'pdf',
    layout: 'one-column',
    country: 'IT',
    profession: 'restaurant manager',
    pages: 1,
    render: {
      kind: 'html',
      template: 'classic',
      style: {
        font: "'DejaVu Serif', serif",
        size: 10,
        accent: '#222222',
        heading: 'bold-only',
        header: 'left',
        job: 'one-line',
        edu: 'one-line',
        list: 'comma',
      },
      pdf: { paper: 'A4', margin: [18, 20, 18, 20] },
    },
    doc: {
      name: 'Giulia Bianchi',
      headline: 'Restaurant Manager',
      contact: ['Milano, Italy', '+39 347 123 4567', 'giulia.bianchi@example.com'],
      contactSep: ' – ',
      sections: [
        {
          h: 'About me',
          blocks: [
            {
              t: 'p',
              text: 'Restaurant manager with thirteen years in Milan’s hotel and restaurant scene. I run the floor, the team and the numbers: bookings in TheFork Manager, sales in Lightspeed POS, and HACCP procedures that pass every health inspection.',
            },
          ],
        },
        {
          h: 'My career so far',
          blocks: [
            {
              t: 'job',
              title: 'Restaurant Manager',
              org: 'Trattoria dei Navigli S.r.l.',
              where: 'Milano',
              dates: 'May 2019 – today',
              bullets: [
                'Manage a 110-seat restaurant and a team of 18; revenue up 27% since 2019.',
                'Moved all bookings and table planning to TheFork Manager; no-shows down by a third.',
              ],
            },
            {
              t: 'job',
              title: 'Assistant Restaurant Manager',
              org: 'Hotel Principe di Brera',
              where: 'Milano',
              dates: 'Mar 2016 – Apr 2019',
              bullets: [
                'Breakfast, lunch and banqueting service for a 4-star hotel; rolled out Lightspeed POS.',
              ],
            },
            {
              t: 'job',
              title: 'Head Waitress',
              org: 'Caffè Duomo',
              where: 'Milano',
              dates: 'Jun 2013 – Feb 2016',
            },
            {
              t: 'job',
              title: 'Seasonal Waitress',
              org: 'Hotel Lido Azzurro',
              where: 'Rimini',
              dates: 'Jun 2012 – Aug 2012',
            },
          ],
        },
        {
          h: 'Training',
          blocks: [
            {
              t: 'edu',
              degree: "Diploma di Tecnico dei Servizi per l'Enogastronomia e l'Ospitalità Alberghiera",
              school: 'IPSSAR Carlo Porta',
              where: 'Milano',
              dates: '2012',
            },
          ],
        },
        { h: 'Certificates', blocks: [{ t: 'p', text: 'AIS Sommelier Diploma (Level 2)' }] },
        { h: 'Languages', blocks: [{ t: 'p', text: 'Italian (mother tongue), English (B2), Spanish (B1)' }] },
      ],
    },
    expected: {
      name: 'Giulia Bianchi',
      email: 'giulia.bianchi@example.com',
      phone: '+393471234567',
      location: 'Milano, Italy',
      links: [],
      headline: 'Restaurant Manager',
      skills: ['TheFork Manager', 'Lightspeed POS', 'HACCP'],
      experience: [
        {
          title: 'Restaurant Manager',
          company: 'Trattoria dei Navigli S.r.l.',
          start: '2019-05',
          end: 'present',
        },
        {
          title: 'Assistant Restaurant Manager',
          company: 'Hotel Principe di Brera',
          start: '2016-03',
          end: '2019-04',
        },
        { title: 'Head Waitress', company: 'Caffè Duomo', start: '2013-06', end: '2016-02' },
        { title: 'Seasonal Waitress', company: 'Hotel Lido Azzurro', start: '2012-06', end: '2012-08' },
      ],
      education: [
        {
          institution: 'IPSSAR Carlo Porta',
          degree: "Diploma di Tecnico dei Servizi per l'Enogastronomia e l'Ospitalità Alberghiera",
          end: '2012',
        },
      ],
      languages: ['Italian', 'English', 'Spanish'],
      certifications: ['AIS Sommelier Diploma (Level 2)'],
      total_years_experience: 13.7,
    },
  },
];
