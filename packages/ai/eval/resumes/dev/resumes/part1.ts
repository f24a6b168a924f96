/** dev-001 … dev-010 */
import { runningFooter, runningHeader } from '../lib/html.js';
import type { ResumeSpec } from '../lib/types.js';

export const PART1: ResumeSpec[] = [
  /* ------------------------------------------------------------------ */
  {
    id: 'dev-001',
    format: 'pdf',
    layout: 'sidebar',
    country: 'IN',
    profession: 'nurse',
    pages: 2,
    render: {
      kind: 'html',
      template: 'sidebar',
      style: {
        font: "'Liberation Sans', sans-serif",
        size: 10.5,
        accent: '#0f6e6e',
        sideBg: '#dff0ef',
        sideFg: '#12403f',
        heading: 'caps-rule',
        job: 'title-first',
        list: 'lines',
      },
      pdf: { paper: 'A4', margin: [10, 0, 10, 0] },
    },
    doc: {
      name: 'Anjali Thomas',
      headline: 'Critical Care Staff Nurse',
      contact: [
        '+91 98470 12345',
        'anjali.thomas@example.com',
        'Kochi, Kerala',
        'linkedin.com/in/anjali-thomas-rn',
      ],
      sections: [
        {
          h: 'Clinical Skills',
          side: true,
          blocks: [
            {
              t: 'list',
              items: [
                'Ventilator Management',
                'Hemodynamic Monitoring',
                'IV Cannulation',
                'Arterial Blood Gas Analysis',
                'Wound Care',
                'Infection Control',
                'Cerner EHR',
              ],
            },
          ],
        },
        {
          h: 'Certifications',
          side: true,
          blocks: [
            { t: 'list', items: ['Basic Life Support (BLS)', 'Advanced Cardiovascular Life Support (ACLS)'] },
          ],
        },
        {
          h: 'Languages',
          side: true,
          blocks: [{ t: 'list', items: ['English', 'Malayalam', 'Hindi', 'Tamil (basic)'] }],
        },
        {
          h: 'Profile',
          blocks: [
            {
              t: 'p',
              text: 'Registered nurse with ten years of acute and critical care experience in tertiary hospitals in Kerala. Comfortable managing ventilated patients, titrating vasoactive infusions and mentoring new graduates. Registered with the Kerala Nurses and Midwives Council (Reg. No. KL-48213).',
            },
          ],
        },
        {
          h: 'Professional Experience',
          blocks: [
            {
              t: 'job',
              title: 'Senior Staff Nurse',
              org: 'Aster Medcity',
              where: 'Kochi',
              dates: 'Aug 2021 – Present',
              bullets: [
                'Care for 2–3 ventilated patients per shift in a 24-bed medical ICU (sepsis, ARDS, multi-organ failure).',
                'Charge nurse on night rotation: bed allocation, staffing escalation and handover for 11 nurses.',
                'Preceptor for 14 newly joined nurses; built the unit checklist for central line care.',
                'Member of the hospital infection control committee; unit CLABSI rate fell from 3.1 to 0.9 per 1,000 line days.',
                'Trained colleagues on the Cerner EHR upgrade in 2023.',
              ],
            },
            {
              t: 'job',
              title: 'Staff Nurse',
              org: 'Amrita Institute of Medical Sciences',
              where: 'Kochi',
              dates: 'Jun 2017 – Jul 2021',
              bullets: [
                'Rotated between the cardiac surgical ICU and the high-dependency unit.',
                'Prepared and monitored post-operative patients after CABG and valve replacement surgery.',
                'Performed arterial blood gas sampling and interpretation under the intensivist protocol.',
                'Worked in the COVID-19 ICU during 2020–2021, including prone positioning teams.',
              ],
            },
            {
              t: 'job',
              title: 'Staff Nurse',
              org: 'Government Medical College Hospital',
              where: 'Thrissur',
              dates: 'Jan 2016 – May 2017',
              bullets: [
                'General medicine and casualty wards; 40-bed ward with a patient–nurse ratio of 1:12.',
                'Administered medications, IV fluids and blood transfusions; maintained intake-output charts.',
              ],
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              degree: 'B.Sc. Nursing',
              school: 'Government College of Nursing',
              where: 'Thiruvananthapuram',
              dates: '2011 – 2015',
              note: 'First class with distinction',
            },
            {
              t: 'edu',
              degree: 'Higher Secondary Certificate (Science)',
              school: "St. Teresa's Higher Secondary School",
              where: 'Ernakulam',
              dates: '2011',
            },
          ],
        },
        {
          h: 'Workshops & Conferences',
          blocks: [
            {
              t: 'ul',
              items: [
                'Workshop: Mechanical Ventilation for Nurses, Indian Society of Critical Care Medicine, 2022',
                'Workshop: Sepsis Bundles and Early Warning Scores, Aster Medcity, 2023',
                'Poster: “Reducing CLABSI through daily line audits”, Kerala Nursing Conference, 2024',
              ],
            },
          ],
        },
        {
          h: 'Quality & Teaching Activities',
          blocks: [
            {
              t: 'ul',
              items: [
                'Unit lead for the NABH re-accreditation audit of the medical ICU (2023 and 2026).',
                'Co-author of the unit pressure-injury prevention bundle; hospital-acquired pressure injuries fell by 35%.',
                'Clinical instructor for B.Sc. Nursing interns from two affiliated colleges (8 students per rotation).',
                'Conducts monthly mock-code drills and defibrillator checks for the ICU team.',
              ],
            },
          ],
        },
        {
          h: 'References',
          blocks: [
            {
              t: 'p',
              text: 'Dr. Meera Pillai, Head of Critical Care, Aster Medcity — available on request.',
            },
          ],
        },
      ],
    },
    expected: {
      name: 'Anjali Thomas',
      email: 'anjali.thomas@example.com',
      phone: '+919847012345',
      location: 'Kochi, Kerala',
      links: ['https://linkedin.com/in/anjali-thomas-rn'],
      headline: 'Critical Care Staff Nurse',
      skills: [
        'Ventilator Management',
        'Hemodynamic Monitoring',
        'IV Cannulation',
        'Arterial Blood Gas Analysis',
        'Wound Care',
        'Infection Control',
        'Cerner EHR',
      ],
      experience: [
        { title: 'Senior Staff Nurse', company: 'Aster Medcity', start: '2021-08', end: 'present' },
        {
          title: 'Staff Nurse',
          company: 'Amrita Institute of Medical Sciences',
          start: '2017-06',
          end: '2021-07',
        },
        {
          title: 'Staff Nurse',
          company: 'Government Medical College Hospital',
          start: '2016-01',
          end: '2017-05',
        },
      ],
      education: [
        { institution: 'Government College of Nursing', degree: 'B.Sc. Nursing', end: '2015' },
        {
          institution: "St. Teresa's Higher Secondary School",
          degree: 'Higher Secondary Certificate (Science)',
          end: '2011',
        },
      ],
      languages: ['English', 'Malayalam', 'Hindi', 'Tamil'],
      certifications: ['Basic Life Support (BLS)', 'Advanced Cardiovascular Life Support (ACLS)'],
      total_years_experience: 10.8,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-002',
    format: 'pdf',
    layout: 'one-column',
    country: 'GB',
    profession: 'accountant',
    pages: 1,
    render: {
      kind: 'html',
      template: 'classic',
      style: {
        font: "'Liberation Serif', serif",
        size: 10.5,
        accent: '#333333',
        heading: 'smallcaps',
        header: 'center',
        job: 'title-first',
        list: 'bullets',
      },
      pdf: { paper: 'A4', margin: [16, 18, 16, 18] },
    },
    doc: {
      name: 'Charlotte Hughes-Bennett',
      headline: 'ACCA Qualified Management Accountant',
      contact: ['charlotte.hb@example.co.uk', '+44 (0)7700 900456', 'Leeds, West Yorkshire'],
      contactSep: '  ·  ',
      sections: [
        {
          h: 'Personal Statement',
          blocks: [
            {
              t: 'p',
              text: 'Commercially minded management accountant with twelve years in manufacturing and logistics finance. I produce month-end packs that operational managers actually read, and I enjoy automating the parts of the close that nobody else wants to own.',
            },
          ],
        },
        {
          h: 'Career History',
          blocks: [
            {
              t: 'job',
              title: 'Management Accountant',
              org: 'Harrowgate Foods Ltd',
              where: 'Leeds',
              dates: 'Mar 2019 – Present',
              bullets: [
                'Own the monthly management accounts for three sites (£84m turnover) and present variances to the operations board.',
                'Rebuilt the annual budget model in Excel and Power BI, cutting the budget cycle from nine weeks to five.',
                'Prepare quarterly VAT returns under Making Tax Digital using Sage 200 bridging software.',
              ],
            },
            {
              t: 'job',
              title: 'Assistant Accountant',
              org: 'Pennine Logistics plc',
              where: 'Bradford',
              dates: 'Sep 2016 – Feb 2019',
              bullets: [
                'Balance sheet reconciliations, accruals and prepayments for 14 depots.',
                'Supported the migration from Sage 50 to Xero for the haulage subsidiary.',
              ],
            },
            {
              t: 'job',
              title: 'Accounts Assistant',
              org: 'Brightwell & Co Chartered Accountants',
              where: 'Harrogate',
              dates: 'Jul 2014 – Aug 2016',
              bullets: ['Bookkeeping, payroll and year-end files for 60+ owner-managed businesses.'],
            },
          ],
        },
        {
          h: 'Key Skills',
          blocks: [
            {
              t: 'list',
              items: [
                'Management Accounts',
                'Budgeting & Forecasting',
                'Variance Analysis',
                'Sage 200',
                'Xero',
                'MS Excel (advanced)',
                'Power BI',
                'VAT Returns',
              ],
            },
          ],
        },
        {
          h: 'Qualifications',
          blocks: [
            {
              t: 'edu',
              degree: 'BA (Hons) Accounting and Finance',
              school: 'University of Leeds',
              dates: '2011 – 2014',
              note: 'First-class honours',
            },
            { t: 'p', text: '**ACCA Chartered Certified Accountant** — admitted to membership in 2018' },
          ],
        },
        {
          h: 'Interests',
          blocks: [{ t: 'p', text: 'Fell running, volunteer treasurer for Headingley Junior Cricket Club.' }],
        },
      ],
    },
    expected: {
      name: 'Charlotte Hughes-Bennett',
      email: 'charlotte.hb@example.co.uk',
      phone: '+447700900456',
      location: 'Leeds, West Yorkshire',
      links: [],
      headline: 'ACCA Qualified Management Accountant',
      skills: [
        'Management Accounts',
        'Budgeting & Forecasting',
        'Variance Analysis',
        'Sage 200',
        'Xero',
        'Microsoft Excel',
        'Power BI',
        'VAT Returns',
      ],
      experience: [
        { title: 'Management Accountant', company: 'Harrowgate Foods Ltd', start: '2019-03', end: 'present' },
        { title: 'Assistant Accountant', company: 'Pennine Logistics plc', start: '2016-09', end: '2019-02' },
        {
          title: 'Accounts Assistant',
          company: 'Brightwell & Co Chartered Accountants',
          start: '2014-07',
          end: '2016-08',
        },
      ],
      education: [
        { institution: 'University of Leeds', degree: 'BA (Hons) Accounting and Finance', end: '2014' },
      ],
      languages: [],
      certifications: ['ACCA Chartered Certified Accountant'],
      total_years_experience: 12.3,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-003',
    format: 'pdf',
    layout: 'two-column',
    country: 'US',
    profession: 'software engineer',
    pages: 2,
    render: {
      kind: 'html',
      template: 'twocol',
      style: {
        font: "'DejaVu Sans', sans-serif",
        size: 9.5,
        ligatures: true,
        accent: '#8a1c1c',
        heading: 'caps-rule',
        header: 'split',
        job: 'org-first',
        edu: 'school-first',
        sideSide: 'right',
        sideWidth: '58mm',
        list: 'comma',
      },
      pdf: { paper: 'Letter', margin: [14, 14, 14, 14] },
    },
    doc: {
      name: 'Marcus Chen',
      headline: 'Staff Software Engineer — Distributed Systems',
      contact: [
        'Seattle, WA',
        '(206) 555-0148',
        'marcus.chen.dev@example.com',
        'github.com/mchen-dev',
        'linkedin.com/in/marcuschen',
      ],
      sections: [
        {
          h: 'Summary',
          blocks: [
            {
              t: 'p',
              text: 'Engineer with 14 years of experience building payment, streaming and storage backends. I lead designs across teams, keep on-call sane, and still write a lot of Go.',
            },
          ],
        },
        {
          h: 'Experience',
          blocks: [
            {
              t: 'job',
              title: 'Staff Software Engineer',
              org: 'Cascadia Cloud Inc.',
              where: 'Seattle, WA',
              dates: 'Apr 2022 – Present',
              bullets: [
                'Tech lead for the multi-region event bus (Kafka, 2.1M msgs/s); led the migration from self-managed clusters to tiered storage.',
                'Designed the tenant-isolation model adopted by 9 product teams; wrote the RFC and the reference implementation in Go.',
                'Cut p99 publish latency from 180 ms to 35 ms by reworking batching and back-pressure.',
                'Chair of the backend architecture review; mentor 6 senior engineers.',
                'Drove the company-wide move to OpenTelemetry tracing; mean time to detect fell by 40%.',
                'Interviewed 120+ candidates and redesigned the senior backend interview loop.',
              ],
            },
            {
              t: 'job',
              title: 'Senior Software Engineer',
              org: 'Rainier Payments',
              where: 'Bellevue, WA',
              dates: 'Jan 2019 – Mar 2022',
              bullets: [
                'Built the ledger service (Java, PostgreSQL) that settles $4B per year with exactly-once guarantees.',
                'Introduced Terraform and Kubernetes for all payment services; 40 services migrated in 14 months.',
                'Led incident reviews and wrote the on-call handbook.',
                'Built the reconciliation job that matches card-network files against the ledger nightly.',
                'Partnered with compliance on PCI DSS scoping; reduced in-scope services from 31 to 9.',
              ],
            },
            {
              t: 'job',
              title: 'Software Engineer II',
              org: 'Bluewater Analytics',
              where: 'Seattle, WA',
              dates: 'Jun 2016 – Dec 2018',
              bullets: [
                'Owned the ingestion pipeline (Python, Cassandra) for 3 TB/day of clickstream data.',
                'Replaced a cron-based scheduler with a queue-driven worker pool, removing 80% of missed jobs.',
                'Added schema validation at the edge, cutting bad-record rates from 2% to 0.1%.',
              ],
            },
            {
              t: 'job',
              title: 'Software Engineer',
              org: 'Pikeplace Media',
              where: 'Seattle, WA',
              dates: 'Aug 2014 – May 2016',
              bullets: [
                'Built REST APIs for the video CMS; added Redis caching that halved page render time.',
                'Wrote the first TypeScript SDK for partner integrations.',
              ],
            },
            {
              t: 'job',
              title: 'Junior Developer',
              org: 'Sound Logic Consulting',
              where: 'Tacoma, WA',
              dates: 'Jul 2012 – Jul 2014',
              bullets: [
                'Delivered Java and PHP web projects for regional retail and healthcare clients.',
                'Maintained CI pipelines in Jenkins.',
              ],
            },
            {
              t: 'job',
              title: 'Software Engineering Intern',
              org: 'Emerald Systems',
              where: 'Redmond, WA',
              dates: 'Jun 2011 – Aug 2011',
              bullets: ['Wrote test tooling for the device-management agent.'],
            },
          ],
        },
        {
          h: 'Selected Talks',
          blocks: [
            {
              t: 'ul',
              items: [
                '“Back-pressure is a feature”, Seattle Go Meetup, 2023',
                '“Exactly-once is a lie we can live with”, PaymentsConf, 2021',
              ],
            },
          ],
        },
        {
          h: 'Skills',
          side: true,
          blocks: [
            { t: 'p', text: '**Languages:** Go, Java, Python, TypeScript' },
            { t: 'p', text: '**Infrastructure:** K8s, Terraform, AWS, Kafka' },
            { t: 'p', text: '**Data:** Postgres, Cassandra, Redis' },
          ],
        },
        {
          h: 'Education',
          side: true,
          blocks: [
            {
              t: 'edu',
              school: 'University of Washington',
              degree: 'B.S. Computer Science',
              dates: '2008 – 2012',
            },
          ],
        },
        {
          h: 'Certifications',
          side: true,
          blocks: [{ t: 'p', text: 'AWS Certified Solutions Architect – Professional' }],
        },
        {
          h: 'Open Source',
          side: true,
          blocks: [{ t: 'p', text: 'Maintainer of a small Kafka consumer-lag exporter (1.2k stars).' }],
        },
      ],
    },
    expected: {
      name: 'Marcus Chen',
      email: 'marcus.chen.dev@example.com',
      phone: '+12065550148',
      location: 'Seattle, WA',
      links: ['https://github.com/mchen-dev', 'https://linkedin.com/in/marcuschen'],
      headline: 'Staff Software Engineer — Distributed Systems',
      skills: [
        'Go',
        'Java',
        'Python',
        'TypeScript',
        'Kubernetes',
        'Terraform',
        'AWS',
        'Kafka',
        'PostgreSQL',
        'Cassandra',
        'Redis',
      ],
      experience: [
        {
          title: 'Staff Software Engineer',
          company: 'Cascadia Cloud Inc.',
          start: '2022-04',
          end: 'present',
        },
        { title: 'Senior Software Engineer', company: 'Rainier Payments', start: '2019-01', end: '2022-03' },
        { title: 'Software Engineer II', company: 'Bluewater Analytics', start: '2016-06', end: '2018-12' },
        { title: 'Software Engineer', company: 'Pikeplace Media', start: '2014-08', end: '2016-05' },
        { title: 'Junior Developer', company: 'Sound Logic Consulting', start: '2012-07', end: '2014-07' },
        {
          title: 'Software Engineering Intern',
          company: 'Emerald Systems',
          start: '2011-06',
          end: '2011-08',
        },
      ],
      education: [{ institution: 'University of Washington', degree: 'B.S. Computer Science', end: '2012' }],
      languages: [],
      certifications: ['AWS Certified Solutions Architect – Professional'],
      total_years_experience: 14.6,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-004',
    format: 'pdf',
    layout: 'table',
    country: 'DE',
    profession: 'civil engineer',
    pages: 1,
    render: {
      kind: 'html',
      template: 'table',
      style: {
        font: "'Liberation Sans', sans-serif",
        size: 9.5,
        accent: '#2b4a6f',
        table: 'dates-left',
        header: 'left',
        list: 'comma',
      },
      pdf: { paper: 'A4', margin: [18, 20, 16, 22] },
    },
    doc: {
      name: 'Jürgen Weiß',
      headline: 'Civil Engineer (M.Sc.), Structural Design',
      contact: [],
      sections: [
        {
          h: 'Personal Details',
          blocks: [
            {
              t: 'kv',
              rows: [
                ['Location', 'München, Germany'],
                ['Mobile', '0151 2345 6789'],
                ['E-Mail', 'j.weiss@example.de'],
                ['Date of birth', '14.02.1988'],
                ['Nationality', 'German'],
              ],
            },
          ],
        },
        {
          h: 'Professional Experience',
          blocks: [
            {
              t: 'job',
              dates: 'since 07/2021',
              title: 'Senior Structural Engineer',
              org: 'Bauer & Lindner Ingenieure GmbH',
              where: 'München',
              bullets: [
                'Structural design of reinforced-concrete and composite office buildings up to 14 storeys',
                'Lead engineer for the Werksviertel-Ost project (EUR 62 m)',
                'Supervision of two junior engineers',
              ],
            },
            {
              t: 'job',
              dates: '03/2016 - 06/2021',
              title: 'Structural Engineer',
              org: 'Hofmann Bau AG',
              where: 'Augsburg',
              bullets: [
                'Design and verification to Eurocode 2 and 3 for industrial halls and bridges',
                'BIM coordination with architects in Revit and Tekla Structures',
              ],
            },
            {
              t: 'job',
              dates: '10/2013 - 02/2016',
              title: 'Graduate Engineer',
              org: 'Stadtwerke Regensburg GmbH',
              where: 'Regensburg',
              bullets: [
                'Rehabilitation of water and sewage structures, tender documents and site supervision',
              ],
            },
            {
              t: 'job',
              dates: '04/2011 - 09/2011',
              title: 'Working Student',
              org: 'Kessler Tiefbau GmbH',
              where: 'Freising',
              bullets: ['Quantity take-offs and site documentation'],
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              dates: '10/2011 - 09/2013',
              degree: 'M.Sc. Civil Engineering',
              school: 'Technische Universität München',
              note: 'Thesis: Fatigue of composite bridge decks (grade 1.3)',
            },
            {
              t: 'edu',
              dates: '10/2008 - 09/2011',
              degree: 'B.Sc. Civil Engineering',
              school: 'Technische Universität München',
            },
          ],
        },
        {
          h: 'IT Skills',
          blocks: [
            {
              t: 'list',
              items: ['SOFiSTiK', 'RFEM', 'Autodesk Revit', 'AutoCAD', 'Tekla Structures', 'MS Project'],
            },
          ],
        },
        {
          h: 'Languages',
          blocks: [
            {
              t: 'kv',
              rows: [
                ['German', 'native'],
                ['English', 'C1'],
                ['Spanish', 'B1'],
              ],
            },
          ],
        },
        {
          h: 'Memberships',
          blocks: [{ t: 'kv', rows: [['since 2019', 'Bayerische Ingenieurekammer-Bau (member)']] }],
        },
      ],
    },
    expected: {
      name: 'Jürgen Weiß',
      email: 'j.weiss@example.de',
      phone: '+4915123456789',
      location: 'München, Germany',
      links: [],
      headline: 'Civil Engineer (M.Sc.), Structural Design',
      skills: ['SOFiSTiK', 'RFEM', 'Autodesk Revit', 'AutoCAD', 'Tekla Structures', 'Microsoft Project'],
      experience: [
        {
          title: 'Senior Structural Engineer',
          company: 'Bauer & Lindner Ingenieure GmbH',
          start: '2021-07',
          end: 'present',
        },
        { title: 'Structural Engineer', company: 'Hofmann Bau AG', start: '2016-03', end: '2021-06' },
        {
          title: 'Graduate Engineer',
          company: 'Stadtwerke Regensburg GmbH',
          start: '2013-10',
          end: '2016-02',
        },
        { title: 'Working Student', company: 'Kessler Tiefbau GmbH', start: '2011-04', end: '2011-09' },
      ],
      education: [
        { institution: 'Technische Universität München', degree: 'M.Sc. Civil Engineering', end: '2013-09' },
        { institution: 'Technische Universität München', degree: 'B.Sc. Civil Engineering', end: '2011-09' },
      ],
      languages: ['German', 'English', 'Spanish'],
      certifications: [],
      total_years_experience: 13.6,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-005',
    format: 'pdf',
    layout: 'header-footer',
    country: 'BR',
    profession: 'marketing manager',
    pages: 2,
    render: {
      kind: 'html',
      template: 'classic',
      style: {
        font: "'Liberation Sans', sans-serif",
        size: 10,
        accent: '#b0420f',
        heading: 'left-border',
        header: 'left',
        job: 'title-first',
        list: 'pipes',
      },
      pdf: {
        paper: 'A4',
        margin: [22, 16, 18, 16],
        header: runningHeader(
          'Ana Carolina Souza Lima — Digital Marketing Manager',
          'ana.souzalima@example.com.br  ·  +55 (11) 98765-4321  ·  São Paulo, SP – Brazil',
        ),
        footer: runningFooter('linkedin.com/in/anacarolinasouzalima'),
      },
    },
    doc: {
      name: 'Ana Carolina Souza Lima',
      headline: 'Digital Marketing Manager',
      contact: [],
      sections: [
        {
          h: 'Professional Summary',
          blocks: [
            {
              t: 'p',
              text: 'Digital marketing manager with 13 years in cosmetics, retail and agency environments. Built and led performance teams of up to 9 people, managing annual media budgets above R$ 18 million with a focus on measurable growth, marketing automation and brand consistency.',
            },
          ],
        },
        {
          h: 'Core Competencies',
          blocks: [
            {
              t: 'list',
              items: [
                'SEO',
                'Google Ads',
                'Meta Ads',
                'GA4',
                'HubSpot',
                'Marketing Automation',
                'A/B Testing',
                'Content Strategy',
                'Looker Studio',
              ],
            },
          ],
        },
        {
          h: 'Professional Experience',
          blocks: [
            {
              t: 'job',
              title: 'Digital Marketing Manager',
              org: 'Natura Verde Cosméticos',
              where: 'São Paulo',
              dates: '01/2022 – Current',
              bullets: [
                'Lead a team of 9 (performance, CRM, content and design) for e-commerce and 240 franchise stores.',
                'Grew online revenue 64% in two years while reducing blended CAC by 22%.',
                'Implemented HubSpot marketing automation with 38 lifecycle journeys; email revenue share rose from 6% to 15%.',
                'Ran the migration from Universal Analytics to GA4 and rebuilt all dashboards in Looker Studio.',
                'Negotiate annual agency and media contracts with Google and Meta partners.',
              ],
            },
            {
              t: 'job',
              title: 'Performance Marketing Coordinator',
              org: 'Loja Paulista S.A.',
              where: 'São Paulo',
              dates: '03/2019 – 12/2021',
              bullets: [
                'Coordinated paid search, paid social and marketplace ads for a 1,200-SKU home-goods retailer.',
                'Set up the A/B testing programme for landing pages (112 tests, 31 winners shipped).',
                'Launched the first Black Friday always-on remarketing strategy; ROAS 9.4.',
              ],
            },
            {
              t: 'job',
              title: 'Senior Marketing Analyst',
              org: 'Agência Onda Digital',
              where: 'Campinas',
              dates: '02/2017 – 02/2019',
              bullets: [
                'Account lead for four retail and education clients; monthly reporting and budget pacing.',
                'Created the agency SEO audit template still in use today.',
              ],
            },
            {
              t: 'job',
              title: 'Marketing Analyst',
              org: 'Agência Onda Digital',
              where: 'Campinas',
              dates: '06/2015 – 01/2017',
              bullets: ['Managed Google Ads campaigns and keyword research for 12 small-business clients.'],
            },
            {
              t: 'job',
              title: 'SEO Analyst (freelance)',
              org: 'Self-employed',
              dates: '08/2014 – 05/2015',
              bullets: ['Technical SEO audits and content plans for local businesses in Campinas.'],
            },
            {
              t: 'job',
              title: 'Marketing Intern',
              org: 'Banco Horizonte',
              where: 'São Paulo',
              dates: '01/2013 – 11/2013',
              bullets: ['Supported the social media team with content calendars and monthly reports.'],
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              degree: 'MBA in Marketing',
              school: 'Fundação Getulio Vargas (FGV)',
              dates: '2018 – 2020',
            },
            {
              t: 'edu',
              degree: 'Bacharelado em Comunicação Social – Publicidade e Propaganda',
              school: 'Universidade de São Paulo (USP)',
              dates: '2010 – 2014',
            },
          ],
        },
        {
          h: 'Certifications',
          blocks: [
            {
              t: 'ul',
              items: ['Google Ads Search Certification', 'HubSpot Inbound Marketing Certification'],
            },
          ],
        },
        {
          h: 'Languages',
          blocks: [{ t: 'p', text: 'Portuguese (native) | English (fluent) | Spanish (intermediate)' }],
        },
        {
          h: 'Awards',
          blocks: [
            {
              t: 'ul',
              items: [
                'Prêmio ABComm de E-commerce 2023 – Best Beauty Campaign (finalist)',
                'Loja Paulista “Marketing Excellence” internal award, 2020',
              ],
            },
          ],
        },
        {
          h: 'Teaching & Speaking',
          blocks: [
            {
              t: 'ul',
              items: [
                'Guest lecturer, Digital Marketing MBA module, Fundação Getulio Vargas (2023, 2024, 2025).',
                'Speaker at RD Summit 2024: “Retention before acquisition: building lifecycle journeys that pay back”.',
                'Mentor in the Mulheres do Marketing programme, coaching six early-career analysts per year.',
              ],
            },
          ],
        },
      ],
    },
    expected: {
      name: 'Ana Carolina Souza Lima',
      email: 'ana.souzalima@example.com.br',
      phone: '+5511987654321',
      location: 'São Paulo, SP – Brazil',
      links: ['https://linkedin.com/in/anacarolinasouzalima'],
      headline: 'Digital Marketing Manager',
      skills: [
        'Search Engine Optimisation',
        'Google Ads',
        'Meta Ads',
        'Google Analytics 4',
        'HubSpot',
        'Marketing Automation',
        'A/B Testing',
        'Content Strategy',
        'Looker Studio',
      ],
      experience: [
        {
          title: 'Digital Marketing Manager',
          company: 'Natura Verde Cosméticos',
          start: '2022-01',
          end: 'present',
        },
        {
          title: 'Performance Marketing Coordinator',
          company: 'Loja Paulista S.A.',
          start: '2019-03',
          end: '2021-12',
        },
        {
          title: 'Senior Marketing Analyst',
          company: 'Agência Onda Digital',
          start: '2017-02',
          end: '2019-02',
        },
        { title: 'Marketing Analyst', company: 'Agência Onda Digital', start: '2015-06', end: '2017-01' },
        { title: 'SEO Analyst (freelance)', company: 'Self-employed', start: '2014-08', end: '2015-05' },
        { title: 'Marketing Intern', company: 'Banco Horizonte', start: '2013-01', end: '2013-11' },
      ],
      education: [
        { institution: 'Fundação Getulio Vargas (FGV)', degree: 'MBA in Marketing', end: '2020' },
        {
          institution: 'Universidade de São Paulo (USP)',
          degree: 'Bacharelado em Comunicação Social – Publicidade e Propaganda',
          end: '2014',
        },
      ],
      languages: ['Portuguese', 'English', 'Spanish'],
      certifications: ['Google Ads Search Certification', 'HubSpot Inbound Marketing Certification'],
      total_years_experience: 13.2,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-006',
    format: 'docx',
    layout: 'one-column',
    country: 'NG',
    profession: 'sales representative',
    pages: 1,
    render: { kind: 'docx', opts: { font: 'Calibri', headings: 'styled' } },
    doc: {
      name: 'Chukwuemeka Okonkwo',
      headline: 'Territory Sales Representative — FMCG',
      contact: [
        'Phone: 0803 123 4567, 0809 555 0199',
        'Email: emeka.okonkwo@example.com',
        'Address: Lekki, Lagos',
      ],
      contactSep: ' | ',
      sections: [
        {
          h: 'Career Objective',
          blocks: [
            {
              t: 'p',
              text: 'Target-driven FMCG sales professional with nine years of route-to-market experience across Lagos and the South-West. Looking to grow into an Area Sales Manager role with a fast-growing food or beverage brand.',
            },
          ],
        },
        {
          h: 'Work Experience',
          blocks: [
            {
              t: 'job',
              title: 'Territory Sales Representative',
              org: 'Golden Harvest Foods Nigeria Ltd',
              where: 'Lagos',
              dates: 'February 2021 – Present',
              bullets: [
                'Manage 320 outlets (supermarkets, open-market wholesalers and kiosks) across Lekki, Ajah and Epe.',
                'Achieved 118% of volume target in 2024 and 124% in 2025; ranked #1 of 27 reps nationally.',
                'Recruited and trained 6 sub-distributors, extending numeric distribution from 41% to 67%.',
                'Log visits, orders and competitor pricing in Salesforce; weekly sales forecasting with the ASM.',
              ],
            },
            {
              t: 'job',
              title: 'Sales Executive',
              org: 'Zenith Beverages Plc',
              where: 'Ibadan',
              dates: 'May 2018 – January 2021',
              bullets: [
                'Key account management for 14 modern-trade stores and 3 hotel chains.',
                'Planned trade marketing activations with merchandisers; grew share of shelf by 9 points.',
              ],
            },
            {
              t: 'job',
              title: 'Sales Trainee',
              org: 'Lagos Distribution Hub',
              where: 'Ikeja',
              dates: 'Sept 2017 – April 2018',
              bullets: ['Van sales and cash collection on four daily routes.'],
            },
          ],
        },
        {
          h: 'Key Skills',
          blocks: [
            {
              t: 'ul',
              items: [
                'Route-to-Market Planning',
                'Key Account Management',
                'Sales Forecasting',
                'Trade Marketing',
                'Salesforce',
                'MS Excel',
              ],
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              degree: 'B.Sc. Marketing',
              school: 'University of Nigeria, Nsukka',
              dates: '2012 – 2016',
              note: 'Second Class Upper',
            },
          ],
        },
        { h: 'Languages', blocks: [{ t: 'p', text: 'English, Igbo, Yoruba (conversational)' }] },
        { h: 'Referees', blocks: [{ t: 'p', text: 'Available on request.' }] },
      ],
    },
    expected: {
      name: 'Chukwuemeka Okonkwo',
      email: 'emeka.okonkwo@example.com',
      phone: '+2348031234567',
      location: 'Lekki, Lagos',
      links: [],
      headline: 'Territory Sales Representative — FMCG',
      skills: [
        'Route-to-Market Planning',
        'Key Account Management',
        'Sales Forecasting',
        'Trade Marketing',
        'Salesforce',
        'Microsoft Excel',
      ],
      experience: [
        {
          title: 'Territory Sales Representative',
          company: 'Golden Harvest Foods Nigeria Ltd',
          start: '2021-02',
          end: 'present',
        },
        { title: 'Sales Executive', company: 'Zenith Beverages Plc', start: '2018-05', end: '2021-01' },
        { title: 'Sales Trainee', company: 'Lagos Distribution Hub', start: '2017-09', end: '2018-04' },
      ],
      education: [{ institution: 'University of Nigeria, Nsukka', degree: 'B.Sc. Marketing', end: '2016' }],
      languages: ['English', 'Igbo', 'Yoruba'],
      certifications: [],
      total_years_experience: 9.2,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-007',
    format: 'txt',
    layout: 'plain-text',
    country: 'PH',
    profession: 'customer support',
    pages: 1,
    render: { kind: 'txt', opts: { variant: 'caps-underline' } },
    doc: {
      name: 'Maria Cristina Dela Cruz',
      headline: 'Customer Support Team Lead (BPO)',
      contact: ['Quezon City, Metro Manila', '0917 123 4567', 'mc.delacruz@example.com'],
      contactSep: ' | ',
      sections: [
        {
          h: 'Summary',
          blocks: [
            {
              t: 'p',
              text: 'Ten years in voice and non-voice customer support for US telecom and e-commerce accounts. Currently leading a team of 16 agents with consistent CSAT above 92%.',
            },
          ],
        },
        {
          h: 'Work History',
          blocks: [
            {
              t: 'job',
              title: 'Team Lead - Customer Support',
              org: 'Apex Contact Solutions Inc.',
              where: 'Quezon City',
              dates: 'Jun 2021 - Now',
              bullets: [
                'Lead 16 chat and email agents on a US e-commerce account (Zendesk).',
                'Weekly coaching and call quality monitoring; team CSAT 92-95% for 10 straight quarters.',
                'Built shift schedules and handled escalations from Tier 1.',
              ],
            },
            {
              t: 'job',
              title: 'Senior Customer Service Representative',
              org: 'Apex Contact Solutions Inc.',
              where: 'Quezon City',
              dates: 'Jun 2018 - May 2021',
              bullets: [
                'Handled billing and technical escalations for a US telecom client (Salesforce Service Cloud).',
                'Subject matter expert and nesting buddy for new hires.',
              ],
            },
            {
              t: 'job',
              title: 'Customer Service Representative',
              org: 'BrightVoice BPO',
              where: 'Pasig City',
              dates: 'Mar 2016 - May 2018',
              bullets: [
                'Inbound voice support for a travel booking site using Freshdesk; AHT 6:10 against a 7:00 target.',
              ],
            },
          ],
        },
        {
          h: 'Skills',
          blocks: [
            {
              t: 'list',
              items: [
                'Zendesk',
                'Salesforce Service Cloud',
                'Freshdesk',
                'MS Excel',
                'Call Quality Monitoring',
                'Knowledge Base Management',
              ],
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              degree: 'Bachelor of Science in Psychology',
              school: 'Polytechnic University of the Philippines',
              dates: '2011 - 2015',
            },
          ],
        },
        { h: 'Languages', blocks: [{ t: 'list', items: ['English', 'Filipino', 'Cebuano'] }] },
      ],
    },
    expected: {
      name: 'Maria Cristina Dela Cruz',
      email: 'mc.delacruz@example.com',
      phone: '+639171234567',
      location: 'Quezon City, Metro Manila',
      links: [],
      headline: 'Customer Support Team Lead (BPO)',
      skills: [
        'Zendesk',
        'Salesforce Service Cloud',
        'Freshdesk',
        'Microsoft Excel',
        'Call Quality Monitoring',
        'Knowledge Base Management',
      ],
      experience: [
        {
          title: 'Team Lead - Customer Support',
          company: 'Apex Contact Solutions Inc.',
          start: '2021-06',
          end: 'present',
        },
        {
          title: 'Senior Customer Service Representative',
          company: 'Apex Contact Solutions Inc.',
          start: '2018-06',
          end: '2021-05',
        },
        {
          title: 'Customer Service Representative',
          company: 'BrightVoice BPO',
          start: '2016-03',
          end: '2018-05',
        },
      ],
      education: [
        {
          institution: 'Polytechnic University of the Philippines',
          degree: 'Bachelor of Science in Psychology',
          end: '2015',
        },
      ],
      languages: ['English', 'Filipino', 'Cebuano'],
      certifications: [],
      total_years_experience: 10.7,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-008',
    format: 'png',
    layout: 'scanned',
    country: 'JP',
    profession: 'logistics coordinator',
    pages: 1,
    render: {
      kind: 'scan',
      template: 'classic',
      style: {
        font: "'DejaVu Sans', sans-serif",
        size: 10,
        accent: '#222222',
        heading: 'underline',
        header: 'left',
        job: 'dates-left',
        edu: 'dates-left',
        list: 'comma',
      },
      output: 'png',
      rotate: -0.8,
      blur: 0.5,
      seed: 8,
      scale: 1.6,
    },
    doc: {
      name: 'TANAKA Hiroshi',
      headline: 'Logistics Coordinator',
      contact: ['Yokohama, Kanagawa', 'Tel. 090-1234-5678', 'hiroshi.tanaka@example.com'],
      contactSep: ' / ',
      sections: [
        {
          h: 'Profile',
          blocks: [
            {
              t: 'p',
              text: 'Logistics coordinator with eleven years in port warehousing and ocean freight. Reliable with customs paperwork, carrier booking and warehouse KPIs.',
            },
          ],
        },
        {
          h: 'Employment History',
          blocks: [
            {
              t: 'job',
              dates: 'April 2019 – Present',
              title: 'Logistics Coordinator',
              org: 'Kaigan Shipping Co., Ltd.',
              where: 'Yokohama',
              bullets: [
                'Coordinate 150+ export containers per month with carriers, forwarders and customs brokers.',
                'Prepare export declarations and certificates of origin.',
                'Maintain inbound and outbound records in SAP ERP.',
              ],
            },
            {
              t: 'job',
              dates: 'April 2015 – March 2019',
              title: 'Warehouse Operations Staff',
              org: 'Minato Logistics K.K.',
              where: 'Kawasaki',
              bullets: [
                'Picking, packing and forklift operation in a bonded warehouse.',
                'Stock counts and discrepancy reports using the warehouse management system.',
              ],
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            { t: 'edu', dates: 'March 2015', degree: 'Bachelor of Economics', school: 'Kanagawa University' },
          ],
        },
        {
          h: 'Skills',
          blocks: [
            {
              t: 'list',
              items: ['SAP ERP', 'Warehouse Management Systems', 'Customs Documentation', 'Microsoft Excel'],
            },
          ],
        },
        {
          h: 'Licenses',
          blocks: [{ t: 'ul', items: ['Forklift Operator License', 'Customs Specialist (Tsūkanshi)'] }],
        },
        { h: 'Languages', blocks: [{ t: 'p', text: 'Japanese (native), English (TOEIC 820)' }] },
      ],
    },
    expected: {
      name: 'TANAKA Hiroshi',
      email: 'hiroshi.tanaka@example.com',
      phone: '+819012345678',
      location: 'Yokohama, Kanagawa',
      links: [],
      headline: 'Logistics Coordinator',
      skills: ['SAP ERP', 'Warehouse Management Systems', 'Customs Documentation', 'Microsoft Excel'],
      experience: [
        {
          title: 'Logistics Coordinator',
          company: 'Kaigan Shipping Co., Ltd.',
          start: '2019-04',
          end: 'present',
        },
        {
          title: 'Warehouse Operations Staff',
          company: 'Minato Logistics K.K.',
          start: '2015-04',
          end: '2019-03',
        },
      ],
      education: [{ institution: 'Kanagawa University', degree: 'Bachelor of Economics', end: '2015-03' }],
      languages: ['Japanese', 'English'],
      certifications: ['Forklift Operator License', 'Customs Specialist (Tsūkanshi)'],
      total_years_experience: 11.6,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-009',
    format: 'pdf',
    layout: 'one-column',
    country: 'FR',
    profession: 'lawyer',
    pages: 1,
    render: {
      kind: 'html',
      template: 'classic',
      style: {
        font: "'DejaVu Serif', serif",
        size: 9.5,
        accent: '#4b2e83',
        heading: 'caps-rule',
        header: 'split',
        job: 'org-first',
        edu: 'school-first',
        list: 'comma',
      },
      pdf: { paper: 'A4', margin: [15, 17, 15, 17] },
    },
    doc: {
      name: 'Élodie Marchand-Lefèvre',
      headline: 'Corporate Lawyer (Avocate au Barreau de Paris)',
      contact: [
        'Paris, France',
        '06 12 34 56 78',
        'elodie.marchand-lefevre@example.fr',
        'www.linkedin.com/in/elodie-marchand-lefevre',
      ],
      sections: [
        {
          h: 'Profile',
          blocks: [
            {
              t: 'p',
              text: 'Corporate lawyer admitted to the Paris Bar in 2017, advising French and international clients on mid-market acquisitions, private equity investments and governance matters. Used to working in English and French on cross-border deals.',
            },
          ],
        },
        {
          h: 'Areas of Expertise',
          blocks: [
            {
              t: 'list',
              items: [
                'Mergers & Acquisitions',
                'Private Equity',
                'Corporate Governance',
                'Contract Negotiation',
                'Due Diligence',
              ],
            },
          ],
        },
        {
          h: 'Professional Experience',
          blocks: [
            {
              t: 'job',
              org: 'Lefort Dumas Avocats',
              where: 'Paris 8e',
              title: 'Senior Associate',
              dates: 'Sept 2020 – present',
              bullets: [
                'Lead associate on 20+ share and asset deals (EUR 5–150 m), including LBOs for mid-cap funds.',
                'Draft and negotiate SPAs, shareholders’ agreements and management packages.',
                'Supervise two junior associates and trainees.',
              ],
            },
            {
              t: 'job',
              org: 'Cabinet Rousseau & Associés',
              where: 'Paris',
              title: 'Associate',
              dates: 'Jan 2017 – Aug 2020',
              bullets: [
                'Legal due diligence and corporate housekeeping for French subsidiaries of US groups.',
                'Advised family-owned companies on governance and succession.',
              ],
            },
            {
              t: 'job',
              org: 'Banque Atlantique – Direction Juridique',
              where: 'Nantes',
              title: 'Legal Intern (élève-avocate)',
              dates: 'Jul 2016 – Dec 2016',
              bullets: ['Contract reviews and regulatory research for the corporate banking legal team.'],
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              school: 'École de Formation du Barreau (EFB)',
              where: 'Paris',
              degree: "Certificat d'aptitude à la profession d'avocat (CAPA)",
              dates: '2016',
            },
            {
              t: 'edu',
              school: 'Université Paris 1 Panthéon-Sorbonne',
              degree: 'Master 2 Droit des affaires',
              dates: '2015',
            },
          ],
        },
        {
          h: 'Languages',
          blocks: [
            { t: 'p', text: 'French (native) · English (fluent, TOLES Advanced) · German (intermediate)' },
          ],
        },
      ],
    },
    expected: {
      name: 'Élodie Marchand-Lefèvre',
      email: 'elodie.marchand-lefevre@example.fr',
      phone: '+33612345678',
      location: 'Paris, France',
      links: ['https://www.linkedin.com/in/elodie-marchand-lefevre'],
      headline: 'Corporate Lawyer (Avocate au Barreau de Paris)',
      skills: [
        'Mergers & Acquisitions',
        'Private Equity',
        'Corporate Governance',
        'Contract Negotiation',
        'Due Diligence',
      ],
      experience: [
        { title: 'Senior Associate', company: 'Lefort Dumas Avocats', start: '2020-09', end: 'present' },
        { title: 'Associate', company: 'Cabinet Rousseau & Associés', start: '2017-01', end: '2020-08' },
        {
          title: 'Legal Intern (élève-avocate)',
          company: 'Banque Atlantique – Direction Juridique',
          start: '2016-07',
          end: '2016-12',
        },
      ],
      education: [
        {
          institution: 'École de Formation du Barreau (EFB)',
          degree: "Certificat d'aptitude à la profession d'avocat (CAPA)",
          end: '2016',
        },
        {
          institution: 'Université Paris 1 Panthéon-Sorbonne',
          degree: 'Master 2 Droit des affaires',
          end: '2015',
        },
      ],
      languages: ['French', 'English', 'German'],
      certifications: [],
      total_years_experience: 10.3,
    },
  },

  /* ------------------------------------------------------------------ */
  {
    id: 'dev-010',
    format: 'pdf',
    layout: 'sidebar',
    country: 'CA',
    profession: 'graphic designer',
    pages: 1,
    render: {
      kind: 'html',
      template: 'sidebar',
      style: {
        font: "'Liberation Sans', sans-serif",
        size: 9.5,
        accent: '#d0006f',
        sideSide: 'right',
        sideWidth: '64mm',
        sideBg: '#f1f1f1',
        sideFg: '#222222',
        heading: 'bold-only',
        job: 'stacked',
        edu: 'one-line',
        list: 'chips',
      },
      pdf: { paper: 'Letter', margin: [10, 0, 10, 0] },
    },
    doc: {
      name: 'Sophie Tremblay',
      headline: 'Senior Graphic Designer',
      contactHeading: 'Get in touch',
      contact: [
        '514-555-0187',
        'sophie.tremblay@example.com',
        'Montréal, QC',
        'behance.net/sophie-tremblay-design',
        'dribbble.com/sophietremblay',
      ],
      sections: [
        {
          h: 'Tools',
          side: true,
          blocks: [
            {
              t: 'list',
              items: ['Adobe Illustrator', 'Adobe Photoshop', 'Adobe InDesign', 'Figma', 'After Effects'],
            },
          ],
        },
        {
          h: 'Expertise',
          side: true,
          blocks: [
            { t: 'list', items: ['Brand Identity', 'Packaging Design', 'Typography', 'Print Production'] },
          ],
        },
        { h: 'Languages', side: true, blocks: [{ t: 'list', items: ['French', 'English'] }] },
        {
          h: 'Hello!',
          blocks: [
            {
              t: 'p',
              text: 'I design brand identities and packaging that hold up on a shelf and on a phone screen. Twelve years between agency, studio and my own freelance clients — mostly food, beverage and cultural organisations in Québec.',
            },
          ],
        },
        {
          h: 'Experience',
          blocks: [
            {
              t: 'job',
              title: 'Senior Graphic Designer',
              org: 'Studio Boréal',
              where: 'Montréal',
              dates: 'May 2020 – Present',
              bullets: [
                'Art direction for rebrands of two regional microbreweries and the Festival des Lumières.',
                'Lead designer on packaging systems for 40+ SKUs; prepress with three printers.',
              ],
            },
            {
              t: 'job',
              title: 'Freelance Designer',
              org: 'Self-employed',
              dates: 'Jan 2018 – Present',
              bullets: [
                'Logos, posters and book covers for small businesses, theatres and publishers (evenings and weekends).',
              ],
            },
            {
              t: 'job',
              title: 'Graphic Designer',
              org: 'Agence Pixelle',
              where: 'Montréal',
              dates: 'Sep 2015 – Apr 2020',
              bullets: ['Print and digital campaigns for retail clients; motion graphics for social media.'],
            },
            {
              t: 'job',
              title: 'Junior Designer',
              org: 'Imprimerie Laval',
              where: 'Laval',
              dates: 'Jun 2014 – Aug 2015',
              bullets: ['Layout and file preparation for offset and large-format printing.'],
            },
          ],
        },
        {
          h: 'Education',
          blocks: [
            {
              t: 'edu',
              degree: 'Baccalauréat en design graphique',
              school: 'Université du Québec à Montréal (UQAM)',
              dates: '2014',
            },
          ],
        },
        {
          h: 'Recognition',
          blocks: [
            {
              t: 'ul',
              items: [
                'Grafika 2022 – Packaging, Grand Prix',
                'Applied Arts Design Awards 2021 – Winner, Identity',
              ],
            },
          ],
        },
      ],
    },
    expected: {
      name: 'Sophie Tremblay',
      email: 'sophie.tremblay@example.com',
      phone: '+15145550187',
      location: 'Montréal, QC',
      links: ['https://behance.net/sophie-tremblay-design', 'https://dribbble.com/sophietremblay'],
      headline: 'Senior Graphic Designer',
      skills: [
        'Adobe Illustrator',
        'Adobe Photoshop',
        'Adobe InDesign',
        'Figma',
        'Adobe After Effects',
        'Brand Identity',
        'Packaging Design',
        'Typography',
        'Print Production',
      ],
      experience: [
        { title: 'Senior Graphic Designer', company: 'Studio Boréal', start: '2020-05', end: 'present' },
        { title: 'Freelance Designer', company: 'Self-employed', start: '2018-01', end: 'present' },
        { title: 'Graphic Designer', company: 'Agence Pixelle', start: '2015-09', end: '2020-04' },
        { title: 'Junior Designer', company: 'Imprimerie Laval', start: '2014-06', end: '2015-08' },
      ],
      education: [
        {
          institution: 'Université du Québec à Montréal (UQAM)',
          degree: 'Baccalauréat en design graphique',
          end: '2014',
        },
      ],
      languages: ['French', 'English'],
      certifications: [],
      total_years_experience: 12.4,
    },
  },
];
