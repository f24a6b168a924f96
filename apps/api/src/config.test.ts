import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { developmentOrigins, loadConfig } from './config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'talvio-config-'));
const base = { DATA_DIR: dataDir };
const secret = 'x'.repeat(40);

describe('configuration', () => {
  it('keeps the sign-in rate limits on unless a non-production run turns them off', () => {
    expect(loadConfig({ ...base }).authRateLimit).toBe(true);
    expect(loadConfig({ ...base, AUTH_RATE_LIMIT: '0' }).authRateLimit).toBe(false);
    expect(
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        AUTH_SECRET: secret,
        PUBLIC_URL: 'https://hire.example.com',
        AUTH_RATE_LIMIT: '0',
      }).authRateLimit,
    ).toBe(true);
  });

  it('refuses a malformed value, naming the variable', () => {
    expect(() => loadConfig({ ...base, AUTH_RATE_LIMIT: 'maybe' })).toThrow(/AUTH_RATE_LIMIT/);
    expect(() => loadConfig({ ...base, SUPPORT_EMAIL: 'not-an-address' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('AI engine: the local engine unless AI_BASE_URL and AI_MODEL select an OpenAI-compatible one', () => {
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

  it('speech-to-text: recorded answers for recorded answers is configured on its own (AI_STT_*), model required with the URL', () => {
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

  const production = {
    ...base,
    NODE_ENV: 'production',
    AUTH_SECRET: secret,
    PUBLIC_URL: 'https://hire.example.com',
  };

  it('production guards: production refuses to start without AUTH_SECRET, or with a PUBLIC_URL that is not https unless allowed explicitly', () => {
    expect(() => loadConfig({ ...production, AUTH_SECRET: undefined })).toThrow(
      /AUTH_SECRET: required in production/,
    );
    expect(() => loadConfig({ ...production, PUBLIC_URL: undefined })).toThrow(
      /PUBLIC_URL: must be an https:\/\/ URL/,
    );
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://hire.example.com' })).toThrow(
      /ALLOW_INSECURE_PUBLIC_URL/,
    );
    expect(
      loadConfig({ ...production, PUBLIC_URL: 'http://10.0.0.5:3000', ALLOW_INSECURE_PUBLIC_URL: '1' })
        .publicUrl,
    ).toBe('http://10.0.0.5:3000');
    expect(loadConfig(production).publicUrl).toBe('https://hire.example.com');
  });

  it('production guards: no demo organisation in production unless DEMO_DATA=1 is set explicitly', () => {
    expect(loadConfig(production).demoData).toBe(false);
    expect(loadConfig({ ...production, DEMO_DATA: '1' }).demoData).toBe(true);
    // Elsewhere: on for the embedded database, off on PostgreSQL, and DEMO_DATA=0 is honoured.
    expect(loadConfig(base).demoData).toBe(true);
    expect(loadConfig({ ...base, DEMO_DATA: '0' }).demoData).toBe(false);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://x@127.0.0.1/db' }).demoData).toBe(false);
  });

  it('production guards: development tools (e-mail outbox, local Google) are off in production whatever DEV_TOOLS says', () => {
    expect(loadConfig({ ...production, DEV_TOOLS: '1' }).devTools).toBe(false);
    expect(loadConfig(base).devTools).toBe(true);
    expect(loadConfig({ ...base, DEV_TOOLS: '0' }).devTools).toBe(false);
  });

  it('production guards: payments without Razorpay keys are the sandbox in development and not configured in production', () => {
    expect(loadConfig(base).payments.mode).toBe('sandbox');
    expect(loadConfig(production).payments).toMatchObject({ mode: 'unconfigured', keySecret: '' });
    expect(
      loadConfig({
        ...production,
        RAZORPAY_KEY_ID: 'rzp_live_abc',
        RAZORPAY_KEY_SECRET: 'k',
        RAZORPAY_WEBHOOK_SECRET: 'w',
      }).payments.mode,
    ).toBe('live');
  });

  it("sign-in origins: development trusts localhost, 127.0.0.1 and this machine's addresses; production only PUBLIC_URL and TRUSTED_ORIGINS", () => {
    const dev = loadConfig({ ...base, PORT: '4321' }).trustedOrigins;
    expect(dev).toEqual(expect.arrayContaining(['http://localhost:4321', 'http://127.0.0.1:4321']));
    expect(dev).toEqual(expect.arrayContaining(developmentOrigins(4321)));
    expect(
      loadConfig({ ...production, TRUSTED_ORIGINS: 'https://hire.example.org, https://b.example/' })
        .trustedOrigins,
    ).toEqual(['https://hire.example.com', 'https://hire.example.org', 'https://b.example']);
    expect(() => loadConfig({ ...production, TRUSTED_ORIGINS: 'hire.example.org' })).toThrow(
      /TRUSTED_ORIGINS/,
    );
  });

  const s3 = {
    ...base,
    S3_BUCKET: 'talvio-files',
    S3_ACCESS_KEY_ID: 'AKIATALVIO',
    S3_SECRET_ACCESS_KEY: 'a-secret-access-key',
  };

  it('file storage: local disk unless S3_BUCKET selects a bucket; path style by default only with S3_ENDPOINT', () => {
    expect(loadConfig(base).storage).toEqual({ kind: 'local' });
    expect(loadConfig(s3).storage).toEqual({
      kind: 's3',
      bucket: 'talvio-files',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: 'AKIATALVIO',
      secretAccessKey: 'a-secret-access-key',
      forcePathStyle: false,
      prefix: '',
    });
    expect(
      loadConfig({
        ...s3,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'auto',
        S3_PREFIX: 'talvio/uploads/',
      }).storage,
    ).toMatchObject({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      forcePathStyle: true,
      prefix: 'talvio/uploads/',
    });
    expect(
      loadConfig({ ...s3, S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: '0' }).storage,
    ).toMatchObject({ forcePathStyle: false });
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true' }).storage).toMatchObject({
      forcePathStyle: true,
    });
  });

  it('file storage: S3_BUCKET without both keys is refused, naming the missing variable', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'talvio-files' })).toThrow(
      /S3_ACCESS_KEY_ID: required when S3_BUCKET is set\n {2}S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set/,
    );
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: undefined })).toThrow(/S3_ACCESS_KEY_ID: required/);
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: undefined })).toThrow(
      /S3_SECRET_ACCESS_KEY: required/,
    );
    // S3 settings without a bucket would leave files on local disk unnoticed.
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: required when S3_ENDPOINT is set/,
    );
  });

  it('file storage: a malformed S3 value is refused, naming the variable', () => {
    for (const endpoint of ['ftp://s3.example.com', 'not a url', 's3.example.com'])
      expect(() => loadConfig({ ...s3, S3_ENDPOINT: endpoint }), endpoint).toThrow(/S3_ENDPOINT/);
    for (const bucket of ['a', 'has space', '-leading', 'x'.repeat(64)])
      expect(() => loadConfig({ ...s3, S3_BUCKET: bucket }), bucket).toThrow(/S3_BUCKET/);
    for (const prefix of ['/talvio/', 'talvio//files/', '../files/', 'talvio/./', 'tal vio/', 'talvio\\'])
      expect(() => loadConfig({ ...s3, S3_PREFIX: prefix }), prefix).toThrow(/S3_PREFIX/);
    expect(() => loadConfig({ ...s3, S3_REGION: 'us east' })).toThrow(/S3_REGION/);
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });

  it('proxies: X-Forwarded-For is believed from no one unless TRUSTED_PROXIES names the proxies', () => {
    expect(loadConfig(production).trustedProxies).toEqual([]);
    expect(loadConfig({ ...production, TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('ICE servers: a public STUN server unless ICE_SERVERS lists STUN/TURN servers; a malformed list is refused', () => {
    expect(loadConfig({ ...base }).iceServers).toEqual([{ urls: 'stun:stun.l.google.com:19302' }]);
    const servers = [
      { urls: 'stun:stun.example.com:3478' },
      { urls: ['turn:turn.example.com:3478', 'turns:turn.example.com:5349'], username: 'u', credential: 'p' },
    ];
    expect(loadConfig({ ...base, ICE_SERVERS: JSON.stringify(servers) }).iceServers).toEqual(servers);
    for (const bad of [
      'not json',
      '{"urls":"stun:x"}',
      '[{"urls":"https://turn.example.com"}]',
      '[{"url":"stun:x"}]',
    ])
      expect(() => loadConfig({ ...base, ICE_SERVERS: bad }), bad).toThrow(/ICE_SERVERS/);
  });
});
