import { MantineProvider } from '@mantine/core';
import type { CandidateProfile } from '@talvio/contracts/talent';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { talentKeys, userKeys } from '../../../lib/query-keys.ts';
import { candidateProfile, currentUser, respond } from '../test-fixtures.tsx';
import { CandidatePrivacyActions, ErasedProfile } from './candidate-privacy.tsx';

/** docs/product/candidate-privacy.md: the profile page's export and erase controls. */

function renderActions(profile: CandidateProfile, { admin = true } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userKeys.current(), currentUser(admin));
  client.setQueryData(talentKeys.profile(profile.id), profile);
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <CandidatePrivacyActions profile={profile} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('candidate privacy on the profile page', () => {
  it('erase: the dialog says exactly what is removed and that it cannot be undone; confirming erases, keeping does not', async () => {
    const erased = candidateProfile({
      name: 'Erased candidate',
      email: null,
      resume: null,
      erased: {
        erased_at: '2026-12-01T10:00:00.000Z',
        reason: 'request',
        erased_by: { id: 5, name: 'Ada Admin' },
      },
    });
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/candidates/42/erase' && init?.method === 'POST') return respond(204);
      if (url === '/api/candidates/42') return respond(200, erased);
      return respond(404, { status: 404, code: 'not_found', detail: 'No such thing.' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const client = renderActions(candidateProfile());

    fireEvent.click(screen.getByRole('button', { name: 'Erase candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase this candidate?' });
    expect(dialog).toHaveTextContent('Erasing removes the personal data of Asha Rao everywhere');
    for (const part of [
      'the profile: name, e-mail, phone, location, links, headline, summary, skills, work history, education, languages, certifications, tags and notes',
      'the résumé file (asha.pdf) and its text as read',
      'the names of the uploaded files',
      'their interview answers, transcripts and recordings, the interview notes and the words of the AI evaluations',
      'the content of the e-mails sent to them or about them',
      'their name and e-mail in the activity feed',
      'Their interviews stay counted on their jobs',
      'This cannot be undone.',
    ])
      expect(dialog).toHaveTextContent(part);

    // Keeping the candidate sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the candidate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Erase candidate' }));
    const again = await screen.findByRole('dialog', { name: 'Erase this candidate?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Erase candidate' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/candidates/42/erase',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    // The profile is stale: the page observing it reads it again and shows the erased state.
    await waitFor(() => expect(client.getQueryState(talentKeys.profile(42))?.isInvalidated).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('erase: a refusal is shown in the dialog and nothing else happens', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        respond(409, {
          status: 409,
          code: 'candidate_erased',
          detail: "This candidate's data was erased already.",
        }),
      ),
    );
    renderActions(candidateProfile());
    fireEvent.click(screen.getByRole('button', { name: 'Erase candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase this candidate?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase candidate' }));
    expect(await within(dialog).findByText("This candidate's data was erased already.")).toBeVisible();
  });

  it('who may erase: members see "Export data" but no "Erase candidate"', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderActions(candidateProfile(), { admin: false });
    expect(screen.getByRole('button', { name: 'Export data' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Erase candidate' })).not.toBeInTheDocument();
  });

  it('export: "Export data" downloads the JSON under the name the server gives', async () => {
    const fetchMock = vi.fn(async () => respond(200, { format: 'talvio.candidate-export.v1' }));
    vi.stubGlobal('fetch', fetchMock);
    const created = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderActions(candidateProfile());
    fireEvent.click(screen.getByRole('button', { name: 'Export data' }));
    await waitFor(() => expect(clicked).toEqual(['candidate-42-export.json']));
    expect(fetchMock).toHaveBeenCalledWith('/api/candidates/42/export', expect.anything());
    click.mockRestore();
  });

  it('erased profiles stay erased: the page says when and by whom, without personal data', () => {
    const profile = candidateProfile({
      name: 'Erased candidate',
      email: null,
      phone: null,
      resume: null,
      erased: { erased_at: '2026-12-01T10:00:00.000Z', reason: 'retention', erased_by: null },
    });
    render(
      <MantineProvider>
        <ErasedProfile profile={profile} />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Erased candidate' })).toBeVisible();
    expect(screen.getByText("This candidate's data was erased")).toBeVisible();
    expect(screen.getByText(/by the organisation's retention period/)).toBeVisible();
    expect(screen.getByText(/Profile #42 keeps no personal data/)).toBeVisible();
  });
});
