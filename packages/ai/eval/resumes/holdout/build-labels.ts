/**
 * Writes labels.json from the sources in ./content (run after editing a résumé):
 *   npx tsx packages/ai/eval/resumes/holdout/build-labels.ts
 */
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resumes } from './lib/content.js';
import { toLabel } from './lib/labels.js';
import type { Label } from './lib/types.js';

export function buildLabels(): Label[] {
  const labels = resumes.map(toLabel);
  const ids = new Set(labels.map((l) => l.id));
  if (ids.size !== labels.length) throw new Error('duplicate ids');
  return labels;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const path = join(dirname(fileURLToPath(import.meta.url)), 'labels.json');
  await writeFile(path, `${JSON.stringify(buildLabels(), null, 2)}\n`);
  // Keep the file in the repository's formatting (Biome), so that lint stays clean.
  execFileSync('npx', ['--no-install', 'biome', 'format', '--write', path], { stdio: 'ignore' });
  console.log(`wrote ${path}`);
}
