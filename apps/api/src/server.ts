import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { demoAccounts, demoPassword, seedDemoData } from './demo-data.ts';
import { describeParts } from './startup-report.ts';

function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (err) {
    // A configuration problem is the operator's to fix: say what it is, without a stack trace.
    console.error(`\n  Talvio cannot start. ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}

const config = loadConfigOrExit();
const app = await buildApp(config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 20_000);
  force.unref();
  try {
    // Requests in flight finish before background work stops and the database pool closes.
    const { unfinished } = await app.drain(10_000);
    if (unfinished > 0) app.log.warn({ unfinished }, 'closing with requests still running');
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

app.ctx.state.ready = false;
await app.listen({ port: config.port, host: config.host });
// After listening: creating accounts starts the identity provider, whose Google discovery needs the server up.
if (config.demoData && (await seedDemoData(app))) {
  app.log.info('demo data created');
}
app.ctx.state.ready = true;
const lines = [
  '',
  `  Talvio is running at ${config.publicUrl}${config.env === 'production' ? '' : ` (${config.env})`}`,
  `  API docs:   ${config.publicUrl}/api/docs`,
  ...describeParts(app.ctx, config).map((line) => `  ${line}`),
  ...(config.demoData
    ? [`  Demo sign-in: ${demoAccounts.map((a) => a.email).join(' / ')}  password ${demoPassword}`]
    : []),
  '',
];
console.log(lines.join('\n'));
app.log.info({ parts: describeParts(app.ctx, config) }, 'started');
