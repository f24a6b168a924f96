import { MantineProvider } from '@mantine/core';
import type { JobStatus } from '@talvio/contracts/jobs';
import type { RankedCandidate, TalentRanking } from '@talvio/contracts/talent-ranking';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FromTalentPool } from './from-talent-pool.tsx';

const person = (
  id: number,
  name: string,
  score: number,
  more: Partial<RankedCandidate> = {},
): RankedCandidate => ({
  candidate_id: id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  headline: `${name}, backend engineer`,
  location: 'Berlin, Germany',
  total_years: 6,
  score,
  criteria: [],
  invitation: null,
  earlier_interview: null,
  ai_review: null,
  ...more,
});

const items: RankedCandidate[] = [
  person(11, 'Ana Souza', 91, {
    earlier_interview: {
      job_id: 3,
      job_title: 'Platform Engineer',
      score: 82,
      decision: 'shortlisted',
      completed_at: '2026-10-02T09:00:00.000Z',
    },
  }),
  person(12, 'Ben Okafor', 88, { invitation: { job_candidate_id: 70, status: 'invited' } }),
  person(13, 'Chen Li', 80, { invitation: { job_candidate_id: 71, status: 'expired' } }),
  person(14, 'Dana Kim', 75, { invitation: { job_candidate_id: 72, status: 'evaluated' } }),
  person(15, 'Eva Berg', 70),
  person(16, 'Femi Ade', 66),
  person(17, 'Gus Lund', 60),
  person(18, 'Hana Sato', 55),
];

const ranking = (list: RankedCandidate[]): TalentRanking => ({
  job: { id: 5, title: 'Backend Engineer', status: 'open' },
  items: list,
  considered: list.length,
  considered_cap: 300,
  pool_size: 20,
  total: list.length,
  page: 1,
  page_size: 25,
  ai_rerank_available: false,
  ai_rerank: null,
});

let answer: TalentRanking;
const asked: URL[] = [];

beforeEach(() => {
  asked.length = 0;
  answer = ranking(items);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(new URL(url, 'http://test'));
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(status: JobStatus) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <MemoryRouter>
          <FromTalentPool job={{ id: 5, status }} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('from your talent pool', () => {
  it('past candidates resurface: an open job shows the best five not yet invited, with a link to see all and invite', async () => {
    show('open');
    const card = await screen.findByRole('region', { name: 'From your talent pool' });
    expect(asked[0]?.pathname).toBe('/api/talent/ranking');
    expect(asked[0]?.searchParams.get('job_id')).toBe('5');
    const rows = within(card).getAllByTestId('resurfaced-candidate');
    // Ben (invited) and Dana (interviewed) are left out; Chen's invitation expired, so he may be invited again.
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Ana Souza',
      'Chen Li',
      'Eva Berg',
      'Femi Ade',
      'Gus Lund',
    ]);
    const [ana] = rows;
    expect(within(ana!).getByRole('link', { name: 'Ana Souza' })).toHaveAttribute(
      'href',
      '/my-talent-profile/11',
    );
    expect(ana).toHaveTextContent('Score 91 of 100');
    expect(ana).toHaveTextContent('Ana Souza, backend engineer');
    expect(ana).toHaveTextContent('Interviewed for Platform Engineer: 82/100, shortlisted');
    expect(rows[1]).not.toHaveTextContent('Interviewed for');
    expect(within(card).getByRole('link', { name: 'See all and invite' })).toHaveAttribute(
      'href',
      '/find-candidates?job=5',
    );
    // Nobody is contacted from the card: it has links only.
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByRole('checkbox')).toBeNull();
  });

  it('past candidates resurface: hidden for a draft, a paused and a closed job, which ask for nothing', async () => {
    for (const status of ['draft', 'paused', 'closed'] as const) {
      const view = show(status);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByText('From your talent pool')).toBeNull();
      view.unmount();
    }
    expect(asked).toEqual([]);
  });

  it('past candidates resurface: hidden when everyone ranked is already invited, or no profile shares a word', async () => {
    answer = ranking([items[1]!, items[3]!]);
    const view = show('open');
    await vi.waitFor(() => expect(asked.length).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('From your talent pool')).toBeNull();
    view.unmount();
    answer = ranking([]);
    show('open');
    await vi.waitFor(() => expect(asked.length).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('From your talent pool')).toBeNull();
  });
});
