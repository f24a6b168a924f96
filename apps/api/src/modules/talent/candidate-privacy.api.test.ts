import type { ActivityList } from '@talvio/contracts/activity';
import { type CandidateExport, candidateExportSchema } from '@talvio/contracts/candidate-privacy';
import type { Problem } from '@talvio/contracts/common';
import type { JobCandidateDetail } from '@talvio/contracts/interviews';
import type {
  CandidateProfile,
  TalentBatch,
  TalentBatchDetail,
  TalentPoolList,
} from '@talvio/contracts/talent';
import { candidates, emailOutbox, jobCandidates, recordingChunks } from '@talvio/db/schema';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { candidate, interviewToken, invite, openJob, subscribe } from '../../testing/interview-fixtures.ts';
import { textResume } from '../../testing/resume-files.ts';
import {
  newAdmin,
  newMember,
  outboxFor,
  type StaffSession,
  uniqueEmail,
} from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { evaluationsSettled } from '../interviews/evaluation.service.ts';

/** docs/product/candidate-privacy.md: erase, export and retention, through real HTTP on a real database. */
const t = useTestApp();
let admin: StaffSession;
let job: { id: number; title: string };

beforeAll(async () => {
  admin = await newAdmin(t.url, { onboarded: true, organisationName: 'Privacy Ltd' });
  await subscribe(t.url, admin, 'business');
  job = await openJob(admin, { title: 'Privacy Nurse' });
}, 120_000);

async function body<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

/** A profile made from an uploaded résumé (its bytes in storage). */
async function profileFromResume(staff: StaffSession, person: { name: string; email: string }) {
  const batch = await body<TalentBatch>(
    await staff.api('/api/talent/batches', { method: 'POST', json: {} }),
    201,
  );
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(textResume(person))]), `${person.name} CV.txt`);
  await body(await staff.api(`/api/talent/batches/${batch.id}/files`, { method: 'POST', body: form }), 201);
  await t.app.talentQueue.settled();
  const read = await body<TalentBatchDetail>(await staff.api(`/api/talent/batches/${batch.id}`));
  return { batchId: batch.id, id: read.files[0]!.candidate_id! };
}

/** A surname no other person of this file has (letters only, as résumés write names). */
function surname(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const tail = Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
  return `Q${tail}`;
}

const distinctive = 'Quillwort-Zephyr migration of the ward rota to PostgreSQL';

/**
 * A person the organisation holds everything about: a résumé, an edited profile, a completed and evaluated
 * interview with a text answer and a recorded one.
 */
async function personWithEverything() {
  const person = { name: `Marisol ${surname()}`, email: uniqueEmail('marisol') };
  const { batchId, id } = await profileFromResume(admin, person);
  await body(
    await admin.api(`/api/candidates/${id}`, {
      method: 'PATCH',
      json: { tags: ['night-shift'], notes: `Spoke with ${person.name} on the phone.` },
    }),
  );
  await body(await invite(admin, job.id, [person]), 201);
  const c = candidate(t.url, await interviewToken(t.url, person.email));
  const started = await body<{ current: { id: string } }>(await c.start({ consent: true }));
  const q1 = started.current.id;
  const second = await body<{ current: { id: string } }>(
    await c.answer(q1, { text: `I led the ${distinctive}, cutting overtime by a fifth.` }),
  );
  const q2 = second.current.id;
  await body(await c.chunk(q2, 0, new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 9])));
  await body(await c.chunk(q2, 1, new Uint8Array([4, 5, 6])));
  const third = await body<{ current: { id: string } }>(
    await c.answer(q2, {
      text: 'I validate at the boundary with zod.',
      transcript: `My name is ${person.name} and I validate at the boundary.`,
      recording_chunks: 2,
      recording_mime_type: 'audio/webm;codecs=opus',
    }),
  );
  await body(await c.answer(third.current.id, { text: 'We disagreed, I listened, we shipped.' }));
  await evaluationsSettled(t.app.ctx);
  const [interview] = await t.app.ctx.db
    .select()
    .from(jobCandidates)
    .where(eq(jobCandidates.candidateId, id));
  return { person, id, batchId, interviewId: interview!.id };
}

async function storedFiles(id: number, interviewId: number) {
  const [row] = await t.app.ctx.db.select().from(candidates).where(eq(candidates.id, id));
  const chunks = await t.app.ctx.db
    .select()
    .from(recordingChunks)
    .where(inArray(recordingChunks.jobCandidateId, [interviewId]));
  return { resume: row!.resumeFile, chunks: chunks.map((c) => c.storageName) };
}

