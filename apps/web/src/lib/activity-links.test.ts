import type { Activity } from '@talvio/contracts/activity';
import { describe, expect, it } from 'vitest';
import { activitySubjectPath } from './activity-links.ts';

const activity = (over: Partial<Activity>): Activity => ({
  id: 1,
  verb: 'job.published',
  subject_type: 'job',
  subject_id: 7,
  summary: 'Published Ward Clerk.',
  details: {},
  actor: { id: 3, name: 'Avery Admin' },
  created_at: '2026-11-01T10:00:00.000Z',
  ...over,
});

describe('activity links', () => {
  it('activity links: each subject opens its own page', () => {
    expect(activitySubjectPath(activity({}), false)).toBe('/jobs/7');
    expect(
      activitySubjectPath(activity({ verb: 'interview.decided', subject_type: 'job_candidate' }), false),
    ).toBe('/candidate-profile/7');
    expect(
      activitySubjectPath(activity({ verb: 'candidate.updated', subject_type: 'candidate' }), false),
    ).toBe('/my-talent-profile/7');
    expect(
      activitySubjectPath(
        activity({ verb: 'organisation.settings_changed', subject_type: 'organisation' }),
        false,
      ),
    ).toBe('/settings');
    expect(
      activitySubjectPath(activity({ verb: 'organisation.updated', subject_type: 'organisation' }), false),
    ).toBe('/organisation');
  });

  it('activity links: a deleted or erased subject is plain text', () => {
    expect(activitySubjectPath(activity({ verb: 'job.deleted' }), true)).toBeNull();
    expect(
      activitySubjectPath(activity({ verb: 'candidate.erased', subject_type: 'candidate' }), true),
    ).toBeNull();
    expect(
      activitySubjectPath(
        activity({ verb: 'candidate.bulk_tagged', subject_type: 'candidate', subject_id: null }),
        true,
      ),
    ).toBeNull();
  });

  it('activity links: accounts and billing open for admins only', () => {
    const user = activity({ verb: 'user.updated', subject_type: 'user' });
    expect(activitySubjectPath(user, true)).toBe('/users/edit/7');
    expect(activitySubjectPath(user, false)).toBeNull();
    const charge = activity({ verb: 'subscription.charged', subject_type: 'invoice' });
    expect(activitySubjectPath(charge, true)).toBe('/billing');
    expect(activitySubjectPath(charge, false)).toBeNull();
  });
});
