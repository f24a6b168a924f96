import { describe, expect, it } from 'vitest';
import { seniorityInTitle } from './seniority.ts';

describe('seniority from the title', () => {
  it.each([
    ['Senior React Developer', 'senior'],
    ['Sr. Accountant', 'senior'],
    ['Senior Staff Nurse', 'senior'],
    ['Team Lead, Customer Support', 'lead'],
    ['Head of Marketing', 'lead'],
    ['Principal Engineer', 'principal'],
    ['Director of Sales', 'principal'],
    ['Junior Designer', 'junior'],
    ['Graduate Analyst', 'junior'],
    ['Marketing Intern', 'intern'],
    ['Apprentice Electrician', 'intern'],
  ] as const)('%s reads as %s', (title, level) => {
    expect(seniorityInTitle(title)).toBe(level);
  });

  it.each(['Staff Nurse', 'Warehouse Operative', 'Seniors Care Assistant'])('%s states no level', (title) => {
    expect(seniorityInTitle(title)).toBeNull();
  });
});
