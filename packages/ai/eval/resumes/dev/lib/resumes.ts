/**
 * All résumés of the development split, in id order: the JSON files in ../resumes (`dev-NNN.json`,
 * one per résumé, file name = id), each checked against `ResumeSpec` by ./schema.ts.
 */
import { fileURLToPath } from 'node:url';
import { loadSources } from '../../shared/catalog.js';
import { resumeSpec } from './schema.js';
import type { ResumeSpec } from './types.js';

export const RESUMES_DIR = fileURLToPath(new URL('../resumes/', import.meta.url));

/** The parsed file itself is kept (zod's output would reorder keys, and labels.json is written from `expected`). */
export const loadResumes = (dir: string = RESUMES_DIR): ResumeSpec[] => loadSources(dir, resumeSpec);

export const RESUMES: ResumeSpec[] = loadResumes();