async function jobCounts() {
  const detail = await body<{ counts: { invited: number; completed: number }; average_score: number | null }>(
    await admin.api(`/api/jobs/${job.id}`),
  );
  const used = await body<{ used: number }>(await admin.api('/api/job-candidates/invitations/current/count'));
  return { ...detail.counts, average: detail.average_score, used: used.used };
}

describe('candidate privacy: erase', () => {
  it("erase: the profile's personal fields, résumé file and text, answers, recordings and evaluation words are gone, from the API and from storage", async () => {
    const { person, id, batchId, interviewId } = await personWithEverything();
    const link = await interviewToken(t.url, person.email);
    const files = await storedFiles(id, interviewId);
    expect(files.resume).not.toBeNull();
    expect(files.chunks).toHaveLength(2);
    for (const name of [files.resume!, ...files.chunks])
      expect(await t.app.ctx.storage.get(name)).not.toBeNull();
    const before = await body<JobCandidateDetail>(await admin.api(`/api/job-candidates/${interviewId}`));
    expect(JSON.stringify(before.answers)).toContain('Quillwort-Zephyr');
    expect(before.evaluation).not.toBeNull();
    await body(
      await admin.api(`/api/job-candidates/${interviewId}`, {
        method: 'PATCH',
        json: { notes: `${person.name} was great`, decision: 'shortlisted' },
      }),
    );

    await body(await admin.api(`/api/candidates/${id}/erase`, { method: 'POST' }), 204);

    const erased = await body<CandidateProfile>(await admin.api(`/api/candidates/${id}`));
    expect(erased).toMatchObject({
      id,
      name: 'Erased candidate',
      email: null,
      phone: null,
      location: null,
      headline: null,
      summary: null,
      links: [],
      skills: [],
      experience: [],
      education: [],
      languages: [],
      certifications: [],
      tags: [],
      notes: '',
      resume: null,
      review: [],
      erased: { reason: 'request', erased_by: { name: 'Ada Admin' } },
    });
    expect(JSON.stringify(erased)).not.toContain('Marisol');
    expect((await admin.api(`/api/candidates/${id}/resume`)).status).toBe(404);
    expect((await admin.api(`/api/candidates/${id}/resume/text`)).status).toBe(404);
    // The interview link is dead.
    expect((await candidate(t.url, link).state()).status).toBe(404);
    // Files gone from storage, and their rows with them.
    for (const name of [files.resume!, ...files.chunks]) expect(await t.app.ctx.storage.get(name)).toBeNull();
    expect((await storedFiles(id, interviewId)).chunks).toEqual([]);

    const after = await body<JobCandidateDetail>(await admin.api(`/api/job-candidates/${interviewId}`));
    expect(after.candidate).toMatchObject({ id, name: 'Erased candidate' });
    expect(after.notes).toBe('');
    expect(after.decision).toBe('shortlisted');
    expect(after.score).toBe(before.score);
    for (const answer of after.answers) {
      expect(answer.text ?? '').toBe('');
      expect(answer.transcript).toBeNull();
      expect(answer.recording).toBeNull();
      if (answer.evaluation) expect(answer.evaluation).toMatchObject({ rationale: '', quotes: [] });
    }
    expect(after.evaluation).toMatchObject({ summary: '', strengths: [], concerns: [] });
    expect(JSON.stringify(after)).not.toContain('Quillwort');
    expect(JSON.stringify(after)).not.toContain(person.email);
    expect(
      (
        await admin.api(
          `/api/job-candidates/${interviewId}/answers/${after.answers[1]!.question_id}/recording`,
        )
      ).status,
    ).toBe(404);

    // The upload's file name named the person; it stays in its batch, without the name or the profile.
    const batch = await body<TalentBatchDetail>(await admin.api(`/api/talent/batches/${batchId}`));
    expect(batch.files[0]).toMatchObject({
      file_name: 'Erased file',
      candidate_id: null,
      outcome: 'created',
    });
    expect(batch.counts).toMatchObject({ total: 1, created: 1 });
  });

  it('counts stay the same: job invited and completed counts, the average score and the allowance used do not change', async () => {
    const { id } = await personWithEverything();
    const before = await jobCounts();
    await body(await admin.api(`/api/candidates/${id}/erase`, { method: 'POST' }), 204);
    expect(await jobCounts()).toEqual(before);
  });

  it('e-mails: stored interview e-mails lose their words and the address; the completion notice to staff no longer names the person', async () => {
    const { person, id } = await personWithEverything();
    const [adminRow] = await t.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.candidateId, id));
    expect(adminRow).toBeDefined();
    expect((await outboxFor(t.url, person.email)).length).toBeGreaterThan(0);
    await body(await admin.api(`/api/candidates/${id}/erase`, { method: 'POST' }), 204);
    expect(await outboxFor(t.url, person.email)).toEqual([]);
    const rows = await t.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.candidateId, id));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(`${row.toAddress} ${row.subject} ${row.text} ${row.html}`).not.toContain(person.name);
      expect(`${row.toAddress} ${row.subject} ${row.text} ${row.html}`).not.toContain(person.email);
      expect(row.text).not.toContain('/candidate-interview/');
    }
    // The notice that went to staff keeps its (staff) address.
    expect(rows.some((row) => row.kind === 'interview_completed' && row.toAddress === admin.email)).toBe(
      true,
    );
  });

  it('erased profiles stay erased: not listed, not found by search, not editable, and erasing again is 409', async () => {
    const { person, id } = await personWithEverything();
    const search = async (q: string) =>
      body<TalentPoolList>(await admin.api(`/api/candidates?search=${encodeURIComponent(q)}`));
    expect((await search(person.name)).items.map((i) => i.id)).toContain(id);
    await body(await admin.api(`/api/candidates/${id}/erase`, { method: 'POST' }), 204);
    for (const q of [person.name, person.email, 'Erased candidate', 'erased'])
      expect((await search(q)).items.map((i) => i.id)).not.toContain(id);
    const all = await body<TalentPoolList>(await admin.api('/api/candidates?page_size=100'));
    expect(all.items.map((i) => i.id)).not.toContain(id);

    const edit = await body<Problem>(
      await admin.api(`/api/candidates/${id}`, { method: 'PATCH', json: { name: 'Back Again' } }),
      409,
    );
    expect(edit.code).toBe('candidate_erased');
    const again = await body<Problem>(
      await admin.api(`/api/candidates/${id}/erase`, { method: 'POST' }),
      409,
    );
    expect(again.code).toBe('candidate_erased');
    expect(
      (await body<Problem>(await admin.api(`/api/candidates/${id}`, { method: 'DELETE' }), 409)).code,
    ).toBe('candidate_erased');
    const feed = await body<ActivityList>(
      await admin.api(`/api/activities?subject_type=candidate&subject_id=${id}&limit=100`),
    );
    expect(feed.items.filter((a) => a.verb === 'candidate.erased')).toHaveLength(1);
  });

  it('delete is erase: DELETE erases the data (admins only) and keeps the placeholder and the counts', async () => {
    const { id } = await personWithEverything();
    const member = await newMember(t.url, admin);
    expect((await member.api(`/api/candidates/${id}`, { method: 'DELETE' })).status).toBe(403);
    const before = await jobCounts();
    await body(await admin.api(`/api/candidates/${id}`, { method: 'DELETE' }), 204);
    expect(await body<CandidateProfile>(await admin.api(`/api/candidates/${id}`))).toMatchObject({
      name: 'Erased candidate',
      erased: { reason: 'request' },
    });
    expect(await jobCounts()).toEqual(before);
  });

  it("activity without the person: the erasure is recorded once without the person's data, and earlier entries no longer name them", async () => {
    const { person, id, interviewId } = await personWithEverything();
    await body(
      await admin.api(`/api/job-candidates/${interviewId}`, { method: 'PATCH', json: { decision: 'hired' } }),
    );
    const feedText = async () =>
      JSON.stringify(await body<ActivityList>(await admin.api('/api/activities?limit=100')));
    expect(await feedText()).toContain(person.name);
    await body(await admin.api(`/api/candidates/${id}/erase`, { method: 'POST' }), 204);
    const text = await feedText();
    expect(text).not.toContain(person.name);
    expect(text).not.toContain(person.email);
    const feed = await body<ActivityList>(await admin.api('/api/activities?limit=100'));
    const erasure = feed.items.filter((a) => a.verb === 'candidate.erased' && a.subject_id === id);
    expect(erasure).toHaveLength(1);
    expect(erasure[0]).toMatchObject({
      summary: `Erased a candidate's data (profile #${id}).`,
      actor: { name: 'Ada Admin' },
    });
    expect(
      feed.items.find((a) => a.verb === 'interview.decided' && a.subject_id === interviewId)?.summary,
    ).toBe(`Marked an erased candidate as hired for ${job.title}.`);
    expect(
      feed.items.find((a) => a.verb === 'interview.invited' && a.summary.includes('erased candidate')),
    ).toBeDefined();
  });

  it('who may erase: members get 403, another organisation 404, anonymous callers 401; nothing changes', async () => {
    const { person, id } = await personWithEverything();
    const member = await newMember(t.url, admin);
    const outsider = await newAdmin(t.url, { onboarded: true, organisationName: 'Elsewhere Ltd' });
    expect((await member.api(`/api/candidates/${id}/erase`, { method: 'POST' })).status).toBe(403);
    expect((await outsider.api(`/api/candidates/${id}/erase`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${t.url}/api/candidates/${id}/erase`, { method: 'POST' })).status).toBe(401);
    expect((await body<CandidateProfile>(await admin.api(`/api/candidates/${id}`))).email).toBe(person.email);
    expect((await admin.api('/api/candidates/999999999/erase', { method: 'POST' })).status).toBe(404);
  });
});

describe('candidate privacy: export', () => {
  it('export: a JSON download with the profile, field history, résumé text, interviews with questions, answers, scores and evaluation, e-mails and activity', async () => {
    const { person, id, interviewId } = await personWithEverything();
    const res = await admin.api(`/api/candidates/${id}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="candidate-${id}-export.json"`);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const data: CandidateExport = candidateExportSchema.parse(await res.json());
    expect(data.profile).toMatchObject({ id, name: person.name, email: person.email, tags: ['night-shift'] });
    expect(data.organisation.name).toBe('Privacy Ltd');
    expect(data.field_history.map((h) => h.fields.sort())).toContainEqual(['notes', 'tags']);
    expect(data.field_history[0]!.by?.name).toBe('Ada Admin');
    expect(data.resume).toMatchObject({ file_name: `${person.name} CV.txt`, kind: 'txt', ocr: false });
    expect(data.resume?.text).toContain(person.name);
    expect(data.uploads).toHaveLength(1);
    expect(data.interviews).toHaveLength(1);
    const [interview] = data.interviews;
    expect(interview).toMatchObject({
      id: interviewId,
      job: { id: job.id, title: job.title },
      status: 'evaluated',
    });
    expect(interview!.questions).toHaveLength(3);
    expect(interview!.answers[0]!.text).toContain('Quillwort-Zephyr');
    expect(interview!.answers[1]!.recording).toMatchObject({ mime_type: 'audio/webm;codecs=opus', bytes: 8 });
    expect(interview!.score).not.toBeNull();
    expect(interview!.evaluation?.summary).not.toBe('');
    expect(data.emails.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['interview_invitation', 'interview_completed']),
    );
    expect(data.activity.map((a) => a.verb)).toEqual(
      expect.arrayContaining(['candidate.updated', 'interview.invited', 'interview.completed']),
    );
  });

  it('export: an erased profile exports as its placeholder, without personal data', async () => {
    const { person, id } = await personWithEverything();
    await body(await admin.api(`/api/candidates/${id}/erase`, { method: 'POST' }), 204);
    const data = candidateExportSchema.parse(await body(await admin.api(`/api/candidates/${id}/export`)));
    expect(data.profile.erased).toMatchObject({ reason: 'request' });
    expect(data.resume).toBeNull();
    const text = JSON.stringify(data);
    expect(text).not.toContain(person.name);
    expect(text).not.toContain(person.email);
    expect(text).not.toContain('Quillwort');
  });

  it('export: members may export; another organisation gets 404 and anonymous callers 401', async () => {
    const { id } = await profileFromResume(admin, { name: 'Olek Export', email: uniqueEmail('olek') });
    const member = await newMember(t.url, admin);
    expect((await member.api(`/api/candidates/${id}/export`)).status).toBe(200);
    const outsider = await newAdmin(t.url, { onboarded: true, organisationName: 'Export Outsider' });
    expect((await outsider.api(`/api/candidates/${id}/export`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/candidates/${id}/export`)).status).toBe(401);
  });
});

