import type { Activity } from '@talvio/contracts/activity';

/** Verbs after which the subject is gone: nothing to open. */
const goneAfter = new Set<Activity['verb']>(['job.deleted', 'candidate.deleted', 'candidate.erased']);

/**
 * docs/product/organisation.md, **activity links**: where an activity's subject can be opened by this person, or
 * null when it is gone, has no page of its own, or is for admins only and the person is not one.
 */
export function activitySubjectPath(activity: Activity, isAdmin: boolean): string | null {
  if (goneAfter.has(activity.verb)) return null;
  const id = activity.subject_id;
  switch (activity.subject_type) {
    case 'job':
      return id === null ? null : `/jobs/${id}`;
    case 'job_candidate':
      return id === null ? null : `/candidate-profile/${id}`;
    case 'candidate':
      return id === null ? null : `/my-talent-profile/${id}`;
    case 'user':
      return isAdmin && id !== null ? `/users/edit/${id}` : null;
    case 'organisation':
      return activity.verb === 'organisation.settings_changed' ? '/settings' : '/organisation';
    case 'talent_batch':
      return id === null ? null : `/upload-talent?batch=${id}`;
    case 'support_request':
      return '/support';
    case 'invoice':
    case 'subscription':
      return isAdmin ? '/billing' : null;
  }
}
