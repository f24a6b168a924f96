import { describe, expect, it } from 'vitest';
import { getTaxonomy, parseSkillLines, resolveSkill, searchSkills, skillCategories } from './taxonomy.ts';

describe('skills from the taxonomy: ≥ 1,500 skills with aliases and categories', () => {
  const { skills, terms } = getTaxonomy();

  it('has at least 1,500 skills, each with a unique id, a name and a known category', () => {
    expect(skills.length).toBeGreaterThanOrEqual(1500);
    expect(new Set(skills.map((skill) => skill.id)).size).toBe(skills.length);
    for (const skill of skills) {
      expect(skill.name.trim()).not.toBe('');
      expect(skillCategories).toContain(skill.category);
    }
  });

  it('covers tech and non-tech professions with a real share of skills each', () => {
    const counts = new Map<string, number>();
    for (const skill of skills) counts.set(skill.category, (counts.get(skill.category) ?? 0) + 1);
    for (const category of [
      'programming_language',
      'framework',
      'cloud_devops',
      'data_ai',
      'design',
      'healthcare',
      'finance',
      'sales',
      'marketing',
      'operations',
      'education',
      'hospitality',
      'soft_skill',
    ]) {
      expect(counts.get(category), category).toBeGreaterThanOrEqual(20);
    }
    expect(counts.get('healthcare')).toBeGreaterThanOrEqual(100);
  });

  it('resolves aliases to canonical skills, case- and punctuation-insensitively', () => {
    expect(resolveSkill('JS')?.name).toBe('JavaScript');
    expect(resolveSkill('ecmascript')?.name).toBe('JavaScript');
    expect(resolveSkill('k8s')?.name).toBe('Kubernetes');
    expect(resolveSkill('Golang')?.name).toBe('Go');
    expect(resolveSkill('go')?.name).toBe('Go');
    expect(resolveSkill('nodejs')?.name).toBe('Node.js');
    expect(resolveSkill('Node.JS')?.name).toBe('Node.js');
    expect(resolveSkill('postgres')?.name).toBe('PostgreSQL');
    expect(resolveSkill('CI CD')?.name).toBe('CI/CD');
    expect(resolveSkill('c++')?.name).toBe('C++');
    expect(resolveSkill('C#')?.name).toBe('C#');
    expect(resolveSkill('C')?.name).toBe('C');
    expect(resolveSkill('.net')?.name).toBe('.NET');
    expect(resolveSkill('Front of house')?.category).toBe('hospitality');
    expect(resolveSkill('IV cannulation')?.name).toBe('Intravenous therapy');
    expect(resolveSkill('quickbooks online')?.category).toBe('finance');
    expect(resolveSkill('not a skill at all')).toBeUndefined();
  });

  it('keeps "RN" ambiguous: nursing or React Native, chosen by the preferred category', () => {
    expect(
      terms
        .get('rn')
        ?.map((entry) => entry.skill.name)
        .sort(),
    ).toEqual(['React Native', 'Registered nursing']);
    expect(resolveSkill('RN', 'healthcare')?.name).toBe('Registered nursing');
    expect(resolveSkill('RN', 'mobile')?.name).toBe('React Native');
  });

  it('shares a term between two skills only when every meaning is marked ambiguous', () => {
    for (const [key, entries] of terms) {
      if (entries.length > 1) {
        expect(
          entries.every((entry) => entry.ambiguity === 'strict'),
          `"${key}" names ${entries.map((entry) => entry.skill.name).join(', ')}`,
        ).toBe(true);
      }
    }
  });

  it('marks one-letter and everyday-word names as ambiguous', () => {
    const ambiguityOf = (key: string) => terms.get(key)?.[0]?.ambiguity;
    expect(ambiguityOf('go')).toBe('strict');
    expect(ambiguityOf('r')).toBe('strict');
    expect(ambiguityOf('c')).toBe('strict');
    expect(ambiguityOf('excel')).toBe('strict');
    expect(ambiguityOf('react')).toBe('soft');
    expect(ambiguityOf('kubernetes')).toBe('plain');
  });

  it('searches names and aliases by prefix for autocomplete', () => {
    expect(searchSkills('kube').map((skill) => skill.name)).toContain('Kubernetes');
    expect(searchSkills('phleb').map((skill) => skill.name)).toEqual(['Phlebotomy']);
    expect(searchSkills('')).toEqual([]);
  });

  it('rejects a data line before any category and an unknown category', () => {
    expect(() => parseSkillLines('Foo | Bar')).toThrow(/before any @category/);
    expect(() => parseSkillLines('@not_a_category\nFoo')).toThrow();
    expect(parseSkillLines('@design\n~Sketch | Sketch app')[0]?.terms).toEqual([
      { form: 'Sketch', ambiguity: 'strict' },
      { form: 'Sketch app', ambiguity: 'plain' },
    ]);
  });
});
