import type { JobInput } from '@talvio/contracts/jobs';
import type { ThemeName } from './answer-bank.ts';

/**
 * What the demo organisation hires for (docs/product/demo-data.md): jobs in every status across departments and
 * professions, the colleagues who work on them and the names candidates are drawn from.
 */
export type DemoJobStatus = 'draft' | 'open' | 'paused' | 'closed';

export interface DemoJob {
  key: string;
  status: DemoJobStatus;
  /** Share of the candidates this job gets (drafts get none). */
  weight: number;
  /** Days before the generation the job was created and (unless a draft) published. */
  createdDaysAgo: number;
  /** Paused or closed: days before the generation that happened. */
  endedDaysAgo?: number;
  input: Omit<JobInput, 'questions'>;
  themes: ThemeName[];
}

const description = (about: string, work: string[]) =>
  `<h2>About the role</h2><p>${about}</p><h2>What you will do</h2><ul>${work.map((w) => `<li>${w}</li>`).join('')}</ul>`;

/** Open jobs' links live three weeks, so the pending invitations of the last weeks are still valid. */
const interview = { mode: 'text', allow_extra_time: true, link_expiry_days: 21 } as const;

export const demoJobs: DemoJob[] = [
  {
    key: 'frontend',
    status: 'open',
    weight: 24,
    createdDaysAgo: 86,
    input: {
      title: 'Frontend Engineer',
      department: 'Engineering',
      location: { city: 'Pune', country_code: 'IN' },
      work_mode: 'hybrid',
      seniority: 'mid',
      experience_min_years: 2,
      experience_max_years: 6,
      description_html: description('Build the screens recruiters use every day, in React and TypeScript.', [
        'Own features from design to release',
        'Keep the app fast and accessible',
      ]),
      required_skills: ['React', 'TypeScript'],
      nice_to_have_skills: ['GraphQL'],
      interview,
    },
    themes: ['reactScreen', 'typedBoundary', 'disagreement'],
  },
  {
    key: 'backend',
    status: 'open',
    weight: 18,
    createdDaysAgo: 74,
    input: {
      title: 'Senior Backend Engineer',
      department: 'Engineering',
      location: { city: 'Bengaluru', country_code: 'IN' },
      work_mode: 'remote',
      seniority: 'senior',
      experience_min_years: 5,
      experience_max_years: 12,
      description_html: description('Design the APIs and data model behind hiring at scale.', [
        'Run PostgreSQL in production',
        'Keep latency low as customers grow',
      ]),
      required_skills: ['Node.js', 'PostgreSQL'],
      nice_to_have_skills: ['Kubernetes'],
      interview,
    },
    themes: ['apiLatency', 'schemaChange', 'disagreement'],
  },
  {
    key: 'analyst',
    status: 'open',
    weight: 14,
    createdDaysAgo: 58,
    input: {
      title: 'Data Analyst',
      department: 'Data',
      location: { city: 'Mumbai', country_code: 'IN' },
      work_mode: 'hybrid',
      seniority: 'junior',
      experience_min_years: 1,
      experience_max_years: 4,
      description_html: description('Turn hiring data into decisions for our customers and our own teams.', [
        'Build dashboards people trust',
        'Investigate what moves our metrics',
      ]),
      required_skills: ['SQL', 'Python'],
      nice_to_have_skills: ['dbt'],
      interview,
    },
    themes: ['metricDrop', 'queryCheck', 'disagreement'],
  },
  {
    key: 'sales',
    status: 'open',
    weight: 12,
    createdDaysAgo: 40,
    input: {
      title: 'Account Executive',
      department: 'Sales',
      location: { city: 'Delhi', country_code: 'IN' },
      work_mode: 'onsite',
      seniority: 'mid',
      experience_min_years: 3,
      experience_max_years: 8,
      description_html: description('Win mid-market customers who want to hire better.', [
        'Run discovery and demos',
        'Own your pipeline and forecast',
      ]),
      required_skills: ['Sales', 'Negotiation'],
      nice_to_have_skills: ['HubSpot'],
      interview,
    },
    themes: ['discoveryCall', 'lostDeal', 'motivation'],
  },
  {
    key: 'designer',
    status: 'paused',
    weight: 10,
    createdDaysAgo: 66,
    endedDaysAgo: 6,
    input: {
      title: 'Product Designer',
      department: 'Design',
      location: { city: 'Bengaluru', country_code: 'IN' },
      work_mode: 'hybrid',
      seniority: 'mid',
      experience_min_years: 3,
      experience_max_years: 7,
      description_html: description('Shape how recruiters and candidates experience Talvio.', [
        'Research with real users',
        'Design, prototype and test',
      ]),
      required_skills: ['Figma', 'User Research'],
      nice_to_have_skills: ['Prototyping'],
      interview,
    },
    themes: ['usabilityTest', 'designTradeoff', 'disagreement'],
  },
  {
    key: 'support',
    status: 'closed',
    weight: 12,
    createdDaysAgo: 88,
    endedDaysAgo: 24,
    input: {
      title: 'Customer Support Specialist',
      department: 'Customer Success',
      location: { city: 'Hyderabad', country_code: 'IN' },
      work_mode: 'onsite',
      seniority: 'junior',
      experience_min_years: 0,
      experience_max_years: 3,
      description_html: description('Help our customers succeed, by chat, e-mail and phone.', [
        'Solve customer problems end to end',
        'Work closely with engineering on bugs',
      ]),
      required_skills: ['Customer Support', 'Communication'],
      nice_to_have_skills: ['Zendesk'],
      interview,
    },
    themes: ['upsetCustomer', 'escalation', 'motivation'],
  },
  {
    key: 'recruiter',
    status: 'closed',
    weight: 10,
    createdDaysAgo: 80,
    endedDaysAgo: 12,
    input: {
      title: 'Technical Recruiter',
      department: 'People',
      location: { city: 'Pune', country_code: 'IN' },
      work_mode: 'hybrid',
      seniority: 'mid',
      experience_min_years: 2,
      experience_max_years: 6,
      description_html: description('Find and win the engineers who build Talvio.', [
        'Partner with hiring managers',
        'Source, screen and close candidates',
      ]),
      required_skills: ['Recruitment', 'Sourcing candidates', 'Interviewing'],
      nice_to_have_skills: ['Employer branding'],
      interview,
    },
    themes: ['sourcing', 'candidateExperience', 'motivation'],
  },
  {
    key: 'devops',
    status: 'draft',
    weight: 0,
    createdDaysAgo: 4,
    input: {
      title: 'DevOps Engineer',
      department: 'Engineering',
      location: { city: 'Bengaluru', country_code: 'IN' },
      work_mode: 'remote',
      seniority: 'senior',
      experience_min_years: 4,
      experience_max_years: 10,
      description_html: description('Keep Talvio running, fast and safe.', [
        'Run Kubernetes',
        'Lead incidents',
      ]),
      required_skills: ['Kubernetes', 'Terraform'],
      nice_to_have_skills: [],
      interview,
    },
    themes: ['incident', 'apiLatency', 'disagreement'],
  },
  {
    key: 'marketing',
    status: 'draft',
    weight: 0,
    createdDaysAgo: 2,
    input: {
      title: 'Marketing Manager',
      department: 'Marketing',
      location: { city: 'Mumbai', country_code: 'IN' },
      work_mode: 'hybrid',
      seniority: 'lead',
      experience_min_years: 6,
      experience_max_years: 12,
      description_html: description('Tell the story of fair, fast hiring.', [
        'Plan campaigns',
        'Own the funnel',
      ]),
      required_skills: ['Marketing', 'Content Strategy'],
      nice_to_have_skills: [],
      interview,
    },
    themes: ['campaign', 'motivation', 'disagreement'],
  },
];

