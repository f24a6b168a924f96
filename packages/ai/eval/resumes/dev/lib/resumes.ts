/**
 * All résumés of the development split, in id order: the JSON files in ../resumes (`dev-NNN.json`,
 * one per résumé, file name = id), each checked against `ResumeSpec` by ./schema.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { resumeSpec } from './schema.js';
import type { ResumeSpec } from './types.js';

export const RESUMES_DIR = fileURLToPath(new URL('../resumes/', import.meta.url));

/** The parsed file itself is kept (zod's output would reorder keys, and labels.json is written from `expected`). */
function assertSpec(value: unknown, file: string): asserts value is ResumeSpec {
  const result = resumeSpec.safeParse(value);
  if (!result.success) throw new Error(`${file}: ${z.prettifyError(result.error)}`);
}

export function loadResumes(dir: string = RESUMES_DIR): ResumeSpec[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const value: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      assertSpec(value, file);
      if (file !== `${value.id}.json`) throw new Error(`${file}: the file name must be the id (${value.id})`);
      return value;
    });
}

export const RESUMES: ResumeSpec[] = loadResumes();
