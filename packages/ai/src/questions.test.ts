import { describe, expect, it } from 'vitest';
import { FAMILY_DEFAULT_SKILLS, generateQuestions } from './questions.ts';
import { resolveJobSkills, roleFamilies } from './role-family.ts';
import type { GenerateQuestionsInput } from './schemas.ts';
import { resolveSkill } from './taxonomy.ts';

const react: GenerateQuestionsInput = {
  job_title: 'Senior React Developer',
  seniority: 'senior',
  required_skills: ['React', 'TypeScript'],
};

describe('AI questions: interview question generation', () => {
  it('a "Senior React Developer" job yields technical questions on React and TypeScript', () => {
    const questions = generateQuestions(react);
    const technicalSkills = questions.filter((q) => q.type === 'technical').map((q) => q.skill);
    expect(technicalSkills).toContain('React');
    expect(technicalSkills).toContain('TypeScript');
    expect(
      questions.some((q) => q.type === 'technical' && /hooks|useEffect|state|re-render/i.test(q.text)),
    ).toBe(true);
  });

  it('a "Registered Nurse" job yields clinical and behavioural questions', () => {
    const questions = generateQuestions({ job_title: 'Registered Nurse', seniority: 'mid' });
    const clinical = questions.filter((q) => q.type === 'technical');
    expect(clinical.length).toBeGreaterThanOrEqual(2);
    expect(clinical.every((q) => q.skill === 'Registered nursing')).toBe(true);
    expect(clinical.map((q) => q.text).join(' ')).toMatch(/patient|medicine|escalate|ward/i);
    expect(questions.some((q) => q.type === 'behavioural')).toBe(true);
  });

  it('returns the requested count (default 8) with a mix of types and one motivation question', () => {
    expect(generateQuestions(react)).toHaveLength(8);
    for (const count of [3, 4, 8, 12, 20]) {
      const questions = generateQuestions({ ...react, count });
      expect(questions).toHaveLength(count);
      expect(questions.filter((q) => q.type === 'motivation')).toHaveLength(1);
      expect(questions.some((q) => q.type === 'behavioural')).toBe(true);
      if (count >= 4) expect(questions.some((q) => q.type === 'situational')).toBe(true);
      expect(questions.some((q) => q.type === 'technical')).toBe(true);
    }
  });

  it('never repeats a question and gives each a unique id, 3–5 rubric points and a time limit', () => {
    for (const input of [
      { ...react, count: 20 },
      { job_title: 'Warehouse Operative', seniority: 'junior', count: 20 },
      { job_title: 'Chief Happiness Officer', seniority: 'lead', count: 20 },
    ] as const) {
      const questions = generateQuestions(input);
      expect(questions).toHaveLength(20);
      expect(new Set(questions.map((q) => q.text.toLowerCase())).size).toBe(20);
      expect(new Set(questions.map((q) => q.id)).size).toBe(20);
      for (const question of questions) {
        expect(question.rubric.length).toBeGreaterThanOrEqual(3);
        expect(question.rubric.length).toBeLessThanOrEqual(5);
        expect(question.time_limit_seconds).toBeGreaterThanOrEqual(30);
        expect(question.text).not.toMatch(/\{\w+\}/);
        if (question.type !== 'technical') expect(question.skill).toBeNull();
      }
    }
  });

  it('is deterministic for the same input and differs when the input changes', () => {
    expect(generateQuestions(react)).toEqual(generateQuestions(react));
    const other = generateQuestions({ ...react, required_skills: ['React', 'TypeScript', 'GraphQL'] });
    expect(other.map((q) => q.text)).not.toEqual(generateQuestions(react).map((q) => q.text));
  });

  it('adapts difficulty and leadership topics to the seniority', () => {
    const hard = (seniority: 'junior' | 'senior' | 'lead') =>
      generateQuestions({ ...react, seniority, count: 12 }).filter((q) => q.difficulty === 'hard').length;
    expect(hard('junior')).toBe(0);
    expect(hard('senior')).toBeGreaterThan(hard('junior'));
    const lead = generateQuestions({ ...react, seniority: 'lead', count: 12 });
    expect(
      lead
        .filter((q) => q.type === 'behavioural')
        .map((q) => q.text)
        .join(' '),
    ).toMatch(/led|team grow|influence|decision/i);
    const junior = generateQuestions({ ...react, seniority: 'junior', count: 12 });
    expect(junior.some((q) => q.difficulty === 'easy')).toBe(true);
  });

  it('gives spoken answers less time than typed ones', () => {
    const typed = generateQuestions({ ...react, mode: 'text' });
    const spoken = generateQuestions({ ...react, mode: 'voice' });
    expect(spoken.map((q) => q.text)).not.toEqual([]);
    const sum = (qs: typeof typed) => qs.reduce((total, q) => total + q.time_limit_seconds, 0);
    expect(sum(spoken)).toBeLessThan(sum(typed));
  });

  it('asks about unknown skills as written, and about the family basics when no skill is given', () => {
    const custom = generateQuestions({
      job_title: 'Engineer',
      seniority: 'mid',
      required_skills: ['Quantum Basketry'],
    });
    expect(custom.some((q) => q.skill === 'Quantum Basketry' && q.text.includes('Quantum Basketry'))).toBe(
      true,
    );
    const chef = generateQuestions({ job_title: 'Sous Chef', seniority: 'mid' });
    expect(chef.filter((q) => q.type === 'technical').map((q) => q.skill)).toEqual(
      expect.arrayContaining(['Guest relations']),
    );
    for (const family of roleFamilies) {
      for (const name of FAMILY_DEFAULT_SKILLS[family]) expect(resolveSkill(name), name).toBeDefined();
    }
  });

  it('rejects counts outside 3–20', () => {
    expect(() => generateQuestions({ ...react, count: 2 })).toThrow();
    expect(() => generateQuestions({ ...react, count: 21 })).toThrow();
  });
});

