import { completeOnboarding, expect, test, uniqueEmail } from './fixtures.ts';

test('session: Google sign-in in a popup through the local provider stores the token and the e-mail', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('google');

  await test.step('a first Google sign-in goes through the popup to onboarding, with the token stored', async () => {
    await page.goto('/login');
    await expect(page.getByText('Local Google sign-in (development)')).toBeVisible();
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupPromise;
    await expect(popup.getByRole('heading', { name: 'Local Google sign-in (development)' })).toBeVisible();
    await popup.getByLabel('Email').fill(email);
    await popup.getByLabel('Name').fill('Gia Google');
    await popup.getByRole('button', { name: 'Continue' }).click();
    // No organisation yet: onboarding, without the sidebar.
    await expect(page).toHaveURL(/\/onboarding$/);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('jwt_token'),
      email: localStorage.getItem('email'),
    }));
    expect(stored.token?.split('.')).toHaveLength(3);
    expect(stored.email).toBe(email);
  });

  await test.step('after onboarding the sidebar is there', async () => {
    await completeOnboarding(page, 'Gia Labs');
    await expect(page.getByRole('navigation', { name: 'Application' })).toBeVisible();
  });

  await test.step('signing in again with the same Google account lands on the dashboard', async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Like Google, the local provider remembers the account it signed in, so the popup completes by itself.
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(email);
  });
});

test('Google popup: closing the Google popup early shows its message', async ({ page }) => {
  await page.goto('/login');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupPromise;
  await popup.close();
  await expect(page.getByRole('alert')).toHaveText(
    'Sign-in popup was closed before completing the sign-in process',
  );
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
});
