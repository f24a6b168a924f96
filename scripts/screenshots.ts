/**
 * `npm run screenshots`: regenerates the README's screenshots from a fresh, busy demo instance (`npm run seed:demo`
 * with 300 candidates into a throwaway embedded database, so the same seed gives the same pictures), then walks every page
 * at 1440 px and 375 px as a visitor, the demo admin, the demo member and a brand-new organisation, and saves
 * that walk to docs/screenshots/walk/ with an index (README.md there) so the whole product can be looked at in
 * one folder. Starts the API (serving the built SPA) on a free port with a throwaway embedded database, in
 * Debian's Chromium.
 */
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { freePort, waitForHealth } from './local-app.ts';
import { walk } from './screenshot-walk.ts';

const root = resolve(import.meta.dirname, '..');

execSync('npm run build -w @talvio/web', { cwd: root, stdio: 'inherit' });
const port = await freePort();
const url = `http://localhost:${port}`;
/** The embedded database, whatever this shell points at: the pictures never come from a real database. */
function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

const dataDir = mkdtempSync(join(tmpdir(), 'talvio-shots-'));
execSync('npx tsx scripts/seed-demo.ts --candidates 300', {
  cwd: root,
  stdio: 'inherit',
  env: { ...withoutDatabaseUrl(process.env), DATA_DIR: dataDir },
});
const server = spawn('node', ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: {
    ...withoutDatabaseUrl(process.env),
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO_DATA: '1',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitForHealth(url, server);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? execSync('command -v chromium', { encoding: 'utf8' }).trim(),
    args: ['--no-sandbox'],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${url}/login`);
  await page.getByLabel('E-mail').fill('admin@demo.talvio.local');
  await page.getByLabel(/^Password/).fill('TalvioDemo!2026');
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Application' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(root, 'docs/screenshots/dashboard.png') });

  // The talent pool ranked against an open job, best fit first, with each criterion's points.
  await page.goto(`${url}/find-candidates`);
  await page.getByRole('combobox', { name: 'Job' }).click();
  await page.getByRole('option', { name: /^Senior Backend Engineer/ }).click();
  await page.getByText(/profiles in your pool were scored/).waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(root, 'docs/screenshots/find-candidates.png') });

  // The most recent interview result of the demo job.
  await page.goto(`${url}/candidate-profile`);
  await page.getByRole('heading', { name: 'AI evaluation' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(root, 'docs/screenshots/interview-result.png'), fullPage: true });

  // The candidate's side: a pending invitation (one that has not been started, newest first), opened from its
  // e-mail like a candidate would.
  const token = await page.evaluate(() =>
    (globalThis as { localStorage?: { getItem(key: string): string | null } }).localStorage?.getItem(
      'jwt_token',
    ),
  );
  const pending = (await (
    await fetch(`${url}/api/job-candidates?status=pending&sort=expires_at&order=desc&page_size=20`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { items: { status: string; candidate: { email: string } }[] };
  const links: string[] = [];
  for (const item of pending.items.filter((i) => i.status === 'invited')) {
    const [mail] = (await (
      await fetch(`${url}/api/dev/outbox.json?to=${encodeURIComponent(item.candidate.email)}&limit=1`)
    ).json()) as { text: string }[];
    // Paths only: the generator wrote the links for the app's default address, not this run's port.
    const path = mail?.text.match(/\/candidate-interview\/[\w-]{43}/)?.[0];
    if (path) links.push(path);
  }
  const candidate = await browser.newPage({ viewport: { width: 1024, height: 760 } });
  let opened = false;
  for (const link of links) {
    await candidate.goto(`${url}${link}`);
    const consent = candidate.getByRole('checkbox', { name: /I agree/ });
    const startable = await consent
      .waitFor({ state: 'visible', timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    if (startable) {
      opened = true;
      break;
    }
  }
  if (!opened) throw new Error('no pending demo invitation could be opened');
  await candidate.getByRole('checkbox', { name: /I agree/ }).check();
  await candidate.getByRole('button', { name: 'Start interview' }).click();
  await candidate.getByRole('heading', { name: /^Question 1 of \d+$/ }).waitFor();
  await candidate
    .getByRole('textbox', { name: 'Your answer' })
    .fill('In my last role I started by measuring where the time went, then…');
  await candidate.screenshot({ path: join(root, 'docs/screenshots/candidate-interview.png') });
  console.log('Saved docs/screenshots/{dashboard,find-candidates,interview-result,candidate-interview}.png');
  await walk(browser, url);
  await browser.close();
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
