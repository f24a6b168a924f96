import type { Query, QueryClient } from '@tanstack/react-query';

/** Public answers (marked `meta: { public: true }`, e.g. the sign-in methods) belong to no session. */
const isSessionQuery = (query: Query) => query.meta?.public !== true;

/**
 * docs/product/sign-in.md, **session**: when a session ends nothing cached for it survives (another person may sign
 * in next on this browser). Public answers stay: removing a query cancels its fetch for good, and a sign-in screen
 * waiting on one would never show its buttons.
 */
export function forgetSession(client: QueryClient) {
  client.removeQueries({ predicate: isSessionQuery });
}
