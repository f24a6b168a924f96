import { describe, expect, it } from 'vitest';
import { findInputProblem, maxInputDepth } from './input-guards.ts';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
};

describe('bad input', () => {
  it('NUL characters: found in any text value or key, with the path of the field', () => {
    expect(findInputProblem({ title: 'ok', description_html: '<p>a\u0000b</p>' })).toEqual({
      path: 'description_html',
      problem: 'nul',
    });
    expect(findInputProblem({ questions: [{ rubric: ['fine', 'bad\u0000'] }] })).toEqual({
      path: 'questions.0.rubric.1',
      problem: 'nul',
    });
    expect(findInputProblem({ 'k\u0000': 1 })?.problem).toBe('nul');
    expect(findInputProblem({ title: 'ok', n: 3, list: [null, true] })).toBeNull();
  });

  it('deep nesting: refused beyond the limit without overflowing the stack', () => {
    expect(findInputProblem(nested(maxInputDepth))).toBeNull();
    expect(findInputProblem(nested(maxInputDepth + 1))?.problem).toBe('depth');
    let deep: unknown = [];
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findInputProblem(deep)?.problem).toBe('depth');
  });

  it('generated bad input: a lone surrogate in a text value or key is found with the path of the field', () => {
    expect(findInputProblem({ name: 'Ada \uD800 Lovelace' })).toEqual({ path: 'name', problem: 'surrogate' });
    expect(findInputProblem({ list: ['fine', 'x\uDFFF'] })).toEqual({ path: 'list.1', problem: 'surrogate' });
    expect(findInputProblem({ 'k\uDBFF': 1 })?.problem).toBe('surrogate');
    // A whole pair is one character (an emoji), not a problem.
    expect(findInputProblem({ name: 'Ada \u{1F600} \uD83D\uDE00' })).toBeNull();
  });
});
