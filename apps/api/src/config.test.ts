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

  it('PRODUCT.md §5: the local AI engine unless AI_BASE_URL and AI_MODEL select an OpenAI-compatible one', () => {
    expect(loadConfig({ ...base }).ai).toEqual({
      baseUrl: undefined,
      apiKey: undefined,
      model: undefined,
      timeoutMs: 30_000,
      stt: { baseUrl: undefined, apiKey: undefined, model: undefined },
    });
    expect(
      loadConfig({
        ...base,
        AI_BASE_URL: 'http://127.0.0.1:11434/v1',
        AI_MODEL: 'llama3.1',
        AI_TIMEOUT_MS: '5000',
      }).ai,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.1',
      timeoutMs: 5000,
      stt: { baseUrl: undefined, apiKey: undefined, model: undefined },
    });
    expect(() => loadConfig({ ...base, AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/AI_MODEL/);
    expect(() => loadConfig({ ...base, AI_BASE_URL: 'ftp://x', AI_MODEL: 'm' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ ...base, AI_TIMEOUT_MS: '10' })).toThrow(/AI_TIMEOUT_MS/);
  });

  it('issue 6: speech-to-text for recorded answers is configured on its own (AI_STT_*), model required with the URL', () => {
    expect(
      loadConfig({
        ...base,
        AI_STT_BASE_URL: 'http://127.0.0.1:8000/v1',
        AI_STT_MODEL: 'whisper-1',
        AI_STT_API_KEY: 'k',
      }).ai.stt,
    ).toEqual({ baseUrl: 'http://127.0.0.1:8000/v1', apiKey: 'k', model: 'whisper-1' });
    expect(() => loadConfig({ ...base, AI_STT_BASE_URL: 'http://127.0.0.1:8000/v1' })).toThrow(
      /AI_STT_MODEL/,
    );
    expect(() => loadConfig({ ...base, AI_STT_BASE_URL: 'file:///x', AI_STT_MODEL: 'm' })).toThrow(
      /AI_STT_BASE_URL/,
    );
  });
});
