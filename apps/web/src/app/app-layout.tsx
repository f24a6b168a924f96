import { isAuthRoute, isKnownRoute, isPublicRoute, redirectForUnknownRoute } from '@talvio/domain/routes';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { onSessionEnded } from '../lib/api-client.ts';
import { currentUserPath, sendEarly } from '../lib/early-requests.ts';
import { hasToken } from '../lib/session-storage.ts';
import { MarketingHeader } from './marketing-header.tsx';
import { PendingPage } from './pending-page.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** The staff shell and the server-state layer load on demand, so the static marketing pages stay small. */
const loadStaffShell = () => import('./staff-shell.tsx');
const loadQueryLayer = () => import('./query-layer.tsx');
const StaffShell = lazy(() => loadStaffShell().then((m) => ({ default: m.StaffShell })));
const QueryLayer = lazy(() => loadQueryLayer().then((m) => ({ default: m.QueryLayer })));

/**
 * Which chrome a page gets: none for candidates, unknown links and onboarding; the marketing header on public and
 * auth pages; the staff shell (sidebar) everywhere else.
 */
function chromeFor(pathname: string): 'bare' | 'marketing' | 'staff' {
  if (pathname === '/onboarding' || !isKnownRoute(pathname)) return 'bare';
  if (candidatePrefixes.some((p) => pathname.startsWith(p))) return 'bare';
  if (isAuthRoute(pathname) || isPublicRoute(pathname)) return 'marketing';
  return 'staff';
}

/** Marketing pages that never call the API. */
const staticPages = new Set(['/', '/pricing']);

/**
 * Starts loading the layers the first page of this URL will render (the app calls it before its first render):
 * they then download together with the page's own code rather than one after another.
 */
export function preloadLayout(pathname: string): void {
  const chrome = chromeFor(pathname);
  if (chrome === 'staff' && !hasToken()) return;
  if (!staticPages.has(pathname)) void loadQueryLayer().catch(() => {});
  if (chrome === 'staff') {
    void loadStaffShell().catch(() => {});
    // Every staff page waits for the signed-in user: ask now, while the code downloads.
    sendEarly(currentUserPath);
  }
}

const candidatePrefixes = ['/candidate-interview/', '/job-interview-test/'];

/**
 * Root layout. Applies the seed §2 navigation rule after every navigation, then picks the chrome:
 * marketing header on public pages, minimal chrome for candidates, the staff shell (sidebar) elsewhere.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const redirect = redirectForUnknownRoute(pathname, hasToken());

  useEffect(() => {
    if (redirect) void navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  useEffect(
    () =>
      onSessionEnded((reason) => {
        if (window.location.pathname !== '/login') void navigate('/login', { state: { reason } });
      }),
    [navigate],
  );

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
      <Suspense fallback={<PendingPage />}>
        {staticPages.has(pathname) ? content : <QueryLayer>{content}</QueryLayer>}
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
