import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, networkInterfaces } from 'node:os';
import { join, resolve } from 'node:path';
import { defaultIceServers, type IceServer, iceServersSchema } from '@talvio/contracts/video';
import { z } from 'zod';
import {
  type PaymentsConfig,
  parsePaymentsConfig,
  razorpayEnvSchema,
} from './adapters/payments/payments-config.ts';
import type { S3StorageOptions } from './adapters/storage/s3-storage.ts';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** A key prefix's parts between slashes: none is `.` or `..`, none is empty (but a leading or trailing slash). */
const cleanPrefixParts = (prefix: string) =>
  prefix
    .split('/')
    .every(
      (part, i, parts) => (part !== '' || i === 0 || i === parts.length - 1) && part !== '.' && part !== '..',
    );

/** Every environment variable the API reads. Each one is documented in the README. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  DEMO_DATA: booleanFlag,
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Talvio <no-reply@talvio.local>'),
  /** Inbox that receives POST /support/contact requests. */
  SUPPORT_EMAIL: z.email('SUPPORT_EMAIL must be an e-mail address').default('support@talvio.local'),
  CORS_ORIGINS: z.string().optional(),
  /** Extra origins (besides PUBLIC_URL) that may sign in, comma-separated, e.g. https://talvio.example.com. */
  TRUSTED_ORIGINS: z.string().optional(),
  /** Proxies whose X-Forwarded-For is believed (IPs or CIDRs, comma-separated); none by default. */
  TRUSTED_PROXIES: z.string().optional(),
  /** Production only: allow a PUBLIC_URL that is not https (a private network behind its own TLS). */
  ALLOW_INSECURE_PUBLIC_URL: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEV_TOOLS: booleanFlag,
  /** Per-IP limits on sign-in, sign-up and password reset; only tests that sign in many times from one IP turn it off. */
  AUTH_RATE_LIMIT: booleanFlag,
  WEB_DIST: z.string().optional(),
  /** Any OpenAI-compatible endpoint (OpenAI, Azure OpenAI, Ollama, vLLM); unset: the offline local engine. */
  AI_BASE_URL: z.url({ protocol: /^https?$/, error: 'AI_BASE_URL must be an http(s):// URL' }).optional(),
  /** The endpoint's API key; keyless local servers (Ollama) may leave it unset. */
  AI_API_KEY: z.string().min(1).optional(),
  /** The model name; required with AI_BASE_URL. */
  AI_MODEL: z.string().trim().min(1).max(120).optional(),
  /** Per AI request; past it the local engine answers instead (and says so). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  /** Which uploaded résumés the openai engine structures: those the local parser was unsure of, all, or none. */
  AI_RESUME_STRUCTURING: z.enum(['low_confidence', 'all', 'off']).default('low_confidence'),
  TALENT_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  TALENT_FILE_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(60_000),
  /** OpenAI-compatible speech-to-text for recorded answers the browser could not transcribe. */
  AI_STT_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'AI_STT_BASE_URL must be an http(s):// URL' })
    .optional(),
  AI_STT_API_KEY: z.string().min(1).optional(),
  AI_STT_MODEL: z.string().trim().min(1).max(120).optional(),
  /** RAZORPAY_KEY_ID / _KEY_SECRET / _WEBHOOK_SECRET / _API_URL / _PLAN_IDS: see payments-config.ts. */
  ...razorpayEnvSchema.shape,
  /** Uploaded files in this S3 bucket (AWS S3 or an S3-compatible service) instead of `<DATA_DIR>/files`. */
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9._-]{1,61}[A-Za-z0-9]$/,
      'S3_BUCKET must be a bucket name (3 to 63 letters, digits, dots, hyphens or underscores)',
    )
    .optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'S3_REGION must be a region name such as us-east-1 (or auto for R2)')
    .default('us-east-1'),
  /** An S3-compatible service (MinIO, Cloudflare R2, Backblaze B2, …); unset: AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s):// URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1, 'S3_ACCESS_KEY_ID must not be empty').max(256).optional(),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .trim()
    .min(1, 'S3_SECRET_ACCESS_KEY must not be empty')
    .max(256)
    .optional(),
  /** Default: on with S3_ENDPOINT (what S3-compatible services expect), off for AWS S3. */
  S3_FORCE_PATH_STYLE: booleanFlag,
  /** Put before every key, e.g. `talvio/`. */
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._/-]{1,200}$/, 'S3_PREFIX may hold only letters, digits and . _ - / (e.g. talvio/)')
    .refine((prefix) => !prefix.startsWith('/'), 'S3_PREFIX must not start with a slash (e.g. talvio/)')
    .refine(cleanPrefixParts, 'S3_PREFIX must not hold empty, . or .. parts between slashes')
    .optional(),
  /**
   * STUN and TURN servers for live video interviews, a JSON list of RTCIceServer objects, e.g.
   * `[{"urls":"stun:stun.example.com:3478"},{"urls":"turns:turn.example.com:5349","username":"u","credential":"p"}]`;
   * unset: a public STUN server only (docs/decisions/0021-live-video-interviews.md).
   */
  ICE_SERVERS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return undefined;
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'ICE_SERVERS must be a JSON list of {urls, username?, credential?}',
        });
        return z.NEVER;
      }
      const parsed = iceServersSchema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        ctx.addIssue({ code: 'custom', message: `ICE_SERVERS ${issue.path.join('.')}: ${issue.message}` });
        return z.NEVER;
      }
      return parsed.data;
    }),
});

