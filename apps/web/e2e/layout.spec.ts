import { demo, expect, expectAccessible, logIn, test } from './fixtures.ts';

test.use({ viewport: { width: 375, height: 800 } });

test('wide tables: at 375 px every wide table says it scrolls, and its last column is reachable by scrolling', async ({
  page,
}) => {
  await logIn(page, demo.admin, demo.password);
  await expect(page).toHaveURL(/\/dashboard$/);
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
  page,
}) => {
  await logIn(page, demo.admin, demo.password);
  await expect(page).toHaveURL(/\/dashboard$/);
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
