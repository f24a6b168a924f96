import type { Activity } from '@talvio/contracts/activity';
import type { JobCandidateList, JobCandidateSummary } from '@talvio/contracts/interviews';
import type { ResumeText, UpdateCandidateInput } from '@talvio/contracts/talent';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userKeys } from '../../../lib/query-keys.ts';
import { candidateProfile, renderPage, respond, where } from '../test-fixtures.tsx';
import { Component as TalentProfilePage } from './talent-profile-page.tsx';

const page = (id: string | number) =>
  renderPage(`/my-talent-profile/${id}`, {
    '/my-talent-profile/:id': <TalentProfilePage />,
    '/my-talent-pool': <p>Talent pool page</p>,
  });

const flagged = candidateProfile({
  review: [
    { field: 'email', reason: 'Two e-mail addresses were found; the first was kept.' },
    { field: 'experience', reason: 'The dates of one role could not be read.' },
  ],
});

const interview = (overrides: Partial<JobCandidateSummary>): JobCandidateSummary => ({
  id: 7,
  job: { id: 3, title: 'Ward Nurse' },
  candidate: { id: 42, name: 'Asha Rao', email: 'asha@example.com' },
  source: 'invitation',
  status: 'evaluated',
  decision: 'shortlisted',
  score: 81,
  recommendation: 'strong_yes',
  answered: 3,
  question_count: 3,
  invited_at: '2026-11-20T10:00:00.000Z',
  last_sent_at: '2026-11-20T10:00:00.000Z',
  started_at: '2026-11-21T10:00:00.000Z',
  completed_at: '2026-11-21T10:20:00.000Z',
  expires_at: '2026-11-27T10:00:00.000Z',
  reminders_sent: 0,
  invited_by: null,
  ...overrides,
});

/** The profile's interviews, as GET /job-candidates?candidate_id=42 answers. */
let interviews: JobCandidateSummary[] = [];
const interviewList = (): JobCandidateList => ({
  items: interviews,
  total: interviews.length,
  page: 1,
  page_size: 100,
  status_counts: {},
});

/** The profile's history, as GET /activities?subject_type=candidate&subject_id=42 answers. */
let history: Activity[] = [];

/** The résumé as read, as GET /candidates/42/resume/text answers. */
const resumeLines = [
  'Asha Rao',
  'asha@example.com',
  'Experience',
  'Staff Nurse, City Hospital',
  'Skills: Triage, Wound care',
];
const resumeText: ResumeText = (() => {
  const text = resumeLines.join('\n');
  const at = (
    field: ResumeText['sources'][number]['field'],
    value: string,
    quote: string,
    confidence = 0.9,
  ) => ({
    field,
    value,
    start: text.indexOf(quote),
    end: text.indexOf(quote) + quote.length,
    confidence,
  });
  return {
    text,
    ocr: false,
    sources: [
      at('name', 'Asha Rao', 'Asha Rao'),
      at('experience', 'Staff Nurse · City Hospital', 'Staff Nurse, City Hospital', 0.5),
      at('skills', 'Wound care', 'Wound care'),
    ],
  };
})();

