import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import type { TalentPoolItem, TalentPoolList } from '@talvio/contracts/talent';
import type { BulkTagResult, SavedSearchList } from '@talvio/contracts/talent-pool';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userKeys } from '../../../lib/query-keys.ts';
import { Component as TalentPoolPage } from '../pages/talent-pool-page.tsx';
import { currentUser, renderPage, respond, where } from '../test-fixtures.tsx';

const item = (id: number, name: string): TalentPoolItem => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  headline: 'Staff Nurse',
  location: 'Leeds, UK',
  total_years: 5,
  skills: ['Triage'],
  tags: [],
  source: 'upload',
  review_count: 0,
  interviews: 0,
  updated_at: '2026-11-20T10:00:00.000Z',
  last_activity_at: '2026-11-20T10:00:00.000Z',
});

const pageOne = [item(1, 'Asha Rao'), item(2, 'Ben Cole'), item(3, 'Cara Diaz')];
const list: TalentPoolList = { items: pageOne, total: 30, total_capped: false, page: 1, page_size: 25 };

let saved: SavedSearchList = { items: [], limit: 50 };
/** The writes sent: path and JSON body. */
const sent: { path: string; body: unknown }[] = [];
const tagResult: BulkTagResult = {
  selected: 2,
  done: 2,
  skipped: [],
  undo: {
    changes: [
      { id: 1, added: ['shortlist'], removed: [] },
      { id: 2, added: ['shortlist'], removed: [] },
    ],
  },
};

beforeEach(() => {
  sent.length = 0;
  saved = { items: [], limit: 50 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://test').pathname;
      if (init?.method === 'POST' || init?.method === 'PATCH' || init?.method === 'DELETE') {
        sent.push({ path, body: init.body ? JSON.parse(String(init.body)) : null });
        if (path.endsWith('/bulk/tags')) return respond(200, tagResult);
        if (path.endsWith('/bulk/tags/undo')) return respond(200, { selected: 2, done: 2, skipped: [] });
        if (path.endsWith('/bulk/delete'))
          return respond(200, {
            selected: 30,
            done: 29,
            skipped: [{ id: 9, name: null, reason: 'not_found', message: 'No longer in the talent pool.' }],
          });
        if (path.endsWith('/talent/saved-searches'))
          return respond(201, {
            id: 5,
            name: 'Leeds nurses',
            filters: {},
            shared: false,
            mine: true,
            owner_name: 'Ada',
            created_at: '',
            updated_at: '',
          });
      }
      if (path.endsWith('/talent/saved-searches')) return respond(200, saved);
      return respond(200, list);
    }),
  );
});
afterEach(() => {
  notifications.clean();
  cleanup();
  vi.unstubAllGlobals();
});

function page(url = '/my-talent-pool') {
  // The app shows notifications from its root; here, beside the page.
  render(
    <MantineProvider>
      <Notifications />
    </MantineProvider>,
  );
  const view = renderPage(url, { '/my-talent-pool': <TalentPoolPage /> });
  // An admin: erasing is for admins.
  view.client.setQueryData(userKeys.current(), currentUser(true));
  return view;
}

const bar = () => screen.getByRole('region', { name: 'Selected profiles' });

/** The page renders slowly on a busy machine; each journey gets time. */
const slow = { timeout: 30_000 };

