import { MantineProvider } from '@mantine/core';
import type { ArticleSummary } from '@talvio/contracts/articles';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LatestArticles } from './latest-articles.tsx';
import { resourceCardHeight } from './resource-cards.tsx';

const guide = (id: number): ArticleSummary => ({
  id,
  slug: `guide-${id}`,
  title: `Guide ${id}`,
  summary: `Summary ${id}.`,
  author: 'A Writer',
  published_at: `2026-0${id}-01`,
  reading_minutes: 5,
  cover: `/api/articles/${id}/cover.svg`,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(response: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response()),
  );
  return render(
    <MantineProvider>
      <MemoryRouter>
        <LatestArticles />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('latest on the landing page', () => {
  it('latest on the landing page: the newest three guides with their summary, reading time and a link', async () => {
    const items = [6, 5, 4, 3].map(guide);
    show(() => new Response(JSON.stringify({ items }), { headers: { 'content-type': 'application/json' } }));
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Guide 6', '/articles/6'],
      ['Guide 5', '/articles/5'],
      ['Guide 4', '/articles/4'],
    ]);
    expect(cards[0]).toHaveTextContent('Summary 6.');
    expect(cards[0]).toHaveTextContent('5 min read');
  });

  it('latest on the landing page: until they arrive, and when they cannot, the same three cards hold their space', async () => {
    show(() => new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } }));
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('status')).toHaveTextContent('The latest guides could not be loaded');
    const cards = document.querySelectorAll<HTMLElement>('.mantine-Card-root');
    expect(cards).toHaveLength(3);
    // Written by Mantine in rem.
    for (const card of cards) {
      expect(card.style.height).toBe(`calc(${resourceCardHeight / 16}rem * var(--mantine-scale))`);
    }
  });
});
