import {
  apiCall,
  expect,
  expectAccessible,
  firstLink,
  latestEmail,
  logIn,
  newOrganisation,
  test,
  uniqueEmail,
} from './fixtures.ts';

test('adding a user: an admin adds a member who sets a password from the e-mail, sees no Users or Credits, and loses access once deactivated', async ({
  page,
  browser,
}) => {
  test.slow();
  const admin = await newOrganisation(page, 'Ada Admin');
  await page
    .getByRole('navigation', { name: 'Application' })
    .getByRole('link', { name: 'Users', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' })).toContainText(admin.email);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'New user' }).click();
  await expect(page).toHaveURL(/\/users\/new$/);
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('Enter a name')).toBeVisible();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await expectAccessible(page);

  const memberEmail = uniqueEmail('member');
  await page.getByLabel('Name').fill('Mo Member');
  await page.getByLabel('E-mail').fill(memberEmail);
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page).toHaveURL(/\/users$/);
  const row = page.getByRole('row', { name: /Mo Member/ });
  await expect(row).toContainText('Member');
  await expect(row).toContainText('Invitation sent');
  await row.getByRole('link', { name: 'Mo Member' }).click();
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByText(`A new set-password link was sent to ${memberEmail}.`)).toBeVisible();
  await page.getByRole('link', { name: 'All users' }).click();

  // The member sets a password from the e-mail and signs in, in their own browser.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const mail = await latestEmail(member, memberEmail);
  await member.goto(firstLink(mail.text));
  await expect(member).toHaveURL(/\/reset-password\?token=/);
  await member.getByLabel(/^New password/).fill('Silver-Meadow-61');
  await member.getByLabel(/^Repeat the new password/).fill('Silver-Meadow-61');
  await member.getByRole('button', { name: 'Change password' }).click();
  await expect(member.getByText('Password changed')).toBeVisible();
  await logIn(member, memberEmail, 'Silver-Meadow-61');
  await expect(member).toHaveURL(/\/dashboard$/);
  const nav = member.getByRole('navigation', { name: 'Application' });
  await expect(nav.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Credits', exact: true })).toHaveCount(0);
  await member.goto('/users');
  await expect(member.getByRole('alert')).toContainText('Only admins of your organisation can manage users');

  // The admin sees the invitation accepted, then deactivates the member.
  await page.reload();
  await expect(row).toContainText('Active');
  await row.getByRole('link', { name: 'Mo Member' }).click();
  await expect(page).toHaveURL(/\/users\/edit\/\d+$/);
  await expect(page.getByLabel('E-mail')).toHaveAttribute('readonly', '');
  await expectAccessible(page);
  await page.getByRole('switch', { name: 'Active' }).uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(row).toContainText('Inactive');

  // Admins only (server side): the member's next request fails and ends the session with the reason.
  await member.goto('/support');
  await expect(member).toHaveURL(/\/login$/);
  await expect(member.getByRole('alert')).toContainText('deactivated');
  await logIn(member, memberEmail, 'Silver-Meadow-61');
  await expect(member.getByRole('alert')).toContainText('deactivated');
  await expect(member).toHaveURL(/\/login$/);
  await memberContext.close();
});

test('last active admin: nobody deactivates themself and the last active admin stays an admin', async ({
  page,
}) => {
  const admin = await newOrganisation(page, 'Sole Admin');
  await page.goto('/users');
  await page.getByRole('link', { name: admin.name }).click();
  await expect(page.getByRole('switch', { name: 'Active' })).toBeDisabled();
  await expect(page.getByText('You cannot deactivate yourself.')).toBeVisible();
  await page.getByRole('switch', { name: 'Admin' }).uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert')).toContainText(/last active admin/i);
  await expect(page).toHaveURL(/\/users\/edit\/\d+$/);
  await page.goto('/users');
  await expect(page.getByRole('row', { name: new RegExp(admin.name) })).toContainText('Admin');
});

test('adding a user: adding a user with an e-mail already in use names the field', async ({ page }) => {
  const admin = await newOrganisation(page);
  await page.goto('/users/new');
  await page.getByLabel('Name').fill('Copy Cat');
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/users\/new$/);
});

test('the users list searches by name or e-mail, sorts by its columns and filters by status', async ({
  page,
}) => {
  await newOrganisation(page, 'Finder Admin');
  for (const name of ['Zed Zimmer', 'Yara Young']) {
    const res = await apiCall(page, 'POST', '/api/users', {
      name,
      email: uniqueEmail(name.split(' ')[0]!.toLowerCase()),
    });
    expect(res.status).toBe(201);
  }
  await page.goto('/users');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row')).toHaveCount(4);
  const firstUser = table.getByRole('row').nth(1);
  await expect(firstUser).toContainText('Finder Admin');
  await table.getByRole('button', { name: 'Name' }).click();
  await expect(firstUser).toContainText('Zed Zimmer');
  await table.getByRole('button', { name: 'Name' }).click();
  await expect(firstUser).toContainText('Finder Admin');
  await page.getByLabel('Search').fill('yara');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Yara Young');
  await expect(page).toHaveURL(/search=yara/);
  await page.getByLabel('Search').fill('nobody-like-this');
  await expect(page.getByText('No users match')).toBeVisible();
  await page.getByLabel('Search').fill('');
  await page.getByText('Inactive', { exact: true }).click();
  await expect(page.getByText('No users match')).toBeVisible();
});
