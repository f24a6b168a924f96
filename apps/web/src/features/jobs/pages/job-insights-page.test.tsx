import { MantineProvider } from '@mantine/core';
import { type JobFairness, jobFairnessSchema } from '@talvio/contracts/fairness';
import { type JobInsights, jobInsightsSchema } from '@talvio/contracts/job-insights';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAllStorage, storeSession } from '../../../lib/session-storage.ts';
import { Component as JobInsightsPage } from './job-insights-page.tsx';

/** /jobs/{id}/insights: the funnel, scores, questions, skills and ranking of a job's AI interviews. */

const bucket = (from: number, count: number) => ({ from, to: from === 90 ? 100 : from + 9, count });

const insights = (more: Partial<JobInsights> = {}): JobInsights =>
  jobInsightsSchema.parse({
    job: { id: 5, title: 'Backend Engineer', status: 'open' },
    funnel: [
      { step: 'invited', count: 40, conversion: null, drop_off: 0 },
      { step: 'started', count: 30, conversion: 0.75, drop_off: 10 },
      { step: 'completed', count: 24, conversion: 0.8, drop_off: 6 },
      { step: 'evaluated', count: 20, conversion: 0.833, drop_off: 4 },
      { step: 'shortlisted', count: 5, conversion: 0.25, drop_off: 15 },
      { step: 'hired', count: 0, conversion: 0, drop_off: 5 },
    ],
    ended: { expired: 7, cancelled: 2 },
    time_to_complete: { median_minutes: 18.5, p90_minutes: 31, median_days_from_invitation: 2 },
    score_histogram: [
      bucket(0, 0),
      bucket(10, 0),
      bucket(20, 1),
      bucket(30, 1),
      bucket(40, 2),
      bucket(50, 3),
      bucket(60, 5),
      bucket(70, 4),
      bucket(80, 3),
      bucket(90, 1),
    ],
    average_score: 64.6,
    questions: [
      {
        id: 'q1',
        position: 1,
        text: 'How would you design a rate limiter?',
        skill: 'System design',
        current: true,
        answered: 26,
        left_here: 1,
        evaluated: 20,
        average_score: 6.2,
        spread: 2.4,
        separates: 'yes',
        median_seconds: 150,
        rubric: [
          { point: 'Names a token or leaky bucket', met_share: 0.65 },
          { point: 'Discusses distributed counters', met_share: 0.3 },
        ],
      },
      {
        id: 'q2',
        position: 2,
        text: 'Tell us about a production incident you handled.',
        skill: null,
        current: true,
        answered: 25,
        left_here: 3,
        evaluated: 20,
        average_score: 7.9,
        spread: 0.4,
        separates: 'no',
        median_seconds: 95,
        rubric: [{ point: 'Explains the follow-up', met_share: 0.9 }],
      },
      {
        id: 'q-old',
        position: 3,
        text: 'What is a closure?',
        skill: 'JavaScript',
        current: false,
        answered: 2,
        left_here: 0,
        evaluated: 2,
        average_score: 8,
        spread: 0,
        separates: 'too_few',
        median_seconds: null,
        rubric: [{ point: 'Mentions the captured scope', met_share: null }],
      },
    ],
    skills: [
      { skill: 'System design', questions: 1, evaluated: 20, average_score: 6.2 },
      { skill: 'JavaScript', questions: 1, evaluated: 2, average_score: 8 },
    ],
    ranking: [
      {
        job_candidate_id: 901,
        candidate_id: 11,
        name: 'Ana Souza',
        score: 93,
        recommendation: 'strong_yes',
        decision: 'shortlisted',
        completed_at: '2026-10-02T09:00:00.000Z',
      },
      {
        job_candidate_id: 902,
        candidate_id: 12,
        name: 'Ben Okafor',
        score: 81,
        recommendation: 'yes',
        decision: 'none',
        completed_at: '2026-10-03T09:00:00.000Z',
      },
    ],
    ranking_total: 20,
    ...more,
  });

