import { MantineProvider } from '@mantine/core';
import type { CandidateInterview, InterviewPreview } from '@talvio/contracts/interviews';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import type { AnswerBody, InterviewDriver, Snapshot } from './api.ts';
import { loadDraft, saveDraft } from './drafts.ts';
import { previewDriver } from './driver.ts';
import { InterviewSession } from './interview-session.tsx';

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

const preview: InterviewPreview = {
  job_id: 7,
  title: 'Night Nurse',
  mode: 'text',
  language: 'en',
  allow_extra_time: true,
  questions: [
    { id: 'q1', text: 'How do you assess a patient?', type: 'technical', time_limit_seconds: 120 },
    { id: 'q2', text: 'Why this ward?', type: 'motivation', time_limit_seconds: 60 },
  ],
};

const show = (driver: InterviewDriver, initial: Snapshot) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <InterviewSession driver={driver} initial={initial} />
      </MantineProvider>
    </QueryClientProvider>,
  );

function started(driver: ReturnType<typeof previewDriver>) {
  return driver.start(false);
}

describe('question flow (shared by the interview and the preview)', () => {
  it('needs consent, then walks the questions with the keyboard and ends on the last one', async () => {
    const driver = previewDriver(preview, null, 'Acme Care');
    show(driver, driver.initial());
    expect(screen.getByRole('heading', { level: 1, name: 'Your interview for Night Nurse' })).toBeVisible();
    expect(screen.getByText(/the AI never sees your name or e-mail/)).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Start interview' }));
    expect(await screen.findByText('Please tick the box to agree before you start.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: /^Question/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start interview' }));

    const first = await screen.findByRole('heading', { name: 'Question 1 of 2' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(screen.getByText('How do you assess a patient?')).toBeVisible();
    const answer = screen.getByRole('textbox', { name: 'Your answer' });
    const counter = screen.getByText(/ characters$/);
    expect(counter).toHaveTextContent(/^0 \/ 20,000 characters$/);
    fireEvent.change(answer, { target: { value: 'ABCDE, then escalate.' } });
    expect(counter).toHaveTextContent(/^21 \/ 20,000 characters$/);
    fireEvent.keyDown(answer, { key: 'Enter', ctrlKey: true });

    const second = await screen.findByRole('heading', { name: 'Question 2 of 2' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
    fireEvent.change(screen.getByRole('textbox', { name: 'Your answer' }), {
      target: { value: 'Calm nights.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Finish interview' }));
    expect(await screen.findByRole('heading', { name: 'End of the preview' })).toBeVisible();
    expect(screen.getByText(/Nothing from this preview was stored or counted/)).toBeVisible();
  });

  it('shows the next question only after the answer is stored; a failure keeps the answer with Retry', async () => {
    const memory = previewDriver(preview, null, 'Acme Care');
    const first = await started(memory);
    const sent: AnswerBody[] = [];
    let fail = true;
    const driver: InterviewDriver = {
      ...memory,
      submit: async (questionId, body) => {
        sent.push(body);
        if (fail) throw new TypeError('Failed to fetch');
        return memory.submit(questionId, body);
      },
    };
    show(driver, first);
    const answer = await screen.findByRole('textbox', { name: 'Your answer' });
    fireEvent.change(answer, { target: { value: 'My careful answer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answer was not saved yet');
    expect(screen.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('My careful answer');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({
      text: 'My careful answer',
      recording_chunks: 0,
      integrity: { tab_hidden: 0, focus_lost: 0, paste: 0, pasted_chars: 0 },
    });
  });

  it('warns once before an empty answer is sent', async () => {
    const driver = previewDriver(preview, null, 'Acme Care');
    const submit = vi.spyOn(driver, 'submit');
    show(driver, await started(driver));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answer is empty');
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('keeps typing and integrity counts in the tab across a reload, and sends them with the answer', async () => {
    const memory = previewDriver(preview, null, 'Acme Care');
    const first = await started(memory);
    const submit = vi.fn(memory.submit);
    const driver: InterviewDriver = { ...memory, draftScope: 'tokenABCDEFGH', submit };
    const view = show(driver, first);
    const answer = await screen.findByRole('textbox', { name: 'Your answer' });
    fireEvent.change(answer, { target: { value: 'half an answer' } });
    fireEvent.paste(answer, { clipboardData: { getData: () => 'pasted text' } });
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    expect(loadDraft('tokenABCDEFGH', 'q1')).toMatchObject({
      text: 'half an answer',
      integrity: { paste: 1, pasted_chars: 11, focus_lost: 1 },
    });
    view.unmount();

    show(driver, first);
    expect(await screen.findByRole('textbox', { name: 'Your answer' })).toHaveValue('half an answer');
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    await screen.findByRole('heading', { name: 'Question 2 of 2' });
    expect(submit.mock.calls[0]?.[1]).toMatchObject({
      text: 'half an answer',
      integrity: { tab_hidden: 0, focus_lost: 1, paste: 1, pasted_chars: 11 },
    });
    // Stored by the server: the draft is gone.
    expect(loadDraft('tokenABCDEFGH', 'q1').text).toBe('');
  });

  it('an answer sent twice ("not the current question") just shows where the interview is', async () => {
    const memory = previewDriver(preview, null, 'Acme Care');
    const first = await started(memory);
    const driver: InterviewDriver = {
      ...memory,
      draftScope: 'tokenABCDEFGH',
      submit: async (questionId, body) => {
        await memory.submit(questionId, body);
        throw new ApiError(409, { code: 'not_the_current_question' } as never, 'Not the current question.');
      },
    };
    saveDraft('tokenABCDEFGH', 'q1', {
      text: 'x',
      transcript: '',
      integrity: { tab_hidden: 0, focus_lost: 0, paste: 0, pasted_chars: 0 },
      mimeType: null,
    });
    show(driver, first);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the live timer counts down from the server deadline and says when time is up, keeping the answer', async () => {
    const now = Date.now();
    const interview: CandidateInterview = {
      ...(await started(previewDriver(preview, null, 'Acme Care'))).interview,
      server_time: new Date(now).toISOString(),
      current: {
        id: 'q1',
        index: 0,
        text: 'How do you assess a patient?',
        type: 'technical',
        time_limit_seconds: 120,
        opened_at: new Date(now - 200_000).toISOString(),
        deadline_at: new Date(now - 80_000).toISOString(),
        received_chunks: [],
      },
    };
    show(previewDriver(preview, null, 'Acme Care'), { interview, receivedAt: now });
    expect(await screen.findByText('Time is up — submit what you have')).toBeVisible();
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAccessibleName('Time is up');
    expect(timer).toHaveTextContent(/^0:00$/);
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Submit answer' })).toBeEnabled();
  });

  it('when the server lost part of an earlier recording, the answer is sent with the part it holds', async () => {
    const memory = previewDriver(preview, null, 'Acme Care');
    const first = await started(memory);
    const withChunks: Snapshot = {
      ...first,
      interview: { ...first.interview, current: { ...first.interview.current!, received_chunks: [0, 1, 2] } },
    };
    const sent: AnswerBody[] = [];
    const driver: InterviewDriver = {
      ...memory,
      reload: async () => ({
        ...withChunks,
        interview: {
          ...withChunks.interview,
          current: { ...withChunks.interview.current!, received_chunks: [0, 1] },
        },
      }),
      submit: async (questionId, body) => {
        sent.push(body);
        if (sent.length === 1)
          throw new ApiError(409, { code: 'recording_incomplete' } as never, 'Missing chunk 2.');
        return memory.submit(questionId, body);
      },
    };
    show(driver, withChunks);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your answer' }), {
      target: { value: 'notes' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
    expect(sent.map((b) => b.recording_chunks)).toEqual([3, 2]);
    expect(sent[1]).toMatchObject({ text: 'notes', recording_mime_type: 'audio/webm' });
  });
});
