import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createEngine } from '@talvio/ai/create-engine';
import { type DbHandle, openDatabase } from '@talvio/db/client';
import {
  earlyAnswerPages,
  earlyAnswersScript,
  firstPaintScript,
  firstScreenPages,
} from '@talvio/domain/first-paint';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createMailer } from './adapters/email/mailer.ts';
import { createIdentity, type GoogleProviderConfig, identityBasePath } from './adapters/identity/identity.ts';
import { checkoutCspSources, createPayments, registerPayments } from './adapters/payments/payments.ts';
import { createS3Storage } from './adapters/storage/s3-storage.ts';
import { createLocalStorage, type FileStorage } from './adapters/storage/storage.ts';
import type { AppConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { articleRoutes } from './modules/articles/articles.routes.ts';
import { articlePageHtml, syncArticles } from './modules/articles/articles.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { warmCityIndex } from './modules/auth/cities.service.ts';
import { identityRoutes } from './modules/auth/identity.routes.ts';
import { identityEmails } from './modules/auth/identity-emails.ts';
import { billingRoutes, billingWebhookRoutes } from './modules/billing/billing.routes.ts';
import { creditRoutes } from './modules/billing/credits.routes.ts';
import { devOutboxRoutes } from './modules/email/email.routes.ts';
import { createEmailService } from './modules/email/email.service.ts';
import { fileRoutes } from './modules/files/files.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { insightsRoutes } from './modules/insights/insights.routes.ts';
import { candidateInterviewRoutes } from './modules/interviews/candidate-interview.routes.ts';
import {
  evaluationsSettled,
  runInterviewMaintenance,
  stopEvaluations,
} from './modules/interviews/evaluation.service.ts';
import { interviewRoutes } from './modules/interviews/interviews.routes.ts';
import { jobRoutes } from './modules/jobs/jobs.routes.ts';
import { organisationRoutes } from './modules/organisations/organisations.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { candidateDuplicateRoutes } from './modules/talent/candidate-duplicates.routes.ts';
import { candidatePrivacyRoutes } from './modules/talent/candidate-privacy.routes.ts';
import {
  type CandidateRetention,
  startCandidateRetention,
} from './modules/talent/candidate-privacy.service.ts';
import { talentRoutes } from './modules/talent/talent.routes.ts';
import { talentPoolBulkRoutes } from './modules/talent/talent-pool-bulk.routes.ts';
import {
  defaultTalentQueueOptions,
  startTalentQueue,
  type TalentQueue,
} from './modules/talent/talent-queue.ts';
import { talentRankingRoutes } from './modules/talent/talent-ranking.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { lookUpStaff } from './modules/users/users.service.ts';
import { videoRoutes } from './modules/video/video.routes.ts';
import { accessPlugin } from './plugins/access.ts';
import { drainPlugin } from './plugins/drain.ts';
import { errorsPlugin, frameworkErrors, problemFor } from './plugins/errors.ts';
import { inputGuardsPlugin } from './plugins/input-guards.ts';
import { redactUrl } from './plugins/log-redaction.ts';
import { type Part, requiredPartsPlugin } from './plugins/required-parts.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';

export interface BuildOptions {
  /** An already-open database (tests share one per worker); otherwise one is opened from config. */
  database?: DbHandle;
  /** better-auth's own rate limits on sign-in, sign-up and reset (on by default). */
  identityRateLimit?: boolean;
  /** Where logs go (tests read them); standard output by default. */
  logStream?: NodeJS.WritableStream;
  /**
   * The timed background work: interview maintenance (expiry, reminders, evaluations), the retention sweep and
   * the city index warm-up. On by default; a one-off tool that drives the services itself (the demo data
   * generator) turns it off so nothing runs behind its back.
   */
  background?: boolean;
}

/** Paths the server owns (API, payment sandbox, local OpenID provider): never answered with the SPA. */
const serverOnlyPath = /^\/(api|sandbox|oidc)(\/|$)/;
const safeRequestId = /^[A-Za-z0-9._:-]{1,64}$/;
const defaultWebDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const googleDiscoveryUrl = 'https://accounts.google.com/.well-known/openid-configuration';

/** Builds the whole API (and the web app when built), without listening: tests build it too. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        req: (req: FastifyRequest) => ({
          method: req.method,
          url: redactUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
        }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // A caller's request id is kept only in a safe shape (it reaches logs and responses); otherwise a new one.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && safeRequestId.test(given) ? given : crypto.randomUUID();
    },
    // X-Forwarded-For is believed only from the configured proxies; otherwise the socket address is the client.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    bodyLimit: 1024 * 1024,
    // While closing, requests still reach the drain hook, which answers 503 shutting_down as problem+json
    // (Fastify's own closing answer is plain JSON without a code).
    return503OnClosing: false,
    // Route parameters are bounded by their schemas (which name the field); the router only stops absurd ones.
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionError: (err) => app.log.warn({ err }, 'idle database connection lost; the pool reconnects'),
    }));
  if (!options.database) {
    await database.migrate();
    app.addHook('onClose', async () => database.close());
  }
  const { db } = database;

  const mailer = await createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const email = createEmailService(db, mailer, app.log);
  let google: GoogleProviderConfig | null = null;
  if (config.google) {
    google = { ...config.google, discoveryUrl: googleDiscoveryUrl, isLocal: false };
  } else if (config.devTools) {
    const clientId = 'talvio-local-google';
    const clientSecret = `local-${config.authSecret.slice(0, 16)}`;
    // Loaded only with dev tools: production never imports the local OpenID provider.
    const { registerDevGoogleProvider } = await import('./adapters/identity/dev-google-provider.ts');
    const { discoveryUrl } = await registerDevGoogleProvider(app, {
      publicUrl: config.publicUrl,
      clientId,
      clientSecret,
      redirectUri: `${config.publicUrl}${identityBasePath}/callback/google`,
    });
    google = { clientId, clientSecret, discoveryUrl, isLocal: true };
  }
  const identity = await createIdentity({
    db,
    publicUrl: config.publicUrl,
    secret: config.authSecret,
    trustedOrigins: [...new Set([config.publicUrl, ...config.trustedOrigins])],
    secureCookies: config.tls,
    google,
    rateLimit: options.identityRateLimit ?? config.authRateLimit,
    ...identityEmails(email, config.publicUrl),
    isDeactivated: async (identityId) => (await lookUpStaff(db, identityId))?.isActive === false,
  });
  let storage: FileStorage;
  if (config.storage.kind === 's3') {
    // Loads the S3 SDK (only then: a server on local disk never holds it in memory).
    const s3 = await createS3Storage(config.storage);
    // onClose hooks run last-added first: this one runs after the background work added below has stopped.
    app.addHook('onClose', async () => s3.close());
    storage = s3;
  } else {
    storage = createLocalStorage(join(config.dataDir, 'files'));
  }
  const ai = await createEngine({
    AI_BASE_URL: config.ai.baseUrl,
    AI_API_KEY: config.ai.apiKey,
    AI_MODEL: config.ai.model,
    AI_TIMEOUT_MS: String(config.ai.timeoutMs),
    AI_STT_BASE_URL: config.ai.stt.baseUrl,
    AI_STT_API_KEY: config.ai.stt.apiKey,
    AI_STT_MODEL: config.ai.stt.model,
  });
  app.log.info({ engine: ai.name, model: ai.model }, 'AI engine ready');
  const payments = createPayments({
    app,
    db,
    log: app.log,
    config: config.payments,
    publicUrl: config.publicUrl,
  });
  app.log.info({ mode: payments.mode }, 'payments ready');
  const checkoutCsp = checkoutCspSources(payments);
  const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const ctx: AppContext = {
    config,
    db,
    email,
    identity,
    storage,
    ai,
    payments,
    log: app.log,
    missingParts: new Set<Part>([
      ...(payments.mode === 'unconfigured' ? (['payments'] as const) : []),
      ...(config.env === 'production' && !config.smtpUrl ? (['email'] as const) : []),
    ]),
    state: { ready: true },
  };
  // The hiring guides come from Markdown files in the repository; edits reach the table at every start
  // (docs/decisions/0019-articles-from-markdown-files.md).
  const synced = await syncArticles(ctx, config.articlesDir);
  if (synced.added + synced.updated + synced.removed > 0)
    app.log.info(synced, 'articles loaded from their files');

  await app.register(errorsPlugin);
  await app.register(drainPlugin);
  await app.register(inputGuardsPlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The prerendered pages' inline scripts, by their hashes (docs/product/app-shell.md, **first paint** and
        // **early answers**).
        scriptSrc: [
          "'self'",
          scriptHash(firstPaintScript),
          scriptHash(earlyAnswersScript),
          ...checkoutCsp.script,
        ],
        frameSrc: ["'self'", ...checkoutCsp.frame],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.tls,
    crossOriginEmbedderPolicy: false,
    // The Google popup must be able to post back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  if (config.corsOrigins.length > 0)
    await app.register(cors, { origin: config.corsOrigins, credentials: true });
  await app.register(rateLimit, { global: false });
  await app.register(accessPlugin, {
    authenticator: {
      verifyIdToken: identity.verifyIdToken,
      findStaff: (identityId) => lookUpStaff(db, identityId),
    },
  });
  await app.register(requiredPartsPlugin, { missing: ctx.missingParts });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Talvio API', version: '0.1.0', description: 'AI-assisted hiring platform API' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(async (scope) => identityRoutes(scope, ctx));
  await app.register(async (scope) => authRoutes(scope, ctx));
  await app.register(async (scope) => organisationRoutes(scope, ctx));
  await app.register(async (scope) => userRoutes(scope, ctx));
  await app.register(async (scope) => supportRoutes(scope, ctx));
  await app.register(async (scope) => activityRoutes(scope, ctx));
  await app.register(async (scope) => creditRoutes(scope, ctx));
  await app.register(async (scope) => billingRoutes(scope, ctx));
  await app.register(async (scope) => billingWebhookRoutes(scope, ctx));
  await registerPayments(app, payments, {
    allowedCallbackOrigins: [config.publicUrl, ...config.corsOrigins],
  });
  await app.register(async (scope) => jobRoutes(scope, ctx));
  await app.register(async (scope) => interviewRoutes(scope, ctx));
  await app.register(async (scope) => insightsRoutes(scope, ctx));
  await app.register(async (scope) => candidateInterviewRoutes(scope, ctx));
  // Uploaded résumés are read in the background, in worker threads (docs/decisions/0014-talent-intake-queue.md).
  const talentQueue = startTalentQueue(ctx, {
    ...defaultTalentQueueOptions,
    threads: config.talentWorkers,
    fileTimeoutMs: config.talentFileTimeoutMs,
    structuring: config.resumeStructuring,
  });
  app.addHook('onClose', () => talentQueue.stop());
  await app.register(async (scope) => talentRoutes(scope, ctx, talentQueue.wake));
  await app.register(async (scope) => talentRankingRoutes(scope, ctx));
  await app.register(async (scope) => candidatePrivacyRoutes(scope, ctx));
  // Candidate data past the organisation's retention period is erased daily (docs/product/candidate-privacy.md).
  const background = options.background ?? true;
  const candidateRetention = startCandidateRetention(ctx, {
    everyMs: 24 * 3_600_000,
    firstAfterMs: config.env === 'test' || !background ? null : 60_000,
  });
  app.addHook('onClose', () => candidateRetention.stop());
  await app.register(async (scope) => candidateDuplicateRoutes(scope, ctx));
  await app.register(async (scope) => talentPoolBulkRoutes(scope, ctx));
  await app.register(async (scope) => fileRoutes(scope, ctx));
  await app.register(async (scope) => articleRoutes(scope, ctx));
  await app.register(async (scope) => videoRoutes(scope, ctx));
  await app.register(async (scope) => healthRoutes(scope, ctx, database.driver));
  if (config.devTools) await app.register(async (scope) => devOutboxRoutes(scope, ctx));

  const webDist = config.webDist ?? defaultWebDist;
  const serveWeb = existsSync(join(webDist, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br/.gz next to each text asset; browsers get the smallest one they accept.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Everything under assets/ carries a content hash in its name and never changes; the page is revalidated.
        const hashed = /[\\/]assets[\\/]/.test(path);
        const page = /(index|prerendered[\\/][\w-]+)\.html(\.br|\.gz)?$/.test(path);
        reply.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : page ? 'no-cache' : 'public, max-age=3600',
        );
      },
    });
  }
  // Pages with an HTML file of their own (docs/product/app-shell.md, **first paint**).
  const prerendered = new Map<string, string>(
    [...firstScreenPages, ...earlyAnswerPages]
      .filter((page) => serveWeb && existsSync(join(webDist, 'prerendered', page.file)))
      .map((page) => [page.path, `prerendered/${page.file}`]),
  );
  // A visitor screen was rendered for the bare path: a link with a query (a sign-in link's token, …) may show
  // another screen, so it gets the app rendered in the browser instead.
  const firstScreenFile = (url: string, path: string) =>
    url.includes('?') ? undefined : prerendered.get(path);
  // Read once, like the files above: the build does not change while the server runs. A failed read is tried again.
  let indexHtmlRead: Promise<string> | undefined;
  const indexHtml = () => {
    indexHtmlRead ??= readFile(join(webDist, 'index.html'), 'utf8').catch((err: unknown) => {
      indexHtmlRead = undefined;
      throw err;
    });
    return indexHtmlRead;
  };
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (serveWeb && req.method === 'GET' && !serverOnlyPath.test(path)) {
      // An article's page names the article in its head, for links shared elsewhere (docs/product/articles.md).
      // Without the database the page is still served, with the app's plain head.
      const articlePage = await articlePageHtml(ctx, path, indexHtml).catch((err: unknown) => {
        req.log.warn({ err }, 'article page head not added');
        return null;
      });
      if (articlePage !== null) {
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(articlePage);
      }
      // The SPA owns every other URL; its router applies the navigation rule (docs/product/app-shell.md).
      return reply
        .header('cache-control', 'no-cache')
        .sendFile(firstScreenFile(req.url, path) ?? 'index.html', { maxAge: 0, immutable: false });
    }
    return reply
      .status(404)
      .type('application/problem+json')
      .send(problemFor(404, 'not_found', `No route ${req.method} ${path}.`, req.id));
  });

  const retryTimer = setInterval(() => {
    email.retryFailed().catch((err) => app.log.warn({ err }, 'outbox retry failed'));
  }, 60_000);
  retryTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(retryTimer);
    await email.settle().catch((err) => app.log.warn({ err }, 'marking delivered e-mails failed'));
    mailer?.close?.();
  });
  // Interviews: expiry, reminders and evaluations are driven by the rows themselves, so they resume after a restart.
  let maintenance: Promise<unknown> = Promise.resolve();
  const maintain = () => {
    maintenance = runInterviewMaintenance(ctx).catch((err) =>
      app.log.warn({ err }, 'interview maintenance failed'),
    );
  };
  const maintenanceTimer = background
    ? setInterval(maintain, config.env === 'test' ? 3_600_000 : 30_000)
    : undefined;
  maintenanceTimer?.unref();
  if (config.env !== 'test' && background) app.addHook('onReady', async () => maintain());
  app.addHook('onClose', async () => {
    clearInterval(maintenanceTimer);
    stopEvaluations(ctx);
    await maintenance;
    await evaluationsSettled(ctx);
  });
  if (config.env !== 'test' && background) {
    app.addHook('onReady', async () => {
      void warmCityIndex((err) => app.log.warn({ err }, 'city index built in the server process'));
    });
  }

  app.decorate('ctx', ctx);
  app.decorate('talentQueue', talentQueue);
  app.decorate('candidateRetention', candidateRetention);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** The reading of uploaded files; tests wait for it with `settled()`. */
    talentQueue: TalentQueue;
    /** The daily erasing of candidate data past the retention period; tests run it with `runNow(fakeNow)`. */
    candidateRetention: CandidateRetention;
  }
}
