import type { ResumeSpec } from '../lib/types.js';

/** QA automation engineer in Ho Chi Minh City (DOCX): Word header with the name and a "Page X of Y" footer,
 *  Vietnamese name (family name first, full diacritics), "Phone: … | Email: …" line, two jobs. */
export const spec: ResumeSpec = {
  id: 'holdout-016',
  layout: 'header-footer',
  country: 'VN',
  profession: 'QA engineer',
  output: {
    kind: 'docx',
    style: {
      font: 'Arial',
      sizePt: 10,
      headingMode: 'heading',
      accent: 'C0392B',
      contactLabels: { phone: 'Phone:', email: 'Email:', location: 'Location:', link: 'GitHub:' },
      separator: ' | ',
      header: 'Nguyễn Thị Thu Hà – Curriculum Vitae',
      footer: 'page-x-of-y',
      jobStyle: 'tab-dates',
      order: ['summary', 'skills', 'experience', 'education', 'certifications', 'languages'],
    },
  },
  content: {
    name: 'Nguyễn Thị Thu Hà',
    headline: 'QA Automation Engineer',
    email: 'thuha.nguyen@example.vn',
    phones: [{ display: '091 234 56 78', e164: '+84912345678' }],
    location: 'District 7, Ho Chi Minh City',
    links: ['github.com/thuha-qa'],
    headings: {
      summary: 'Objective',
      skills: 'Technical Skills',
      experience: 'Work Experience',
      education: 'Education',
      certifications: 'Certificates',
      languages: 'Languages',
    },
    summary:
      'QA engineer with six years of manual and automated testing for banking and e-commerce clients in Japan and Singapore. Looking for a senior automation role where I can own the test strategy of a product.',
    experience: [
      {
        title: 'QA Automation Engineer',
        company: 'Lotus Software JSC',
        place: 'Ho Chi Minh City',
        dates: '08/2022 – Present',
        start: '2022-08',
        end: 'present',
        bullets: [
          'Built a Playwright + TypeScript end-to-end suite (450 tests) running in the CI pipeline for a Japanese e-banking client.',
          'Maintained Selenium WebDriver / TestNG regression suite in Java; reduced flaky tests from 12% to 2%.',
          'API testing with Postman collections and performance tests with JMeter before each release.',
          'Reported and triaged defects in Jira with developers in Tokyo.',
        ],
      },
      {
        title: 'Manual Tester',
        company: 'Mekong Outsourcing Co., Ltd.',
        place: 'Ho Chi Minh City',
        dates: '06/2020 – 07/2022',
        start: '2020-06',
        end: '2022-07',
        bullets: [
          'Wrote and executed test cases for an e-commerce mobile app (Android/iOS).',
          'Verified data with SQL queries on MySQL test databases.',
        ],
      },
    ],
    education: [
      {
        institution: 'University of Science, VNU-HCM',
        degree: 'Bachelor of Information Technology',
        dates: '2016 – 2020',
        end: '2020',
      },
    ],
    skills: [
      { label: 'Automation:', items: ['Selenium WebDriver', 'Playwright', 'TestNG', 'Postman', 'JMeter'] },
      { label: 'Programming:', items: ['Java', 'TypeScript', 'SQL'] },
      { label: 'Tools:', items: ['Jira', 'Git', 'Jenkins'] },
    ],
    certifications: ['ISTQB Certified Tester Foundation Level (CTFL), 2021'],
    languages: ['Vietnamese (native)', 'English (IELTS 7.0)', 'Japanese (JLPT N3)'],
  },
  labels: {
    skills: [
      'Selenium WebDriver',
      'Playwright',
      'TestNG',
      'Postman',
      'JMeter',
      'Java',
      'TypeScript',
      'SQL',
      'Jira',
      'Git',
      'Jenkins',
    ],
    languages: ['Vietnamese', 'English', 'Japanese'],
    certifications: ['ISTQB Certified Tester Foundation Level (CTFL)'],
  },
};
