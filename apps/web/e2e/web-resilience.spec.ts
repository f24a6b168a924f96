import { draftNewJobWithAi, expect, expectAccessible, test } from './fixtures.ts';

test('route errors: a page that fails to render shows a retry and a way home, and the sidebar keeps working', async ({
  adminPage: page,
}) => {
  await test.step('a page whose data it cannot draw shows a retry, a way home and the sidebar', async () => {
    // The activity feed answers with something the page cannot draw.
    await page.route('**/api/activities?*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"items":[null],"next_cursor":null}',
      }),
    );
    await page.goto('/recent-activities');
    await expect(page.getByRole('heading', { name: 'Something went wrong on this page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Application' })).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('once the cause is gone, "Try again" draws the page', async () => {
    await page.unroute('**/api/activities?*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong on this page' })).toHaveCount(0);
  });

  await test.step('another page from the sidebar works as usual', async () => {
    await page
      .getByRole('navigation', { name: 'Application' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  });
});

test('route errors: a page whose code cannot be loaded reloads once, then offers to reload and a way home', async ({
  adminPage: page,
}) => {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  // As after a release: the support page's code is no longer on the server.
  await page.route(/\/assets\/support-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.getByRole('navigation', { name: 'Application' }).getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { name: 'A new version of Talvio is available' })).toBeVisible();
  expect(loads).toBe(1);
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
  await expectAccessible(page);
});

test('unsaved changes: leaving the job editor with changes asks first; without changes it just leaves', async ({
  adminPage: page,
}) => {
  const nav = page.getByRole('navigation', { name: 'Application' });
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });

  await test.step('with nothing typed, leaving the editor asks nothing', async () => {
    await page.goto('/my-job/new');
    await expect(page.getByRole('heading', { name: 'New job' })).toBeVisible();
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('with a title typed, leaving asks first, and "Keep editing" keeps the typing', async () => {
    await page.goto('/my-job/new');
    await page.getByLabel(/^Job title/).fill('Staff Accountant');
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(discard).toBeVisible();
    await expectAccessible(page);
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/my-job\/new$/);
    await expect(page.getByLabel(/^Job title/)).toHaveValue('Staff Accountant');
  });

  await test.step('"Discard changes" leaves', async () => {
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('unsaved changes: a job with an AI-drafted description and questions, saved and reopened, leaves without asking', async ({
  newOrganisation: { page },
}) => {
  await draftNewJobWithAi(page, 'Staff Nurse');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/my-job\/\d+$/);
  const editor = page.url();
  await page.getByRole('link', { name: 'Back to the job' }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  await expect(page.getByRole('dialog', { name: 'Discard your changes?' })).toHaveCount(0);
  await page.goto(editor);
  await expect(page.getByRole('textbox', { name: 'Job description' })).toContainText('About the role');
  await page.getByRole('link', { name: 'Back to the job' }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
});

test('missing things: a job or user that does not exist says so and links back, without "Try again"', async ({
  adminPage: page,
}) => {
  for (const [path, title, back] of [
    ['/jobs/987654', 'This job does not exist', 'Back to My Jobs'],
    ['/my-job/987654', 'This job does not exist', 'Back to My Jobs'],
    ['/users/edit/987654', 'This user does not exist', 'Back to Users'],
  ] as const) {
    await page.goto(path);
    const alert = page.getByRole('alert').filter({ hasText: title });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expectAccessible(page);
    await alert.getByRole('link', { name: back }).click();
    await expect(page).not.toHaveURL(new RegExp(path));
  }
});
