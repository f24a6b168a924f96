import type { ActivityList } from '@talvio/contracts/activity';
import type { Problem } from '@talvio/contracts/common';
import type {
  CandidateProfile,
  ResumeText,
  TalentBatch,
  TalentBatchDetail,
  TalentFile,
} from '@talvio/contracts/talent';
import { candidates, talentBatches, talentFiles } from '@talvio/db/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newStoredName } from '../../adapters/storage/storage.ts';
import { corruptPdf, textPdf, textResume, windowsProgram } from '../../testing/resume-files.ts';
import { newAdmin, newMember, type StaffSession, uniqueEmail } from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let admin: StaffSession;

beforeAll(async () => {
  admin = await newAdmin(t.url, { onboarded: true });
});

async function newBatch(staff: StaffSession = admin): Promise<TalentBatch> {
  const res = await staff.api('/api/talent/batches', { method: 'POST', json: {} });
  expect(res.status).toBe(201);
  return (await res.json()) as TalentBatch;
}

async function upload(
  batchId: number,
  fileName: string,
  bytes: Buffer | string,
  staff: StaffSession = admin,
) {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? Buffer.from(bytes) : bytes]), fileName);
  return staff.api(`/api/talent/batches/${batchId}/files`, { method: 'POST', body: form });
}

async function uploaded(batchId: number, fileName: string, bytes: Buffer | string): Promise<TalentFile> {
  const res = await upload(batchId, fileName, bytes);
  expect(res.status).toBe(201);
  return (await res.json()) as TalentFile;
}

