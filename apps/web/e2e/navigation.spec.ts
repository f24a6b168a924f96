import { appTookOver, demo, expect, expectAccessible, logIn, test } from './fixtures.ts';

test('navigation rule: an unknown URL goes to /login when no token is stored', async ({ page }) => {
  await page.goto('/definitely-not-a-page');
  await expect(page).toHaveURL(/\/login$/);
});

test('navigation rule: an unknown URL goes to /dashboard when a token is stored', async ({
  adminPage: page,
}) => {
  await page.goto('/definitely-not-a-page');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('navigation rule: a URL containing "candidate-interview" is not redirected', async ({ page }) => {
  await page.goto('/candidate-interview/some-token');
  await expect(page).toHaveURL(/\/candidate-interview\/some-token$/);
  await page.goto('/x/candidate-interview');
  await expect(page).toHaveURL(/\/x\/candidate-interview$/);
  await expect(page.getByRole('heading', { name: 'This link does not lead anywhere' })).toBeVisible();
  await expectAccessible(page);
});

test('marketing header: its links', async ({ page }) => {
  await page.goto('/pricing');
  await expectAccessible(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
  await expect(header.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/#resources');
  await header.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await header.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await header.getByRole('link', { name: 'Talvio home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await header.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);
});

test('sidebar visibility: no sidebar on auth pages, even when signed in and onboarded', async ({
  adminPage: page,
}) => {
  await expect(page.getByRole('navigation', { name: 'Application' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your AI Assistant for Seamless Hiring.' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Application' })).toHaveCount(0);
});

test('sidebar visibility: the sidebar is 250 px wide', async ({ adminPage: page }) => {
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar).toBeVisible();
  expect((await sidebar.boundingBox())?.width).toBe(250);
});

test('from 360 px wide the sidebar sits behind a menu button and stays usable', async ({
  adminPage: page,
}) => {
  // The dashboard is drawn afresh on a 360 px screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  const sidebar = page.getByRole('navigation', { name: 'Application' });
  await expect(sidebar).not.toBeInViewport();
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(sidebar).toBeInViewport();
  await sidebar.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
});

test('dark mode: the dark-mode toggle switches the scheme, is remembered and stays readable', async ({
  adminPage: page,
}) => {
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.goto('/users');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('fast pages: build assets are served pre-compressed and cached for good; the page is revalidated', async ({
  page,
}) => {
  const response = await page.goto('/');
  expect(response?.headers()['cache-control']).toBe('no-cache');
  const script = await page.locator('script[type="module"][src*="/assets/"]').first().getAttribute('src');
  const asset = await page.request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers().vary).toContain('accept-encoding');
});

test('first paint: / and /login arrive with the visitor screen in their HTML, styled, and the app takes it over as it is', async ({
  browser,
  page,
}) => {
  await test.step('before any script runs, the screen is there and styled', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto('/login');
    await expect(bare.getByRole('heading', { name: 'Log in to Talvio' })).toBeVisible();
    const field = await bare.getByLabel(/^E-mail/).boundingBox();
    expect(field?.height).toBeGreaterThanOrEqual(30); // Mantine's input, not the browser's bare one
    // Nothing can be typed or clicked before the app can handle it.
    await expect(bare.locator('#root')).toHaveAttribute('inert', '');
    await bare.goto('/');
    await expect(bare.getByRole('heading', { name: /Your AI Assistant for Seamless Hiring/ })).toBeVisible();
    // A link with a query (an e-mail's sign-in link) may lead to another screen: the app renders it.
    await bare.goto('/login?verify=a-token');
    await expect(bare.locator('#root')).toBeEmpty();
    await noScript.close();
  });

  await test.step('the app keeps the very nodes it was given, without errors', async () => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Parsing is done before any module script runs: remember the heading the HTML brought.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          Object.assign(window, { firstHeading: document.querySelector('h1') });
      });
    });
    for (const path of ['/login', '/']) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (window as { firstHeading?: Element }).firstHeading?.isConnected),
      ).toBe(true);
    }
    await page.goto('/login');
    await appTookOver(page);
    await page.getByLabel(/^E-mail/).fill('someone@example.com');
    await expect(page.getByLabel(/^E-mail/)).toHaveValue('someone@example.com');
    expect(errors).toEqual([]);
  });

  await test.step('a stored dark scheme applies before the page paints; a signed-in user never sees the visitor screen', async () => {
    const context = await browser.newContext();
    const before = await context.newPage();
    // Only the HTML and its inline script: the app's code never arrives.
    await before.route('**/assets/*.js', (route) => route.abort());
    await before.goto('/login');
    await before.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    await before.reload();
    await expect(before.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(before.getByRole('heading', { name: 'Log in to Talvio' })).toBeVisible();
    await before.evaluate(() => localStorage.setItem('jwt_token', 'a.stored.token'));
    await before.goto('/');
    await expect(before.getByRole('heading', { name: /Your AI Assistant/ })).toBeHidden();
    await context.close();
  });
});

