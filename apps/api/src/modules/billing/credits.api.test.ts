import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, seedDemoData } from '../../demo-data.ts';
import { createJob, publishableJob, remainingCredits } from '../../testing/job-fixtures.ts';
import { newAdmin, newMember, type StaffSession, signIn } from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { grantCredits } from './credits.service.ts';

const t = useTestApp();
let demoSeeded: boolean;
beforeAll(async () => {
  // The demo organisation is only created in an empty database: before any test adds one.
  demoSeeded = await seedDemoData(t.app);
});

interface LedgerBody {
  items: {
    id: number;
    delta: number;
    reason: string;
    job: { id: number; title: string } | null;
    payment_reference: string | null;
    actor: { id: number; name: string } | null;
    balance_after: number;
    created_at: string;
  }[];
  total: number;
  page: number;
  pageSize: number;
  remaining: number;
}

async function ledger(session: StaffSession, query = ''): Promise<LedgerBody> {
  const res = await session.api(`/api/job-credits/ledger${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as LedgerBody;
}

async function currentUser(session: StaffSession) {
  const res = await session.api('/api/users/current');
  return (await res.json()) as { id: number; organisation_id: number; talvio_credits: number };
}

const publish = (session: StaffSession, id: number) =>
  session.api(`/api/jobs/${id}/publish`, { method: 'POST' });

/**
 * The ledger sum, the remaining endpoint and the sidebar's talvio_credits always agree (docs/product/billing.md, **job
 * credits**).
 */
async function expectBalance(session: StaffSession, expected: number) {
  const all = await ledger(session, '?pageSize=100');
  expect(all.items.reduce((sum, e) => sum + e.delta, 0)).toBe(expected);
  expect(all.remaining).toBe(expected);
  expect(await remainingCredits(session)).toBe(expected);
  expect((await currentUser(session)).talvio_credits).toBe(expected);
}

describe('job credits: the credit ledger and GET /job-credits/remaining', () => {
  it('demo organisation: the demo organisation has its 5 job credits in the ledger', async () => {
    expect(demoSeeded).toBe(true);
    const [admin] = demoAccounts;
    const session = await signIn(t.url, admin.email, demoPassword);
    await expectBalance(session, 5);
    expect((await ledger(session)).items.map((e) => [e.reason, e.delta])).toEqual([
      // One demo grant, which includes the credit the demo job "Frontend Engineer" is published with.
      ['job_publish', -1],
      ['demo', 5],
      ['welcome', 1],
    ]);
  });

  it('job credits: a new organisation gets 1 welcome credit; members read the balance, GET /job-credits/remaining', async () => {
    const admin = await newAdmin(t.url);
    const member = await newMember(t.url, admin);
    const res = await member.api('/api/job-credits/remaining');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ remaining: 1 });
    const entries = (await ledger(admin)).items;
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        delta: 1,
        reason: 'welcome',
        job: null,
        payment_reference: null,
        actor: null,
        balance_after: 1,
        created_at: expect.any(String),
      },
    ]);
    await expectBalance(admin, 1);
  });

  it('job credits: publishing spends exactly one credit, recorded with the job and who published it', async () => {
    const admin = await newAdmin(t.url);
    const member = await newMember(t.url, admin, { name: 'Pat Publisher' });
    const job = await createJob(member);
    const res = await publish(member, job.id);
    expect(res.status).toBe(200);
    await expectBalance(admin, 0);
    const [spend] = (await ledger(admin)).items;
    expect(spend).toMatchObject({
      delta: -1,
      reason: 'job_publish',
      job: { id: job.id, title: 'Senior React Developer' },
      actor: { id: member.id, name: 'Pat Publisher' },
      balance_after: 0,
    });
    const feed = (await (await admin.api('/api/activities?verb=credits.spent')).json()) as {
      items: { subject_id: number; details: Record<string, unknown> }[];
    };
    expect(feed.items).toHaveLength(1);
    expect(feed.items[0]).toMatchObject({ subject_id: job.id, details: { delta: -1, remaining: 0 } });
  });

  it('job credits: at 0 credits publishing answers 402 no_credits and changes nothing', async () => {
    const admin = await newAdmin(t.url);
    const first = await createJob(admin);
    expect((await publish(admin, first.id)).status).toBe(200);
    const second = await createJob(admin, publishableJob({ title: 'Second job' }));
    const before = (await ledger(admin)).items;

    const res = await publish(admin, second.id);
    expect(res.status).toBe(402);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const problem = (await res.json()) as { code: string; detail: string; title: string };
    expect(problem).toMatchObject({ code: 'no_credits', title: 'Payment Required' });
    expect(problem.detail).toMatch(/no job credits left/i);
    expect(problem.detail).toMatch(/purchase credits/i);

    const job = (await (await admin.api(`/api/jobs/${second.id}`)).json()) as {
      status: string;
      published_at: null;
    };
    expect(job).toMatchObject({ status: 'draft', published_at: null });
    expect((await ledger(admin)).items).toEqual(before);
    const published = (await (await admin.api('/api/activities?verb=job.published')).json()) as {
      items: { subject_id: number }[];
    };
    expect(published.items.map((a) => a.subject_id)).toEqual([first.id]);
    await expectBalance(admin, 0);
  });

  it('job credits: concurrent publishes of drafts with 1 credit → exactly one succeeds, the others get 402', async () => {
    // A few rounds, each in a fresh organisation, so a missing lock shows up reliably.
    for (let round = 0; round < 3; round += 1) {
      const admin = await newAdmin(t.url);
      const member = await newMember(t.url, admin);
      const drafts = await Promise.all(
        ['Job A', 'Job B', 'Job C'].map((title, i) =>
          createJob(i % 2 ? member : admin, publishableJob({ title })),
        ),
      );
      const results = await Promise.all(drafts.map((job, i) => publish(i % 2 ? member : admin, job.id)));
      expect(results.map((r) => r.status).sort(), `round ${round}`).toEqual([200, 402, 402]);
      const list = (await (await admin.api('/api/jobs')).json()) as { items: { status: string }[] };
      expect(list.items.map((i) => i.status).sort()).toEqual(['draft', 'draft', 'open']);
      expect((await ledger(admin)).items.filter((e) => e.reason === 'job_publish')).toHaveLength(1);
      await expectBalance(admin, 0);
    }
  });

  it('job credits: concurrent publishes of one job with credits to spare spend one credit, once', async () => {
    const admin = await newAdmin(t.url);
    const { organisation_id } = await currentUser(admin);
    await grantCredits(t.app.ctx.db, organisation_id, { amount: 2, reason: 'adjustment' });
    const job = await createJob(admin);
    const results = await Promise.all([
      publish(admin, job.id),
      publish(admin, job.id),
      publish(admin, job.id),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    await expectBalance(admin, 2);
    expect((await ledger(admin)).items.filter((e) => e.reason === 'job_publish')).toHaveLength(1);
  });

  it('GET /job-credits/ledger pages newest first with the balance after each entry', async () => {
    const admin = await newAdmin(t.url);
    const { organisation_id } = await currentUser(admin);
    await grantCredits(t.app.ctx.db, organisation_id, { amount: 3, reason: 'adjustment' });
    const titles = ['Ledger one', 'Ledger two', 'Ledger three'];
    for (const title of titles) {
      const job = await createJob(admin, publishableJob({ title }));
      expect((await publish(admin, job.id)).status).toBe(200);
    }
    const page1 = await ledger(admin, '?page=1&pageSize=2');
    const page2 = await ledger(admin, '?page=2&pageSize=2');
    const page3 = await ledger(admin, '?page=3&pageSize=2');
    expect(page1).toMatchObject({ total: 5, page: 1, pageSize: 2, remaining: 1 });
    const all = [...page1.items, ...page2.items, ...page3.items];
    expect(all.map((e) => [e.reason, e.delta, e.balance_after, e.job?.title ?? null])).toEqual([
      ['job_publish', -1, 1, 'Ledger three'],
      ['job_publish', -1, 2, 'Ledger two'],
      ['job_publish', -1, 3, 'Ledger one'],
      ['adjustment', 3, 4, null],
      ['welcome', 1, 1, null],
    ]);
    expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((x, y) => y - x));
    expect((await admin.api('/api/job-credits/ledger?pageSize=0')).status).toBe(400);
    await expectBalance(admin, 1);
  });

  it("admins only: a member cannot read the ledger (403); another organisation's ledger is never shown", async () => {
    const admin = await newAdmin(t.url);
    const member = await newMember(t.url, admin);
    expect((await member.api('/api/job-credits/ledger')).status).toBe(403);
    const other = await newAdmin(t.url);
    const job = await createJob(other);
    expect((await publish(other, job.id)).status).toBe(200);
    expect((await ledger(admin)).items.map((e) => e.reason)).toEqual(['welcome']);
    await expectBalance(admin, 1);
  });
});
