import type { Page } from '@playwright/test';
import { apiCall, expect, expectAccessible, test } from './fixtures.ts';

const widths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

/** Opens each path at each width, waits for its heading and checks it with axe and for sideways scrolling. */
async function checkScreens(page: Page, screens: { path: string; heading: string | RegExp }[]) {
  for (const { name, width, height } of widths) {
    await page.setViewportSize({ width, height });
    for (const { path, heading } of screens) {
      await test.step(`${path} at ${width} px (${name})`, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectAccessible(page);
        // Works from 360 px: nothing but a table's own scroller moves sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  }
}

test('accessible pages: a busy organisation’s dashboard, activity feed, job insights and a guide at 1440 and 375 px', async ({
  adminPage: page,
}) => {
  test.slow();
  const jobs = await apiCall(page, 'GET', '/api/jobs?status=open&pageSize=1');
  const job = (jobs.body.items as { id: number }[])[0];
  expect(job).toBeDefined();
  await checkScreens(page, [
    { path: '/dashboard', heading: /^Welcome/ },
    { path: '/recent-activities', heading: 'Recent activities' },
    { path: `/jobs/${job?.id}/insights`, heading: /Insights/ },
    { path: '/articles/1', heading: /./ },
  ]);
});

test('accessible pages: a new organisation’s first-run dashboard at 1440 and 375 px', async ({
  newOrganisation: { page },
}) => {
  await checkScreens(page, [{ path: '/dashboard', heading: /^Welcome/ }]);
  await expect(page.getByRole('region', { name: 'Getting started' })).toBeVisible();
});