test("early answers: the dashboard's HTML asks for its first answers with the stored token, and the app does not ask again", async ({
  adminPage: page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') asked.push(url.pathname + url.search);
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /^Welcome, Avery/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const dashboardPaths = [
    '/api/users/current',
    '/api/activities?limit=10',
    '/api/jobs?pageSize=1',
    '/api/organisation/overview',
  ];
  for (const path of dashboardPaths)
    expect(
      asked.filter((p) => p === path),
      path,
    ).toHaveLength(1);

  // The answers leave with the HTML: without the app's code, the page's own script still asks.
  const html = await (await page.request.get('/dashboard')).text();
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/dashboard-page-[\w-]+\.js">/);
  asked.length = 0;
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect.poll(() => asked.includes('/api/users/current')).toBe(true);
  await page.unroute('**/assets/*.js');

  // Signed out: the script asks nothing.
  asked.length = 0;
  await page.evaluate(() => localStorage.clear());
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test("shell first: a signed-in dashboard paints the staff shell's frame before any script, and the app replaces it", async ({
  adminPage: page,
  browser,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await test.step('before the app has run: the brand and a loader, in the stored colour scheme', async () => {
    await page.goto('/api/health');
    await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByText('Talvio', { exact: true })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading your workspace' })).toBeVisible();
    await page.unroute('**/assets/*.js');
    await page.evaluate(() => localStorage.removeItem('mantine-color-scheme-value'));
  });

  await test.step('the app takes over: the real shell and page, the frame gone, no errors', async () => {
    errors.length = 0; // the aborted scripts of the step before
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /^Welcome, Avery/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Application' })).toBeVisible();
    await expect(page.locator('.staff-skeleton')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  await test.step('a visitor never sees the frame: the page is hidden and the app sends them to sign in', async () => {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.route('**/assets/*.js', (route) => route.abort());
    await visitor.goto('/dashboard');
    await expect(visitor.getByRole('status', { name: 'Loading your workspace' })).toBeHidden();
    await visitor.unroute('**/assets/*.js');
    await visitor.goto('/dashboard');
    await expect(visitor).toHaveURL(/\/login$/);
    await context.close();
  });
});

test('sidebar on public pages when signed in: /pricing and articles get the sidebar, and plans lead to changing plan', async ({
  adminPage: page,
}) => {
  await page.goto('/pricing');
  await expect(page.getByRole('navigation', { name: 'Application' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Choose business' }).click();
  await expect(page).toHaveURL(/\/change-plan$/);
  const guides = (await (await page.request.get('/api/articles')).json()) as {
    items: { id: number; title: string }[];
  };
  const guide = guides.items[0]!;
  await page.goto(`/articles/${guide.id}`);
  await expect(page.getByRole('navigation', { name: 'Application' })).toBeVisible();
  await expect(page.getByRole('heading', { name: guide.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
});

test('members are not refused: a member walking every staff page, admin screens included, gets no 403', async ({
  page,
}) => {
  test.slow();
  // Signed in here rather than through memberPage, so that the responses of signing in are watched too.
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403)
      refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  await logIn(page, demo.member, demo.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of [
    '/jobs-list',
    '/pending-interviews',
    '/recent-activities',
    '/users',
    '/users/new',
    '/billing',
    '/job-credits',
    '/change-plan',
    '/purchase-credits',
    '/support',
    '/profile',
    '/organisation',
    '/settings',
    '/candidate-profile',
    '/pricing',
    '/dashboard',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('main')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/users');
  await expect(page.getByRole('alert').filter({ hasText: 'Admins only' })).toBeVisible();
  expect(refused).toEqual([]);
});
