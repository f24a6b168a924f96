import { MantineProvider } from '@mantine/core';
import type { JobCandidateDetail, OversightRecordEntry } from '@talvio/contracts/interviews';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OversightRecord } from './oversight-record.tsx';

const entries: OversightRecordEntry[] = [
  {
    id: 1,
    kind: 'ai_evaluation',
    recorded_at: '2026-11-20T10:00:00.000Z',
    actor: null,
    engine: 'local',
    model: 'talvio-local-eval-4',
    score: 72,
    recommendation: 'yes',
    decision: null,
    previous_decision: null,
    agreement: null,
  },
  {
    id: 2,
    kind: 'human_decision',
    recorded_at: '2026-11-21T09:30:00.000Z',
    actor: { id: 4, name: 'Mina Member' },
    engine: null,
    model: null,
    score: 72,
    recommendation: 'yes',
    decision: 'rejected',
    previous_decision: 'none',
    agreement: 'overrode',
  },
];

let items: OversightRecordEntry[] = entries;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ items }), { headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const detail = {
  id: 9,
  status: 'evaluated',
  score: 72,
  recommendation: 'yes',
  decision: 'rejected',
} as JobCandidateDetail;

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <OversightRecord detail={detail} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('oversight record', () => {
  it('oversight record: the AI evaluation and each decision read in order, with who and whether they agreed', async () => {
    items = entries;
    show();
    expect(await screen.findByText('AI evaluation: 72/100, recommends Yes')).toBeTruthy();
    expect(screen.getByText('local engine, talvio-local-eval-4')).toBeTruthy();
    expect(screen.getByText('Mina Member decided: Rejected')).toBeTruthy();
    expect(
      screen.getByText('Before: No decision. The AI recommended Yes (72/100); the decision overrode the AI.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export the last 12 months (CSV)' })).toBeTruthy();
  });

  it('oversight record: an interview nobody evaluated or decided on says so', async () => {
    items = [];
    show();
    expect(
      await screen.findByText('Nothing yet: the interview has not been evaluated or decided on.'),
    ).toBeTruthy();
  });
});