/** Where uploaded files live: `<DATA_DIR>/files` (the default) or an S3 bucket (S3_BUCKET). */
export type StorageConfig = { kind: 'local' } | ({ kind: 's3' } & S3StorageOptions);

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** Served over TLS (production, or an https PUBLIC_URL): HSTS and Secure cookies. */
  tls: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  demoData: boolean;
  authSecret: string;
  google: { clientId: string; clientSecret: string } | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  corsOrigins: string[];
  /** Origins allowed to sign in (identity requests carrying an Origin header). */
  trustedOrigins: string[];
  /** Addresses whose X-Forwarded-For is believed; empty: the socket address is the client. */
  trustedProxies: string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Dev-only pages (e-mail outbox) and the local OpenID provider that plays Google; never in production. */
  devTools: boolean;
  authRateLimit: boolean;
  /** STUN/TURN servers handed to the two parties of a live video interview (ICE_SERVERS). */
  iceServers: IceServer[];
  webDist: string | undefined;
  /**
   * Where the hiring guides' Markdown files are read from at start; the articles module's own `content` folder
   * unless a test points elsewhere (not an environment variable: the guides ship with the code).
   */
  articlesDir: string | undefined;
  /** The openai engine when baseUrl and model are set, the local engine otherwise. */
  ai: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
    timeoutMs: number;
    /** Speech-to-text (AI_STT_*) for recordings without a browser transcript; off when unset. */
    stt: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined };
  };
  /** Razorpay with the configured keys; without them the local sandbox, or nothing at all in production. */
  payments: PaymentsConfig;
  /** Uploaded files: local disk unless S3_BUCKET selects a bucket. */
  storage: StorageConfig;
  /** Worker threads reading uploaded résumés (TALENT_WORKERS; default: one per CPU core). */
  talentWorkers: number;
  /** How long reading one uploaded file may take (TALENT_FILE_TIMEOUT_MS). */
  talentFileTimeoutMs: number;
  /** Which résumés the openai engine structures (AI_RESUME_STRUCTURING); the local engine structures none. */
  resumeStructuring: 'low_confidence' | 'all' | 'off';
}

const commaList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Where a person may open the app in development: localhost, the loopback addresses and this machine's own
 * network addresses (a colleague on the LAN), on the app's port.
 */
export function developmentOrigins(port: number): string[] {
  const hosts = new Set(['localhost', '127.0.0.1', '[::1]']);
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) {
      hosts.add(address.family === 'IPv6' ? `[${address.address.split('%')[0]}]` : address.address);
    }
  }
  return [...hosts].map((host) => `http://${host}:${port}`);
}

