/**
 * Writes labels.json from the hand-written `expected` objects in ./resumes.
 *
 *   npx tsx packages/ai/eval/resumes/dev/labels.ts          # rewrite labels.json
 *   npx tsx packages/ai/eval/resumes/dev/labels.ts --check  # fail if labels.json is stale
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fileName } from './generate.js';
import { RESUMES } from './lib/resumes.js';
import type { Expected, Format, Layout } from './lib/types.js';

export interface Label {
  id: string;
  file: string;
  format: Format;
  layout: Layout;
  country: string;
  profession: string;
  expected: Expected;
}

export const LABELS_PATH = path.join(path.dirname(fileURLToPath(import.meta.url)), 'labels.json');

export function buildLabels(): Label[] {
  return RESUMES.map((r) => ({
    id: r.id,
    file: fileName(r),
    format: r.format,
    layout: r.layout,
    country: r.country,
    profession: r.profession,
    expected: r.expected,
  }));
}

export function labelsJson(): string {
  return `${JSON.stringify(buildLabels(), null, 2)}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const json = labelsJson();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(LABELS_PATH) ? fs.readFileSync(LABELS_PATH, 'utf8') : 'null';
    if (JSON.stringify(JSON.parse(current)) !== JSON.stringify(JSON.parse(json))) {
      console.error('labels.json is out of date: run labels.ts');
      process.exitCode = 1;
    } else console.log('labels.json is up to date');
  } else {
    fs.writeFileSync(LABELS_PATH, json);
    console.log(`wrote ${buildLabels().length} labels to ${LABELS_PATH}`);
  }
}
