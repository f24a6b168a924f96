import type { TalentPoolItem, TalentPoolList } from '@talvio/contracts/talent';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, respond, where } from '../test-fixtures.tsx';
import { Component as TalentPoolPage } from './talent-pool-page.tsx';

const page = (url = '/my-talent-pool') =>
  renderPage(url, { '/my-talent-pool': <TalentPoolPage />, '/upload-talent': <p>Upload talent page</p> });

const item = (overrides: Partial<TalentPoolItem>): TalentPoolItem => ({
  id: 42,
  name: 'Asha Rao',
  email: 'asha@example.com',
  headline: 'Staff Nurse',
  location: 'Pune, India',
  total_years: 10,
  skills: ['Triage', 'Wound care', 'IV therapy', 'Rota planning', 'BLS'],
  tags: ['night shift'],
  source: 'upload',
  review_count: 1,
  interviews: 2,
  updated_at: '2026-11-20T10:00:00.000Z',
  last_activity_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** The requests' query strings, and the list each answers with. */
let lists: ((query: URLSearchParams) => TalentPoolList) | null = null;
const asked: URLSearchParams[] = [];
beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.includes('/talent/saved-searches')) return respond(200, { items: [], limit: 50 });
      const query = new URL(url, 'http://test').searchParams;
      asked.push(query);
      return respond(200, lists!(query));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('talent pool page', () => {
  it('search: typing searches, the best matches first, and the search is kept in the address', async () => {
    lists = (query) => ({
      items: query.get('q') ? [item({})] : [item({}), item({ id: 43, name: 'Ben Cole', review_count: 0 })],
      total: query.get('q') ? 1 : 2,
      total_capped: false,
      page: 1,
      page_size: 20,
    });
    page();
    const table = await screen.findByRole('table', { name: 'Profiles' });
    expect(within(table).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute(
      'href',
      '/my-talent-profile/42',
    );
    expect(within(table).getByText('1 field to check')).toBeVisible();
    expect(within(table).getAllByText('+2 more')).toHaveLength(2);
    expect(screen.getByText('2 profiles')).toBeVisible();
    expect(asked[0]?.get('sort')).toBe('updated_at');

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '"staff nurse" -agency' } });
    await waitFor(() => expect(where.search).toContain('search='));
    await waitFor(() => expect(screen.getByText('1 profile')).toBeVisible());
    const last = asked.at(-1)!;
    expect(last.get('q')).toBe('"staff nurse" -agency');
    // With a search and no sort chosen, the server ranks by relevance.
    expect(last.get('sort')).toBeNull();
  });

  it('filters: skills, source and interviews are sent and kept in the address; nothing matching says so', async () => {
    lists = (query) => ({
      items: query.get('skill') ? [] : [item({})],
      total: 0,
      total_capped: false,
      page: 1,
      page_size: 20,
    });
    page('/my-talent-pool?skill=Go,PostgreSQL&source=upload&interviewed=no');
    expect(await screen.findByText('No profiles match')).toBeVisible();
    const query = asked.at(-1)!;
    expect(query.get('skill')).toBe('Go,PostgreSQL');
    expect(query.get('source')).toBe('upload');
    expect(query.get('interviewed')).toBe('no');
  });

  it('an empty pool says how to fill it', async () => {
    lists = () => ({ items: [], total: 0, total_capped: false, page: 1, page_size: 20 });
    page();
    expect(await screen.findByText('Your talent pool is empty')).toBeVisible();
    expect(screen.getAllByRole('link', { name: /Upload talent/ }).length).toBeGreaterThan(0);
  });
});