/** Colleagues the admin adds (their set-password links wait in the outbox). */
export const demoColleagues = [
  { name: 'Riya Kapoor', localPart: 'riya.kapoor', isAdmin: true, daysAgo: 84 },
  { name: 'Daniel Okafor', localPart: 'daniel.okafor', isAdmin: false, daysAgo: 70 },
  { name: 'Mei Chen', localPart: 'mei.chen', isAdmin: false, daysAgo: 45 },
] as const;

export const firstNames = [
  'Aarav',
  'Aditi',
  'Akira',
  'Alejandro',
  'Amara',
  'Ananya',
  'Arjun',
  'Ayesha',
  'Bilal',
  'Carmen',
  'Chen',
  'Chloe',
  'Daniel',
  'Deepa',
  'Diego',
  'Elena',
  'Emeka',
  'Fatima',
  'Gabriel',
  'Hana',
  'Hiroshi',
  'Ibrahim',
  'Ines',
  'Isha',
  'Jamal',
  'Jia',
  'Jonas',
  'Kavya',
  'Kenji',
  'Kiran',
  'Lakshmi',
  'Leila',
  'Lucas',
  'Maya',
  'Mei',
  'Mohammed',
  'Nadia',
  'Naveen',
  'Nia',
  'Noah',
  'Olu',
  'Omar',
  'Priya',
  'Rahul',
  'Ravi',
  'Rosa',
  'Sakura',
  'Samir',
  'Sara',
  'Sean',
  'Sofia',
  'Tariq',
  'Tendai',
  'Tomás',
  'Uma',
  'Vikram',
  'Wei',
  'Yara',
  'Yusuf',
  'Zara',
  'Zoe',
  'Ethan',
  'Grace',
  'Meera',
  'Nikhil',
  'Pooja',
  'Rohan',
  'Sneha',
  'Tara',
  'Varun',
] as const;

