/**
 * Paths of GETs that the first screen of a page needs and that the app therefore sends before that page's code has
 * arrived (early-requests.ts). Kept apart from the queries so the first bundle does not carry the API client.
 */
export const currentUserPath = '/users/current';
export const invitationCountPath = '/job-candidates/invitations/current/count';
