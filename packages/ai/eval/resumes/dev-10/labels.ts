/**
 * Derives labels.json from the résumé sources (content/*.json, loaded by catalog.ts).
 * Usage: npx tsx packages/ai/eval/resumes/dev-10/labels.ts          (rewrite labels.json)
 *        npx tsx packages/ai/eval/resumes/dev-10/labels.ts --check  (fail if labels.json is stale)
 * After rewriting, `npx biome check --write` formats it.
 */
import { isMain } from '../shared/cli.js';
import { labelsMain } from '../shared/labels.js';
import { split } from './catalog.js';

if (isMain(import.meta.url)) await labelsMain(split, new URL('./labels.json', import.meta.url));
