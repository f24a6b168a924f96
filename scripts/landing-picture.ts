/**
 * `npm run landing-picture`: regenerates the landing page's hero picture, a screenshot of a real interview result
 * (the demo organisation's most recent one: the AI evaluation with its recommendation, strengths and the team's
 * decision card), as AVIF and WebP at two widths in apps/web/src/features/marketing/assets/.
 *
 * Starts the API (serving a fresh build of the SPA) on a free port with a throwaway embedded database and demo data,
 * signs in as the demo admin in Debian's Chromium and captures the top of the result page at twice the pixel
 * density, then scales and encodes it with sharp. With TALVIO_URL set (e.g. http://localhost:3410) it uses that
 * running instance instead of starting one. Check the result's size (each file should stay well under 60 kB) and look
 * at it before committing it.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { freePort, waitForHealth } from './local-app.ts';

const root = resolve(import.meta.dirname, '..');
const assets = join(root, 'apps/web/src/features/marketing/assets');
/** The widths the landing page's srcset offers (landing-page.tsx, `heroWidths`). */
const widths = [720, 1200] as const;

/** Signs in as the demo admin and returns the top of the newest interview result as a PNG. */
async function capture(url: string): Promise<Buffer> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? execSync('command -v chromium', { encoding: 'utf8' }).trim(),
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1360, height: 900 }, deviceScaleFactor: 2 });
    await page.goto(`${url}/login`);
    await page.locator('#root:not([inert])').waitFor();
    await page.getByLabel('E-mail').fill('admin@demo.talvio.local');
    await page.getByLabel(/^Password/).fill('TalvioDemo!2026');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${url}/candidate-profile`);
    const evaluation = page.getByRole('heading', { name: 'AI evaluation' });
    await evaluation.waitFor();
    await page.waitForLoadState('networkidle');
    // From the candidate's name to the bottom of the evaluation card, and across to the decision card's edge.
    const card = (heading: string) =>
      page
        .locator('.mantine-Paper-root')
        .filter({ has: page.getByRole('heading', { name: heading }) })
        .last()
        .boundingBox();
    const name = await page.getByRole('heading', { level: 1 }).boundingBox();
    const result = await card('AI evaluation');
    const decision = await card('Your decision');
    if (!name || !result || !decision) throw new Error('the result page did not show its evaluation');
    const pad = 12;
    const x = name.x - pad;
    const y = name.y - pad;
    return await page.screenshot({
      clip: {
        x,
        y,
        width: decision.x + decision.width + pad - x,
        height: result.y + result.height + pad - y,
      },
    });
  } finally {
    await browser.close();
  }
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;
let url = process.env.TALVIO_URL;
try {
  if (!url) {
    execSync('npm run build -w @talvio/web', { cwd: root, stdio: 'inherit' });
    const port = await freePort();
    url = `http://localhost:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), 'talvio-landing-'));
    server = spawn('node', ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DEMO_DATA: '1',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHealth(url, server);
  }
  const png = await capture(url);
  const { width, height } = await sharp(png).metadata();
  console.log(`Captured ${width}×${height} px`);
  for (const w of widths) {
    const scaled = sharp(png).resize({ width: w });
    const files = [
      [join(assets, `hero-result-${w}.avif`), scaled.clone().avif({ quality: 50, effort: 6 })],
      [join(assets, `hero-result-${w}.webp`), scaled.clone().webp({ quality: 72, effort: 6 })],
    ] as const;
    for (const [file, image] of files) {
      const info = await image.toFile(file);
      console.log(`${file}: ${info.width}×${info.height}, ${(statSync(file).size / 1000).toFixed(1)} kB`);
    }
  }
} finally {
  server?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
