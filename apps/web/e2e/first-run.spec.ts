import { expect, expectAccessible, publishJobByApi, test } from './fixtures.ts';

test('getting started: a new organisation is guided step by step, each step ticked once done', async ({
  newOrganisation: { page },
}) => {
  const guide = page.getByRole('region', { name: 'Getting started' });
  await test.step('the dashboard lists four steps, starting with creating a job', async () => {
    await page.goto('/dashboard');
    await expect(guide.getByRole('listitem')).toHaveCount(4);
    await expect(guide.getByRole('link', { name: 'Create a job' })).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('once a job is published, its two steps are ticked and choosing a plan is next', async () => {
    await publishJobByApi(page);
    await page.goto('/dashboard');
    await expect(guide.getByText('Create a job (done)')).toBeAttached();
    await expect(guide.getByText(/Publish it.*\(done\)/)).toBeAttached();
    await expect(guide.getByRole('link', { name: 'Choose a plan' })).toBeVisible();
  });
});

test('free plan says so: dashboard, billing and the public link say the Free plan has no AI interviews', async ({
  newOrganisation: { page },
}) => {
  await test.step('the dashboard says the Free plan has no interviews and offers a plan', async () => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-interviews-used')).toHaveText('Not on the Free plan');
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
  await test.step('the dashboard has no talent-pool card and says no interview is waiting', async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('main').getByText('Talent pool', { exact: true })).toHaveCount(0);
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
