import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

const credits = (page: Page) => page.getByTestId('credits-count');

/** The local Razorpay sandbox's checkout page (it stands in for Razorpay Checkout). */
async function payOnSandbox(page: Page, card: string) {
  await expect(page.getByText('Razorpay test checkout (local sandbox)').first()).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('job credits: 3 job credits bought in INR through the sandbox checkout, with GST; a declined card changes nothing', async ({
  newOrganisation: { page },
}) => {
  test.slow();
  page.on('dialog', (dialog) => void dialog.accept());

  await test.step('a new organisation with one credit sees the price of 3 credits in INR, with GST', async () => {
    await expect(credits(page)).toHaveText('1');
    await page.goto('/purchase-credits');
    await page.getByText('INR (₹)').click();
    await page.getByLabel(/^Job credits/).fill('3');
    const price = page.getByRole('table', { name: 'Price' });
    await expect(price).toContainText('3 × job credit (₹2,000)');
    await expect(price).toContainText('GST (18 %)');
    await expect(price).toContainText('₹1,080');
    await expect(price).toContainText('₹7,080');
    await expectAccessible(page);
  });

  await test.step('a declined card: the checkout says so and nothing is credited', async () => {
    await page.getByRole('button', { name: 'Pay ₹7,080' }).click();
    await payOnSandbox(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toContainText('Payment failed');
    await page.goto('/purchase-credits');
    await expect(credits(page)).toHaveText('1');
  });

  await test.step('a good card: back in Talvio the payment is confirmed and the footer shows 1 + 3', async () => {
    await page.getByLabel(/^Job credits/).fill('3');
    await page.getByRole('button', { name: 'Pay ₹7,080' }).click();
    await payOnSandbox(page, '4111 1111 1111 1111');
    await expect(page).toHaveURL(/\/purchase-credits/);
    await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toContainText(
      '3 job credits added. You now have 4.',
    );
    await expect(credits(page)).toHaveText('4');
  });

  await test.step('/billing lists the invoice with its GST and the paid purchase', async () => {
    await page.goto('/billing');
    const invoices = page.getByRole('table', { name: 'Invoices' });
    await expect(invoices).toContainText('₹7,080');
    await expect(invoices).toContainText('incl. GST ₹1,080');
    await expect(page.getByRole('table', { name: 'Purchases' })).toContainText('paid');
    await expectAccessible(page);
  });
});

test('plan change: subscribe to Starter through the checkout, then switch to Business after a confirmation that shows what changes; cancel at cycle end', async ({
  newOrganisation: { page },
}) => {
  test.slow();
  page.on('dialog', (dialog) => void dialog.accept());

  await test.step('a Free organisation subscribes to Starter through the checkout', async () => {
    await page.goto('/billing');
    await expect(page.getByTestId('current-plan')).toHaveText('Free');
    await page.getByRole('link', { name: 'Change plan' }).click();
    await page.getByText('USD ($)').click();
    await page
      .getByRole('region', { name: 'Starter plan' })
      .getByRole('button', { name: 'Choose Starter' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Switch to Starter?' });
    await expect(dialog.getByTestId('plan-change-summary')).toContainText('Free');
    await expect(dialog.getByTestId('plan-change-summary')).toContainText('10');
    await expect(dialog.getByTestId('plan-change-when')).toContainText('now in the secure checkout');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await payOnSandbox(page, '4111 1111 1111 1111');
    await expect(page).toHaveURL(/\/change-plan/);
    await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
  });

  await test.step('/billing shows the Starter plan, its interviews and its period', async () => {
    await page.goto('/billing');
    await expect(page.getByTestId('current-plan')).toHaveText('Starter');
    await expect(page.getByText('10 AI interviews per billing period')).toBeVisible();
    await expect(page.getByTestId('billing-period')).toContainText('Period');
  });

  const business = page.getByRole('region', { name: 'Business plan' });
  const confirm = page.getByRole('dialog', { name: 'Switch to Business?' });
  await test.step('choosing Business shows what changes, and keeping Starter changes nothing', async () => {
    await page.goto('/change-plan');
    await expect(page.getByText('Prices in USD, the currency of your subscription.')).toBeVisible();
    await business.getByRole('button', { name: 'Choose Business' }).click();
    const summary = confirm.getByTestId('plan-change-summary');
    await expect(summary.getByRole('row', { name: /Plan/ }).first()).toContainText('Starter');
    await expect(summary).toContainText('Business');
    await expect(summary.getByRole('row', { name: /AI interviews/ })).toContainText('1050');
    await expect(confirm.getByTestId('plan-change-when')).toContainText('The change applies now');
    await expect(confirm.getByTestId('plan-change-when')).toContainText('$');
    await confirm.getByRole('button', { name: 'Keep Starter' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('region', { name: 'Starter plan' }).getByText('Current plan')).toBeVisible();
  });

  await test.step('confirming the switch makes Business the current plan at once', async () => {
    await business.getByRole('button', { name: 'Choose Business' }).click();
    await confirm.getByRole('button', { name: 'Switch to Business' }).click();
    await expect(confirm).toBeHidden();
    await expect(business.getByText('Current plan')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Starter plan' }).getByText('Current plan')).toHaveCount(0);
    await expect(page.getByText(/Cannot read properties/)).toHaveCount(0);
    await expect(page.getByText('You are now on the Business plan.')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/billing');
    await expect(page.getByTestId('current-plan')).toHaveText('Business');
    await expect(page.getByText('50 AI interviews per billing period')).toBeVisible();
  });

  await test.step('a cancelled subscription keeps Business until the cycle ends', async () => {
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page.getByTestId('subscription-ends')).toContainText('Cancelled: ends');
    await expect(page.getByTestId('current-plan')).toHaveText('Business');
    await expectAccessible(page);
  });
});

test('plans sell what exists: plan cards list no feature the product does not have yet', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByText('AI interviews per billing period').first()).toBeVisible();
  await expect(page.getByText(/talent pool|resume parsing|job insights|ranking/i)).toHaveCount(0);
});

test('plans sell what exists: the landing page lists no missing feature and its guides link to articles that exist', async ({
  page,
}) => {
  await page.goto('/');
  const features = page.locator('#features');
  await expect(features.getByRole('heading', { name: 'AI interviews' })).toBeVisible();
  // Nothing that Talvio does not sell on its plans (live video calls are a staff tool, not a plan feature).
  await expect(
    features.getByText(/video call|calendar|scheduling|integrations?|\bATS\b|background check/i),
  ).toHaveCount(0);
  const resources = page.locator('#resources');
  await expect(resources.getByRole('article')).toHaveCount(3);
  const links = resources.getByRole('link');
  await expect(links).toHaveCount(3);
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/articles\/\d+$/);
    expect((await page.request.get(`/api${href}`)).status()).toBe(200);
  }
});
