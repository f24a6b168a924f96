/**
 * `npm run seed:demo -- --candidates 500 [--seed 1] [--organisation "Name"]`: fills the database the app would use
 * (DATABASE_URL, else the embedded database in DATA_DIR) with a busy demo organisation (docs/product/demo-data.md).
 */
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { DemoRefused, type DemoSummary, generateDemoData } from '../apps/api/src/demo/generate.ts';
import { demoUsage, parseDemoArgs } from '../apps/api/src/demo/options.ts';

function fail(message: string): never {
  console.error(`\n  seed:demo: ${message.replaceAll('\n', '\n  ')}\n`);
  process.exit(1);
}

function report(summary: DemoSummary, seconds: number): string {
  const list = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
  const { logins } = summary;
  return [
    '',
    `  Demo organisation "${logins.organisationName}" created in ${seconds.toFixed(1)} s`,
    `  Sign in: ${logins.admin.email} (admin) / ${logins.member.email} (member)  password ${logins.password}`,
    `  Jobs:        ${list(summary.jobs)}`,
    `  Interviews:  ${list(summary.steps)}`,
    `  Decisions:   ${list(summary.decisions)}`,
    `  Demographic answers ${summary.demographics}, talent-pool profiles imported ${summary.poolProfiles}, staff ${summary.staff}, credit purchases ${summary.creditPurchases}`,
    '',
  ].join('\n');
}

if (process.env.NODE_ENV === 'production')
  fail(
    'refusing to run with NODE_ENV=production: demo data is a development stand-in (docs/product/deployment-safety.md, docs/product/demo-data.md).',
  );

let args: ReturnType<typeof parseDemoArgs>;
try {
  args = parseDemoArgs(process.argv.slice(2));
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
if (args.help) {
  console.log(demoUsage);
  process.exit(0);
}

let config: ReturnType<typeof loadConfig>;
try {
  // No dev tools: the local Google provider needs a listening server, and the generator listens on nothing.
  config = loadConfig(process.env, {
    devTools: false,
    // The candidates' addresses are made up: their e-mails stay in the outbox, whatever SMTP_URL says.
    smtpUrl: undefined,
    ...(process.env.LOG_LEVEL ? {} : { logLevel: 'warn' as const }),
  });
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
const started = performance.now();
const app = await buildApp(config, { background: false });
try {
  const since = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  console.log(`  seed:demo: app ready after ${since()}`);
  const summary = await generateDemoData(app, {
    ...args.options,
    progress: (phase) => console.log(`  seed:demo: ${since()} ${phase}…`),
  });
  console.log(report(summary, (performance.now() - started) / 1000));
  console.log(
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded, in ${config.dataDir}`}. Start the app on it to look around.\n`,
  );
} catch (err) {
  await app.close();
  if (err instanceof DemoRefused) fail(err.message);
  throw err;
}
await app.close();
