/** A labelled split built with this framework: its résumés and what it adds to the shared renderers and checks. */
import type { HtmlOptions } from './html/templates.js';
import type { Resume } from './types.js';

/** Label values read from a printed date or range. */
export interface DateRange {
  start: string;
  end: string;
}

export type ReadDates = (printed: string) => DateRange;

export interface Split {
  /** In id order (content/*.json). */
  resumes: Resume[];
  html?: HtmlOptions;
  /** When given, the label dates of every role and degree must be what this reads from the printed dates. */
  readDates?: ReadDates;
}
