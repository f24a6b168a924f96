import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/** Deeper JSON than any Talvio request needs; beyond it a body is refused before anything reads it. */
export const maxInputDepth = 32;

/** Half of a UTF-16 surrogate pair without its other half: not a character, and not storable as UTF-8. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a text value or key, if anything. */
function textProblem(text: string): 'nul' | 'surrogate' | null {
  if (text.includes('\u0000')) return 'nul';
  if (loneSurrogate.test(text)) return 'surrogate';
  return null;
}

export type InputProblem = 'nul' | 'surrogate' | 'depth';

/**
 * The first problem in a parsed request part: a NUL character in a text value (PostgreSQL cannot store it, and it
 * has no place in a form field), a lone surrogate (JSON can spell one as `\uD800`, but it is not text: storing it
 * would silently turn it into U+FFFD), or nesting deeper than {@link maxInputDepth}. Walks iteratively, so hostile
 * depth cannot overflow the stack.
 */
export function findInputProblem(value: unknown): { path: string; problem: InputProblem } | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof item.value === 'string') {
      const problem = textProblem(item.value);
      if (problem) return { path: item.path, problem };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= maxInputDepth) return { path: item.path, problem: 'depth' };
    const entries = Array.isArray(item.value)
      ? item.value.map((v, i) => [String(i), v] as const)
      : Object.entries(item.value as Record<string, unknown>);
    for (const [key, child] of entries) {
      const problem = textProblem(key);
      if (problem) return { path: item.path, problem };
      stack.push({ value: child, path: item.path ? `${item.path}.${key}` : key, depth: item.depth + 1 });
    }
  }
  return null;
}

const details: Record<InputProblem, string> = {
  nul: 'must not contain a NUL character',
  surrogate: 'must be valid Unicode text (it contains a lone surrogate)',
  depth: `nested deeper than ${maxInputDepth} levels`,
};

/**
 * Refuses NUL characters, lone surrogates and hostile nesting in the body, query and route parameters of every
 * route (400). Deep nesting is named by the top-level field that holds it (or the part, when the part itself is
 * nested), not by a path dozens of levels long.
 */
export const inputGuardsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const found = findInputProblem(value);
      if (!found) continue;
      const topLevel = Array.isArray(value) ? '' : (found.path.split('.')[0] ?? '');
      const field = (found.problem === 'depth' ? topLevel : found.path) || part;
      throw new AppError('invalid_input', 400, `${field}: ${details[found.problem]}`, field);
    }
  });
});
