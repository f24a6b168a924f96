import type { ActivityList } from '@talvio/contracts/activity';
import type { CandidateMergeUndo, DuplicateSuggestionList } from '@talvio/contracts/candidate-duplicates';
import type { Problem } from '@talvio/contracts/common';
import type { JobCandidateList } from '@talvio/contracts/interviews';
import type { CandidateProfile, ResumeText, TalentBatch, TalentBatchDetail } from '@talvio/contracts/talent';
import { beforeAll, describe, expect, it } from 'vitest';
import { addProfile, merged, type ProfileSeed } from '../../testing/duplicate-fixtures.ts';
import { invite, openJob, subscribe } from '../../testing/interview-fixtures.ts';
import { textResume } from '../../testing/resume-files.ts';
import { newAdmin, type StaffSession, uniqueEmail } from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let admin: StaffSession;
let outsider: StaffSession;
let jobId: number;
let jobTitle: string;
let phones = 0;
/** A phone no other profile of this file has. */
const newPhone = () => `+4477009${String(10_000 + ++phones).slice(-5)}`;

const add = (seed: ProfileSeed, staff: StaffSession = admin) =>
  addProfile(staff, () => t.app.talentQueue.settled(), seed);

async function suggestions(id: number, staff: StaffSession = admin): Promise<DuplicateSuggestionList> {
  const res = await staff.api(`/api/candidates/${id}/duplicates`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as DuplicateSuggestionList;
}
const suggestedIds = async (id: number) => (await suggestions(id)).items.map((item) => item.id);

async function profile(id: number): Promise<CandidateProfile> {
  const res = await admin.api(`/api/candidates/${id}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as CandidateProfile;
}

async function interviewsOf(id: number): Promise<number[]> {
  const list = (await (
    await admin.api(`/api/job-candidates?candidate_id=${id}&page_size=100`)
  ).json()) as JobCandidateList;
  return list.items.map((item) => item.id).sort((a, b) => a - b);
}

async function historyOf(id: number): Promise<ActivityList['items']> {
  const res = await admin.api(`/api/activities?subject_type=candidate&subject_id=${id}&limit=100`);
  return ((await res.json()) as ActivityList).items;
}

/** Invites a profile (by its e-mail) to the job; answers the interview's id. */
async function invited(person: CandidateProfile): Promise<number> {
  const res = await invite(admin, jobId, [{ name: person.name, email: person.email! }]);
  expect(res.status, await res.clone().text()).toBe(201);
  const body = (await res.json()) as { results: { job_candidate_id: number; candidate_id: number }[] };
  expect(body.results[0]!.candidate_id).toBe(person.id);
  return body.results[0]!.job_candidate_id;
}

/** A profile made from a résumé file (so it has a résumé and its text). */
async function fromResume(name: string, phone: string): Promise<CandidateProfile> {
  const batch = (await (
    await admin.api('/api/talent/batches', { method: 'POST', json: {} })
  ).json()) as TalentBatch;
  const form = new FormData();
  form.append('file', new Blob([textResume({ name, email: uniqueEmail('cv'), phone })]), `${name}.txt`);
  expect(
    (await admin.api(`/api/talent/batches/${batch.id}/files`, { method: 'POST', body: form })).status,
  ).toBe(201);
  await t.app.talentQueue.settled();
  const read = (await (await admin.api(`/api/talent/batches/${batch.id}`)).json()) as TalentBatchDetail;
  return profile(read.files[0]!.candidate_id!);
}

/** Everything an undo must bring back, for one profile. */
async function stateOf(id: number) {
  const text = await admin.api(`/api/candidates/${id}/resume/text`);
  return {
    profile: await profile(id),
    interviews: await interviewsOf(id),
    history: (await historyOf(id)).map((entry) => entry.id),
    resumeText: text.status === 200 ? ((await text.json()) as ResumeText) : text.status,
  };
}

beforeAll(async () => {
  admin = await newAdmin(t.url, { onboarded: true });
  outsider = await newAdmin(t.url, { onboarded: true, organisationName: 'Duplicates Outsider' });
  await subscribe(t.url, admin, 'enterprise');
  const job = await openJob(admin);
  jobId = job.id;
  jobTitle = job.title;
});

describe('candidate duplicates', () => {
  it('duplicate suggestions: the same E.164 phone, with the reason in words', async () => {
    const phone = newPhone();
    const a = await add({ name: 'Halima Osei', phone });
    const b = await add({ name: 'H. Mensah-Osei', phone });
    const list = await suggestions(a.id);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      id: b.id,
      name: 'H. Mensah-Osei',
      reasons: [{ kind: 'phone', text: `Same phone number: ${phone}` }],
    });
    expect(['likely', 'strong']).toContain(list.items[0]!.strength);
    expect(await suggestedIds(b.id)).toEqual([a.id]);
  });

  it('duplicate suggestions: a similar name together with a shared employer', async () => {
    const a = await add({ name: 'Jonathan Whitfield', employers: ['Harbour Logistics Ltd', 'Brightline'] });
    const b = await add({ name: 'Jonathon Whitfield', employers: ['harbour logistics'] });
    const list = await suggestions(a.id);
    expect(list.items.map((item) => item.id)).toEqual([b.id]);
    expect(list.items[0]!.reasons[0]).toMatchObject({ kind: 'name_and_employer' });
    expect(list.items[0]!.reasons[0]!.text).toContain('both worked at Harbour Logistics Ltd');
  });

  it('duplicate suggestions: not by a similar name alone', async () => {
    const a = await add({ name: 'Aleksandra Wiśniewska', employers: ['Wawel Analytics'] });
    const b = await add({ name: 'Aleksandra Wisniewska', employers: ['Greenway Retail'] });
    const c = await add({ name: 'Aleksandra Wiśniewska' });
    expect(await suggestedIds(a.id)).toEqual([]);
    expect(await suggestedIds(b.id)).toEqual([]);
    expect(await suggestedIds(c.id)).toEqual([]);
  });

  it('duplicate suggestions: the same LinkedIn or GitHub profile, however the link is written', async () => {
    const a = await add({ name: 'Ines Duarte', links: ['https://www.linkedin.com/in/ines-duarte-pt/'] });
    const b = await add({ name: 'Inês D.', links: ['https://pt.linkedin.com/in/Ines-Duarte-PT?trk=x'] });
    const c = await add({ name: 'Someone', links: ['https://github.com/iduarte'] });
    const d = await add({ name: 'Another', links: ['http://github.com/IDuarte/'] });
    expect((await suggestions(a.id)).items.map((item) => [item.id, item.reasons[0]!.kind])).toEqual([
      [b.id, 'linkedin'],
    ]);
    expect((await suggestions(c.id)).items[0]).toMatchObject({
      id: d.id,
      reasons: [{ kind: 'github', text: 'Same GitHub profile: github.com/iduarte' }],
    });
  });

  it('duplicate suggestions: never across organisations', async () => {
    const phone = newPhone();
    const mine = await add({ name: 'Kofi Mensah', phone, links: ['https://linkedin.com/in/kofi-m'] });
    const theirs = await add(
      { name: 'Kofi Mensah', phone, links: ['https://linkedin.com/in/kofi-m'] },
      outsider,
    );
    expect(await suggestedIds(mine.id)).toEqual([]);
    expect((await suggestions(theirs.id, outsider)).items).toEqual([]);
    const foreign = await outsider.api(`/api/candidates/${mine.id}/duplicates`);
    expect(foreign.status).toBe(404);
    const merge = await outsider.api(`/api/candidates/${theirs.id}/merge`, {
      method: 'POST',
      json: { other_id: mine.id },
    });
    expect(merge.status).toBe(404);
    expect(((await merge.json()) as Problem).field).toBe('other_id');
    await profile(mine.id);
  });

  it('nothing merges silently: asking for suggestions changes nothing, and a same-phone profile stays apart', async () => {
    const phone = newPhone();
    const a = await add({ name: 'Rosa Silva', phone });
    const b = await add({ name: 'Rosa Silva', phone });
    const before = [await profile(a.id), await profile(b.id)];
    expect(await suggestedIds(a.id)).toEqual([b.id]);
    expect([await profile(a.id), await profile(b.id)]).toEqual(before);
  });

  it('merge field by field: the chosen values are kept, lists joined, the other profile leaves the pool, and the merge is in the history', async () => {
    const phone = newPhone();
    const a = await add({
      name: 'Grace Lee',
      phone,
      skills: ['Go', 'SQL'],
      tags: ['referral'],
      notes: 'Met at the fair',
      employers: ['Sky UK'],
    });
    const b = await add({
      name: 'Grace H. Lee',
      phone,
      skills: ['SQL', 'Rust'],
      tags: ['silver medallist'],
      notes: 'Strong referee',
      employers: ['Monzo'],
    });
    const merge = await merged(admin, a.id, {
      other_id: b.id,
      fields: { name: 'other', email: 'other', notes: 'this', experience: 'both', tags: 'other' },
    });
    expect(merge).toMatchObject({ merged_id: b.id, merged_name: 'Grace H. Lee' });
    expect(merge.fields).toMatchObject({ name: 'other', skills: 'both', phone: 'this', experience: 'both' });
    expect(merge.profile).toMatchObject({
      id: a.id,
      name: 'Grace H. Lee',
      email: b.email,
      phone,
      skills: ['Go', 'SQL', 'Rust'],
      tags: ['silver medallist'],
      notes: 'Met at the fair',
    });
    expect(merge.profile.experience.map((entry) => entry.company)).toEqual(['Sky UK', 'Monzo']);
    expect(Date.parse(merge.undo_until) - Date.now()).toBeGreaterThan(6 * 24 * 3600 * 1000);
    expect((await admin.api(`/api/candidates/${b.id}`)).status).toBe(404);
    expect(await profile(a.id)).toEqual(merge.profile);
    const history = await historyOf(a.id);
    expect(history[0]).toMatchObject({
      verb: 'candidate.merged',
      summary: expect.stringContaining('Merged the profile of Grace H. Lee into the profile of Grace H. Lee'),
      details: expect.objectContaining({ merge_id: merge.merge_id, merged_id: b.id }),
    });
  });

  it('merge field by field: interviews, résumé, history and uploads move to the kept profile', async () => {
    const phone = newPhone();
    const a = await add({ name: 'Tomasz Berg', phone });
    const b = await fromResume('Tomasz Berg', phone);
    const bInterview = await invited(b);
    const bHistory = (await historyOf(b.id)).map((entry) => entry.id);
    const bText = (await (await admin.api(`/api/candidates/${b.id}/resume/text`)).json()) as ResumeText;
    const merge = await merged(admin, a.id, { other_id: b.id, fields: { resume: 'other' } });
    expect(merge.moved).toMatchObject({ interviews: 1, uploads: 1 });
    expect(await interviewsOf(a.id)).toEqual([bInterview]);
    expect(merge.profile.resume).toEqual(b.resume);
    expect(((await (await admin.api(`/api/candidates/${a.id}/resume/text`)).json()) as ResumeText).text).toBe(
      bText.text,
    );
    expect((await admin.api(`/api/candidates/${a.id}/resume`)).status).toBe(200);
    const history = (await historyOf(a.id)).map((entry) => entry.id);
    expect(history).toEqual(expect.arrayContaining(bHistory));
  });

  it('interviews for the same job: two open invitations refuse the merge with 409 naming the job; nothing changes', async () => {
    const phone = newPhone();
    const a = await add({ name: 'Nadia Haddad', phone });
    const b = await add({ name: 'Nadia Haddad', phone });
    await invited(a);
    await invited(b);
    const before = [await stateOf(a.id), await stateOf(b.id)];
    const res = await admin.api(`/api/candidates/${a.id}/merge`, {
      method: 'POST',
      json: { other_id: b.id },
    });
    expect(res.status).toBe(409);
    const problem = (await res.json()) as Problem;
    expect(problem).toMatchObject({ code: 'candidate_merge_interview_conflict', field: 'other_id' });
    expect(problem.detail).toContain(`“${jobTitle}”`);
    expect([await stateOf(a.id), await stateOf(b.id)]).toEqual(before);
  });

  it('undo a merge: both profiles come back exactly as they were, with what moved; the undo is recorded', async () => {
    const phone = newPhone();
    const a = await add({ name: 'Omar Farouk', phone, skills: ['Excel'], tags: ['finance'] });
    const b = await fromResume('Omar Farouk', phone);
    await invited(b);
    const before = [await stateOf(a.id), await stateOf(b.id)];
    const merge = await merged(admin, a.id, {
      other_id: b.id,
      fields: { name: 'other', email: 'other', skills: 'both', resume: 'other', experience: 'other' },
    });
    const res = await admin.api(`/api/candidates/merges/${merge.merge_id}/undo`, { method: 'POST' });
    expect(res.status, await res.clone().text()).toBe(200);
    const undone = (await res.json()) as CandidateMergeUndo;
    expect(undone.kept).toEqual(before[0]!.profile);
    expect(undone.restored).toEqual(before[1]!.profile);
    const after = [await stateOf(a.id), await stateOf(b.id)];
    // The kept profile's history gains the merge and its undo; everything else is as it was.
    const [keptAfter, restoredAfter] = after;
    expect(restoredAfter).toEqual(before[1]);
    expect({ ...keptAfter, history: keptAfter!.history.slice(2) }).toEqual(before[0]);
    const [undoEntry, mergeEntry] = await historyOf(a.id);
    expect(undoEntry).toMatchObject({ verb: 'candidate.merge_undone' });
    expect(mergeEntry).toMatchObject({ verb: 'candidate.merged' });
    expect((await admin.api(`/api/candidates/${b.id}/resume`)).status).toBe(200);
    expect((await admin.api(`/api/candidates/${a.id}/resume`)).status).toBe(404);

    const again = await admin.api(`/api/candidates/merges/${merge.merge_id}/undo`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as Problem).detail).toContain('already undone');
  });

  it('undo a merge: refused with 409 once the kept profile has changed since, and nothing changes', async () => {
    const phone = newPhone();
    const a = await add({ name: 'Sven Ito', phone });
    const b = await add({ name: 'Sven Ito', phone });
    const merge = await merged(admin, a.id, { other_id: b.id });
    const edit = await admin.api(`/api/candidates/${a.id}`, { method: 'PATCH', json: { location: 'Oslo' } });
    expect(edit.status).toBe(200);
    const kept = await profile(a.id);
    const res = await admin.api(`/api/candidates/merges/${merge.merge_id}/undo`, { method: 'POST' });
    expect(res.status).toBe(409);
    const problem = (await res.json()) as Problem;
    expect(problem.code).toBe('candidate_merge_not_undoable');
    expect(problem.detail).toMatch(
      /^The profile of Sven Ito was changed after the merge .*would lose that change\.$/,
    );
    expect(await profile(a.id)).toEqual(kept);
    expect((await admin.api(`/api/candidates/${b.id}`)).status).toBe(404);
  });

  it('bad merge input: 400, 404 and 409 name the field and change nothing', async () => {
    const phone = newPhone();
    const a = await add({ name: 'Quinn Byrne', phone });
    const b = await add({ name: 'Quinn Byrne', phone });
    const before = [await profile(a.id), await profile(b.id)];
    const cases: [unknown, number, string][] = [
      [{}, 400, 'other_id'],
      [{ other_id: 'x' }, 400, 'other_id'],
      [{ other_id: a.id }, 400, 'other_id'],
      [{ other_id: b.id, fields: { name: 'both' } }, 400, 'fields.name'],
      [{ other_id: b.id, fields: { skills: 'all' } }, 400, 'fields.skills'],
      [{ other_id: b.id, fields: { colour: 'this' } }, 400, 'fields.colour'],
      [{ other_id: b.id, extra: 1 }, 400, 'extra'],
      [{ other_id: 2_000_000_000 }, 404, 'other_id'],
    ];
    for (const [body, status, field] of cases) {
      const res = await admin.api(`/api/candidates/${a.id}/merge`, { method: 'POST', json: body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(((await res.json()) as Problem).field, JSON.stringify(body)).toBe(field);
    }
    expect(
      (await admin.api('/api/candidates/2000000000/merge', { method: 'POST', json: { other_id: b.id } }))
        .status,
    ).toBe(404);
    expect((await admin.api('/api/candidates/2000000000/duplicates')).status).toBe(404);
    const undo = await admin.api('/api/candidates/merges/abc/undo', { method: 'POST' });
    expect(undo.status).toBe(400);
    expect(((await undo.json()) as Problem).field).toBe('mergeId');
    expect((await admin.api('/api/candidates/merges/2000000000/undo', { method: 'POST' })).status).toBe(404);
    expect([await profile(a.id), await profile(b.id)]).toEqual(before);
  });
});
