import { demo, expect, logIn, test } from './fixtures.ts';

for (const host of ['localhost', '127.0.0.1']) {
  test(`sign-in origins: in development, signing in works from http://${host}`, async ({ page, baseURL }) => {
    const url = new URL(baseURL ?? 'http://localhost');
    url.hostname = host;
    await logIn(page, demo.admin, demo.password, url.origin);
    await expect(page).toHaveURL(`${url.origin}/dashboard`);
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  });
}
