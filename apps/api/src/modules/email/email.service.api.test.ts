import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { Mailer, OutgoingEmail } from '../../adapters/email/mailer.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { createEmailService } from './email.service.ts';

const t = useTestApp();

/** Recording a delivery's outcome can be held, as by a database busy with other work. */
const recording = vi.hoisted(() => ({ hold: false, waiting: [] as (() => void)[] }));
vi.mock('./email.repository.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./email.repository.ts')>();
  return {
    ...actual,
    markEmail: async (...args: Parameters<typeof actual.markEmail>) => {
      if (recording.hold) await new Promise<void>((go) => recording.waiting.push(go));
      return actual.markEmail(...args);
    },
  };
});

/** A mailer whose deliveries wait until the test lets them go, and which remembers how many ran at once. */
function heldMailer(fail: (to: string) => boolean = () => false) {
  const held: (() => void)[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const delivered: string[] = [];
  const mailer: Mailer = {
    async deliver(email: OutgoingEmail) {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise<void>((resolve) => held.push(resolve));
      running -= 1;
      if (fail(email.to)) throw new Error('550 mailbox unavailable');
      delivered.push(email.to);
    },
  };
  return {
    mailer,
    delivered,
    held: () => held.length,
    mostAtOnce: () => mostAtOnce,
    release: () => {
      for (const go of held.splice(0)) go();
    },
  };
}

const silentLog = { warn: () => undefined } as unknown as Parameters<typeof createEmailService>[2];

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
}

describe('e-mail delivery', () => {
  it('e-mail delivery: sending stores the e-mail and answers before the SMTP server does; settling waits for it and marks it sent', async () => {
    const held = heldMailer();
    const email = createEmailService(t.app.ctx.db, held.mailer, silentLog);
    const to = `held-${randomUUID()}@example.test`;
    const row = await email.send({ to, subject: 'Hello', kind: 'welcome', paragraphs: ['Hi'] });
    expect(row.status).toBe('queued');
    await waitUntil(() => held.held() === 1);
    expect(held.delivered).toEqual([]);
    const settled = email.settle();
    held.release();
    await settled;
    expect(held.delivered).toEqual([to]);
    const [stored] = await email.list(1, to);
    expect(stored).toMatchObject({ id: row.id, status: 'sent', attempts: 1 });
  });

  it('e-mail delivery: at most four deliveries run at once, and every one of a batch is delivered', async () => {
    const held = heldMailer();
    const email = createEmailService(t.app.ctx.db, held.mailer, silentLog);
    const batch = Array.from({ length: 10 }, (_, i) => `batch-${i}-${randomUUID()}@example.test`);
    for (const to of batch) await email.send({ to, subject: 'Batch', kind: 'welcome', paragraphs: ['Hi'] });
    await waitUntil(() => held.held() === 4);
    const settled = email.settle();
    while (held.delivered.length < batch.length) {
      held.release();
      await new Promise((r) => setTimeout(r, 5));
    }
    await settled;
    expect(held.mostAtOnce()).toBe(4);
    expect([...held.delivered].sort()).toEqual([...batch].sort());
  });

  it('e-mail delivery: recording that an e-mail went out does not hold up the next one', async () => {
    const held = heldMailer();
    const email = createEmailService(t.app.ctx.db, held.mailer, silentLog);
    const batch = Array.from({ length: 8 }, (_, i) => `slow-db-${i}-${randomUUID()}@example.test`);
    recording.hold = true;
    try {
      for (const to of batch) await email.send({ to, subject: 'Batch', kind: 'welcome', paragraphs: ['Hi'] });
      await waitUntil(() => held.held() === 4);
      held.release();
      // The first four are out and wait for the database to record them; the next four are already going.
      await waitUntil(() => recording.waiting.length === 4 && held.held() === 4);
      held.release();
      await waitUntil(() => held.delivered.length === 8);
    } finally {
      recording.hold = false;
      for (const go of recording.waiting.splice(0)) go();
    }
    await email.settle();
    expect(held.mostAtOnce()).toBe(4);
    const stored = await Promise.all(batch.map(async (to) => (await email.list(1, to))[0]?.status));
    expect(stored).toEqual(batch.map(() => 'sent'));
  });

  it('e-mail delivery: a refused delivery is recorded as failed with the reason, and the retry delivers it', async () => {
    let refuse = true;
    const held = heldMailer(() => refuse);
    const email = createEmailService(t.app.ctx.db, held.mailer, silentLog);
    const to = `refused-${randomUUID()}@example.test`;
    await email.send({ to, subject: 'Refused', kind: 'welcome', paragraphs: ['Hi'] });
    await waitUntil(() => held.held() === 1);
    const settled = email.settle();
    held.release();
    await settled;
    expect((await email.list(1, to))[0]).toMatchObject({
      status: 'failed',
      lastError: '550 mailbox unavailable',
    });

    refuse = false;
    const retried = email.retryFailed();
    await waitUntil(() => held.held() >= 1);
    held.release();
    expect(await retried).toBeGreaterThanOrEqual(1);
    expect((await email.list(1, to))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
