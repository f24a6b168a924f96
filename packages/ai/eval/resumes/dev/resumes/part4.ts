/** dev-031 … dev-040 */
import { runningFooter, runningHeader } from '../lib/html.js';
import type { ResumeSpec } from '../lib/types.js';

export const PART4: ResumeSpec[] = [
  /* ------------------------------------------------------------------ */
  {
    id: 'dev-031',
    format: 'pdf',
    layout: 'two-column',
    country: 'SG',
    profession: 'financial analyst',
    pages: 1,
    render: {
      kind: 'html',
      template: 'twocol',
      style: {
        font: "'Liberation Sans', sans-serif",
        size: 10,
        accent: '#14532d',
        heading: 'smallcaps',
        header: 'banner',
        job: 'org-first',
        edu: 'school-first',
        sideSide: 'left',
        sideWidth: '58mm',
        list: 'lines',
      },
      pdf: { paper: 'A4', margin: [12, 14, 14, 14] },
    },
    doc: {
      name: 'Tan Wei Ming',
      headline: 'Financial Analyst | FP&A',
      contact: [
        'Tampines, Singapore',
        '+65 9123 4567',
        'tan.weiming@example.com',
        'linkedin.com/in/tanweiming-fpa',
      ],
      contactSep: '  ·  ',
      sections: [
        {
          h: 'Skills',
          side: true,
          blocks: [
            {
              t: 'list',
              items: [
                'Financial Modelling',
                'Budgeting & Forecasting',
                'Variance Analysis',
                'SAP S/4HANA',
                'Anaplan',
                'Excel (VBA)',
                'Power BI',
                'SQL',
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
              school: 'Nanyang Technological University',
              degree: 'Bachelor of Accountancy (Honours)',
              dates: '2013 – 2017',
            },
          ],
        },
        {
          h: 'Qualifications',
          side: true,
          blocks: [{ t: 'list', items: ['Chartered Accountant of Singapore (CA Singapore)'] }],
        },
        {
          h: 'Languages',
          side: true,
          blocks: [{ t: 'list', items: ['English', 'Mandarin', 'Malay (basic)'] }],
        },
        {
          h: 'Profile',
          blocks: [
            {
              t: 'p',
              text: 'Chartered accountant turned FP&A analyst with nine years across audit, logistics and maritime. Builds driver-based forecasts that management trusts and automates the monthly close reporting.',
            },
          ],
        },
        {
          h: 'Experience',
          blocks: [
            {
              t: 'job',
              org: 'Straits Maritime Holdings Pte. Ltd.',
              where: 'Singapore',
              title: 'Senior Financial Analyst',
              dates: 'Jul 2023 – Present',
              bullets: [
                'Own the group rolling forecast (US$ 1.4 bn revenue, 9 entities) in Anaplan.',
                'Built the vessel-level profitability model used for fleet renewal decisions.',
                'Automated the monthly management pack with Power BI and SQL, saving four days per close.',
              ],
            },
            {
              t: 'job',
              org: 'Lion City Logistics Pte Ltd',
              where: 'Singapore',
              title: 'Financial Analyst',
              dates: 'Jan 2020 – Jun 2023',
              bullets: [
                'Annual budget and quarterly reforecasts for warehousing and freight divisions.',
                'Variance analysis and cost-centre reviews with operations managers.',
                'SAP S/4HANA finance key user during the 2021 migration.',
              ],
            },
            {
              t: 'job',
              org: 'Raffles & Chua LLP',
              where: 'Singapore',
              title: 'Audit Associate',
              dates: 'Sep 2017 – Dec 2019',
              bullets: ['Statutory audits of shipping, logistics and manufacturing clients.'],
            },
          ],
        },
      ],
    },
    expected: {
      name: 'Tan Wei Ming',
      email: 'tan.weiming@example.com',
      phone: '+6591234567',
      location: 'Tampines, Singapore',
      links: ['https://linkedin.com/in/tanweiming-fpa'],
      headline: 'Financial Analyst | FP&A',
      skills: [
        'Financial Modelling',
        'Budgeting & Forecasting',
        'Variance Analysis',
        'SAP S/4HANA',
        'Anaplan',
        'Microsoft Excel',
        'VBA',
        'Power BI',
        'SQL',
      ],
      experience: [
        {
          title: 'Senior Financial Analyst',
          company: 'Straits Maritime Holdings Pte. Ltd.',
          start: '2023-07',
          end: 'present',
        },
        {
          title: 'Financial Analyst',
          company: 'Lion City Logistics Pte Ltd',
          start: '2020-01',
          end: '2023-06',
        },
        { title: 'Audit Associate', company: 'Raffles & Chua LLP', start: '2017-09', end: '2019-12' },
      ],
      education: [
        {
          institution: 'Nanyang Technological University',
          degree: 'Bachelor of Accountancy (Honours)',
          end: '2017',
        },
      ],
      languages: ['English', 'Mandarin', 'Malay'],
      certifications: ['Chartered Accountant of Singapore (CA Singapore)'],
      total_years_experience: 9.2,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-032',
    format: 'docx',
    layout: 'one-column',
    country: 'CA',
    profession: 'hvac technician',
    pages: 1,
    render: { kind: 'docx', opts: { font: 'Arial', headings: 'styled' } },
    doc: {
      name: 'Jean-François Gagnon',
      headline: 'Licensed HVAC/R Technician',
      contact: ['Laval, Québec', 'Cell: 450 555-0133', 'jf.gagnon@example.com'],
      contactSep: ' | ',
      sections: [
        {
          h: 'Summary',
          blocks: [
            {
              t: 'p',
              text: 'Red Seal refrigeration mechanic with seven years of field service on residential heat pumps, rooftop units and commercial refrigeration. Bilingual service calls, clean paperwork.',
            },
          ],
        },
        {
          h: 'Work History',
          blocks: [
            {
              t: 'job',
              title: 'HVAC/R Service Technician',
              org: 'Climatisation Boréal Inc.',
              where: 'Laval, QC',
              dates: '04/2019 – Now',
              bullets: [
                'Install and service cold-climate heat pumps and VRF systems; 5–7 calls per day.',
                'Commercial refrigeration maintenance for 30 grocery and restaurant clients.',
                'Commission building automation controllers with the controls team.',
              ],
            },
            {
              t: 'job',
              title: 'Refrigeration Apprentice',
              org: 'Réfrigération Laurentides',
              where: 'Saint-Jérôme, QC',
              dates: '05/2015 – 03/2019',
              bullets: [
                'Brazing, evacuation and charging under a journeyman; 8,000 apprenticeship hours logged.',
              ],
            },
            {
              t: 'job',
              title: 'Warehouse Clerk',
              org: 'Dépôt Matériaux Rive-Nord',
              where: 'Terrebonne, QC',
              dates: '06/2013 – 04/2015',
            },
          ],
        },
        {
          h: 'Skills',
          blocks: [
            {
              t: 'ul',
              items: [
                'Heat Pump Installation',
                'Commercial Refrigeration',
                'VRF Systems',
                'Brazing',
                'Building Automation Systems',
                'Gas Fitting',
              ],
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              degree: 'DEP – Refrigeration (Diploma of Vocational Studies)',
              school: 'École des métiers de la construction de Montréal',
              dates: '2015',
            },
          ],
        },
        {
          h: 'Certifications',
          blocks: [
            {
              t: 'ul',
              items: [
                'Red Seal – Refrigeration and Air Conditioning Mechanic',
                'Halocarbon Handling Certificate',
              ],
            },
          ],
        },
        { h: 'Languages', blocks: [{ t: 'p', text: 'French (native), English (fluent)' }] },
      ],
    },
    expected: {
      name: 'Jean-François Gagnon',
      email: 'jf.gagnon@example.com',
      phone: '+14505550133',
      location: 'Laval, Québec',
      links: [],
      headline: 'Licensed HVAC/R Technician',
      skills: [
        'Heat Pump Installation',
        'Commercial Refrigeration',
        'VRF Systems',
        'Brazing',
        'Building Automation Systems',
        'Gas Fitting',
      ],
      experience: [
        {
          title: 'HVAC/R Service Technician',
          company: 'Climatisation Boréal Inc.',
          start: '2019-04',
          end: 'present',
        },
        {
          title: 'Refrigeration Apprentice',
          company: 'Réfrigération Laurentides',
          start: '2015-05',
          end: '2019-03',
        },
        { title: 'Warehouse Clerk', company: 'Dépôt Matériaux Rive-Nord', start: '2013-06', end: '2015-04' },
      ],
      education: [
        {
          institution: 'École des métiers de la construction de Montréal',
          degree: 'DEP – Refrigeration (Diploma of Vocational Studies)',
          end: '2015',
        },
      ],
      languages: ['French', 'English'],
      certifications: [
        'Red Seal – Refrigeration and Air Conditioning Mechanic',
        'Halocarbon Handling Certificate',
      ],
      total_years_experience: 13.4,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-033',
    format: 'pdf',
    layout: 'header-footer',
    country: 'AU',
    profession: 'physiotherapist',
    pages: 2,
    render: {
      kind: 'html',
      template: 'classic',
      style: {
        font: "'Liberation Serif', serif",
        size: 11,
        accent: '#3b3b6d',
        heading: 'underline',
        header: 'left',
        job: 'title-first',
        list: 'comma',
      },
      pdf: {
        paper: 'A4',
        margin: [22, 18, 18, 18],
        header: runningHeader(
          'Priya Raman | Physiotherapist',
          '(02) 5550 1234 · priya.raman.physio@example.com · Parramatta NSW 2150',
        ),
        footer: runningFooter('Curriculum Vitae — Priya Raman'),
      },
    },
    doc: {
      name: 'Priya Raman',
      headline: 'Musculoskeletal Physiotherapist',
      contact: [],
      sections: [
        {
          h: 'Profile',
          blocks: [
            {
              t: 'p',
              text: 'Physiotherapist with eleven years of hospital and private-practice experience, now focused on spinal and sports injuries. I combine manual therapy with graded exercise and clear education so patients can self-manage early.',
            },
          ],
        },
        {
          h: 'Clinical Positions',
          blocks: [
            {
              t: 'job',
              title: 'Senior Physiotherapist',
              org: 'Westmead Sports & Spine Clinic',
              where: 'Westmead',
              dates: 'Feb 2021 – current',
              bullets: [
                'Caseload of 55–65 consultations per week: lumbar and cervical spine, running injuries, post-operative knees.',
                'Run the clinical Pilates and hydrotherapy programmes (6 classes per week).',
                'Supervise two graduate physiotherapists and university clinical placements.',
                'Moved the practice to Cliniko with outcome-measure templates for every patient.',
              ],
            },
            {
              t: 'job',
              title: 'Physiotherapist',
              org: 'Blacktown Hospital (NSW Health)',
              where: 'Blacktown',
              dates: 'Jan 2017 – Jan 2021',
              bullets: [
                'Outpatient musculoskeletal and orthopaedic caseload; emergency department primary-contact role in 2019–2020.',
                'Vestibular rehabilitation clinic lead (2019–2021).',
                'Presented at the hospital allied-health research day (2018, 2020).',
              ],
            },
            {
              t: 'job',
              title: 'New Graduate Physiotherapist (Rotational)',
              org: 'Royal North Shore Hospital',
              where: 'St Leonards',
              dates: 'Mar 2015 – Dec 2016',
              bullets: ['Rotations in orthopaedics, cardiorespiratory, neurology and outpatients.'],
            },
          ],
        },
        {
          h: 'Clinical Skills',
          blocks: [
            {
              t: 'list',
              items: [
                'Manual Therapy',
                'Dry Needling',
                'Clinical Pilates',
                'Hydrotherapy',
                'Vestibular Rehabilitation',
                'Cliniko',
              ],
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              degree: 'Master of Physiotherapy',
              school: 'The University of Sydney',
              dates: '2013 – 2014',
            },
            {
              t: 'edu',
              degree: 'Bachelor of Exercise and Sport Science',
              school: 'The University of Sydney',
              dates: '2010 – 2012',
            },
          ],
        },
        {
          h: 'Registration & Courses',
          blocks: [
            {
              t: 'ul',
              items: [
                'AHPRA General Registration',
                'Dry Needling – Level 2',
                'Clinical Pilates Instructor Certificate',
              ],
            },
          ],
        },
        {
          h: 'Professional Development',
          blocks: [
            {
              t: 'ul',
              items: [
                'APA Spinal Manipulation Masterclass, 2024',
                'Mulligan Concept Upper and Lower Quadrant (Parts A & B), 2022',
                'Vestibular Rehabilitation Competency Course, 2019',
                'Running Injury Assessment and Management, 2018',
                'Graded Motor Imagery for Persistent Pain, 2017',
              ],
            },
          ],
        },
        {
          h: 'Memberships',
          blocks: [
            {
              t: 'ul',
              items: [
                'Australian Physiotherapy Association (APA) – Musculoskeletal and Sports groups',
                'Sports Medicine Australia',
              ],
            },
          ],
        },
        { h: 'Languages', blocks: [{ t: 'p', text: 'English, Tamil' }] },
        { h: 'Referees', blocks: [{ t: 'p', text: 'Details provided on request.' }] },
      ],
    },
    expected: {
      name: 'Priya Raman',
      email: 'priya.raman.physio@example.com',
      phone: '+61255501234',
      location: 'Parramatta NSW 2150',
      links: [],
      headline: 'Musculoskeletal Physiotherapist',
      skills: [
        'Manual Therapy',
        'Dry Needling',
        'Clinical Pilates',
        'Hydrotherapy',
        'Vestibular Rehabilitation',
        'Cliniko',
      ],
      experience: [
        {
          title: 'Senior Physiotherapist',
          company: 'Westmead Sports & Spine Clinic',
          start: '2021-02',
          end: 'present',
        },
        {
          title: 'Physiotherapist',
          company: 'Blacktown Hospital (NSW Health)',
          start: '2017-01',
          end: '2021-01',
        },
        {
          title: 'New Graduate Physiotherapist (Rotational)',
          company: 'Royal North Shore Hospital',
          start: '2015-03',
          end: '2016-12',
        },
      ],
      education: [
        { institution: 'The University of Sydney', degree: 'Master of Physiotherapy', end: '2014' },
        {
          institution: 'The University of Sydney',
          degree: 'Bachelor of Exercise and Sport Science',
          end: '2012',
        },
      ],
      languages: ['English', 'Tamil'],
      certifications: [
        'AHPRA General Registration',
        'Dry Needling – Level 2',
        'Clinical Pilates Instructor Certificate',
      ],
      total_years_experience: 11.7,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-034',
    format: 'pdf',
    layout: 'sidebar',
    country: 'BR',
    profession: 'devops engineer',
    pages: 1,
    render: {
      kind: 'html',
      template: 'sidebar',
      style: {
        font: "'DejaVu Sans', sans-serif",
        size: 9.5,
        accent: '#b35900',
        sideSide: 'right',
        sideBg: '#fff4e0',
        sideFg: '#3a2a00',
        sideWidth: '64mm',
        heading: 'left-border',
        job: 'title-first',
        list: 'chips',
      },
      pdf: { paper: 'A4', margin: [10, 0, 10, 0] },
    },
    doc: {
      name: 'João Pedro Araújo',
      headline: 'DevOps / Site Reliability Engineer',
      contactHeading: 'Contato',
      contact: [
        'Florianópolis, SC',
        '(48) 99123-4567',
        'joao.araujo@example.com',
        'github.com/jparaujo',
        'linkedin.com/in/joaopedroaraujo',
      ],
      sections: [
        {
          h: 'Stack',
          side: true,
          blocks: [
            {
              t: 'list',
              items: [
                'Kubernetes',
                'Terraform',
                'AWS',
                'Google Cloud',
                'Prometheus',
                'Grafana',
                'ArgoCD',
                'GitHub Actions',
                'Ansible',
                'Linux',
                'Bash',
                'Go',
              ],
            },
          ],
        },
        {
          h: 'Certifications',
          side: true,
          blocks: [
            {
              t: 'list',
              items: [
                'Certified Kubernetes Administrator (CKA)',
                'HashiCorp Certified: Terraform Associate',
                'AWS Certified DevOps Engineer – Professional',
              ],
            },
          ],
        },
        {
          h: 'Languages',
          side: true,
          blocks: [
            { t: 'list', items: ['Portuguese (native)', 'English (fluent)', 'Spanish (intermediate)'] },
          ],
        },
        {
          h: 'Summary',
          blocks: [
            {
              t: 'p',
              text: 'SRE with ten years of operations experience, from ISP racks to multi-cloud Kubernetes platforms. I like boring deployments, useful alerts and runbooks people actually follow.',
            },
          ],
        },
        {
          h: 'Experience',
          blocks: [
            {
              t: 'job',
              title: 'Site Reliability Engineer (Senior)',
              org: 'Ilha Tech Pagamentos',
              where: 'Florianópolis',
              dates: 'Sep 2022 – Present',
              bullets: [
                'Run 14 production Kubernetes clusters on AWS and Google Cloud for a PIX payments platform (99.98% availability in 2025).',
                'Moved all deployments to GitOps with ArgoCD; release lead time from 2 days to 40 minutes.',
                'Rebuilt alerting on Prometheus and Grafana around SLOs; pages per week down 70%.',
              ],
            },
            {
              t: 'job',
              title: 'DevOps Engineer',
              org: 'Nuvem Catarina Software Ltda.',
              where: 'Florianópolis',
              dates: 'Mar 2019 – Aug 2022',
              bullets: [
                'Terraform modules and GitHub Actions pipelines for 60 services.',
                'Migrated VMs to containers; halved infrastructure cost.',
              ],
            },
            {
              t: 'job',
              title: 'Systems Administrator',
              org: 'Provedor Litoral Net',
              where: 'São José',
              dates: 'Jan 2016 – Feb 2019',
              bullets: [
                'Linux servers, DNS and mail for an ISP with 25,000 subscribers; automation with Ansible and Bash.',
              ],
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              degree: 'Bacharelado em Ciência da Computação',
              school: 'Universidade Federal de Santa Catarina (UFSC)',
              dates: '2011 – 2015',
            },
          ],
        },
      ],
    },
    expected: {
      name: 'João Pedro Araújo',
      email: 'joao.araujo@example.com',
      phone: '+5548991234567',
      location: 'Florianópolis, SC',
      links: ['https://github.com/jparaujo', 'https://linkedin.com/in/joaopedroaraujo'],
      headline: 'DevOps / Site Reliability Engineer',
      skills: [
        'Kubernetes',
        'Terraform',
        'AWS',
        'Google Cloud',
        'Prometheus',
        'Grafana',
        'Argo CD',
        'GitHub Actions',
        'Ansible',
        'Linux',
        'Bash',
        'Go',
      ],
      experience: [
        {
          title: 'Site Reliability Engineer (Senior)',
          company: 'Ilha Tech Pagamentos',
          start: '2022-09',
          end: 'present',
        },
        {
          title: 'DevOps Engineer',
          company: 'Nuvem Catarina Software Ltda.',
          start: '2019-03',
          end: '2022-08',
        },
        { title: 'Systems Administrator', company: 'Provedor Litoral Net', start: '2016-01', end: '2019-02' },
      ],
      education: [
        {
          institution: 'Universidade Federal de Santa Catarina (UFSC)',
          degree: 'Bacharelado em Ciência da Computação',
          end: '2015',
        },
      ],
      languages: ['Portuguese', 'English', 'Spanish'],
      certifications: [
        'Certified Kubernetes Administrator (CKA)',
        'HashiCorp Certified: Terraform Associate',
        'AWS Certified DevOps Engineer – Professional',
      ],
      total_years_experience: 10.8,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-035',
    format: 'pdf',
    layout: 'one-column',
    country: 'NL',
    profession: 'supply chain manager',
    pages: 1,
    render: {
      kind: 'html',
      template: 'classic',
      style: {
        font: "'Liberation Sans', sans-serif",
        size: 10,
        accent: '#e35d00',
        heading: 'caps-rule',
        header: 'split',
        job: 'dates-left',
        edu: 'dates-left',
        list: 'comma',
      },
      pdf: { paper: 'A4', margin: [16, 17, 16, 17] },
    },
    doc: {
      name: 'Sanne de Vries',
      headline: 'Supply Chain Manager',
      contact: ['Utrecht, the Netherlands', 'sanne.devries@example.org', 'nl.linkedin.com/in/sannedevries'],
      sections: [
        {
          h: 'Summary',
          blocks: [
            {
              t: 'p',
              text: 'Supply chain manager with ten years in demand planning and S&OP for perishable goods. Back at work since 2023 after a sabbatical, now leading planning for a dairy cooperative.',
            },
          ],
        },
        {
          h: 'Experience',
          blocks: [
            {
              t: 'job',
              dates: 'Jun 2023 – present',
              title: 'Supply Chain Manager',
              org: 'Hollandia Dairy B.V.',
              where: 'Utrecht',
              bullets: [
                'Lead a team of 11 planners and buyers; own the monthly S&OP cycle.',
                'Reduced finished-goods inventory by 18% while keeping service level above 98.5%.',
              ],
            },
            {
              t: 'job',
              dates: 'Mar 2018 – Aug 2021',
              title: 'Senior Demand Planner',
              org: 'Rotterdam Flowers Export B.V.',
              where: 'Rotterdam',
              bullets: [
                'Statistical forecasting in SAP APO for 3,000 SKUs; forecast accuracy from 61% to 78%.',
                'Led the Kinaxis RapidResponse implementation for demand and supply planning.',
              ],
            },
            {
              t: 'job',
              dates: 'Sep 2014 – Feb 2018',
              title: 'Demand Planner',
              org: 'Utrecht Retail Group N.V.',
              where: 'Utrecht',
              bullets: ['Promotional forecasting and replenishment parameters for fresh categories.'],
            },
          ],
        },
        {
          h: 'Skills',
          blocks: [
            {
              t: 'list',
              items: [
                'S&OP',
                'SAP APO',
                'Kinaxis RapidResponse',
                'Lean Six Sigma',
                'Power BI',
                'Inventory Optimisation',
              ],
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              dates: '2013 – 2014',
              degree: 'MSc Supply Chain Management',
              school: 'Rotterdam School of Management, Erasmus University',
            },
            {
              t: 'edu',
              dates: '2010 – 2013',
              degree: 'BSc Technische Bedrijfskunde',
              school: 'Rijksuniversiteit Groningen',
            },
          ],
        },
        {
          h: 'Certifications',
          blocks: [
            {
              t: 'list',
              items: ['APICS Certified Supply Chain Professional (CSCP)', 'Lean Six Sigma Green Belt'],
            },
          ],
        },
        { h: 'Languages', blocks: [{ t: 'p', text: 'Dutch (native), English (fluent), German (good)' }] },
      ],
    },
    expected: {
      name: 'Sanne de Vries',
      email: 'sanne.devries@example.org',
      phone: null,
      location: 'Utrecht, the Netherlands',
      links: ['https://nl.linkedin.com/in/sannedevries'],
      headline: 'Supply Chain Manager',
      skills: [
        'Sales and Operations Planning',
        'SAP APO',
        'Kinaxis RapidResponse',
        'Lean Six Sigma',
        'Power BI',
        'Inventory Optimisation',
      ],
      experience: [
        { title: 'Supply Chain Manager', company: 'Hollandia Dairy B.V.', start: '2023-06', end: 'present' },
        {
          title: 'Senior Demand Planner',
          company: 'Rotterdam Flowers Export B.V.',
          start: '2018-03',
          end: '2021-08',
        },
        { title: 'Demand Planner', company: 'Utrecht Retail Group N.V.', start: '2014-09', end: '2018-02' },
      ],
      education: [
        {
          institution: 'Rotterdam School of Management, Erasmus University',
          degree: 'MSc Supply Chain Management',
          end: '2014',
        },
        { institution: 'Rijksuniversiteit Groningen', degree: 'BSc Technische Bedrijfskunde', end: '2013' },
      ],
      languages: ['Dutch', 'English', 'German'],
      certifications: ['APICS Certified Supply Chain Professional (CSCP)', 'Lean Six Sigma Green Belt'],
      total_years_experience: 10.4,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-036',
    format: 'docx',
    layout: 'one-column',
    country: 'KE',
    profession: 'customer success manager',
    pages: 1,
    render: { kind: 'docx', opts: { font: 'Calibri', headings: 'bold' } },
    doc: {
      name: 'Brian Otieno Ochieng',
      headline: 'Customer Success Manager – SaaS',
      contact: [
        'Westlands, Nairobi',
        '+254 (0) 722 555 012',
        'brian.ochieng@example.com',
        'linkedin.com/in/brian-ochieng-cs',
      ],
      contactSep: ' | ',
      sections: [
        {
          h: 'Profile',
          blocks: [
            {
              t: 'p',
              text: 'Customer success manager for B2B SaaS in East Africa. Eight years from the telecom call centre floor to owning a US$ 2.4 m ARR portfolio of SME and mid-market accounts.',
            },
          ],
        },
        {
          h: 'Employment',
          blocks: [
            {
              t: 'job',
              title: 'Customer Success Manager',
              org: 'Savanna SaaS Ltd',
              where: 'Nairobi',
              dates: 'Oct 2022 – Present',
              bullets: [
                'Portfolio of 140 accounts (US$ 2.4 m ARR); gross revenue retention 94%, net 108%.',
                'Designed the onboarding playbook in HubSpot and Intercom; time-to-value down from 45 to 19 days.',
                'Monthly churn analysis in SQL and Gainsight health scores.',
              ],
            },
            {
              t: 'job',
              title: 'Customer Success Associate',
              org: 'M-Duka Technologies',
              where: 'Nairobi',
              dates: 'Jan 2020 – Sep 2022',
              bullets: [
                'Onboarded 600+ retail merchants to the M-Duka POS app; logged product bugs in Jira.',
              ],
            },
            {
              t: 'job',
              title: 'Customer Care Agent',
              org: 'Jambo Telecom Ltd',
              where: 'Nairobi',
              dates: 'Apr 2018 – Dec 2019',
            },
          ],
        },
        {
          h: 'Skills & Tools',
          blocks: [
            {
              t: 'list',
              items: [
                'HubSpot',
                'Intercom',
                'Gainsight',
                'Customer Onboarding',
                'Churn Analysis',
                'SQL (basic)',
                'Jira',
              ],
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              degree: 'Bachelor of Business Information Technology',
              school: 'Strathmore University',
              dates: '2014 – 2017',
            },
          ],
        },
        { h: 'Certifications', blocks: [{ t: 'ul', items: ['Certified Customer Success Manager (CCSM)'] }] },
        { h: 'Languages', blocks: [{ t: 'p', text: 'English, Kiswahili, Dholuo' }] },
      ],
    },
    expected: {
      name: 'Brian Otieno Ochieng',
      email: 'brian.ochieng@example.com',
      phone: '+254722555012',
      location: 'Westlands, Nairobi',
      links: ['https://linkedin.com/in/brian-ochieng-cs'],
      headline: 'Customer Success Manager – SaaS',
      skills: ['HubSpot', 'Intercom', 'Gainsight', 'Customer Onboarding', 'Churn Analysis', 'SQL', 'Jira'],
      experience: [
        { title: 'Customer Success Manager', company: 'Savanna SaaS Ltd', start: '2022-10', end: 'present' },
        {
          title: 'Customer Success Associate',
          company: 'M-Duka Technologies',
          start: '2020-01',
          end: '2022-09',
        },
        { title: 'Customer Care Agent', company: 'Jambo Telecom Ltd', start: '2018-04', end: '2019-12' },
      ],
      education: [
        {
          institution: 'Strathmore University',
          degree: 'Bachelor of Business Information Technology',
          end: '2017',
        },
      ],
      languages: ['English', 'Kiswahili', 'Dholuo'],
      certifications: ['Certified Customer Success Manager (CCSM)'],
      total_years_experience: 8.6,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-037',
    format: 'txt',
    layout: 'plain-text',
    country: 'MA',
    profession: 'translator',
    pages: 1,
    render: { kind: 'txt', opts: { variant: 'labelled' } },
    doc: {
      docTitle: 'CURRICULUM VITAE',
      name: 'Yassine El Amrani',
      headline: 'Freelance Translator & Interpreter (AR/FR/EN)',
      contact: [
        'Address: Casablanca, Morocco',
        'Phone: 06 61 23 45 67',
        'E-mail: yassine.elamrani@example.com',
        'ProZ: www.proz.com/profile/1234567',
      ],
      sections: [
        {
          h: 'Professional Experience',
          blocks: [
            {
              t: 'job',
              title: 'Freelance Translator (Arabic/French/English)',
              org: 'Self-employed',
              dates: '2017 - Now',
              bullets: [
                'Legal, financial and marketing translation for agencies in Morocco, France and the Gulf (about 450,000 words per year).',
                'Consecutive interpreting for business meetings and court hearings.',
                'Subtitling of documentaries for two streaming distributors.',
              ],
            },
            {
              t: 'job',
              title: 'In-house Translator',
              org: 'Atlas Legal Translations SARL',
              where: 'Casablanca',
              dates: '2014 - 2017',
              bullets: [
                'Translation of contracts, judgments and company statutes; terminology database in memoQ.',
              ],
            },
          ],
        },
        {
          h: 'Tools',
          blocks: [{ t: 'list', items: ['Trados Studio', 'memoQ', 'Wordfast', 'Subtitle Edit'] }],
        },
        {
          h: 'Specialisations',
          blocks: [{ t: 'list', items: ['Legal Translation', 'Consecutive Interpreting', 'Subtitling'] }],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              degree: 'Master en Traduction, Communication et Journalisme',
              school: 'École Supérieure Roi Fahd de Traduction',
              where: 'Tanger',
              dates: '2012 - 2014',
            },
            {
              t: 'edu',
              degree: 'Licence en Langue et Littérature Françaises',
              school: 'Université Hassan II de Casablanca',
              dates: '2008 - 2011',
            },
          ],
        },
        {
          h: 'Languages',
          blocks: [
            {
              t: 'list',
              items: ['Arabic (native)', 'French (native-level)', 'English (C2)', 'Spanish (B2)'],
            },
          ],
        },
      ],
    },
    expected: {
      name: 'Yassine El Amrani',
      email: 'yassine.elamrani@example.com',
      phone: '+212661234567',
      location: 'Casablanca, Morocco',
      links: ['https://www.proz.com/profile/1234567'],
      headline: 'Freelance Translator & Interpreter (AR/FR/EN)',
      skills: [
        'Trados Studio',
        'memoQ',
        'Wordfast',
        'Subtitle Edit',
        'Legal Translation',
        'Consecutive Interpreting',
        'Subtitling',
      ],
      experience: [
        {
          title: 'Freelance Translator (Arabic/French/English)',
          company: 'Self-employed',
          start: '2017',
          end: 'present',
        },
        {
          title: 'In-house Translator',
          company: 'Atlas Legal Translations SARL',
          start: '2014',
          end: '2017',
        },
      ],
      education: [
        {
          institution: 'École Supérieure Roi Fahd de Traduction',
          degree: 'Master en Traduction, Communication et Journalisme',
          end: '2014',
        },
        {
          institution: 'Université Hassan II de Casablanca',
          degree: 'Licence en Langue et Littérature Françaises',
          end: '2011',
        },
      ],
      languages: ['Arabic', 'French', 'English', 'Spanish'],
      certifications: [],
      total_years_experience: 12.3,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-038',
    format: 'pdf',
    layout: 'sidebar',
    country: 'MX',
    profession: 'dentist',
    pages: 1,
    render: {
      kind: 'html',
      template: 'sidebar',
      style: {
        font: "'Liberation Sans', sans-serif",
        size: 10,
        accent: '#5b2c6f',
        sideBg: '#5b2c6f',
        sideFg: '#ffffff',
        sideWidth: '66mm',
        nameIn: 'side',
        heading: 'caps-rule',
        job: 'title-first',
        list: 'lines',
      },
      pdf: { paper: 'Letter', margin: [10, 0, 10, 0] },
    },
    doc: {
      name: 'Dra. Fernanda Ruiz Castillo',
      headline: 'Dental Surgeon – Endodontics',
      contactHeading: 'Contacto',
      contact: ['Monterrey, N.L.', '81 1234 5678', 'fernanda.ruiz@example.com'],
      sections: [
        {
          h: 'Habilidades / Skills',
          side: true,
          blocks: [
            {
              t: 'list',
              items: [
                'Rotary Endodontics',
                'CBCT Interpretation',
                'Microscope-Assisted Endodontics',
                'Dentrix',
                'Conscious Sedation',
              ],
            },
          ],
        },
        {
          h: 'Idiomas / Languages',
          side: true,
          blocks: [{ t: 'list', items: ['Spanish (native)', 'English (B2)'] }],
        },
        {
          h: 'Perfil / Profile',
          blocks: [
            {
              t: 'p',
              text: 'Endodontist with ten years of clinical practice in public and private settings in Monterrey. Focused on microscope-assisted root canal treatment and retreatment of complex cases.',
            },
          ],
        },
        {
          h: 'Clinical Experience',
          blocks: [
            {
              t: 'job',
              title: 'Endodontist',
              org: 'Clínica Dental Sonrisa Norte',
              where: 'San Nicolás de los Garza',
              dates: '08/2021 – presente',
              bullets: [
                'Around 40 endodontic treatments per month, including retreatments and apical surgery referrals.',
                'Introduced CBCT-based treatment planning for all retreatments.',
              ],
            },
            {
              t: 'job',
              title: 'General Dentist',
              org: 'Centro Odontológico San Pedro',
              where: 'San Pedro Garza García',
              dates: '01/2017 – 07/2021',
              bullets: ['Restorative dentistry, extractions and patient records in Dentrix.'],
            },
            {
              t: 'job',
              title: 'Dental Social Service (Servicio Social)',
              org: 'IMSS Unidad de Medicina Familiar 15',
              where: 'Monterrey',
              dates: '08/2015 – 07/2016',
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              degree: 'Especialidad en Endodoncia',
              school: 'Universidad Autónoma de Nuevo León (UANL)',
              dates: '2019 – 2021',
            },
            {
              t: 'edu',
              degree: 'Cirujano Dentista (Licenciatura)',
              school: 'Universidad Autónoma de Nuevo León (UANL)',
              dates: '2010 – 2015',
            },
          ],
        },
        {
          h: 'Certifications',
          blocks: [{ t: 'ul', items: ['Certificación del Consejo Mexicano de Endodoncia'] }],
        },
      ],
    },
    expected: {
      name: 'Fernanda Ruiz Castillo',
      email: 'fernanda.ruiz@example.com',
      phone: '+528112345678',
      location: 'Monterrey, N.L.',
      links: [],
      headline: 'Dental Surgeon – Endodontics',
      skills: [
        'Rotary Endodontics',
        'CBCT Interpretation',
        'Microscope-Assisted Endodontics',
        'Dentrix',
        'Conscious Sedation',
      ],
      experience: [
        { title: 'Endodontist', company: 'Clínica Dental Sonrisa Norte', start: '2021-08', end: 'present' },
        {
          title: 'General Dentist',
          company: 'Centro Odontológico San Pedro',
          start: '2017-01',
          end: '2021-07',
        },
        {
          title: 'Dental Social Service (Servicio Social)',
          company: 'IMSS Unidad de Medicina Familiar 15',
          start: '2015-08',
          end: '2016-07',
        },
      ],
      education: [
        {
          institution: 'Universidad Autónoma de Nuevo León (UANL)',
          degree: 'Especialidad en Endodoncia',
          end: '2021',
        },
        {
          institution: 'Universidad Autónoma de Nuevo León (UANL)',
          degree: 'Cirujano Dentista (Licenciatura)',
          end: '2015',
        },
      ],
      languages: ['Spanish', 'English'],
      certifications: ['Certificación del Consejo Mexicano de Endodoncia'],
      total_years_experience: 10.8,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-039',
    format: 'pdf',
    layout: 'two-column',
    country: 'JP',
    profession: '3d artist',
    pages: 1,
    render: {
      kind: 'html',
      template: 'twocol',
      style: {
        font: "'DejaVu Sans', sans-serif",
        size: 9.5,
        accent: '#b5002a',
        heading: 'caps-rule',
        header: 'split',
        job: 'title-first',
        edu: 'school-first',
        sideSide: 'right',
        sideWidth: '60mm',
        list: 'lines',
      },
      pdf: { paper: 'A4', margin: [15, 15, 15, 15] },
    },
    doc: {
      name: 'Yuki Sato',
      headline: '3D Environment Artist',
      contact: ['Osaka, Japan', '06-6123-4567', 'yuki.sato.art@example.com', 'artstation.com/yukisato3d'],
      sections: [
        {
          h: 'Profile',
          blocks: [
            {
              t: 'p',
              text: 'Environment artist with nine years in console and mobile games. Strong in modular kits, natural environments and optimisation for Unreal Engine.',
            },
          ],
        },
        {
          h: 'Experience',
          blocks: [
            {
              t: 'job',
              title: 'Senior Environment Artist',
              org: 'Kitsune Interactive',
              where: 'Osaka',
              dates: '2022.04 – Present',
              bullets: [
                'Lead artist for forest and shrine biomes in an unannounced open-world title (Unreal Engine 5).',
                'Built procedural foliage tools in Houdini and SpeedTree pipelines.',
                'Mentor three junior artists; run weekly art reviews.',
              ],
            },
            {
              t: 'job',
              title: 'Environment Artist',
              org: 'Naniwa Game Studio Co., Ltd.',
              where: 'Osaka',
              dates: '2018.04 – 2022.03',
              bullets: [
                'Modular city kits and props for two shipped console titles.',
                'Photogrammetry capture and clean-up for rock and ground materials.',
              ],
            },
            {
              t: 'job',
              title: '3D Artist (Contract)',
              org: 'Pixel Shrine Inc.',
              where: 'Kyoto',
              dates: '2017.10 – 2018.03',
              bullets: ['Low-poly props and textures for a mobile RPG.'],
            },
          ],
        },
        {
          h: 'Shipped Titles',
          blocks: [
            {
              t: 'ul',
              items: [
                'Neon Ward (PS5 / Xbox Series X|S, 2021)',
                'Harbor Lights (PS4 / Switch, 2019)',
                'Tiny Shrine Tales (iOS / Android, 2018)',
              ],
            },
          ],
        },
        {
          h: 'Software',
          side: true,
          blocks: [
            {
              t: 'list',
              items: [
                'Maya',
                'Blender',
                'ZBrush',
                'Substance 3D Painter',
                'Unreal Engine 5',
                'Houdini',
                'SpeedTree',
              ],
            },
          ],
        },
        {
          h: 'Skills',
          side: true,
          blocks: [{ t: 'list', items: ['Modular Environment Design', 'PBR Texturing', 'Photogrammetry'] }],
        },
        {
          h: 'Education',
          side: true,
          blocks: [
            {
              t: 'edu',
              school: 'Osaka University of Arts',
              degree: 'Bachelor of Arts in Digital Media',
              dates: '2017.03',
            },
          ],
        },
        {
          h: 'Certification',
          side: true,
          blocks: [{ t: 'list', items: ['CG Creator Certification (Expert)'] }],
        },
        {
          h: 'Languages',
          side: true,
          blocks: [{ t: 'list', items: ['Japanese (native)', 'English (business, TOEIC 860)'] }],
        },
      ],
    },
    expected: {
      name: 'Yuki Sato',
      email: 'yuki.sato.art@example.com',
      phone: '+81661234567',
      location: 'Osaka, Japan',
      links: ['https://artstation.com/yukisato3d'],
      headline: '3D Environment Artist',
      skills: [
        'Maya',
        'Blender',
        'ZBrush',
        'Substance 3D Painter',
        'Unreal Engine 5',
        'Houdini',
        'SpeedTree',
        'Modular Environment Design',
        'PBR Texturing',
        'Photogrammetry',
      ],
      experience: [
        {
          title: 'Senior Environment Artist',
          company: 'Kitsune Interactive',
          start: '2022-04',
          end: 'present',
        },
        {
          title: 'Environment Artist',
          company: 'Naniwa Game Studio Co., Ltd.',
          start: '2018-04',
          end: '2022-03',
        },
        { title: '3D Artist (Contract)', company: 'Pixel Shrine Inc.', start: '2017-10', end: '2018-03' },
      ],
      education: [
        {
          institution: 'Osaka University of Arts',
          degree: 'Bachelor of Arts in Digital Media',
          end: '2017-03',
        },
      ],
      languages: ['Japanese', 'English'],
      certifications: ['CG Creator Certification (Expert)'],
      total_years_experience: 9.1,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-040',
    format: 'pdf',
    layout: 'one-column',
    country: 'PL',
    profession: 'warehouse operative',
    pages: 1,
    render: {
      kind: 'html',
      template: 'classic',
      style: {
        font: "'Liberation Sans', sans-serif",
        size: 10.5,
        accent: '#333333',
        heading: 'bold-only',
        header: 'left',
        job: 'title-first',
        edu: 'degree-first',
        list: 'comma',
      },
      pdf: { paper: 'A4', margin: [20, 22, 20, 22] },
    },
    doc: {
      name: 'Piotr Zając',
      contact: ['Poznań', '+48 601 234 567', 'piotr.zajac99@example.com'],
      contactSep: ' | ',
      sections: [
        {
          h: 'Summary',
          blocks: [
            {
              t: 'p',
              text: 'Warehouse operative with a UDT forklift licence and two years of picking, packing and loading experience. Experienced with RF scanners and the Manhattan SCALE warehouse management system.',
            },
          ],
        },
        {
          h: 'Experience',
          blocks: [
            {
              t: 'job',
              title: 'Warehouse Operative',
              org: 'LogiPol Sp. z o.o.',
              where: 'Poznań',
              dates: '05/2024 – present',
              bullets: [
                'Picked and packed 180+ orders per shift using voice picking.',
                'Loading and unloading of trucks for next-day deliveries.',
                'Cycle counts with RF scanners.',
              ],
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              degree: 'Technik logistyk (Logistics Technician)',
              school: 'Zespół Szkół Logistycznych nr 3',
              where: 'Poznań',
              dates: '2020 – 2024',
            },
          ],
        },
        { h: 'Licences', blocks: [{ t: 'ul', items: ['UDT Forklift Operator Licence'] }] },
        { h: 'Languages', blocks: [{ t: 'p', text: 'Polish (native), English (B1)' }] },
      ],
    },
    expected: {
      name: 'Piotr Zając',
      email: 'piotr.zajac99@example.com',
      phone: '+48601234567',
      location: 'Poznań',
      links: [],
      headline: null,
      skills: ['RF Scanners', 'Manhattan SCALE', 'Voice Picking'],
      experience: [
        { title: 'Warehouse Operative', company: 'LogiPol Sp. z o.o.', start: '2024-05', end: 'present' },
      ],
      education: [
        {
          institution: 'Zespół Szkół Logistycznych nr 3',
          degree: 'Technik logistyk (Logistics Technician)',
          end: '2024',
        },
      ],
      languages: ['Polish', 'English'],
      certifications: ['UDT Forklift Operator Licence'],
      total_years_experience: 2.5,
    },
  },
];
