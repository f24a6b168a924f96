import type { Page } from '@playwright/test';
import { appTookOver, expect, expectAccessible, test } from './fixtures.ts';

/**
 * Hiring guides (docs/product/articles.md): a visitor finds the newest guides in the landing page's Resources,
 * opens one, reads it, and finds the same guide at its other address — at desktop and phone widths.
 */

interface Guide {
  id: number;
  title: string;
  summary: string;
  reading_minutes: number;
}

async function guides(page: Page): Promise<Guide[]> {
  const res = await page.request.get('/api/articles');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Guide[] }).items;
}

/** The content of a tag in the HTML the server sent for a path (before any script ran). */
async function servedHead(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const pick = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    title: pick(/<title>([^<]*)<\/title>/),
    ogTitle: pick(/<meta property="og:title" content="([^"]*)"/),
    ogType: pick(/<meta property="og:type" content="([^"]*)"/),
    canonical: pick(/<link rel="canonical" href="([^"]*)"/),
  };
}

/** The mean number of characters on the body's full lines (each paragraph's last line left out), as laid out. */
function charactersPerLine(page: Page): Promise<number> {
  return page.getByTestId('article-body').evaluate((body) => {
    const full: number[] = [];
    for (const paragraph of body.querySelectorAll(':scope > p')) {
      const perLine = new Map<number, number>();
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < (node.textContent?.length ?? 0); i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = range.getClientRects()[0]?.top;
          if (top !== undefined) perLine.set(Math.round(top), (perLine.get(Math.round(top)) ?? 0) + 1);
        }
      }
      full.push(...[...perLine.values()].slice(0, -1));
    }
    return full.reduce((sum, n) => sum + n, 0) / full.length;
  });
}

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`latest on the landing page: a visitor opens the newest guide from Resources and reads the same guide at /article/{id} (${viewport.name})`, async ({
      page,
    }) => {
      const all = await guides(page);
      const newest = all[0]!;

      await test.step('Resources lists the newest three guides, in space kept for them', async () => {
        // The guides arrive only when let through, to compare the section before and after.
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route('**/api/articles', async (route) => {
          await held;
          await route.continue();
        });
        await page.goto('/');
        await appTookOver(page);
        const resources = page.locator('#resources');
        await resources.scrollIntoViewIfNeeded();
        const footer = page.locator('footer');
        const before = { section: await resources.boundingBox(), footer: await footer.boundingBox() };
        release();
        await expect(resources.getByRole('article')).toHaveCount(3);
        const after = { section: await resources.boundingBox(), footer: await footer.boundingBox() };
        expect(after.section?.height).toBe(before.section?.height);
        expect(after.footer?.y).toBe(before.footer?.y);
        await page.unroute('**/api/articles');

        const links = resources.getByRole('link');
        await expect(links).toHaveText(all.slice(0, 3).map((g) => g.title));
        await expect(resources.getByRole('article').first()).toContainText(
          `${newest.reading_minutes} min read`,
        );
        // Fetched after the page had loaded: not part of its first screen.
        const timing = await page.evaluate(() => {
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const list = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/api/articles'));
          return { loaded: nav.loadEventEnd, asked: list?.startTime ?? -1 };
        });
        expect(timing.asked).toBeGreaterThanOrEqual(timing.loaded);
        await expectAccessible(page);
      });

      await test.step('the guide reads with its cover, byline and body, in a measure of about 68 characters', async () => {
        await page.locator('#resources').getByRole('link', { name: newest.title }).click();
        await expect(page).toHaveURL(new RegExp(`/articles/${newest.id}$`));
        await expect(page.getByRole('heading', { level: 1, name: newest.title })).toBeVisible();
        await expect(page).toHaveTitle(`${newest.title} — Talvio`);
        await expect(page.getByTestId('article-byline')).toContainText(`${newest.reading_minutes} min read`);
        const article = page.getByRole('article', { name: newest.title });
        await expect(article.locator('img').first()).toHaveJSProperty('complete', true);
        expect(
          await article
            .locator('img')
            .first()
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        ).toBe(1200);
        await expect(
          page.getByTestId('article-body').getByRole('heading', { level: 2 }).first(),
        ).toBeVisible();
        const perLine = await charactersPerLine(page);
        // About 68 characters a line on a wide screen; on a phone the screen's width, at a size still read easily.
        if (viewport.width >= 768) {
          expect(perLine).toBeGreaterThanOrEqual(62);
          expect(perLine).toBeLessThanOrEqual(74);
        } else {
          expect(perLine).toBeGreaterThanOrEqual(32);
        }
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        const more = page.getByRole('region', { name: 'More guides' });
        await expect(more.getByRole('link')).toHaveCount(all.length - 1);
        await expectAccessible(page);
      });

      await test.step('both routes, one article: /article/{id} shows the same guide, and both heads name it', async () => {
        await page.goto(`/article/${newest.id}`);
        await expect(page.getByRole('heading', { level: 1, name: newest.title })).toBeVisible();
        await expect(page).toHaveTitle(`${newest.title} — Talvio`);
        const plural = await servedHead(page, `/articles/${newest.id}`);
        const singular = await servedHead(page, `/article/${newest.id}`);
        expect(singular).toEqual(plural);
        expect(plural.ogType).toBe('article');
        expect(plural.canonical).toMatch(new RegExp(`/articles/${newest.id}$`));
        await expectAccessible(page);
      });

      await test.step('More guides leads to another guide', async () => {
        const other = all[1]!;
        await page
          .getByRole('region', { name: 'More guides' })
          .getByRole('link', { name: other.title })
          .click();
        await expect(page).toHaveURL(new RegExp(`/articles/${other.id}$`));
        await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();
      });
    });
  });
}

test('one article: an unknown guide says it does not exist and leads back to the latest guides', async ({
  page,
}) => {
  await page.goto('/articles/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'This guide does not exist' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'See the latest guides' }).click();
  await expect(page.locator('#resources').getByRole('article')).toHaveCount(3);
});