describe('candidate privacy: retention', () => {
  const monthMs = 31 * 24 * 3_600_000;

  /** Moves a profile's last change (and its interviews') back by this many months. */
  async function ageProfile(id: number, months: number, interviewsToo = true) {
    const then = new Date(Date.now() - months * monthMs);
    await t.app.ctx.db.update(candidates).set({ updatedAt: then }).where(eq(candidates.id, id));
    if (interviewsToo)
      await t.app.ctx.db
        .update(jobCandidates)
        .set({ invitedAt: then, lastSentAt: then, startedAt: null, completedAt: null })
        .where(eq(jobCandidates.candidateId, id));
  }

  const erasedOf = async (staff: StaffSession, id: number) =>
    (await body<CandidateProfile>(await staff.api(`/api/candidates/${id}`))).erased ?? null;

  it("retention: profiles without activity for longer than the organisation's period are erased, recent ones kept, other organisations untouched, the setting respected", async () => {
    const owner = await newAdmin(t.url, { onboarded: true, organisationName: 'Retention Ltd' });
    const other = await newAdmin(t.url, { onboarded: true, organisationName: 'Retention Other Ltd' });
    await body(
      await owner.api('/api/organisation/settings', {
        method: 'PATCH',
        json: { data_retention: { candidate_data_months: 12 } },
      }),
    );
    const old = await profileFromResume(owner, { name: 'Olga Oldfield', email: uniqueEmail('olga') });
    const recent = await profileFromResume(owner, { name: 'Rita Recent', email: uniqueEmail('rita') });
    const middle = await profileFromResume(owner, { name: 'Mira Middle', email: uniqueEmail('mira') });
    const theirs = await profileFromResume(other, { name: 'Theo Theirs', email: uniqueEmail('theo') });
    await ageProfile(old.id, 13);
    await ageProfile(middle.id, 8);
    // The other organisation keeps the default 24 months.
    await ageProfile(theirs.id, 13);
    const [oldFile] = await t.app.ctx.db
      .select({ resumeFile: candidates.resumeFile })
      .from(candidates)
      .where(eq(candidates.id, old.id));

    expect(await t.app.candidateRetention.runNow(new Date())).toBeGreaterThanOrEqual(1);
    expect(await erasedOf(owner, old.id)).toMatchObject({ reason: 'retention', erased_by: null });
    expect(await t.app.ctx.storage.get(oldFile!.resumeFile!)).toBeNull();
    expect(await erasedOf(owner, recent.id)).toBeNull();
    expect(await erasedOf(owner, middle.id)).toBeNull();
    expect(await erasedOf(other, theirs.id)).toBeNull();

    // A shorter period set by the admin applies from the next sweep.
    await body(
      await owner.api('/api/organisation/settings', {
        method: 'PATCH',
        json: { data_retention: { candidate_data_months: 6 } },
      }),
    );
    await t.app.candidateRetention.runNow(new Date());
    expect(await erasedOf(owner, middle.id)).toMatchObject({ reason: 'retention' });
    expect(await erasedOf(owner, recent.id)).toBeNull();
    expect(await erasedOf(other, theirs.id)).toBeNull();
    // A fake "now" two years on: everything of the other organisation has passed its 24 months.
    await t.app.candidateRetention.runNow(new Date(Date.now() + 12 * monthMs));
    expect(await erasedOf(other, theirs.id)).toMatchObject({ reason: 'retention' });

    const feed = await body<ActivityList>(await owner.api('/api/activities?verb=candidate.erased&limit=100'));
    const entries = feed.items.filter((a) => a.subject_id === old.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: null });
    expect(entries[0]!.summary).toBe(
      `Erased a candidate's data (profile #${old.id}): no activity for 12 months, the organisation's retention period.`,
    );
    expect(JSON.stringify(feed)).not.toContain('Olga');
  });

  it('retention: a recent invitation or answer counts as activity even when the profile itself is old', async () => {
    const { id } = await personWithEverything();
    // The profile was last changed long ago, but the interview (answers just now) is recent.
    await ageProfile(id, 30, false);
    await t.app.candidateRetention.runNow(new Date());
    expect(await erasedOf(admin, id)).toBeNull();
    await ageProfile(id, 30, true);
    await t.app.candidateRetention.runNow(new Date());
    // Answers were submitted now too: still kept until they are old as well.
    expect(await erasedOf(admin, id)).toBeNull();
    await t.app.candidateRetention.runNow(new Date(Date.now() + 25 * monthMs));
    expect(await erasedOf(admin, id)).toMatchObject({ reason: 'retention' });
  });
});
