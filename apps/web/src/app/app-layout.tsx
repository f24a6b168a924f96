import { isAuthRoute, isKnownRoute, isPublicRoute, redirectForUnknownRoute } from '@talvio/domain/routes';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { hasToken } from '../lib/session-storage.ts';
import { MarketingHeader } from './marketing-header.tsx';

/** The staff shell loads on demand, so public pages stay small. */
const StaffShell = lazy(() => import('./staff-shell.tsx').then((m) => ({ default: m.StaffShell })));

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

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the top on every navigation
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  if (redirect) return null;
  if (!isKnownRoute(pathname) || candidatePrefixes.some((p) => pathname.startsWith(p))) return <Outlet />;
  if (pathname === '/onboarding') {
    if (!hasToken()) return <Navigate to="/login" replace />;
    return <Outlet />;
  }
  if (isAuthRoute(pathname) || isPublicRoute(pathname)) {
    return (
      <>
        <MarketingHeader />
        <main>
          <Outlet />
        </main>
      </>
    );
  }
  if (!hasToken()) return <Navigate to="/login" replace state={{ from: pathname }} />;
  return (
    <Suspense fallback={null}>
      <StaffShell />
    </Suspense>
  );
}
