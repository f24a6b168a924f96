import { describe, expect, it } from 'vitest';
import { draftJobDescription } from './job-description.ts';
import { detectRoleFamily } from './role-family.ts';
import type { DraftJobDescriptionInput } from './schemas.ts';
import { resolveSkill, type Skill } from './taxonomy.ts';

const base = { work_mode: 'hybrid' } as const;
const skills = (...names: string[]) => names.map((name) => resolveSkill(name)).filter((s): s is Skill => !!s);

describe('job description drafting (structured sections, local engine)', () => {
  it('returns every section, with the required skills in the requirements and the nice-to-haves apart', () => {
    const draft = draftJobDescription({
      ...base,
      title: 'Frontend Developer',
      seniority: 'mid',
      required_skills: ['React', 'TS'],
      nice_to_have_skills: ['Storybook', 'Quantum Basketry'],
      organisation_name: 'Acme',
      location: 'Leeds',
    });
    expect(draft.about_the_role).toContain('Acme');
    expect(draft.about_the_role).toContain('Leeds');
    expect(draft.responsibilities.length).toBeGreaterThanOrEqual(3);
    expect(draft.requirements.some((line) => line.includes('React'))).toBe(true);
    expect(draft.requirements.some((line) => line.includes('TypeScript'))).toBe(true);
    expect(draft.nice_to_have).toEqual(
      expect.arrayContaining(['Experience with Storybook', 'Familiarity with Quantum Basketry']),
    );
    expect(draft.benefits[0]).toMatch(/Hybrid working/);
  });

  it('renders HTML with only h2, p, ul, li and strong, escaping the input', () => {
    const draft = draftJobDescription({
      ...base,
      title: 'Engineer <img src=x onerror=alert(1)>',
      seniority: 'junior',
      required_skills: ['<script>'],
    });
    const tags = new Set([...draft.html.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]));
    for (const tag of tags) expect(['h2', 'p', 'ul', 'li', 'strong']).toContain(tag);
    expect(draft.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(draft.html).toContain('&lt;script&gt;');
  });

  it('is deterministic for the same input and varies between jobs', () => {
    const input: DraftJobDescriptionInput = {
      ...base,
      title: 'Data Analyst',
      seniority: 'mid',
      required_skills: ['SQL', 'Tableau'],
    };
    expect(draftJobDescription(input)).toEqual(draftJobDescription(input));
    const drafts = [
      'Data Analyst',
      'Senior Data Analyst',
      'BI Analyst',
      'Insights Analyst',
      'Reporting Analyst',
    ].map((title) => draftJobDescription({ ...input, title }).responsibilities.join('|'));
    expect(new Set(drafts).size).toBeGreaterThan(1);
  });

  it('adapts experience and leadership to the seniority', () => {
    const draft = (seniority: 'intern' | 'junior' | 'senior' | 'lead' | 'principal') =>
      draftJobDescription({ ...base, title: 'Software Engineer', seniority, required_skills: ['Python'] });
    expect(draft('intern').requirements[0]).toMatch(/no prior experience needed/);
    expect(draft('junior').responsibilities.join(' ')).toMatch(/mentoring/);
    expect(draft('senior').requirements[0]).toMatch(/^5\+ years/);
    expect(draft('senior').responsibilities.join(' ')).toMatch(/Mentor and coach/);
    expect(draft('lead').responsibilities.join(' ')).toMatch(/Lead, support and develop a team/);
    expect(draft('principal').requirements[0]).toMatch(/^10\+ years/);
    expect(draft('intern').about_the_role).toMatch(/an intern Software Engineer/);
  });

  it('does not repeat a seniority word the title already has', () => {
    const draft = draftJobDescription({ ...base, title: 'Senior React Developer', seniority: 'senior' });
    expect(draft.about_the_role).not.toMatch(/senior Senior/i);
  });

  it.each([
    ['Registered Nurse', [], 'healthcare', /escalate deterioration|patient/i],
    ['Primary School Teacher', [], 'education', /lessons|learners/i],
    ['Sous Chef', ['Food safety'], 'hospitality', /guest|service/i],
    ['Management Accountant', ['Month-end close'], 'finance', /close|financial/i],
    ['Account Executive', ['Prospecting'], 'sales', /pipeline|deals/i],
    ['Content Marketing Manager', ['SEO'], 'marketing', /campaign|content/i],
    ['Warehouse Team Leader', ['Forklift'], 'operations', /safely|stock/i],
    ['Product Designer', ['Figma'], 'design', /design/i],
    ['Product Manager', ['Roadmaps'], 'product', /roadmap|stakeholders/i],
    ['Data Scientist', ['Python', 'Machine learning'], 'data', /data|models/i],
    ['Backend Engineer', ['Go'], 'engineering', /code|production/i],
    ['Office Coordinator', [], 'operations', /records|procedures|problems/i],
  ])('writes %s copy in the %s… family vocabulary', (title, required, family, pattern) => {
    expect(detectRoleFamily(title, skills(...required))).toBe(family);
    const draft = draftJobDescription({ ...base, title, seniority: 'mid', required_skills: required });
    expect(draft.responsibilities.join(' ')).toMatch(pattern);
  });

  it('falls back to the generic family for an unknown role and leaves out pensions for contracts', () => {
    expect(detectRoleFamily('Chief Happiness Officer', [])).toBe('generic');
    const draft = draftJobDescription({
      ...base,
      title: 'Chief Happiness Officer',
      seniority: 'lead',
      employment_type: 'contract',
    });
    expect(draft.benefits.join(' ')).not.toMatch(/pension/i);
    expect(draft.about_the_role).toMatch(/contract position/);
  });

  it('rejects invalid input', () => {
    expect(() => draftJobDescription({ ...base, title: '', seniority: 'mid' })).toThrow();
    // @ts-expect-error: an unknown seniority is a type error and a run-time error
    expect(() => draftJobDescription({ ...base, title: 'X', seniority: 'wizard' })).toThrow();
  });
});