/** The batch once every file of it has been read. */
async function readBatch(batchId: number, staff: StaffSession = admin): Promise<TalentBatchDetail> {
  await t.app.talentQueue.settled();
  const res = await staff.api(`/api/talent/batches/${batchId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as TalentBatchDetail;
}

async function profile(id: number): Promise<CandidateProfile> {
  const res = await admin.api(`/api/candidates/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as CandidateProfile;
}

describe('talent intake: files are read in the background into profiles', () => {
  it('file by content: a text résumé and a PDF résumé each become a profile with their fields', async () => {
    const batch = await newBatch();
    const email = uniqueEmail('priya');
    const txt = await uploaded(batch.id, 'priya.txt', textResume({ name: 'Priya Raman', email }));
    expect(txt).toMatchObject({ state: 'queued', outcome: null, kind: 'txt' });
    const pdfEmail = uniqueEmail('tomas');
    await uploaded(
      batch.id,
      'tomas.pdf',
      textPdf(textResume({ name: 'Tomas Novak', email: pdfEmail }).split('\n')),
    );

    const read = await readBatch(batch.id);
    expect(read.finished).toBe(true);
    expect(read.counts).toMatchObject({ total: 2, created: 2, queued: 0, parsing: 0 });
    const [first, second] = read.files;
    expect(first).toMatchObject({ state: 'done', outcome: 'created', candidate_name: 'Priya Raman' });
    expect(second).toMatchObject({
      state: 'done',
      outcome: 'created',
      kind: 'pdf',
      candidate_name: 'Tomas Novak',
    });

    const priya = await profile(first!.candidate_id!);
    expect(priya).toMatchObject({ name: 'Priya Raman', email, phone: '+442079460958', source: 'upload' });
    expect(priya.skills).toEqual(expect.arrayContaining(['TypeScript', 'PostgreSQL']));
    expect(priya.experience[0]).toMatchObject({
      title: 'Senior Software Engineer',
      company: 'Monzo Bank Ltd',
      end: null,
    });
    expect(priya.resume).toMatchObject({ file_name: 'priya.txt', kind: 'txt' });
  });

  it('merge by e-mail: a second résumé with the same e-mail merges into the profile instead of making another', async () => {
    const batch = await newBatch();
    const email = uniqueEmail('li');
    await uploaded(
      batch.id,
      'li-2023.txt',
      textResume({ name: 'Li Wei', email, title: 'Software Engineer' }),
    );
    const firstRead = await readBatch(batch.id);
    const id = firstRead.files[0]!.candidate_id!;
    await uploaded(batch.id, 'li-2026.txt', textResume({ name: 'Li Wei', email, title: 'Staff Engineer' }));
    const read = await readBatch(batch.id);
    expect(read.files[1]).toMatchObject({ outcome: 'merged', candidate_id: id });
    const merged = await profile(id);
    expect(merged.headline).toBe('Staff Engineer');
    expect(merged.resume?.file_name).toBe('li-2026.txt');
  });

  it('refused files: a program renamed .pdf, an empty file and a file over 10 MB fail at once with their reason', async () => {
    const batch = await newBatch();
    const program = await uploaded(batch.id, 'cv.pdf', windowsProgram());
    expect(program).toMatchObject({ state: 'done', outcome: 'failed', reason: 'unsupported_type' });
    expect(program.reason_message).toMatch(/not a PDF, Word/);
    expect(await uploaded(batch.id, 'empty.pdf', Buffer.alloc(0))).toMatchObject({
      outcome: 'failed',
      reason: 'empty',
    });
    const big = await uploaded(
      batch.id,
      'big.pdf',
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024, 32)]),
    );
    expect(big).toMatchObject({ outcome: 'failed', reason: 'too_large', size_bytes: 0 });
    const read = await readBatch(batch.id);
    expect(read.counts).toMatchObject({ total: 3, failed: 3 });
  });

  it('damaged files: a corrupt PDF fails with "damaged" after reading; a text that is no résumé is "not a résumé"', async () => {
    const batch = await newBatch();
    await uploaded(batch.id, 'broken.pdf', corruptPdf());
    await uploaded(batch.id, 'shopping.txt', 'eggs\nmilk\nbread\n');
    const read = await readBatch(batch.id);
    expect(read.files.map((f) => f.reason)).toEqual(['corrupt', 'not_a_resume']);
    expect(read.files[0]!.reason_message).toMatch(/damaged/);
  });

  it('needs review: a résumé without an e-mail makes a profile flagged for it; saving the e-mail clears the flag', async () => {
    const batch = await newBatch();
    await uploaded(batch.id, 'no-email.txt', textResume({ name: 'Ana Souza', email: null }));
    const file = (await readBatch(batch.id)).files[0]!;
    expect(file.outcome).toBe('needs_review');
    expect(file.review).toEqual([expect.objectContaining({ field: 'email' })]);
    expect((await profile(file.candidate_id!)).review).toEqual(file.review);
    const email = uniqueEmail('ana');
    const res = await admin.api(`/api/candidates/${file.candidate_id}`, { method: 'PATCH', json: { email } });
    expect(res.status).toBe(200);
    expect((await res.json()) as CandidateProfile).toMatchObject({ email, review: [] });
  });

  it('kept fields: a field a person corrected stays as they set it when a later résumé is merged in', async () => {
    const batch = await newBatch();
    const email = uniqueEmail('joao');
    await uploaded(batch.id, 'joao.txt', textResume({ name: 'Joao Silva', email }));
    const id = (await readBatch(batch.id)).files[0]!.candidate_id!;
    const fixed = await admin.api(`/api/candidates/${id}`, {
      method: 'PATCH',
      json: { name: 'João Pedro Silva', tags: ['referral'] },
    });
    expect(fixed.status).toBe(200);
    await uploaded(
      batch.id,
      'joao-new.txt',
      textResume({ name: 'Joao Silva', email, title: 'Principal Engineer' }),
    );
    const read = await readBatch(batch.id);
    expect(read.files[1]).toMatchObject({ outcome: 'merged', candidate_id: id });
    expect(await profile(id)).toMatchObject({
      name: 'João Pedro Silva',
      headline: 'Principal Engineer',
      tags: ['referral'],
    });
  });

  it('fields show their source: the résumé text as read with where each value came from; a changed value points nowhere', async () => {
    const batch = await newBatch();
    const email = uniqueEmail('mei');
    await uploaded(batch.id, 'mei.txt', textResume({ name: 'Mei Tanaka', email }));
    const id = (await readBatch(batch.id)).files[0]!.candidate_id!;
    const read = async () => {
      const res = await admin.api(`/api/candidates/${id}/resume/text`);
      expect(res.status).toBe(200);
      return (await res.json()) as ResumeText;
    };
    const before = await read();
    expect(before.ocr).toBe(false);
    const quoted = (field: string, value?: string) => {
      const source = before.sources.find(
        (s) => s.field === field && (value === undefined || s.value === value),
      );
      expect(source, `${field} ${value ?? ''}`).toBeDefined();
      return before.text.slice(source!.start, source!.end);
    };
    expect(quoted('name')).toBe('Mei Tanaka');
    expect(quoted('email').toLowerCase()).toBe(email);
    expect(quoted('phone')).toBe('+44 20 7946 0958');
    expect(quoted('skills', 'PostgreSQL')).toBe('PostgreSQL');
    expect(quoted('experience', 'Senior Software Engineer · Monzo Bank Ltd')).toContain(
      'Senior Software Engineer, Monzo Bank Ltd',
    );
    for (const source of before.sources) {
      expect(source.start).toBeGreaterThanOrEqual(0);
      expect(source.end).toBeLessThanOrEqual(before.text.length);
      expect(source.confidence).toBeGreaterThan(0);
    }

    const changed = await admin.api(`/api/candidates/${id}`, {
      method: 'PATCH',
      json: { name: 'Mei A. Tanaka', skills: ['TypeScript'] },
    });
    expect(changed.status).toBe(200);
    const after = await read();
    expect(after.text).toBe(before.text);
    expect(after.sources.some((s) => s.field === 'name')).toBe(false);
    expect(after.sources.filter((s) => s.field === 'skills').map((s) => s.value)).toEqual(['TypeScript']);
    expect(after.sources.some((s) => s.field === 'email')).toBe(true);
  });

  it('profile history: each save is recorded with who made it and which fields it changed; another organisation sees none of it', async () => {
    const batch = await newBatch();
    await uploaded(batch.id, 'history.txt', textResume({ name: 'Ravi Menon', email: uniqueEmail('ravi') }));
    const id = (await readBatch(batch.id)).files[0]!.candidate_id!;
    const history = async (staff: StaffSession = admin) => {
      const res = await staff.api(`/api/activities?subject_type=candidate&subject_id=${id}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as ActivityList).items;
    };
    expect(await history()).toEqual([]);

    const member = await newMember(t.url, admin, { name: 'Mina Okafor' });
    const saved = await member.api(`/api/candidates/${id}`, {
      method: 'PATCH',
      json: { phone: '+44 20 7946 0000', tags: ['night shifts'], name: 'Ravi Menon' },
    });
    expect(saved.status).toBe(200);
    const [entry] = await history();
    expect(entry).toMatchObject({
      verb: 'candidate.updated',
      subject_type: 'candidate',
      subject_id: id,
      details: { changes: ['phone', 'tags'] },
      summary: 'Changed the phone and the tags on the profile of Ravi Menon.',
      actor: { name: 'Mina Okafor' },
    });
    // Saving the same values again changes nothing, and the history says so.
    const again = await member.api(`/api/candidates/${id}`, {
      method: 'PATCH',
      json: { phone: '+44 20 7946 0000' },
    });
    expect(again.status).toBe(200);
    expect((await history())[0]).toMatchObject({
      details: { changes: [] },
      summary: 'Checked the profile of Ravi Menon and left it as it was.',
    });

    const outsider = await newAdmin(t.url, { onboarded: true });
    expect(await history(outsider)).toEqual([]);
    const alone = await admin.api(`/api/activities?subject_id=${id}`);
    expect(alone.status).toBe(400);
    expect(((await alone.json()) as Problem).detail).toContain('subject_type');
  });

  it('upload in the feed: a batch writes one line when its first file arrives, none for the rest', async () => {
    const batch = await newBatch();
    await uploaded(batch.id, 'first.txt', 'Ada Quinn\nada.quinn@example.test\nNurse');
    await uploaded(batch.id, 'second.txt', 'Bo Lind\nbo.lind@example.test\nClerk');
    const feed = (await (
      await admin.api(
        `/api/activities?verb=talent.upload_started&subject_type=talent_batch&subject_id=${batch.id}`,
      )
    ).json()) as { items: { summary: string; actor: { id: number } | null }[] };
    expect(feed.items).toHaveLength(1);
    expect(feed.items[0]?.summary).toBe('Started uploading résumés to the talent pool.');
    expect(feed.items[0]?.actor).not.toBeNull();
  });

  it('upload batches: a batch holds 1,000 files; the next is refused and the batch is unchanged', async () => {
    const batch = await newBatch();
    const [organisation] = await t.app.ctx.db
      .select()
      .from(talentBatches)
      .where(eq(talentBatches.id, batch.id));
    await t.app.ctx.db.insert(talentFiles).values(
      Array.from({ length: 999 }, (_, i) => ({
        batchId: batch.id,
        organisationId: organisation!.organisationId,
        fileName: `empty-${i}.pdf`,
        sizeBytes: 0,
        state: 'done' as const,
        outcome: 'failed' as const,
        reason: 'empty',
      })),
    );
    expect(
      (await upload(batch.id, 'last.txt', textResume({ name: 'Noor Khan', email: uniqueEmail('noor') })))
        .status,
    ).toBe(201);
    const full = await upload(batch.id, 'one-more.txt', 'x');
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ code: 'talent_batch_full', field: 'file' });
    expect((await readBatch(batch.id)).counts.total).toBe(1000);
  });

  it('profile e-mail: an e-mail can be changed but not removed, and not to one another profile has', async () => {
    const batch = await newBatch();
    const [a, b] = [uniqueEmail('a'), uniqueEmail('b')];
    await uploaded(batch.id, 'a.txt', textResume({ name: 'Avery Stone', email: a }));
    await uploaded(batch.id, 'b.txt', textResume({ name: 'Blake Moss', email: b }));
    const [fa] = (await readBatch(batch.id)).files;
    const removed = await admin.api(`/api/candidates/${fa!.candidate_id}`, {
      method: 'PATCH',
      json: { email: null },
    });
    expect(removed.status).toBe(400);
    expect(await removed.json()).toMatchObject({ field: 'email' });
    const taken = await admin.api(`/api/candidates/${fa!.candidate_id}`, {
      method: 'PATCH',
      json: { email: b },
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: 'candidate_email_taken', field: 'email' });
    expect((await profile(fa!.candidate_id!)).email).toBe(a);
  });

  it('candidate CSV: each valid row makes or merges a profile; refused rows are counted and named by line', async () => {
    const batch = await newBatch();
    const [one, two] = [uniqueEmail('csv1'), uniqueEmail('csv2')];
    const csv = [
      'Name,E-mail,Phone,Skills,Tags',
      `Kofi Mensah,${one},+233 20 123 4567,Excel;SQL,referral`,
      `Mei Tanaka,${two},,Python,`,
      ',nobody@example.test,,,',
      'Nadia Haddad,not-an-email,,,',
    ].join('\n');
    await uploaded(batch.id, 'candidates.csv', csv);
    const read = await readBatch(batch.id);
    const file = read.files[0]!;
    expect(file).toMatchObject({ kind: 'csv', outcome: 'needs_review' });
    expect(file.rows).toMatchObject({ created: 2, merged: 0, failed: 2 });
    expect(file.rows?.problems.map((p) => p.line)).toEqual([4, 5]);
  });

  it('a restart loses nothing: a file whose reader stopped is read again once its lease runs out', async () => {
    const batch = await newBatch();
    const first = await uploaded(
      batch.id,
      'first.txt',
      textResume({ name: 'Rui Costa', email: uniqueEmail('rui') }),
    );
    await readBatch(batch.id);
    // As a stopped process leaves a file: stored, leased, its lease run out.
    const storedName = newStoredName('txt');
    await t.app.ctx.storage.put(
      storedName,
      Buffer.from(textResume({ name: 'Lena Vogel', email: uniqueEmail('lena') })),
    );
    const [row] = await t.app.ctx.db
      .insert(talentFiles)
      .values({
        batchId: batch.id,
        organisationId: (
          await t.app.ctx.db.select().from(talentFiles).where(eq(talentFiles.id, first.id))
        )[0]!.organisationId,
        fileName: 'interrupted.txt',
        sizeBytes: 100,
        kind: 'txt',
        storedName,
        state: 'parsing',
        attempts: 1,
        leaseUntil: new Date(Date.now() - 1000),
      })
      .returning();
    t.app.talentQueue.wake();
    const read = await readBatch(batch.id);
    expect(read.files.find((f) => f.id === row!.id)).toMatchObject({
      state: 'done',
      outcome: 'created',
      candidate_name: 'Lena Vogel',
    });
  });

  it('batch progress: changed_since returns only the files that changed since the previous answer', async () => {
    const batch = await newBatch();
    await uploaded(batch.id, 'one.txt', textResume({ name: 'Sara Lind', email: uniqueEmail('sara') }));
    const first = await readBatch(batch.id);
    await uploaded(batch.id, 'two.txt', textResume({ name: 'Omar Aziz', email: uniqueEmail('omar') }));
    const later = await readBatch(batch.id);
    const res = await admin.api(
      `/api/talent/batches/${batch.id}?changed_since=${encodeURIComponent(first.as_of)}`,
    );
    const changed = (await res.json()) as TalentBatchDetail;
    expect(changed.files.map((f) => f.file_name)).toEqual(['two.txt']);
    expect(changed.counts.total).toBe(2);
    expect(later.files).toHaveLength(2);
    const bad = await admin.api(`/api/talent/batches/${batch.id}?changed_since=yesterday`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'changed_since' });
  });

  it("view original and delete: the original file comes back as uploaded; deleting erases the profile's data and the file", async () => {
    const batch = await newBatch();
    const bytes = textPdf(textResume({ name: 'Eva Berg', email: uniqueEmail('eva') }).split('\n'));
    await uploaded(batch.id, 'Eva Berg CV.pdf', bytes);
    const id = (await readBatch(batch.id)).files[0]!.candidate_id!;
    const original = await admin.api(`/api/candidates/${id}/resume`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('application/pdf');
    expect(original.headers.get('content-disposition')).toContain("filename*=UTF-8''Eva%20Berg%20CV.pdf");
    expect(Buffer.from(await original.arrayBuffer()).equals(bytes)).toBe(true);
    const [stored] = await t.app.ctx.db
      .select({ resumeFile: candidates.resumeFile })
      .from(candidates)
      .where(eq(candidates.id, id));
    expect((await admin.api(`/api/candidates/${id}`, { method: 'DELETE' })).status).toBe(204);
    // Deleting erases (docs/product/candidate-privacy.md, **delete is erase**): a placeholder without the person.
    expect(await profile(id)).toMatchObject({ name: 'Erased candidate', email: null, resume: null });
    expect((await admin.api(`/api/candidates/${id}/resume`)).status).toBe(404);
    expect(await t.app.ctx.storage.get(stored!.resumeFile!)).toBeNull();
    // The batch still lists the file; its profile is gone.
    expect((await readBatch(batch.id)).files[0]).toMatchObject({ candidate_id: null, outcome: 'created' });
  });
});

describe('talent intake: who may see what', () => {
  it('who may see what: members may upload; another organisation gets 404 for batches and profiles; anonymous callers get 401', async () => {
    const member = await newMember(t.url, admin);
    const batch = await newBatch(member);
    await upload(batch.id, 'm.txt', textResume({ name: 'Ines Duarte', email: uniqueEmail('ines') }), member);
    const id = (await readBatch(batch.id, member)).files[0]!.candidate_id!;
    const outsider = await newAdmin(t.url, { onboarded: true, organisationName: 'Other Org' });
    expect((await outsider.api(`/api/talent/batches/${batch.id}`)).status).toBe(404);
    expect((await upload(batch.id, 'x.txt', 'x', outsider)).status).toBe(404);
    expect((await outsider.api(`/api/candidates/${id}`)).status).toBe(404);
    expect((await outsider.api(`/api/candidates/${id}/resume`)).status).toBe(404);
    expect((await outsider.api(`/api/candidates/${id}/resume/text`)).status).toBe(404);
    expect((await member.api(`/api/candidates/${id}/resume/text`)).status).toBe(200);
    expect((await fetch(`${t.url}/api/candidates/${id}/resume/text`)).status).toBe(401);
    expect(
      (await outsider.api(`/api/candidates/${id}`, { method: 'PATCH', json: { notes: 'x' } })).status,
    ).toBe(404);
    expect((await outsider.api(`/api/candidates/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await outsider.api('/api/talent/batches').then((r) => r.json())) as { items: unknown[] }).toEqual(
      { items: [] },
    );
    expect((await fetch(`${t.url}/api/talent/batches`)).status).toBe(401);
  });

  it('bad input: a request without a file names the field; unknown profile fields are refused', async () => {
    const batch = await newBatch();
    const noFile = await admin.api(`/api/talent/batches/${batch.id}/files`, { method: 'POST', json: {} });
    expect(noFile.status).toBe(415);
    expect(await noFile.json()).toMatchObject({ field: 'file' });
    const form = new FormData();
    form.append('other', new Blob(['x']), 'x.txt');
    const wrongField = await admin.api(`/api/talent/batches/${batch.id}/files`, {
      method: 'POST',
      body: form,
    });
    expect(wrongField.status).toBe(400);
    const unknown = await admin.api('/api/candidates/1', { method: 'PATCH', json: { salary: 1 } });
    expect(unknown.status).toBe(400);
  });
});

describe('talent intake: reading within limits', () => {
  const slow = useTestApp({ overrides: { talentFileTimeoutMs: 1 } });

  it('background reading: a file that takes longer than the limit fails as "took too long", and the queue goes on', async () => {
    const staff = await newAdmin(slow.url, { onboarded: true });
    const res = await staff.api('/api/talent/batches', { method: 'POST', json: {} });
    const batch = (await res.json()) as TalentBatch;
    for (const name of ['first.txt', 'second.txt']) {
      const form = new FormData();
      form.append('file', new Blob([textResume({ name: 'Kai Tanaka', email: uniqueEmail('kai') })]), name);
      expect(
        (await staff.api(`/api/talent/batches/${batch.id}/files`, { method: 'POST', body: form })).status,
      ).toBe(201);
    }
    await slow.app.talentQueue.settled();
    const read = (await (await staff.api(`/api/talent/batches/${batch.id}`)).json()) as TalentBatchDetail;
    expect(read.files.map((f) => [f.outcome, f.reason])).toEqual([
      ['failed', 'timed_out'],
      ['failed', 'timed_out'],
    ]);
    expect(read.files[0]!.reason_message).toMatch(/took too long/);
  });
});
