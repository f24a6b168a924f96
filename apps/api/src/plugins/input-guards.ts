import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/** Deeper JSON than any Talvio request needs; beyond it a body is refused before anything reads it. */
export const maxInputDepth = 32;

/**
 * The first problem in a parsed request part: a NUL character in a text value (PostgreSQL cannot store it, and it
 * has no place in a form field), or nesting deeper than {@link maxInputDepth}. Walks iteratively, so hostile depth
 * cannot overflow the stack.
 */
export function findInputProblem(value: unknown): { path: string; problem: 'nul' | 'depth' } | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return { path: item.path, problem: 'nul' };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= maxInputDepth) return { path: item.path, problem: 'depth' };
    const entries = Array.isArray(item.value)
      ? item.value.map((v, i) => [String(i), v] as const)
      : Object.entries(item.value as Record<string, unknown>);
    for (const [key, child] of entries) {
      if (key.includes('\u0000')) return { path: item.path, problem: 'nul' };
      stack.push({ value: child, path: item.path ? `${item.path}.${key}` : key, depth: item.depth + 1 });
    }
  }
  return null;
}

/** Refuses NUL characters and hostile nesting in the body, query and route parameters of every route (400). */
export const inputGuardsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const found = findInputProblem(value);
      if (!found) continue;
      const field = found.path || part;
      throw new AppError(
        'invalid_input',
        400,
        found.problem === 'nul'
          ? `${field}: must not contain a NUL character`
          : `${field}: nested deeper than ${maxInputDepth} levels`,
        field,
      );
    }
  });
});
