import { Anchor, Avatar, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { Activity } from '@talvio/contracts/activity';
import { organisationInitials } from '@talvio/domain/organisation';
import { Link } from 'react-router';
import { activitySubjectPath } from '../lib/activity-links.ts';
import { useCurrentUser } from '../lib/current-user.ts';
import { RelativeTime } from './relative-time.tsx';

/** Who did what, when: one line per activity, newest first, each opening its subject where it can. */
export function ActivityList({ items }: { items: Activity[] }) {
  const isAdmin = Boolean(useCurrentUser().data?.is_admin);
  if (items.length === 0) {
    return (
      <Stack align="center" gap="xs" py="xl">
        <ThemeIcon variant="light" size={44} radius="xl" aria-hidden>
          <IconHistory size={24} />
        </ThemeIcon>
        <Text c="dimmed">Nothing has happened here yet.</Text>
      </Stack>
    );
  }
  return (
    <Stack
      gap={0}
      component="ol"
      aria-label="Activities"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {items.map((activity) => {
        const actor = activity.actor?.name ?? actorFallback(activity.verb);
        const path = activitySubjectPath(activity, isAdmin);
        return (
          <Group
            key={activity.id}
            component="li"
            wrap="nowrap"
            gap="sm"
            py="sm"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <Avatar radius="xl" size="md" color="talvio" aria-hidden>
              {organisationInitials(actor)}
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
              {path ? (
                <Anchor component={Link} to={path} size="sm">
                  {activity.summary}
                </Anchor>
              ) : (
                <Text size="sm">{activity.summary}</Text>
              )}
              <Text size="xs" c="dimmed">
                {actor} · <RelativeTime value={activity.created_at} />
              </Text>
            </Stack>
          </Group>
        );
      })}
    </Stack>
  );
}

/** Who did it when no staff user is attached: candidates act through their link; otherwise the user was removed. */
function actorFallback(verb: string): string {
  return verb === 'interview.completed' ? 'Candidate' : 'A former user';
}
