import { MantineProvider } from '@mantine/core';
import { type TalentFile, talentFailureMessages } from '@talvio/contracts/talent';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { talentFile } from '../test-fixtures.tsx';
import { ServerFileRow } from './file-row.tsx';

afterEach(cleanup);

const row = (file: TalentFile) => {
  render(
    <MantineProvider>
      <MemoryRouter>
        <ul>
          <ServerFileRow file={file} />
        </ul>
      </MemoryRouter>
    </MantineProvider>,
  );
  return screen.getByTestId('talent-file');
};

describe('file outcomes', () => {
  it('batch progress: a file waiting or being read says so in words', () => {
    expect(row(talentFile({ file_name: 'a.pdf', state: 'queued' }))).toHaveTextContent('Queued');
    cleanup();
    expect(row(talentFile({ file_name: 'a.pdf', state: 'parsing' }))).toHaveTextContent('Reading…');
  });

  it('merge by e-mail: created and merged rows name their outcome and link to the profile', () => {
    const created = row(
      talentFile({ state: 'done', outcome: 'created', candidate_id: 42, candidate_name: 'Asha Rao' }),
    );
    expect(within(created).getByText('Created')).toBeVisible();
    expect(within(created).getByRole('link', { name: 'Open profile: Asha Rao' })).toHaveAttribute(
      'href',
      '/my-talent-profile/42',
    );
    cleanup();
    const merged = row(
      talentFile({ state: 'done', outcome: 'merged', candidate_id: 9, candidate_name: 'Ben' }),
    );
    expect(within(merged).getByText('Merged into existing profile (same e-mail)')).toBeVisible();
    expect(within(merged).getByRole('link', { name: 'Open profile: Ben' })).toHaveAttribute(
      'href',
      '/my-talent-profile/9',
    );
  });

  it('needs review: the row lists the fields to check with their reasons and links to the profile', () => {
    const review = row(
      talentFile({
        state: 'done',
        outcome: 'needs_review',
        candidate_id: 3,
        candidate_name: 'Carla',
        review: [
          { field: 'email', reason: 'Two e-mail addresses were found.' },
          { field: 'experience', reason: 'Dates could not be read.' },
        ],
      }),
    );
    expect(within(review).getByText('Needs review')).toBeVisible();
    const reasons = within(review).getByRole('list', { name: 'To check in cv.pdf' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['E-mail: Two e-mail addresses were found.', 'Experience: Dates could not be read.']);
    expect(within(review).getByRole('link', { name: 'Open profile: Carla' })).toBeVisible();
  });

  it('refused files: a failed row says why in words and has no profile link', () => {
    const failed = row(
      talentFile({
        file_name: 'scan.heic',
        kind: null,
        state: 'done',
        outcome: 'failed',
        reason: 'unsupported_type',
        reason_message: talentFailureMessages.unsupported_type,
      }),
    );
    expect(within(failed).getByText('Failed')).toBeVisible();
    expect(within(failed).getByText(talentFailureMessages.unsupported_type)).toBeVisible();
    expect(within(failed).queryByRole('link')).not.toBeInTheDocument();
  });

  it('candidate CSV: the row shows its row counts and the first refused rows with their line numbers', () => {
    const csv = row(
      talentFile({
        file_name: 'candidates.csv',
        kind: 'csv',
        state: 'done',
        outcome: 'created',
        rows: {
          created: 120,
          merged: 4,
          failed: 2,
          problems: [
            { line: 14, message: 'Enter a valid e-mail address' },
            { line: 30, message: 'Enter a name' },
          ],
        },
      }),
    );
    expect(within(csv).getByText('Rows: 120 created · 4 merged · 2 failed')).toBeVisible();
    const problems = within(csv).getByRole('list', { name: 'Refused rows' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Line 14: Enter a valid e-mail address', 'Line 30: Enter a name']);
  });
});
