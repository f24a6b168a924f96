import type { Page } from '@playwright/test';
import { apiCall, expect, expectAccessible, latestEmail, test, uniqueEmail } from './fixtures.ts';
import { publishJob, subscribeTo } from './interview-fixtures.ts';

interface Person {
  name: string;
  email: string | null;
  headline: string;
  location: string;
  skills: string[];
  experience: { title: string; company: string; start: string; end: string | null; description: string }[];
}

const people: Person[] = [
  {
    name: 'Ana Souza',
    email: uniqueEmail('ana'),
    headline: 'Frontend engineer',
    location: 'Pune, India',
    skills: ['React', 'TypeScript'],
    experience: [
      {
        title: 'Junior Developer',
        company: 'Shoply',
        start: '2017-01',
        end: '2020-12',
        description: 'Kept the shop pages running.',
      },
      {
        title: 'Senior Frontend Engineer',
        company: 'Payly',
        start: '2021-03',
        end: null,
        description: 'Built the checkout screens in React and TypeScript.',
      },
    ],
  },
  {
    name: 'Ben Okafor',
    email: uniqueEmail('ben'),
    headline: 'Web developer',
    location: 'Mumbai, India',
    skills: ['React', 'TypeScript', 'CSS'],
    experience: [
      {
        title: 'Frontend Developer',
        company: 'Mediaworks',
        start: '2020-06',
        end: null,
        description: 'Screens for the newsroom in React.',
      },
    ],
  },
  {
    name: 'Chen Li',
    email: null,
    headline: 'Frontend developer',
    location: 'Pune, India',
    skills: ['Vue', 'JavaScript'],
    experience: [
      {
        title: 'Frontend Developer',
        company: 'Cartly',
        start: '2019-01',
        end: null,
        description: 'Vue screens for the warehouse.',
      },
    ],
  },
  {
    name: 'Dana Kim',
    email: uniqueEmail('dana'),
    headline: 'Pastry chef',
    location: 'Paris, France',
    skills: ['Baking'],
    experience: [
      { title: 'Pastry Chef', company: 'Le Four', start: '2015-01', end: null, description: 'Cakes.' },
    ],
  },
];

/**
 * Reads the people into the organisation's pool (a CSV for those with an e-mail, a résumé without one for the
 * other), then sets each one's profile through the API.
 */
