import type { AppConfig } from './config.ts';
import type { AppContext } from './context.ts';

/**
 * What the server runs on, one line per part, so an operator sees at start-up which parts are real and which
 * are stand-ins (and, in production, which are missing and refuse).
 */
export function describeParts(ctx: Pick<AppContext, 'ai' | 'payments'>, config: AppConfig): string[] {
  const production = config.env === 'production';
  const payments = {
    live: 'Razorpay API (RAZORPAY_* keys)',
    sandbox: 'local Razorpay sandbox (test cards only; never in production)',
    unconfigured: 'NOT CONFIGURED: purchases and plan changes are refused until RAZORPAY_* are set',
  }[ctx.payments.mode];
  const email = config.smtpUrl
    ? `SMTP ${new URL(config.smtpUrl).host}`
    : production
      ? 'NOT CONFIGURED: e-mails are kept in the outbox and not delivered until SMTP_URL is set'
      : `outbox only, readable at ${config.publicUrl}/api/dev/outbox`;
  const ai =
    ctx.ai.name === 'local'
      ? 'local offline engine'
      : `${ctx.ai.name} (${ctx.ai.model} at ${config.ai.baseUrl ? new URL(config.ai.baseUrl).host : 'the configured endpoint'})`;
  const storage =
    config.storage.kind === 's3'
      ? `S3 bucket ${config.storage.bucket}${config.storage.prefix ? ` (keys under ${config.storage.prefix})` : ''} at ${config.storage.endpoint ? new URL(config.storage.endpoint).host : `AWS ${config.storage.region}`}`
      : `local disk in ${config.dataDir}/files`;
  return [
    `Database:   ${config.databaseUrl ? `PostgreSQL ${new URL(config.databaseUrl).host}` : `embedded PGlite in ${config.dataDir}`}`,
    `Payments:   ${payments}`,
    `E-mail:     ${email}`,
    `AI:         ${ai}`,
    `Storage:    ${storage}`,
    `Sign-in:    ${config.google ? 'e-mail and password, Google' : config.devTools ? 'e-mail and password, local Google stand-in' : 'e-mail and password'}`,
    `Proxies:    ${config.trustedProxies.length > 0 ? `X-Forwarded-For believed from ${config.trustedProxies.join(', ')}` : 'none trusted (client address = socket address)'}`,
    ...(config.demoData ? [`Demo data:  ${production ? 'ON in production (DEMO_DATA=1)' : 'on'}`] : []),
  ];
}
