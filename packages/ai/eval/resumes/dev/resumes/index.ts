/** All résumés of the development split, in id order. */
import type { ResumeSpec } from '../lib/types.js';
import { PART1 } from './part1.js';
import { PART2 } from './part2.js';
import { PART3 } from './part3.js';
import { PART4 } from './part4.js';

export const RESUMES: ResumeSpec[] = [...PART1, ...PART2, ...PART3, ...PART4];
