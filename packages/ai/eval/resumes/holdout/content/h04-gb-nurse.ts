import type { ResumeSpec } from '../lib/types.js';

const runningHeader =
  '<div style="font-family:\'Liberation Serif\',serif;font-size:8px;color:#555;width:100%;margin:0 16mm;display:flex;justify-content:space-between;border-bottom:0.5px solid #999;padding-bottom:2px"><span>Grace Adebayo-Clarke</span><span>Curriculum Vitae</span></div>';
const runningFooter =
  '<div style="font-family:\'Liberation Serif\',serif;font-size:8px;color:#555;width:100%;text-align:center">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>';

/** Band 6 nurse in Leeds: running header/footer, two pages, a career break written between jobs, "+44 (0)" phone. */
export const spec: ResumeSpec = {
  id: 'holdout-004',
  layout: 'header-footer',
  country: 'GB',
  profession: 'nurse',
  output: {
    kind: 'pdf',
    paper: 'A4',
    headerFooter: { header: runningHeader, footer: runningFooter },
    template: {
      name: 'classic',
      style: {
        font: "'Liberation Serif', serif",
        sizePt: 11,
        accent: '#5b2a86',
        headingStyle: 'smallcaps',
        header: 'centered',
        separator: '  |  ',
        contactOrder: ['location', 'phone', 'email'],
        order: ['summary', 'experience', 'education', 'skills', 'certifications', 'extras', 'languages'],
        jobStyle: 'title-first',
        eduStyle: 'title-first',
        skillStyle: 'bullets',
        languagesInline: true,
      },
    },
  },
  content: {
    name: 'Grace Adebayo-Clarke',
    headline: 'Registered Nurse – Acute Medicine',
    email: 'grace.adebayo.clarke@example.co.uk',
    phones: [{ display: '+44 (0)7700 900123', e164: '+447700900123' }],
    location: 'Leeds, West Yorkshire',
    links: [],
    headings: {
      summary: 'Personal Statement',
      experience: 'Clinical Experience',
      education: 'Education & Training',
      skills: 'Clinical Skills',
      certifications: 'Registrations & Certificates',
      languages: 'Languages',
    },
    summary:
      'Compassionate and organised adult nurse with more than ten years in NHS acute medical wards, including four years as a Band 6 nurse in charge of a 28-bed acute medical unit. Returned to practice in 2021 after a planned career break and revalidated with the NMC without conditions. I enjoy teaching students and newly qualified nurses and I am looking for a ward sister / charge nurse post in West Yorkshire.',
    experience: [
      {
        title: 'Senior Staff Nurse (Band 6)',
        company: 'Leeds Teaching Hospitals NHS Trust',
        place: 'St James’s University Hospital',
        dates: 'Sept 2021 – Present',
        start: '2021-09',
        end: 'present',
        bullets: [
          'Nurse in charge of a 28-bed acute medical unit on day and night shifts, coordinating 6–8 nurses and healthcare assistants.',
          'Deteriorating-patient lead: audits NEWS2 compliance monthly (from 81% to 96% in one year).',
          'Practice assessor for pre-registration nursing students from the University of Leeds.',
          'Manages bed flow with the site team, including daily board rounds and discharge planning meetings.',
          'Completed IV cannulation and venepuncture competency sign-off for 14 staff members.',
          'Represents the ward on the Trust’s falls prevention group.',
        ],
      },
      {
        note: 'Career break (Jul 2019 – Aug 2021): full-time carer for a family member. Kept my NMC registration active and completed a return-to-practice refresher course.',
      },
      {
        title: 'Staff Nurse (Band 5)',
        company: 'Bradford Teaching Hospitals NHS Foundation Trust',
        place: 'Bradford Royal Infirmary',
        dates: 'Oct 2015 – Jun 2019',
        start: '2015-10',
        end: '2019-06',
        bullets: [
          'Rotated through respiratory, gastroenterology and elderly care wards.',
          'Cared for patients with tracheostomies and non-invasive ventilation on the respiratory high-care bay.',
          'Link nurse for tissue viability; delivered pressure ulcer prevention training to 40 staff.',
          'Used SystmOne and electronic prescribing (EPMA) for documentation and medicines rounds.',
          'Mentored newly qualified nurses through their preceptorship year.',
        ],
      },
      {
        title: 'Healthcare Assistant (bank)',
        company: 'Airedale NHS Foundation Trust',
        place: 'Keighley',
        dates: 'Jan 2013 – Sept 2015',
        start: '2013-01',
        end: '2015-09',
        bullets: [
          'Personal care, observations and blood glucose monitoring on medical and surgical wards, alongside my nursing degree.',
          'Worked around 20 hours per week during term and full time in the holidays.',
        ],
      },
    ],
    education: [
      {
        institution: 'University of Bradford',
        degree: 'BSc (Hons) Adult Nursing – First Class',
        dates: '2012 – 2015',
        end: '2015',
        note: 'Dissertation: nurse-led early warning escalation on medical wards',
      },
      {
        institution: 'University of Leeds',
        degree: 'Return to Practice (Nursing) – Level 6 module',
        dates: 'Jun 2021',
        end: '2021-06',
      },
      {
        institution: 'Keighley College',
        degree: 'Access to Higher Education Diploma (Health Professions)',
        dates: '2012',
        end: '2012',
      },
    ],
    skills: [
      {
        items: [
          'IV cannulation',
          'Venepuncture',
          'Medication administration',
          'ECG interpretation',
          'Tracheostomy care',
          'NEWS2 assessment',
          'SystmOne',
        ],
      },
    ],
    certifications: [
      'NMC Registered Nurse (Adult), 2015',
      'Immediate Life Support (ILS), Resuscitation Council UK, 2024',
      'Practice Assessor Preparation, University of Leeds, 2022',
    ],
    languages: ['English (native)', 'Yoruba (conversational)'],
    extras: [
      {
        heading: 'Continuing Professional Development',
        items: [
          'Sepsis recognition and management study day (2023)',
          'Leadership for ward managers – NHS Leadership Academy, Mary Seacole Programme (2024)',
          'Dementia awareness Tier 2 (2022)',
          'Safeguarding adults Level 3 (2024)',
        ],
      },
      {
        heading: 'References',
        items: ['Available on request from my current ward manager and a former matron.'],
      },
    ],
  },
  labels: {
    skills: [
      'IV cannulation',
      'Venepuncture',
      'Medication administration',
      'ECG interpretation',
      'Tracheostomy care',
      'NEWS2 assessment',
      'SystmOne',
    ],
    languages: ['English', 'Yoruba'],
    certifications: [
      'NMC Registered Nurse (Adult)',
      'Immediate Life Support (ILS)',
      'Practice Assessor Preparation',
    ],
  },
};
