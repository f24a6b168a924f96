import type { Browser, BrowserContext, Page } from '@playwright/test';
import { apiCall, expect, expectAccessible, test, uniqueEmail } from './fixtures.ts';
import { startHiring } from './interview-fixtures.ts';

/**
 * Live video interviews in the browser (docs/product/video-interviews.md): two Chromium contexts with fake camera and
 * microphone join one room and send each other live video. Each side's peer connection is read through the page's
 * diagnostics (`window.talvioCallDiagnostics`: frame counts and the sent track's label, never content).
 */
test.use({ permissions: ['camera', 'microphone'] });

interface Room {
  jobCandidateId: number;
  liveId: number;
  /** The candidate's link (the room link as e-mailed). */
  link: string;
  /** The same room as the scheduling card's Join opens it (with the interviewer's panel). */
  interviewerLink: string;
}

/** A candidate invited to a job of the signed-in organisation; their job candidate id. */
async function invitedCandidate(page: Page, name = 'Cara Candidate'): Promise<number> {
  const jobId = await startHiring(page, 'starter', 'text');
  const invited = await apiCall(page, 'POST', `/api/jobs/${jobId}/candidates/invitations`, {
    candidates: [{ name, email: uniqueEmail('live') }],
  });
  expect(invited.status).toBe(201);
  return (invited.body.results as { job_candidate_id: number }[])[0]!.job_candidate_id;
}

/** A live interview starting in a few minutes (the room is open: it opens 10 minutes before the start). */
async function openRoom(page: Page, jobCandidateId: number, startsInMinutes = 5): Promise<Room> {
  const res = await apiCall(page, 'POST', `/api/job-candidates/${jobCandidateId}/live-interviews`, {
    starts_at: new Date(Date.now() + startsInMinutes * 60_000).toISOString(),
    duration_minutes: 30,
    time_zone: 'UTC',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const url = new URL(res.body.room_url as string);
  const link = `${url.pathname}${url.search}`;
  const liveId = res.body.id as number;
  return {
    jobCandidateId,
    liveId,
    link,
    interviewerLink: `${link}&live=${liveId}&candidate=${jobCandidateId}`,
  };
}

async function cameraContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ permissions: ['camera', 'microphone'] });
}

/** Opens the room's link and presses Join after the pre-join check (camera preview, level meter, pickers). */
async function pressJoin(page: Page, link: string, name?: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: /Get ready/ })).toBeVisible();
  await expect(page.getByLabel('Your camera')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Microphone level' })).toBeVisible();
  if (name) await page.getByLabel('Your name in the call').fill(name);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
}

/** Through the pre-join check into the call. */
async function join(page: Page, link: string, name?: string) {
  await pressJoin(page, link, name);
  await expect(page.getByTestId('call')).toBeVisible();
}

const framesDecoded = (page: Page) =>
  page.evaluate(() => window.talvioCallDiagnostics?.framesDecoded() ?? Promise.resolve(0));

/** Live video arrives: frames decoded from the other side, and more of them a moment later. */
async function receivesVideo(page: Page) {
  await expect.poll(() => framesDecoded(page), { timeout: 30_000 }).toBeGreaterThan(0);
  const first = await framesDecoded(page);
  await expect.poll(() => framesDecoded(page), { timeout: 15_000 }).toBeGreaterThan(first);
}

