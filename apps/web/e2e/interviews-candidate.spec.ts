import type { Page } from '@playwright/test';
import { apiCall, expect, expectAccessible, firstLink, latestEmail, test, uniqueEmail } from './fixtures.ts';
import { journeyQuestions, startHiring } from './interview-fixtures.ts';

/**
 * The candidate's side of interviews (`/candidate-interview/{token}`, `/job-interview-test/{jobId}`):
 * clear pages for links that lead nowhere, the staff preview that stores nothing, and a candidate who comes in
 * through the public link, reloads mid-way and finishes. Each journey hires in an organisation of its own (the
 * demo organisation's credits are shared by parallel journeys).
 */

const questionCount = journeyQuestions.length;

async function candidateCount(page: Page, jobId: number): Promise<number> {
  const list = await apiCall(page, 'GET', `/api/job-candidates?job_id=${jobId}`);
  expect(list.status).toBe(200);
  return list.body.total as number;
}

async function allowanceUsed(page: Page): Promise<number> {
  const count = await apiCall(page, 'GET', '/api/job-candidates/invitations/current/count');
  expect(count.status).toBe(200);
  return count.body.used as number;
}

/** Asks for the interview on the public link, then opens the link from the e-mail, as a candidate does. */
async function startThroughPublicLink(page: Page, jobId: number, name: string, email: string) {
  await page.goto(`/job-interview-test/${jobId}`);
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'E-mail me the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const link = firstLink((await latestEmail(page, email)).text);
  await page.goto(link);
  await expect(page).toHaveURL(/\/candidate-interview\/[\w-]{43}$/);
}

test('links that lead nowhere: on /candidate-interview/{token} a link that leads nowhere gets its own page, never /login', async ({
  page,
}) => {
  for (const token of ['garbage', 'A'.repeat(43)]) {
    await page.goto(`/candidate-interview/${token}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This interview link does not work' }),
    ).toBeVisible();
    await expect(page.getByText(/ask the recruiter who invited you to send it again/)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/candidate-interview/${token}$`));
    await expect(page.getByRole('navigation', { name: 'Application' })).toHaveCount(0);
  }
  await expectAccessible(page);
  await page.goto('/job-interview-test/999999');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This interview link does not work' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/job-interview-test\/999999$/);
});

test('staff preview: on /job-interview-test/{jobId} signed-in staff get a preview that is not stored or counted', async ({
  newOrganisation: { page },
}) => {
  test.slow();
  const jobId = await startHiring(page, 'business', 'text');
  const usedBefore = await allowanceUsed(page);

  await test.step('staff opening the public link see a preview, without the sidebar', async () => {
    await page.goto(`/job-interview-test/${jobId}`);
    await expect(page.getByText('Preview — nothing is stored or counted')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your interview for Frontend Engineer' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Application' })).toHaveCount(0);
    await expectAccessible(page);
  });

  await test.step('staff answer every question of the preview', async () => {
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Start interview' }).click();
    for (let n = 1; n <= questionCount; n++) {
      await expect(page.getByRole('heading', { name: `Question ${n} of ${questionCount}` })).toBeFocused();
      await expect(page.getByText(journeyQuestions[n - 1]!.text)).toBeVisible();
      if (n === 1) await expectAccessible(page);
      await page.getByRole('textbox', { name: 'Your answer' }).fill(`Preview answer ${n}`);
      await page
        .getByRole('button', { name: n === questionCount ? 'Finish interview' : 'Submit answer' })
        .click();
    }
    await expect(page.getByRole('heading', { name: 'End of the preview' })).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('the preview stored no candidate and used no interview', async () => {
    expect(await candidateCount(page, jobId)).toBe(0);
    expect(await allowanceUsed(page)).toBe(usedBefore);
  });
});

