/**
 * All résumés of this split, in id order: one JSON file per résumé under content/ (`dev3-001.json` …),
 * checked against the model of lib/types.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { resumeSchema } from './lib/schema.js';
import type { Resume } from './lib/types.js';

const CONTENT_DIR = fileURLToPath(new URL('./content/', import.meta.url));

function assertResume(value: unknown, file: string): asserts value is Resume {
  const result = resumeSchema.safeParse(value);
  if (!result.success) throw new Error(`${file}: ${z.prettifyError(result.error)}`);
}

/** Reads every content/*.json, sorted by file name. The parsed JSON itself is returned (key order kept). */
export function loadResumes(dir: string = CONTENT_DIR): Resume[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const value: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      assertResume(value, file);
      if (file !== `${value.id}.json`) throw new Error(`${file} holds ${value.id}`);
      return value;
    });
}

export const resumes: Resume[] = loadResumes();
