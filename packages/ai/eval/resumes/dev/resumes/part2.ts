/** dev-011 … dev-020 */
import { runningFooter, runningHeader } from '../lib/html.js';
import type { ResumeSpec } from '../lib/types.js';

export const PART2: ResumeSpec[] = [
  /* ------------------------------------------------------------------ */
  {
    id: 'dev-011',
    format: 'pdf',
    layout: 'one-column',
    country: 'AU',
    profession: 'teacher',
    pages: 1,
    render: {
      kind: 'html',
      template: 'classic',
      style: {
        font: "'Liberation Sans', sans-serif",
        size: 10,
        accent: '#00607a',
        heading: 'caps-rule',
        header: 'banner',
        job: 'title-first',
        list: 'comma',
      },
      pdf: { paper: 'A4', margin: [12, 15, 14, 15] },
    },
    doc: {
      name: "Liam O'Connor",
      headline: 'Secondary Mathematics & Science Teacher',
      contact: ['Brisbane QLD', '0491 570 156', 'liam.oconnor@example.com'],
      contactSep: '   |   ',
      sections: [
        {
          h: 'About Me',
          blocks: [
            {
              t: 'p',
              text: 'Fully registered secondary teacher with eleven years of classroom experience in state and Catholic schools across Queensland. I teach Mathematical Methods, General Mathematics and junior Science, and I care about making maths feel achievable for every student.',
            },
          ],
        },
        {
          h: 'Teaching Experience',
          blocks: [
            {
              t: 'job',
              title: 'Mathematics Teacher',
              org: 'Kelvin Grove State College',
              where: 'Brisbane',
              dates: 'January 2022 to date',
              bullets: [
                'Teach Year 9–12 Mathematics, including two Mathematical Methods classes each year.',
                'Year 11 Mathematics coordinator since 2024: assessment calendar, moderation and QCAA confirmation.',
                'Built a bank of GeoGebra activities now used across the faculty.',
              ],
            },
            {
              t: 'job',
              title: 'Relief Teacher',
              org: 'Queensland Department of Education',
              where: 'Brisbane North region',
              dates: 'Feb 2021 – Dec 2021',
              note: 'Casual relief teaching across six state high schools.',
            },
            { t: 'p', text: '**Career break** (Aug 2018 – Jan 2021): full-time carer for a family member.' },
            {
              t: 'job',
              title: 'Science Teacher',
              org: "St Brendan's College",
              where: 'Yeppoon',
              dates: 'Jan 2014 – Jul 2018',
              bullets: [
                'Taught Year 7–10 Science and Year 11–12 Physics to boys in a boarding school.',
                'Ran the STEM club and coached the Science and Engineering Challenge team to the state final.',
              ],
            },
            {
              t: 'job',
              title: 'Graduate Teacher',
              org: 'Ipswich State High School',
              where: 'Ipswich',
              dates: 'Jan 2013 – Dec 2013',
              bullets: ['Year 8–10 Mathematics and Science on a one-year contract.'],
            },
          ],
        },
        {
          h: 'Key Skills & Tools',
          blocks: [
            {
              t: 'list',
              items: [
                'Differentiated Instruction',
                'Curriculum Planning',
                'OneSchool',
                'Microsoft Teams',
                'GeoGebra',
              ],
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              degree: 'Bachelor of Education (Secondary)',
              school: 'Queensland University of Technology',
              dates: '2009 – 2012',
              note: 'Majors: Mathematics, Physics',
            },
          ],
        },
        {
          h: 'Registrations & Certificates',
          blocks: [
            {
              t: 'ul',
              items: [
                'Full Registration – Queensland College of Teachers',
                'Senior First Aid (HLTAID011)',
                'Working with Children Check (Blue Card)',
              ],
            },
          ],
        },
      ],
    },
    expected: {
      name: "Liam O'Connor",
      email: 'liam.oconnor@example.com',
      phone: '+61491570156',
      location: 'Brisbane QLD',
      links: [],
      headline: 'Secondary Mathematics & Science Teacher',
      skills: [
        'Differentiated Instruction',
        'Curriculum Planning',
        'OneSchool',
        'Microsoft Teams',
        'GeoGebra',
      ],
      experience: [
        {
          title: 'Mathematics Teacher',
          company: 'Kelvin Grove State College',
          start: '2022-01',
          end: 'present',
        },
        {
          title: 'Relief Teacher',
          company: 'Queensland Department of Education',
          start: '2021-02',
          end: '2021-12',
        },
        { title: 'Science Teacher', company: "St Brendan's College", start: '2014-01', end: '2018-07' },
        { title: 'Graduate Teacher', company: 'Ipswich State High School', start: '2013-01', end: '2013-12' },
      ],
      education: [
        {
          institution: 'Queensland University of Technology',
          degree: 'Bachelor of Education (Secondary)',
          end: '2012',
        },
      ],
      languages: [],
      certifications: [
        'Full Registration – Queensland College of Teachers',
        'Senior First Aid (HLTAID011)',
        'Working with Children Check (Blue Card)',
      ],
      total_years_experience: 11.3,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-012',
    format: 'docx',
    layout: 'table',
    country: 'AE',
    profession: 'hotel front office manager',
    pages: 1,
    render: {
      kind: 'docx',
      opts: { font: 'Arial', headings: 'bold', jobTable: true, tableSections: ['SKILLS'] },
    },
    doc: {
      name: 'Omar Haddad',
      headline: 'Front Office Manager',
      contact: ['Dubai, UAE', 'Mobile: 050 123 4567', 'omar.haddad@example.com', 'Nationality: Jordanian'],
      contactSep: ' | ',
      sections: [
        {
          h: 'PROFILE',
          blocks: [
            {
              t: 'p',
              text: 'Hospitality professional with thirteen years in luxury hotels in Dubai and Amman. Leads front desk, concierge and guest relations teams of up to 35 people with a strong record in guest satisfaction and room revenue.',
            },
          ],
        },
        {
          h: 'EXPERIENCE',
          blocks: [
            {
              t: 'job',
              title: 'Front Office Manager',
              org: 'Al Noor Grand Hotel & Spa',
              where: 'Dubai',
              dates: 'Oct 2020 – Present',
              bullets: [
                'Manage 35 staff across reception, concierge, guest relations and night audit for a 412-room hotel.',
                'Raised upselling revenue by AED 1.9 m per year through an incentive scheme.',
                'Guest satisfaction (Medallia) 91.4% in 2025, first in the cluster.',
              ],
            },
            {
              t: 'job',
              title: 'Assistant Front Office Manager',
              org: 'Marina Pearl Resort',
              where: 'Dubai',
              dates: 'Mar 2017 – Sep 2020',
              bullets: ['Pre-opening team member; set up Oracle OPERA PMS configuration and SOPs.'],
            },
            {
              t: 'job',
              title: 'Guest Relations Executive',
              org: 'Petra Palace Hotel',
              where: 'Amman, Jordan',
              dates: 'Jul 2013 – Feb 2017',
              bullets: ['VIP arrivals, complaint handling and loyalty programme enrolment.'],
            },
          ],
        },
        {
          h: 'SKILLS',
          blocks: [
            {
              t: 'list',
              items: [
                'Oracle OPERA PMS',
                'IDeaS G3 RMS',
                'Revenue Management',
                'Guest Relations',
                'Upselling',
                'Team Scheduling',
              ],
            },
          ],
        },
        {
          h: 'EDUCATION',
          blocks: [
            {
              t: 'edu',
              degree: 'Bachelor of Hotel Management',
              school: 'University of Jordan',
              where: 'Amman',
              dates: '2009 – 2013',
            },
          ],
        },
        { h: 'CERTIFICATIONS', blocks: [{ t: 'ul', items: ['Certified Hospitality Supervisor (CHS)'] }] },
        { h: 'LANGUAGES', blocks: [{ t: 'p', text: 'Arabic (native), English (fluent), French (basic)' }] },
      ],
    },
    expected: {
      name: 'Omar Haddad',
      email: 'omar.haddad@example.com',
      phone: '+971501234567',
      location: 'Dubai, UAE',
      links: [],
      headline: 'Front Office Manager',
      skills: [
        'Oracle OPERA PMS',
        'IDeaS G3 RMS',
        'Revenue Management',
        'Guest Relations',
        'Upselling',
        'Team Scheduling',
      ],
      experience: [
        {
          title: 'Front Office Manager',
          company: 'Al Noor Grand Hotel & Spa',
          start: '2020-10',
          end: 'present',
        },
        {
          title: 'Assistant Front Office Manager',
          company: 'Marina Pearl Resort',
          start: '2017-03',
          end: '2020-09',
        },
        {
          title: 'Guest Relations Executive',
          company: 'Petra Palace Hotel',
          start: '2013-07',
          end: '2017-02',
        },
      ],
      education: [
        { institution: 'University of Jordan', degree: 'Bachelor of Hotel Management', end: '2013' },
      ],
      languages: ['Arabic', 'English', 'French'],
      certifications: ['Certified Hospitality Supervisor (CHS)'],
      total_years_experience: 13.3,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-013',
    format: 'pdf',
    layout: 'two-column',
    country: 'PL',
    profession: 'data analyst',
    pages: 1,
    render: {
      kind: 'html',
      template: 'twocol',
      style: {
        font: "'Liberation Sans', sans-serif",
        size: 10,
        accent: '#3d3d99',
        heading: 'bar',
        header: 'left',
        job: 'title-first',
        edu: 'one-line',
        sideSide: 'left',
        sideWidth: '60mm',
        list: 'lines',
      },
      pdf: { paper: 'A4', margin: [15, 15, 15, 15] },
    },
    doc: {
      name: 'Małgorzata Wiśniewska',
      headline: 'Data Analyst',
      contact: [
        'Kraków, Poland',
        '512 345 678',
        'malgorzata.wisniewska@example.com',
        'github.com/mwisniewska-data',
      ],
      contactSep: ' | ',
      sections: [
        {
          h: 'Skills',
          side: true,
          blocks: [
            {
              t: 'list',
              items: ['SQL', 'Python', 'pandas', 'Power BI', 'Tableau', 'Excel', 'dbt', 'Snowflake'],
            },
          ],
        },
        {
          h: 'Education',
          side: true,
          blocks: [
            {
              t: 'edu',
              degree: 'MSc Applied Mathematics',
              school: 'AGH University of Science and Technology',
              dates: '2017 – 2019',
            },
            { t: 'edu', degree: 'BSc Mathematics', school: 'Jagiellonian University', dates: '2014 – 2017' },
          ],
        },
        {
          h: 'Languages',
          side: true,
          blocks: [{ t: 'list', items: ['Polish – native', 'English – C1', 'German – A2'] }],
        },
        {
          h: 'Certificates',
          side: true,
          blocks: [{ t: 'list', items: ['Microsoft Certified: Power BI Data Analyst Associate'] }],
        },
        {
          h: 'Employment',
          blocks: [
            {
              t: 'job',
              title: 'Data Analyst',
              org: 'Wawel Analytics Sp. z o.o.',
              where: 'Kraków',
              dates: '09.2021 – present',
              bullets: [
                'Build and maintain dbt models on Snowflake for 14 retail clients (≈ 2 bn rows).',
                'Own the weekly sales and margin dashboards in Power BI used by client category managers.',
                'Automated data-quality checks in Python, cutting manual QA time by 10 hours a week.',
              ],
            },
            {
              t: 'job',
              title: 'Junior Data Analyst',
              org: 'Bank Krakowski S.A.',
              where: 'Kraków',
              dates: '07.2019 – 08.2021',
              bullets: [
                'Credit-risk reporting in SQL and Tableau; monthly NPL portfolio analysis.',
                'Migrated 40 Excel reports to scheduled Tableau workbooks.',
              ],
            },
            {
              t: 'job',
              title: 'Business Intelligence Intern',
              org: 'Nowak Retail Group',
              where: 'Kraków',
              dates: '03.2019 – 06.2019',
              bullets: ['Store-performance analyses and ad-hoc SQL queries for the BI team.'],
            },
          ],
        },
        {
          h: 'Projects',
          blocks: [
            {
              t: 'ul',
              items: [
                'Open-data dashboard of Kraków public transport delays (Python, pandas, Tableau Public).',
                'Kaggle: top 8% in the M5 Forecasting competition.',
              ],
            },
          ],
        },
      ],
    },
    expected: {
      name: 'Małgorzata Wiśniewska',
      email: 'malgorzata.wisniewska@example.com',
      phone: '+48512345678',
      location: 'Kraków, Poland',
      links: ['https://github.com/mwisniewska-data'],
      headline: 'Data Analyst',
      skills: ['SQL', 'Python', 'pandas', 'Power BI', 'Tableau', 'Microsoft Excel', 'dbt', 'Snowflake'],
      experience: [
        { title: 'Data Analyst', company: 'Wawel Analytics Sp. z o.o.', start: '2021-09', end: 'present' },
        { title: 'Junior Data Analyst', company: 'Bank Krakowski S.A.', start: '2019-07', end: '2021-08' },
        {
          title: 'Business Intelligence Intern',
          company: 'Nowak Retail Group',
          start: '2019-03',
          end: '2019-06',
        },
      ],
      education: [
        {
          institution: 'AGH University of Science and Technology',
          degree: 'MSc Applied Mathematics',
          end: '2019',
        },
        { institution: 'Jagiellonian University', degree: 'BSc Mathematics', end: '2017' },
      ],
      languages: ['Polish', 'English', 'German'],
      certifications: ['Microsoft Certified: Power BI Data Analyst Associate'],
      total_years_experience: 7.7,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-014',
    format: 'pdf',
    layout: 'table',
    country: 'MX',
    profession: 'hr generalist',
    pages: 1,
    render: {
      kind: 'html',
      template: 'table',
      style: {
        font: "'Liberation Sans', sans-serif",
        size: 9.5,
        accent: '#6a1b4d',
        table: 'grid',
        header: 'center',
        job: 'title-first',
        edu: 'degree-first',
        list: 'comma',
      },
      pdf: { paper: 'Letter', margin: [14, 14, 14, 14] },
    },
    doc: {
      name: 'José Luis Hernández García',
      headline: 'HR Generalist',
      contact: [
        'Guadalajara, Jalisco, México',
        'Cel. 33 1234 5678',
        'jl.hernandez.garcia@example.com',
        'linkedin.com/in/jlhernandezgarcia',
      ],
      contactSep: '  |  ',
      sections: [
        {
          h: 'Profile',
          blocks: [
            {
              t: 'p',
              text: 'HR generalist with eleven years in manufacturing, covering recruitment, payroll, labour relations and regulatory compliance for plants of 300–900 employees.',
            },
          ],
        },
        {
          h: 'Experience',
          blocks: [
            {
              t: 'job',
              title: 'HR Generalist',
              org: 'Grupo Industrial Tapatío S.A. de C.V.',
              where: 'Zapopan',
              dates: 'Jan. 2020 – Current',
              bullets: [
                'HR business partner for two plants (870 employees) and the regional office.',
                'Led the NOM-035 psychosocial-risk programme and its annual audit.',
                'Negotiated the 2023 and 2025 collective agreement reviews with the union.',
              ],
            },
            {
              t: 'job',
              title: 'HR Assistant',
              org: 'Manufacturas del Bajío S.A. de C.V.',
              where: 'León',
              dates: 'Jun. 2016 – Dec. 2019',
              bullets: ['Weekly payroll for 420 employees in CONTPAQi; IMSS and INFONAVIT filings.'],
            },
            {
              t: 'job',
              title: 'Recruitment Assistant',
              org: 'Talento Occidente',
              where: 'Guadalajara',
              dates: 'Sep. 2015 – May 2016',
              bullets: ['Screened and scheduled candidates for operator and technician roles.'],
            },
          ],
        },
        {
          h: 'Skills',
          blocks: [
            {
              t: 'list',
              items: [
                'Recruitment & Selection',
                'Payroll Administration',
                'CONTPAQi',
                'SAP SuccessFactors',
                'Labor Relations',
                'NOM-035 Compliance',
              ],
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              degree: 'Licenciatura en Psicología Organizacional',
              school: 'Universidad de Guadalajara',
              dates: '2011 – 2015',
            },
            { t: 'edu', degree: 'Diplomado en Gestión del Talento', school: 'ITESO', dates: '2018' },
          ],
        },
        {
          h: 'Languages',
          blocks: [{ t: 'list', items: ['Spanish (native)', 'English (advanced, TOEFL ITP 590)'] }],
        },
      ],
    },
    expected: {
      name: 'José Luis Hernández García',
      email: 'jl.hernandez.garcia@example.com',
      phone: '+523312345678',
      location: 'Guadalajara, Jalisco, México',
      links: ['https://linkedin.com/in/jlhernandezgarcia'],
      headline: 'HR Generalist',
      skills: [
        'Recruitment & Selection',
        'Payroll Administration',
        'CONTPAQi',
        'SAP SuccessFactors',
        'Labor Relations',
        'NOM-035 Compliance',
      ],
      experience: [
        {
          title: 'HR Generalist',
          company: 'Grupo Industrial Tapatío S.A. de C.V.',
          start: '2020-01',
          end: 'present',
        },
        {
          title: 'HR Assistant',
          company: 'Manufacturas del Bajío S.A. de C.V.',
          start: '2016-06',
          end: '2019-12',
        },
        { title: 'Recruitment Assistant', company: 'Talento Occidente', start: '2015-09', end: '2016-05' },
      ],
      education: [
        {
          institution: 'Universidad de Guadalajara',
          degree: 'Licenciatura en Psicología Organizacional',
          end: '2015',
        },
        { institution: 'ITESO', degree: 'Diplomado en Gestión del Talento', end: '2018' },
      ],
      languages: ['Spanish', 'English'],
      certifications: [],
      total_years_experience: 11.2,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-015',
    format: 'txt',
    layout: 'plain-text',
    country: 'KE',
    profession: 'procurement officer',
    pages: 1,
    render: { kind: 'txt', opts: { variant: 'odd-spacing', crlf: true } },
    doc: {
      name: 'Wanjiru Kamau',
      headline: 'Procurement & Supply Chain Officer',
      contact: ['Nairobi, Kenya', 'Tel: 0712 345 678', 'Email: wanjiru.kamau@example.com'],
      sections: [
        {
          h: 'Profile',
          blocks: [
            {
              t: 'p',
              text: 'Procurement officer with ten years in health-sector and public-utility supply chains. Familiar with the Public Procurement and Asset Disposal Act and with running open tenders end to end.',
            },
          ],
        },
        {
          h: 'Career',
          blocks: [
            {
              t: 'job',
              title: 'Procurement Officer',
              org: 'Kilimani Health Supplies Ltd',
              where: 'Nairobi',
              dates: '2021 – to date',
              bullets: [
                'Run tenders and RFQs worth KES 600 m per year for medical consumables',
                'Maintain the approved supplier list and quarterly supplier scorecards',
              ],
            },
            {
              t: 'job',
              title: 'Assistant Procurement Officer',
              org: 'Nairobi Water Services Board',
              dates: '2018 – 2021',
              bullets: [
                'Prepared tender documents and evaluation reports in IFMIS',
                'Secretary to the tender evaluation committee',
              ],
            },
            {
              t: 'job',
              title: 'Stores Clerk',
              org: 'Mombasa Road Wholesalers',
              dates: '2016 – 2018',
              bullets: ['Receiving, issuing and monthly stock counts using Sage Pastel'],
            },
          ],
        },
        {
          h: 'Skills',
          blocks: [
            {
              t: 'list',
              items: [
                'IFMIS',
                'Tender Evaluation',
                'Supplier Relationship Management',
                'Inventory Management',
                'Advanced Excel',
                'Sage Pastel',
              ],
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              degree: 'Bachelor of Commerce (Purchasing & Supplies Management)',
              school: 'Kenyatta University',
              dates: '2011 – 2015',
            },
          ],
        },
        {
          h: 'Professional Qualifications',
          blocks: [
            {
              t: 'ul',
              items: [
                'CIPS Level 4 Diploma in Procurement and Supply',
                'Certified Procurement and Supply Professional of Kenya (CPSP-K)',
              ],
            },
          ],
        },
        { h: 'Languages', blocks: [{ t: 'list', items: ['English', 'Kiswahili', 'Kikuyu'] }] },
        { h: 'Referees', blocks: [{ t: 'p', text: 'Available upon request' }] },
      ],
    },
    expected: {
      name: 'Wanjiru Kamau',
      email: 'wanjiru.kamau@example.com',
      phone: '+254712345678',
      location: 'Nairobi, Kenya',
      links: [],
      headline: 'Procurement & Supply Chain Officer',
      skills: [
        'IFMIS',
        'Tender Evaluation',
        'Supplier Relationship Management',
        'Inventory Management',
        'Microsoft Excel',
        'Sage Pastel',
      ],
      experience: [
        {
          title: 'Procurement Officer',
          company: 'Kilimani Health Supplies Ltd',
          start: '2021',
          end: 'present',
        },
        {
          title: 'Assistant Procurement Officer',
          company: 'Nairobi Water Services Board',
          start: '2018',
          end: '2021',
        },
        { title: 'Stores Clerk', company: 'Mombasa Road Wholesalers', start: '2016', end: '2018' },
      ],
      education: [
        {
          institution: 'Kenyatta University',
          degree: 'Bachelor of Commerce (Purchasing & Supplies Management)',
          end: '2015',
        },
      ],
      languages: ['English', 'Kiswahili', 'Kikuyu'],
      certifications: [
        'CIPS Level 4 Diploma in Procurement and Supply',
        'Certified Procurement and Supply Professional of Kenya (CPSP-K)',
      ],
      total_years_experience: 10.3,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-016',
    format: 'pdf',
    layout: 'header-footer',
    country: 'VN',
    profession: 'quality engineer',
    pages: 2,
    render: {
      kind: 'html',
      template: 'classic',
      style: {
        font: "'DejaVu Sans', sans-serif",
        size: 10,
        accent: '#7a4b00',
        heading: 'bar',
        header: 'center',
        job: 'title-first',
        list: 'bullets',
      },
      pdf: {
        paper: 'A4',
        margin: [20, 16, 18, 16],
        header: runningHeader('Nguyễn Thị Thu Hà', 'Curriculum Vitae – Quality Assurance Engineer'),
        footer: runningFooter('Updated October 2026', 'Page', '/'),
      },
    },
    doc: {
      name: 'Nguyễn Thị Thu Hà',
      headline: 'Quality Assurance Engineer',
      contact: [
        'Thủ Đức City, Ho Chi Minh City',
        '090 123 4567',
        'thuha.nguyen@example.com',
        'linkedin.com/in/thuha-nguyen-qa',
      ],
      contactSep: ' • ',
      sections: [
        {
          h: 'Career Objective',
          blocks: [
            {
              t: 'p',
              text: 'Quality engineer with ten years in electronics and automotive-parts manufacturing for Japanese and European customers. I want to lead a supplier-quality team in an IATF 16949 certified plant.',
            },
          ],
        },
        {
          h: 'Work Experience',
          blocks: [
            {
              t: 'job',
              title: 'Senior QA Engineer',
              org: 'Saigon Precision Electronics Co., Ltd.',
              where: 'Thủ Đức',
              dates: '03/2022 – Present',
              bullets: [
                'Own customer quality for three Japanese OEM accounts (PCBA and wire harness).',
                'Lead 8D investigations for customer complaints; average closure time down from 41 to 18 days.',
                'Set up SPC charts on 26 critical dimensions and trained 40 line leaders to read them.',
                'Internal auditor for ISO 9001 and IATF 16949; prepared the plant for two surveillance audits with zero major findings.',
                'Coordinate PPAP submissions with the engineering and purchasing teams.',
              ],
            },
            {
              t: 'job',
              title: 'QA Engineer',
              org: 'Vina Auto Parts JSC',
              where: 'Biên Hòa, Đồng Nai',
              dates: '07/2018 – 02/2022',
              bullets: [
                'Process and design FMEA for brake-hose and fuel-line products.',
                'Measurement system analysis and capability studies in Minitab.',
                'Supplier audits for 18 raw-material suppliers; introduced a supplier scorecard.',
                'Reduced scrap on the crimping line from 2.4% to 0.8%.',
              ],
            },
            {
              t: 'job',
              title: 'QC Inspector',
              org: 'Dong Nai Plastic Co.',
              where: 'Biên Hòa',
              dates: '09/2016 – 06/2018',
              bullets: [
                'Incoming and final inspection of injection-moulded parts; first-article reports.',
                'Maintained calibration records for gauges and CMM fixtures.',
              ],
            },
          ],
        },
        {
          h: 'Technical Skills',
          blocks: [
            {
              t: 'list',
              items: [
                'ISO 9001',
                'IATF 16949',
                'Failure Mode and Effects Analysis',
                'Statistical Process Control',
                '8D Problem Solving',
                'Minitab',
              ],
            },
          ],
        },
        {
          h: 'Key Projects',
          blocks: [
            {
              t: 'ul',
              items: [
                'Zero-defect launch of a new wire-harness family for a Japanese motorcycle maker (2023): 0 ppm in the first 12 months.',
                'Digital check-sheet pilot replacing paper inspection records on four lines (2024).',
                'Cost-of-poor-quality dashboard shared with plant management every month (2025).',
              ],
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              degree: 'Bachelor of Engineering in Industrial Systems Engineering',
              school: 'Ho Chi Minh City University of Technology (HCMUT)',
              dates: '2012 – 2016',
            },
          ],
        },
        {
          h: 'Certifications',
          blocks: [{ t: 'ul', items: ['Six Sigma Green Belt', 'ISO 9001:2015 Internal Auditor'] }],
        },
        {
          h: 'Languages',
          blocks: [{ t: 'p', text: 'Vietnamese (native), English (IELTS 7.0), Japanese (JLPT N3)' }],
        },
      ],
    },
    expected: {
      name: 'Nguyễn Thị Thu Hà',
      email: 'thuha.nguyen@example.com',
      phone: '+84901234567',
      location: 'Thủ Đức City, Ho Chi Minh City',
      links: ['https://linkedin.com/in/thuha-nguyen-qa'],
      headline: 'Quality Assurance Engineer',
      skills: [
        'ISO 9001',
        'IATF 16949',
        'Failure Mode and Effects Analysis',
        'Statistical Process Control',
        '8D Problem Solving',
        'Minitab',
      ],
      experience: [
        {
          title: 'Senior QA Engineer',
          company: 'Saigon Precision Electronics Co., Ltd.',
          start: '2022-03',
          end: 'present',
        },
        { title: 'QA Engineer', company: 'Vina Auto Parts JSC', start: '2018-07', end: '2022-02' },
        { title: 'QC Inspector', company: 'Dong Nai Plastic Co.', start: '2016-09', end: '2018-06' },
      ],
      education: [
        {
          institution: 'Ho Chi Minh City University of Technology (HCMUT)',
          degree: 'Bachelor of Engineering in Industrial Systems Engineering',
          end: '2016',
        },
      ],
      languages: ['Vietnamese', 'English', 'Japanese'],
      certifications: ['Six Sigma Green Belt', 'ISO 9001:2015 Internal Auditor'],
      total_years_experience: 10.2,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-017',
    format: 'docx',
    layout: 'header-footer',
    country: 'US',
    profession: 'paralegal',
    pages: 1,
    render: { kind: 'docx', opts: { font: 'Cambria', headings: 'styled', headerFooter: true } },
    doc: {
      name: 'Rebecca L. Martinez',
      headline: 'Litigation Paralegal',
      contact: ['Phoenix, AZ 85004', '(602) 555-0119', 'rebecca.martinez@example.com'],
      contactSep: ' | ',
      sections: [
        {
          h: 'Professional Summary',
          blocks: [
            {
              t: 'p',
              text: 'Litigation paralegal with twelve years supporting commercial, employment and criminal defense matters in Arizona state and federal courts. Known for airtight trial binders and calm deadline management.',
            },
          ],
        },
        {
          h: 'Professional Experience',
          blocks: [
            {
              t: 'job',
              title: 'Senior Litigation Paralegal',
              org: 'Whitfield & Ortega LLP',
              where: 'Phoenix, AZ',
              dates: 'March 2020 – Present',
              bullets: [
                'Support four partners on commercial litigation; manage document productions of up to 1.2 million pages in Relativity.',
                'Draft discovery requests, privilege logs and trial exhibits; coordinate with vendors and court reporters.',
                'Trained six junior paralegals on Clio matter management and firm e-filing procedures.',
              ],
            },
            {
              t: 'job',
              title: 'Paralegal',
              org: 'Desert Sun Legal Group',
              where: 'Scottsdale, AZ',
              dates: 'June 2016 – February 2020',
              bullets: [
                'Employment litigation support: EEOC charges, deposition summaries and settlement tracking.',
                'Legal research in Westlaw and LexisNexis.',
              ],
            },
            {
              t: 'job',
              title: 'Legal Assistant',
              org: "Maricopa County Public Defender's Office",
              where: 'Phoenix, AZ',
              dates: 'September 2014 – May 2016',
              bullets: [
                'Case file preparation, client correspondence and court calendar management for 11 attorneys.',
              ],
            },
          ],
        },
        {
          h: 'Technical Proficiencies',
          blocks: [
            { t: 'list', items: ['Clio', 'Relativity', 'Westlaw', 'LexisNexis', 'MS Office', 'E-Discovery'] },
          ],
        },
        {
          h: 'Education',
          blocks: [
            { t: 'edu', degree: 'Paralegal Certificate', school: 'Phoenix College', dates: '2014' },
            { t: 'edu', degree: 'B.A. Political Science', school: 'Arizona State University', dates: '2013' },
          ],
        },
        { h: 'Certifications', blocks: [{ t: 'ul', items: ['NALA Certified Paralegal (CP)'] }] },
        {
          h: 'Languages',
          blocks: [{ t: 'p', text: 'English (native), Spanish (professional working proficiency)' }],
        },
      ],
    },
    expected: {
      name: 'Rebecca L. Martinez',
      email: 'rebecca.martinez@example.com',
      phone: '+16025550119',
      location: 'Phoenix, AZ 85004',
      links: [],
      headline: 'Litigation Paralegal',
      skills: ['Clio', 'Relativity', 'Westlaw', 'LexisNexis', 'Microsoft Office', 'E-Discovery'],
      experience: [
        {
          title: 'Senior Litigation Paralegal',
          company: 'Whitfield & Ortega LLP',
          start: '2020-03',
          end: 'present',
        },
        { title: 'Paralegal', company: 'Desert Sun Legal Group', start: '2016-06', end: '2020-02' },
        {
          title: 'Legal Assistant',
          company: "Maricopa County Public Defender's Office",
          start: '2014-09',
          end: '2016-05',
        },
      ],
      education: [
        { institution: 'Phoenix College', degree: 'Paralegal Certificate', end: '2014' },
        { institution: 'Arizona State University', degree: 'B.A. Political Science', end: '2013' },
      ],
      languages: ['English', 'Spanish'],
      certifications: ['NALA Certified Paralegal (CP)'],
      total_years_experience: 12.2,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-018',
    format: 'jpeg',
    layout: 'scanned',
    country: 'IN',
    profession: 'electrician',
    pages: 1,
    render: {
      kind: 'scan',
      template: 'classic',
      style: {
        font: "'Liberation Serif', serif",
        size: 11,
        accent: '#000000',
        heading: 'underline',
        header: 'center',
        job: 'title-first',
        list: 'comma',
      },
      output: 'jpeg',
      rotate: 1.2,
      blur: 0.6,
      seed: 18,
      scale: 1.75,
    },
    doc: {
      docTitle: 'RESUME',
      name: 'Ramesh Kumar Yadav',
      headline: 'Industrial Electrician (ITI)',
      contact: ['Mob: 98250 45678', 'E-mail: rameshyadav.electric@example.com', 'Vadodara, Gujarat'],
      contactSep: ' | ',
      sections: [
        {
          h: 'Objective',
          blocks: [
            {
              t: 'p',
              text: 'To work as an industrial electrician in a reputed company where I can use my skills in maintenance and troubleshooting.',
            },
          ],
        },
        {
          h: 'Work Experience',
          blocks: [
            {
              t: 'job',
              title: 'Electrician',
              org: 'Shree Ambica Chemicals Pvt. Ltd.',
              where: 'Nandesari GIDC, Vadodara',
              dates: '2019 – till date',
              bullets: [
                'Maintenance of HT/LT panels, motors and MCC for a 3-shift chemical plant.',
                'PLC troubleshooting with the instrumentation team.',
              ],
            },
            {
              t: 'job',
              title: 'Electrician Helper',
              org: 'Patel Electricals & Contractors',
              where: 'Vadodara',
              dates: '2015 – 2019',
              bullets: ['Industrial wiring, cable laying and motor rewinding for factory projects.'],
            },
          ],
        },
        {
          h: 'Technical Skills',
          blocks: [
            {
              t: 'ul',
              items: [
                'PLC Troubleshooting',
                'Motor Rewinding',
                'HT/LT Panel Maintenance',
                'Industrial Wiring',
                'Preventive Maintenance',
              ],
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              degree: 'ITI – Electrician Trade',
              school: 'Industrial Training Institute',
              where: 'Vadodara',
              dates: '2013 – 2015',
            },
            {
              t: 'edu',
              degree: '10th Standard (SSC)',
              school: 'Shri Sayaji High School',
              where: 'Vadodara',
              dates: '2012',
            },
          ],
        },
        { h: 'Licence', blocks: [{ t: 'p', text: 'Electrical Wireman Licence (Gujarat)' }] },
        { h: 'Languages Known', blocks: [{ t: 'list', items: ['Hindi', 'Gujarati', 'English (basic)'] }] },
        {
          h: 'Personal Details',
          blocks: [
            {
              t: 'kv',
              rows: [
                ['Date of Birth', '12-08-1996'],
                ["Father's Name", 'Shri Rajendra Prasad Yadav'],
                ['Marital Status', 'Married'],
              ],
            },
          ],
        },
        {
          h: 'Declaration',
          blocks: [
            {
              t: 'p',
              text: 'I hereby declare that the above information is true to the best of my knowledge. Place: Vadodara',
            },
          ],
        },
      ],
    },
    expected: {
      name: 'Ramesh Kumar Yadav',
      email: 'rameshyadav.electric@example.com',
      phone: '+919825045678',
      location: 'Vadodara, Gujarat',
      links: [],
      headline: 'Industrial Electrician (ITI)',
      skills: [
        'PLC Troubleshooting',
        'Motor Rewinding',
        'HT/LT Panel Maintenance',
        'Industrial Wiring',
        'Preventive Maintenance',
      ],
      experience: [
        { title: 'Electrician', company: 'Shree Ambica Chemicals Pvt. Ltd.', start: '2019', end: 'present' },
        {
          title: 'Electrician Helper',
          company: 'Patel Electricals & Contractors',
          start: '2015',
          end: '2019',
        },
      ],
      education: [
        { institution: 'Industrial Training Institute', degree: 'ITI – Electrician Trade', end: '2015' },
        { institution: 'Shri Sayaji High School', degree: '10th Standard (SSC)', end: '2012' },
      ],
      languages: ['Hindi', 'Gujarati', 'English'],
      certifications: ['Electrical Wireman Licence (Gujarat)'],
      total_years_experience: 11.3,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-019',
    format: 'pdf',
    layout: 'scanned',
    country: 'GB',
    profession: 'chef',
    pages: 1,
    render: {
      kind: 'scan',
      template: 'classic',
      style: {
        font: "'Liberation Sans', sans-serif",
        size: 10,
        accent: '#333333',
        heading: 'caps-rule',
        header: 'left',
        job: 'org-first',
        list: 'comma',
      },
      output: 'pdf',
      rotate: -1.1,
      blur: 0.55,
      seed: 19,
      scale: 1.75,
    },
    doc: {
      name: 'Siobhán Murphy',
      headline: 'Head Chef',
      contact: ['Manchester, UK', '07700 900789', 'siobhan.murphy.chef@example.com'],
      contactSep: ' · ',
      sections: [
        {
          h: 'Profile',
          blocks: [
            {
              t: 'p',
              text: 'Classically trained head chef with fourteen years in hotel, bistro and brasserie kitchens in Dublin and Manchester. I run HACCP-compliant kitchens and keep recipes, costings and allergen data in Nutritics.',
            },
          ],
        },
        {
          h: 'Kitchen Experience',
          blocks: [
            {
              t: 'job',
              title: 'Head Chef',
              org: 'The Copper Kettle Bistro',
              where: 'Manchester',
              dates: 'Apr 2021 – Present',
              bullets: [
                'Lead a brigade of 9 for a 70-cover bistro open six days a week.',
                'Introduced a sous-vide and fermentation programme that now supplies half the menu.',
                'Cut food cost from 34% to 28% through menu engineering and supplier renegotiation.',
              ],
            },
            {
              t: 'job',
              title: 'Sous Chef',
              org: 'Albert Square Brasserie',
              where: 'Manchester',
              dates: 'May 2017 – Mar 2021',
              bullets: [
                'Ran the pass on services of up to 220 covers.',
                'Wrote weekly rotas and trained commis chefs and apprentices.',
              ],
            },
            {
              t: 'job',
              title: 'Chef de Partie',
              org: 'The Old Mill Hotel',
              where: 'Cheshire',
              dates: 'Sep 2014 – Apr 2017',
              bullets: ['Sauce and fish sections for the restaurant and banqueting (up to 300 guests).'],
            },
            {
              t: 'job',
              title: 'Commis Chef',
              org: 'The Harbour Grill',
              where: 'Dublin',
              dates: 'Jun 2012 – Aug 2014',
              bullets: ['Prep, larder and pastry rotations.'],
            },
          ],
        },
        {
          h: 'Training',
          blocks: [
            {
              t: 'edu',
              degree: 'Professional Cookery Diploma (Level 3)',
              school: 'Technological University Dublin',
              dates: '2010 – 2012',
            },
          ],
        },
        {
          h: 'Certificates',
          blocks: [
            {
              t: 'ul',
              items: ['Level 3 Award in Food Safety in Catering', 'Level 2 Award in Allergen Awareness'],
            },
          ],
        },
        { h: 'Languages', blocks: [{ t: 'p', text: 'English, Irish (conversational)' }] },
      ],
    },
    expected: {
      name: 'Siobhán Murphy',
      email: 'siobhan.murphy.chef@example.com',
      phone: '+447700900789',
      location: 'Manchester, UK',
      links: [],
      headline: 'Head Chef',
      skills: ['HACCP', 'Nutritics', 'Sous Vide', 'Fermentation', 'Menu Engineering'],
      experience: [
        { title: 'Head Chef', company: 'The Copper Kettle Bistro', start: '2021-04', end: 'present' },
        { title: 'Sous Chef', company: 'Albert Square Brasserie', start: '2017-05', end: '2021-03' },
        { title: 'Chef de Partie', company: 'The Old Mill Hotel', start: '2014-09', end: '2017-04' },
        { title: 'Commis Chef', company: 'The Harbour Grill', start: '2012-06', end: '2014-08' },
      ],
      education: [
        {
          institution: 'Technological University Dublin',
          degree: 'Professional Cookery Diploma (Level 3)',
          end: '2012',
        },
      ],
      languages: ['English', 'Irish'],
      certifications: ['Level 3 Award in Food Safety in Catering', 'Level 2 Award in Allergen Awareness'],
      total_years_experience: 14.4,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-020',
    format: 'pdf',
    layout: 'scanned',
    country: 'NG',
    profession: 'pharmacist',
    pages: 1,
    render: {
      kind: 'scan',
      template: 'sidebar',
      style: {
        font: "'Liberation Sans', sans-serif",
        size: 10.5,
        accent: '#1b5e20',
        sideBg: '#e6e6e6',
        sideFg: '#111111',
        sideWidth: '66mm',
        heading: 'caps-rule',
        job: 'title-first',
        list: 'lines',
      },
      output: 'pdf',
      rotate: 0.7,
      blur: 0.5,
      seed: 20,
      scale: 1.75,
    },
    doc: {
      name: 'Oluwaseun Adeyemi',
      headline: 'Registered Pharmacist (PCN)',
      contact: ['Ibadan, Oyo State', '+234 (0) 805 678 9012', 'seun.adeyemi@example.com'],
      sections: [
        {
          h: 'Skills',
          side: true,
          blocks: [
            {
              t: 'list',
              items: [
                'Pharmaceutical Care',
                'Medication Therapy Management',
                'Compounding',
                'Inventory Control',
                'Pharmacovigilance',
              ],
            },
          ],
        },
        { h: 'Languages', side: true, blocks: [{ t: 'list', items: ['English', 'Yoruba'] }] },
        {
          h: 'Licence',
          side: true,
          blocks: [{ t: 'list', items: ['Licensed Pharmacist – Pharmacists Council of Nigeria'] }],
        },
        {
          h: 'Professional Summary',
          blocks: [
            {
              t: 'p',
              text: 'Pharmacist with nine years of hospital and community practice. Focused on patient counselling, safe dispensing and stock management.',
            },
          ],
        },
        {
          h: 'Experience',
          blocks: [
            {
              t: 'job',
              title: 'Community Pharmacist',
              org: 'MedPlus Pharmacy Ltd',
              where: 'Ibadan',
              dates: 'Nov 2020 – Present',
              bullets: [
                'Superintendent pharmacist for a busy branch (400+ prescriptions a week).',
                'Introduced monthly stock audits that cut expiries by 60%.',
              ],
            },
            {
              t: 'job',
              title: 'Hospital Pharmacist',
              org: 'University College Hospital',
              where: 'Ibadan',
              dates: 'Jan 2018 – Oct 2020',
              bullets: ['Inpatient dispensing, aseptic compounding and adverse-drug-reaction reporting.'],
            },
            {
              t: 'job',
              title: 'Intern Pharmacist',
              org: 'Federal Medical Centre',
              where: 'Abeokuta',
              dates: 'Nov 2016 – Oct 2017',
              bullets: ['Rotations in outpatient, inpatient and drug-information units.'],
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              degree: 'Bachelor of Pharmacy (B.Pharm)',
              school: 'Obafemi Awolowo University',
              where: 'Ile-Ife',
              dates: '2011 – 2016',
            },
          ],
        },
      ],
    },
    expected: {
      name: 'Oluwaseun Adeyemi',
      email: 'seun.adeyemi@example.com',
      phone: '+2348056789012',
      location: 'Ibadan, Oyo State',
      links: [],
      headline: 'Registered Pharmacist (PCN)',
      skills: [
        'Pharmaceutical Care',
        'Medication Therapy Management',
        'Compounding',
        'Inventory Control',
        'Pharmacovigilance',
      ],
      experience: [
        { title: 'Community Pharmacist', company: 'MedPlus Pharmacy Ltd', start: '2020-11', end: 'present' },
        {
          title: 'Hospital Pharmacist',
          company: 'University College Hospital',
          start: '2018-01',
          end: '2020-10',
        },
        { title: 'Intern Pharmacist', company: 'Federal Medical Centre', start: '2016-11', end: '2017-10' },
      ],
      education: [
        { institution: 'Obafemi Awolowo University', degree: 'Bachelor of Pharmacy (B.Pharm)', end: '2016' },
      ],
      languages: ['English', 'Yoruba'],
      certifications: ['Licensed Pharmacist – Pharmacists Council of Nigeria'],
      total_years_experience: 9.8,
    },
  },
];
