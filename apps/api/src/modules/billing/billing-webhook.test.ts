import type { Database } from '@talvio/db/client';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Payments } from '../../adapters/payments/payments.ts';
import type { RazorpayClient } from '../../adapters/payments/razorpay-client.ts';
import { createRazorpayProvider } from '../../adapters/payments/razorpay-provider.ts';
import type { AppConfig } from '../../config.ts';
import type { EmailService } from '../email/email.service.ts';
import { type BillingDeps, handleWebhook } from './billing.service.ts';

/**
 * docs/product/billing.md, **paid once**: payments are logged without tokens or secrets; a tampered webhook changes
 * nothing.
 */
describe('paid once: webhook signature check', () => {
  it('a tampered webhook is refused before anything is read or written, and logged without secrets or signatures', async () => {
    const warnings: unknown[][] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
    const untouchable = new Proxy(
      {},
      {
        get() {
          throw new Error('the database must not be used for a refused webhook');
        },
      },
    ) as Database;
    const deps: BillingDeps = {
      db: untouchable,
      log,
      payments: {
        webhookSecret: 'whsec_very_secret_value',
        keySecret: 'key_secret_value',
        provider: createRazorpayProvider({
          client: {} as RazorpayClient,
          webhookSecret: 'whsec_very_secret_value',
          keySecret: 'key_secret_value',
        }),
      } as Payments,
      email: {} as EmailService,
      config: {} as AppConfig,
    };
    const tamperedSignature = 'ab'.repeat(32);
    await expect(
      handleWebhook(deps, {
        rawBody: '{"entity":"event","event":"payment.captured","payload":{},"created_at":1}',
        signature: tamperedSignature,
        eventId: 'evt_1',
      }),
    ).rejects.toMatchObject({ status: 400, code: 'invalid_signature' });
    expect(warnings).toHaveLength(1);
    const logged = JSON.stringify(warnings[0]);
    expect(logged).toContain('signature mismatch');
    expect(logged).toContain('evt_1');
    for (const secret of ['whsec_very_secret_value', 'key_secret_value', tamperedSignature])
      expect(logged).not.toContain(secret);
  });
});
