/**
 * Derives labels.json from the résumé sources (content/*.json, loaded by catalog.ts).
 * Usage: npx tsx packages/ai/eval/resumes/dev-3/labels.ts          (rewrite labels.json)
 *        npx tsx packages/ai/eval/resumes/dev-3/labels.ts --check  (fail if labels.json is stale)
 * After rewriting, `npx biome check --write` formats it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resumes } from './catalog.js';
import { toLabel } from './lib/label.js';
import type { Label } from './lib/types.js';

export function buildLabels(): Label[] {
  const ids = new Set<string>();
  return resumes.map((r) => {
    if (ids.has(r.id)) throw new Error(`duplicate id ${r.id}`);
    ids.add(r.id);
    return toLabel(r);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const path = fileURLToPath(new URL('./labels.json', import.meta.url));
  const json = `${JSON.stringify(buildLabels(), null, 2)}\n`;
  if (process.argv.includes('--check')) {
    // Compare values, not bytes: biome reformats the file after it is written.
    const current = await readFile(path, 'utf8').catch(() => 'null');
    if (JSON.stringify(JSON.parse(current)) !== JSON.stringify(JSON.parse(json))) {
      console.error('labels.json is out of date: run labels.ts');
      process.exit(1);
    }
    console.log('labels.json is up to date');
  } else {
    await writeFile(path, json);
    console.log(`wrote ${path}`);
  }
}
