import { apiCall, expect, expectAccessible, firstLink, latestEmail, test, uniqueEmail } from './fixtures.ts';
import { startHiring } from './interview-fixtures.ts';

const answers = {
  first:
    'On our candidate list screen in React I measured the render with the React Profiler: 420 ms before. I memoised the rows and virtualised the table; after the change it was 60 ms. The trade-off was more code to maintain and a little more memory.',
  second:
    'I validate every response at the boundary with zod, generate the types from the OpenAPI document, and keep any from leaking inward: only parsed, typed data goes past the API client.',
  third:
    'Situation: a teammate wanted one big shared state store. I proposed smaller feature stores. I wrote a short comparison with real numbers, we tried both on one screen, and the result was that we chose feature stores; the lesson was to test a design on real code early.',
};

/**
 * The whole interview journey in two browser contexts. Staff invite a candidate; the candidate opens the link from the
 * outbox e-mail, answers by text, reloads mid-way and resumes, records one answer with Chromium's fake microphone,
 * finishes; staff see the evaluated result with quotes and decide. Each test uses its own subscribed organisation.
 */
test('answers are kept: invite, answer by text, reload and resume, record with the fake microphone, finish; staff see the evaluated result with quotes and decide', async ({
  newOrganisation: { page },
  visitor: candidate,
}) => {
  test.slow();
  const jobId = await startHiring(page, 'business', 'voice');
  const person = { name: 'Rosa Diaz', email: uniqueEmail('rosa') };
  const section = page.getByRole('region', { name: 'Candidates' });

  const link = await test.step('staff invite a candidate, who is e-mailed an interview link', async () => {
    await page.goto(`/jobs/${jobId}`);
    await section.getByRole('button', { name: 'Invite candidates' }).first().click();
    const dialog = page.getByRole('dialog', { name: /Invite candidates/ });
    await dialog.getByRole('textbox', { name: 'Name of candidate 1' }).fill(person.name);
    await dialog.getByRole('textbox', { name: 'E-mail of candidate 1' }).fill(person.email);
    await dialog.getByRole('button', { name: 'Send 1 invitation' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Invitations sent' })).toContainText(
      'Invited 1 candidate',
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    const mail = await latestEmail(page, person.email);
    const link = firstLink(mail.text);
    expect(link).toMatch(/\/candidate-interview\/[\w-]{43}$/);
    return link;
  });

  const answerBox = candidate.getByRole('textbox', { name: 'Your answer' });
  await test.step('the candidate, in a browser with no staff session, opens the link and answers question 1', async () => {
    await candidate.goto(link);
    await expect(
      candidate.getByRole('heading', { name: 'Your interview for Frontend Engineer' }),
    ).toBeVisible();
    await expectAccessible(candidate);
    await candidate.getByRole('checkbox', { name: /I agree/ }).check();
    await candidate.getByRole('button', { name: 'Start interview' }).click();
    await expect(candidate.getByRole('heading', { name: 'Question 1 of 3' })).toBeVisible();
    await expectAccessible(candidate);
    await answerBox.fill(answers.first);
    await candidate.getByRole('button', { name: 'Submit answer' }).click();
  });

  await test.step('reloading mid-way comes back to the same question with the typing kept', async () => {
    await expect(candidate.getByRole('heading', { name: 'Question 2 of 3' })).toBeVisible();
    await answerBox.fill(answers.second);
    await candidate.reload();
    await expect(candidate.getByRole('heading', { name: 'Question 2 of 3' })).toBeVisible();
    await expect(answerBox).toHaveValue(answers.second);
    await candidate.getByRole('button', { name: 'Submit answer' }).click();
  });

  await test.step('the last answer is recorded with Chromium’s fake microphone (plus a typed note) and finishes the interview', async () => {
    await expect(candidate.getByRole('heading', { name: 'Question 3 of 3' })).toBeVisible();
    await candidate.getByRole('button', { name: 'Start recording' }).click();
    const stop = candidate.getByRole('button', { name: 'Stop recording' });
    await expect(stop).toBeVisible();
    // Two seconds of fake audio (the clock the candidate sees), whose first one-second chunk already reached the server.
    await expect(candidate.getByText(/^Recording \d+:\d\d$/)).toHaveText(/^Recording 0:0[2-9]$/);
    await expect(candidate.getByText('Your recording so far is saved.')).toBeVisible();
    await stop.click();
    await expect(candidate.getByRole('button', { name: 'Record again' })).toBeVisible();
    await answerBox.fill(answers.third);
    await candidate.getByRole('button', { name: 'Finish interview' }).click();
    await expect(
      candidate.getByRole('heading', { name: 'Thank you — your interview is complete' }),
    ).toBeVisible();
    await expectAccessible(candidate);
  });

  await test.step('the link cannot be used again', async () => {
    await candidate.reload();
    await expect(
      candidate.getByRole('heading', { name: 'You have already completed this interview' }),
    ).toBeVisible();
    await candidate.context().close();
  });

  await test.step('staff see the evaluated interview, its scores with quotes and the recording', async () => {
    await page.reload();
    const row = section.getByRole('table').getByRole('row', { name: new RegExp(person.name) });
    await expect(row).toContainText('Evaluated', { timeout: 20_000 });
    await row.getByRole('link', { name: person.name }).click();
    await expect(page).toHaveURL(/\/candidate-profile\/\d+$/);
    await expect(page.getByRole('heading', { name: person.name, level: 1 })).toBeVisible();
    const quotes = page.locator('blockquote');
    await expect(quotes.first()).toBeVisible();
    const quoted = (await quotes.allInnerTexts()).join(' ');
    expect(quoted.length).toBeGreaterThan(10);
    expect(
      Object.values(answers).some((a) =>
        quoted.split(/["“”…\s]+/).some((w) => w.length > 6 && a.includes(w)),
      ),
    ).toBe(true);
    await page.getByRole('button', { name: 'Load recording: Question 3' }).click();
    await expect(page.locator('audio')).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('staff shortlist the candidate, and the job’s pipeline shows it', async () => {
    await page.getByRole('button', { name: 'Shortlist' }).click();
    await expect(page.getByTestId('current-decision')).toContainText('Shortlisted');
    // oversight record: the AI evaluation, then the person's decision on it.
    const oversight = page.getByRole('region', { name: 'Oversight record' });
    await expect(oversight.getByText(/^AI evaluation: \d+\/100/)).toBeVisible();
    await expect(oversight.getByText(/decided: Shortlisted$/)).toBeVisible();
    await page.goto(`/jobs/${jobId}`);
    await expect(
      section.getByRole('table').getByRole('row', { name: new RegExp(person.name) }),
    ).toContainText('Shortlisted');
  });
});

test('links that lead nowhere: expired, cancelled, reused and garbage links each show their own page, never /login', async ({
  newOrganisation: { page },
  visitor: candidate,
}) => {
  test.slow();
  const jobId = await startHiring(page, 'starter', 'text');
  const people = ['cancelled', 'reused', 'expired'].map((p) => ({
    name: `Casey ${p}`,
    email: uniqueEmail(p),
  }));

  const invited = await test.step('staff invite three candidates, each e-mailed a link', async () => {
    const sent = await apiCall(page, 'POST', `/api/jobs/${jobId}/candidates/invitations`, {
      candidates: people,
    });
    expect(sent.status).toBe(201);
    const ids = (sent.body.results as { job_candidate_id: number }[]).map((r) => r.job_candidate_id);
    const tokens: string[] = [];
    for (const p of people)
      tokens.push(
        firstLink((await latestEmail(page, p.email)).text)
          .split('/')
          .pop()!,
      );
    return { ids, tokens: tokens as [string, string, string] };
  });
  const [cancelledToken, reusedToken, expiredToken] = invited.tokens;

  await test.step('staff cancel the first interview and the second candidate finishes theirs', async () => {
    expect((await apiCall(page, 'POST', `/api/job-candidates/${invited.ids[0]}/cancel`)).status).toBe(200);
    // The reused link: the interview is finished through the candidate API.
    const base = `/api/interview/${reusedToken}`;
    let state = (await (await page.request.post(`${base}/start`, { data: { consent: true } })).json()) as {
      current: { id: string } | null;
    };
    while (state.current) {
      const res = await page.request.post(`${base}/answers/${state.current.id}`, {
        data: { text: 'My answer.' },
      });
      expect(res.status()).toBe(200);
      state = (await res.json()) as typeof state;
    }
  });

  const expectPage = async (token: string, heading: string) => {
    await candidate.goto(`/candidate-interview/${token}`);
    await expect(candidate.getByRole('heading', { name: heading })).toBeVisible();
    await expect(candidate).toHaveURL(new RegExp(`/candidate-interview/${token}$`));
    await expectAccessible(candidate);
  };
  await test.step('garbage, cancelled and reused links each show their own page', async () => {
    await expectPage('this-is-not-a-link', 'This interview link does not work');
    await expectPage(cancelledToken, 'This interview was cancelled');
    await expectPage(reusedToken, 'You have already completed this interview');
  });

  await test.step('an expired link shows its own page', async () => {
    // Expiry takes days; the API's 410 for an expired link (covered by the API tests) is played back here.
    await candidate.route(`**/api/interview/${expiredToken}`, (route) =>
      route.fulfill({
        status: 410,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'about:blank',
          title: 'Gone',
          status: 410,
          code: 'interview_link_expired',
          detail: 'This interview link expired on 2026-11-20. Ask the hiring team for a new link.',
          requestId: 'e2e',
        }),
      }),
    );
    await expectPage(expiredToken, 'This interview link has expired');
  });
});

test('recordings: a video interview checks the fake camera, records an answer and staff get a playable video', async ({
  newOrganisation: { page },
  visitor: candidate,
}) => {
  test.slow();
  const jobId = await startHiring(page, 'starter', 'video');
  const person = { name: 'Vera Video', email: uniqueEmail('vera') };

  const link = await test.step('staff invite a candidate to a video interview', async () => {
    const sent = await apiCall(page, 'POST', `/api/jobs/${jobId}/candidates/invitations`, {
      candidates: [person],
    });
    expect(sent.status).toBe(201);
    return firstLink((await latestEmail(page, person.email)).text);
  });

  await test.step('the candidate checks the fake camera and records the first answer', async () => {
    await candidate.goto(link);
    await candidate.getByRole('button', { name: 'Check camera and microphone' }).click();
    await expect(candidate.getByLabel('Your camera', { exact: true })).toBeVisible();
    await expectAccessible(candidate);
    await candidate.getByRole('checkbox', { name: /I agree/ }).check();
    await candidate.getByRole('button', { name: 'Start interview' }).click();
    await expect(candidate.getByRole('heading', { name: 'Question 1 of 3' })).toBeVisible();
    await candidate.getByRole('button', { name: 'Start recording' }).click();
    // Two seconds of fake camera video (the clock the candidate sees), the first chunk already uploaded.
    await expect(candidate.getByText(/^Recording \d+:\d\d$/)).toHaveText(/^Recording 0:0[2-9]$/);
    await expect(candidate.getByText('Your recording so far is saved.')).toBeVisible();
    await candidate.getByRole('button', { name: 'Stop recording' }).click();
    await candidate.getByRole('button', { name: 'Submit answer' }).click();
    await expect(candidate.getByRole('heading', { name: 'Question 2 of 3' })).toBeVisible();
    await candidate.context().close();
  });

  await test.step('staff play the recording back as video', async () => {
    const list = await apiCall(page, 'GET', `/api/job-candidates?job_id=${jobId}`);
    const id = (list.body.items as { id: number }[])[0]!.id;
    await page.goto(`/candidate-profile/${id}`);
    await page.getByRole('button', { name: 'Load recording: Question 1' }).click();
    await expect(page.locator('video')).toBeVisible();
    const duration = await page
      .locator('video')
      .evaluate(
        (video: HTMLVideoElement) =>
          new Promise<number>((resolve) =>
            video.readyState >= 1
              ? resolve(video.duration)
              : video.addEventListener('loadedmetadata', () => resolve(video.duration), { once: true }),
          ),
      );
    // A WebM from MediaRecorder may report Infinity until played through; either way it decoded as video.
    expect(duration).toBeGreaterThan(0);
  });
});
