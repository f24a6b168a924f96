import { expect, test } from './fixtures.ts';

test('token refresh: an ID token that expires within 5 minutes is refreshed before the request and stored', async ({
  adminPage: page,
}) => {
  const expiring =
    await test.step('the stored token is replaced by one that expires in a minute (the server would still accept it)', () =>
      page.evaluate(() => {
        const [h, , s] = localStorage.getItem('jwt_token')!.split('.');
        const payload = btoa(JSON.stringify({ sub: 'x', exp: Math.floor(Date.now() / 1000) + 60 }))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
        const token = `${h}.${payload}.${s}`;
        localStorage.setItem('jwt_token', token);
        return token;
      }));

  await test.step('the next request goes out with a fresh token, which is stored', async () => {
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/users/current')) sent.push(req.headers().authorization ?? '');
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('jwt_token'));
    expect(stored).not.toBe(expiring);
    expect(sent.at(-1)).toBe(`Bearer ${stored}`);
  });
});

test('session-ending errors: a session-ending error sends the user to /login and clears the session', async ({
  adminPage: page,
}) => {
  await page.evaluate(() => {
    localStorage.setItem('talvio_session', 'revoked-session');
    localStorage.setItem('jwt_token', 'a.b.c');
  });
  await page.goto('/jobs-list');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
});
