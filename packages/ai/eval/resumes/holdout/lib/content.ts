/**
 * All hold-out résumés, in id order: the JSON files in ../content (`hNN-….json`, one per résumé, `NN` = the id's
 * number), each checked against `ResumeSpec` by ./schema.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { resumeSpec } from './schema.js';
import type { ResumeSpec } from './types.js';

export const CONTENT_DIR = fileURLToPath(new URL('../content/', import.meta.url));

/** The parsed file itself is kept (zod's output would reorder keys, e.g. of `Education.extra`). */
function assertSpec(value: unknown, file: string): asserts value is ResumeSpec {
  const result = resumeSpec.safeParse(value);
  if (!result.success) throw new Error(`${file}: ${z.prettifyError(result.error)}`);
}

export function loadResumes(dir: string = CONTENT_DIR): ResumeSpec[] {
  const specs = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const value: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      assertSpec(value, file);
      const number = /^h(\d{2})-[a-z0-9-]+\.json$/.exec(file)?.[1];
      if (!number || value.id !== `holdout-0${number}`)
        throw new Error(`${file}: the file name must be hNN-….json with NN from the id (${value.id})`);
      return value;
    });
  if (new Set(specs.map((s) => s.id)).size !== specs.length) throw new Error('duplicate ids');
  return specs;
}

export const resumes: ResumeSpec[] = loadResumes();