describe('questions without skills', () => {
  const robotics = 'Acme Robotics';
  const description = `<p>Join our team at ${robotics} as a Staff Nurse. You will run retrospectives with the team.</p>`;

  it('never takes a skill from the organisation name: a Staff Nurse at a robotics company is asked about nursing', () => {
    const questions = generateQuestions({
      job_title: 'Staff Nurse',
      seniority: 'mid',
      description,
      organisation_name: robotics,
    });
    const skills = questions.map((q) => q.skill).filter(Boolean);
    expect(skills.join(' ')).not.toMatch(/robot/i);
    expect(skills.join(' ')).not.toMatch(/retrospective/i);
    expect(skills).toContain('Registered nursing');
  });

  it('asks a Warehouse Operative at a robotics company about warehouse work, not robotics', () => {
    const questions = generateQuestions({
      job_title: 'Warehouse Operative',
      seniority: 'mid',
      description: `<p>Join ${robotics}.</p>`,
      organisation_name: robotics,
    });
    const skills = questions.map((q) => q.skill).filter(Boolean);
    expect(skills.join(' ')).not.toMatch(/robot/i);
    expect(skills).toEqual(expect.arrayContaining(FAMILY_DEFAULT_SKILLS.operations.slice(0, 1)));
  });

  it('says what it went on: the title first, then the role family, else too little', () => {
    expect(resolveJobSkills('Senior React Developer', [], [], undefined, {}).basis).toBe('title');
    expect(resolveJobSkills('Staff Nurse', [], [], description, { organisationName: robotics }).basis).toBe(
      'title',
    );
    expect(
      resolveJobSkills('Warehouse Operative', [], [], description, { organisationName: robotics }).basis,
    ).toBe('role_family');
    expect(resolveJobSkills('Team Member', [], [], '<p>Join us.</p>', {}).basis).toBe('too_little');
    expect(resolveJobSkills('Team Member', ['Excel'], [], undefined, {}).basis).toBe('given');
  });
});
