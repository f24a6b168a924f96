import type { FirstScreen } from './first-screen-chunks.ts';

export const layer = (name: string) => `src/app/${name}.tsx`;
export const page = (name: string) => `src/features/${name}.tsx`;

/**
 * The first screens: each kind of page someone can arrive on, with the lazily loaded layers (app/app-layout.tsx)
 * and pages it renders first. Their code is grouped into a few chunks (first-screen-chunks.ts) and they bring only
 * the Mantine styles they use (first-screen-styles.ts); every other page loads the complete stylesheet
 * (app/routes.tsx, `laterPage`).
 */
export const firstScreens: FirstScreen[] = [
  {
    name: 'landing',
    sources: [page('marketing/pages/landing-page'), page('billing/pages/pricing-page')],
  },
  {
    name: 'auth',
    sources: [layer('query-layer'), page('auth/pages/login-page'), page('auth/pages/register-page')],
  },
  {
    name: 'candidate',
    sources: [
      layer('query-layer'),
      page('interviews/pages/candidate-interview-page'),
      page('interviews/pages/public-interview-page'),
    ],
  },
  { name: 'onboarding', sources: [layer('query-layer'), page('organisations/pages/onboarding-page')] },
  {
    name: 'staff',
    sources: [layer('query-layer'), layer('staff-shell'), page('dashboard/pages/dashboard-page')],
  },
];
