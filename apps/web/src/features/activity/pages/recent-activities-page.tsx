import { Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { type ActivityVerb, activityVerbs } from '@talvio/contracts/activity';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ActivityList } from '../../../components/activity-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { activitiesQuery, activityPeopleQuery } from '../api/activity.ts';

const verbLabels: Record<ActivityVerb, string> = {
  'user.created': 'User added',
  'user.updated': 'User changed',
  'user.deactivated': 'User deactivated',
  'user.reactivated': 'User reactivated',
  'user.invitation_sent': 'Invitation sent',
  'profile.updated': 'Profile changed',
  'organisation.updated': 'Organisation changed',
  'organisation.logo_changed': 'Logo changed',
  'organisation.settings_changed': 'Settings changed',
  'support.request_sent': 'Support request',
  'job.created': 'Job created',
  'job.updated': 'Job changed',
  'job.published': 'Job published',
  'job.paused': 'Job paused',
  'job.reopened': 'Job reopened',
  'job.closed': 'Job closed',
  'job.deleted': 'Job deleted',
  'credits.spent': 'Credit spent',
  'credits.purchased': 'Credits bought',
  'subscription.activated': 'Subscription started',
  'subscription.charged': 'Subscription charged',
  'subscription.plan_changed': 'Plan changed',
  'subscription.cancel_scheduled': 'Cancellation scheduled',
  'subscription.cancelled': 'Subscription ended',
  'subscription.halted': 'Subscription halted',
  'interview.invited': 'Candidates invited',
  'interview.resent': 'Invitation resent',
  'interview.extended': 'Invitation extended',
  'interview.cancelled': 'Invitation cancelled',
  'interview.completed': 'Interview completed',
  'interview.decided': 'Candidate decision',
  'interview.live_scheduled': 'Video interview scheduled',
  'interview.live_rescheduled': 'Video interview rescheduled',
  'interview.live_cancelled': 'Video interview cancelled',
  'interview.live_ended': 'Video interview ended',
  'interview.live_notes_saved': 'Video interview notes saved',
  'interview.live_scorecard_saved': 'Video interview scorecard saved',
  'candidate.updated': 'Talent profile updated',
  'candidate.deleted': 'Talent profile deleted',
  'candidate.erased': "Candidate's data erased",
  'candidate.merged': 'Talent profiles merged',
  'candidate.merge_undone': 'Talent profile merge undone',
  'candidate.bulk_tagged': 'Talent profiles tagged',
  'candidate.bulk_tag_undone': 'Talent tagging undone',
  'candidate.exported': 'Talent profiles exported',
  'talent.upload_started': 'Résumés uploaded',
};

/** A calendar day (yyyy-mm-dd, the user's local day) as the ISO instant it starts at. */
function dayStart(day: string | null, offsetDays = 0): string | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return undefined;
  date.setDate(date.getDate() + offsetDays);
  return date.toISOString();
}

/** /recent-activities: the organisation's audit trail, filterable by type, person and date. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const verb = activityVerbs.find((v) => v === params.get('type'));
  const people = useQuery(activityPeopleQuery()).data?.items ?? [];
  // The address decides the filter at once; the names arrive for the picker meanwhile.
  const personParam = params.get('person');
  const personId = personParam && /^[1-9]\d{0,9}$/.test(personParam) ? Number(personParam) : undefined;
  const from = params.get('from');
  const to = params.get('to');
  const set = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const feed = useInfiniteQuery(
    activitiesQuery({
      verb,
      actor_user_id: personId,
      from: dayStart(from),
      to: dayStart(to, 1),
      limit: 25,
    }),
  );

  return (
    <>
      <PageHeader title="Recent activities" description="Who did what in your organisation, and when." />
      <Group mb="md" gap="sm" align="flex-end">
        <Select
          label="Type"
          placeholder="All types"
          clearable
          data={activityVerbs.map((v) => ({ value: v, label: verbLabels[v] }))}
          value={verb ?? null}
          onChange={(v) => set('type', v)}
          w={{ base: '100%', sm: 220 }}
        />
        <Select
          label="Person"
          placeholder="Everyone"
          clearable
          searchable
          data={people.map((p) => ({ value: String(p.id), label: p.name }))}
          value={personId === undefined ? null : String(personId)}
          onChange={(v) => set('person', v)}
          w={{ base: '100%', sm: 220 }}
        />
        <TextInput
          label="From"
          type="date"
          value={from ?? ''}
          onChange={(e) => set('from', e.currentTarget.value)}
          w={{ base: 'calc(50% - 6px)', sm: 170 }}
        />
        <TextInput
          label="To"
          type="date"
          value={to ?? ''}
          onChange={(e) => set('to', e.currentTarget.value)}
          w={{ base: 'calc(50% - 6px)', sm: 170 }}
        />
      </Group>
      <Paper withBorder px="md">
        <QueryState query={feed} label="activities">
          {(data) => <ActivityList items={data.pages.flatMap((p) => p.items)} />}
        </QueryState>
      </Paper>
      {feed.hasNextPage && (
        <Group justify="center" mt="md">
          <Button
            variant="default"
            loading={feed.isFetchingNextPage}
            onClick={() => void feed.fetchNextPage()}
          >
            Show older activities
          </Button>
        </Group>
      )}
    </>
  );
}
