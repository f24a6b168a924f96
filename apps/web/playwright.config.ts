import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Debian's Chromium (no browser download), its headless shell first: the browser without a window system or GPU
 * process, as Playwright runs headless by default. scripts/ensure-chromium.sh installs both.
 */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const binary of ['chromium-headless-shell', 'chromium']) {
    try {
      return execSync(`command -v ${binary}`, { encoding: 'utf8' }).trim();
    } catch {
      // Not installed: try the next one.
    }
  }
  return '/usr/bin/chromium';
}

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
// A fresh embedded database per run, so demo data is created and nothing is left over.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'talvio-e2e-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // One worker in CI: on a 2-core machine two browsers and the API compete for the same cores, so each journey
  // runs over twice as long and slow steps reach the 30 s test timeout, for the same total time (measured: the job
  // and web-resilience journeys took 3.7 min either way; with two workers 7 of 11 timed out). The core one worker
  // leaves mostly idle goes to the API tests, which `npm test` runs beside the browser tests (scripts/test.sh).
  workers: process.env.CI ? 1 : undefined,
  retries: 0,
  // The same journey takes two to three times as long on some CI machines as on others (the browser run: 7 to
  // 15.5 min); a journey of 8 s here once needed over 60 s there, so the limit leaves room for the slowest one.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        // A fake camera at 5 frames a second: every frame is encoded and decoded in software on the same cores.
        '--use-fake-device-for-media-stream=fps=5',
        '--use-fake-ui-for-media-stream',
        // A screen to share in the live video journeys, picked without a prompt.
        '--auto-select-desktop-capture-source=Entire screen',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx ../api/src/server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      DEV_TOOLS: '1',
      // Every journey signs in from 127.0.0.1; the per-IP limits have their own API tests.
      AUTH_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
      // Both sides of a live video journey are on this machine, where host candidates connect them; the public
      // STUN server offered by default is out of reach from CI, and waiting on it slowed each call's set-up.
      ICE_SERVERS: '[]',
    },
  },
});
