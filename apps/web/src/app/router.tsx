import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './app-layout.tsx';

type Lazy = RouteObject['lazy'];

const loadComingSoon = () => import('../components/coming-soon.tsx');
/** A page of a later issue: a clear "coming soon" state, still loaded on demand (seed §2). */
const soon = (title: string, description: string) => ({
  lazy: loadComingSoon,
  handle: { title, description },
});

const page = (load: () => Promise<{ Component: React.ComponentType }>): Lazy => load;

/** Seed §2 route table; every route loads on demand. */
const routes: RouteObject[] = [
  { path: '/', lazy: page(() => import('../features/marketing/pages/landing-page.tsx')) },
  { path: '/login', lazy: page(() => import('../features/auth/pages/login-page.tsx')) },
  { path: '/register', lazy: page(() => import('../features/auth/pages/register-page.tsx')) },
  { path: '/forgot-password', lazy: page(() => import('../features/auth/pages/forgot-password-page.tsx')) },
  { path: '/reset-password', lazy: page(() => import('../features/auth/pages/reset-password-page.tsx')) },
  { path: '/onboarding', lazy: page(() => import('../features/organisations/pages/onboarding-page.tsx')) },
  { path: '/pricing', lazy: page(() => import('../features/billing/pages/pricing-page.tsx')) },
  { path: '/dashboard', lazy: page(() => import('../features/dashboard/pages/dashboard-page.tsx')) },
  { path: '/jobs-list', ...soon('My Jobs', 'Create jobs, write descriptions with AI and publish them.') },
  { path: '/jobs/:id', ...soon('Job', 'Job details, candidate pipeline and invitations.') },
  { path: '/jobs/:id/insights', ...soon('Job insights', 'Funnel, scores and per-question analytics.') },
  { path: '/my-job/:id', ...soon('Job editor', 'Edit the job, its description and interview questions.') },
  {
    path: '/find-candidates',
    ...soon('Find candidates', 'Search the talent pool and rank it for a job.'),
  },
  { path: '/my-talent-pool', ...soon('My Talent Pool', 'All candidate profiles of your organisation.') },
  {
    path: '/my-talent-profile/:id',
    ...soon('Talent profile', 'A candidate profile from your talent pool.'),
  },
  {
    path: '/upload-talent',
    ...soon('Upload talent', 'Drop resumes and CSV files to grow the talent pool.'),
  },
  { path: '/candidate-profile', ...soon('Candidate result', 'The most recent interview result.') },
  {
    path: '/candidate-profile/:id',
    ...soon('Candidate result', 'An interview result with scores and evidence.'),
  },
  { path: '/candidate-interview/:id', ...soon('Interview', 'Your interview will be available here.') },
  { path: '/job-interview-test/:id', ...soon('Interview', 'This interview link will be available here.') },
  { path: '/video-call', ...soon('Video call', 'Live video interviews.') },
  { path: '/pending-interviews', ...soon('Pending interviews', 'Invitations not completed yet.') },
  { path: '/recent-activities', ...soon('Recent activities', 'Who did what, when.') },
  { path: '/users', ...soon('Users', 'Manage the people of your organisation.') },
  { path: '/users/new', ...soon('New user', 'Invite a colleague to Talvio.') },
  { path: '/users/edit/:id', ...soon('Edit user', 'Change a colleague’s name, role or status.') },
  { path: '/billing', ...soon('Billing', 'Your plan, interviews used, invoices and purchases.') },
  { path: '/change-plan', ...soon('Change plan', 'Choose the plan that fits your hiring.') },
  { path: '/purchase-credits', ...soon('Purchase credits', 'Buy job credits.') },
  { path: '/job-credits', ...soon('Job credits', 'Remaining job credits and their history.') },
  { path: '/support', ...soon('Support', 'Contact the Talvio team.') },
  { path: '/profile', ...soon('Profile', 'Your name, password and preferred currency.') },
  { path: '/organisation', ...soon('Organisation', 'Your organisation profile and logo.') },
  { path: '/settings', ...soon('Settings', 'Preferences for currency, notifications and interviews.') },
  { path: '/articles/:id', ...soon('Article', 'Hiring guides from the Talvio team.') },
  { path: '/article/:id', ...soon('Article', 'Hiring guides from the Talvio team.') },
  // AppLayout redirects unknown URLs (seed §2 navigation rule); the ones it leaves alone get a clear page.
  { path: '*', lazy: () => import('../components/not-found.tsx') },
];

function PendingPage() {
  return (
    <Center h="60vh" aria-busy="true">
      <Loader role="status" aria-label="Loading page" />
    </Center>
  );
}

export const router = createBrowserRouter([
  { Component: AppLayout, children: routes, hydrateFallbackElement: <PendingPage /> },
]);
