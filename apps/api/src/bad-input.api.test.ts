import type { Problem } from '@talvio/contracts/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishableJob } from './testing/job-fixtures.ts';
import { jsonFetch, newAdmin, type StaffSession } from './testing/staff-client.ts';
import { useTestApp } from './testing/test-app.ts';

const t = useTestApp();
let admin: StaffSession;
beforeAll(async () => {
  admin = await newAdmin(t.url, { onboarded: true });
});

async function jobCount(): Promise<number> {
  const res = await admin.api('/api/jobs?pageSize=100');
  expect(res.status).toBe(200);
  const body = (await res.json()) as { total?: number; jobs?: unknown[]; items?: unknown[] };
  return body.total ?? (body.jobs ?? body.items ?? []).length;
}

const deeply = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('bad input', () => {
  it('NUL characters: a NUL in a job description is refused with 400 naming the field, and nothing is stored', async () => {
    const before = await jobCount();
    const res = await admin.api('/api/jobs', {
      method: 'POST',
      json: publishableJob({ description_html: '<p>We build\u0000 things</p>' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    const body = (await res.json()) as Problem;
    expect(body.field).toBe('description_html');
    expect(body.detail).toMatch(/NUL/);
    expect(await jobCount()).toBe(before);
  });

  it('NUL characters: refused in query strings and in identity requests too', async () => {
    const query = await admin.api('/api/jobs?search=a%00b');
    expect(query.status).toBe(400);
    expect(((await query.json()) as Problem).field).toBe('search');
    const signIn = await jsonFetch(`${t.url}/api/identity/sign-in/email`, {
      method: 'POST',
      headers: { origin: t.url },
      json: { email: 'someone@example.test', password: 'pass\u0000word-123' },
    });
    expect(signIn.status).toBe(400);
  });

  it('deep nesting: a deeply nested body is refused with 400 on every route, identity routes included', async () => {
    for (const [path, headers] of [
      ['/api/identity/sign-in/email', { origin: t.url }],
      ['/api/identity/sign-up/email', { origin: t.url }],
      ['/api/jobs', { authorization: `Bearer ${admin.idToken}` }],
      ['/api/support/contact', { authorization: `Bearer ${admin.idToken}` }],
    ] as const) {
      for (const depth of [100, 100_000]) {
        const res = await fetch(`${t.url}${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: deeply(depth),
        });
        expect(res.status, `${path} depth ${depth}`).toBe(400);
        expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
      }
    }
    const nestedObject = JSON.stringify({
      email: 'a@example.test',
      password: 'x',
      extra: JSON.parse(`${'{"a":'.repeat(50)}1${'}'.repeat(50)}`),
    });
    const res = await fetch(`${t.url}/api/identity/sign-in/email`, {
      method: 'POST',
      headers: { origin: t.url, 'content-type': 'application/json' },
      body: nestedObject,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Problem).detail).toMatch(/nested deeper than 32 levels/);
  });
});