export const lastNames = [
  'Acharya',
  'Adeyemi',
  'Agarwal',
  'Ahmed',
  'Banerjee',
  'Bose',
  'Castillo',
  'Chatterjee',
  'Chowdhury',
  'Costa',
  'Das',
  'Desai',
  'Fernandes',
  'Garcia',
  'Ghosh',
  'Gupta',
  'Haddad',
  'Hoang',
  'Iyer',
  'Jain',
  'Joshi',
  'Kapoor',
  'Khan',
  'Kim',
  'Kumar',
  'Li',
  'Mehta',
  'Menon',
  'Mensah',
  'Mishra',
  'Mukherjee',
  'Nair',
  'Nakamura',
  'Nguyen',
  'Okafor',
  'Okoro',
  'Patel',
  'Pereira',
  'Pillai',
  'Rao',
  'Reddy',
  'Rodrigues',
  'Saxena',
  'Sen',
  'Shah',
  'Sharma',
  'Singh',
  'Suzuki',
  'Tan',
  'Thomas',
  'Verma',
  'Wang',
  'Williams',
  'Yadav',
  'Zhang',
  'Kulkarni',
  'Bhatt',
  'Pinto',
] as const;

export const demoCities = [
  'Bengaluru',
  'Pune',
  'Mumbai',
  'Delhi',
  'Hyderabad',
  'Chennai',
  'Kolkata',
  'Ahmedabad',
] as const;

/** Headlines and skills of pool profiles, by the job family they would fit. */
/**
 * What a talent-pool profile of each line of work looks like: headlines and skills for the candidate CSV, and for
 * the résumés the titles held on the way up (first job first) and the duties such work is described by.
 */
export interface PoolFamily {
  headlines: string[];
  skills: string[];
  roles: [junior: string, mid: string, senior: string];
  duties: string[];
}