function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Local disk, or the bucket S3_BUCKET names with its keys; S3_* without S3_BUCKET is refused. */
function parseStorageConfig(e: z.infer<typeof envSchema>, env: NodeJS.ProcessEnv): StorageConfig {
  if (!e.S3_BUCKET) {
    const stray = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'].filter(
      (name) => env[name] !== undefined,
    );
    if (stray.length > 0)
      throw new Error(
        `Invalid configuration:\n  S3_BUCKET: required when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set (files would otherwise stay on local disk)`,
      );
    return { kind: 'local' };
  }
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!accessKeyId || !secretAccessKey) {
    const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !e[name]);
    const lines = missing.map((name) => `  ${name}: required when S3_BUCKET is set`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId,
    secretAccessKey,
    forcePathStyle:
      env.S3_FORCE_PATH_STYLE === undefined ? e.S3_ENDPOINT !== undefined : e.S3_FORCE_PATH_STYLE,
    prefix: e.S3_PREFIX ?? '',
  };
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const isProduction = e.NODE_ENV === 'production';
  const unsafe: string[] = [];
  if (isProduction && !e.AUTH_SECRET) unsafe.push('  AUTH_SECRET: required in production');
  if (isProduction && !e.PUBLIC_URL?.startsWith('https://') && !e.ALLOW_INSECURE_PUBLIC_URL)
    unsafe.push(
      '  PUBLIC_URL: must be an https:// URL in production (tokens, cookies and HSTS depend on it); set ALLOW_INSECURE_PUBLIC_URL=1 only behind your own TLS',
    );
  const badOrigins = commaList(e.TRUSTED_ORIGINS).filter((o) => !/^https?:\/\/[^/\s]+\/?$/.test(o));
  if (badOrigins.length > 0)
    unsafe.push(`  TRUSTED_ORIGINS: not an origin (scheme://host[:port]): ${badOrigins.join(', ')}`);
  if (unsafe.length > 0) throw new Error(`Invalid configuration:\n${unsafe.join('\n')}`);
  if (e.AI_BASE_URL && !e.AI_MODEL)
    throw new Error('Invalid configuration:\n  AI_MODEL: required when AI_BASE_URL is set');
  if (e.AI_STT_BASE_URL && !e.AI_STT_MODEL)
    throw new Error('Invalid configuration:\n  AI_STT_MODEL: required when AI_STT_BASE_URL is set');
  const storage = parseStorageConfig(e, env);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const authSecret = e.AUTH_SECRET ?? loadOrCreateSecret(dataDir);
  const payments = parsePaymentsConfig(e, authSecret, { allowSandbox: !isProduction });
  if (!payments.ok) throw new Error(`Invalid configuration:\n${payments.problems.join('\n')}`);
  const corsOrigins = commaList(e.CORS_ORIGINS);
  const config: AppConfig = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    tls: isProduction || publicUrl.startsWith('https://'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    // Production: only when asked for explicitly. Elsewhere: on for the embedded database unless DEMO_DATA=0.
    demoData: env.DEMO_DATA === undefined ? !isProduction && !e.DATABASE_URL : e.DEMO_DATA,
    authSecret,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : null,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL.toLowerCase(),
    corsOrigins,
    trustedOrigins: [
      ...new Set([
        publicUrl,
        ...corsOrigins,
        ...commaList(e.TRUSTED_ORIGINS).map((o) => o.replace(/\/$/, '')),
        ...(isProduction ? [] : developmentOrigins(e.PORT)),
      ]),
    ],
    trustedProxies: commaList(e.TRUSTED_PROXIES),
    logLevel: e.LOG_LEVEL,
    // Never in production, whatever the variable says.
    devTools: !isProduction && (env.DEV_TOOLS === undefined || e.DEV_TOOLS),
    // Always on in production, whatever the variable says.
    authRateLimit: isProduction || env.AUTH_RATE_LIMIT === undefined ? true : e.AUTH_RATE_LIMIT,
    webDist: e.WEB_DIST,
    iceServers: e.ICE_SERVERS ?? defaultIceServers,
    articlesDir: undefined,
    ai: {
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      stt: { baseUrl: e.AI_STT_BASE_URL, apiKey: e.AI_STT_API_KEY, model: e.AI_STT_MODEL },
    },
    payments: payments.config,
    storage,
    talentWorkers: e.TALENT_WORKERS ?? Math.max(1, availableParallelism()),
    talentFileTimeoutMs: e.TALENT_FILE_TIMEOUT_MS,
    resumeStructuring: e.AI_RESUME_STRUCTURING,
  };
  return { ...config, ...overrides };
}