const noInterviews = (): JobInsights =>
  insights({
    job: { id: 5, title: 'Backend Engineer', status: 'open' },
    funnel: (['invited', 'started', 'completed', 'evaluated', 'shortlisted', 'hired'] as const).map(
      (step) => ({
        step,
        count: 0,
        conversion: null,
        drop_off: 0,
      }),
    ),
    ended: { expired: 0, cancelled: 0 },
    time_to_complete: { median_minutes: null, p90_minutes: null, median_days_from_invitation: null },
    score_histogram: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90].map((from) => bucket(from, 0)),
    average_score: null,
    questions: [],
    skills: [],
    ranking: [],
    ranking_total: 0,
  });

const steps = (rates: [number, number | null, number | null][]) =>
  (['started', 'completed', 'shortlisted', 'hired'] as const).map((step, i) => {
    const [selected, rate, impact] = rates[i] ?? [0, null, null];
    return { step, selected, rate, impact_ratio: impact, review: impact !== null && impact < 0.8 };
  });

/** 60 candidates: 50 answered the gender question (one of them "another gender", under 2 %), 10 did not. */
const fairness = (more: Partial<JobFairness> = {}): JobFairness =>
  jobFairnessSchema.parse({
    collecting: true,
    candidates: 60,
    answered: 52,
    median_score: 64.5,
    dimensions: [
      {
        dimension: 'gender',
        unknown: 10,
        groups: [
          {
            group: 'female',
            label: 'Woman / female',
            candidates: 25,
            share: 0.4167,
            excluded: false,
            steps: steps([
              [20, 0.8, 1],
              [18, 0.72, 1],
              [5, 0.2, 1],
              [1, 0.04, 1],
            ]),
            scoring: { evaluated: 16, selected: 8, rate: 0.5, impact_ratio: 1, review: false },
          },
          {
            group: 'male',
            label: 'Man / male',
            candidates: 24,
            share: 0.4,
            excluded: false,
            steps: steps([
              [19, 0.7917, 0.9896],
              [17, 0.7083, 0.9838],
              [3, 0.125, 0.625],
              [1, 0.0417, 1],
            ]),
            scoring: { evaluated: 15, selected: 7, rate: 0.4667, impact_ratio: 0.9333, review: false },
          },
          {
            group: 'another',
            label: 'Another gender',
            candidates: 1,
            share: 0.0167,
            excluded: true,
            steps: steps([
              [1, null, null],
              [1, null, null],
              [0, null, null],
              [0, null, null],
            ]),
            scoring: { evaluated: 1, selected: 1, rate: null, impact_ratio: null, review: false },
          },
        ],
      },
      { dimension: 'ethnicity', unknown: 60, groups: [] },
      { dimension: 'intersection', unknown: 60, groups: [] },
    ],
    ...more,
  });

const respond = (status: number, body: unknown, type = 'application/json') =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': type },
  });

const notFound = {
  type: 'about:blank',
  title: 'Not Found',
  status: 404,
  detail: 'No job with this id.',
  code: 'not_found',
  requestId: 'req-1',
};

let answer: () => Response;
let answerFairness: () => Response;
const asked: { url: string; init: RequestInit | undefined }[] = [];

