import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiCall, expect, latestEmail, test } from './fixtures.ts';
import { startHiring } from './interview-fixtures.ts';

/** docs/product/candidate-privacy.md: exporting and erasing a candidate from their profile page. */

/** The page's request context, with the token the SPA stored. */
async function authorised(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('jwt_token'));
  return { authorization: `Bearer ${token}` };
}

async function get(page: Page, path: string) {
  return page.request.get(path, { headers: await authorised(page) });
}

const stamp = Date.now().toString(36);
const person = {
  name: 'Rosalind Vantongeren',
  email: `rosalind.${stamp}@example.test`,
};
const answerWords = 'Whimbrel-Kestrel refactor of the onboarding screens';

const resume = [
  person.name,
  'Frontend Engineer',
  `${person.email} | +44 20 7946 0958 | Leeds, United Kingdom`,
  '',
  'EXPERIENCE',
  'Frontend Engineer, Harbour Logistics Ltd',
  'Jan 2020 – Present',
  '- Built the booking screens in React.',
  '',
  'SKILLS',
  'React, TypeScript, Accessibility',
].join('\n');

test('erase: a candidate with a résumé and interview answers is erased from the profile page; the API holds no trace of their file or answers', async ({
  newOrganisation: { page },
}) => {
  test.setTimeout(180_000);
  const jobId = await startHiring(page, 'business', 'text');

  // A profile from an uploaded résumé.
  const batch = await apiCall(page, 'POST', '/api/talent/batches', {});
  expect(batch.status).toBe(201);
  const uploaded = await page.request.post(`/api/talent/batches/${batch.body.id}/files`, {
    headers: await authorised(page),
    multipart: {
      file: { name: `${person.name} CV.txt`, mimeType: 'text/plain', buffer: Buffer.from(resume) },
    },
  });
  expect(uploaded.status()).toBe(201);
  let candidateId = 0;
  await expect
    .poll(
      async () => {
        const read = (await (await get(page, `/api/talent/batches/${batch.body.id}`)).json()) as {
          files: { candidate_id: number | null; state: string }[];
        };
        candidateId = read.files[0]?.candidate_id ?? 0;
        return read.files[0]?.state;
      },
      { timeout: 60_000 },
    )
    .toBe('done');
  expect(candidateId).toBeGreaterThan(0);

  // Invited by the same e-mail (the same profile), and the interview answered through the candidate's link.
  const invited = await apiCall(page, 'POST', `/api/jobs/${jobId}/candidates/invitations`, {
    candidates: [person],
  });
  expect(invited.status).toBe(201);
  const mail = await latestEmail(page, person.email);
  const token = mail.text.match(/\/candidate-interview\/([\w-]{43})/)?.[1];
  expect(token).toBeTruthy();
  const started = await page.request.post(`/api/interview/${token}/start`, { data: { consent: true } });
  expect(started.status()).toBe(200);
  let current = ((await started.json()) as { current: { id: string } | null }).current;
  while (current) {
    const answered = await page.request.post(`/api/interview/${token}/answers/${current.id}`, {
      data: { text: `I led the ${answerWords} and measured the result.` },
    });
    expect(answered.status()).toBe(200);
    current = ((await answered.json()) as { current: { id: string } | null }).current;
  }
  const interviews = (await (await get(page, `/api/job-candidates?candidate_id=${candidateId}`)).json()) as {
    items: { id: number }[];
  };
  const interviewId = interviews.items[0]!.id;
  const answersBefore = await (await get(page, `/api/job-candidates/${interviewId}`)).text();
  expect(answersBefore).toContain(answerWords);

  // Export data: a JSON file with everything, the answers included.
  await page.goto(`/my-talent-profile/${candidateId}`);
  await expect(page.getByRole('heading', { name: person.name })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`candidate-${candidateId}-export.json`);
  const exported = await readFile((await download.path())!, 'utf8');
  expect(exported).toContain(person.email);
  expect(exported).toContain(answerWords);

  // Erase candidate: the dialog says what goes; afterwards the page shows the erased state.
  await page.getByRole('button', { name: 'Erase candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase this candidate?' });
  await expect(dialog).toContainText(`the résumé file (${person.name} CV.txt) and its text as read`);
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Erase candidate' }).click();
  await expect(page.getByText("This candidate's data was erased")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Erased candidate' })).toBeVisible();
  await expect(page.getByText(person.name)).toHaveCount(0);

  // No trace through the API: no file, no résumé text, no answers, no e-mails, not found by search.
  expect((await get(page, `/api/candidates/${candidateId}/resume`)).status()).toBe(404);
  expect((await get(page, `/api/candidates/${candidateId}/resume/text`)).status()).toBe(404);
  const profile = (await (await get(page, `/api/candidates/${candidateId}`)).json()) as Record<
    string,
    unknown
  >;
  expect(profile).toMatchObject({ name: 'Erased candidate', email: null, resume: null });
  const detail = await (await get(page, `/api/job-candidates/${interviewId}`)).text();
  expect(detail).not.toContain(answerWords);
  expect(detail).not.toContain(person.name);
  const after = (await (await get(page, `/api/candidates/${candidateId}/export`)).text()) as string;
  for (const trace of [person.name, person.email, answerWords]) expect(after).not.toContain(trace);
  const outbox = (await (
    await page.request.get(`/api/dev/outbox.json?to=${encodeURIComponent(person.email)}`)
  ).json()) as unknown[];
  expect(outbox).toEqual([]);
  const search = (await (
    await get(page, `/api/candidates?search=${encodeURIComponent('Rosalind Vantongeren')}`)
  ).json()) as { total: number };
  expect(search.total).toBe(0);
  const feed = await (await get(page, '/api/activities?limit=100')).text();
  expect(feed).not.toContain(person.name);
  expect(feed).toContain(`Erased a candidate's data (profile #${candidateId}).`);
});
