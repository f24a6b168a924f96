import type { Problem } from '@talvio/contracts/common';
import type { TalentBatch, TalentPoolList } from '@talvio/contracts/talent';
import { beforeAll, describe, expect, it } from 'vitest';
import { invite, openJob, subscribe } from '../../testing/interview-fixtures.ts';
import { newAdmin, newMember, type StaffSession, uniqueEmail } from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let admin: StaffSession;

/** A CSV of profiles read into the pool: name, headline, location, skills and tags per row. */
async function addProfiles(staff: StaffSession, rows: [string, string, string, string, string][]) {
  const csv = [
    'name,email,headline,location,skills,tags',
    ...rows.map(([name, headline, location, skills, tags]) =>
      [name, uniqueEmail(name.split(' ')[0]!.toLowerCase()), headline, location, skills, tags]
        .map((v) => `"${v}"`)
        .join(','),
    ),
  ].join('\n');
  const batch = (await (
    await staff.api('/api/talent/batches', { method: 'POST', json: {} })
  ).json()) as TalentBatch;
  const form = new FormData();
  form.append('file', new Blob([csv]), 'pool.csv');
  expect(
    (await staff.api(`/api/talent/batches/${batch.id}/files`, { method: 'POST', body: form })).status,
  ).toBe(201);
  await t.app.talentQueue.settled();
}

