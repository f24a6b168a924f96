import type { ResumeSpec } from '../lib/types.js';

const font =
  "font-family:'Liberation Sans',sans-serif;font-size:8.5px;color:#4a4a4a;width:100%;margin:0 16mm";

/** HR business partner in Brisbane: phone and e-mail only in the running header (every page), two pages,
 *  six roles, "March 2019 – now", "Career History" / "Capabilities" headings, no languages section. */
export const spec: ResumeSpec = {
  id: 'holdout-012',
  layout: 'header-footer',
  country: 'AU',
  profession: 'HR manager',
  output: {
    kind: 'pdf',
    paper: 'A4',
    headerFooter: {
      header: `<div style="${font};display:flex;justify-content:space-between"><span>Aroha Ngata-Wilson</span><span>0491 570 156 &nbsp;|&nbsp; aroha.ngata@example.com.au</span></div>`,
      footer: `<div style="${font};text-align:right">Page <span class="pageNumber"></span></div>`,
    },
    template: {
      name: 'classic',
      style: {
        font: "'Liberation Sans', sans-serif",
        sizePt: 10.5,
        accent: '#00656b',
        headingStyle: 'bold',
        header: 'left',
        separator: ' | ',
        contactOrder: ['location'],
        order: ['summary', 'skills', 'experience', 'education', 'certifications', 'extras'],
        jobStyle: 'dates-left',
        eduStyle: 'dates-left',
        skillStyle: 'tags',
      },
    },
  },
  content: {
    name: 'Aroha Ngata-Wilson',
    headline: 'HR Business Partner | Workplace Relations',
    email: 'aroha.ngata@example.com.au',
    phones: [{ display: '0491 570 156', e164: '+61491570156' }],
    location: 'Brisbane QLD 4000',
    links: [],
    headings: {
      summary: 'Career Summary',
      experience: 'Career History',
      education: 'Qualifications',
      skills: 'Capabilities',
      certifications: 'Professional Accreditations',
    },
    summary:
      'Generalist-turned-business-partner with 18 years in human resources across utilities, health and retail. I partner with executives on workforce planning and change, negotiate enterprise agreements and keep employee relations matters out of the Fair Work Commission wherever possible.',
    experience: [
      {
        title: 'HR Business Partner',
        company: 'Moreton Bay Water Authority',
        place: 'Brisbane',
        dates: 'March 2019 – now',
        start: '2019-03',
        end: 'present',
        bullets: [
          'Strategic HR partner to the Operations and Infrastructure divisions (620 employees).',
          'Lead negotiator for the 2022 enterprise agreement covering 410 field staff; approved by the FWC without undertakings.',
          'Delivered a restructure of the asset maintenance group, redeploying 38 of 41 affected employees.',
          'Introduced quarterly workforce dashboards in Power BI and Workday reporting for the executive team.',
          'Coach people leaders on performance management, psychosocial hazards and flexible work requests.',
        ],
      },
      {
        title: 'Senior HR Advisor',
        company: 'Coral Coast Health Group',
        place: 'Gold Coast',
        dates: 'Feb 2015 – Feb 2019',
        start: '2015-02',
        end: '2019-02',
        bullets: [
          'Managed complex employee relations cases, investigations and unfair dismissal claims for four hospitals.',
          'Implemented Workday HCM for 3,200 employees as HR process owner.',
          'Designed the graduate nurse recruitment campaign (120 hires a year).',
        ],
      },
      {
        title: 'HR Advisor',
        company: 'Sunstate Retail Pty Ltd',
        place: 'Brisbane',
        dates: 'Mar 2012 – Jan 2015',
        start: '2012-03',
        end: '2015-01',
        bullets: [
          'HR advice to 45 store managers across QLD and northern NSW; award interpretation and rostering compliance.',
        ],
      },
      {
        title: 'HR Coordinator',
        company: 'Sunstate Retail Pty Ltd',
        place: 'Brisbane',
        dates: 'Jan 2010 – Feb 2012',
        start: '2010-01',
        end: '2012-02',
        bullets: ['Onboarding, contracts and HR reporting for 1,900 retail employees.'],
      },
      {
        title: 'Recruitment Consultant',
        company: 'Talentbridge Recruitment',
        place: 'Brisbane',
        dates: 'Jun 2008 – Dec 2009',
        start: '2008-06',
        end: '2009-12',
        bullets: [
          'Permanent and temporary recruitment for office support and accounting roles; top biller in 2009.',
        ],
      },
      {
        title: 'Payroll Officer (casual)',
        company: 'Talentbridge Recruitment',
        place: 'Brisbane',
        dates: 'Jan 2008 – May 2008',
        start: '2008-01',
        end: '2008-05',
        bullets: ['Weekly payroll for 300 temporary workers.'],
      },
    ],
    education: [
      {
        institution: 'University of Queensland',
        degree: 'Graduate Certificate in Employment Relations',
        dates: '2016',
        end: '2016',
      },
      {
        institution: 'Griffith University',
        degree: 'Bachelor of Business (Human Resource Management)',
        dates: '2004 – 2007',
        end: '2007',
      },
    ],
    skills: [
      {
        items: [
          'Employee relations',
          'Enterprise agreement negotiation',
          'Fair Work Act compliance',
          'Workday HCM',
          'Talent acquisition',
          'Organisational change management',
          'Power BI',
        ],
      },
    ],
    certifications: [
      'Certified Practitioner (CAHRI), Australian HR Institute – 2017',
      'Mental Health First Aid – 2023',
    ],
    extras: [
      {
        heading: 'Professional Development',
        items: [
          'AHRI Workplace Investigations short course (2021)',
          'Leading Through Change, QUT Executive Education (2020)',
          'Psychosocial hazards in the workplace – WorkSafe QLD webinar series (2023)',
        ],
      },
      {
        heading: 'Referees',
        items: [
          'Michelle Tran, Chief People Officer, Moreton Bay Water Authority – contact details on request',
          'David O’Brien, former HR Director, Coral Coast Health Group – contact details on request',
        ],
      },
    ],
  },
  labels: {
    skills: [
      'Employee relations',
      'Enterprise agreement negotiation',
      'Fair Work Act compliance',
      'Workday HCM',
      'Talent acquisition',
      'Organisational change management',
      'Power BI',
    ],
    languages: [],
    certifications: ['Certified Practitioner (CAHRI)', 'Mental Health First Aid'],
  },
};
