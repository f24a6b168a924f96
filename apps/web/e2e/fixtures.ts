import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

export { expect };

export const demo = {
  admin: 'admin@demo.talvio.local',
  member: 'member@demo.talvio.local',
  password: 'TalvioDemo!2026',
};

let counter = 0;
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

/**
 * docs/product/look-and-feel.md, **accessible pages**: no serious or critical axe violations on any page a journey
 * visits.
 */
export async function expectAccessible(page: Page) {
  // Run in the page itself: the default opens a second page to merge the results of frames, which doubled every
  // check's time (measured 2.5 s → 1.2 s on the dashboard, same results); Talvio's pages have no frames.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // axe files text whose colour equals its background (1:1) under "needs review", as if it were hidden on purpose;
  // visible text with a measured contrast below the minimum is a failure here too.
  const unreadable = results.incomplete
    .filter((v) => v.id === 'color-contrast')
    .flatMap((v) => v.nodes)
    .filter((n) => n.any.some((check) => /has a [\d.]+:1 contrast ratio/.test(check.message)));
  expect(unreadable.map((n) => `color-contrast: ${n.target.join(' ')} (${n.any[0]?.message})`)).toEqual([]);
}

/** The newest e-mail to an address, from the development outbox. */
export async function latestEmail(page: Page, to: string): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/outbox.json?to=${encodeURIComponent(to)}&limit=1`);
      found = ((await res.json()) as { subject: string; text: string }[])[0];
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

export function firstLink(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[0];
}

/**
 * Waits until the app has taken over the screen the HTML brought (docs/product/app-shell.md, **first paint**): until
 * then the page is inert, and a value filled in would not reach the app.
 */
export async function appTookOver(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

export async function logIn(page: Page, email: string, password: string, origin = '') {
  await page.goto(`${origin}/login`);
  await appTookOver(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
}

export async function registerAccount(
  page: Page,
  input: { name: string; organisation: string; email: string; password: string },
) {
  await page.goto('/register');
  await page.getByLabel('Your name').fill(input.name);
  await page.getByLabel('Organisation name').fill(input.organisation);
  await page.getByLabel('Work e-mail').fill(input.email);
  await page.getByLabel(/^Password/).fill(input.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  // The account is used once the address is confirmed from the e-mailed link.
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await page.goto(await confirmationLink(page, input.email));
  await expect(page).toHaveURL(/\/onboarding$/);
}

/** The newest "confirm your e-mail" link sent to an address. */
export async function confirmationLink(page: Page, to: string): Promise<string> {
  const mail = await latestEmail(page, to);
  expect(mail.subject).toBe('Confirm your e-mail to start using Talvio');
  return firstLink(mail.text);
}

export async function completeOnboarding(page: Page, organisation: string) {
  await page.getByLabel('Organisation name').fill(organisation);
  await page.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: 'Technology' }).click();
  await page.getByRole('combobox', { name: 'Organisation size' }).click();
  await page.getByRole('option', { name: '11-50' }).click();
  await page.getByRole('combobox', { name: 'Country' }).fill('India');
  await page.getByRole('option', { name: 'India', exact: true }).click();
  await page.getByRole('combobox', { name: 'City' }).fill('Benga');
  await page.getByRole('option', { name: 'Bengaluru' }).first().click();
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Someone with an account: what they sign in with, their name and the organisation they named. */
export interface Staff {
  email: string;
  password: string;
  name: string;
  organisation: string;
}

/** A person signed in on a page. */
export interface SignedIn extends Staff {
  page: Page;
}

/**
 * A fresh, onboarded organisation whose admin is signed in on `page`, created through the API the way the SPA does
 * it (identity sign-up, POST /auth/register, PUT /organisation/onboard), so each test owns its data.
 */
async function createOrganisation(page: Page): Promise<Staff> {
  const staff = {
    email: uniqueEmail('owner'),
    password: 'Quiet-Lantern-57',
    name: 'Olive Owner',
    organisation: `Org ${Math.random().toString(36).slice(2, 8)}`,
  };
  const signUp = await page.request.post('/api/identity/sign-up/email', {
    data: { email: staff.email, password: staff.password, name: staff.name },
  });
  expect(signUp.status()).toBe(200);
  const token = new URL(await confirmationLink(page, staff.email)).searchParams.get('verify') ?? '';
  const confirmed = await page.request.get(`/api/identity/verify-email?token=${encodeURIComponent(token)}`);
  expect(confirmed.status()).toBe(200);
  const session = confirmed.headers()['set-auth-token'];
  const minted = await page.request.get('/api/identity/token', {
    headers: { authorization: `Bearer ${session}` },
  });
  const { token: idToken } = (await minted.json()) as { token: string };
  const headers = { authorization: `Bearer ${idToken}` };
  const register = await page.request.post('/api/auth/register', {
    headers,
    data: { name: staff.name, organisation_name: staff.organisation },
  });
  expect(register.status()).toBeLessThan(300);
  const onboard = await page.request.put('/api/organisation/onboard', {
    headers,
    data: {
      name: staff.organisation,
      industry: 'Technology',
      size: '11-50',
      country: 'IN',
      city: 'Bengaluru',
    },
  });
  expect(onboard.status()).toBe(200);
  await page.goto('/login');
  await page.evaluate(
    ([idToken, sessionToken, email]) => {
      localStorage.setItem('jwt_token', idToken);
      localStorage.setItem('talvio_session', sessionToken);
      localStorage.setItem('email', email);
    },
    [idToken, session ?? '', staff.email] as const,
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Application' })).toBeVisible();
  return staff;
}

/** An API call from inside the signed-in page, with the token the SPA stored; returns status and body. */
export async function apiCall(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return page.evaluate(
    async ([m, url, json]) => {
      const res = await fetch(url, {
        method: m,
        headers: {
          authorization: `Bearer ${localStorage.getItem('jwt_token')}`,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
    },
    [method, path, body] as const,
  );
}

/** Creates a ready-to-publish job through the API and publishes it (one job credit); returns its id. */
export async function publishJobByApi(page: Page, title = 'Ward Clerk'): Promise<number> {
  const job = await apiCall(page, 'POST', '/api/jobs', {
    title,
    description_html: '<p>Keep the ward running.</p>',
    required_skills: ['Record keeping'],
    questions: [
      {
        text: 'Tell us how you keep patient records accurate on a busy shift.',
        type: 'technical',
        time_limit_seconds: 180,
        rubric: ['Checks entries', 'Follows procedure', 'Escalates gaps'],
      },
    ],
  });
  expect(job.status).toBe(201);
  expect((await apiCall(page, 'POST', `/api/jobs/${job.body.id}/publish`)).status).toBe(200);
  return job.body.id as number;
}

/** Opens a new job in the editor and lets the offline engine draft its description and questions. */
export async function draftNewJobWithAi(page: Page, title: string) {
  await page.goto('/my-job/new');
  await page.getByLabel(/^Job title/).fill(title);
  await page.getByRole('button', { name: 'Write description with AI' }).click();
  await expect(page.getByText(/Drafted by Talvio’s offline engine/)).toBeVisible();
  await page.getByRole('button', { name: 'Generate questions with AI' }).click();
  await expect(page.getByText(/Generated by Talvio’s offline engine/)).toBeVisible();
}

/** The sidebar's footer profile block. */
export const profileBlock = (page: Page) => page.getByRole('button', { name: 'Open organisation profile' });

/** Signs in on the login page and waits for the dashboard. */
async function signIn(page: Page, email: string, password: string) {
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Who has signed in on a test's page through a fixture: one person per page. */
const signedInOn = new WeakMap<Page, string>();
function claim(page: Page, fixture: string) {
  const earlier = signedInOn.get(page);
  if (earlier)
    throw new Error(
      `${fixture} and ${earlier} would both sign in on the test's page; let the second person use \`visitor\``,
    );
  signedInOn.set(page, fixture);
}

