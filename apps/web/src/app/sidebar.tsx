import {
  ActionIcon,
  Avatar,
  Badge,
  Box,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconBriefcase,
  IconCoins,
  IconHeadset,
  IconLayoutDashboard,
  IconLogout,
  IconUserCircle,
  IconUserSearch,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { CurrentUser } from '@talvio/contracts/users';
import { creditsToShow, organisationInitials } from '@talvio/domain/organisation';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ColorSchemeToggle } from '../components/color-scheme-toggle.tsx';
import { fileUrl } from '../lib/files.ts';
import { Brand } from './brand.tsx';

interface Entry {
  label: string;
  to: string;
  icon: ReactNode;
  adminOnly?: boolean;
}

/** Sidebar groups (docs/product/app-shell.md, **sidebar groups**). */
const groups: { title: string; entries: Entry[] }[] = [
  {
    title: 'MAIN',
    entries: [
      { label: 'Dashboard', to: '/dashboard', icon: <IconLayoutDashboard size={18} /> },
      { label: 'My Jobs', to: '/jobs-list', icon: <IconBriefcase size={18} /> },
    ],
  },
  {
    title: 'FIND CANDIDATES',
    entries: [
      { label: 'My Talent Pool', to: '/my-talent-pool', icon: <IconUsersGroup size={18} /> },
      { label: 'Find candidates', to: '/find-candidates', icon: <IconUserSearch size={18} /> },
    ],
  },
  {
    title: 'SETTINGS',
    entries: [
      { label: 'Users', to: '/users', icon: <IconUsers size={18} />, adminOnly: true },
      { label: 'Credits', to: '/billing', icon: <IconCoins size={18} />, adminOnly: true },
      { label: 'Profile', to: '/profile', icon: <IconUserCircle size={18} /> },
      { label: 'Support', to: '/support', icon: <IconHeadset size={18} /> },
    ],
  },
];

export function Sidebar({ user, onLogout }: { user: CurrentUser; onLogout: () => void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Stack h="100%" gap={0}>
      <Box p="md" pb="xs">
        <Group justify="space-between" wrap="nowrap">
          <Link to="/dashboard" style={{ textDecoration: 'none' }} aria-label="Talvio dashboard">
            <Brand />
          </Link>
          <ColorSchemeToggle />
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          Your AI Assistant for Seamless Hiring.
        </Text>
      </Box>
      <ScrollArea flex={1} px="xs" component="nav" aria-label="Application">
        {groups.map((group) => {
          // Admin menu: non-admins lose Users and Credits once the current user has loaded.
          const entries = group.entries.filter((e) => !e.adminOnly || user.is_admin);
          return (
            <Box key={group.title} mt="md">
              <Text size="xs" fw={700} c="dimmed" px="sm" mb={4} role="heading" aria-level={2}>
                {group.title}
              </Text>
              {entries.map((entry) => (
                <NavLink
                  key={entry.to}
                  component={Link}
                  to={entry.to}
                  label={entry.label}
                  leftSection={entry.icon}
                  active={pathname === entry.to || pathname.startsWith(`${entry.to}/`)}
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              ))}
            </Box>
          );
        })}
      </ScrollArea>
      <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Group justify="space-between" px="xs" mb="xs">
          <Text size="sm" fw={500}>
            Talvio Credits
          </Text>
          <Badge variant="light" color="teal" size="lg" data-testid="credits-count">
            {creditsToShow(user.talvio_credits)}
          </Badge>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <UnstyledButton
            onClick={() => void navigate('/organisation')}
            style={{ flex: 1, minWidth: 0, borderRadius: 8 }}
            p={4}
          >
            <Group gap="sm" wrap="nowrap">
              <Avatar
                src={fileUrl(user.organisation_logo)}
                alt={user.organisation_name || 'Organisation'}
                color="talvio"
                radius="md"
                aria-hidden
              >
                {organisationInitials(user.organisation_name)}
              </Avatar>
              <Box style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {user.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {user.organisation_name}
                </Text>
                <VisuallyHidden>Open organisation profile</VisuallyHidden>
              </Box>
            </Group>
          </UnstyledButton>
          <Tooltip label="Log out">
            <ActionIcon variant="subtle" color="gray" size="lg" onClick={onLogout} aria-label="Log out">
              <IconLogout size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Box>
    </Stack>
  );
}
