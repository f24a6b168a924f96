import { MantineProvider } from '@mantine/core';
import type { DemographicAnswers } from '@talvio/contracts/fairness';
import type { CandidateInterview, InterviewPreview } from '@talvio/contracts/interviews';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import type { InterviewDriver, Snapshot } from './api.ts';
import { previewDriver } from './driver.ts';
import { InterviewSession } from './interview-session.tsx';

afterEach(cleanup);

const preview: InterviewPreview = {
  job_id: 7,
  title: 'Night Nurse',
  mode: 'text',
  language: 'en',
  allow_extra_time: false,
  questions: [{ id: 'q1', text: 'Why this ward?', type: 'motivation', time_limit_seconds: 60 }],
};

/** A candidate's finished interview, as GET /interview/{token} answers, with the demographic questions' state. */
function finished(demographics: CandidateInterview['demographics']): Snapshot {
  const base = previewDriver(preview, null, 'Acme Care').initial();
  return {
    receivedAt: base.receivedAt,
    interview: {
      ...base.interview,
      status: 'completed',
      candidate_name: 'Asha Rao',
      answered: 1,
      current: null,
      demographics,
    },
  };
}

/** A live interview's driver that records what it sends (`fail` answers every send with that error). */
function liveDriver(fail?: Error) {
  const sent: DemographicAnswers[] = [];
  const driver: InterviewDriver = {
    preview: false,
    draftScope: null,
    start: () => Promise.reject(new Error('not expected')),
    submit: () => Promise.reject(new Error('not expected')),
    reload: () => Promise.reject(new Error('not expected')),
    putChunk: () => Promise.reject(new Error('not expected')),
    discardRecording: () => Promise.reject(new Error('not expected')),
    saveDemographics: async (answers) => {
      sent.push(answers);
      if (fail) throw fail;
      return finished('answered');
    },
  };
  return { driver, sent };
}

const show = (driver: InterviewDriver, initial: Snapshot) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <InterviewSession driver={driver} initial={initial} />
      </MantineProvider>
    </QueryClientProvider>,
  );

const questions = () => screen.queryByRole('region', { name: 'Two optional questions' });

describe('demographic questions (after the interview)', () => {
  it('demographic questions: offered under the thank-you message, saying why, that they are optional and kept apart', () => {
    show(liveDriver().driver, finished('ask'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'You have already completed this interview',
    );
    const form = questions();
    expect(form).toBeVisible();
    expect(form).toHaveTextContent(/treats everyone fairly/);
    expect(form).toHaveTextContent(/optional/);
    expect(form).toHaveTextContent(/kept apart from your application/);
    expect(form).toHaveTextContent(/never your answers, and the AI never sees them/);
    const gender = within(form!).getByRole('radiogroup', { name: 'What is your gender?' });
    expect(within(gender).getAllByRole('radio')).toHaveLength(5);
    for (const name of ['Woman / female', 'Man / male', 'Non-binary', 'Another gender', 'Prefer not to say'])
      expect(within(gender).getByRole('radio', { name })).not.toBeChecked();
    const ethnicity = within(form!).getByRole('radiogroup', { name: 'What is your race or ethnicity?' });
    expect(within(ethnicity).getAllByRole('radio')).toHaveLength(8);
    expect(within(ethnicity).getByRole('radio', { name: 'Black or African American' })).toBeInTheDocument();
    expect(within(ethnicity).getByRole('radio', { name: 'Prefer not to say' })).toBeInTheDocument();
    expect(within(form!).getByRole('button', { name: 'Skip' })).toBeVisible();
  });

  it('demographic questions: "Send answers" sends the chosen answers and shows that they were saved', async () => {
    const { driver, sent } = liveDriver();
    show(driver, finished('ask'));
    const form = questions()!;
    const gender = within(form).getByRole('radiogroup', { name: 'What is your gender?' });
    const ethnicity = within(form).getByRole('radiogroup', { name: 'What is your race or ethnicity?' });
    fireEvent.click(within(gender).getByRole('radio', { name: 'Man / male' }));
    fireEvent.click(within(gender).getByRole('radio', { name: 'Non-binary' }));
    fireEvent.click(within(ethnicity).getByRole('radio', { name: 'Prefer not to say' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Send answers' }));
    const saved = await screen.findByRole('status');
    expect(saved).toHaveTextContent('Thank you — your answers were saved.');
    expect(sent).toEqual([{ gender: 'non_binary', ethnicity: 'prefer_not_to_say' }]);
    expect(questions()).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(saved));
  });

  it('demographic questions: one question may be left unanswered; sending neither asks to choose or skip', async () => {
    const { driver, sent } = liveDriver();
    show(driver, finished('ask'));
    const form = questions()!;
    fireEvent.click(within(form).getByRole('button', { name: 'Send answers' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Choose an answer to send, or skip the questions.',
    );
    expect(sent).toEqual([]);
    fireEvent.click(within(form).getByRole('radio', { name: 'Woman / female' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Send answers' }));
    await screen.findByText('Thank you — your answers were saved.');
    expect(sent).toEqual([{ gender: 'female', ethnicity: null }]);
  });

  it('demographic questions: "Skip" hides the questions and sends nothing', async () => {
    const { driver, sent } = liveDriver();
    show(driver, finished('ask'));
    fireEvent.click(within(questions()!).getByRole('radio', { name: 'White' }));
    fireEvent.click(within(questions()!).getByRole('button', { name: 'Skip' }));
    expect(questions()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nothing was sent.');
    expect(sent).toEqual([]);
  });

  it('demographic questions: absent when the organisation does not ask', () => {
    show(liveDriver().driver, finished('off'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'You have already completed this interview',
    );
    expect(questions()).not.toBeInTheDocument();
    expect(screen.queryByText(/your answers were saved/)).not.toBeInTheDocument();
  });

  it('demographic questions: once answered, the page says the answers were saved instead of asking again', () => {
    show(liveDriver().driver, finished('answered'));
    expect(questions()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you — your answers were saved.');
  });

  it('demographic questions: a staff preview never asks', () => {
    const { driver } = liveDriver();
    show({ ...driver, preview: true, saveDemographics: undefined }, finished('ask'));
    expect(screen.getByRole('heading', { level: 1, name: 'End of the preview' })).toBeVisible();
    expect(questions()).not.toBeInTheDocument();
  });

  it('demographic questions: when the organisation stopped asking meanwhile, nothing is sent and the form goes', async () => {
    const refusal = new ApiError(
      409,
      {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        detail: 'Acme Care does not ask these questions.',
        code: 'demographics_not_collected',
        requestId: 'req-1',
      },
      'Acme Care does not ask these questions.',
    );
    show(liveDriver(refusal).driver, finished('ask'));
    fireEvent.click(within(questions()!).getByRole('radio', { name: 'Man / male' }));
    fireEvent.click(within(questions()!).getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('status')).toHaveTextContent('These questions are no longer asked');
    expect(questions()).not.toBeInTheDocument();
  });

  it('demographic questions: a failure keeps the answers with a way to try again', async () => {
    const { driver, sent } = liveDriver(new TypeError('Failed to fetch'));
    show(driver, finished('ask'));
    fireEvent.click(within(questions()!).getByRole('radio', { name: 'Man / male' }));
    fireEvent.click(within(questions()!).getByRole('button', { name: 'Send answers' }));
    expect(await within(questions()!).findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Try again, or skip the questions.',
    );
    expect(within(questions()!).getByRole('radio', { name: 'Man / male' })).toBeChecked();
    expect(sent).toHaveLength(1);
  });
});
