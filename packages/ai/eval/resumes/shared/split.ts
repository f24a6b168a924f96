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
  /**
   * dev-9 (opt-in): how a year-only date counts in total_years_experience. Default: a start from January, an end
   * through December. `mid-year`: both at 1 July (the first dev split's rule, so "2019–2021" is 2.0 years).
   */
  yearsRule?: YearsRule;
}

export type YearsRule = 'whole-year' | 'mid-year';
