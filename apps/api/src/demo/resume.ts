import type { PoolProfile } from './plan.ts';

/** The month (`YYYY-MM`) `monthsAgo` months before the one `anchor` falls in, as a résumé writes it. */
export const resumeMonth = (anchor: Date, monthsAgo: number) =>
  new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() - monthsAgo, 1)).toISOString().slice(0, 7);

/**
 * A demo profile as the plain-text résumé a person would send (docs/product/demo-data.md, **résumés with work
 * histories**): contact lines, the roles latest first with their months and duties, then the skills. It goes
 * through the same upload queue and parser as any other résumé.
 */
export function demoResume(profile: PoolProfile, anchor: Date): string {
  const month = (monthsAgo: number) => resumeMonth(anchor, monthsAgo);
  const roles = profile.experience.flatMap((role) => [
    `${role.title}, ${role.company}`,
    `${month(role.startMonthsAgo)} – ${role.endMonthsAgo === null ? 'present' : month(role.endMonthsAgo)}`,
    ...role.duties.map((duty) => `- ${duty}`),
    '',
  ]);
  return [
    profile.name,
    profile.headline,
    [profile.location, profile.email, profile.phone].join(' | '),
    '',
    'Experience',
    ...roles,
    'Skills',
    profile.skills.join(', '),
    '',
  ].join('\n');
}

/** The name a person would give their résumé file. */
export const demoResumeFileName = (profile: PoolProfile) => `${profile.name.replace(/\s+/g, '-')}-CV.txt`;
