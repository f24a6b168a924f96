import { describe, expect, it } from 'vitest';
import { invite, openJob, subscribe } from '../../testing/interview-fixtures.ts';
import { newAdmin, newMember, uniqueEmail } from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();

const onboarding = {
  name: 'Acme Hiring Co',
  industry: 'Technology',
  size: '11-50',
  website: 'acme.example',
  country: 'in',
  city: 'Bengaluru',
};

describe('onboarding: PUT /organisation/onboard (onboarded false hides the sidebar; true shows it)', () => {
  it('onboarding: onboarding sets onboarded = true on the current user', async () => {
    const admin = await newAdmin(t.url);
    const res = await admin.api('/api/organisation/onboard', { method: 'PUT', json: onboarding });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'Acme Hiring Co',
      country: 'IN',
      website: 'https://acme.example',
      onboarded: true,
    });
    const me = (await (await admin.api('/api/users/current')).json()) as {
      onboarded: boolean;
      organisation_name: string;
    };
    expect(me.onboarded).toBe(true);
    expect(me.organisation_name).toBe('Acme Hiring Co');
  });

  it('names the offending field and changes nothing on bad input', async () => {
    const admin = await newAdmin(t.url);
    for (const [field, value] of [
      ['size', 'huge'],
      ['country', 'India'],
      ['name', 'A'],
      ['website', 'not a url at all'],
    ] as const) {
      const res = await admin.api('/api/organisation/onboard', {
        method: 'PUT',
        json: { ...onboarding, [field]: value },
      });
      expect(res.status, field).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(((await res.json()) as { field: string }).field).toBe(field);
    }
    const org = (await (await admin.api('/api/organisation/current')).json()) as {
      onboarded: boolean;
      name: string;
    };
    expect(org).toMatchObject({ onboarded: false, name: 'Acme Hiring Co' });
  });
});

describe('GET/PATCH /organisation/current', () => {
  it('returns the organisation and applies only the given changes', async () => {
    const admin = await newAdmin(t.url, { onboarded: true });
    const res = await admin.api('/api/organisation/current', {
      method: 'PATCH',
      json: { city: 'Mysuru', plan: 'enterprise' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      city: 'Mysuru',
      industry: 'Technology',
      plan: 'free',
      onboarded: true,
    });
  });

  it('is scoped to the caller’s organisation', async () => {
    const a = await newAdmin(t.url, { onboarded: true, organisationName: 'Org A' });
    const b = await newAdmin(t.url, { onboarded: true, organisationName: 'Org B' });
    await b.api('/api/organisation/current', { method: 'PATCH', json: { name: 'Org B renamed' } });
    const orgA = (await (await a.api('/api/organisation/current')).json()) as { name: string };
    expect(orgA.name).toBe('Org A');
  });
});

describe('GET /organisation/overview', () => {
  const overview = async (session: Awaited<ReturnType<typeof newAdmin>>) => {
    const res = await session.api('/api/organisation/overview');
    expect(res.status).toBe(200);
    return res.json();
  };

  it('getting started: a new organisation has no talent, no colleague and no interview yet', async () => {
    const admin = await newAdmin(t.url, { onboarded: true });
    expect(await overview(admin)).toEqual({
      talent_profiles: 0,
      uploaded_profiles: 0,
      active_users: 1,
      interviews: 0,
    });
  });

  it('getting started: uploads, colleagues and invitations are counted for good, in this organisation only', async () => {
    const admin = await newAdmin(t.url, { onboarded: true });
    const other = await newAdmin(t.url, { onboarded: true });
    const member = await newMember(t.url, admin);

    const batch = (await (await admin.api('/api/talent/batches', { method: 'POST', json: {} })).json()) as {
      id: number;
    };
    const form = new FormData();
    form.append(
      'file',
      new Blob([Buffer.from('name,email\nAda Quinn,ada.quinn@example.test\nBo Lind,bo.lind@example.test\n')]),
      'people.csv',
    );
    expect(
      (await admin.api(`/api/talent/batches/${batch.id}/files`, { method: 'POST', body: form })).status,
    ).toBe(201);
    await t.app.talentQueue.settled();

    await subscribe(t.url, admin, 'starter');
    const job = await openJob(admin);
    expect((await invite(member, job.id, [{ name: 'Cy Reed', email: uniqueEmail('cy') }])).status).toBe(201);

    // The invited candidate joins the pool as a profile of its own, not an upload.
    expect(await overview(member)).toEqual({
      talent_profiles: 3,
      uploaded_profiles: 2,
      active_users: 2,
      interviews: 1,
    });
    expect(await overview(other)).toMatchObject({ talent_profiles: 0, active_users: 1, interviews: 0 });
  });
});
