import { describe, expect, it } from 'vitest';
import { extractSkills } from './skill-extractor.ts';

const names = (text: string) => extractSkills(text).map((skill) => skill.name);

describe('skills from the taxonomy: skill extraction against the taxonomy', () => {
  it('finds canonical skills through aliases, with category and spans into the original text', () => {
    const text = 'Strong JS and ECMAScript skills, some k8s, and Postgres.';
    const skills = extractSkills(text);
    const javascript = skills.find((skill) => skill.name === 'JavaScript');
    expect(javascript?.category).toBe('programming_language');
    expect(javascript?.spans.map((span) => span.text)).toEqual(['JS', 'ECMAScript']);
    for (const span of javascript?.spans ?? []) expect(text.slice(span.start, span.end)).toBe(span.text);
    expect(skills.map((skill) => skill.name)).toEqual(['JavaScript', 'Kubernetes', 'PostgreSQL']);
  });

  it('keeps C++, C# and C distinct and reads .NET, Node.js and CI/CD as written', () => {
    expect(names('We use C++ for the engine, C# for tools and C for device drivers.')).toEqual([
      'C++',
      'C#',
      'C',
    ]);
    expect(names('Services on .NET and Node.js, shipped through CI/CD.')).toEqual([
      '.NET',
      'Node.js',
      'CI/CD',
    ]);
    expect(names('nodejs, NodeJS and node.js')).toEqual(['Node.js']);
  });

  it('does not read "go" the verb as the Go language', () => {
    expect(names('Go ahead and apply, we go the extra mile for our customers.')).not.toContain('Go');
    expect(names("Let's go for it.")).toEqual([]);
    expect(names('Backend services written in Go and Rust on Kubernetes.')).toEqual([
      'Go',
      'Rust',
      'Kubernetes',
    ]);
    expect(names('Golang developer')).toEqual(['Go']);
  });

  it('does not read the letters R and C as languages without programming context', () => {
    expect(names('Grade C pass required; you will brief C-level stakeholders. Vitamin C.')).toEqual([]);
    expect(names('Section R of the form.')).toEqual([]);
    expect(names('Experience with C, Python and R for statistical analysis.')).toEqual([
      'C',
      'Python',
      'R',
      'Statistical modelling',
    ]);
  });

  it('tells RN the nurse from RN the mobile framework by context, and drops it without context', () => {
    const nurse = extractSkills('RN for our ICU ward, patient assessment and BLS.');
    expect(nurse[0]).toMatchObject({ name: 'Registered nursing', category: 'healthcare' });
    const mobile = extractSkills('Mobile engineer: RN, iOS, Android.');
    expect(mobile[0]).toMatchObject({ name: 'React Native', category: 'mobile' });
    expect(names('RN')).toEqual([]);
  });

  it('reads everyday words as skills only in context ("excel in", "react to", "chef")', () => {
    expect(names('You will excel in a fast-paced team and react to change.')).toEqual([]);
    expect(names('Excel, PowerPoint and Outlook proficiency.')).toEqual([
      'Excel',
      'PowerPoint',
      'Microsoft Outlook',
    ]);
    expect(names('Head Chef for a busy restaurant kitchen: menu planning and HACCP.')).toEqual([
      'Menu planning',
      'Food safety',
    ]);
    expect(names('Senior React developer with TypeScript')).toEqual(['React', 'TypeScript']);
  });

  it('prefers the longest match and understands simple plurals', () => {
    expect(names('Spring Boot and React Native')).toEqual(['Spring Boot', 'React Native']);
    expect(names('Designing REST APIs and data pipelines')).toEqual(['REST APIs', 'Data engineering']);
  });

  it('extracts the non-tech professions too', () => {
    expect(names('Nursing assistant: vital signs, wound care, moving and handling, safeguarding.')).toEqual([
      'Healthcare assistance',
      'Vital signs',
      'Wound care',
      'Moving and handling',
      'Safeguarding',
    ]);
    expect(names('Month-end close, bank reconciliation and accounts payable in Xero.')).toEqual([
      'Month-end close',
      'Bank reconciliation',
      'Accounts payable',
      'Xero',
    ]);
    expect(names('Warehouse operative with forklift licence and pick and pack experience.')).toEqual([
      'Forklift operation',
      'Order fulfilment',
    ]);
  });

  it('returns nothing for empty text and indexes a long text quickly', () => {
    expect(extractSkills('')).toEqual([]);
    const long = 'We build React and TypeScript apps on AWS with Terraform and PostgreSQL. '.repeat(2000);
    const startedAt = performance.now();
    const found = extractSkills(long);
    expect(found.map((skill) => skill.name)).toEqual([
      'React',
      'TypeScript',
      'Amazon Web Services',
      'Terraform',
      'PostgreSQL',
    ]);
    expect(found[0]?.spans).toHaveLength(2000);
    expect(performance.now() - startedAt).toBeLessThan(2000);
  });
});