async function pool(query: string, staff: StaffSession = admin): Promise<TalentPoolList> {
  const res = await staff.api(`/api/candidates?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TalentPoolList;
}
const names = (list: TalentPoolList) => list.items.map((item) => item.name);

beforeAll(async () => {
  admin = await newAdmin(t.url, { onboarded: true });
  await addProfiles(admin, [
    ['Joanna Kowalska', 'Staff Nurse', 'Leeds, UK', 'Triage;Wound care', 'night shift'],
    ['Marek Nowak', 'Agency Nurse', 'Leeds, UK', 'Triage', ''],
    ['Ana Souza', 'Backend Engineer', 'Lisbon, Portugal', 'Go;PostgreSQL;Kubernetes', 'referral'],
    ['Tom Becker', 'Frontend Engineer', 'Berlin, Germany', 'React;TypeScript', 'referral'],
  ]);
});

describe('talent pool', () => {
  it('search: words match names, titles and skills; the last word may be a start; names match anywhere', async () => {
    expect(names(await pool('q=nurse'))).toEqual(expect.arrayContaining(['Joanna Kowalska', 'Marek Nowak']));
    expect(names(await pool('q=kuber'))).toEqual(['Ana Souza']);
    expect(names(await pool('q=backend%20postgres'))).toEqual(['Ana Souza']);
    expect(names(await pool('q=plumber'))).toEqual([]);
    expect(names(await pool('q=oann'))).toEqual(['Joanna Kowalska']);
  });

  it('search: a quoted phrase, an exclusion and OR', async () => {
    expect(names(await pool(`q=${encodeURIComponent('"staff nurse"')}`))).toEqual(['Joanna Kowalska']);
    expect(names(await pool(`q=${encodeURIComponent('nurse -agency')}`))).toEqual(['Joanna Kowalska']);
    expect(names(await pool(`q=${encodeURIComponent('react OR kubernetes')}&sort=name`))).toEqual([
      'Ana Souza',
      'Tom Becker',
    ]);
  });

  it('search: best matches first, a change is found at once, an erased profile never', async () => {
    const own = await newAdmin(t.url, { onboarded: true });
    await addProfiles(own, [
      ['Piotr Nowak', 'Trainer', 'Gdansk, Poland', 'Teaching', 'lindqvist'],
      ['Zofia Lindqvist', 'Welder', 'Gdansk, Poland', 'Welding', 'shipyard'],
    ]);
    // A name weighs more than a tag.
    expect(names(await pool('q=lindqvist', own))).toEqual(['Zofia Lindqvist', 'Piotr Nowak']);
    expect(names(await pool('q=ndqvi', own))).toEqual(['Zofia Lindqvist']);
    const zofia = (await pool('q=zofia', own)).items[0]!;
    const edited = await own.api(`/api/candidates/${zofia.id}`, {
      method: 'PATCH',
      json: { headline: 'Pipe fitter' },
    });
    expect(edited.status).toBe(200);
    expect(names(await pool('q=fitter', own))).toEqual(['Zofia Lindqvist']);
    expect((await own.api(`/api/candidates/${zofia.id}/erase`, { method: 'POST' })).status).toBe(204);
    expect((await pool('q=fitter', own)).total).toBe(0);
    expect(names(await pool('q=lindqvist', own))).toEqual(['Piotr Nowak']);
    expect((await pool('q=ndqvi', own)).total).toBe(0);
  });

  it('filters: every skill (aliases too, any case), tags, location, source and never-interviewed', async () => {
    expect(names(await pool('skill=postgres&skill=go'))).toEqual(['Ana Souza']);
    expect(names(await pool('skill=triage,wound%20care'))).toEqual(['Joanna Kowalska']);
    expect(names(await pool('tag=referral&sort=name'))).toEqual(['Ana Souza', 'Tom Becker']);
    expect(names(await pool('location=leeds&sort=name'))).toEqual(['Joanna Kowalska', 'Marek Nowak']);
    expect((await pool('source=upload')).total).toBe(4);
    expect((await pool('source=manual')).total).toBe(0);
  });

  it('filters: invited or never invited, with each profile counting its interviews', async () => {
    const tom = (await pool('q=becker')).items[0]!;
    await subscribe(t.url, admin, 'starter');
    const job = await openJob(admin);
    expect((await invite(admin, job.id, [{ name: tom.name, email: tom.email! }])).status).toBe(201);
    // Another organisation's interviews never count here.
    const other = await newAdmin(t.url, { onboarded: true, organisationName: 'Elsewhere Ltd' });
    await subscribe(t.url, other, 'starter');
    const theirJob = await openJob(other);
    expect(
      (await invite(other, theirJob.id, [{ name: 'Someone Else', email: uniqueEmail('else') }])).status,
    ).toBe(201);

    const invited = await pool('interviewed=yes');
    expect(names(invited)).toEqual(['Tom Becker']);
    expect(invited.items[0]!.interviews).toBe(1);
    const never = await pool('interviewed=no&sort=name');
    expect(names(never)).toEqual(['Ana Souza', 'Joanna Kowalska', 'Marek Nowak']);
    expect(never.items.map((item) => item.interviews)).toEqual([0, 0, 0]);
  });

  it('sort and pages: by name a page at a time, with the total across pages', async () => {
    const first = await pool('sort=name&page_size=3');
    expect(first).toMatchObject({ total: 4, page: 1, page_size: 3 });
    expect(names(first)).toEqual(['Ana Souza', 'Joanna Kowalska', 'Marek Nowak']);
    expect(names(await pool('sort=name&page_size=3&page=2'))).toEqual(['Tom Becker']);
    expect(names(await pool('sort=name&order=desc&page_size=1'))).toEqual(['Tom Becker']);
  });

  it('who may see what: members see the pool; another organisation sees none of it; anonymous callers get 401', async () => {
    const member = await newMember(t.url, admin);
    expect((await pool('', member)).total).toBe(4);
    const outsider = await newAdmin(t.url, { onboarded: true, organisationName: 'Other Org' });
    expect(await pool('q=nurse', outsider)).toMatchObject({ total: 0, items: [] });
    expect((await fetch(`${t.url}/api/candidates`)).status).toBe(401);
  });

  it('bad input: a filter out of range is refused naming it', async () => {
    const res = await admin.api('/api/candidates?min_years=-1');
    expect(res.status).toBe(400);
    expect(((await res.json()) as Problem).detail).toMatch(/min_years/);
    expect((await admin.api('/api/candidates?sort=salary')).status).toBe(400);
  });
});