export const poolProfiles: Record<string, PoolFamily> = {
  frontend: {
    headlines: ['Frontend Engineer', 'React Developer', 'UI Engineer'],
    skills: ['React', 'TypeScript', 'JavaScript', 'CSS', 'GraphQL', 'Next.js', 'Accessibility'],
    roles: ['Junior Frontend Developer', 'Frontend Engineer', 'Senior Frontend Engineer'],
    duties: [
      'Built the customer dashboard in React and TypeScript, from design hand-off to release.',
      'Cut the checkout page’s load time by 40% by splitting bundles and lazy-loading images.',
      'Wrote a shared component library with Storybook and accessibility checks in CI.',
      'Moved a jQuery admin app to React, screen by screen, without a feature freeze.',
      'Connected the web app to a GraphQL API and typed every query end to end.',
      'Fixed keyboard and screen-reader issues across the booking flow to meet WCAG AA.',
    ],
  },
  backend: {
    headlines: ['Backend Engineer', 'Senior Software Engineer', 'Platform Engineer'],
    skills: ['Node.js', 'PostgreSQL', 'Go', 'Kubernetes', 'Redis', 'AWS', 'Kafka'],
    roles: ['Software Engineer', 'Backend Engineer', 'Senior Backend Engineer'],
    duties: [
      'Designed the payments ledger service in Node.js and PostgreSQL, handling two million transactions a day.',
      'Split a monolith’s order handling into services that talk over Kafka.',
      'Tuned slow PostgreSQL queries and indexes, taking the p95 of the orders API from 900 ms to 120 ms.',
      'Built the public REST API, its rate limits and its OpenAPI documentation.',
      'Moved the team’s services to Kubernetes on AWS and cut deploy time from 40 to 8 minutes.',
      'Ran on-call for the checkout platform and wrote its incident runbooks.',
    ],
  },
  analyst: {
    headlines: ['Data Analyst', 'Business Analyst', 'Analytics Engineer'],
    skills: ['SQL', 'Python', 'dbt', 'Tableau', 'Excel', 'Statistics'],
    roles: ['Junior Data Analyst', 'Data Analyst', 'Senior Data Analyst'],
    duties: [
      'Built the weekly sales dashboards in Tableau on top of SQL models in dbt.',
      'Analysed churn with Python and SQL and found the three onboarding steps that predicted it.',
      'Designed and read A/B tests for pricing pages with the product team.',
      'Replaced a dozen hand-made Excel reports with one automated data pipeline.',
      'Defined the company’s revenue metrics and documented them for finance and sales.',
    ],
  },
  sales: {
    headlines: ['Account Executive', 'Sales Manager', 'Business Development Representative'],
    skills: ['Sales', 'Negotiation', 'HubSpot', 'Salesforce', 'Prospecting'],
    roles: ['Sales Development Representative', 'Account Executive', 'Senior Account Executive'],
    duties: [
      'Closed new mid-market accounts worth ₹4 crore a year, 120% of quota.',
      'Ran the full sales cycle from discovery call to negotiation and signed contract.',
      'Prospected into manufacturing companies by phone, e-mail and LinkedIn, booking 30 meetings a month.',
      'Kept the pipeline in Salesforce clean and forecast the quarter within 5%.',
      'Negotiated renewals and upsells with procurement teams at enterprise customers.',
    ],
  },
  designer: {
    headlines: ['Product Designer', 'UX Designer', 'UI/UX Designer'],
    skills: ['Figma', 'User Research', 'Prototyping', 'Design Systems'],
    roles: ['UI Designer', 'Product Designer', 'Senior Product Designer'],
    duties: [
      'Designed the mobile onboarding in Figma and tested prototypes with twelve users a round.',
      'Ran user research interviews and turned them into journey maps the team planned from.',
      'Built and kept the design system, with tokens shared between Figma and code.',
      'Redesigned the settings screens, cutting support tickets about them by a third.',
      'Worked with engineers on every release to keep the shipped product true to the design.',
    ],
  },
  support: {
    headlines: ['Customer Support Specialist', 'Customer Success Associate', 'Support Engineer'],
    skills: ['Customer Support', 'Communication', 'Zendesk', 'Troubleshooting'],
    roles: ['Customer Support Associate', 'Customer Support Specialist', 'Customer Support Team Lead'],
    duties: [
      'Answered 60 customer tickets a day by chat and e-mail in Zendesk, with a 95% satisfaction score.',
      'Troubleshot login and billing problems and wrote the help-centre articles for them.',
      'Handled escalated complaints calmly and followed each one up until it was solved.',
      'Trained new support agents on the product and on the tone of our replies.',
      'Reported the most common customer problems to the product team every week.',
    ],
  },
  recruiter: {
    headlines: ['Technical Recruiter', 'Talent Acquisition Partner', 'Recruitment Consultant'],
    skills: ['Recruitment', 'Sourcing candidates', 'Interviewing', 'Employer branding', 'Boolean search'],
    roles: ['Recruitment Coordinator', 'Technical Recruiter', 'Senior Technical Recruiter'],
    duties: [
      'Hired 35 engineers in a year, from sourcing on LinkedIn and GitHub to the signed offer.',
      'Ran structured phone screens and coached hiring managers on interviewing.',
      'Sourced candidates with Boolean search for hard-to-fill data and security roles.',
      'Built the employer branding plan for campus hiring across six colleges.',
      'Kept every candidate informed at each step and cut time-to-hire from 45 to 28 days.',
    ],
  },
  devops: {
    headlines: ['DevOps Engineer', 'Site Reliability Engineer', 'Cloud Engineer'],
    skills: ['Kubernetes', 'Terraform', 'AWS', 'Linux', 'CI/CD', 'Prometheus'],
    roles: ['Systems Administrator', 'DevOps Engineer', 'Senior DevOps Engineer'],
    duties: [
      'Wrote the company’s AWS infrastructure as Terraform modules, reviewed like any other code.',
      'Ran production Kubernetes clusters and their upgrades without downtime.',
      'Built CI/CD pipelines that test and deploy forty services a day.',
      'Set up Prometheus and Grafana alerting and halved the pages the on-call team got.',
      'Looked after Linux servers, backups and patching for the office and the data centre.',
    ],
  },
  marketing: {
    headlines: ['Marketing Manager', 'Content Marketer', 'Growth Marketer'],
    skills: ['Marketing', 'Content Strategy', 'SEO', 'Google Analytics', 'Email Marketing'],
    roles: ['Marketing Executive', 'Content Marketing Manager', 'Marketing Manager'],
    duties: [
      'Planned the content strategy and editorial calendar for the blog and newsletter.',
      'Grew organic traffic threefold in a year through SEO and long-form guides.',
      'Ran product launch campaigns across e-mail, social media and events.',
      'Managed a paid acquisition budget and reported on it weekly in Google Analytics.',
      'Led a team of two writers and a designer and worked with sales on case studies.',
    ],
  },
};

/** Employers on the demo résumés (made up). */
export const demoCompanies = [
  'Finlytics',
  'ShopKart',
  'Medora Health',
  'Tarang Logistics',
  'Kavya Learning',
  'BlueRiver Software',
  'Sahyadri Motors',
  'Nimbus Travel',
  'Indus Insurance',
  'Pixelwork Studio',
  'GreenLeaf Foods',
  'Orbit Telecom',
] as const;

export const poolTags = [
  'referral',
  'career-fair',
  'silver-medallist',
  'relocating',
  'notice-30-days',
  'alumni',
] as const;
