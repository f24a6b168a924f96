import type { ResumeSpec } from '../lib/types.js';

/** Clinical pharmacist in Cairo (TXT): "Heading:" style, stacked job lines with dates first, an overlapping part-time
 *  night-shift job, a second landline after the mobile, "10/2019 – present". */
export const spec: ResumeSpec = {
  id: 'holdout-021',
  layout: 'plain-text',
  country: 'EG',
  profession: 'pharmacist',
  output: {
    kind: 'txt',
    style: {
      headingCase: 'colon',
      underline: '-',
      bullet: '•',
      indent: '',
      jobStyle: 'stacked',
      contactLabels: { phone: 'Tel:', email: 'E-mail:', location: 'Address:' },
      wrap: 90,
      order: ['summary', 'experience', 'education', 'skills', 'certifications', 'languages'],
    },
  },
  content: {
    name: 'Nourhan Mostafa Abdelaziz',
    headline: 'Clinical Pharmacist',
    email: 'nourhan.abdelaziz@example.com.eg',
    phones: [
      { display: '+20 100 123 4567', e164: '+201001234567' },
      { display: '02 2345 6789 (home)', e164: '+20223456789' },
    ],
    location: 'Nasr City, Cairo',
    links: [],
    headings: {
      summary: 'Summary',
      experience: 'Experience',
      education: 'Education',
      skills: 'Skills',
      certifications: 'Certificates',
      languages: 'Languages',
    },
    summary:
      'Board-certified clinical pharmacist with ten years of hospital and community practice. Member of the antimicrobial stewardship team and the pharmacy and therapeutics committee at a 350-bed hospital.',
    experience: [
      {
        title: 'Clinical Pharmacist',
        company: 'Nile Specialized Hospital',
        place: 'Cairo',
        dates: '10/2019 – present',
        start: '2019-10',
        end: 'present',
        bullets: [
          'Daily rounds with the internal medicine and ICU teams; dose adjustment in renal and hepatic impairment.',
          'Antimicrobial stewardship: reviews of restricted antibiotics, reducing carbapenem use by 22%.',
          'Prepares TPN orders and supervises aseptic compounding.',
          'Answers drug information questions from physicians and nurses using Lexicomp and UpToDate.',
        ],
      },
      {
        title: 'Pharmacist (night shifts, part-time)',
        company: 'Al Amal Pharmacy',
        place: 'Heliopolis',
        dates: '10/2019 – 03/2020',
        start: '2019-10',
        end: '2020-03',
        bullets: ['Covered night shifts while starting the hospital position.'],
      },
      {
        title: 'Community Pharmacist',
        company: 'Al Amal Pharmacy',
        place: 'Heliopolis',
        dates: '09/2016 – 09/2019',
        start: '2016-09',
        end: '2019-09',
        bullets: [
          'Dispensing and patient counselling (about 250 prescriptions a day); inventory and expiry management.',
        ],
      },
    ],
    education: [
      {
        degree: 'Diploma in Clinical Pharmacy',
        institution: 'Ain Shams University',
        dates: '2020 – 2021',
        end: '2021',
      },
      {
        degree: 'Bachelor of Pharmaceutical Sciences (Grade: Very Good)',
        institution: 'Cairo University',
        dates: '2011 – 2016',
        end: '2016',
      },
    ],
    skills: [
      {
        items: [
          'Medication therapy management',
          'Antimicrobial stewardship',
          'TPN compounding',
          'Drug information',
          'Lexicomp',
          'UpToDate',
          'Hospital information system (HIS)',
        ],
      },
    ],
    certifications: [
      'Board Certified Pharmacotherapy Specialist (BCPS), 2022',
      'Basic Life Support (BLS), American Heart Association, 2023',
    ],
    languages: ['Arabic (mother tongue)', 'English (very good)', 'French (fair)'],
  },
  labels: {
    skills: [
      'Medication therapy management',
      'Antimicrobial stewardship',
      'TPN compounding',
      'Drug information',
      'Lexicomp',
      'UpToDate',
      'Hospital information system (HIS)',
    ],
    languages: ['Arabic', 'English', 'French'],
    certifications: ['Board Certified Pharmacotherapy Specialist (BCPS)', 'Basic Life Support (BLS)'],
  },
};