test('answers are kept: a candidate starts from the public link /job-interview-test/{jobId}, reloads mid-way, finishes and cannot retake it', async ({
  newOrganisation: { page },
  visitor: candidate,
  browser,
}) => {
  test.slow();
  const jobId = await startHiring(page, 'business', 'text');
  const usedBefore = await allowanceUsed(page);
  const email = uniqueEmail('casey');

  await test.step('the public link’s form checks its fields before anything is sent', async () => {
    await candidate.goto(`/job-interview-test/${jobId}`);
    await expect(candidate.getByRole('heading', { level: 1, name: 'Frontend Engineer' })).toBeVisible();
    await expectAccessible(candidate);
    await candidate.getByRole('textbox', { name: 'E-mail' }).fill('not-an-address');
    await candidate.getByRole('button', { name: 'E-mail me the link' }).click();
    await expect(candidate.getByText('Enter your name')).toBeVisible();
    await expect(candidate.getByText('Enter a valid e-mail address')).toBeVisible();
    await expect(candidate.getByText('Please tick the box to continue')).toBeVisible();
    await expect(candidate.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(candidate);
    expect(await candidateCount(page, jobId)).toBe(0);
  });

  const link =
    await test.step('public link confirmation: asking for the interview and opening the e-mailed link count nothing yet', async () => {
      await startThroughPublicLink(candidate, jobId, 'Casey Candidate', email);
      expect(await allowanceUsed(page)).toBe(usedBefore);
      return candidate.url();
    });

  await test.step('the intro shows what to expect, the AI notice and the consent, and takes the résumé', async () => {
    await expect(
      candidate.getByRole('heading', { level: 1, name: 'Your interview for Frontend Engineer' }),
    ).toBeVisible();
    await expect(candidate.getByText(`${questionCount} questions, shown one at a time.`)).toBeVisible();
    await expect(candidate.getByText(/the AI never sees your name or e-mail/)).toBeVisible();
    await expect(candidate.getByRole('switch', { name: 'I need extra time' })).toBeVisible();
    // The résumé is attached on the candidate's own link, before starting.
    await candidate.locator('input[type="file"]').setInputFiles({
      name: 'resume.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Casey Candidate\nFrontend engineer: React, TypeScript and accessibility.'),
    });
    await expect(candidate.getByText('Your résumé is attached.')).toBeVisible();
    await expectAccessible(candidate);
  });

  await test.step('the interview starts only once the candidate agrees', async () => {
    await candidate.getByRole('button', { name: 'Start interview' }).click();
    await expect(candidate.getByText('Please tick the box to agree before you start.')).toBeVisible();
    await candidate.getByRole('checkbox', { name: /I agree/ }).check();
    await candidate.getByRole('button', { name: 'Start interview' }).click();
  });

  const heading = (n: number) =>
    candidate.getByRole('heading', { name: `Question ${n} of ${questionCount}` });
  const answer = candidate.getByRole('textbox', { name: 'Your answer' });
  await test.step('question 1 is answered with the keyboard alone (Ctrl+Enter submits)', async () => {
    await expect(heading(1)).toBeFocused();
    await expect(candidate.getByText(journeyQuestions[0]!.text)).toBeVisible();
    await expect(candidate.getByRole('timer')).toHaveText(/^\d+:\d\d left$/);
    await expectAccessible(candidate);
    await answer.fill(
      'I profiled the list screen, memoised the rows and cut render time from 900 ms to 120 ms.',
    );
    await answer.press('Control+Enter');
  });

  await test.step('question 2: the typing survives a reload, and the page lands on the same question', async () => {
    await expect(heading(2)).toBeFocused();
    await answer.fill('Validate at the boundary with zod, then keep types inside.');
    await candidate.reload();
    await expect(heading(2)).toBeVisible();
    await expect(answer).toHaveValue('Validate at the boundary with zod, then keep types inside.');
    await candidate.getByRole('button', { name: 'Submit answer' }).click();
  });

  await test.step('the same e-mail on the public link again while this interview is open: the link is e-mailed, not shown', async () => {
    const again = await (await browser.newContext()).newPage();
    await again.goto(`/job-interview-test/${jobId}`);
    await again.getByRole('textbox', { name: 'Your name' }).fill('Casey Candidate');
    await again.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await again.getByRole('checkbox', { name: /I agree/ }).check();
    await again.getByRole('button', { name: 'E-mail me the link' }).click();
    await expect(again.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect(again.getByText(`We’ve e-mailed your interview link to ${email}`)).toBeVisible();
    await expect(again).toHaveURL(new RegExp(`/job-interview-test/${jobId}$`));
    await again.context().close();
  });

  await test.step('the last question finishes the interview', async () => {
    await expect(heading(3)).toBeFocused();
    await answer.fill('We wrote down both options, tried a spike and agreed on the simpler one.');
    await candidate.getByRole('button', { name: 'Finish interview' }).click();
    await expect(
      candidate.getByRole('heading', { name: 'Thank you — your interview is complete' }),
    ).toBeVisible();
    await expect(candidate.getByText(/will be in touch/)).toBeVisible();
    await expectAccessible(candidate);
  });

  await test.step('reopening the link says it is completed, with no way to take it again', async () => {
    await candidate.goto(link);
    await expect(
      candidate.getByRole('heading', { name: 'You have already completed this interview' }),
    ).toBeVisible();
    await expect(candidate.getByRole('button', { name: 'Start interview' })).toHaveCount(0);
    await expect(candidate.getByRole('textbox', { name: 'Your answer' })).toHaveCount(0);
    await expectAccessible(candidate);
  });

  await test.step('staff see one public-link candidate with all three answers stored, counted once', async () => {
    const list = await apiCall(page, 'GET', `/api/job-candidates?job_id=${jobId}`);
    const items = list.body.items as { id: number; source: string; answered: number; status: string }[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ source: 'public_link', answered: questionCount });
    expect(['completed', 'evaluated']).toContain(items[0]!.status);
    const detail = await apiCall(page, 'GET', `/api/job-candidates/${items[0]!.id}`);
    const answers = detail.body.answers as { text: string | null }[];
    expect(answers.map((a) => a.text)).toEqual([
      'I profiled the list screen, memoised the rows and cut render time from 900 ms to 120 ms.',
      'Validate at the boundary with zod, then keep types inside.',
      'We wrote down both options, tried a spike and agreed on the simpler one.',
    ]);
    expect(await allowanceUsed(page)).toBe(usedBefore + 1);
  });
});

test('links that lead nowhere: on /candidate-interview/{token} a cancelled interview gets its own page', async ({
  newOrganisation: { page },
  visitor: candidate,
}) => {
  test.slow();
  const jobId = await startHiring(page, 'business', 'text');

  await test.step('a candidate opens the interview from the public link', async () => {
    await startThroughPublicLink(candidate, jobId, 'Dana Dropped', uniqueEmail('dana'));
    await expect(candidate.getByRole('button', { name: 'Start interview' })).toBeVisible();
  });

  await test.step('staff cancel the interview', async () => {
    const list = await apiCall(page, 'GET', `/api/job-candidates?job_id=${jobId}`);
    const id = (list.body.items as { id: number }[])[0]!.id;
    expect((await apiCall(page, 'POST', `/api/job-candidates/${id}/cancel`)).status).toBe(200);
  });

  await test.step('the candidate’s link now says the interview was cancelled', async () => {
    await candidate.reload();
    await expect(
      candidate.getByRole('heading', { level: 1, name: 'This interview was cancelled' }),
    ).toBeVisible();
    await expect(candidate).toHaveURL(/\/candidate-interview\/[\w-]{43}$/);
    await expectAccessible(candidate);
  });
});
