import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { liveInterviewLimits, type UpcomingLiveInterview } from '@talvio/contracts/video';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { upcomingLiveInterviewsQuery } from '../api.ts';
import { browserTimeZone, formatInZone } from '../time-zones.ts';
import { JoinRoomButton } from './join-room-button.tsx';

/** Whether the room is open now (docs/product/video-interviews.md, **join window**). */
function isOpen(live: UpcomingLiveInterview, now = Date.now()): boolean {
  const opens = new Date(live.starts_at).getTime() - liveInterviewLimits.opensBeforeMinutes * 60_000;
  return now >= opens && now < new Date(live.ends_at).getTime();
}

/**
 * The organisation's scheduled live video interviews that are not over yet, soonest first, above the pending
 * invitations (docs/product/video-interviews.md, **upcoming on the pending list**). Nothing when there are none.
 */
export function UpcomingLiveInterviews() {
  const upcoming = useQuery({ ...upcomingLiveInterviewsQuery(), refetchOnWindowFocus: true });
  const items = upcoming.data ?? [];
  if (items.length === 0) return null;
  const zone = browserTimeZone();
  return (
    <Paper withBorder p="md" mb="md" component="section" aria-labelledby="upcoming-live-title">
      <Title order={2} size="h4" id="upcoming-live-title" mb="xs">
        Upcoming live interviews
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((live) => (
          <Group
            key={live.id}
            component="li"
            justify="space-between"
            wrap="wrap"
            gap="xs"
            py={4}
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {formatInZone(live.starts_at, zone)} · {live.duration_minutes} min
              </Text>
              <Text size="sm">
                <Anchor component={Link} to={`/candidate-profile/${live.job_candidate_id}`}>
                  {live.candidate.name}
                </Anchor>
                {' · '}
                <Anchor component={Link} to={`/jobs/${live.job.id}`}>
                  {live.job.title}
                </Anchor>
              </Text>
              {live.created_by && (
                <Text size="xs" c="dimmed">
                  Scheduled by {live.created_by.name}
                </Text>
              )}
            </div>
            {isOpen(live) ? (
              <JoinRoomButton live={live} />
            ) : (
              <Text size="xs" c="dimmed">
                Room opens {liveInterviewLimits.opensBeforeMinutes} min before
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
