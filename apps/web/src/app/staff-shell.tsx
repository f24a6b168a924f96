import { Alert, AppShell, Burger, Button, Center, Group, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { shouldShowSidebar } from '@talvio/domain/routes';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../lib/api-client.ts';
import { useCurrentUser } from '../lib/current-user.ts';
import { logout } from '../lib/logout.ts';
import { Brand } from './brand.tsx';
import { PendingPage } from './pending-page.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { Sidebar } from './sidebar.tsx';
import { StaffSkeleton } from './staff-skeleton.tsx';

/** Sidebar width (docs/product/app-shell.md, **sidebar visibility**). */
export const sidebarWidth = 250;

/** The signed-in staff application: sidebar once the current user is loaded and onboarded. */
export function StaffShell() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Below the sidebar breakpoint the sidebar is a drawer: it is built the first time it opens (and kept, so it
  // slides away whole), not on every page's first screen.
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [drawerBuilt, setDrawerBuilt] = useState(false);
  if (opened && !drawerBuilt) setDrawerBuilt(true);
  const user = useCurrentUser();
  const queryClient = useQueryClient();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the mobile menu closes on every navigation
  useEffect(() => {
    close();
  }, [pathname, close]);

  if (user.error instanceof ApiError && user.error.problem?.code === 'profile_missing') {
    return <Navigate to="/onboarding" replace />;
  }
  if (user.data && !user.data.onboarded) return <Navigate to="/onboarding" replace />;
  if (user.isPending) return <StaffSkeleton />;
  if (user.error) {
    return (
      <Center h="100vh" p="md">
        <Stack maw={420}>
          <Alert color="red" icon={<IconAlertTriangle />} title="Talvio could not load your account">
            {user.error.message}
          </Alert>
          <Group>
            <Button onClick={() => void user.refetch()}>Try again</Button>
            <Button variant="default" onClick={() => void logout(navigate)}>
              Log out
            </Button>
          </Group>
        </Stack>
      </Center>
    );
  }

  const showSidebar = shouldShowSidebar(pathname, user.data.onboarded);
  return (
    <AppShell
      header={{ height: { base: 56, sm: 0 }, collapsed: !showSidebar, offset: true }}
      navbar={
        showSidebar
          ? { width: sidebarWidth, breakpoint: 'sm', collapsed: { mobile: !opened } }
          : { width: 0, breakpoint: 'sm', collapsed: { mobile: true, desktop: true } }
      }
      padding="md"
    >
      <AppShell.Header hiddenFrom="sm" px="md">
        <Group h="100%" justify="space-between">
          <Brand />
          <Burger opened={opened} onClick={toggle} aria-label="Toggle navigation" />
        </Group>
      </AppShell.Header>
      {showSidebar && (
        <AppShell.Navbar aria-label="Sidebar">
          {(wide || drawerBuilt) && <Sidebar user={user.data} onLogout={() => void logout(navigate)} />}
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <RouteErrorBoundary
          resetKey={pathname}
          home={{ href: '/dashboard', label: 'Go to the dashboard' }}
          // "Try again" starts from fresh data: the page may have failed on what was cached.
          onReset={() => void queryClient.resetQueries()}
        >
          <Suspense fallback={<PendingPage />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </AppShell.Main>
    </AppShell>
  );
}
