import type { ActivityList } from '@talvio/contracts/activity';
import type { Problem } from '@talvio/contracts/common';
import type { TalentBatch, TalentPoolList } from '@talvio/contracts/talent';
import type {
  BulkInviteResult,
  BulkResult,
  BulkTagResult,
  SavedSearch,
  SavedSearchList,
} from '@talvio/contracts/talent-pool';
import { candidates } from '@talvio/db/schema';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invite, openJob, subscribe } from '../../testing/interview-fixtures.ts';
import {
  newAdmin,
  newMember,
  outboxFor,
  type StaffSession,
  uniqueEmail,
} from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let admin: StaffSession;
let member: StaffSession;
let outsider: StaffSession;
/** An open job of the first organisation, with interview questions. */
let jobId: number;

/** A CSV of profiles read into the pool: name, headline, location, skills and tags per row; their e-mails. */
async function addProfiles(staff: StaffSession, rows: [string, string, string, string, string][]) {
  const emails = rows.map(([name]) => uniqueEmail(name.replace(/[^a-z]/gi, '').toLowerCase() || 'x'));
  const csv = [
    'name,email,headline,location,skills,tags',
    ...rows.map(([name, headline, location, skills, tags], i) =>
      [name, emails[i], headline, location, skills, tags]
        .map((v) => `"${String(v).replaceAll('"', '""')}"`)
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
  return emails;
}

async function pool(query: string, staff: StaffSession = admin): Promise<TalentPoolList> {
  const res = await staff.api(`/api/candidates?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TalentPoolList;
}
const names = (list: TalentPoolList) => list.items.map((item) => item.name);
const idOf = async (name: string, staff: StaffSession = admin) =>
  (await pool(`q=${encodeURIComponent(`"${name}"`)}`, staff)).items[0]!.id;

async function post<T>(staff: StaffSession, path: string, json: unknown, status = 200): Promise<T> {
  const res = await staff.api(path, { method: 'POST', json });
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

async function problem(res: Response, status: number): Promise<Problem> {
  expect(res.status, await res.clone().text()).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  return (await res.json()) as Problem;
}

async function activities(verb: string, staff: StaffSession = admin) {
  const res = await staff.api(`/api/activities?verb=${verb}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as ActivityList).items;
}

const tagsOf = async (name: string) => (await pool(`q=${encodeURIComponent(`"${name}"`)}`)).items[0]!.tags;

beforeAll(async () => {
  admin = await newAdmin(t.url, { onboarded: true, organisationName: 'Pool Bulk Ltd' });
  member = await newMember(t.url, admin);
  outsider = await newAdmin(t.url, { onboarded: true, organisationName: 'Pool Bulk Outsider' });
  await subscribe(t.url, admin, 'starter');
  jobId = (await openJob(admin)).id;
  await addProfiles(admin, [
    ['Joanna Kowalska', 'Staff Nurse', 'Leeds, UK', 'Triage;Wound care', 'night shift'],
    ['Marek Nowak', 'Agency Nurse', 'Leeds, UK', 'Triage', ''],
    ['Ana Souza', 'Backend Engineer', 'Lisbon, Portugal', 'Go;PostgreSQL', 'referral'],
    ['Tom Becker', 'Frontend Engineer', 'Berlin, Germany', 'React;TypeScript', 'Referral'],
    ['Priya Shah', 'Data Engineer', 'Pune, India', 'Python;SQL', ''],
  ]);
  await addProfiles(outsider, [['Olga Other', 'Staff Nurse', 'Oslo, Norway', 'Triage', 'referral']]);
});

describe('last activity', () => {
  it('last activity: profiles active within a period, or quiet for at least one; an interview event counts, the list says when', async () => {
    const priya = await idOf('Priya Shah');
    const marek = await idOf('Marek Nowak');
    // Priya and Marek last changed 100 days ago.
    await t.app.ctx.db
      .update(candidates)
      .set({
        updatedAt: sql`now() - interval '100 days'`,
        lastActivityAt: sql`now() - interval '100 days'`,
      })
      .where(inArray(candidates.id, [priya, marek]));

    expect(names(await pool('inactive_for=90d&sort=name'))).toEqual(['Marek Nowak', 'Priya Shah']);
    expect(names(await pool('active_within=30d&sort=name'))).toEqual([
      'Ana Souza',
      'Joanna Kowalska',
      'Tom Becker',
    ]);
    expect((await pool('active_within=365d&inactive_for=30d')).total).toBe(2);
    // Combined with the search and other filters.
    expect(names(await pool('q=nurse&inactive_for=90d'))).toEqual(['Marek Nowak']);

    // Inviting Marek to an interview is activity; his profile itself did not change.
    const marekRow = (await pool('q=marek')).items[0]!;
    expect((await invite(admin, jobId, [{ name: marekRow.name, email: marekRow.email! }])).status).toBe(201);
    const after = (await pool('active_within=7d&q=marek')).items[0]!;
    expect(after.name).toBe('Marek Nowak');
    expect(Date.parse(after.updated_at)).toBeLessThan(Date.now() - 99 * 86_400_000);
    expect(Date.parse(after.last_activity_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(names(await pool('inactive_for=90d'))).toEqual(['Priya Shah']);

    // A change to the profile is activity too.
    const res = await admin.api(`/api/candidates/${priya}`, {
      method: 'PATCH',
      json: { headline: 'Data Lead' },
    });
    expect(res.status).toBe(200);
    expect((await pool('inactive_for=7d')).total).toBe(0);
  });

  it('last activity: never before the last change, whatever a write sets', async () => {
    const ana = await idOf('Ana Souza');
    await t.app.ctx.db
      .update(candidates)
      .set({ updatedAt: sql`now()`, lastActivityAt: sql`now() - interval '400 days'` })
      .where(eq(candidates.id, ana));
    const [row] = await t.app.ctx.db
      .select({ updatedAt: candidates.updatedAt, lastActivityAt: candidates.lastActivityAt })
      .from(candidates)
      .where(eq(candidates.id, ana));
    expect(row!.lastActivityAt.getTime()).toBeGreaterThanOrEqual(row!.updatedAt.getTime());
    expect(names(await pool('q=ana'))).toEqual(['Ana Souza']);
    expect((await pool('inactive_for=90d&q=ana')).total).toBe(0);
  });

  it('last activity: a period that does not exist is refused naming the parameter', async () => {
    expect((await problem(await admin.api('/api/candidates?active_within=2d'), 400)).detail).toMatch(
      /active_within/,
    );
    expect((await problem(await admin.api('/api/candidates?inactive_for=forever'), 400)).detail).toMatch(
      /inactive_for/,
    );
  });
});

describe('saved searches', () => {
  const filters = { q: 'nurse -agency', location: 'leeds', skill: 'triage', sort: 'name' as const };

  it('saved searches: saved under a name with the search, filters and sort, listed to their owner, re-applied as they were', async () => {
    const saved = await post<SavedSearch>(
      member,
      '/api/talent/saved-searches',
      { name: 'Leeds nurses', filters },
      201,
    );
    expect(saved).toMatchObject({
      name: 'Leeds nurses',
      shared: false,
      mine: true,
      filters: { q: 'nurse -agency', location: 'leeds', skill: ['triage'], sort: 'name' },
    });
    const list = (await (await member.api('/api/talent/saved-searches')).json()) as SavedSearchList;
    expect(list.limit).toBe(50);
    expect(list.items.map((s) => s.name)).toEqual(['Leeds nurses']);
    // Its filters are the list's query parameters: the same profiles come back.
    const { skill, ...rest } = list.items[0]!.filters;
    const query = new URLSearchParams({ ...(rest as Record<string, string>), skill: skill!.join(',') });
    expect(names(await pool(query.toString(), member))).toEqual(['Joanna Kowalska']);

    // Renamed, and its filters replaced.
    const renamed = await member.api(`/api/talent/saved-searches/${saved.id}`, {
      method: 'PATCH',
      json: { name: 'Nurses in Leeds', filters: { ...filters, active_within: '30d' } },
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      name: 'Nurses in Leeds',
      filters: { active_within: '30d' },
    });
  });

  it('saved searches: private to their owner unless shared; only the owner changes or deletes one', async () => {
    const mine = await post<SavedSearch>(
      admin,
      '/api/talent/saved-searches',
      { name: 'Engineers', filters: { q: 'engineer' } },
      201,
    );
    const listed = async (staff: StaffSession) =>
      ((await (await staff.api('/api/talent/saved-searches')).json()) as SavedSearchList).items.map(
        (s) => s.name,
      );
    expect(await listed(member)).not.toContain('Engineers');

    // Shared: everyone in the organisation sees it, after their own; nobody elsewhere does.
    const shared = await admin.api(`/api/talent/saved-searches/${mine.id}`, {
      method: 'PATCH',
      json: { shared: true },
    });
    expect(shared.status).toBe(200);
    const memberList = (await (await member.api('/api/talent/saved-searches')).json()) as SavedSearchList;
    const seen = memberList.items.find((s) => s.id === mine.id);
    expect(seen).toMatchObject({ name: 'Engineers', shared: true, mine: false });
    expect(seen?.owner_name).toBeTruthy();
    expect(memberList.items.at(-1)?.id).toBe(mine.id);
    expect(await listed(outsider)).toEqual([]);

    // Another person (of this organisation or another) can neither change nor delete it.
    for (const other of [member, outsider]) {
      await problem(
        await other.api(`/api/talent/saved-searches/${mine.id}`, {
          method: 'PATCH',
          json: { name: 'Mine now' },
        }),
        404,
      );
      await problem(await other.api(`/api/talent/saved-searches/${mine.id}`, { method: 'DELETE' }), 404);
    }
    expect((await admin.api(`/api/talent/saved-searches/${mine.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await admin.api(`/api/talent/saved-searches/${mine.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('saved searches: names are unique per person without case; another person may use the same name', async () => {
    await post(
      admin,
      '/api/talent/saved-searches',
      { name: 'Night shift', filters: { tag: ['night shift'] } },
      201,
    );
    const taken = await problem(
      await admin.api('/api/talent/saved-searches', {
        method: 'POST',
        json: { name: 'NIGHT SHIFT', filters: {} },
      }),
      409,
    );
    expect(taken).toMatchObject({ code: 'saved_search_name_taken', field: 'name' });
    expect(taken.detail).toMatch(/NIGHT SHIFT/);
    await post(member, '/api/talent/saved-searches', { name: 'Night shift', filters: {} }, 201);
    // Renaming onto a taken name is refused the same way.
    const other = await post<SavedSearch>(
      admin,
      '/api/talent/saved-searches',
      { name: 'Day shift', filters: {} },
      201,
    );
    const rename = await admin.api(`/api/talent/saved-searches/${other.id}`, {
      method: 'PATCH',
      json: { name: 'night shift' },
    });
    expect((await problem(rename, 409)).field).toBe('name');
  });

  it('saved searches: at most 50 each; bad input is refused naming the field and saves nothing', async () => {
    const owner = await newMember(t.url, admin, { name: 'Keen Saver' });
    for (let i = 1; i <= 50; i++)
      await post(
        owner,
        '/api/talent/saved-searches',
        { name: `Search ${i}`, filters: { q: `word${i}` } },
        201,
      );
    const full = await problem(
      await owner.api('/api/talent/saved-searches', {
        method: 'POST',
        json: { name: 'One more', filters: {} },
      }),
      409,
    );
    expect(full.code).toBe('saved_search_limit_reached');
    expect(full.detail).toMatch(/50/);

    const bad = async (json: unknown, field: RegExp) => {
      const res = await admin.api('/api/talent/saved-searches', { method: 'POST', json });
      expect((await problem(res, 400)).detail).toMatch(field);
    };
    await bad({ name: '  ', filters: {} }, /name/);
    await bad({ name: 'x'.repeat(81), filters: {} }, /name/);
    await bad({ name: 'Old hands', filters: { min_years: 99 } }, /filters\.min_years/);
    await bad({ name: 'Old hands', filters: { page: 2 } }, /filters/);
    await bad({ name: 'Old hands', filters: { sort: 'salary' } }, /filters\.sort/);
    await bad({ name: 'Old hands' }, /filters/);
    const patch = await admin.api('/api/talent/saved-searches/1', { method: 'PATCH', json: {} });
    expect(patch.status).toBe(400);
    const list = (await (await admin.api('/api/talent/saved-searches')).json()) as SavedSearchList;
    expect(list.items.some((s) => s.name === 'Old hands')).toBe(false);
  });
});

describe('bulk tag and undo', () => {
  it('bulk tag and undo: tags picked profiles (without case, never twice), answers counts and skips, and undo takes back only that change', async () => {
    const ana = await idOf('Ana Souza');
    const tom = await idOf('Tom Becker');
    const joanna = await idOf('Joanna Kowalska');
    const before = (await activities('candidate.bulk_tagged')).length;
    const result = await post<BulkTagResult>(admin, '/api/candidates/bulk/tags', {
      selection: { ids: [ana, tom, joanna, tom] },
      action: 'add',
      tags: ['shortlist', 'REFERRAL'],
    });
    expect(result).toMatchObject({ selected: 3, done: 3, skipped: [] });
    expect(await tagsOf('Ana Souza')).toEqual(['referral', 'shortlist']);
    expect(await tagsOf('Tom Becker')).toEqual(['Referral', 'shortlist']);
    expect(await tagsOf('Joanna Kowalska')).toEqual(['night shift', 'shortlist', 'REFERRAL']);
    const entries = await activities('candidate.bulk_tagged');
    expect(entries.length).toBe(before + 1);
    expect(entries[0]!.summary).toBe('Tagged 3 profiles: added "shortlist", "REFERRAL".');

    // Nothing left to change is a skip with its reason.
    const again = await post<BulkTagResult>(admin, '/api/candidates/bulk/tags', {
      selection: { ids: [ana] },
      action: 'add',
      tags: ['Shortlist'],
    });
    expect(again).toMatchObject({ done: 0, skipped: [{ id: ana, name: 'Ana Souza', reason: 'no_change' }] });
    expect(again.skipped[0]!.message).toBeTruthy();

    // Removing, without case; then both taken back, each only as far as it went.
    const removal = await post<BulkTagResult>(admin, '/api/candidates/bulk/tags', {
      selection: { ids: [joanna, ana] },
      action: 'remove',
      tags: ['NIGHT SHIFT'],
    });
    expect(removal).toMatchObject({ done: 1, skipped: [{ id: ana, reason: 'no_change' }] });
    expect(await tagsOf('Joanna Kowalska')).toEqual(['shortlist', 'REFERRAL']);
    expect((await post<BulkResult>(admin, '/api/candidates/bulk/tags/undo', removal.undo)).done).toBe(1);
    const undone = await post<BulkResult>(admin, '/api/candidates/bulk/tags/undo', result.undo);
    expect(undone).toMatchObject({ selected: 3, done: 3, skipped: [] });
    expect(await tagsOf('Ana Souza')).toEqual(['referral']);
    expect(await tagsOf('Tom Becker')).toEqual(['Referral']);
    expect(await tagsOf('Joanna Kowalska')).toEqual(['night shift']);
    expect((await activities('candidate.bulk_tag_undone')).length).toBe(2);
  });

  it('bulk tag and undo: "all matching" acts on every profile of the search when the count shown still holds', async () => {
    const query = { q: 'engineer', location: '' };
    const shown = (await pool('q=engineer')).total;
    const result = await post<BulkTagResult>(admin, '/api/candidates/bulk/tags', {
      selection: { query, count: shown },
      action: 'add',
      tags: ['tech'],
    });
    expect(result).toMatchObject({ selected: shown, done: shown });
    expect((await pool('tag=tech')).total).toBe(shown);

    // The list changed since it was shown: refused, nothing tagged.
    const stale = await admin.api('/api/candidates/bulk/tags', {
      method: 'POST',
      json: { selection: { query, count: shown + 1 }, action: 'add', tags: ['stale'] },
    });
    expect(await problem(stale, 409)).toMatchObject({ code: 'selection_changed', field: 'selection.count' });
    expect((await pool('tag=stale')).total).toBe(0);
    await post(admin, '/api/candidates/bulk/tags/undo', result.undo);
  });

  it('bulk tag and undo: another organisation’s profiles are skipped as not found and stay as they were', async () => {
    const olga = await idOf('Olga Other', outsider);
    const ana = await idOf('Ana Souza');
    const result = await post<BulkTagResult>(admin, '/api/candidates/bulk/tags', {
      selection: { ids: [olga, ana] },
      action: 'add',
      tags: ['poached'],
    });
    expect(result).toMatchObject({
      selected: 2,
      done: 1,
      skipped: [{ id: olga, name: null, reason: 'not_found' }],
    });
    expect((await pool('q=olga', outsider)).items[0]!.tags).toEqual(['referral']);
    // Nor can an undo reach them.
    const undo = await post<BulkResult>(outsider, '/api/candidates/bulk/tags/undo', result.undo);
    expect(undo).toMatchObject({ done: 0, skipped: [{ id: ana, reason: 'not_found' }] });
    expect(await tagsOf('Ana Souza')).toContain('poached');
    await post(admin, '/api/candidates/bulk/tags/undo', result.undo);
  });

  it('bulk tag and undo: bad input is refused naming the field, and nothing changes', async () => {
    const ana = await idOf('Ana Souza');
    const bad = async (json: unknown, field: string) => {
      const res = await admin.api('/api/candidates/bulk/tags', { method: 'POST', json });
      const body = await problem(res, 400);
      expect(body.detail).toContain(field);
    };
    const add = { action: 'add', tags: ['x'] };
    await bad({ selection: { ids: [ana] }, action: 'add' }, 'tags');
    await bad({ selection: { ids: [ana] }, action: 'add', tags: [] }, 'tags');
    await bad({ selection: { ids: [ana] }, action: 'rename', tags: ['x'] }, 'action');
    await bad({ selection: { ids: [] }, ...add }, 'selection.ids');
    await bad({ selection: { ids: Array.from({ length: 1001 }, (_, i) => i + 1) }, ...add }, 'selection');
    await bad({ selection: {}, ...add }, 'selection');
    await bad({ selection: { ids: [ana], query: {} }, ...add }, 'selection');
    await bad({ selection: { query: { q: 'nurse' } }, ...add }, 'selection');
    await bad({ selection: { query: { min_years: -1 }, count: 1 }, ...add }, 'selection');
    await bad({ selection: { ids: [ana] }, action: 'add', tags: ['x'.repeat(41)] }, 'tags.0');
    await bad(
      { selection: { ids: [ana] }, action: 'add', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      'tags',
    );
    await bad({ selection: { ids: [ana] }, ...add, everything: true }, 'everything');
    expect(await tagsOf('Ana Souza')).toEqual(['referral']);
    // More matching profiles than a tagging takes at once.
    const tooMany = await admin.api('/api/candidates/bulk/tags', {
      method: 'POST',
      json: { selection: { query: {}, count: 1001 }, action: 'add', tags: ['x'] },
    });
    expect(await problem(tooMany, 422)).toMatchObject({ code: 'selection_too_large', field: 'selection' });
  });
});

describe('export CSV', () => {
  it('export CSV: the picked profiles, or all matching, with the columns named; formulas neutralised; one activity entry', async () => {
    const [email] = await addProfiles(admin, [
      ['=HYPERLINK("http://evil.test")', '+Sales', 'Leeds, UK', '@risk', '-x'],
    ]);
    const evil = (await pool(`q=${encodeURIComponent(email!)}`)).items[0]!;
    const ana = await idOf('Ana Souza');
    const res = await admin.api('/api/candidates/bulk/export', {
      method: 'POST',
      json: { selection: { ids: [ana, evil.id] } },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="talent-pool-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('name,email,phone,location,headline,skills,total_years,tags,source,updated_at');
    expect(lines[1]).toMatch(
      /^Ana Souza,ana[^,]*@example\.test,,"Lisbon, Portugal",Backend Engineer,Go; PostgreSQL,,referral,upload,20\d\d-/,
    );
    expect(lines[2]).toContain(
      `"'=HYPERLINK(""http://evil.test"")",${email},,"Leeds, UK",'+Sales,'@risk,,'-x,upload,`,
    );

    const shown = (await pool('location=leeds')).total;
    const all = await admin.api('/api/candidates/bulk/export', {
      method: 'POST',
      json: { selection: { query: { location: 'leeds', sort: 'name' }, count: shown } },
    });
    const rows = (await all.text()).trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(shown);
    expect(rows.filter((row) => row.startsWith(`"'=HYPERLINK`))).toHaveLength(1);
    const exported = await activities('candidate.exported');
    expect(exported.map((a) => a.summary)).toEqual([
      `Exported ${shown} profiles as CSV.`,
      'Exported 2 profiles as CSV.',
    ]);
    // Another organisation's export names none of these profiles.
    const theirs = await outsider.api('/api/candidates/bulk/export', {
      method: 'POST',
      json: { selection: { ids: [ana] } },
    });
    expect((await theirs.text()).trimEnd().split('\r\n')).toHaveLength(1);
  });
});

describe('bulk delete', () => {
  it('bulk delete: the picked profiles are erased as one erased by hand is; others (and other organisations’) stay; each erasure recorded without the name', async () => {
    await addProfiles(admin, [
      ['Del One', 'Temp', 'Leeds, UK', '', 'to delete'],
      ['Del Two', 'Temp', 'Leeds, UK', '', 'to delete'],
    ]);
    const olga = await idOf('Olga Other', outsider);
    const ids = (await pool('tag=to%20delete')).items.map((item) => item.id);
    const result = await post<BulkResult>(admin, '/api/candidates/bulk/delete', {
      selection: { ids: [...ids, olga] },
    });
    expect(result).toMatchObject({ selected: 3, done: 2, skipped: [{ id: olga, reason: 'not_found' }] });
    expect((await pool('tag=to%20delete')).total).toBe(0);
    const erased = (await (await admin.api(`/api/candidates/${ids[0]}`)).json()) as {
      name: string;
      erased: unknown;
    };
    expect(erased.erased).not.toBeNull();
    expect(erased.name).not.toBe('Del One');
    expect((await pool('q=olga', outsider)).total).toBe(1);
    const entries = await activities('candidate.erased');
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(entries)).not.toMatch(/Del One|Del Two/);

    // All matching, with the count checked.
    await addProfiles(admin, [['Del Three', 'Temp', 'Leeds, UK', '', 'to delete']]);
    const stale = await admin.api('/api/candidates/bulk/delete', {
      method: 'POST',
      json: { selection: { query: { tag: 'to delete' }, count: 2 } },
    });
    expect((await problem(stale, 409)).code).toBe('selection_changed');
    expect((await pool('tag=to%20delete')).total).toBe(1);
    await post(admin, '/api/candidates/bulk/delete', {
      selection: { query: { tag: 'to delete' }, count: 1 },
    });
    expect((await pool('tag=to%20delete')).total).toBe(0);
  });
});

describe('invite from the pool', () => {
  it('invite from the pool: the picked profiles get the job’s invitation e-mail through the invitation service; no e-mail or already invited is a skip with why', async () => {
    const [email] = await addProfiles(admin, [['Ivy Invite', 'Engineer', 'Leeds, UK', 'Go', 'invite me']]);
    const ivy = await idOf('Ivy Invite');
    const ana = await idOf('Ana Souza');
    const noMail = await idOf('Joanna Kowalska');
    // A profile read from a résumé without an e-mail has none.
    await t.app.ctx.db.update(candidates).set({ email: null }).where(eq(candidates.id, noMail));
    const result = await post<BulkInviteResult>(admin, '/api/candidates/bulk/invite', {
      selection: { ids: [ivy, ana, noMail] },
      job_id: jobId,
      message: 'We liked your profile.',
    });
    expect(result).toMatchObject({
      selected: 3,
      done: 2,
      skipped: [{ id: noMail, name: 'Joanna Kowalska', reason: 'no_email' }],
    });
    expect(result.skipped[0]!.message).toMatch(/no e-mail/i);
    expect(result.allowance.used).toBeGreaterThanOrEqual(2);
    const mail = (await outboxFor(t.url, email!)).find((m) => m.kind === 'interview_invitation');
    expect(mail?.text).toContain('We liked your profile.');
    // One activity entry: the invitation service's.
    const [entry] = await activities('interview.invited');
    expect(entry!.summary).toMatch(/Invited 2 candidates/);

    const again = await post<BulkInviteResult>(admin, '/api/candidates/bulk/invite', {
      selection: { ids: [ivy] },
      job_id: jobId,
    });
    expect(again).toMatchObject({
      done: 0,
      skipped: [{ id: ivy, name: 'Ivy Invite', reason: 'already_invited' }],
    });
    // Invited profiles show it in the pool.
    expect((await pool('q=ivy')).items[0]!.interviews).toBe(1);
  });

  it('invite from the pool: the service’s rules hold — another organisation’s job is not found, the allowance is checked, at most 200 at once', async () => {
    const ana = await idOf('Ana Souza');
    const theirJob = await openJob(outsider);
    const foreign = await admin.api('/api/candidates/bulk/invite', {
      method: 'POST',
      json: { selection: { ids: [ana] }, job_id: theirJob.id },
    });
    await problem(foreign, 404);
    // The outsider's organisation has no plan with interviews: the allowance refuses.
    const olga = await idOf('Olga Other', outsider);
    const broke = await outsider.api('/api/candidates/bulk/invite', {
      method: 'POST',
      json: { selection: { ids: [olga] }, job_id: theirJob.id },
    });
    expect((await problem(broke, 402)).code).toBe('interview_allowance_exhausted');
    const tooMany = await admin.api('/api/candidates/bulk/invite', {
      method: 'POST',
      json: { selection: { ids: Array.from({ length: 201 }, (_, i) => i + 1) }, job_id: theirJob.id },
    });
    expect((await problem(tooMany, 422)).detail).toMatch(/at most 200/);
    expect(
      (
        await problem(
          await admin.api('/api/candidates/bulk/invite', {
            method: 'POST',
            json: { selection: { ids: [ana] } },
          }),
          400,
        )
      ).detail,
    ).toMatch(/job_id/);
  });
});
