import {
  apiCall,
  expect,
  expectAccessible,
  firstLink,
  latestEmail,
  logIn,
  test,
  uniqueEmail,
} from './fixtures.ts';

test('adding a user: an admin adds a member who sets a password from the e-mail, sees no Users or Credits, and loses access once deactivated', async ({
  newOrganisation: { page, email },
  visitor: member,
}) => {
  test.slow();
  const memberEmail = uniqueEmail('member');
  const row = page.getByRole('row', { name: /Mo Member/ });

  await test.step('the admin finds themself on /users', async () => {
    await page
      .getByRole('navigation', { name: 'Application' })
      .getByRole('link', { name: 'Users', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users' })).toContainText(email);
    await expectAccessible(page);
  });

  await test.step('a new user without a name or e-mail is refused, field by field', async () => {
    await page.getByRole('link', { name: 'New user' }).click();
    await expect(page).toHaveURL(/\/users\/new$/);
    await page.getByRole('button', { name: 'Add user' }).click();
    await expect(page.getByText('Enter a name')).toBeVisible();
    await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('the admin adds a member, who is invited and can be sent a new link', async () => {
    await page.getByLabel('Name').fill('Mo Member');
    await page.getByLabel('E-mail').fill(memberEmail);
    await page.getByRole('button', { name: 'Add user' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(row).toContainText('Member');
    await expect(row).toContainText('Invitation sent');
    await row.getByRole('link', { name: 'Mo Member' }).click();
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect(page.getByText(`A new set-password link was sent to ${memberEmail}.`)).toBeVisible();
    await page.getByRole('link', { name: 'All users' }).click();
  });

  await test.step('the member sets a password from the e-mail and signs in, in their own browser', async () => {
    const mail = await latestEmail(member, memberEmail);
    await member.goto(firstLink(mail.text));
    await expect(member).toHaveURL(/\/reset-password\?token=/);
    await member.getByLabel(/^New password/).fill('Silver-Meadow-61');
    await member.getByLabel(/^Repeat the new password/).fill('Silver-Meadow-61');
    await member.getByRole('button', { name: 'Change password' }).click();
    await expect(member.getByText('Password changed')).toBeVisible();
    await logIn(member, memberEmail, 'Silver-Meadow-61');
    await expect(member).toHaveURL(/\/dashboard$/);
  });

  await test.step('the member sees no Users or Credits and is kept out of /users', async () => {
    const nav = member.getByRole('navigation', { name: 'Application' });
    await expect(nav.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Credits', exact: true })).toHaveCount(0);
    await member.goto('/users');
    await expect(member.getByRole('alert')).toContainText(
      'Only admins of your organisation can manage users',
    );
  });

  await test.step('the admin sees the invitation accepted, then deactivates the member', async () => {
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
  });

  await test.step('admins only (server side): the member’s next request fails and ends the session with the reason', async () => {
    await member.goto('/support');
    await expect(member).toHaveURL(/\/login$/);
    await expect(member.getByRole('alert')).toContainText('deactivated');
    await logIn(member, memberEmail, 'Silver-Meadow-61');
    await expect(member.getByRole('alert')).toContainText('deactivated');
    await expect(member).toHaveURL(/\/login$/);
  });
});

test('last active admin: nobody deactivates themself and the last active admin stays an admin', async ({
  newOrganisation: { page, name },
}) => {
  await test.step('the admin cannot deactivate themself', async () => {
    await page.goto('/users');
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('switch', { name: 'Active' })).toBeDisabled();
    await expect(page.getByText('You cannot deactivate yourself.')).toBeVisible();
  });

  await test.step('the last active admin cannot stop being an admin', async () => {
    await page.getByRole('switch', { name: 'Admin' }).uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert')).toContainText(/last active admin/i);
    await expect(page).toHaveURL(/\/users\/edit\/\d+$/);
    await page.goto('/users');
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Admin');
  });
});

test('adding a user: adding a user with an e-mail already in use names the field', async ({
  newOrganisation: { page, email },
}) => {
  await page.goto('/users/new');
  await page.getByLabel('Name').fill('Copy Cat');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/users\/new$/);
});

test('the users list searches by name or e-mail, sorts by its columns and filters by status', async ({
  newOrganisation: { page, name },
}) => {
  await test.step('the organisation has two more users', async () => {
    for (const added of ['Zed Zimmer', 'Yara Young']) {
      const res = await apiCall(page, 'POST', '/api/users', {
        name: added,
        email: uniqueEmail(added.split(' ')[0]!.toLowerCase()),
      });
      expect(res.status).toBe(201);
    }
  });

  const table = page.getByRole('table', { name: 'Users' });
  await test.step('sorting by name turns the order round and back', async () => {
    await page.goto('/users');
    await expect(table.getByRole('row')).toHaveCount(4);
    const firstUser = table.getByRole('row').nth(1);
    await expect(firstUser).toContainText(name);
    await table.getByRole('button', { name: 'Name' }).click();
    await expect(firstUser).toContainText('Zed Zimmer');
    await table.getByRole('button', { name: 'Name' }).click();
    await expect(firstUser).toContainText(name);
  });

  await test.step('searching finds by name, keeps the search in the URL and says when nobody matches', async () => {
    await page.getByLabel('Search').fill('yara');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('Yara Young');
    await expect(page).toHaveURL(/search=yara/);
    await page.getByLabel('Search').fill('nobody-like-this');
    await expect(page.getByText('No users match')).toBeVisible();
  });

  await test.step('filtering by Inactive shows nobody', async () => {
    await page.getByLabel('Search').fill('');
    await page.getByText('Inactive', { exact: true }).click();
    await expect(page.getByText('No users match')).toBeVisible();
  });
});
