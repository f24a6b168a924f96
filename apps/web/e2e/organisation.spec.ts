import sharp from 'sharp';
import { apiCall, expect, expectAccessible, latestEmail, logIn, profileBlock, test } from './fixtures.ts';

test('preferred currency: the preferred currency defaults to USD, is stored locally and saved with PATCH /users/current', async ({
  newOrganisation: { page },
}) => {
  await test.step('USD is the default; choosing INR stores it locally and on the user', async () => {
    await page.goto('/settings');
    await expect(page.getByRole('radio', { name: 'USD ($)' })).toBeChecked();
    await expectAccessible(page);
    await page.getByText('INR (₹)').click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('INR');
    expect((await apiCall(page, 'GET', '/api/users/current')).body.currency).toBe('INR');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'INR (₹)' })).toBeChecked();
  });

  await test.step('another device, with no local choice yet, follows the currency saved on the user', async () => {
    await page.evaluate(() => localStorage.removeItem('currency'));
    await page.goto('/profile');
    await expect(page.getByRole('radio', { name: 'INR (₹)' })).toBeChecked();
  });
});

test('/profile: the name changes everywhere at once and the password can be changed', async ({
  newOrganisation: { page, email, password },
}) => {
  await test.step('a new name saved on /profile shows in the sidebar footer at once', async () => {
    await profileBlock(page).waitFor();
    await page
      .getByRole('navigation', { name: 'Application' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(page.getByLabel('E-mail')).toHaveAttribute('readonly', '');
    await expectAccessible(page);
    await page.getByLabel(/^Name/).fill('Patricia Profile');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(profileBlock(page)).toContainText('Patricia Profile');
  });

  await test.step('a wrong current password is refused on its field', async () => {
    await page.getByLabel(/^Current password/).fill('not-my-password');
    await page.getByLabel(/^New password/).fill('Amber-Valley-88');
    await page.getByLabel(/^Repeat the new password/).fill('Amber-Valley-88');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel(/^Current password/)).toHaveAccessibleDescription(
      'The current password is wrong.',
    );
    await expect(page.getByRole('main').getByRole('alert')).toContainText('The current password is wrong.');
  });

  await test.step('the right one changes the password and signs other devices out', async () => {
    await page.getByLabel(/^Current password/).fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Other devices have been signed out.')).toBeVisible();
  });

  await test.step('this device keeps working on its new session, and the new password signs in', async () => {
    await page.reload();
    await expect(profileBlock(page)).toContainText('Patricia Profile');
    await page.getByRole('button', { name: 'Log out' }).click();
    await logIn(page, email, 'Amber-Valley-88');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('organisation logo: a logo uploaded on /organisation shows in the sidebar footer at once; oversized, SVG and fake images are refused', async ({
  newOrganisation: { page },
}) => {
  const upload = page.locator('input[type=file]');
  await test.step('the sidebar footer opens /organisation, which has no logo yet', async () => {
    await profileBlock(page).click();
    await expect(page).toHaveURL(/\/organisation$/);
    await expect(page.getByRole('heading', { name: 'Organisation', level: 1 })).toBeVisible();
    await expectAccessible(page);
    await expect(profileBlock(page).locator('img')).toHaveCount(0);
  });

  await test.step('an SVG, a fake PNG and an oversized file are refused, saying why', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    await upload.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svg });
    await expect(page.getByRole('alert')).toContainText('The logo was not changed');
    await expect(page.getByRole('alert')).toContainText(/PNG, JPEG or WebP/i);

    await upload.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('just some text'),
    });
    await expect(page.getByRole('alert')).toContainText(/PNG, JPEG or WebP/i);

    await upload.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
    });
    await expect(page.getByRole('alert')).toContainText('larger than 2 MB');
    await expect(profileBlock(page).locator('img')).toHaveCount(0);
  });

  await test.step('a PNG shows in the sidebar footer at once, served as a WebP of at most 512 px', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0b7a75' } })
      .png()
      .toBuffer();
    await upload.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect(profileBlock(page).locator('img')).toHaveAttribute('src', /\/api\/files\//);
    await expect(page.getByRole('alert')).toHaveCount(0);
    const src = await profileBlock(page).locator('img').getAttribute('src');
    const image = await page.request.get(src!);
    expect(image.headers()['content-type']).toBe('image/webp');
    const meta = await sharp(await image.body()).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(512);
  });
});

test('/organisation: admins edit the onboarding details', async ({ newOrganisation: { page } }) => {
  await page.goto('/organisation');
  await page.getByLabel('Organisation name').fill('Renamed Robotics');
  await page.getByLabel('Website').fill('renamed.example');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(profileBlock(page)).toContainText('Renamed Robotics');
  await expect(profileBlock(page)).toContainText('RR');
  await page.reload();
  await expect(page.getByLabel('Website')).toHaveValue('https://renamed.example');
});

