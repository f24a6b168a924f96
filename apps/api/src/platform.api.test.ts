import { createHash } from 'node:crypto';
import { earlyAnswersScript, firstPaintScript } from '@talvio/domain/first-paint';
import { describe, expect, it } from 'vitest';
import { newAdmin } from './testing/staff-client.ts';
import { useTestApp } from './testing/test-app.ts';

const t = useTestApp();

describe('API platform', () => {
  it('every API route declares its access (public | identity | candidate | member | admin)', () => {
    const apiRoutes = t.app.routeAccess.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'),
    );
    expect(apiRoutes.length).toBeGreaterThan(5);
    const undeclared = apiRoutes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('health reports the database', async () => {
    const res = await fetch(`${t.url}/api/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; databaseOk: boolean; database: string };
    expect(body).toMatchObject({ status: 'ok', databaseOk: true });
    expect(['pglite', 'postgres']).toContain(body.database);
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await fetch(`${t.url}/api/docs/json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/organisation/onboard', '/api/users/current']),
    );
  });

  it('answers unknown API routes with problem+json 404 and a request id', async () => {
    const res = await fetch(`${t.url}/api/no-such-route`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const body = (await res.json()) as { status: number; requestId: string };
    expect(body.status).toBe(404);
    expect(body.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('sends security headers: strict CSP without inline script, frame-ancestors none, nosniff', async () => {
    const res = await fetch(`${t.url}/api/health`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('first paint: the CSP allows the first-paint and early-answers scripts by their hashes, and no other inline script', async () => {
    const res = await fetch(`${t.url}/api/health`);
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(scriptSrc.split(' ').filter((source) => source.startsWith("'sha"))).toEqual([
      hash(firstPaintScript),
      hash(earlyAnswersScript),
    ]);
  });

  it('refuses member routes without a token (401 problem+json) and with a forged token', async () => {
    const anonymous = await fetch(`${t.url}/api/users/current`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toContain('application/problem+json');
    const forged = await fetch(`${t.url}/api/users/current`, {
      headers: {
        authorization:
          'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwiZW1haWwiOiJ4QHkueiIsImV4cCI6OTk5OTk5OTk5OX0.',
      },
    });
    expect(forged.status).toBe(401);
  });

  it('rejects invalid JSON bodies with a 400 problem, not a stack trace', async () => {
    const admin = await newAdmin(t.url);
    const res = await admin.api('/api/organisation/current', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });
});
