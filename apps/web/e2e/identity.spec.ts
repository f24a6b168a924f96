import {
  appTookOver,
  completeOnboarding,
  expect,
  expectAccessible,
  firstLink,
  latestEmail,
  logIn,
  registerAccount,
  test,
  uniqueEmail,
} from './fixtures.ts';

test('a new user registers, onboards, sees the sidebar, logs out, resets the password and logs back in', async ({
  page,
}) => {
  test.slow(); // the whole journey, with an accessibility check of every page it visits
  const email = uniqueEmail('new');
  const password = 'Blue-Harbour-42';

  await test.step('a visitor goes from the landing page to Sign Up and registers', async () => {
    await page.goto('/');
    await appTookOver(page);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Sign Up' }).first().click();
    await expect(page).toHaveURL(/\/register$/);
    await expectAccessible(page);
    await registerAccount(page, { name: 'Nia Newcomer', organisation: 'Harbour Robotics', email, password });
  });

  await test.step('sidebar visibility: before onboarding there is no sidebar', async () => {
    await expect(page.getByRole('heading', { name: 'Set up your organisation' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Application' })).toHaveCount(0);
    await expectAccessible(page);
    await completeOnboarding(page, 'Harbour Robotics');
  });

  await test.step('once onboarded, the sidebar shows its groups and its footer', async () => {
    const nav = page.getByRole('navigation', { name: 'Application' });
    await expect(nav).toBeVisible();
    for (const group of ['MAIN', 'FIND CANDIDATES', 'SETTINGS'])
      await expect(nav.getByText(group, { exact: true })).toBeVisible();
    for (const entry of [
      'Dashboard',
      'My Jobs',
      'My Talent Pool',
      'Find candidates',
      'Users',
      'Credits',
      'Profile',
      'Support',
    ]) {
      await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole('navigation', { name: 'Sidebar' }).getByText('Talvio Credits', { exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('credits-count')).toHaveText('1');
    await expect(page.getByRole('button', { name: 'Open organisation profile' })).toContainText('HR');
    await expect(page.getByRole('button', { name: 'Open organisation profile' })).toContainText(
      'Nia Newcomer',
    );
    await expectAccessible(page);
  });

  await test.step('logging out clears local and session storage, then goes to /login', async () => {
    await page.evaluate(() => sessionStorage.setItem('probe', '1'));
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  });

  const link =
    await test.step('a forgotten password is reset from the single-use link in the e-mail', async () => {
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      // The page loads on demand: until it is there, the login form's E-mail field is still on screen.
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText('Check your e-mail')).toBeVisible();
      const mail = await latestEmail(page, email);
      expect(mail.subject).toBe('Reset your Talvio password');
      const resetLink = firstLink(mail.text);
      await page.goto(resetLink);
      await expect(page).toHaveURL(/\/reset-password\?token=/);
      await page.getByLabel(/^New password/).fill('Green-Harbour-43');
      await page.getByLabel(/^Repeat the new password/).fill('Green-Harbour-43');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Password changed')).toBeVisible();
      return resetLink;
    });

  await test.step('the reset link works only once', async () => {
    await page.goto(link);
    await expect(page.getByText('This reset link does not work')).toBeVisible();
  });

  await test.step('the old password is refused and the new one signs in', async () => {
    await logIn(page, email, password);
    await expect(page.getByRole('alert')).toContainText('The e-mail or password is wrong.');
    await logIn(page, email, 'Green-Harbour-43');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Nia' })).toBeVisible();
  });
});

test('admin menu: a non-admin loses Users and Credits once the current user has loaded', async ({
  memberPage: page,
}) => {
  const nav = page.getByRole('navigation', { name: 'Application' });
  await expect(nav.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Credits', exact: true })).toHaveCount(0);
  await test.step('the sidebar footer’s profile block opens /organisation', async () => {
    await expect(page.getByRole('button', { name: 'Open organisation profile' })).toContainText('DT');
    await page.getByRole('button', { name: 'Open organisation profile' }).click();
    await expect(page).toHaveURL(/\/organisation$/);
  });
});

test('admin menu: the demo admin sees Users and Credits; credits come from talvio_credits', async ({
  adminPage: page,
}) => {
  const nav = page.getByRole('navigation', { name: 'Application' });
  await expect(nav.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Credits', exact: true })).toBeVisible();
  await expect(page.getByTestId('credits-count')).toHaveText('5');
});

test('sign-up answers: an address that already has an account sees the same screen, and the e-mail says what happened', async ({
  page,
}) => {
  const signUp = async (email: string) => {
    await page.goto('/register');
    await page.getByLabel('Your name').fill('Sam Second');
    await page.getByLabel('Organisation name').fill('Second Try Ltd');
    await page.getByLabel('Work e-mail').fill(email);
    await page.getByLabel(/^Password/).fill('Amber-Kettle-71');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    // biome-ignore lint/performance/useDomNodeTextContent: the rule compares what is on screen; textContent also holds Mantine's style tags, whose generated class names vary by render.
    return page.getByRole('main').innerText();
  };
  const existing = 'admin@demo.talvio.local';
  const fresh = uniqueEmail('fresh');

  await test.step('signing up with a taken address shows the same screen as with a fresh one', async () => {
    const screenForExisting = await signUp(existing);
    await expectAccessible(page);
    const screenForFresh = await signUp(fresh);
    expect(screenForExisting.replace(existing, 'ADDRESS')).toBe(screenForFresh.replace(fresh, 'ADDRESS'));
  });

  await test.step('the e-mails say what happened: an existing account, or a link to confirm', async () => {
    const notice = await latestEmail(page, existing);
    expect(notice.subject).toBe('You already have a Talvio account');
    expect((await latestEmail(page, fresh)).subject).toBe('Confirm your e-mail to start using Talvio');
  });

  await test.step('before confirming, signing in says what to do (and sends a new link)', async () => {
    await logIn(page, fresh, 'Amber-Kettle-71');
    await expect(page.getByRole('alert')).toContainText('Confirm your e-mail address first');
  });

  await test.step('the link signs in and creates the organisation named at sign-up', async () => {
    await page.goto(firstLink((await latestEmail(page, fresh)).text));
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByLabel('Organisation name')).toHaveValue('Second Try Ltd');
  });
});
