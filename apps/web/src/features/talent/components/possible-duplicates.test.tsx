import type { DuplicateSuggestionList, MergeCandidatesInput } from '@talvio/contracts/candidate-duplicates';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { candidateProfile, renderPage, respond } from '../test-fixtures.tsx';
import { PossibleDuplicates } from './possible-duplicates.tsx';

const mine = candidateProfile({ id: 42, name: 'Asha Rao', phone: '+447700900123', skills: ['Triage'] });
const theirs = candidateProfile({
  id: 43,
  name: 'Asha R. Rao',
  email: 'asha.rao@example.org',
  phone: '+447700900123',
  skills: ['Triage', 'IV therapy'],
});
const suggestions: DuplicateSuggestionList = {
  items: [
    {
      id: 43,
      name: 'Asha R. Rao',
      email: 'asha.rao@example.org',
      phone: '+447700900123',
      headline: null,
      location: null,
      strength: 'strong',
      score: 0.85,
      reasons: [
        { kind: 'phone', text: 'Same phone number: +447700900123' },
        { kind: 'similar_name', text: 'Similar names, Asha Rao and Asha R. Rao (73 % alike)' },
      ],
      updated_at: '2026-11-20T10:00:00.000Z',
    },
  ],
};

function serve(list: DuplicateSuggestionList = suggestions) {
  const merges: MergeCandidatesInput[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/candidates/42/duplicates') return respond(200, list);
      if (url === '/api/candidates/43') return respond(200, theirs);
      if (url === '/api/candidates/42/merge' && init?.method === 'POST') {
        merges.push(JSON.parse(String(init.body)) as MergeCandidatesInput);
        return respond(409, {
          status: 409,
          code: 'candidate_merge_interview_conflict',
          detail: 'other_id: Both profiles have an open invitation to “Ward Nurse”.',
          field: 'other_id',
        });
      }
      return respond(404, { status: 404, code: 'not_found', detail: 'Not found.' });
    }),
  );
  return merges;
}

const show = () =>
  renderPage('/my-talent-profile/42', { '/my-talent-profile/:id': <PossibleDuplicates profile={mine} /> });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('possible duplicates', () => {
  it('duplicate suggestions: each suggestion shows its strength and its reasons in words', async () => {
    serve();
    show();
    const panel = await screen.findByRole('region', { name: 'Possible duplicates' });
    expect(within(panel).getByRole('link', { name: 'Asha R. Rao' })).toHaveAttribute(
      'href',
      '/my-talent-profile/43',
    );
    expect(within(panel).getByText('Very likely the same person')).toBeInTheDocument();
    expect(within(panel).getByText('Same phone number: +447700900123')).toBeInTheDocument();
  });

  it('nothing merges silently: without suggestions the profile shows no panel', async () => {
    serve({ items: [] });
    const { client } = show();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Possible duplicates' })).toBeNull();
  });

  it('merge field by field: only differing fields are offered, lists may be joined, the preview comes before the merge', async () => {
    const merges = serve();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Compare and merge with Asha R. Rao' }));
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByRole('radiogroup', { name: 'Name' });
    expect(within(name).getByRole('radio', { name: 'This profile' })).toBeChecked();
    expect(within(dialog).queryByRole('radiogroup', { name: 'Phone' })).toBeNull();
    const skills = within(dialog).getByRole('radiogroup', { name: 'Skills' });
    expect(within(skills).getByRole('radio', { name: 'Both, joined' })).toBeChecked();
    fireEvent.click(within(name).getByRole('radio', { name: 'Asha R. Rao' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview merge' }));
    expect(await within(dialog).findByText('Triage, IV therapy')).toBeInTheDocument();
    expect(merges).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge profiles' }));
    await waitFor(() => expect(merges).toHaveLength(1));
    expect(merges[0]).toMatchObject({
      other_id: 43,
      fields: { name: 'other', email: 'this', skills: 'both' },
    });
    expect(await within(dialog).findByText(/open invitation to “Ward Nurse”/)).toBeInTheDocument();
  });
});
