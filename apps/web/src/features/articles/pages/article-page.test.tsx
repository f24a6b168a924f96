import { MantineProvider } from '@mantine/core';
import type { Article, ArticleSummary } from '@talvio/contracts/articles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as ArticlePage } from './article-page.tsx';

/** /articles/{id} and /article/{id}: one hiring guide with the others below it (docs/product/articles.md). */

const summary = (id: number, title: string, published_at: string): ArticleSummary => ({
  id,
  slug: `guide-${id}`,
  title,
  summary: `What ${title.toLowerCase()} is about.`,
  author: 'Amara Okafor',
  published_at,
  reading_minutes: id + 3,
  cover: `/api/articles/${id}/cover.svg?v=abcdef012345`,
});

const guides = [
  summary(3, 'Candidate data privacy', '2026-11-03'),
  summary(2, 'Rubrics against bias', '2026-05-12'),
  summary(1, 'Structured interviews', '2026-02-10'),
];

const article = (id: number, more: Partial<Article> = {}): Article => ({
  ...guides.find((g) => g.id === id)!,
  body_html:
    '<p>Most interviews are conversations.</p><h2>What makes it structured</h2><ul><li>Same questions</li></ul>' +
    '<blockquote><p>Evidence, not feelings.</p></blockquote><script>window.hacked = true</script>' +
    '<p><img src="x" onerror="window.hacked = true">After.</p>',
  ...more,
});

const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const problem = (status: number, detail: string) => ({
  type: 'about:blank',
  title: 'Problem',
  status,
  detail,
  code: status === 404 ? 'not_found' : 'internal',
  requestId: 'req-1',
});

let answers: Record<string, () => Response>;
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  answers = {
    '/api/articles': () => respond(200, { items: guides }),
    '/api/articles/1': () => respond(200, article(1)),
    '/api/articles/2': () => respond(200, article(2)),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return answers[url]?.() ?? respond(404, problem(404, 'The article was not found.'));
    }),
  );
  document.title = 'Talvio';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (window as { hacked?: boolean }).hacked;
});

function show(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/articles/:id" element={<ArticlePage />} />
            <Route path="/article/:id" element={<ArticlePage />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('article page', () => {
  it('reading typography: cover, title, author, date, reading time and the body with its headings, lists and quotes', async () => {
    show('/articles/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Structured interviews' })).toBeVisible();
    const page = screen.getByRole('article', { name: 'Structured interviews' });
    expect(page.querySelector('img')).toHaveAttribute('src', '/api/articles/1/cover.svg?v=abcdef012345');
    expect(page.querySelector('img')).toHaveAttribute('alt', '');
    const byline = screen.getByTestId('article-byline');
    expect(byline).toHaveTextContent('Amara Okafor');
    expect(byline).toHaveTextContent('4 min read');
    expect(byline.querySelector('time')).toHaveAttribute('dateTime', '2026-02-10');
    expect(byline.querySelector('time')?.textContent).toMatch(/10.*2026|2026.*10/);
    expect(within(page).getByText('What structured interviews is about.')).toBeVisible();
    const body = screen.getByTestId('article-body');
    expect(within(body).getByRole('heading', { level: 2, name: 'What makes it structured' })).toBeVisible();
    expect(within(body).getByRole('listitem')).toHaveTextContent('Same questions');
    expect(body.querySelector('blockquote')).toHaveTextContent('Evidence, not feelings.');
  });

  it('safe body: the browser cleans the body again, so a script or event handler that reached it never runs', async () => {
    show('/articles/1');
    const body = await screen.findByTestId('article-body');
    expect(body.innerHTML).not.toMatch(/<script|onerror|<img/);
    expect(body).toHaveTextContent('After.');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shareable: the tab is titled after the guide, and gets its title back when the page goes', async () => {
    const view = show('/articles/1');
    await screen.findByRole('heading', { level: 1, name: 'Structured interviews' });
    expect(document.title).toBe('Structured interviews — Talvio');
    view.unmount();
    expect(document.title).toBe('Talvio');
  });

  it('both routes, one article: /article/{id} shows the same guide from the same request', async () => {
    show('/article/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rubrics against bias' })).toBeVisible();
    expect(asked).toContain('/api/articles/2');
  });

  it('reading typography: More guides links to every other guide, newest first, not to this one', async () => {
    show('/articles/2');
    const more = await screen.findByRole('region', { name: 'More guides' });
    const links = await within(more).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Candidate data privacy', '/articles/3'],
      ['Structured interviews', '/articles/1'],
    ]);
    expect(more).toHaveTextContent('6 min read');
  });

  it('one article: an unknown guide says it does not exist, with a way to the latest guides', async () => {
    show('/articles/77');
    expect(await screen.findByRole('heading', { level: 1, name: 'This guide does not exist' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the latest guides' })).toHaveAttribute(
      'href',
      '/#resources',
    );
    expect(document.title).toBe('Hiring guides — Talvio');
  });

  it('one article: an id that cannot exist is not asked for; the page says the guide does not exist', async () => {
    show('/articles/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'This guide does not exist' })).toBeVisible();
    expect(asked.filter((url) => url !== '/api/articles')).toEqual([]);
  });

  it('one article: while loading the page says so; a failure says so and can be retried', async () => {
    answers['/api/articles/1'] = () => respond(500, problem(500, 'Something went wrong on our side.'));
    show('/articles/1');
    expect(screen.getByRole('status', { name: 'Loading the guide' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The guide could not be loaded');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    answers['/api/articles/1'] = () => respond(200, article(1));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Structured interviews' })).toBeVisible();
  });
});
