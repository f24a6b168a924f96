import type { ResumeSpec } from '../lib/types.js';

/** Staff software engineer in Seattle: Letter, two pages, seven jobs with an overlapping teaching job,
 *  "Languages:" inside the technical skills (programming languages, not spoken ones), bare github/linkedin links. */
export const spec: ResumeSpec = {
  id: 'holdout-006',
  layout: 'one-column',
  country: 'US',
  profession: 'software engineer',
  output: {
    kind: 'pdf',
    paper: 'Letter',
    template: {
      name: 'classic',
      style: {
        font: "'Liberation Sans', sans-serif",
        sizePt: 10.5,
        accent: '#0b5394',
        headingStyle: 'rule',
        header: 'left',
        separator: ' · ',
        contactOrder: ['location', 'phone', 'email', 'links'],
        order: ['summary', 'skills', 'experience', 'education', 'certifications', 'extras'],
        jobStyle: 'title-first',
        eduStyle: 'title-first',
        skillStyle: 'comma',
      },
    },
  },
  content: {
    name: 'Samantha J. Greene',
    headline: 'Staff Software Engineer · Distributed Systems',
    email: 'sam.greene@example.com',
    phones: [{ display: '(206) 555-0134', e164: '+12065550134' }],
    location: 'Seattle, WA',
    links: ['github.com/samgreene', 'linkedin.com/in/samanthajgreene'],
    headings: {
      summary: 'Summary',
      experience: 'Experience',
      education: 'Education',
      skills: 'Technical Skills',
      certifications: 'Certifications',
    },
    summary:
      'Backend engineer with 16 years of experience building payment, logistics and healthcare platforms. I design event-driven systems that stay boring in production, lead architecture reviews across teams, and have mentored more than twenty engineers.',
    experience: [
      {
        title: 'Staff Software Engineer',
        company: 'Northwind Logistics Cloud',
        place: 'Seattle, WA',
        dates: 'Jun 2022 – Present',
        start: '2022-06',
        end: 'present',
        bullets: [
          'Technical lead for the shipment-tracking platform (40k events/s) built on Go, Kafka and PostgreSQL.',
          'Drove the move from a monolith to 14 services on Kubernetes with Terraform-managed AWS infrastructure.',
          'Cut p99 latency of the tracking API from 850 ms to 120 ms through partitioning and read models.',
          'Runs the architecture review board for four product teams; authored 30+ design documents.',
          'Introduced OpenTelemetry tracing across services, reducing mean time to resolution by 45%.',
        ],
      },
      {
        title: 'Senior Software Engineer',
        company: 'Bluefin Payments',
        place: 'Bellevue, WA',
        dates: 'Jan 2019 – May 2022',
        start: '2019-01',
        end: '2022-05',
        bullets: [
          'Built the card-authorization ledger using event sourcing; processed $9B annual volume with zero data-loss incidents.',
          'Led PCI DSS remediation for the payments API and on-call rotation of 8 engineers.',
          'Designed gRPC contracts shared by web, mobile and partner integrations.',
          'Mentored 6 engineers, 3 of whom were promoted to senior.',
        ],
      },
      {
        title: 'Adjunct Instructor, Web Development (part-time)',
        company: 'Seattle Central College',
        dates: 'Sep 2017 – Jun 2019',
        start: '2017-09',
        end: '2019-06',
        bullets: [
          'Taught evening courses in JavaScript and relational databases to 60+ adult students per year.',
        ],
      },
      {
        title: 'Software Engineer II',
        company: 'Cascade Health Systems',
        place: 'Seattle, WA',
        dates: 'Aug 2016 – Dec 2018',
        start: '2016-08',
        end: '2018-12',
        bullets: [
          'Developed HL7/FHIR integration services in Java for 35 partner clinics.',
          'Replaced nightly batch jobs with streaming pipelines, making lab results available 6 hours sooner.',
        ],
      },
      {
        title: 'Software Engineer',
        company: 'Pixelridge Games',
        place: 'Redmond, WA',
        dates: 'Jul 2014 – Jul 2016',
        start: '2014-07',
        end: '2016-07',
        bullets: [
          'Built matchmaking and leaderboard services in Python and Redis for a title with 2M monthly players.',
        ],
      },
      {
        title: 'Junior Web Developer',
        company: 'Harbor & Pine Digital',
        place: 'Tacoma, WA',
        dates: 'Jun 2012 – Jun 2014',
        start: '2012-06',
        end: '2014-06',
        bullets: [
          'Delivered e-commerce and marketing sites for regional retailers using PHP, MySQL and jQuery.',
        ],
      },
      {
        title: 'Freelance Web Developer',
        company: 'Self-employed',
        dates: 'Sep 2010 – Jun 2012',
        start: '2010-09',
        end: '2012-06',
        bullets: [
          'WordPress sites and small custom web apps for local businesses while finishing my degree.',
        ],
      },
    ],
    education: [
      {
        institution: 'University of Washington',
        degree: 'B.S. Computer Science',
        dates: '2008 – 2012',
        end: '2012',
      },
    ],
    skills: [
      { label: 'Languages:', items: ['Go (Golang)', 'Python', 'TypeScript', 'Java', 'SQL'] },
      {
        label: 'Infrastructure:',
        items: ['AWS', 'Kubernetes', 'Terraform', 'Kafka', 'Postgres', 'Redis', 'gRPC'],
      },
      { label: 'Practices:', items: ['Event sourcing', 'Distributed tracing', 'CI/CD'] },
    ],
    certifications: ['AWS Certified Solutions Architect – Professional (2023)'],
    extras: [
      {
        heading: 'Talks & Open Source',
        items: [
          '“Idempotency keys in practice”, Seattle Go Meetup (2023)',
          'Maintainer of a small Kafka consumer-lag exporter (1.2k GitHub stars)',
        ],
      },
    ],
  },
  labels: {
    skills: [
      'Go',
      'Python',
      'TypeScript',
      'Java',
      'SQL',
      'AWS',
      'Kubernetes',
      'Terraform',
      'Kafka',
      'PostgreSQL',
      'Redis',
      'gRPC',
      'Event sourcing',
      'Distributed tracing',
      'CI/CD',
    ],
    languages: [],
    certifications: ['AWS Certified Solutions Architect – Professional'],
  },
};
