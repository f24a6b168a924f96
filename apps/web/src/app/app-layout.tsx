import { dashboardEarlyPaths } from '@talvio/domain/first-paint';
import { isAuthRoute, isKnownRoute, isPublicRoute, redirectForUnknownRoute } from '@talvio/domain/routes';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { currentUserPath } from '../lib/api-paths.ts';
import { sendEarly } from '../lib/early-requests.ts';
import { hasToken } from '../lib/session-storage.ts';
import { FirstScreenReady } from './first-screen-ready.tsx';
import { MarketingHeader } from './marketing-header.tsx';
import { PendingPage } from './pending-page.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { StaffSkeleton } from './staff-skeleton.tsx';

/** The staff shell and the server-state layer load on demand, so the static marketing pages stay small. */
const loadStaffShell = () => import('./staff-shell.tsx');
const loadQueryLayer = () => import('./query-layer.tsx');
const StaffShell = lazy(() => loadStaffShell().then((m) => ({ default: m.StaffShell })));
const QueryLayer = lazy(() => loadQueryLayer().then((m) => ({ default: m.QueryLayer })));

/**
 * Which chrome a page gets: none for candidates, unknown links and onboarding; the marketing header on auth pages
 * and, for visitors, on public pages; the staff shell (sidebar) everywhere else — public pages such as /pricing
 * and articles included when someone is signed in.
 */
function chromeFor(pathname: string, signedIn = hasToken()): 'bare' | 'marketing' | 'staff' {
  if (pathname === '/onboarding' || !isKnownRoute(pathname)) return 'bare';
  if (candidatePrefixes.some((p) => pathname.startsWith(p))) return 'bare';
  if (isAuthRoute(pathname)) return 'marketing';
  if (isPublicRoute(pathname)) return signedIn ? 'staff' : 'marketing';
  return 'staff';
}

/** Whether the page needs the server-state layer: every staff page, and public pages other than static ones. */
const needsQueries = (pathname: string, chrome: ReturnType<typeof chromeFor>) =>
  chrome === 'staff' || !staticPages.has(pathname);

/** Marketing pages that never call the API. */
const staticPages = new Set(['/', '/pricing']);

/**
 * Starts loading the layers the first page of this URL will render (the app calls it before its first render):
 * they then download together with the page's own code rather than one after another.
 */
export function preloadLayout(pathname: string): void {
  const chrome = chromeFor(pathname);
  if (chrome === 'staff' && !hasToken()) return;
  if (needsQueries(pathname, chrome)) void loadQueryLayer().catch(() => {});
  if (chrome === 'staff') {
    void loadStaffShell().catch(() => {});
    // Every staff page waits for the signed-in user, and the dashboard for its lists: ask now, while the code
    // downloads.
    sendEarly(pathname === '/dashboard' ? Object.values(dashboardEarlyPaths) : [currentUserPath]);
  }
}

/** Pages for people without an account (a live interview's room too: the interviewer sees it bare as well). */
const candidatePrefixes = ['/candidate-interview/', '/job-interview-test/', '/video-call'];

/**
 * Root layout. Applies the navigation rule (docs/product/app-shell.md) after every navigation, then picks the chrome:
 * marketing header on public pages, minimal chrome for candidates, the staff shell (sidebar) elsewhere.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const redirect = redirectForUnknownRoute(pathname, hasToken());

  useEffect(() => {
    if (redirect) void navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the top on every navigation
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  if (redirect) return null;
  const chrome = chromeFor(pathname);
  if ((chrome === 'staff' || pathname === '/onboarding') && !hasToken()) {
    return <Navigate to="/login" replace state={{ from: pathname }} />;
  }
  const content = chrome === 'staff' ? <StaffShell /> : <Outlet />;
  const page = (
    <RouteErrorBoundary
      resetKey={pathname}
      home={
        chrome === 'staff'
          ? { href: '/dashboard', label: 'Go to the dashboard' }
          : { href: '/', label: 'Go to the home page' }
      }
    >
      <Suspense fallback={chrome === 'staff' ? <StaffSkeleton /> : <PendingPage />}>
        {needsQueries(pathname, chrome) ? <QueryLayer>{content}</QueryLayer> : content}
        <FirstScreenReady />
      </Suspense>
    </RouteErrorBoundary>
  );
  if (chrome !== 'marketing') return page;
  return (
    <>
      <MarketingHeader />
      <main>{page}</main>
    </>
  );
}
