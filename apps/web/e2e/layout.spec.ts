import { expect, expectAccessible, test } from './fixtures.ts';

test.use({ viewport: { width: 375, height: 800 } });

test('wide tables: at 375 px every wide table says it scrolls, and its last column is reachable by scrolling', async ({
  adminPage: page,
}) => {
  for (const [path, table, lastHeader] of [
    ['/billing', 'Invoices', 'Total'],
    ['/jobs-list', 'Jobs', /Updated/],
    ['/users', 'Users', /Added/],
  ] as const) {
    await page.goto(path);
    const grid = page.getByRole('table', { name: table });
    await expect(grid).toBeVisible();
    await expect(page.getByTestId('table-scroll-hint').first()).toBeVisible();
    const header = grid.getByRole('columnheader', { name: lastHeader });
    await header.scrollIntoViewIfNeeded();
    await expect(header).toBeInViewport();
  }
  await expectAccessible(page);
});

test('readable fields on a phone: a question’s Type and Difficulty show their whole value at 375 px', async ({
  adminPage: page,
}) => {
  await page.goto('/my-job/new');
  await page.getByLabel(/^Job title/).fill('Senior React Developer');
  await page.getByRole('button', { name: 'Generate questions with AI' }).click();
  const first = page.getByRole('region', { name: 'Question 1' });
  for (const label of ['Type', 'Difficulty']) {
    const field = first.getByRole('combobox', { name: label });
    const box = await field.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(120);
  }
});

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('page widths: the title row is as wide as the content, so actions line up with the cards', async ({
    adminPage: page,
  }) => {
    await page.goto('/billing');
    const action = page.getByRole('link', { name: 'Change plan' }).first();
    const card = page.getByRole('region', { name: 'AI interviews' });
    await expect(card).toBeVisible();
    const [a, c] = [await action.boundingBox(), await card.boundingBox()];
    expect(Math.abs((a?.x ?? 0) + (a?.width ?? 0) - ((c?.x ?? 0) + (c?.width ?? 0)))).toBeLessThanOrEqual(2);
    expect(c?.width ?? 0).toBeLessThanOrEqual(1040);
    await page.goto('/settings');
    const heading = page.getByRole('heading', { level: 1, name: 'Settings' });
    await expect(heading).toBeVisible();
    const form = await page.getByRole('main').locator('form, section').first().boundingBox();
    expect(form?.width ?? 0).toBeLessThanOrEqual(720);
  });

  test('status beside the title: the job editor shows the status badge right after its title', async ({
    adminPage: page,
  }) => {
    await page.getByRole('link', { name: 'My Jobs' }).first().click();
    // The dashboard's activity lines name the job too: pick it on the jobs list, by its exact title.
    await expect(page).toHaveURL(/\/jobs-list$/);
    await page.getByRole('link', { name: 'Frontend Engineer', exact: true }).click();
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    const title = page.getByRole('heading', { level: 1, name: 'Edit Frontend Engineer' });
    const badge = page.getByRole('main').getByText('Open', { exact: true }).first();
    const [t, b] = [await title.boundingBox(), await badge.boundingBox()];
    expect((b?.x ?? 0) - ((t?.x ?? 0) + (t?.width ?? 0))).toBeLessThanOrEqual(24);
    expect(
      Math.abs((b?.y ?? 0) + (b?.height ?? 0) / 2 - ((t?.y ?? 0) + (t?.height ?? 0) / 2)),
    ).toBeLessThanOrEqual(8);
  });

  test('read-only looks read-only: a member sees the organisation details as tinted boxes, not inputs', async ({
    memberPage: page,
  }) => {
    await page.goto('/organisation');
    const name = page.getByRole('textbox', { name: 'Organisation name' });
    await expect(name).toHaveAttribute('readonly', '');
    const look = await name.evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, border: style.borderTopColor };
    });
    expect(look.background).not.toBe('rgb(255, 255, 255)');
    expect(look.border).toBe('rgba(0, 0, 0, 0)');
  });

  test('heading ranks: a description heading is smaller than the card title above it', async ({
    adminPage: page,
  }) => {
    await page.getByRole('link', { name: 'My Jobs' }).first().click();
    // The dashboard's activity lines name the job too: pick it on the jobs list, by its exact title.
    await expect(page).toHaveURL(/\/jobs-list$/);
    await page.getByRole('link', { name: 'Frontend Engineer', exact: true }).click();
    const cardTitle = page.getByRole('heading', { name: 'Description', level: 2 });
    const inner = page.getByRole('heading', { name: 'About the role' });
    const size = (el: Element) => Number.parseFloat(getComputedStyle(el).fontSize);
    expect(await inner.evaluate(size)).toBeLessThan(await cardTitle.evaluate(size));
  });
});

