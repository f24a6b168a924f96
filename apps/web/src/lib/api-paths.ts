import { dashboardEarlyPaths } from '@talvio/domain/first-paint';

/**
 * Paths of GETs that the first screen of a page needs and that the app therefore sends before that page's code has
 * arrived (early-requests.ts). Kept apart from the queries so the first bundle does not carry the API client.
 */
export const currentUserPath = dashboardEarlyPaths.currentUser;
export const invitationCountPath = dashboardEarlyPaths.invitationCount;
