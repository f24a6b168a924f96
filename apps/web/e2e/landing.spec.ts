import type { Page } from '@playwright/test';
import { appTookOver, expect, expectAccessible, test } from './fixtures.ts';

/**
 * The landing page (docs/product/marketing.md) as a visitor meets it: the header's links, the hero and its picture of
 * the product, the features, the plans, the footer — at desktop and phone widths.
 */

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 375, height: 812 },
];

const featureGroups = {
  'Fill the pipeline': [
    'Jobs written with AI',
    'Résumés in bulk',
    'Talent pool search',
    'Pool ranked against a job',
  ],
  'Interview everyone the same way': [
    'AI interviews',
    'Scores with evidence',
    'Integrity signals',
    'A shared pipeline',
  ],
  'Decide with evidence': ['Job insights', 'Fairness view', 'Human oversight record', 'Team roles'],
};

async function openLanding(page: Page) {
  await page.goto('/');
  await appTookOver(page);
}

test('marketing header: on the landing page Features and Resources scroll to their sections, and Pricing, Sign Up, the logo and Log in open their pages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openLanding(page);
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(/\/#features$/);
  await expect(page.locator('#features')).toBeInViewport();
  await expect(
    page.getByRole('heading', { name: 'Your AI Assistant for Seamless Hiring.' }),
  ).not.toBeInViewport();
  await header.getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveURL(/\/#resources$/);
  await expect(page.locator('#resources')).toBeInViewport();
  await header.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await header.getByRole('link', { name: 'Talvio home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await header.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await header.getByRole('link', { name: 'Talvio home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await header.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`hero picture: the tagline, Sign Up and a picture of the product, its space kept until it has loaded (${viewport.name})`, async ({
      page,
    }) => {
      // The picture arrives only when let through, to see the space kept for it.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/assets/hero-result-*', async (route) => {
        await held;
        await route.continue();
      });
      // The page's load event waits for the picture, so the test goes on once the document is there.
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your AI Assistant for Seamless Hiring.' }),
      ).toBeVisible();
      const picture = page.getByRole('img', { name: /interview result in Talvio/ });
      const before = await picture.boundingBox();
      expect(before?.width).toBeGreaterThan(300);
      expect(before?.height).toBeCloseTo(((before?.width ?? 0) * 750) / 1200, 0);
      release();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await picture.boundingBox()).toEqual(before);
      await page.unroute('**/assets/hero-result-*');

      await test.step('two widths in modern formats, each file small, fetched first', async () => {
        await expect(picture).toHaveAttribute('fetchpriority', 'high');
        await expect(picture).toHaveAttribute('width', '1200');
        await expect(picture).toHaveAttribute('height', '750');
        expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.(avif|webp)$/);
        const sets = await page
          .locator('picture')
          .evaluate((el) =>
            [...el.querySelectorAll('source, img')].map((n) => n.getAttribute('srcset') ?? ''),
          );
        const files = sets.flatMap((set) =>
          set.split(',').map((candidate) => candidate.trim().split(' ')[0]!),
        );
        expect(files).toHaveLength(4);
        for (const file of files) {
          expect(file).toMatch(/\.(avif|webp)$/);
          const res = await page.request.get(file);
          expect(res.status()).toBe(200);
          expect((await res.body()).length).toBeLessThanOrEqual(60_000);
        }
      });

      await page.getByRole('link', { name: 'Sign Up — it’s free' }).click();
      await expect(page).toHaveURL(/\/register$/);
    });

    test(`light landing page: accessible, and no sideways scrolling (${viewport.name})`, async ({ page }) => {
      await openLanding(page);
      await expect(page.locator('#resources').getByRole('article')).toHaveCount(3);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await expectAccessible(page);
    });
  });
}

test('features that exist: three groups, each feature a heading with its sentence', async ({ page }) => {
  await openLanding(page);
  const features = page.locator('#features');
  await expect(features.getByRole('heading', { level: 3 })).toHaveText(Object.keys(featureGroups));
  for (const [group, names] of Object.entries(featureGroups)) {
    const section = features.getByRole('region', { name: group });
    await expect(section.getByRole('heading', { level: 4 })).toHaveText(names);
  }
  for (const heading of await features.getByRole('heading', { level: 4 }).all()) {
    const sentence = await heading.evaluate((h) => h.nextElementSibling?.textContent ?? '');
    expect(sentence.length).toBeGreaterThan(40);
  }
});

test('plans on the landing page: every plan with the price the pricing page shows, and a link to compare them', async ({
  page,
}) => {
  await openLanding(page);
  const plans = page.getByRole('region', { name: 'Plans that grow with your hiring' });
  const cards = plans.getByRole('article');
  await expect(cards).toHaveCount(4);
  const names = await cards.getByRole('heading', { level: 3 }).allTextContents();
  const prices = await cards.evaluateAll((all) =>
    all.map((card) => /(\$[\d,]+) \/ month/.exec(card.textContent ?? '')?.[1] ?? ''),
  );
  expect(names).toEqual(['free', 'starter', 'business', 'enterprise']);
  await plans.getByRole('link', { name: 'Compare plans and prices' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  // The pricing page in its default currency: the same plans at the same prices.
  await expect(page.getByRole('radio', { name: 'USD' })).toBeChecked();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(names);
  for (const price of prices) await expect(page.getByText(`${price} / month`, { exact: true })).toBeVisible();
});

test('footer links: Features, Pricing, Resources, Log in and Sign Up lead where they say', async ({
  page,
}) => {
  await openLanding(page);
  // Inside the page's main landmark, the footer is not a landmark of its own.
  const footer = page.locator('footer');
  const hrefs = {
    Features: '/#features',
    Pricing: '/pricing',
    Resources: '/#resources',
    'Log in': '/login',
    'Sign Up': '/register',
  };
  for (const [name, href] of Object.entries(hrefs))
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await footer.getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(/\/#features$/);
  await expect(page.locator('#features')).toBeInViewport();
  await footer.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goBack();
  await footer.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.goBack();
  await footer.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('light landing page: the HTML the server sends already holds the whole page but the guides', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  for (const text of [
    'Your AI Assistant for Seamless Hiring.',
    'Human oversight record',
    'Plans that grow with your hiring',
    'Compare plans and prices',
  ])
    expect(html).toContain(text);
  expect(html).toMatch(/<img[^>]+fetchPriority="high"/i);
  expect(html).toMatch(/<footer/);
});

test('dark mode: the landing page and its header stay readable in the dark scheme', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await openLanding(page);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectAccessible(page);
});
