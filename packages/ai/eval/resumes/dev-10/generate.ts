/**
 * Writes every résumé of this split into an output directory.
 * Usage: npx tsx packages/ai/eval/resumes/dev-10/generate.ts /tmp/resumes-dev10-out
 */
import { isMain } from '../shared/cli.js';
import { generateMain, generateSplit } from '../shared/generate.js';
import { split } from './catalog.js';

export const generate = (outDir: string) => generateSplit(split, outDir);

if (isMain(import.meta.url)) await generateMain(generate);
