import { Anchor, Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Brand } from './brand.tsx';

/** The small-screen menu loads on first open, keeping the landing page's initial JS small. */
const MarketingMenu = lazy(() => import('./marketing-menu.tsx').then((m) => ({ default: m.MarketingMenu })));

/**
 * Marketing header (docs/product/app-shell.md): logo → "/", Sign Up → "/register", Pricing → "/pricing", Features and
 * Resources are anchors to the landing page's sections, Log in → /login. Link colours follow the colour scheme.
 */
export function MarketingHeader() {
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const links = (
    <>
      <Anchor href="/#features" c="bright" fw={500} underline="hover" onClick={close}>
        Features
      </Anchor>
      <Anchor component={Link} to="/pricing" c="bright" fw={500} underline="hover" onClick={close}>
        Pricing
      </Anchor>
      <Anchor href="/#resources" c="bright" fw={500} underline="hover" onClick={close}>
        Resources
      </Anchor>
    </>
  );
  const actions = (
    <>
      <Button variant="default" onClick={() => void navigate('/login')}>
        Log in
      </Button>
      <Button component={Link} to="/register" onClick={close}>
        Sign Up
      </Button>
    </>
  );
  return (
    <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" aria-label="Talvio home">
            <Brand />
          </Anchor>
          <Group gap="xl" visibleFrom="sm" component="nav" aria-label="Main">
            {links}
          </Group>
          <Group gap="sm" visibleFrom="sm">
            {actions}
          </Group>
          <Burger
            opened={opened}
            onClick={() => {
              setMenuLoaded(true);
              toggle();
            }}
            hiddenFrom="sm"
            aria-label="Open menu"
          />
        </Group>
      </Container>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MarketingMenu opened={opened} onClose={close}>
            {links}
            {actions}
          </MarketingMenu>
        </Suspense>
      )}
    </Box>
  );
}
