import { Badge, Button, Group, Modal, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconClipboardText, IconCopy, IconPencil, IconX } from '@tabler/icons-react';
import type { LiveInterview, LiveInterviewStatus } from '@talvio/contracts/video';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../../components/query-state.tsx';
import { notifyFailure } from '../../../../lib/form-errors.ts';
import { recommendationLabels } from '../../../../lib/labels.ts';
import { liveInterviewsQuery, useCloseLive } from '../api.ts';
import { browserTimeZone, formatInZone } from '../time-zones.ts';
import { ConfirmButton } from './confirm-button.tsx';
import { JoinRoomButton } from './join-room-button.tsx';
import { ScheduleForm } from './schedule-form.tsx';
import { LiveNotesForm, ScorecardForm } from './scorecard-form.tsx';

const statusBadge: Record<LiveInterviewStatus | 'over', { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: 'talvio' },
  over: { label: 'Time over', color: 'gray' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  ended: { label: 'Ended', color: 'teal' },
};

type Dialog = { kind: 'schedule' } | { kind: 'reschedule' | 'notes'; live: LiveInterview } | null;

/** The "Live interviews" card of a job candidate's result page: schedule, list, join, move, cancel, score. */
export function LiveInterviewsCard({
  jobCandidateId,
  candidateName,
  skills,
}: {
  jobCandidateId: number;
  candidateName: string;
  skills: string[];
}) {
  const query = useQuery(liveInterviewsQuery(jobCandidateId));
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="live-title">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id="live-title">
          Live interviews
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCalendarPlus size={16} />}
          onClick={() => setDialog({ kind: 'schedule' })}
        >
          Schedule a video interview
        </Button>
      </Group>
      <QueryState query={query} label="the live interviews">
        {(items) =>
          items.length === 0 ? (
            <Text size="sm" c="dimmed">
              Meet {candidateName} face to face: schedule a video call and they get the link and a calendar
              invitation by e-mail. They need no account.
            </Text>
          ) : (
            <Stack gap="sm">
              {items.map((live) => (
                <LiveRow key={live.id} live={live} onDialog={setDialog} />
              ))}
            </Stack>
          )
        }
      </QueryState>
      <Modal
        opened={dialog?.kind === 'schedule' || dialog?.kind === 'reschedule'}
        onClose={close}
        title={
          dialog?.kind === 'reschedule'
            ? 'Move the video interview'
            : `Schedule a video interview with ${candidateName}`
        }
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {dialog && dialog.kind !== 'notes' && (
          <ScheduleForm
            jobCandidateId={jobCandidateId}
            live={dialog.kind === 'reschedule' ? dialog.live : undefined}
            onDone={close}
          />
        )}
      </Modal>
      <Modal
        opened={dialog?.kind === 'notes'}
        onClose={close}
        title="Notes and scorecard"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {dialog?.kind === 'notes' && (
          <NotesAndScorecard
            live={query.data?.find((l) => l.id === dialog.live.id) ?? dialog.live}
            skills={skills}
          />
        )}
      </Modal>
    </Paper>
  );
}

function NotesAndScorecard({ live, skills }: { live: LiveInterview; skills: string[] }) {
  return (
    <Tabs defaultValue="scorecard">
      <Tabs.List>
        <Tabs.Tab value="scorecard">Scorecard</Tabs.Tab>
        <Tabs.Tab value="notes">Notes</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="scorecard" pt="sm">
        <ScorecardForm key={live.id} live={live} suggestedSkills={skills} />
      </Tabs.Panel>
      <Tabs.Panel value="notes" pt="sm">
        <LiveNotesForm key={live.id} live={live} />
      </Tabs.Panel>
    </Tabs>
  );
}

function LiveRow({ live, onDialog }: { live: LiveInterview; onDialog: (d: Dialog) => void }) {
  const cancel = useCloseLive('cancel');
  const mine = browserTimeZone();
  const over = live.status === 'scheduled' && Date.parse(live.ends_at) <= Date.now();
  const badge = statusBadge[over ? 'over' : live.status];
  const zones = [...new Set([live.time_zone, live.candidate_time_zone ?? live.time_zone, mine])];
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(live.room_url);
      notifications.show({ color: 'teal', message: 'Room link copied.' });
    } catch {
      notifications.show({ color: 'red', message: `Copy this link by hand: ${live.room_url}` });
    }
  };
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="live-interview">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {formatInZone(live.starts_at, live.time_zone)} · {live.duration_minutes} min
          </Text>
          <Badge variant="light" color={badge.color}>
            {badge.label}
          </Badge>
        </Group>
        {zones.length > 1 &&
          zones
            .filter((z) => z !== live.time_zone)
            .map((z) => (
              <Text key={z} size="xs" c="dimmed">
                {z === live.candidate_time_zone ? 'Candidate: ' : 'Your time: '}
                {formatInZone(live.starts_at, z)}
              </Text>
            ))}
        <Text size="xs" c="dimmed">
          {live.created_by ? `Scheduled by ${live.created_by.name}` : 'Scheduled'}
          {live.scorecard?.recommendation &&
            ` · Scorecard: ${recommendationLabels[live.scorecard.recommendation].label}`}
        </Text>
        <Group gap="xs" wrap="wrap">
          {live.status === 'scheduled' && !over && (
            <>
              <JoinRoomButton live={live} />
              <Button
                size="xs"
                variant="default"
                leftSection={<IconCopy size={16} />}
                onClick={() => void copy()}
              >
                Copy room link
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPencil size={16} />}
                onClick={() => onDialog({ kind: 'reschedule', live })}
              >
                Reschedule
              </Button>
              <ConfirmButton
                size="xs"
                variant="default"
                color="red"
                leftSection={<IconX size={16} />}
                loading={cancel.isPending}
                label="Cancel"
                title="Cancel this video interview?"
                body="The room closes at once and the candidate is e-mailed a cancellation that removes it from their calendar."
                confirmLabel="Cancel the interview"
                keepLabel="Keep it"
                onConfirm={() =>
                  cancel.mutate(live.id, {
                    onSuccess: () =>
                      notifications.show({ color: 'teal', message: 'Video interview cancelled.' }),
                    onError: (err) => notifyFailure('Could not cancel the video interview', err),
                  })
                }
              />
            </>
          )}
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconClipboardText size={16} />}
            onClick={() => onDialog({ kind: 'notes', live })}
          >
            Notes and scorecard
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