async function addPeople(page: Page) {
  const batch = await apiCall(page, 'POST', '/api/talent/batches', {});
  expect(batch.status).toBe(201);
  const batchId = batch.body.id as number;
  const csv = ['name,email', ...people.flatMap((p) => (p.email ? [`${p.name},${p.email}`] : []))].join('\n');
  const resume = (p: Person) =>
    [
      p.name,
      p.headline,
      `+91 98765 43210 | ${p.location}`,
      '',
      'Experience',
      ...p.experience.flatMap((e) => [
        `${e.title}, ${e.company}`,
        `${e.start} - ${e.end ?? 'Present'}`,
        `- ${e.description}`,
      ]),
      '',
      'Skills',
      p.skills.join(', '),
    ].join('\n');
  const files: [name: string, type: string, content: string][] = [['people.csv', 'text/csv', csv]];
  for (const p of people.filter((item) => !item.email))
    files.push([`${p.name}.txt`, 'text/plain', resume(p)]);
  for (const [name, type, content] of files) {
    const uploaded = await page.evaluate(
      async ([url, file, kind, text]) => {
        const form = new FormData();
        form.append('file', new Blob([text], { type: kind }), file);
        const res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${localStorage.getItem('jwt_token')}` },
          body: form,
        });
        return res.status;
      },
      [`/api/talent/batches/${batchId}/files`, name, type, content] as const,
    );
    expect(uploaded, name).toBe(201);
  }
  await expect
    .poll(async () => (await apiCall(page, 'GET', `/api/talent/batches/${batchId}`)).body.finished, {
      timeout: 30_000,
    })
    .toBe(true);
  const pool = await apiCall(page, 'GET', '/api/candidates?page_size=100');
  const items = pool.body.items as { id: number; email: string | null }[];
  expect(items).toHaveLength(people.length);
  for (const person of people) {
    const item = items.find((row) => row.email === person.email);
    expect(item, `${person.name} is in the pool`).toBeTruthy();
    const { email: _email, ...fields } = person;
    const saved = await apiCall(page, 'PATCH', `/api/candidates/${item!.id}`, fields);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
}

const rowOf = (page: Page, name: string) =>
  page.getByTestId('ranked-candidate').filter({ has: page.getByRole('link', { name, exact: true }) });

test('find candidates: an admin ranks the pool for an open job, reads why the first scores what it does, and invites two ranked candidates', async ({
  newOrganisation: { page },
}, testInfo) => {
  test.setTimeout(150_000);
  let jobId = 0;

  await test.step('the organisation has a paid plan, an open job and four profiles', async () => {
    await subscribeTo(page, 'starter');
    jobId = await publishJob(page, 'Frontend Engineer', 'text');
    await addPeople(page);
  });

  await test.step('from the job page, Find candidates ranks the pool for that job', async () => {
    await page.goto(`/jobs/${jobId}`);
    await page.getByRole('main').getByRole('link', { name: 'Find candidates' }).click();
    await expect(page).toHaveURL(new RegExp(`/find-candidates\\?job=${jobId}$`));
    await expect(page.getByRole('heading', { name: 'Find candidates', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Job' })).toHaveValue('Frontend Engineer — Engineering');
    const scope = page.getByTestId('ranking-scope');
    await expect(scope).toContainText('3 of the 4 profiles in your pool were scored for “Frontend Engineer”');
    await expect(scope).toContainText('never used in the score');
    const list = page.getByRole('list', { name: 'Profiles ranked for Frontend Engineer' });
    await expect(list.getByTestId('ranked-candidate')).toHaveCount(3);
    await expect(list.getByTestId('ranked-candidate').first()).toContainText('Ana Souza');
    await expect(rowOf(page, 'Ana Souza')).toContainText('#1');
    // The pastry chef shares no word with the job and is not shown.
    await expect(rowOf(page, 'Dana Kim')).toHaveCount(0);
    await expectAccessible(page);
  });

  await test.step('the first row explains its score: each criterion, the quoted lines and where they came from', async () => {
    const ana = rowOf(page, 'Ana Souza');
    const why = ana.getByRole('button', { name: /Why Ana Souza scores/ });
    await why.focus();
    await page.keyboard.press('Enter');
    await expect(why).toHaveAttribute('aria-expanded', 'true');
    const panel = ana.getByRole('region', { name: /Why Ana Souza scores/ });
    const skills = panel.getByRole('region', { name: 'Required skills' });
    await expect(skills.getByRole('list', { name: 'Required skills of the job' })).toContainText(
      'React · used',
    );
    await expect(skills).toContainText('Role 2 · Senior Frontend Engineer · Payly (2021-03 – present)');
    await expect(skills).toContainText('“Built the checkout screens in React and TypeScript.”');
    await expect(panel.getByRole('region', { name: 'Role' })).toContainText(
      'Closest role to "Frontend Engineer"',
    );
    await expect(panel.getByRole('list', { name: 'What the skill chips mean' })).toContainText('only listed');
    const history = panel.getByRole('region', { name: 'Work history like the ad' });
    await expect(history).toContainText("The work history shares the job ad's words:");
    await expect(history).toContainText('Senior Frontend Engineer · Payly (2021-03 – present)');
    await page.screenshot({ path: testInfo.outputPath('find-candidates-why-1440.png'), fullPage: true });
    await expectAccessible(page);
    // At 375 px the six criteria and their explanation fit without sideways scrolling.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(history).toBeVisible();
    // The narrow layout takes over after a render: wait for it rather than measure the wide one mid-change.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath('find-candidates-why-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step('a profile without an e-mail cannot be chosen; two ranked candidates are invited in one step', async () => {
    await expect(rowOf(page, 'Chen Li').getByRole('checkbox', { name: 'Select Chen Li' })).toBeDisabled();
    await expect(rowOf(page, 'Chen Li')).toContainText('No e-mail address');
    await rowOf(page, 'Ana Souza').getByRole('checkbox', { name: 'Select Ana Souza' }).check();
    await rowOf(page, 'Ben Okafor').getByRole('checkbox', { name: 'Select Ben Okafor' }).check();
    await page.getByRole('button', { name: 'Invite 2 to the interview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite 2 candidates to “Frontend Engineer”' });
    await expect(dialog.getByText(/Uses 2 of your remaining \d+ interviews this period/)).toBeVisible();
    await dialog.getByLabel('Personal message (optional)').fill('Your checkout work caught our eye.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Send 2 invitations' }).click();
    await expect(dialog.getByRole('status')).toContainText('Invited 2 candidates.');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the invited rows show their invitation, and the candidates got the e-mail', async () => {
    for (const name of ['Ana Souza', 'Ben Okafor']) {
      const row = rowOf(page, name);
      await expect(row.getByRole('link', { name: /Invitation: Invited/ })).toBeVisible();
      await expect(row.getByRole('checkbox')).toHaveCount(0);
    }
    const mail = await latestEmail(page, people[0]!.email!);
    expect(mail.text).toContain('Your checkout work caught our eye.');
    // A reload reads the invitations from the server.
    await page.reload();
    await expect(rowOf(page, 'Ana Souza').getByRole('link', { name: /Invitation: Invited/ })).toBeVisible();
    await expect(page.getByText('None selected')).toBeVisible();
  });
});