interface Fixtures {
  /** Fails the test on a Content Security Policy violation (automatic). */
  cspGuard: undefined;
  /** The test's page, signed in as the demo organisation's admin, on /dashboard. */
  adminPage: Page;
  /** The test's page, signed in as the demo organisation's member (not an admin), on /dashboard. */
  memberPage: Page;
  /** A brand-new onboarded organisation of the test's own; its admin is signed in on the test's page, on /dashboard. */
  newOrganisation: SignedIn;
  /** A brand-new account registered through /register with its e-mail confirmed, on the test's page at /onboarding. */
  newAccount: SignedIn;
  /** A page in a browser context of its own, with no session: a candidate, or a colleague at another computer. */
  visitor: Page;
}

/**
 * Every test fails on a Content Security Policy violation in any page it opened, including pages of browser
 * contexts it or a fixture created (docs/product/deployment-safety.md "no CSP violations").
 */
export const test = base.extend<Fixtures>({
  cspGuard: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      const watch = (watched: BrowserContext) =>
        watched.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
        });
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        watch(created);
        return created;
      };
      await use(undefined);
      browser.newContext = newContext;
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  adminPage: async ({ page }, use) => {
    claim(page, 'adminPage');
    await signIn(page, demo.admin, demo.password);
    await use(page);
  },
  memberPage: async ({ page }, use) => {
    claim(page, 'memberPage');
    await signIn(page, demo.member, demo.password);
    await use(page);
  },
  newOrganisation: async ({ page }, use) => {
    claim(page, 'newOrganisation');
    await use({ page, ...(await createOrganisation(page)) });
  },
  newAccount: async ({ page }, use) => {
    claim(page, 'newAccount');
    const account = {
      name: 'Nova Newcomer',
      organisation: 'Newcomer Labs',
      email: uniqueEmail('account'),
      password: 'Plenty-of-words-42',
    };
    await registerAccount(page, account);
    await use({ page, ...account });
  },
  // Depends on cspGuard so that the guard has wrapped browser.newContext before the visitor's context is opened.
  visitor: async ({ browser, cspGuard: _guarded }, use) => {
    const context = await browser.newContext();
    await use(await context.newPage());
    await context.close();
  },
});
