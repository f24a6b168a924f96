import { MantineProvider } from '@mantine/core';
import type { CandidateProfile, TalentBatchDetail, TalentFile } from '@talvio/contracts/talent';
import type { CurrentUser } from '@talvio/contracts/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** Test data and rendering for the talent screens' tests. */

export function talentFile(overrides: Partial<TalentFile> = {}): TalentFile {
  return {
    id: 1,
    batch_id: 7,
    file_name: 'cv.pdf',
    size_bytes: 120_000,
    kind: 'pdf',
    state: 'queued',
    outcome: null,
    reason: null,
    reason_message: null,
    candidate_id: null,
    candidate_name: null,
    review: [],
    ocr: false,
    rows: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function batchDetail(
  files: TalentFile[],
  overrides: Partial<TalentBatchDetail> = {},
): TalentBatchDetail {
  const count = (test: (f: TalentFile) => boolean) => files.filter(test).length;
  return {
    id: 7,
    created_at: '2026-11-20T09:59:00.000Z',
    created_by_name: 'Priya Staff',
    counts: {
      total: files.length,
      queued: count((f) => f.state === 'queued'),
      parsing: count((f) => f.state === 'parsing'),
      created: count((f) => f.outcome === 'created'),
      merged: count((f) => f.outcome === 'merged'),
      needs_review: count((f) => f.outcome === 'needs_review'),
      failed: count((f) => f.outcome === 'failed'),
    },
    finished: files.every((f) => f.state === 'done'),
    files,
    as_of: '2026-11-20T10:05:00.000Z',
    ...overrides,
  };
}

export function candidateProfile(overrides: Partial<CandidateProfile> = {}): CandidateProfile {
  return {
    id: 42,
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    location: 'Pune, India',
    headline: 'Staff nurse',
    summary: 'Ten years on surgical wards.',
    links: ['https://www.linkedin.com/in/asha'],
    skills: ['Triage', 'Wound care'],
    experience: [
      {
        title: 'Staff Nurse',
        company: 'City Hospital',
        start: '2019-03',
        end: null,
        description: 'Night shifts on the surgical ward.',
      },
    ],
    education: [{ institution: 'Pune Nursing College', degree: 'BSc Nursing', end: '2014' }],
    languages: ['English', 'Marathi'],
    certifications: ['BLS'],
    total_years: 10,
    tags: ['night shift'],
    notes: '',
    source: 'upload',
    review: [],
    resume: {
      file_name: 'asha.pdf',
      kind: 'pdf',
      size_bytes: 240_000,
      uploaded_at: '2026-11-20T10:00:00.000Z',
    },
    created_at: '2026-11-20T10:01:00.000Z',
    updated_at: '2026-11-20T10:01:00.000Z',
    ...overrides,
  };
}

/** A JSON (or problem+json) answer. */
export function respond(status: number, body?: unknown) {
  if (status === 204) return new Response(null, { status });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });
}

/** Where the router is, for assertions on the URL. */
export const where = { path: '', search: '' };
function Where() {
  const location = useLocation();
  where.path = location.pathname;
  where.search = location.search;
  return null;
}

/** A page at `url`, with the app's providers (no retries) and stand-ins for the pages it links to. */
export function renderPage(url: string, routes: Record<string, ReactNode>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <MemoryRouter initialEntries={[url]}>
          <Where />
          <Routes>
            {Object.entries(routes).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

/** The signed-in staff member, an admin or not. */
export const currentUser = (isAdmin: boolean): CurrentUser => ({
  id: 5,
  name: 'Ada Admin',
  email: 'ada@example.com',
  is_admin: isAdmin,
  is_active: true,
  onboarded: true,
  organisation_id: 1,
  organisation_name: 'Acme',
  organisation_logo: null,
  talvio_credits: 0,
  billing_period_start: null,
  billing_period_end: null,
  currency: 'INR',
  created_date: '2026-01-01T00:00:00.000Z',
  created_by: null,
  updated_date: '2026-01-01T00:00:00.000Z',
});
