import { describe, expect, it } from 'vitest';
import { newAdmin, newMember, outboxFor } from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp({ overrides: { supportEmail: `help.${Date.now()}@talvio.test` } });

interface SupportRequestBody {
  id: number;
  category: string;
  subject: string;
  message: string;
  status: string;
  created_at: string;
}

const contact = {
  category: 'technical',
  subject: 'Interview link does not open',
  message: 'A candidate says the interview link shows a blank page on her phone.\nCan you check?',
};

describe('POST /support/contact and GET /support/requests', () => {
  it('support requests: stores the request as open, e-mails the support inbox and the user a receipt; the user sees it', async () => {
    const admin = await newAdmin(t.url, { onboarded: true, organisationName: 'Support Test Org' });
    const member = await newMember(t.url, admin, { name: 'Sam Sender' });
    const res = await member.api('/api/support/contact', { method: 'POST', json: contact });
    expect(res.status).toBe(201);
    const created = (await res.json()) as SupportRequestBody;
    expect(created).toMatchObject({ ...contact, status: 'open' });

    const inbox = (await outboxFor(t.url, t.config.supportEmail)).filter((m) =>
      m.subject.includes(`#${created.id}`),
    );
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ kind: 'support_request' });
    expect(inbox[0]?.subject).toContain(contact.subject);
    expect(inbox[0]?.text).toContain(member.email);
    expect(inbox[0]?.text).toContain('Support Test Org');
    expect(inbox[0]?.text).toContain('blank page on her phone');

    const receipts = (await outboxFor(t.url, member.email)).filter((m) => m.kind === 'support_receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toContain(`#${created.id}`);
    expect(receipts[0]?.text).toContain('Sam Sender');

    const list = await member.api('/api/support/requests');
    expect(list.status).toBe(200);
    expect(((await list.json()) as { items: SupportRequestBody[] }).items).toEqual([created]);
  });

  it("lists only the user's own requests, newest first", async () => {
    const admin = await newAdmin(t.url);
    const member = await newMember(t.url, admin);
    const otherOrg = await newAdmin(t.url);
    for (const subject of ['First question', 'Second question']) {
      await member.api('/api/support/contact', { method: 'POST', json: { ...contact, subject } });
    }
    await admin.api('/api/support/contact', {
      method: 'POST',
      json: { ...contact, subject: 'Admin question' },
    });
    await otherOrg.api('/api/support/contact', {
      method: 'POST',
      json: { ...contact, subject: 'Other org' },
    });
    const mine = (await (await member.api('/api/support/requests')).json()) as {
      items: SupportRequestBody[];
    };
    expect(mine.items.map((r) => r.subject)).toEqual(['Second question', 'First question']);
    const admins = (await (await admin.api('/api/support/requests')).json()) as {
      items: SupportRequestBody[];
    };
    expect(admins.items.map((r) => r.subject)).toEqual(['Admin question']);
  });

  it('validates category, subject and message, naming the field; nothing is stored or e-mailed', async () => {
    const admin = await newAdmin(t.url);
    for (const [body, field] of [
      [{ ...contact, category: 'urgent' }, 'category'],
      [{ ...contact, subject: 'Hi' }, 'subject'],
      [{ ...contact, subject: 'x'.repeat(161) }, 'subject'],
      [{ ...contact, message: 'short' }, 'message'],
      [{ ...contact, message: 'y'.repeat(5001) }, 'message'],
      [{ category: 'general', subject: 'No message here' }, 'message'],
    ] as const) {
      const res = await admin.api('/api/support/contact', { method: 'POST', json: body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await res.json()) as { field: string }).field).toBe(field);
    }
    expect(((await (await admin.api('/api/support/requests')).json()) as { items: unknown[] }).items).toEqual(
      [],
    );
    expect((await outboxFor(t.url, admin.email)).filter((m) => m.kind === 'support_receipt')).toEqual([]);
  });

  it('ignores status and ownership fields in the body', async () => {
    const admin = await newAdmin(t.url);
    const res = await admin.api('/api/support/contact', {
      method: 'POST',
      json: { ...contact, status: 'resolved', user_id: 1, organisation_id: 1, id: 1 },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ status: 'open' });
  });
});
