import type { Page } from '@playwright/test';
import { apiCall, expect, expectAccessible, latestEmail, test, uniqueEmail } from './fixtures.ts';
import { journeyQuestions, startHiring } from './interview-fixtures.ts';

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
  newOrganisation: { page },
}) => {
  test.slow();
  const jobId = await startHiring(page, 'business', 'text');
  const ana = { name: 'Ana Lima', email: uniqueEmail('ana') };
  const ben = { name: 'Ben Okafor', email: uniqueEmail('ben') };
  const cleo = { name: 'Quinn, Cleo', email: uniqueEmail('cleo') };
  const section = page.getByRole('region', { name: 'Candidates' });
  const dialog = page.getByRole('dialog', { name: /Invite candidates/ });
  const outcome = dialog.getByRole('status').filter({ hasText: 'Invitations sent' });

  await test.step('a new job has no candidates yet', async () => {
    await page.goto(`/jobs/${jobId}`);
    await expect(section.getByText('No candidates yet')).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('by e-mail: one typed row and one pasted "Name <email>" line that fills the next row are invited', async () => {
    await section.getByRole('button', { name: 'Invite candidates' }).first().click();
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
    await expect(outcome).toContainText('Invited 2 candidates.');
    await expect(dialog.getByRole('textbox', { name: 'E-mail of candidate 1' })).toHaveValue('');
    expect((await latestEmail(page, ana.email)).text).toMatch(/\/candidate-interview\/[\w-]{43}/);
  });

  await test.step('by CSV: a bad row is listed and not sent; a candidate already invited is reported, not invited twice', async () => {
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
  });

  await test.step('the pipeline shows the three invited, as a table and as a board', async () => {
    const table = section.getByRole('table', { name: 'Candidates of this job' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(section.getByRole('tab', { name: 'Invited (3)' })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(cleo.name) })).toContainText('Invited');
    await section.getByText('Board', { exact: true }).click();
    const invitedColumn = section.getByRole('region', { name: 'Invited' });
    await expect(invitedColumn.getByRole('link')).toHaveCount(3);
    await expectAccessible(page);
  });

  await test.step('the dashboard lists them (top 5 of the pending query) and counts the interviews used', async () => {
    await page.goto('/dashboard');
    const dashboardPending = page.getByRole('region', { name: 'Pending interviews' });
    for (const person of [ana, ben])
      await expect(dashboardPending.getByRole('link', { name: person.name })).toBeVisible();
    await expect(dashboardPending.getByRole('link', { name: cleo.name })).toBeVisible();
    await expect(page.getByTestId('dashboard-interviews-used')).toHaveText('3 / 50');
    await expectAccessible(page);
    await dashboardPending.getByRole('link', { name: 'See all' }).click();
  });

  const pending = page.getByRole('table', { name: 'Pending interviews' });
  await test.step('/pending-interviews lists the three', async () => {
    await expect(page).toHaveURL(/\/pending-interviews$/);
    await expect(pending.getByRole('row')).toHaveCount(4);
    await expectAccessible(page);
  });

  await test.step('extending Ana’s invitation by 7 days moves its expiry 7 days on', async () => {
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
  });

  await test.step('cancelling Ben’s invitation takes him off the list', async () => {
    await pending.getByRole('button', { name: `Cancel invitation of ${ben.name}` }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this invitation?' });
    await expect(cancel).toContainText(ben.email);
    await cancel.getByRole('button', { name: 'Cancel invitation' }).click();
    await expect(page.getByText(`Cancelled ${ben.name}’s invitation`)).toBeVisible();
    await expect(pending.getByRole('row')).toHaveCount(3);
    await expect(pending.getByRole('row', { name: new RegExp(ben.name) })).toHaveCount(0);
  });

  await test.step('resending to Cleo e-mails her the link again', async () => {
    expect(await outboxCount(page, cleo.email)).toBe(1);
    await pending.getByRole('button', { name: `Resend invitation to ${cleo.name}` }).click();
    await expect(page.getByText(`Invitation sent again to ${cleo.email}.`)).toBeVisible();
    await expect.poll(() => outboxCount(page, cleo.email)).toBe(2);
    expect((await latestEmail(page, cleo.email)).text).toMatch(/\/candidate-interview\/[\w-]{43}/);
  });

  await test.step('the job’s pipeline shows the cancellation', async () => {
    await page.goto(`/jobs/${jobId}`);
    await expect(section.getByRole('tab', { name: 'Cancelled (1)' })).toBeVisible();
    await expect(section.getByRole('table').getByRole('row', { name: new RegExp(ben.name) })).toContainText(
      'Cancelled',
    );
  });

  await test.step('usage colour: /billing shows the interviews used of the plan’s total, coloured by the progress rule', async () => {
    await page.goto('/billing');
    await expect(page.getByTestId('interviews-used')).toHaveText('Interviews this period: 3 / 50');
    await expect(
      page.getByRole('progressbar', { name: 'Interviews used this period: 3 of 50' }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});

test('interview allowance: with no interviews left the invitation is refused with the upgrade path; a draft job cannot invite', async ({
  newOrganisation: { page },
}) => {
  const jobId = await test.step('a Free organisation drafts a job', async () => {
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
    return created.body.id as number;
  });

  const section = page.getByRole('region', { name: 'Candidates' });
  await test.step('a draft job cannot invite, and says to publish it first', async () => {
    await page.goto(`/jobs/${jobId}`);
    const invite = section.getByRole('button', { name: 'Invite candidates' });
    await expect(invite).toHaveAttribute('aria-disabled', 'true');
    await expect(section.getByText('Publish the job first: only open jobs accept interviews.')).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('once published, an invitation with no interviews left is refused with the upgrade path', async () => {
    expect((await apiCall(page, 'POST', `/api/jobs/${jobId}/publish`)).status).toBe(200);
    await page.reload();
    await section.getByRole('button', { name: 'Invite candidates' }).first().click();
    const dialog = page.getByRole('dialog', { name: /Invite candidates/ });
    await dialog.getByRole('textbox', { name: 'Name of candidate 1' }).fill('Gus Grant');
    await dialog.getByRole('textbox', { name: 'E-mail of candidate 1' }).fill(uniqueEmail('gus'));
    await expect(dialog.getByTestId('invite-allowance')).toContainText(
      'Uses 1 of your remaining 0 interviews',
    );
    await dialog.getByRole('button', { name: 'Send 1 invitation' }).click();
    const refused = dialog.getByRole('alert').filter({ hasText: 'No interviews left this period' });
    await expect(refused).toBeVisible();
    await expectAccessible(page);
    await refused.getByRole('link', { name: 'Upgrade plan' }).click();
    await expect(page).toHaveURL(/\/change-plan$/);
  });
});
