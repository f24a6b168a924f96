import type { ActivityList, ActivityListQuery } from '@talvio/contracts/activity';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

type Filters = Omit<ActivityListQuery, 'cursor'>;

/** GET /activities: the organisation's feed, newest first, one page per cursor. */
export const activitiesQuery = (filters: Filters) =>
  infiniteQueryOptions({
    queryKey: ['activities', filters],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries({ ...filters, cursor: pageParam ?? undefined })) {
        if (value !== undefined && value !== '') params.set(key, String(value));
      }
      return apiFetch<ActivityList>(`/activities?${params}`);
    },
    getNextPageParam: (last) => last.next_cursor,
  });
