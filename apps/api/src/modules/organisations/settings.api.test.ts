import { describe, expect, it } from 'vitest';
import { newAdmin, newMember } from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();

const defaults = {
  notifications: { email_on_interview_completed: true, weekly_digest: false },
  interview_defaults: {
    mode: 'text',
    question_count: 8,
    answer_time_limit_seconds: 180,
    link_expiry_days: 7,
    allow_extra_time: false,
    confirm_public_link_email: true,
  },
  data_retention: { candidate_data_months: 24 },
  // Demographic questions stay off until an admin turns them on (docs/product/fairness.md).
  fairness: { collect_demographics: false },
};

describe('settings: GET/PATCH /organisation/settings', () => {
  it('returns the defaults while nothing is set', async () => {
    const admin = await newAdmin(t.url);
    const res = await admin.api('/api/organisation/settings');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...defaults, updated_at: null });
  });

  it('merges a partial change over the current values; members read them', async () => {
    const admin = await newAdmin(t.url);
    const member = await newMember(t.url, admin);
    const first = await admin.api('/api/organisation/settings', {
      method: 'PATCH',
      json: { interview_defaults: { question_count: 12, allow_extra_time: true } },
    });
    expect(first.status).toBe(200);
    const second = await admin.api('/api/organisation/settings', {
      method: 'PATCH',
      json: { notifications: { weekly_digest: true }, data_retention: { candidate_data_months: 6 } },
    });
    const expected = {
      notifications: { email_on_interview_completed: true, weekly_digest: true },
      interview_defaults: { ...defaults.interview_defaults, question_count: 12, allow_extra_time: true },
      data_retention: { candidate_data_months: 6 },
    };
    const body = (await second.json()) as typeof expected & { updated_at: string };
    expect(body).toMatchObject(expected);
    expect(Date.parse(body.updated_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await (await member.api('/api/organisation/settings')).json()).toEqual(body);
  });

  it('enforces the bounds (questions 3–20, expiry 1–60 days, retention 6–60 months), naming the field; nothing changes', async () => {
    const admin = await newAdmin(t.url);
    for (const [json, field] of [
      [{ interview_defaults: { question_count: 2 } }, 'interview_defaults.question_count'],
      [{ interview_defaults: { question_count: 21 } }, 'interview_defaults.question_count'],
      [{ interview_defaults: { question_count: 8.5 } }, 'interview_defaults.question_count'],
      [{ interview_defaults: { link_expiry_days: 0 } }, 'interview_defaults.link_expiry_days'],
      [{ interview_defaults: { link_expiry_days: 61 } }, 'interview_defaults.link_expiry_days'],
      [
        { interview_defaults: { answer_time_limit_seconds: 5 } },
        'interview_defaults.answer_time_limit_seconds',
      ],
      [{ interview_defaults: { mode: 'hologram' } }, 'interview_defaults.mode'],
      [{ data_retention: { candidate_data_months: 5 } }, 'data_retention.candidate_data_months'],
      [{ data_retention: { candidate_data_months: 61 } }, 'data_retention.candidate_data_months'],
      [{ notifications: { weekly_digest: 'yes' } }, 'notifications.weekly_digest'],
    ] as const) {
      const res = await admin.api('/api/organisation/settings', { method: 'PATCH', json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(((await res.json()) as { field: string }).field).toBe(field);
    }
    // A valid value next to an invalid one is not applied either.
    await admin.api('/api/organisation/settings', {
      method: 'PATCH',
      json: { notifications: { weekly_digest: true }, interview_defaults: { question_count: 99 } },
    });
    expect(await (await admin.api('/api/organisation/settings')).json()).toEqual({
      ...defaults,
      updated_at: null,
    });
  });

  it('accepts the bounds themselves and ignores unknown keys', async () => {
    const admin = await newAdmin(t.url);
    const res = await admin.api('/api/organisation/settings', {
      method: 'PATCH',
      json: {
        interview_defaults: { question_count: 20, link_expiry_days: 60, secret: 1 },
        data_retention: { candidate_data_months: 60 },
        plan: 'enterprise',
      },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, Record<string, unknown>>;
    expect(body.interview_defaults).toMatchObject({ question_count: 20, link_expiry_days: 60 });
    expect(body.interview_defaults).not.toHaveProperty('secret');
    expect(body).not.toHaveProperty('plan');
    const org = (await (await admin.api('/api/organisation/current')).json()) as { plan: string };
    expect(org.plan).toBe('free');
  });

  it('is per organisation and only admins change it', async () => {
    const a = await newAdmin(t.url);
    const b = await newAdmin(t.url);
    const member = await newMember(t.url, a);
    await a.api('/api/organisation/settings', {
      method: 'PATCH',
      json: { notifications: { weekly_digest: true } },
    });
    const refused = await member.api('/api/organisation/settings', {
      method: 'PATCH',
      json: { notifications: { weekly_digest: false } },
    });
    expect(refused.status).toBe(403);
    const bSettings = (await (await b.api('/api/organisation/settings')).json()) as typeof defaults;
    expect(bSettings.notifications.weekly_digest).toBe(false);
    const aSettings = (await (await a.api('/api/organisation/settings')).json()) as typeof defaults;
    expect(aSettings.notifications.weekly_digest).toBe(true);
  });
});