test('/settings: admins change interview defaults and retention; out-of-range values are refused', async ({
  newOrganisation: { page },
}) => {
  await test.step('more than 20 questions per interview is refused', async () => {
    await page.goto('/settings');
    await expect(page.getByLabel('Questions per interview')).toHaveValue('8');
    await page.getByLabel('Questions per interview').fill('50');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Must be at most 20 questions')).toBeVisible();
  });

  await test.step('values in range are saved and still there after a reload', async () => {
    await page.getByLabel('Questions per interview').fill('10');
    await page.getByLabel('Link valid for (days)').fill('14');
    await page.getByLabel('Keep candidate data for (months)').fill('12');
    await page.getByRole('switch', { name: 'Weekly summary of hiring activity' }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Questions per interview')).toHaveValue('10');
    await expect(page.getByLabel('Link valid for (days)')).toHaveValue('14');
    await expect(page.getByLabel('Keep candidate data for (months)')).toHaveValue('12');
    await expect(page.getByRole('switch', { name: 'Weekly summary of hiring activity' })).toBeChecked();
    await expect(page.getByText(/Last changed/)).toBeVisible();
    await expectAccessible(page);
  });
});

test('support requests: a support request is sent, listed with its status and confirmed by e-mail', async ({
  newOrganisation: { page, email },
}) => {
  await test.step('an empty request is refused, field by field', async () => {
    await page
      .getByRole('navigation', { name: 'Application' })
      .getByRole('link', { name: 'Support' })
      .click();
    await expect(page.getByText('You have not sent any requests yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Choose a category')).toBeVisible();
    await expect(page.getByText('Enter a subject (at least 3 characters)')).toBeVisible();
    await expect(page.getByText('Describe your request (at least 10 characters)')).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('a complete request is sent and listed as open', async () => {
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Billing and payments' }).click();
    await page.getByLabel('Subject').fill('Invoice address');
    await page.getByLabel('Message').fill('Please put our registered office on the next invoice.');
    await page.getByRole('button', { name: 'Send request' }).click();
    const request = page.getByRole('article', { name: 'Invoice address' });
    await expect(request).toContainText('Open');
    await expect(request).toContainText('Billing and payments');
    await expect(page.getByLabel('Subject')).toHaveValue('');
  });

  await test.step('the sender is e-mailed a receipt, and the request is still listed after a reload', async () => {
    const receipt = await latestEmail(page, email);
    expect(receipt.subject).toContain('Invoice address');
    expect(receipt.text).toContain('Please put our registered office on the next invoice.');
    await page.reload();
    await expect(page.getByRole('article', { name: 'Invoice address' })).toBeVisible();
  });
});

test('/recent-activities: every change is in the feed, newest first, filterable by type, person and date', async ({
  newOrganisation: { page, name },
}) => {
  await test.step('the organisation changes its website and sends a support request', async () => {
    expect(
      (await apiCall(page, 'PATCH', '/api/organisation/current', { website: 'feed.example' })).status,
    ).toBe(200);
    const sent = await apiCall(page, 'POST', '/api/support/contact', {
      category: 'general',
      subject: 'Feed check',
      message: 'Does this show up in the activity feed?',
    });
    expect(sent.status).toBe(201);
  });

  const feed = page.getByRole('list', { name: 'Activities' });
  await test.step('the dashboard and /recent-activities list every change, newest first, with who made it', async () => {
    await page.goto('/dashboard');
    const recent = page.getByRole('region', { name: 'Recent activities' });
    await expect(recent.getByRole('listitem').first()).toContainText('Feed check');
    await recent.getByRole('link', { name: 'See all' }).click();
    await expect(page).toHaveURL(/\/recent-activities$/);
    await expect(feed.getByRole('listitem').first()).toContainText('Feed check');
    await expect(feed.getByRole('listitem').first()).toContainText(name);
    await expect(feed.getByRole('listitem')).toHaveCount(3); // onboarding, organisation change, support request
    await expectAccessible(page);
  });

  await test.step('activity links: the support request opens the support page', async () => {
    await expect(feed.getByRole('link', { name: /Feed check/ })).toHaveAttribute('href', '/support');
  });

  await test.step('filtering by person keeps that person’s changes, in the URL too', async () => {
    await page.getByRole('combobox', { name: 'Person' }).click();
    await page.getByRole('option', { name }).click();
    await expect(page).toHaveURL(/person=\d+/);
    await expect(feed.getByRole('listitem')).toHaveCount(3);
  });

  await test.step('filtering by type keeps the support request only, in the URL too', async () => {
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Support request' }).click();
    await expect(feed.getByRole('listitem')).toHaveCount(1);
    await expect(page).toHaveURL(/type=support\.request_sent/);
  });

  await test.step('a date range before anything happened shows nothing', async () => {
    await page.getByLabel('To', { exact: true }).fill('2020-01-01');
    await expect(page.getByText('Nothing has happened here yet.')).toBeVisible();
  });
});

test('city search: onboarding finds Bangalore without a country, shows each city with its country and fills the country in', async ({
  newAccount: { page },
}) => {
  const city = page.getByRole('combobox', { name: 'City' });
  await city.fill('Paris');
  await expect(page.getByRole('option', { name: 'Paris, France' })).toBeVisible();
  await city.fill('Bangalore');
  await page.getByRole('option', { name: 'Bengaluru, India' }).click();
  await expect(city).toHaveValue('Bengaluru');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('India');
  await expectAccessible(page);
});

test('logo in onboarding: a refused file stops on the logo field; a PNG shows in the sidebar after setup', async ({
  newAccount: { page },
}) => {
  const upload = page.locator('input[type=file]');
  await test.step('with an SVG logo, setup stops on the logo field', async () => {
    await page.getByRole('combobox', { name: 'Industry' }).click();
    await page.getByRole('option', { name: 'Technology' }).click();
    await page.getByRole('combobox', { name: 'Organisation size' }).click();
    await page.getByRole('option', { name: '11-50' }).click();
    await page.getByRole('combobox', { name: 'City' }).fill('Bangalore');
    await page.getByRole('option', { name: 'Bengaluru, India' }).click();
    await upload.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(page.getByText(/PNG, JPEG or WebP image/).last()).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  await test.step('with a PNG instead, setup finishes and the logo shows in the sidebar', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3b3a9e' } })
      .png()
      .toBuffer();
    await upload.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(profileBlock(page).locator('img')).toHaveCount(1);
  });
});
