import type { Page } from '@playwright/test';
import { apiCall, expect, expectAccessible, test } from './fixtures.ts';

/**
 * My Talent Pool (docs/product/talent-pool.md): a search with a phrase and an exclusion, a filter, the search saved
 * and re-applied in one click (**saved searches**), two rows picked and tagged, and the tagging undone
 * (**bulk tag and undo**); the selection bar stays usable on a phone.
 */

const stamp = Date.now().toString(36);
const people: [string, string, string, string][] = [
  ['Joanna Kowalska', 'Staff Nurse', 'Leeds, UK', 'Triage'],
  ['Nina Patel', 'Staff Nurse', 'Leeds, UK', 'Phlebotomy'],
  ['Marek Nowak', 'Agency Staff Nurse', 'Leeds, UK', 'Triage'],
  ['Olga Berg', 'Staff Nurse', 'Oslo, Norway', 'Triage'],
  ['Tom Becker', 'Frontend Engineer', 'Berlin, Germany', 'React'],
];

/** The profiles above, read into the organisation's pool from a candidate CSV through the API. */
async function fillPool(page: Page) {
  const batch = await apiCall(page, 'POST', '/api/talent/batches', {});
  expect(batch.status).toBe(201);
  const csv = [
    'name,email,headline,location,skills',
    ...people.map(([name, headline, location, skills]) =>
      [
        name,
        `${name.split(' ')[0]!.toLowerCase()}.${stamp}@example.test`,
        headline,
        `"${location}"`,
        skills,
      ].join(','),
    ),
  ].join('\n');
  const status = await page.evaluate(
    async ([id, text]) => {
      const form = new FormData();
      form.append('file', new Blob([text], { type: 'text/csv' }), 'pool.csv');
      const res = await fetch(`/api/talent/batches/${id}/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('jwt_token')}` },
        body: form,
      });
      return res.status;
    },
    [batch.body.id as number, csv] as const,
  );
  expect(status).toBe(201);
  await expect
    .poll(async () => (await apiCall(page, 'GET', `/api/talent/batches/${batch.body.id}`)).body.finished, {
      timeout: 30_000,
    })
    .toBe(true);
}

const rows = (page: Page) => page.getByRole('table', { name: 'Profiles' }).locator('tbody tr');

test('saved searches, bulk tag and undo, and messages out of the way: search, filter, save, re-apply, tag two rows, undo above the selection bar', async ({
  newOrganisation,
}, testInfo) => {
  const { page } = newOrganisation;
  await page.setViewportSize({ width: 1440, height: 900 });
  await fillPool(page);
  await page.goto('/my-talent-pool');
  await expect(rows(page)).toHaveCount(5);

  // A phrase and an exclusion, then a filter.
  await page.getByLabel('Search').fill('"staff nurse" -agency');
  await expect(rows(page)).toHaveCount(3);
  await page.getByLabel('Location').fill('Leeds');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: 'Joanna Kowalska' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: 'Nina Patel' })).toHaveCount(1);

  // Saved, then re-applied in one click from a bare list.
  await page.getByRole('button', { name: 'Save search' }).click();
  const save = page.getByRole('dialog', { name: 'Save this search' });
  await save.getByLabel('Name').fill('Leeds staff nurses');
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(save).toBeHidden();
  await page.goto('/my-talent-pool');
  await expect(rows(page)).toHaveCount(5);
  await page.getByRole('button', { name: 'Leeds staff nurses', exact: true }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByLabel('Search')).toHaveValue('"staff nurse" -agency');
  await expect(page.getByLabel('Location')).toHaveValue('Leeds');
  await expect(page).toHaveURL(/location=Leeds/);

  // Two rows picked and tagged.
  await page.getByRole('checkbox', { name: 'Select Joanna Kowalska' }).check();
  await page.getByRole('checkbox', { name: 'Select Nina Patel' }).check();
  const bar = page.getByRole('region', { name: 'Selected profiles' });
  await expect(bar).toContainText('2 selected');
  await page.screenshot({ path: testInfo.outputPath('talent-pool-1440.png'), fullPage: true });
  await expectAccessible(page);
  await bar.getByRole('button', { name: 'Tag' }).click();
  const tag = page.getByRole('dialog', { name: 'Tag 2 profiles' });
  await tag.getByLabel('Tags to add').fill('shortlist');
  await tag.getByLabel('Tags to add').press('Enter');
  await tag.getByRole('button', { name: 'Add tags' }).click();
  await expect(page.getByText('Tagged 2 profiles.')).toBeVisible();
  await expect(rows(page).filter({ hasText: 'shortlist' })).toHaveCount(2);

  // Undone from the notification. With the selection bar just above the bottom of the window (still in the page's
  // flow, not pinned), the next message shows above it and leaves its actions usable at once.
  const box = await bar.boundingBox();
  await page.setViewportSize({ width: 1440, height: Math.round((box?.y ?? 0) + (box?.height ?? 0) + 40) });
  await page.getByRole('button', { name: 'Undo' }).click();
  const undone = page.getByRole('alert').filter({ hasText: 'Undone: 2 profiles are as before.' });
  await expect(undone).toBeVisible();
  // Every message still showing (the tagging's, with its Undo, and the undoing's) lies above the bar.
  const barTop = (await bar.boundingBox())?.y ?? 0;
  for (const message of await page.getByRole('alert').all()) {
    const placed = await message.boundingBox();
    expect((placed?.y ?? 0) + (placed?.height ?? 0)).toBeLessThanOrEqual(barTop);
  }
  await bar.getByRole('button', { name: 'Erase' }).click({ trial: true, timeout: 1_000 });
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(rows(page).filter({ hasText: 'shortlist' })).toHaveCount(0);
  const feed = await apiCall(page, 'GET', '/api/activities?verb=candidate.bulk_tagged');
  expect((feed.body.items as unknown[]).length).toBe(1);

  // On a phone the list is cards, and the bar's actions stay in view and usable.
  await page.setViewportSize({ width: 375, height: 812 });
  const cards = page.getByRole('list', { name: 'Profiles' });
  await expect(cards.getByRole('checkbox', { name: 'Select Joanna Kowalska' })).toBeChecked();
  for (const action of ['Tag', 'Export CSV', 'Invite to a job', 'Erase'])
    await expect(bar.getByRole('button', { name: action })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('talent-pool-375.png') });
  await bar.getByRole('button', { name: 'Erase' }).click();
  const confirm = page.getByRole('dialog', { name: 'Erase 2 profiles?' });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Keep them' }).click();
  await expect(bar).toContainText('2 selected');
});
