/**
 * The route table and the navigation rule (docs/product/app-shell.md, **navigation rule**).
 * Shared by the web router and its tests so the rule lives in one place.
 */
export const authRoutes = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/onboarding',
] as const;

/** Every route of the app, as react-router patterns. */
export const knownRoutePatterns = [
  ...authRoutes,
  '/pricing',
  '/dashboard',
  '/jobs-list',
  '/jobs/:id',
  '/jobs/:id/insights',
  '/my-job/:id',
  '/find-candidates',
  '/my-talent-pool',
  '/my-talent-profile/:id',
  '/upload-talent',
  '/candidate-profile',
  '/candidate-profile/:id',
  '/candidate-interview/:id',
  '/job-interview-test/:id',
  '/video-call',
  '/pending-interviews',
  '/recent-activities',
  '/users',
  '/users/new',
  '/users/edit/:id',
  '/billing',
  '/change-plan',
  '/purchase-credits',
  '/job-credits',
  '/support',
  '/profile',
  '/organisation',
  '/settings',
  '/articles/:id',
  '/article/:id',
] as const;

/** Public pages that are not auth pages but still show no sidebar (the visitor has no session). */
export const publicRoutePatterns = [
  '/pricing',
  '/candidate-interview/:id',
  '/job-interview-test/:id',
  '/articles/:id',
  '/article/:id',
] as const;

function toRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

const knownMatchers = knownRoutePatterns.map(toRegExp);
const publicMatchers = publicRoutePatterns.map(toRegExp);

function normalise(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

export function isKnownRoute(pathname: string): boolean {
  const path = normalise(pathname);
  return knownMatchers.some((re) => re.test(path));
}

export function isAuthRoute(pathname: string): boolean {
  return (authRoutes as readonly string[]).includes(normalise(pathname));
}

export function isPublicRoute(pathname: string): boolean {
  return publicMatchers.some((re) => re.test(normalise(pathname)));
}

/**
 * The navigation rule (docs/product/app-shell.md): after every navigation, a URL that matches no known route and does
 * not contain "candidate-interview" goes to /dashboard when a token is stored, otherwise to /login. Returns the
 * redirect target, or null when the URL is fine as it is.
 */
export function redirectForUnknownRoute(pathname: string, hasToken: boolean): '/dashboard' | '/login' | null {
  if (isKnownRoute(pathname) || pathname.includes('candidate-interview')) return null;
  return hasToken ? '/dashboard' : '/login';
}

/**
 * Sidebar visibility (docs/product/app-shell.md): the sidebar appears only on valid routes that are not auth pages,
 * and only when the current user is onboarded.
 */
export function shouldShowSidebar(pathname: string, onboarded: boolean | undefined): boolean {
  if (!isKnownRoute(pathname) || isAuthRoute(pathname)) return false;
  return onboarded === true;
}
