/** The seniority levels of a job, most junior first (the same list as the job contract's). */
export type SeniorityLevel = 'intern' | 'junior' | 'mid' | 'senior' | 'lead' | 'principal';

/**
 * Words in a job title that say its level. "Staff" is left out on purpose: a Staff Nurse is not a Staff Engineer.
 * Checked most senior first, so "Senior Lead Developer" reads as lead.
 */
const titleWords: [SeniorityLevel, RegExp][] = [
  ['principal', /\b(principal|director|vp|vice president|chief)\b/i],
  ['lead', /\b(lead|head of|team leader)\b/i],
  ['senior', /\b(senior|sr)\b\.?/i],
  ['junior', /\b(junior|jr|graduate|entry[- ]level)\b\.?/i],
  ['intern', /\b(intern|internship|trainee|apprentice)\b/i],
];

/** The level a job title states ("Senior Staff Nurse" → senior), or null when it states none. */
export function seniorityInTitle(title: string): SeniorityLevel | null {
  for (const [level, words] of titleWords) if (words.test(title)) return level;
  return null;
}
