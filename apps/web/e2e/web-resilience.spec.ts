import {
  demo,
  draftNewJobWithAi,
  expect,
  expectAccessible,
  logIn,
  newOrganisation,
  test,
} from './fixtures.ts';

test('route errors: a page that fails to render shows a retry and a way home, and the sidebar keeps working', async ({
  page,
}) => {
  await logIn(page, demo.admin, demo.password);
  await expect(page).toHaveURL(/\/dashboard$/);
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
  // Once the cause is gone, "Try again" draws the page.
  await page.unroute('**/api/activities?*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong on this page' })).toHaveCount(0);
  // Another page from the sidebar works as usual.
  await page
    .getByRole('navigation', { name: 'Application' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
});

test('route errors: a page whose code cannot be loaded reloads once, then offers to reload and a way home', async ({
  page,
}) => {
  await logIn(page, demo.admin, demo.password);
  await expect(page).toHaveURL(/\/dashboard$/);
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
  page,
}) => {
  await logIn(page, demo.admin, demo.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Application' });
  await page.goto('/my-job/new');
  await expect(page.getByRole('heading', { name: 'New job' })).toBeVisible();
  // Nothing typed: no question.
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/my-job/new');
  await page.getByLabel(/^Job title/).fill('Staff Accountant');
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/my-job\/new$/);
  await expect(page.getByLabel(/^Job title/)).toHaveValue('Staff Accountant');
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await page
    .getByRole('dialog', { name: 'Discard your changes?' })
    .getByRole('button', { name: 'Discard changes' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('unsaved changes: a job with an AI-drafted description and questions, saved and reopened, leaves without asking', async ({
  page,
}) => {
  await newOrganisation(page, 'Dee Drafts');
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
  page,
}) => {
  await logIn(page, demo.admin, demo.password);
  await expect(page).toHaveURL(/\/dashboard$/);
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
