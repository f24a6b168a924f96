import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'talvio-config-'));
const base = { DATA_DIR: dataDir };
const secret = 'x'.repeat(40);

describe('configuration', () => {
  it('keeps the sign-in rate limits on unless a non-production run turns them off', () => {
    expect(loadConfig({ ...base }).authRateLimit).toBe(true);
    expect(loadConfig({ ...base, AUTH_RATE_LIMIT: '0' }).authRateLimit).toBe(false);
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', AUTH_SECRET: secret, AUTH_RATE_LIMIT: '0' })
        .authRateLimit,
    ).toBe(true);
  });

  it('refuses a malformed value, naming the variable', () => {
    expect(() => loadConfig({ ...base, AUTH_RATE_LIMIT: 'maybe' })).toThrow(/AUTH_RATE_LIMIT/);
    expect(() => loadConfig({ ...base, SUPPORT_EMAIL: 'not-an-address' })).toThrow(/SUPPORT_EMAIL/);
  });
});
