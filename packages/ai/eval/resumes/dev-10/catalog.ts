/**
 * This split: its résumés in id order, one JSON file per résumé under content/ (`dev10-001.json` …), checked
 * against the model of ../shared/types.ts, and what it adds to the shared renderers and checks.
 */
import { fileURLToPath } from 'node:url';
import { loadSources } from '../shared/catalog.js';
import { resumeSchema } from '../shared/schema.js';
import type { Split } from '../shared/split.js';
import { readRange } from './dates.js';

export const split: Split = {
  resumes: loadSources(fileURLToPath(new URL('./content/', import.meta.url)), resumeSchema('dev10')),
  // The shared additions that earlier splits made opt-in; this split adds none of its own. The years rule is the
  // shared default (a year-only start from January, a year-only end through December).
  html: { partRules: true, sidebarContact: true, layoutRules: true, entryRules: true, templateRules: true },
  readDates: readRange,
};
