import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { freePort } from './free-port.ts';
import { openTestDatabase } from './test-databases.ts';

export { freePort };

export interface TestApp {
  app: FastifyInstance;
  url: string;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  overrides?: Partial<AppConfig>;
  identityRateLimit?: boolean;
  /** Extra environment variables, e.g. NODE_ENV=production with what production requires. */
  env?: NodeJS.ProcessEnv;
  /** Receives the app's logs (and LOG_LEVEL should then say how much). */
  logStream?: NodeJS.WritableStream;
}

/** Settings for the openai engine against an OpenAI-compatible endpoint at `baseUrl` (a fake one in tests). */
export function openAiSettings(baseUrl: string, model = 'fake-model', timeoutMs = 5_000): Partial<AppConfig> {
  return {
    ai: {
      baseUrl,
      apiKey: 'test-key',
      model,
      timeoutMs,
      stt: { baseUrl: undefined, apiKey: undefined, model: undefined },
    },
  };
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const port = await freePort();
  const database = await openTestDatabase(inject('migratedDatabase'));
  // Uploaded files of this test file only, removed afterwards.
  const dataDir = await mkdtemp(join(tmpdir(), 'talvio-api-test-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DEV_TOOLS: '1',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      ...options.env,
    },
    { publicUrl: `http://127.0.0.1:${port}`, dataDir, ...options.overrides },
  );
  const app = await buildApp(config, {
    database,
    identityRateLimit: options.identityRateLimit ?? false,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    config,
    async close() {
      await app.close();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test file's app: started before its tests (beforeAll) and closed after them (afterAll). Read it inside
 * tests and hooks; a file's own beforeAll, declared after this call, runs once the app is up.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(options);
  });
  afterAll(async () => started?.close());
  const current = (): TestApp => {
    if (!started) throw new Error('The test app starts in beforeAll: use it inside a test or a hook.');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get url() {
      return current().url;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}
