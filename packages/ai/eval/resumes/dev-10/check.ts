/**
 * Re-reads every generated file and checks that what the labels claim is printed in it.
 * Usage: npx tsx packages/ai/eval/resumes/dev-10/check.ts /tmp/resumes-dev10-out
 */

import { checkMain } from '../shared/check.js';
import { isMain } from '../shared/cli.js';
import { split } from './catalog.js';

if (isMain(import.meta.url)) await checkMain(split);