const sendingVideo = (page: Page) =>
  page.evaluate(() => window.talvioCallDiagnostics?.sendingVideo() ?? null);

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Axe and no sideways scroll at 1440 and 375 px, for the screen as it is now. */
async function checkScreen(page: Page) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
    await expectAccessible(page);
    await noSidewaysScroll(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('scheduling: staff schedule from the "Live interviews" card of the result page in their zone with the candidate’s beside it, then reschedule and cancel it', async ({
  newOrganisation: { page },
  visitor,
}) => {
  test.slow();
  const jobCandidateId = await invitedCandidate(page, 'Sam Schedule');
  const card = page.getByRole('region', { name: 'Live interviews' });
  const dialog = page.getByRole('dialog');

  await test.step('scheduling: the card offers to schedule one', async () => {
    await page.goto(`/candidate-profile/${jobCandidateId}`);
    await expect(card.getByText(/Meet Sam Schedule face to face/)).toBeVisible();
  });

  await test.step('time zones: the form is prefilled with the browser’s zone, shows the time in both zones and checks the length', async () => {
    await card.getByRole('button', { name: 'Schedule a video interview' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Your time zone' })).toHaveValue(
      await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    );
    await dialog.getByLabel(/^Date/).fill('2031-03-04');
    await dialog.getByLabel(/^Time/).fill('10:30');
    await dialog.getByRole('combobox', { name: 'Your time zone' }).fill('Europe/Paris');
    await page.getByRole('option', { name: 'Europe/Paris', exact: true }).click();
    await dialog.getByRole('combobox', { name: /Candidate’s time zone/ }).fill('Asia/Kolkata');
    await page.getByRole('option', { name: 'Asia/Kolkata', exact: true }).click();
    const preview = dialog.getByTestId('schedule-preview');
    await expect(preview).toContainText('For you: Tue, 4 Mar 2031, 10:30 (Europe/Paris)');
    await expect(preview).toContainText('For the candidate: Tue, 4 Mar 2031, 15:00 (Asia/Kolkata)');
    await dialog.getByRole('textbox', { name: /Length in minutes/ }).fill('17');
    await dialog.getByRole('button', { name: 'Schedule and e-mail the candidate' }).click();
    await expect(dialog.getByText('Choose 15 to 180 minutes, in steps of 5.')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Length in minutes/ }).fill('45');
    await expectAccessible(page);
    // bad input: the server's problem+json names a field, and the form shows its sentence on that field.
    await page.route(`**/api/job-candidates/${jobCandidateId}/live-interviews`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/problem+json',
            body: JSON.stringify({
              type: 'about:blank',
              title: 'Bad Request',
              status: 400,
              code: 'invalid_input',
              detail: 'Must be at most 64 characters',
              field: 'candidate_time_zone',
            }),
          })
        : route.fallback(),
    );
    await dialog.getByRole('button', { name: 'Schedule and e-mail the candidate' }).click();
    await expect(dialog.getByRole('combobox', { name: /Candidate’s time zone/ })).toHaveAccessibleDescription(
      /Must be at most 64 characters/,
    );
    await page.unroute(`**/api/job-candidates/${jobCandidateId}/live-interviews`);
    await dialog.getByRole('button', { name: 'Schedule and e-mail the candidate' }).click();
    await expect(dialog).toBeHidden();
  });

  const row = card.getByTestId('live-interview');
  await test.step('scheduling: the live interview is listed with its status and the time in both zones', async () => {
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Tue, 4 Mar 2031, 10:30 (Europe/Paris) · 45 min');
    await expect(row).toContainText('Candidate: Tue, 4 Mar 2031, 15:00 (Asia/Kolkata)');
    await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
    await checkScreen(page);
  });

  const list = await apiCall(page, 'GET', `/api/job-candidates/${jobCandidateId}/live-interviews`);
  const live = (list.body.items as { id: number; room_url: string; starts_at: string }[])[0]!;
  expect(live.starts_at).toBe('2031-03-04T09:30:00.000Z');

  await test.step('rescheduling: a new time is saved', async () => {
    await row.getByRole('button', { name: 'Reschedule' }).click();
    await dialog.getByLabel(/^Time/).fill('11:00');
    await dialog.getByRole('button', { name: 'Save new time' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Tue, 4 Mar 2031, 11:00 (Europe/Paris)');
  });

  await test.step('room state: before the join window the link says when the room opens, in the viewer’s zone', async () => {
    const url = new URL(live.room_url);
    await visitor.goto(`${url.pathname}${url.search}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'The room is not open yet' })).toBeVisible();
    await expect(visitor.getByText(/Your interview starts on Tue, 4 Mar 2031/)).toBeVisible();
    await expect(visitor).toHaveURL(/\/video-call\?room=/);
    await checkScreen(visitor);
  });

  const upcoming = page.getByRole('region', { name: 'Upcoming live interviews' });
  await test.step('upcoming on the pending list: the scheduled interview is listed above the invitations', async () => {
    await page.goto('/pending-interviews');
    await expect(upcoming.getByRole('link', { name: 'Sam Schedule' })).toBeVisible();
    await expect(upcoming.getByRole('link', { name: 'Frontend Engineer' })).toBeVisible();
    await expect(upcoming).toContainText('Room opens 10 min before');
    await checkScreen(page);
    await upcoming.getByRole('link', { name: 'Sam Schedule' }).click();
    await expect(page).toHaveURL(new RegExp(`/candidate-profile/${jobCandidateId}$`));
  });

  await test.step('cancelling: after a confirmation the room closes and its link says it was cancelled', async () => {
    await row.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Cancel the interview' }).click();
    await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
    await visitor.reload();
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'This video interview was cancelled' }),
    ).toBeVisible();
    await checkScreen(visitor);
    await page.goto('/pending-interviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Pending interviews' })).toBeVisible();
    await expect(upcoming).toBeHidden();
  });
});

test('room state: a link that matches nothing gets its own page, never /login', async ({ visitor }) => {
  await visitor.goto(`/video-call?room=${'A'.repeat(43)}`);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'This video interview link does not work' }),
  ).toBeVisible();
  await visitor.goto('/video-call');
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'This video interview link does not work' }),
  ).toBeVisible();
  await expect(visitor).toHaveURL(/\/video-call$/);
  await checkScreen(visitor);
});

test('two parties: the candidate and the interviewer each receive the other’s live video; chat, screen share, reconnecting, a refused third person, leaving, notes and scorecard, ending', async ({
  newOrganisation: { page: staff },
  browser,
}) => {
  test.slow();
  const room = await openRoom(staff, await invitedCandidate(staff, 'Cara Candidate'));
  const candidateContext = await cameraContext(browser);
  const candidate = await candidateContext.newPage();

  await test.step('pre-join check: the candidate sees their camera, the level meter and the device pickers', async () => {
    await candidate.goto(room.link);
    await expect(
      candidate.getByRole('heading', { level: 1, name: /Get ready for your interview/ }),
    ).toBeVisible();
    await expect(candidate.getByRole('combobox', { name: 'Camera' })).toHaveValue(/fake|\w/);
    await expect(candidate.getByRole('combobox', { name: 'Microphone' })).toHaveValue(/\w/);
    await expect(candidate.getByLabel('Your camera')).toBeVisible();
    await checkScreen(candidate);
  });

  await test.step('two parties: both join and each receives the other’s live video', async () => {
    await join(candidate, room.link, 'Cara');
    await expect(candidate.getByTestId('call-status')).toHaveText(/Waiting for Olive/);
    await join(staff, room.interviewerLink, 'Olive');
    await receivesVideo(candidate);
    await receivesVideo(staff);
    await expect(candidate.getByTestId('call-status')).toHaveText('Connected');
    // Each sees the name the other gave in the pre-join check.
    await expect(staff.getByTestId('remote-video')).toContainText('Cara');
    await expect(candidate.getByTestId('remote-video')).toContainText('Olive');
    await expect(staff.getByTestId('interviewer-panel')).toBeVisible();
    await checkScreen(candidate);
    await checkScreen(staff);
  });

  await test.step('signalling: a chat line goes each way', async () => {
    await candidate.getByRole('textbox', { name: 'Message' }).fill('Hello, can you hear me?');
    await candidate.getByRole('button', { name: 'Send message' }).click();
    await expect(staff.getByTestId('chat-log')).toContainText('Hello, can you hear me?');
    await staff.getByRole('textbox', { name: 'Message' }).fill('Loud and clear.');
    await staff.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(candidate.getByTestId('chat-log')).toContainText('Loud and clear.');
    await expect(candidate.getByTestId('chat-log')).toContainText('You');
  });

  await test.step('two parties: mute and camera off toggle their buttons', async () => {
    await candidate.getByRole('button', { name: 'Mute' }).click();
    await expect(candidate.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    await candidate.getByRole('button', { name: 'Unmute' }).click();
    await candidate.getByRole('button', { name: 'Turn camera off' }).click();
    await expect(candidate.getByText('Camera off')).toBeVisible();
    await candidate.getByRole('button', { name: 'Turn camera on' }).click();
  });

  await test.step('two parties: screen share replaces the sent camera track and gives it back when sharing stops', async () => {
    const camera = await sendingVideo(candidate);
    expect(camera).toBeTruthy();
    await candidate.getByRole('button', { name: 'Share screen' }).click();
    const shared = candidate.getByRole('button', { name: 'Stop sharing' });
    const alert = candidate.getByText('Your screen could not be shared.');
    await expect(shared.or(alert)).toBeVisible();
    if (await alert.isVisible()) {
      // Headless Chromium may offer no screen to capture; the page then says so and keeps the camera.
      test.info().annotations.push({ type: 'screen share', description: 'getDisplayMedia refused headless' });
      expect(await sendingVideo(candidate)).toBe(camera);
    } else {
      await expect.poll(() => sendingVideo(candidate)).not.toBe(camera);
      await receivesVideo(staff);
      await shared.click();
      await expect(candidate.getByRole('button', { name: 'Share screen' })).toBeVisible();
      await expect.poll(() => sendingVideo(candidate)).toBe(camera);
    }
    await receivesVideo(staff);
  });

  await test.step('reconnecting: a dropped network says "Reconnecting…", then "Reconnected", and both see video again', async () => {
    const restarts = () => candidate.evaluate(() => window.talvioCallDiagnostics?.iceRestarts() ?? 0);
    const before = await restarts();
    await candidateContext.setOffline(true);
    await expect(candidate.getByTestId('call-status')).toHaveText('Reconnecting…');
    await expect(staff.getByText(/connection dropped/)).toBeVisible();
    await candidateContext.setOffline(false);
    await expect(candidate.getByTestId('call-status')).toHaveText('Reconnected');
    // Back in the room, the candidate's side restarted ICE over the same connection.
    expect(await restarts()).toBeGreaterThan(before);
    await receivesVideo(candidate);
    await receivesVideo(staff);
  });

  await test.step('two parties: a third person is told the room is full, and the two carry on', async () => {
    const thirdContext = await cameraContext(browser);
    const third = await thirdContext.newPage();
    await pressJoin(third, room.link);
    await expect(third.getByRole('heading', { level: 1, name: 'This room is full' })).toBeVisible();
    await checkScreen(third);
    await thirdContext.close();
    await receivesVideo(candidate);
  });

  await test.step('notes and scorecard: saved from the panel, shown beside the AI score, kept after a reload', async () => {
    const panel = staff.getByTestId('interviewer-panel');
    // The skills of the job's AI interview are offered; this interviewer rates one of their own.
    await expect(panel.getByRole('textbox', { name: 'Skill 1' })).not.toHaveValue('');
    const extra = panel.getByRole('button', { name: 'Remove skill 2' });
    while ((await extra.count()) > 0) await extra.click();
    await panel.getByRole('textbox', { name: 'Skill 1' }).fill('Communication');
    // The stars are labels of visually hidden radios: a person clicks the fourth star.
    const fourth = panel.getByRole('radio', { name: '4 of 5 for Communication' });
    await panel.locator(`label[for="${await fourth.getAttribute('id')}"]`).click();
    await expect(fourth).toBeChecked();
    await panel.getByText('Strong yes', { exact: true }).click();
    await panel.getByRole('button', { name: 'Save scorecard' }).click();
    await expect(panel.getByTestId('scores-side-by-side')).toContainText('4.0 / 5');
    await expect(panel.getByTestId('scores-side-by-side')).toContainText('AI interview score');
    await panel.getByRole('tab', { name: 'Notes' }).click();
    await panel.getByRole('textbox', { name: 'Private notes' }).fill('Clear about trade-offs.');
    await panel.getByRole('button', { name: 'Save notes' }).click();
    await expect(panel.getByRole('button', { name: 'Save notes' })).toBeDisabled();
  });

  await test.step('signalling: the candidate leaves and the interviewer sees it', async () => {
    await candidate.getByRole('button', { name: 'Leave' }).click();
    await expect(candidate.getByRole('heading', { level: 1, name: 'You left the call' })).toBeVisible();
    await expect(staff.getByTestId('peer-left')).toBeVisible();
    await checkScreen(candidate);
  });

  await test.step('notes and scorecard: after a reload they are still there', async () => {
    await staff.reload();
    const panel = staff.getByTestId('interviewer-panel');
    await expect(panel.getByTestId('scores-side-by-side')).toContainText('Strong yes');
    await expect(panel.getByRole('textbox', { name: 'Skill 1' })).toHaveValue('Communication');
    await panel.getByRole('tab', { name: 'Notes' }).click();
    await expect(panel.getByRole('textbox', { name: 'Private notes' })).toHaveValue(
      'Clear about trade-offs.',
    );
  });

  await test.step('ending: the interviewer ends the interview; both pages then say it has ended', async () => {
    await candidate.getByRole('button', { name: 'Join again' }).click();
    await expect(candidate.getByLabel('Your camera')).toBeVisible();
    await candidate.getByRole('button', { name: 'Join', exact: true }).click();
    await join(staff, room.interviewerLink);
    await receivesVideo(staff);
    await staff.getByRole('button', { name: 'End interview' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'End interview' }).click();
    await expect(
      staff.getByRole('heading', { level: 1, name: 'This video interview has ended' }),
    ).toBeVisible();
    await expect(
      candidate.getByRole('heading', { level: 1, name: 'This video interview has ended' }),
    ).toBeVisible();
    await expect(candidate).toHaveURL(/\/video-call\?room=/);
    await checkScreen(candidate);
  });
  await candidateContext.close();
});
