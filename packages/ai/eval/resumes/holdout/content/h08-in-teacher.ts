import type { ResumeSpec } from '../lib/types.js';

/** Mathematics teacher in Chennai: Indian "bio-data" style with tables for qualifications and experience,
 *  "June 2016 – till date", languages inside the personal-details table, "+91-98450 12345". */
export const spec: ResumeSpec = {
  id: 'holdout-008',
  layout: 'table',
  country: 'IN',
  profession: 'teacher',
  output: {
    kind: 'pdf',
    paper: 'A4',
    template: {
      name: 'table',
      style: {
        variant: 'register',
        font: "'Liberation Serif', serif",
        sizePt: 11,
        accent: '#1d4e89',
        jobColumns: {
          period: 'Period',
          title: 'Designation',
          company: 'Institution',
          duties: 'Responsibilities',
        },
        eduColumns: {
          degree: 'Qualification',
          institution: 'Institution',
          end: 'Year of Passing',
          extra: ['University / Board', 'Percentage'],
        },
        rowLabels: {
          name: 'Name',
          location: 'Address',
          phone: 'Mobile',
          email: 'E-mail',
          languages: 'Languages Known',
        },
        contactLabels: { phone: 'Mobile:', email: 'E-mail:', location: 'Address:' },
        personalRows: [
          ['Date of Birth', '14-08-1987'],
          ['Nationality', 'Indian'],
        ],
        languagesInPersonal: true,
      },
    },
  },
  content: {
    name: 'Kavitha Subramanian',
    headline: 'Post Graduate Teacher (Mathematics)',
    email: 'kavitha.subramanian@example.in',
    phones: [{ display: '+91-98450 12345', e164: '+919845012345' }],
    location: 'Chennai, Tamil Nadu',
    links: [],
    headings: {
      summary: 'Career Objective',
      experience: 'Teaching Experience',
      education: 'Academic Qualifications',
      skills: 'Areas of Expertise',
      certifications: 'Certifications',
      languages: 'Personal Details',
    },
    summary:
      'To work as a senior mathematics teacher in a CBSE school where I can use my sixteen years of teaching experience to help students enjoy mathematics and achieve excellent board results.',
    experience: [
      {
        title: 'PGT – Mathematics',
        company: 'Vidya Niketan Senior Secondary School',
        place: 'Chennai',
        dates: 'June 2016 – till date',
        start: '2016-06',
        end: 'present',
        bullets: [
          'Teaching Mathematics to classes XI and XII (CBSE); 100% pass results for eight consecutive years.',
          'Head of the Mathematics department (6 teachers) since 2020.',
          'Coaching students for Mathematics Olympiad and JEE foundation; 11 RMO qualifiers.',
          'Conducting online classes using Google Classroom and GeoGebra.',
        ],
      },
      {
        title: 'TGT – Mathematics',
        company: "St. Anne's Matriculation School",
        place: 'Chennai',
        dates: 'June 2012 – April 2016',
        start: '2012-06',
        end: '2016-04',
        bullets: [
          'Taught Mathematics to classes VI to X; class teacher of class IX.',
          'In-charge of the school mathematics club and exhibitions.',
        ],
      },
      {
        title: 'Guest Lecturer',
        company: 'Sri Ramana Arts & Science College',
        place: 'Tiruvannamalai',
        dates: 'July 2010 – March 2012',
        start: '2010-07',
        end: '2012-03',
      },
    ],
    education: [
      {
        degree: 'B.Ed. (Mathematics)',
        institution: 'Lady Willingdon Institute of Advanced Study in Education',
        dates: '2011',
        end: '2011',
        extra: { 'University / Board': 'TN Teachers Education University', Percentage: '82%' },
      },
      {
        degree: 'M.Sc. Mathematics',
        institution: 'Presidency College',
        dates: '2010',
        end: '2010',
        extra: { 'University / Board': 'University of Madras', Percentage: '78%' },
      },
      {
        degree: 'B.Sc. Mathematics',
        institution: 'Ethiraj College for Women',
        dates: '2008',
        end: '2008',
        extra: { 'University / Board': 'University of Madras', Percentage: '84%' },
      },
      {
        degree: 'HSC (XII)',
        institution: 'Government Girls Higher Secondary School',
        dates: '2005',
        end: '2005',
        extra: { 'University / Board': 'State Board, Tamil Nadu', Percentage: '91%' },
      },
    ],
    skills: [
      {
        items: [
          'CBSE curriculum planning',
          'Differentiated instruction',
          'GeoGebra',
          'Google Classroom',
          'Olympiad coaching',
          'MS Office',
        ],
      },
    ],
    certifications: [
      'Central Teacher Eligibility Test (CTET), CBSE – 2011',
      'Google Certified Educator Level 1 – 2020',
    ],
    languages: ['English', 'Tamil', 'Hindi'],
    extras: [
      {
        heading: 'Declaration',
        items: ['I hereby declare that the above information is true to the best of my knowledge.'],
      },
    ],
  },
  labels: {
    skills: [
      'CBSE curriculum planning',
      'Differentiated instruction',
      'GeoGebra',
      'Google Classroom',
      'Olympiad coaching',
      'Microsoft Office',
    ],
    languages: ['English', 'Tamil', 'Hindi'],
    certifications: ['Central Teacher Eligibility Test (CTET)', 'Google Certified Educator Level 1'],
  },
};