test('read-only looks read-only: choices that can be changed keep the look of an input', async ({
  adminPage: page,
}) => {
  await page.goto('/my-job/new');
  const seniority = page.getByRole('combobox', { name: 'Seniority' });
  const background = await seniority.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe('rgb(255, 255, 255)');
});

for (const width of [375, 1440]) {
  test.describe(`at ${width} px, while loading`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('no shifting while loading: the dashboard’s candidate lists hold the room of their lines, however many arrive, so what follows stays put', async ({
      adminPage: page,
    }) => {
      // The two lists' answers are held back until the placeholders have been measured.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/api\/job-candidates\?status=(pending|evaluated)&/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/dashboard');
      const loading = page.getByRole('status', { name: 'Loading top-scored candidates' });
      await expect(loading).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading pending interviews' })).toBeVisible();
      const following = page.getByRole('heading', { name: 'Recent activities' });
      const before = await following.boundingBox();
      release();
      await expect(loading).toHaveCount(0);
      await expect(
        page.getByRole('region', { name: 'Top-scored candidates' }).getByRole('listitem').first(),
      ).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Pending interviews' }).getByRole('listitem').first(),
      ).toBeVisible();
      const after = await following.boundingBox();
      expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThanOrEqual(1);
      await expectAccessible(page);
    });
  });
}

test.describe('messages out of the way', () => {
  // A new organisation is signed up at desktop width, where its navigation shows.
  test.use({ viewport: { width: 1440, height: 900 } });

  test('messages out of the way: at 375 px the message after saving leaves the menu button usable at once', async ({
    newOrganisation: { page },
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/profile');
    await page.getByLabel(/^Name/).fill('Morgan Message');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const message = page.getByText('Your name is saved.');
    await expect(message).toBeVisible();
    // A trial click checks that the control itself would receive the click, not something laid over it.
    await page.getByRole('button', { name: 'Toggle navigation' }).click({ trial: true, timeout: 1_000 });
    await expect(message).toBeVisible();
  });

  test('messages out of the way: at 1440 px the message after saving leaves the next page’s title-row action usable at once', async ({
    newOrganisation: { page },
  }) => {
    await page.goto('/profile');
    await page.getByLabel(/^Name/).fill('Morgan Message');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const message = page.getByText('Your name is saved.');
    await expect(message).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Application' })
      .getByRole('link', { name: 'Credits' })
      .click();
    await page.getByRole('link', { name: 'Change plan' }).first().click({ trial: true, timeout: 1_000 });
    await expect(message).toBeVisible();
  });

  test('messages out of the way: the message after saving a draft leaves the pinned bar’s Publish usable at once', async ({
    newOrganisation: { page },
  }) => {
    await page.setViewportSize({ width: 1366, height: 720 });
    await page.goto('/my-job/new');
    await page.getByLabel(/^Job title/).fill('Warehouse Shift Supervisor');
    const bar = page.getByRole('region', { name: 'Save the job' });
    await bar.getByRole('button', { name: 'Save draft' }).click();
    const message = page.getByRole('alert').filter({ hasText: 'Draft saved.' });
    await expect(message).toBeVisible();
    await bar.getByRole('button', { name: 'Publish' }).click({ trial: true, timeout: 1_000 });
    await expect(message).toBeVisible();
    const [toast, pinned] = await Promise.all([message.boundingBox(), bar.boundingBox()]);
    expect((toast?.y ?? 0) + (toast?.height ?? 0)).toBeLessThanOrEqual(pinned?.y ?? 0);
  });
});
