import { MantineProvider } from '@mantine/core';
import {
  defaultOrganisationSettings,
  type OrganisationSettings,
  type OrganisationSettingsResponse,
} from '@talvio/contracts/settings';
import type { CurrentUser } from '@talvio/contracts/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAllStorage, storeSession } from '../../../lib/session-storage.ts';
import { Component as SettingsPage } from './settings-page.tsx';

/** /settings: the organisation's groups of settings, saved together with one PATCH. */

const user = (isAdmin: boolean): CurrentUser => ({
  id: 1,
  name: 'Priya Admin',
  email: 'priya@example.com',
  is_admin: isAdmin,
  is_active: true,
  onboarded: true,
  organisation_id: 1,
  organisation_name: 'Acme Care',
  organisation_logo: null,
  talvio_credits: 0,
  billing_period_start: null,
  billing_period_end: null,
  currency: 'USD',
  created_date: '2026-01-01T00:00:00.000Z',
  created_by: null,
  updated_date: '2026-01-01T00:00:00.000Z',
});

const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let admin = true;
const patches: unknown[] = [];

beforeEach(() => {
  admin = true;
  patches.length = 0;
  storeSession({ idToken: `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.s` });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/users/current') return respond(200, user(admin));
      if (url === '/api/organisation/settings' && init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as OrganisationSettings;
        patches.push(body);
        return respond(200, { ...body, updated_at: '2026-11-20T10:00:00.000Z' });
      }
      if (url === '/api/organisation/settings')
        return respond(200, {
          ...defaultOrganisationSettings,
          updated_at: null,
        } satisfies OrganisationSettingsResponse);
      return respond(404, { status: 404, code: 'not_found', detail: 'Not here.' });
    }),
  );
});
afterEach(() => {
  cleanup();
  clearAllStorage();
  vi.unstubAllGlobals();
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <MemoryRouter>
          <SettingsPage />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const fairnessSwitch = async () =>
  within(await screen.findByRole('region', { name: 'Fairness' })).getByRole('switch', {
    name: /^Ask candidates for optional demographic answers/,
  });

describe('settings', () => {
  it('demographic questions: off by default; the switch saves fairness.collect_demographics with the other groups', async () => {
    show();
    const toggle = await fairnessSwitch();
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('region', { name: 'Fairness' })).toHaveTextContent(
      /kept apart from their profile, never an input to any score and used only for the fairness view of job insights; off by default/,
    );
    await waitFor(() => expect(toggle).toBeEnabled());
    const save = screen.getByRole('button', { name: 'Save settings' });
    expect(save).toBeDisabled();

    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(save).toBeEnabled();
    fireEvent.click(save);

    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({ ...defaultOrganisationSettings, fairness: { collect_demographics: true } });
    // Saved: nothing left unsaved, and the page shows the saved value.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled());
    expect(await fairnessSwitch()).toBeChecked();
    expect(screen.getByText(/^Last changed/)).toBeInTheDocument();
  });

  it('demographic questions: only admins can turn them on', async () => {
    admin = false;
    show();
    expect(await screen.findByText(/Only admins can change them/)).toBeInTheDocument();
    expect(await fairnessSwitch()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
  });
});
