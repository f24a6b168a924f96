import type { ActivityList, ActivityListQuery, ActivityPeople } from '@talvio/contracts/activity';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { activityKeys } from '../../../lib/query-keys.ts';
import { toParams } from '../../../lib/query-string.ts';

type Filters = Omit<ActivityListQuery, 'cursor'>;

/** GET /activities: the organisation's feed, newest first, one page per cursor. */
export const activitiesQuery = (filters: Filters) =>
  infiniteQueryOptions({
    queryKey: activityKeys.feed(filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      apiFetch<ActivityList>(`/activities?${toParams({ ...filters, cursor: pageParam ?? undefined })}`),
    getNextPageParam: (last) => last.next_cursor,
  });

/** GET /activities/people: the colleagues the feed can be filtered by. */
export const activityPeopleQuery = () =>
  queryOptions({
    queryKey: activityKeys.people(),
    queryFn: () => apiFetch<ActivityPeople>('/activities/people'),
  });