describe('bulk selection bar', () => {
  it(
    'bulk tag and undo: two picked rows are tagged, and the notification’s Undo sends back exactly that change',
    slow,
    async () => {
      page();
      const table = await screen.findByRole('table', { name: 'Profiles' });
      expect(screen.queryByRole('region', { name: 'Selected profiles' })).toBeNull();
      fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Asha Rao' }));
      fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Ben Cole' }));
      expect(within(bar()).getByText('2 selected')).toBeVisible();
      // The page's checkbox shows some, not all, rows picked.
      expect(
        within(table).getByRole('checkbox', { name: 'Select every profile on this page' }),
      ).toHaveAttribute('data-indeterminate', 'true');

      fireEvent.click(within(bar()).getByRole('button', { name: 'Tag' }));
      const dialog = await screen.findByRole('dialog', { name: 'Tag 2 profiles' });
      const input = within(dialog).getByLabelText('Tags to add');
      fireEvent.change(input, { target: { value: 'shortlist' } });
      fireEvent.keyDown(input, { key: 'Enter' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add tags' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toEqual({
        path: '/api/candidates/bulk/tags',
        body: { selection: { ids: [1, 2] }, action: 'add', tags: ['shortlist'] },
      });
      expect(await screen.findByText('Tagged 2 profiles.')).toBeVisible();
      // Undo works even after the selection is cleared.
      fireEvent.click(within(bar()).getByRole('button', { name: 'Clear' }));
      expect(screen.queryByRole('region', { name: 'Selected profiles' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
      await waitFor(() => expect(sent).toHaveLength(2));
      expect(sent[1]).toEqual({ path: '/api/candidates/bulk/tags/undo', body: tagResult.undo });
      expect(await screen.findByText('Undone: 2 profiles are as before.')).toBeVisible();
    },
  );

  it(
    'bulk delete: "select all 30 matching" across pages, the count named in the confirmation, which says it cannot be undone',
    slow,
    async () => {
      page('/my-talent-pool?search=nurse&location=leeds');
      const table = await screen.findByRole('table', { name: 'Profiles' });
      fireEvent.click(within(table).getByRole('checkbox', { name: 'Select every profile on this page' }));
      expect(within(bar()).getByText('3 selected')).toBeVisible();
      fireEvent.click(within(bar()).getByRole('button', { name: 'Select all 30 matching' }));
      expect(within(bar()).getByText('All 30 profiles matching the search selected')).toBeVisible();

      fireEvent.click(within(bar()).getByRole('button', { name: 'Erase' }));
      const dialog = await screen.findByRole('dialog', { name: 'Erase 30 profiles?' });
      expect(within(dialog).getByText('This cannot be undone.')).toBeVisible();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Erase 30 profiles' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toEqual({
        path: '/api/candidates/bulk/delete',
        body: { selection: { query: { q: 'nurse', location: 'leeds' }, count: 30 } },
      });
      expect(await screen.findByText(/Erased 29 candidates' data\. 1 skipped/)).toBeVisible();
      // Done: nothing is selected any more.
      expect(screen.queryByRole('region', { name: 'Selected profiles' })).toBeNull();
    },
  );

  it('bulk selection: a new search or filter starts a new selection', slow, async () => {
    page();
    const table = await screen.findByRole('table', { name: 'Profiles' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Cara Diaz' }));
    expect(bar()).toBeVisible();
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'York' } });
    await waitFor(() => expect(where.search).toContain('location=York'), { timeout: 5_000 });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected profiles' })).toBeNull());
  });

  it(
    'saved searches: one click re-applies a saved search’s search, filters and sort; the current ones can be saved',
    slow,
    async () => {
      saved = {
        limit: 50,
        items: [
          {
            id: 7,
            name: 'Quiet nurses',
            filters: { q: 'nurse -agency', skill: ['Triage'], inactive_for: '90d', sort: 'name' },
            shared: true,
            mine: false,
            owner_name: 'Ada Admin',
            created_at: '',
            updated_at: '',
          },
        ],
      };
      page();
      const button = await screen.findByRole('button', { name: /Quiet nurses/ });
      fireEvent.click(button);
      await waitFor(() => expect(where.search).toContain('inactive_for=90d'));
      const address = new URLSearchParams(where.search);
      expect(address.get('search')).toBe('nurse -agency');
      expect(address.get('skill')).toBe('Triage');
      expect(address.get('sort')).toBe('name');
      expect(screen.getByLabelText('Search')).toHaveValue('nurse -agency');
      await waitFor(() =>
        expect(screen.getByRole('button', { name: /Quiet nurses/ })).toHaveAttribute('aria-pressed', 'true'),
      );

      fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
      const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
      fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Leeds nurses' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toEqual({
        path: '/api/talent/saved-searches',
        body: {
          name: 'Leeds nurses',
          shared: false,
          filters: { q: 'nurse -agency', skill: ['Triage'], inactive_for: '90d', sort: 'name' },
        },
      });
    },
  );
});
