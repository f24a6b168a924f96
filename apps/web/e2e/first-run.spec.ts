import { expect, expectAccessible, publishJobByApi, test } from './fixtures.ts';

test('getting started: a new organisation is guided step by step, each step ticked once done', async ({
  newOrganisation: { page },
}) => {
  const guide = page.getByRole('region', { name: 'Getting started' });
  await test.step('the dashboard lists six steps, none done, starting with creating a job', async () => {
    await page.goto('/dashboard');
    await expect(guide.getByRole('listitem')).toHaveCount(6);
    await expect(guide.getByText('0 of 6 done')).toBeVisible();
    await expect(guide.getByRole('link', { name: 'Create a job' })).toHaveAttribute('href', '/my-job/new');
    await expect(guide.getByRole('link')).toHaveCount(1);
    await expectAccessible(page);
  });

  await test.step('once a job is published, its two steps are ticked and choosing a plan is next', async () => {
    await publishJobByApi(page);
    await page.goto('/dashboard');
    await expect(guide.getByText('Create your first job (done)')).toBeAttached();
    await expect(guide.getByText(/Publish it.*\(done\)/)).toBeAttached();
    await expect(guide.getByText('2 of 6 done')).toBeVisible();
    await expect(guide.getByRole('link', { name: 'Choose a plan' })).toBeVisible();
  });
});

test('key figures link: an admin opens each key figure’s page from its title', async ({
  newOrganisation: { page },
}) => {
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  const expected: [string, string][] = [
    ['Open jobs', '/jobs-list'],
    ['Talent pool', '/my-talent-pool'],
    ['Interviews this period', '/billing'],
    ['Completed this period', '/candidate-profile'],
    ['Average score', '/jobs-list'],
    ['Talvio Credits', '/job-credits'],
  ];
  for (const [name, href] of expected) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await main.getByRole('link', { name: 'Talent pool', exact: true }).click();
  await expect(page).toHaveURL(/\/my-talent-pool$/);
});

test('key figures link: a member’s credits are plain text and interviews lead to the pending list', async ({
  memberPage: page,
}) => {
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Interviews this period', exact: true })).toHaveAttribute(
    'href',
    '/pending-interviews',
  );
  await expect(main.getByText('Talvio Credits', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Talvio Credits' })).toHaveCount(0);
});

test('free plan says so: dashboard, billing and the public link say the Free plan has no AI interviews', async ({
  newOrganisation: { page },
}) => {
  await test.step('the dashboard says the Free plan has no interviews and offers a plan', async () => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-interviews-used')).toHaveText('None on the Free plan');
    await expect(page.getByRole('link', { name: 'Choose a plan to invite candidates' })).toBeVisible();
  });

  await test.step('the public link does not promise what the plan refuses', async () => {
    const jobId = await publishJobByApi(page);
    await page.goto(`/jobs/${jobId}`);
    await expect(page.getByTestId('public-link-note')).toContainText(
      'Candidates cannot start this interview yet',
    );
  });

  await test.step('/billing shows the Free plan with no period and no interview count', async () => {
    await page.goto('/billing');
    await expect(page.getByTestId('current-plan')).toHaveText('Free');
    await expect(page.getByText(/No billing period/)).toHaveCount(0);
    await expect(page.getByTestId('billing-period')).toHaveCount(0);
    await expect(page.getByText(/^Period /)).toHaveCount(0);
    await expect(page.getByTestId('interviews-used')).toHaveText(
      'Your plan includes no AI interviews. Choose a plan to invite candidates.',
    );
    await expect(page.getByText(/0 \/ 0|0 AI interviews/)).toHaveCount(0);
  });
});

test('honest empty states: no placeholder cards, and empty lists say what is true', async ({
  newOrganisation: { page },
}) => {
  await test.step('the dashboard counts an empty talent pool and says no interview is waiting', async () => {
    await page.goto('/dashboard');
    await expect(page.getByText('0 from uploaded résumés')).toBeVisible();
    await expect(page.getByText('No interview is waiting for a candidate right now.')).toBeVisible();
    await expect(page.getByText(/completed, expired or cancelled/)).toHaveCount(0);
  });

  await test.step('/pending-interviews says the same, without claiming past interviews', async () => {
    await page.goto('/pending-interviews');
    await expect(page.getByText(/completed, expired or cancelled/)).toHaveCount(0);
    await expect(page.getByText(/No interview is waiting for a candidate right now/)).toBeVisible();
    await expectAccessible(page);
  });
});