/** PATCH bodies sent, and the fetch stub answering GET with `profile` and PATCH with `onPatch`. */
function serve(onPatch: (input: UpdateCandidateInput) => Response = () => respond(200, candidateProfile())) {
  const patches: UpdateCandidateInput[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PATCH') {
      const input = JSON.parse(String(init.body)) as UpdateCandidateInput;
      patches.push(input);
      return onPatch(input);
    }
    if (init?.method === 'DELETE') return respond(204);
    if (url === '/api/candidates/42') return respond(200, flagged);
    if (url === '/api/candidates/42/resume/text') return respond(200, resumeText);
    if (url === '/api/job-candidates?candidate_id=42&page_size=100') return respond(200, interviewList());
    if (url === '/api/activities?subject_type=candidate&subject_id=42&limit=50')
      return respond(200, { items: history, next_cursor: null });
    return respond(404, { status: 404, code: 'not_found', detail: 'No such candidate.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { patches, fetchMock };
}

beforeEach(() => {
  localStorage.clear();
  interviews = [];
  history = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('talent profile', () => {
  it("a profile's interviews: each interview shows its job, status, score, the AI's recommendation and the decision, linked to its result", async () => {
    interviews = [
      interview({}),
      interview({
        id: 8,
        job: { id: 4, title: 'Night Sister' },
        status: 'invited',
        decision: 'none',
        score: null,
        recommendation: null,
      }),
    ];
    serve();
    page(42);
    const section = await screen.findByRole('region', { name: 'Interviews' });
    const rows = await within(section).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/Ward Nurse.*Evaluated.*81.*Strong yes.*Shortlisted/);
    expect(within(rows[1]!).getByRole('link', { name: 'Interview details' })).toHaveAttribute(
      'href',
      '/candidate-profile/7',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Ward Nurse' })).toHaveAttribute('href', '/jobs/3');
    expect(rows[2]).toHaveTextContent(/Night Sister.*Invited/);
  });

  it('profile history: each save shows what changed, who changed it and when; a profile nobody changed says so', async () => {
    history = [
      {
        id: 5,
        verb: 'candidate.updated',
        subject_type: 'candidate',
        subject_id: 42,
        summary: 'Changed the phone and the tags on the profile of Asha Rao.',
        details: { changes: ['phone', 'tags'] },
        actor: { id: 2, name: 'Mina Okafor' },
        created_at: new Date(Date.now() - 3 * 60_000).toISOString(),
      },
    ];
    serve();
    page(42);
    const section = await screen.findByRole('region', { name: 'History' });
    expect(
      await within(section).findByText('Changed the phone and the tags on the profile of Asha Rao.'),
    ).toBeVisible();
    expect(within(section).getByText(/Mina Okafor/)).toHaveTextContent('Mina Okafor · 3 minutes ago');

    cleanup();
    history = [];
    serve();
    page(42);
    const empty = await screen.findByRole('region', { name: 'History' });
    expect(
      await within(empty).findByText('Nobody has changed this profile since it was made.'),
    ).toBeVisible();
  });

  it("a profile's interviews: a candidate never invited says so and where to invite from", async () => {
    serve();
    page(42);
    const section = await screen.findByRole('region', { name: 'Interviews' });
    expect(await within(section).findByText(/Not invited to an interview yet/)).toBeVisible();
  });

  it('needs review: each flagged field is highlighted with "Check this" and its reason, and the top counts them', async () => {
    serve();
    page(42);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeVisible();
    const summary = screen.getByText('2 fields need checking').closest('[role="alert"], .mantine-Alert-root');
    expect(summary).toHaveTextContent('E-mail: Two e-mail addresses were found; the first was kept.');
    expect(summary).toHaveTextContent('Experience: The dates of one role could not be read.');

    const email = screen.getByRole('group', { name: 'E-mail' });
    expect(email).toHaveAttribute('data-review', 'check');
    expect(within(email).getByText('Check this')).toBeVisible();
    expect(within(email).getByText('Two e-mail addresses were found; the first was kept.')).toBeVisible();
    const work = screen.getByRole('group', { name: 'Work history' });
    expect(within(work).getByText('Check this')).toBeVisible();
    expect(within(work).getByText('Staff Nurse · City Hospital')).toBeVisible();
    expect(within(work).getByText(/– Present$/)).toBeVisible();

    // Fields nobody flagged carry no marker.
    const phone = screen.getByRole('group', { name: 'Phone' });
    expect(phone).not.toHaveAttribute('data-review');
    expect(within(phone).queryByText('Check this')).not.toBeInTheDocument();
  });

  it('fields show their source: comparing shows the résumé as read; pointing at a value marks where it came from', async () => {
    const { fetchMock } = serve();
    page(42);
    const compare = await screen.findByRole('button', { name: 'Compare with résumé' });
    expect(fetchMock).not.toHaveBeenCalledWith('/api/candidates/42/resume/text', expect.anything());
    fireEvent.click(compare);
    expect(compare).toHaveAttribute('aria-pressed', 'true');
    const text = await screen.findByRole('region', { name: 'Résumé text' });
    expect(text).toHaveTextContent('Staff Nurse, City Hospital');
    expect(text.querySelector('mark')).toBeNull();

    fireEvent.mouseEnter(screen.getByRole('group', { name: 'Name' }));
    expect(text.querySelector('mark')).toHaveTextContent(/^Asha Rao$/);
    expect(screen.getByText('From the résumé: “Asha Rao”')).toBeVisible();

    // A skill is its own target, and keyboard focus points as the mouse does.
    fireEvent.mouseLeave(screen.getByRole('group', { name: 'Name' }));
    const skill = screen.getByText('Wound care').closest('[data-sourced]')!;
    fireEvent.focus(skill);
    expect(text.querySelector('mark')).toHaveTextContent(/^Wound care$/);

    // The pointer wins while it is over something; leaving it shows the focused value again.
    fireEvent.mouseEnter(screen.getByRole('group', { name: 'Name' }));
    expect(text.querySelector('mark')).toHaveTextContent(/^Asha Rao$/);
    fireEvent.mouseLeave(screen.getByRole('group', { name: 'Name' }));
    expect(text.querySelector('mark')).toHaveTextContent(/^Wound care$/);
    fireEvent.blur(skill);

    // An entry the parser was unsure of is marked as such, and says so in words.
    fireEvent.mouseEnter(screen.getByText('Staff Nurse · City Hospital').closest('[data-sourced]')!);
    const mark = text.querySelector('mark');
    expect(mark).toHaveTextContent('Staff Nurse, City Hospital');
    expect(mark).toHaveAttribute('data-confidence', 'unsure');
    expect(screen.getByText(/the parser was unsure: check it/)).toBeVisible();

    // A value without a source (the phone) points nowhere.
    expect(screen.getByRole('group', { name: 'Phone' })).not.toHaveAttribute('data-sourced');
    fireEvent.mouseLeave(screen.getByText('Staff Nurse · City Hospital').closest('[data-sourced]')!);
    expect(text.querySelector('mark')).toBeNull();
  });

  it('kept fields: marking a field as checked sends it unchanged, and the answer clears its marker', async () => {
    const { patches } = serve(() => respond(200, { ...flagged, review: flagged.review.slice(1) }));
    page(42);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as checked: E-mail' }));
    await waitFor(() => expect(screen.getByText('1 field needs checking')).toBeVisible());
    expect(patches).toEqual([{ email: 'asha@example.com' }]);
    expect(
      within(screen.getByRole('group', { name: 'E-mail' })).queryByText('Check this'),
    ).not.toBeInTheDocument();
  });

  it('editing a profile: fields are checked as the server checks them, and nothing is sent until they are right', async () => {
    const { patches } = serve();
    page(42);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit the profile of Asha Rao' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: '   ' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'E-mail' }), { target: { value: 'asha@' } });
    const first = within(form).getByRole('group', { name: 'Experience 1' });
    fireEvent.change(within(first).getByRole('textbox', { name: 'Start' }), {
      target: { value: 'March 2019' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await within(form).findByText('Enter a name')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      /Enter a valid e-mail address/,
    );
    expect(within(first).getByRole('textbox', { name: 'Start' })).toHaveAccessibleDescription(
      'Use YYYY-MM or YYYY',
    );

    // Profile e-mail: a profile that has an e-mail keeps one.
    fireEvent.change(within(form).getByRole('textbox', { name: 'E-mail' }), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
        /A profile keeps its e-mail once it has one; enter the new address instead\./,
      ),
    );
    expect(patches).toEqual([]);
  });

  it('profile e-mail: an address another profile has is shown at the e-mail field; only the changed fields are sent', async () => {
    const taken = () =>
      respond(409, {
        status: 409,
        code: 'candidate_email_taken',
        detail: 'email: Another profile in your organisation has this e-mail.',
        field: 'email',
      });
    let answer = taken;
    const { patches } = serve(() => answer());
    page(42);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit the profile of Asha Rao' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'ben@example.com' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add education' }));
    const added = within(form).getByRole('group', { name: 'Education 2' });
    fireEvent.change(within(added).getByRole('textbox', { name: 'Institution' }), {
      target: { value: 'Open University' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
        /Another profile in your organisation has this e-mail\./,
      ),
    );
    expect(patches[0]).toEqual({
      email: 'ben@example.com',
      education: [
        { institution: 'Pune Nursing College', degree: 'BSc Nursing', end: '2014' },
        { institution: 'Open University', degree: '', end: null },
      ],
    });

    answer = () => respond(200, candidateProfile({ email: 'ben2@example.com' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'ben2@example.com' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('link', { name: 'ben2@example.com' })).toBeVisible();
    expect(screen.queryByText(/fields? needs? checking/)).not.toBeInTheDocument();
  });

  it('missing things: an unknown profile says it does not exist and links back to the talent pool', async () => {
    serve();
    page(999);
    expect(await screen.findByText('This profile does not exist')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to My Talent Pool' })).toHaveAttribute(
      'href',
      '/my-talent-pool',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    cleanup();
    page('abc');
    expect(screen.getByText('This profile does not exist')).toBeVisible();
  });

  it('delete is erase: an admin erases from the profile page; the confirmation names the résumé file, then the page shows the erased state', async () => {
    let erased = false;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/candidates/42/erase' && init?.method === 'POST') {
        erased = true;
        return respond(204);
      }
      if (url === '/api/candidates/42')
        return respond(
          200,
          erased
            ? candidateProfile({
                name: 'Erased candidate',
                email: null,
                resume: null,
                erased: {
                  erased_at: '2026-12-01T10:00:00.000Z',
                  reason: 'request',
                  erased_by: { id: 5, name: 'Ada Admin' },
                },
              })
            : flagged,
        );
      if (url === '/api/job-candidates?candidate_id=42&page_size=100') return respond(200, interviewList());
      if (url === '/api/activities?subject_type=candidate&subject_id=42&limit=50')
        return respond(200, { items: history, next_cursor: null });
      return respond(404, { status: 404, code: 'not_found', detail: 'No such candidate.' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { client } = page(42);
    client.setQueryData(userKeys.current(), { id: 5, name: 'Ada Admin', is_admin: true });
    expect(screen.queryByRole('button', { name: 'Delete profile' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Erase candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase this candidate?' });
    expect(dialog).toHaveTextContent('the résumé file (asha.pdf) and its text as read');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase candidate' }));
    expect(await screen.findByText("This candidate's data was erased")).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Erased candidate' })).toBeVisible();
    expect(screen.getByText(/by Ada Admin/)).toBeVisible();
    expect(screen.queryByText('asha@example.com')).not.toBeInTheDocument();
    expect(where.path).toBe('/my-talent-profile/42');
  });
});
