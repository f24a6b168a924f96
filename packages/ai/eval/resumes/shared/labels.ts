/** Derives a split's labels.json from its résumé sources (content/*.json). */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { toLabel } from './label.js';
import type { Split } from './split.js';
import type { Label } from './types.js';

export function buildLabels(split: Split): Label[] {
  const ids = new Set<string>();
  return split.resumes.map((r) => {
    if (ids.has(r.id)) throw new Error(`duplicate id ${r.id}`);
    ids.add(r.id);
    return toLabel(r, split.readDates, split.yearsRule);
  });
}

/**
 * The command line of a split's labels.ts: rewrites labels.json, or with `--check` fails if it is stale.
 * After rewriting, `npx biome check --write` formats it.
 */
export async function labelsMain(split: Split, labelsJson: URL): Promise<void> {
  const path = fileURLToPath(labelsJson);
  const json = `${JSON.stringify(buildLabels(split), null, 2)}\n`;
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
