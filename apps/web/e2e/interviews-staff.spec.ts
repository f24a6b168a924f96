import type { Page } from '@playwright/test';
import {
  apiCall,
  expect,
  expectAccessible,
  latestEmail,
  newOrganisation,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { hiringOrganisation, journeyQuestions } from './interview-fixtures.ts';

const day = 24 * 3600 * 1000;

async function outboxCount(page: Page, to: string): Promise<number> {
  const res = await page.request.get(`/api/dev/outbox.json?to=${encodeURIComponent(to)}&limit=20`);
  return ((await res.json()) as unknown[]).length;
}

/**
 * The demo organisation is shared by parallel journeys that count its job credits, so this journey hires in an
 * organisation of its own (business plan through the sandbox checkout: 50 interviews).
 */
test('inviting: on /jobs/{id}, /pending-interviews and /billing staff invite by e-mail, paste and CSV, follow the pipeline, extend, cancel and resend', async ({
  page,
}) => {
  test.slow();
  const { jobId } = await hiringOrganisation(page, 'business', 'text');
  const ana = { name: 'Ana Lima', email: uniqueEmail('ana') };
  const ben = { name: 'Ben Okafor', email: uniqueEmail('ben') };
  const cleo = { name: 'Quinn, Cleo', email: uniqueEmail('cleo') };

  await page.goto(`/jobs/${jobId}`);
  const section = page.getByRole('region', { name: 'Candidates' });
  await expect(section.getByText('No candidates yet')).toBeVisible();
  await expectAccessible(page);

  // By e-mail: one typed row, one pasted "Name <email>" line that fills the next row.
  await section.getByRole('button', { name: 'Invite candidates' }).first().click();
  const dialog = page.getByRole('dialog', { name: /Invite candidates/ });
  await dialog.getByRole('textbox', { name: 'Name of candidate 1' }).fill(ana.name);
  await dialog.getByRole('textbox', { name: 'E-mail of candidate 1' }).fill(ana.email);
  await dialog.getByLabel('Or paste a list').fill(`${ben.name} <${ben.email}>`);
  await dialog.getByRole('button', { name: 'Add pasted candidates to the list' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Name of candidate 2' })).toHaveValue(ben.name);
  await expect(dialog.getByRole('textbox', { name: 'E-mail of candidate 2' })).toHaveValue(ben.email);
  await expect(dialog.getByTestId('invite-allowance')).toHaveText(
    'Uses 2 of your remaining 50 interviews this period (Business plan).',
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send 2 invitations' }).click();
  const outcome = dialog.getByRole('status').filter({ hasText: 'Invitations sent' });
  await expect(outcome).toContainText('Invited 2 candidates.');
  await expect(dialog.getByRole('textbox', { name: 'E-mail of candidate 1' })).toHaveValue('');
  expect((await latestEmail(page, ana.email)).text).toMatch(/\/candidate-interview\/[\w-]{43}/);

  // CSV: a bad row is listed and not sent; a candidate already invited is reported, not invited twice.
  await dialog.getByRole('tab', { name: 'CSV upload' }).click();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: /CSV file/ }).click();
  await (await chooser).setFiles({
    name: 'candidates.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `name,email\n"${cleo.name}",${cleo.email}\nNo Address,not-an-email\n${ana.name},${ana.email}\n`,
    ),
  });
  const preview = dialog.getByRole('table', { name: 'Candidates in the file' });
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(preview.getByRole('row', { name: /No Address/ })).toContainText(
    'Enter a valid e-mail address',
  );
  await expect(
    dialog.getByText('2 candidates ready to invite, 1 row with problems (not sent).'),
  ).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send 2 invitations' }).click();
  await expect(outcome).toContainText('Invited 1 candidate. 1 candidate already had a pending invitation');
  await expect(outcome.getByRole('link', { name: ana.name })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The pipeline: three invited, as a table and as a board.
  const table = section.getByRole('table', { name: 'Candidates of this job' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(section.getByRole('tab', { name: 'Invited (3)' })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(cleo.name) })).toContainText('Invited');
  await section.getByText('Board', { exact: true }).click();
  const invitedColumn = section.getByRole('region', { name: 'Invited' });
  await expect(invitedColumn.getByRole('link')).toHaveCount(3);
  await expectAccessible(page);

  // /pending-interviews: extend Ana by 7 days, cancel Ben, resend to Cleo.
  // The dashboard lists them (top 5 of the pending query) and counts the interviews used.
  await page.goto('/dashboard');
  const dashboardPending = page.getByRole('region', { name: 'Pending interviews' });
  for (const person of [ana, ben])
    await expect(dashboardPending.getByRole('link', { name: person.name })).toBeVisible();
  await expect(dashboardPending.getByRole('link', { name: cleo.name })).toBeVisible();
  await expect(page.getByTestId('dashboard-interviews-used')).toHaveText('3 / 50');
  await expectAccessible(page);
  await dashboardPending.getByRole('link', { name: 'See all' }).click();
  await expect(page).toHaveURL(/\/pending-interviews$/);
  const pending = page.getByRole('table', { name: 'Pending interviews' });
  await expect(pending.getByRole('row')).toHaveCount(4);
  await expectAccessible(page);

  const anaRow = pending.getByRole('row', { name: new RegExp(ana.name) });
  const expiry = anaRow.locator('time').nth(1);
  const before = Date.parse((await expiry.getAttribute('datetime')) ?? '');
  await anaRow.getByRole('button', { name: `Extend invitation of ${ana.name}` }).click();
  const extend = page.getByRole('dialog', { name: `Extend ${ana.name}’s invitation` });
  await expect(extend.getByRole('textbox', { name: /Extend by/ })).toHaveValue('7');
  await expectAccessible(page);
  await extend.getByRole('button', { name: 'Extend' }).click();
  await expect(extend).toBeHidden();
  await expect(page.getByText(`${ana.name}’s link now expires`)).toBeVisible();
  await expect
    .poll(async () => Date.parse((await expiry.getAttribute('datetime')) ?? ''))
    .toBe(before + 7 * day);

  await pending.getByRole('button', { name: `Cancel invitation of ${ben.name}` }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this invitation?' });
  await expect(cancel).toContainText(ben.email);
  await cancel.getByRole('button', { name: 'Cancel invitation' }).click();
  await expect(page.getByText(`Cancelled ${ben.name}’s invitation`)).toBeVisible();
  await expect(pending.getByRole('row')).toHaveCount(3);
  await expect(pending.getByRole('row', { name: new RegExp(ben.name) })).toHaveCount(0);

  expect(await outboxCount(page, cleo.email)).toBe(1);
  await pending.getByRole('button', { name: `Resend invitation to ${cleo.name}` }).click();
  await expect(page.getByText(`Invitation sent again to ${cleo.email}.`)).toBeVisible();
  await expect.poll(() => outboxCount(page, cleo.email)).toBe(2);
  expect((await latestEmail(page, cleo.email)).text).toMatch(/\/candidate-interview\/[\w-]{43}/);

  // The job's pipeline shows the cancellation.
  await page.goto(`/jobs/${jobId}`);
  await expect(section.getByRole('tab', { name: 'Cancelled (1)' })).toBeVisible();
  await expect(section.getByRole('table').getByRole('row', { name: new RegExp(ben.name) })).toContainText(
    'Cancelled',
  );

  // Usage colour on /billing: interviews used of the plan's total, coloured by the progress rule.
  await page.goto('/billing');
  await expect(page.getByTestId('interviews-used')).toHaveText('Interviews this period: 3 / 50');
  await expect(page.getByRole('progressbar', { name: 'Interviews used this period: 3 of 50' })).toBeVisible();
  await expectAccessible(page);
});

test('interview allowance: with no interviews left the invitation is refused with the upgrade path; a draft job cannot invite', async ({
  page,
}) => {
  await newOrganisation(page, 'Frida Free');
  const created = await apiCall(page, 'POST', '/api/jobs', {
    title: 'Support Specialist',
    description_html: '<p>Help our customers.</p>',
    required_skills: ['Customer support'],
    interview: {
      mode: 'text',
      question_count: 3,
      answer_time_limit_seconds: 180,
      link_expiry_days: 7,
      language: 'en',
    },
    questions: journeyQuestions,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const jobId = created.body.id as number;

  await page.goto(`/jobs/${jobId}`);
  const section = page.getByRole('region', { name: 'Candidates' });
  const invite = section.getByRole('button', { name: 'Invite candidates' });
  await expect(invite).toHaveAttribute('aria-disabled', 'true');
  await expect(section.getByText('Publish the job first: only open jobs accept interviews.')).toBeVisible();
  await expectAccessible(page);

  expect((await apiCall(page, 'POST', `/api/jobs/${jobId}/publish`)).status).toBe(200);
  await page.reload();
  await section.getByRole('button', { name: 'Invite candidates' }).first().click();
  const dialog = page.getByRole('dialog', { name: /Invite candidates/ });
  await dialog.getByRole('textbox', { name: 'Name of candidate 1' }).fill('Gus Grant');
  await dialog.getByRole('textbox', { name: 'E-mail of candidate 1' }).fill(uniqueEmail('gus'));
  await expect(dialog.getByTestId('invite-allowance')).toContainText('Uses 1 of your remaining 0 interviews');
  await dialog.getByRole('button', { name: 'Send 1 invitation' }).click();
  const refused = dialog.getByRole('alert').filter({ hasText: 'No interviews left this period' });
  await expect(refused).toBeVisible();
  await expectAccessible(page);
  await refused.getByRole('link', { name: 'Upgrade plan' }).click();
  await expect(page).toHaveURL(/\/change-plan$/);
});