beforeEach(() => {
  asked.length = 0;
  // jsdom lays nothing out, so recharts measures its container as 0×0 and says so on every render.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('of chart should be greater than 0')) warn(...args);
  });
  answer = () => respond(200, insights());
  answerFairness = () => respond(200, fairness());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      asked.push({ url, init });
      if (url.endsWith('/insights.csv')) return respond(200, 'name,score\nAna Souza,93\n', 'text/csv');
      if (url.endsWith('/insights/fairness.csv'))
        return respond(200, 'dimension,group\ngender,Woman / female\n', 'text/csv');
      if (url.endsWith('/insights/fairness')) return answerFairness();
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  clearAllStorage();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function show(path = '/jobs/5/insights') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/jobs/:id/insights" element={<JobInsightsPage />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('job insights', () => {
  it('job insights: the page is titled after the job, links back to it and sums the interviews up', async () => {
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Insights — Backend Engineer' }),
    ).toBeInTheDocument();
    expect(asked[0]?.url).toBe('/api/jobs/5/insights');
    expect(screen.getByRole('link', { name: 'Back to the job' })).toHaveAttribute('href', '/jobs/5');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Invited40');
    expect(summary).toHaveTextContent('Completed24');
    expect(summary).toHaveTextContent('Evaluated20');
    expect(summary).toHaveTextContent('Average score65/100');
    expect(summary).toHaveTextContent('Median time to complete18.5 min9 in 10 within 31 min');
    expect(summary).toHaveTextContent('Median days from invitation2 days');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Summary',
      'Funnel',
      'Score distribution',
      'Questions',
      'Skills',
      'Ranking',
      'Fairness',
    ]);
  });

  it('job insights: the funnel has its numbers beside the chart — count, conversion from the step before and drop-off', async () => {
    show();
    const funnel = await screen.findByRole('region', { name: 'Funnel' });
    expect(rowTexts(within(funnel).getByRole('table', { name: 'Funnel figures' }))).toEqual([
      ['Invited', '40', '—', '—'],
      ['Started', '30', '75%', '10'],
      ['Completed', '24', '80%', '6'],
      ['Evaluated', '20', '83%', '4'],
      ['Shortlisted', '5', '25%', '15'],
      ['Hired', '0', '0%', '5'],
    ]);
    expect(funnel).toHaveTextContent('Ended without finishing: 7 expired, 2 cancelled.');
    // The chart's text alternative names every step and its count.
    expect(
      within(funnel).getByRole('img', {
        name: 'Bar chart of the funnel: Invited 40, Started 30, Completed 24, Evaluated 20, Shortlisted 5, Hired 0.',
      }),
    ).toBeInTheDocument();
  });

  it('job insights: the score distribution lists the count of every bucket beside its histogram', async () => {
    show();
    const scores = await screen.findByRole('region', { name: 'Score distribution' });
    const rows = rowTexts(within(scores).getByRole('table', { name: 'Score distribution figures' }));
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual(['0–9', '0']);
    expect(rows[6]).toEqual(['60–69', '5']);
    expect(rows[9]).toEqual(['90–100', '1']);
    expect(
      within(scores).getByRole('img', { name: /^Histogram of overall scores out of 100: 0–9: 0/ }),
    ).toBeVisible();
  });

  it('job insights: questions that separate candidates are marked, with the share of answers meeting each rubric point', async () => {
    show();
    const [first, second, removed] = await screen.findAllByTestId('question-insight');
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent(
      '1. How would you design a rate limiter?',
    );
    expect(rowTexts(within(first!).getByRole('table'))).toEqual([
      ['26', '1', '6.2/10', '±2.4', 'Separates candidates', '2 min 30 s'],
    ]);
    expect(within(first!).getByText('Separates candidates')).toBeVisible();
    expect(
      within(first!).getByRole('progressbar', {
        name: 'Names a token or leaky bucket: met by 65% of the evaluated answers',
      }),
    ).toHaveAttribute('aria-valuenow', '65');
    expect(within(first!).getAllByTestId('rubric-point')[1]).toHaveTextContent(
      'Discusses distributed counters30%',
    );

    expect(within(second!).getByText('Does not separate')).toBeVisible();
    expect(within(second!).queryByText('Separates candidates')).not.toBeInTheDocument();

    expect(within(removed!).getByText('Too few answers')).toBeVisible();
    expect(within(removed!).getByText('Removed from the job')).toBeVisible();
    expect(within(removed!).getByTestId('rubric-point')).toHaveTextContent('No evaluated answers');
    expect(within(first!).queryByText('Removed from the job')).not.toBeInTheDocument();
  });

  it('job insights: skills show their average answer score', async () => {
    show();
    const skills = await screen.findByRole('region', { name: 'Skills' });
    expect(rowTexts(within(skills).getByRole('table', { name: 'Skill figures' }))).toEqual([
      ['System design', '1', '20', '6.2/10'],
      ['JavaScript', '1', '2', '8/10'],
    ]);
  });

  it('job insights: the ranking links each interview to its result and says the CSV export has them all', async () => {
    show();
    const ranking = await screen.findByRole('region', { name: 'Ranking' });
    const rows = within(ranking).getAllByTestId('ranked-interview');
    expect(within(rows[0]!).getByRole('link', { name: 'Ana Souza' })).toHaveAttribute(
      'href',
      '/candidate-profile/901',
    );
    expect(rows[0]).toHaveTextContent('Strong yes');
    expect(rows[0]).toHaveTextContent('Shortlisted');
    expect(within(rows[1]!).getByRole('link', { name: 'Ben Okafor' })).toHaveAttribute(
      'href',
      '/candidate-profile/902',
    );
    expect(ranking).toHaveTextContent('Showing the top 2 of 20; the CSV export has them all.');
  });

  it('job insights: "Export CSV" downloads the export with the staff session', async () => {
    const created = vi.fn(() => 'blob:insights');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    // A signed-in staff member: an ID token that expires in an hour.
    const idToken = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.s`;
    storeSession({ idToken });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toMatch(/^job-5-insights-\d{4}-\d{2}-\d{2}\.csv$/);
    const request = asked.find((r) => r.url === '/api/jobs/5/insights.csv');
    expect(new Headers(request?.init?.headers).get('accept')).toBe('text/csv');
    expect(new Headers(request?.init?.headers).get('authorization')).toBe(`Bearer ${idToken}`);
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('job insights: empty state — a job without interviews points to the job page instead of empty charts', async () => {
    answer = () => respond(200, noInterviews());
    show();
    const empty = await screen.findByTestId('insights-empty');
    expect(within(empty).getByRole('heading', { name: 'No interviews yet' })).toBeVisible();
    expect(within(empty).getByRole('link', { name: 'Invite candidates from the job page' })).toHaveAttribute(
      'href',
      '/jobs/5',
    );
    expect(screen.queryByRole('region', { name: 'Funnel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('job insights: an unknown job, or another organisation’s, shows that the job does not exist', async () => {
    answer = () => respond(404, notFound, 'application/problem+json');
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This job does not exist');
    expect(within(alert).getByRole('link', { name: 'Back to My Jobs' })).toHaveAttribute(
      'href',
      '/jobs-list',
    );
  });

  it('job insights: an id that cannot be a job shows the job-missing state without asking the API', () => {
    show('/jobs/abc/insights');
    expect(screen.getByRole('alert')).toHaveTextContent('This job does not exist');
    expect(asked).toEqual([]);
  });
});

describe('job insights: fairness', () => {
  const fairnessRegion = () => screen.findByRole('region', { name: 'Fairness' });
  const tableRows = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .slice(2)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

  it('selection rates: per group — candidates, share, then the rate and impact ratio of each step and of the scoring rate', async () => {
    show();
    const section = await fairnessRegion();
    const table = await within(section).findByRole('table', { name: 'Fairness by gender' });
    expect(asked.map((r) => r.url)).toContain('/api/jobs/5/insights/fairness');
    expect(tableRows(table)[0]).toEqual([
      'Woman / female',
      '25',
      '41.7%',
      '80%',
      '1.00',
      '72%',
      '1.00',
      '20%',
      '1.00',
      '4%',
      '1.00',
      '50%',
      '1.00',
    ]);
    expect(section).toHaveTextContent('52 of 60 candidates gave at least one answer.');
    expect(within(section).getByTestId('fairness-note')).toHaveTextContent(
      'An impact ratio below 0.8 (the four-fifths rule) is a prompt to look closer, not a finding of bias.',
    );
    expect(within(section).getByTestId('fairness-median')).toHaveTextContent(
      'the median AI score of this job, 64.5/100',
    );
  });

  it('impact ratios: a ratio under 0.8 is flagged "Review", and only that one', async () => {
    show();
    const table = await within(await fairnessRegion()).findByRole('table', { name: 'Fairness by gender' });
    const [female, male] = within(table).getAllByTestId('fairness-group');
    // Shortlisted: 12.5 % against the highest 20 % is 0.625.
    expect(tableRows(table)[1]?.slice(7, 9)).toEqual(['13%', '0.62Review']);
    expect(within(male!).getAllByText('Review')).toHaveLength(1);
    expect(within(female!).queryByText('Review')).not.toBeInTheDocument();
  });

  it('small groups and unknowns: a group under 2 % is "not compared", and the unknown count is shown', async () => {
    show();
    const table = await within(await fairnessRegion()).findByRole('table', { name: 'Fairness by gender' });
    const rows = tableRows(table);
    expect(rows[2]).toEqual(['Another gender', '1', '1.7%', 'under 2 % — not compared']);
    expect(within(table).getByTestId('fairness-unknown')).toHaveTextContent(/^Unknown1016.7%No answer/);
  });

  it('selection rates: tabs switch between gender, race or ethnicity and their intersection', async () => {
    show();
    const section = await fairnessRegion();
    fireEvent.click(await within(section).findByRole('tab', { name: 'Race or ethnicity' }));
    const table = await within(section).findByRole('table', { name: 'Fairness by race or ethnicity' });
    expect(tableRows(table)).toEqual([
      ['Unknown', '60', '100%', 'No answer: not asked, skipped or “prefer not to say”'],
    ]);
    expect(within(section).queryByRole('table', { name: 'Fairness by gender' })).not.toBeInTheDocument();
    expect(within(section).getByRole('tab', { name: 'Intersection' })).toBeInTheDocument();
  });

  it('demographic questions: no answers yet while the questions are off — an admin can turn them on in Settings', async () => {
    answerFairness = () =>
      respond(200, fairness({ collecting: false, answered: 0, dimensions: fairness().dimensions }));
    show();
    const empty = await within(await fairnessRegion()).findByTestId('fairness-empty');
    expect(empty).toHaveTextContent('No candidate has given demographic answers yet.');
    expect(within(empty).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByRole('table', { name: /^Fairness by/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export fairness CSV' })).not.toBeInTheDocument();
  });

  it('demographic questions: no answers yet while asking — no link to Settings', async () => {
    answerFairness = () => respond(200, fairness({ answered: 0 }));
    show();
    const empty = await within(await fairnessRegion()).findByTestId('fairness-empty');
    expect(empty).toHaveTextContent('Candidates are asked two optional questions after their interview.');
    expect(within(empty).queryByRole('link')).not.toBeInTheDocument();
  });

  it('selection rates: the rest of the page does not wait for the fairness figures', async () => {
    const pending = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.endsWith('/insights/fairness') ? pending() : answer())),
    );
    show();
    expect(await screen.findByRole('region', { name: 'Ranking' })).toBeInTheDocument();
    expect(
      within(await fairnessRegion()).getByRole('status', { name: 'Loading the fairness figures' }),
    ).toBeVisible();
    expect(pending).toHaveBeenCalled();
  });

  it('exportable: "Export fairness CSV" downloads the tables with the staff session', async () => {
    const created = vi.fn(() => 'blob:fairness');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const idToken = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.s`;
    storeSession({ idToken });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Export fairness CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toMatch(/^job-5-fairness-\d{4}-\d{2}-\d{2}\.csv$/);
    const request = asked.find((r) => r.url === '/api/jobs/5/insights/fairness.csv');
    expect(new Headers(request?.init?.headers).get('accept')).toBe('text/csv');
    expect(new Headers(request?.init?.headers).get('authorization')).toBe(`Bearer ${idToken}`);
  });
});
