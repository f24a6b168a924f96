import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { currentUserId, newAdmin, newMember, uniqueEmail } from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();

interface ActivityBody {
  id: number;
  verb: string;
  subject_type: string;
  subject_id: number | null;
  summary: string;
  details: Record<string, unknown>;
  actor: { id: number; name: string } | null;
  created_at: string;
}
interface ActivityListBody {
  items: ActivityBody[];
  next_cursor: string | null;
}

describe('activity: GET /activities', () => {
  it('every change writes an activity row with actor, verb and subject', async () => {
    const admin = await newAdmin(t.url, { onboarded: true });
    const adminId = await currentUserId(admin);
    const member = await newMember(t.url, admin, { name: 'Mia Member' });
    await admin.api(`/api/users/${member.id}`, {
      method: 'PUT',
      json: { name: 'Mia Renamed', is_admin: false, is_active: true },
    });
    await member.api('/api/users/current', { method: 'PATCH', json: { currency: 'INR' } });
    await admin.api('/api/organisation/current', { method: 'PATCH', json: { city: 'Mysuru' } });
    const form = new FormData();
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3b3a9e' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    expect((await admin.api('/api/company/profile-image', { method: 'POST', body: form })).status).toBe(200);
    await admin.api('/api/organisation/settings', {
      method: 'PATCH',
      json: { interview_defaults: { question_count: 10 } },
    });
    const support = (await (
      await member.api('/api/support/contact', {
        method: 'POST',
        json: { category: 'general', subject: 'A question', message: 'How do I invite a candidate?' },
      })
    ).json()) as { id: number };
    await admin.api(`/api/users/${member.id}`, {
      method: 'PUT',
      json: { name: 'Mia Renamed', is_admin: false, is_active: false },
    });

    const res = await admin.api('/api/activities?limit=50');
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as ActivityListBody;
    const summary = items.map((a) => [a.verb, a.subject_type, a.subject_id, a.actor?.id]);
    const orgId = ((await (await admin.api('/api/users/current')).json()) as { organisation_id: number })
      .organisation_id;
    expect(summary).toEqual([
      ['user.deactivated', 'user', member.id, adminId],
      ['support.request_sent', 'support_request', support.id, member.id],
      ['organisation.settings_changed', 'organisation', orgId, adminId],
      ['organisation.logo_changed', 'organisation', orgId, adminId],
      ['organisation.updated', 'organisation', orgId, adminId],
      ['profile.updated', 'user', member.id, member.id],
      ['user.updated', 'user', member.id, adminId],
      ['user.created', 'user', member.id, adminId],
      ['organisation.updated', 'organisation', orgId, adminId],
    ]);
    const created = items.find((a) => a.verb === 'user.created');
    expect(created?.summary).toContain('Mia Member');
    expect(created?.actor).toEqual({ id: adminId, name: 'Ada Admin' });
    expect(items.find((a) => a.verb === 'user.updated')?.details).toMatchObject({ changes: ['name'] });
    expect(items.find((a) => a.verb === 'organisation.settings_changed')?.details).toMatchObject({
      changes: ['interview_defaults.question_count'],
    });
    // Newest first.
    const times = items.map((a) => Date.parse(a.created_at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });

  it('a refused change writes no activity', async () => {
    const admin = await newAdmin(t.url);
    const adminId = await currentUserId(admin);
    await admin.api(`/api/users/${adminId}`, {
      method: 'PUT',
      json: { name: 'Ada Admin', is_admin: false, is_active: true },
    });
    await admin.api('/api/users', { method: 'POST', json: { name: 'Bad', email: 'nope' } });
    await admin.api('/api/organisation/settings', {
      method: 'PATCH',
      json: { data_retention: { candidate_data_months: 1 } },
    });
    await admin.api('/api/users/current', { method: 'PATCH', json: { name: 'Ada Admin' } });
    const { items } = (await (await admin.api('/api/activities')).json()) as ActivityListBody;
    expect(items).toEqual([]);
  });

  it("is scoped to the caller's organisation, pages with a cursor and filters by verb and actor", async () => {
    const admin = await newAdmin(t.url);
    const other = await newAdmin(t.url);
    await other.api('/api/users', { method: 'POST', json: { name: 'Other Org User', email: uniqueEmail() } });
    const member = await newMember(t.url, admin);
    for (const name of ['One', 'Two', 'Three']) {
      await admin.api(`/api/users/${member.id}`, {
        method: 'PUT',
        json: { name, is_admin: false, is_active: true },
      });
    }
    await member.api('/api/users/current', { method: 'PATCH', json: { name: 'Four' } });

    const all = (await (await member.api('/api/activities')).json()) as ActivityListBody;
    expect(all.items).toHaveLength(5);
    expect(all.items.every((a) => !a.summary.includes('Other Org User'))).toBe(true);

    const page1 = (await (await admin.api('/api/activities?limit=2')).json()) as ActivityListBody;
    expect(page1.items).toHaveLength(2);
    expect(page1.next_cursor).toBeTruthy();
    const page2 = (await (
      await admin.api(`/api/activities?limit=2&cursor=${page1.next_cursor}`)
    ).json()) as ActivityListBody;
    const page3 = (await (
      await admin.api(`/api/activities?limit=2&cursor=${page2.next_cursor}`)
    ).json()) as ActivityListBody;
    expect(page3.next_cursor).toBeNull();
    expect([...page1.items, ...page2.items, ...page3.items].map((a) => a.id)).toEqual(
      all.items.map((a) => a.id),
    );

    const updates = (await (await admin.api('/api/activities?verb=user.updated')).json()) as ActivityListBody;
    expect(updates.items.map((a) => a.summary)).toEqual([
      'Updated Three (name).',
      'Updated Two (name).',
      'Updated One (name).',
    ]);
    const byMember = (await (
      await admin.api(`/api/activities?actor_user_id=${member.id}`)
    ).json()) as ActivityListBody;
    expect(byMember.items.map((a) => a.verb)).toEqual(['profile.updated']);
    const future = (await (
      await admin.api(
        `/api/activities?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
      )
    ).json()) as ActivityListBody;
    expect(future.items).toEqual([]);

    // The person filter offers the colleagues who appear in the feed, this organisation's only.
    const people = (await (await member.api('/api/activities/people')).json()) as {
      items: { id: number; name: string }[];
    };
    const adminName = ((await (await admin.api('/api/users/current')).json()) as { name: string }).name;
    expect(people.items).toEqual(
      [
        { id: await currentUserId(admin), name: adminName },
        { id: member.id, name: 'Four' },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('refuses a forged cursor or an unknown verb with a problem naming the parameter', async () => {
    const admin = await newAdmin(t.url);
    for (const [query, field] of [
      ['cursor=not-a-cursor', 'cursor'],
      ['verb=user.exploded', 'verb'],
      ['limit=500', 'limit'],
    ] as const) {
      const res = await admin.api(`/api/activities?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { field: string }).field).toBe(field);
    }
  });
});
