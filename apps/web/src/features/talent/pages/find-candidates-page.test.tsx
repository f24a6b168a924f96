import type { InvitationCount, InvitationResult } from '@talvio/contracts/interviews';
import type { JobList, JobStatus } from '@talvio/contracts/jobs';
import type { RankedCandidate, RankingCriterion, TalentRanking } from '@talvio/contracts/talent-ranking';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { candidateProfile, renderPage, respond, where } from '../test-fixtures.tsx';
import { Component as FindCandidatesPage } from './find-candidates-page.tsx';

const page = (url = '/find-candidates') =>
  renderPage(url, {
    '/find-candidates': <FindCandidatesPage />,
    '/upload-talent': <p>Upload talent page</p>,
    '/my-job/new': <p>New job page</p>,
  });

const job = (id: number, title: string, status: JobStatus) =>
  ({ id, title, status, department: null }) as JobList['items'][number];

const criterion = (
  overrides: Partial<RankingCriterion> & Pick<RankingCriterion, 'key'>,
): RankingCriterion => ({
  weight: 20,
  points: 20,
  summary: '',
  skills: [],
  evidence: [],
  ...overrides,
});

const ana: RankedCandidate = {
  candidate_id: 11,
  name: 'Ana Souza',
  email: 'ana@example.com',
  headline: 'Backend engineer',
  location: 'Berlin, Germany',
  total_years: 8,
  score: 91,
  criteria: [
    criterion({
      key: 'required_skills',
      weight: 50,
      points: 47.5,
      summary: '1 of 2 required skills shown in the work history or summary, 1 related, 0 missing.',
      skills: [
        {
          skill: 'PostgreSQL',
          status: 'used',
          via: null,
          evidence: { field: 'experience', entry: 1, text: 'Payment services in Go on PostgreSQL.' },
        },
        {
          skill: 'Go',
          status: 'used',
          via: null,
          evidence: { field: 'experience', entry: 1, text: 'Payment services in Go on PostgreSQL.' },
        },
        {
          skill: 'Kubernetes',
          status: 'related',
          via: 'Docker',
          evidence: { field: 'skills', entry: null, text: 'Docker' },
        },
        { skill: 'Kafka', status: 'missing', via: null, evidence: null },
      ],
    }),
    criterion({
      key: 'title',
      weight: 25,
      points: 25,
      summary: 'Closest role to "Backend Engineer": Senior Backend Engineer · Payly (2021-03 – present).',
      evidence: [
        { field: 'experience', entry: 1, text: 'Senior Backend Engineer · Payly (2021-03 – present)' },
      ],
    }),
    criterion({
      key: 'experience',
      points: 14,
      summary: 'About 5 years in roles like this one; the job asks for 5+.',
    }),
    criterion({
      key: 'nice_to_have_skills',
      weight: 0,
      points: 0,
      summary: 'The job names no nice-to-have skills.',
    }),
    criterion({
      key: 'location',
      weight: 5,
      points: 4.5,
      summary: 'In Berlin, where the job is.',
      evidence: [{ field: 'location', entry: null, text: 'Berlin, Germany' }],
    }),
  ],
  invitation: null,
  earlier_interview: null,
  ai_review: null,
};
const ben: RankedCandidate = {
  ...ana,
  candidate_id: 12,
  name: 'Ben Okafor',
  email: 'ben@example.com',
  score: 64,
  earlier_interview: {
    job_id: 3,
    job_title: 'Platform Engineer',
    score: 82,
    decision: 'shortlisted',
    completed_at: '2026-10-02T09:00:00.000Z',
  },
};
const chen: RankedCandidate = { ...ana, candidate_id: 13, name: 'Chen Li', email: null, score: 52 };
const dana: RankedCandidate = {
  ...ana,
  candidate_id: 14,
  name: 'Dana Kim',
  email: 'dana@example.com',
  score: 40,
  invitation: { job_candidate_id: 90, status: 'completed' },
};

const ranking = (overrides: Partial<TalentRanking> = {}): TalentRanking => ({
  job: { id: 5, title: 'Backend Engineer', status: 'open' },
  items: [ana, ben, chen, dana],
  considered: 4,
  considered_cap: 300,
  ai_rerank_available: false,
  ai_rerank: null,
  pool_size: 9,
  total: 4,
  page: 1,
  page_size: 25,
  ...overrides,
});

const allowance = (remaining: number): InvitationCount => ({
  used: 10 - remaining,
  total: 10,
  remaining,
  plan: 'starter',
  period_start: null,
  period_end: null,
  completed: 0,
  average_score: null,
});

/** The answers of the fake server, and the requests it was sent. */
let jobs: JobList['items'] = [];
let answerRanking: (query: URLSearchParams) => Response;
let answerInvite: (body: { candidates: { name: string; email: string }[]; message?: string }) => Response;
let remaining = 10;
const asked: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];

beforeEach(() => {
  asked.length = 0;
  jobs = [
    job(4, 'Pastry Chef', 'draft'),
    job(5, 'Backend Engineer', 'open'),
    job(6, 'Closed role', 'closed'),
  ];
  answerRanking = () => respond(200, ranking());
  remaining = 10;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const parsed = new URL(url, 'http://test');
      const path = parsed.pathname.replace(/^\/api/, '');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      asked.push({ method, path, query: parsed.searchParams, body });
      if (path === '/jobs') return respond(200, { items: jobs, total: jobs.length, page: 1, pageSize: 100 });
      if (path === '/talent/ranking') return answerRanking(parsed.searchParams);
      if (path === '/job-candidates/invitations/current/count') return respond(200, allowance(remaining));
      if (path === '/jobs/5/candidates/invitations' && method === 'POST') return answerInvite(body);
      const profile = /^\/candidates\/(\d+)$/.exec(path);
      if (profile)
        return respond(
          200,
          candidateProfile({
            id: Number(profile[1]),
            experience: [
              {
                title: 'Backend Developer',
                company: 'Shoply',
                start: '2017-01',
                end: '2020-12',
                description: '',
              },
              {
                title: 'Senior Backend Engineer',
                company: 'Payly',
                start: '2021-03',
                end: null,
                description: 'Payment services in Go on PostgreSQL.',
              },
            ],
          }),
        );
      return respond(404, { title: 'Not found', status: 404, detail: `No ${path}` });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rows = () => screen.getAllByTestId('ranked-candidate');
const rowOf = (name: string) => {
  const row = rows().find((r) => within(r).queryByRole('link', { name }));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

/** The longer journeys (a dialog, a send, a refresh) need more than the default 5 s on a busy machine. */
const journey = 15_000;

describe('find candidates page', () => {
  it(
    'ranked against a job: the job picker lists open jobs first and the choice is kept in the address',
    async () => {
      page();
      expect(await screen.findByText('Choose a job')).toBeVisible();
      const picker = screen.getByRole('combobox', { name: 'Job' });
      await waitFor(() => expect(picker).toHaveAttribute('placeholder', 'Choose a job'));
      fireEvent.click(picker);
      // (Mantine's dropdown is still fading in: its options are in the document but not yet shown.)
      const options = await screen.findAllByRole('option', { hidden: true });
      expect(options.map((o) => o.textContent)).toEqual(['Backend Engineer', 'Pastry Chef', 'Closed role']);
      fireEvent.click(screen.getByRole('option', { name: 'Backend Engineer', hidden: true }));
      await waitFor(() => expect(where.search).toBe('?job=5'));
      expect(await screen.findByRole('list', { name: 'Profiles ranked for Backend Engineer' })).toBeVisible();
      const ranked = asked.find((r) => r.path === '/talent/ranking');
      expect(ranked?.query.get('job_id')).toBe('5');
      expect(ranked?.query.get('page_size')).toBe('25');

      // Each row: its place, the profile's link, the score as a number, the points per criterion.
      const first = rowOf('Ana Souza');
      expect(within(first).getByText('#1')).toBeVisible();
      expect(within(first).getByRole('link', { name: 'Ana Souza' })).toHaveAttribute(
        'href',
        '/my-talent-profile/11',
      );
      expect(first).toHaveTextContent('91 of 100');
      expect(first).toHaveTextContent('Required skills: 47.5 of 50 points');
      expect(first).toHaveTextContent('Berlin, Germany · 8 years');
      // A job without nice-to-have skills shows no share for them.
      expect(first).not.toHaveTextContent('Nice-to-have');
      expect(within(rowOf('Ben Okafor')).getByText('#2')).toBeVisible();
    },
    journey,
  );

  it('earlier interviews shown, not scored: a line under the profile, apart from the score', async () => {
    page('/find-candidates?job=5');
    const row = await waitFor(() => rowOf('Ben Okafor'));
    expect(within(row).getByTestId('earlier-interview')).toHaveTextContent(
      'Interviewed for Platform Engineer: 82/100, shortlisted',
    );
    expect(row).toHaveTextContent('64 of 100');
    expect(within(rowOf('Ana Souza')).queryByTestId('earlier-interview')).toBeNull();
  });

  it('who is scored: the page says how many were scored out of the pool and that personal details are never used', async () => {
    page('/find-candidates?job=5');
    const scope = await screen.findByTestId('ranking-scope');
    expect(scope).toHaveTextContent('4 of the 9 profiles in your pool were scored for “Backend Engineer”');
    expect(scope).toHaveTextContent('Names, e-mails and other personal details');
    expect(scope).toHaveTextContent('never used in the score');
  });

  it('who is scored: no job, an empty pool, and no profile sharing a word with the job each say what to do', async () => {
    jobs = [];
    const first = page();
    expect(await screen.findByText('No jobs yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create a job' })).toHaveAttribute('href', '/my-job/new');
    first.unmount();

    jobs = [job(5, 'Backend Engineer', 'open')];
    answerRanking = () => respond(200, ranking({ items: [], considered: 0, pool_size: 0, total: 0 }));
    const second = page('/find-candidates?job=5');
    expect(await screen.findByText('Your talent pool is empty')).toBeVisible();
    expect(screen.getByRole('link', { name: /Upload talent/ })).toHaveAttribute('href', '/upload-talent');
    second.unmount();

    answerRanking = () => respond(200, ranking({ items: [], considered: 0, pool_size: 9, total: 0 }));
    page('/find-candidates?job=5');
    expect(await screen.findByText('No profile shares a word with this job')).toBeVisible();
    expect(screen.getByText(/None of the 9 profiles in your pool/)).toBeVisible();
  });

  it(
    'every point explained: expanding a row shows each criterion’s points, sentence, quoted lines with where they came from, and the skills by status',
    async () => {
      page('/find-candidates?job=5');
      const row = await screen.findByText('#1').then(() => rowOf('Ana Souza'));
      const why = within(row).getByRole('button', { name: /Why Ana Souza scores 91/ });
      expect(why).toHaveAttribute('aria-expanded', 'false');
      // The keyboard opens it: a real button.
      why.focus();
      fireEvent.click(why);
      expect(why).toHaveAttribute('aria-expanded', 'true');
      const panel = within(row).getByRole('region', { name: 'Why Ana Souza scores 91' });
      expect(why).toHaveAttribute('aria-controls', panel.id);

      const skills = within(panel).getByRole('region', { name: 'Required skills' });
      expect(skills).toHaveTextContent('47.5 / 50');
      expect(skills).toHaveTextContent('1 of 2 required skills shown in the work history or summary');
      // Chips carry words, not only a colour.
      const chips = within(skills).getByRole('list', { name: 'Required skills of the job' });
      expect(chips).toHaveTextContent('PostgreSQL · used');
      expect(chips).toHaveTextContent('Kubernetes · related via Docker');
      expect(chips).toHaveTextContent('Kafka · missing');
      // Each line quoted, with where it came from: the role named once the work history has arrived.
      expect(skills).toHaveTextContent('“Payment services in Go on PostgreSQL.”');
      // Skills shown on the same line are named together.
      await waitFor(() =>
        expect(skills).toHaveTextContent(
          'PostgreSQL, Go — Role 2 · Senior Backend Engineer · Payly (2021-03 – present)',
        ),
      );
      expect(skills).toHaveTextContent('Kubernetes — Skills list');
      expect(skills).toHaveTextContent('“Docker”');

      const role = within(panel).getByRole('region', { name: 'Role' });
      expect(role).toHaveTextContent('25 / 25');
      expect(role).toHaveTextContent('Closest role to "Backend Engineer"');
      expect(role).toHaveTextContent('Role 2“Senior Backend Engineer · Payly (2021-03 – present)”');
      expect(within(panel).getByRole('region', { name: 'Location' })).toHaveTextContent('“Berlin, Germany”');
      // A job without nice-to-have skills: their share counts under the required skills, and has no card.
      expect(within(panel).queryByRole('region', { name: 'Nice-to-have skills' })).toBeNull();
      expect(skills).toHaveTextContent('The job names no nice-to-have skills, so their share counts here.');
      const legend = within(panel).getByRole('list', { name: 'What the skill chips mean' });
      for (const words of ['used', 'mentioned', 'only listed', 'related', 'missing'])
        expect(legend).toHaveTextContent(words);

      fireEvent.click(why);
      expect(within(row).queryByRole('region', { name: /Why Ana Souza/ })).toBeNull();
    },
    journey,
  );

  it(
    'invite from the ranking: chosen candidates are invited in one step, the outcome is shown, and the rows then show their invitation',
    async () => {
      answerInvite = (body) => {
        const result: InvitationResult = {
          invited: 1,
          already_invited: 1,
          results: [
            {
              email: 'ana@example.com',
              name: 'Ana Souza',
              outcome: 'invited',
              job_candidate_id: 101,
              candidate_id: 11,
            },
            {
              email: 'ben@example.com',
              name: 'Ben Okafor',
              outcome: 'already_invited',
              job_candidate_id: 102,
              candidate_id: 12,
            },
          ],
          allowance: allowance(9),
        };
        expect(body.candidates).toEqual([
          { name: 'Ana Souza', email: 'ana@example.com' },
          { name: 'Ben Okafor', email: 'ben@example.com' },
        ]);
        expect(body.message).toBe('We loved your Go work.');
        answerRanking = () =>
          respond(
            200,
            ranking({
              items: [
                { ...ana, invitation: { job_candidate_id: 101, status: 'invited' } },
                { ...ben, invitation: { job_candidate_id: 102, status: 'started' } },
                chen,
                dana,
              ],
            }),
          );
        return respond(201, result);
      };
      page('/find-candidates?job=5');
      await screen.findByText('#1');

      // No e-mail: cannot be chosen, and says why.
      const noEmail = within(rowOf('Chen Li')).getByRole('checkbox', { name: 'Select Chen Li' });
      expect(noEmail).toBeDisabled();
      expect(noEmail).toHaveAccessibleDescription(/No e-mail address/);
      // Already invited: its invitation instead of a checkbox, linked to the interview.
      expect(within(rowOf('Dana Kim')).queryByRole('checkbox')).toBeNull();
      expect(within(rowOf('Dana Kim')).getByRole('link', { name: /Invitation: Completed/ })).toHaveAttribute(
        'href',
        '/candidate-profile/90',
      );

      const invite = screen.getByRole('button', { name: 'Invite to the interview' });
      expect(invite).toBeDisabled();
      fireEvent.click(within(rowOf('Ana Souza')).getByRole('checkbox', { name: 'Select Ana Souza' }));
      fireEvent.click(within(rowOf('Ben Okafor')).getByRole('checkbox', { name: 'Select Ben Okafor' }));
      expect(screen.getByText('2 candidates selected')).toBeVisible();
      fireEvent.click(screen.getByRole('button', { name: 'Invite 2 to the interview' }));

      const dialog = await screen.findByRole('dialog', { name: 'Invite 2 candidates to “Backend Engineer”' });
      expect(within(dialog).getByRole('list', { name: 'Candidates to invite' })).toHaveTextContent(
        'ana@example.com',
      );
      expect(
        await within(dialog).findByText(/Uses 2 of your remaining 10 interviews this period/),
      ).toBeVisible();
      fireEvent.change(within(dialog).getByLabelText('Personal message (optional)'), {
        target: { value: 'We loved your Go work.' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send 2 invitations' }));

      const outcome = await within(dialog).findByRole('status');
      expect(outcome).toHaveTextContent('Invited 1 candidate.');
      expect(outcome).toHaveTextContent('1 candidate already had a pending invitation to this job');
      expect(within(outcome).getByRole('link', { name: 'Ben Okafor' })).toHaveAttribute(
        'href',
        '/candidate-profile/102',
      );
      expect(asked.filter((r) => r.method === 'POST')).toHaveLength(1);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

      await waitFor(() =>
        expect(within(rowOf('Ana Souza')).getByRole('link', { name: /Invitation: Invited/ })).toHaveAttribute(
          'href',
          '/candidate-profile/101',
        ),
      );
      expect(within(rowOf('Ana Souza')).queryByRole('checkbox')).toBeNull();
      await waitFor(() => expect(within(rowOf('Ben Okafor')).queryByRole('checkbox')).toBeNull());
      expect(screen.getByText('None selected')).toBeVisible();
    },
    journey,
  );

  it(
    'invite from the ranking: with the interview allowance used up, nothing is sent and the plan can be upgraded',
    async () => {
      remaining = 0;
      answerInvite = () =>
        respond(402, {
          title: 'Interview allowance used',
          status: 402,
          code: 'interview_allowance_exhausted',
          detail: 'Your Starter plan has no interviews left this period.',
        });
      page('/find-candidates?job=5');
      await screen.findByText('#1');
      fireEvent.click(within(rowOf('Ana Souza')).getByRole('checkbox', { name: 'Select Ana Souza' }));
      fireEvent.click(screen.getByRole('button', { name: 'Invite 1 to the interview' }));
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByText(/That is more than you have left/)).toBeVisible();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send 1 invitation' }));
      const alert = await within(dialog).findByRole('alert', { name: /No interviews left this period/ });
      expect(alert).toHaveTextContent('Your Starter plan has no interviews left this period.');
      expect(within(alert).getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute(
        'href',
        '/change-plan',
      );
      expect(screen.getByText('1 candidate selected')).toBeInTheDocument();
    },
    journey,
  );

  it(
    'AI re-rank: offered with the openai engine; asked for, the order and each review come from the model, the local score stays, and the way back is one click',
    async () => {
      answerRanking = (query) =>
        query.get('rerank') === 'ai'
          ? respond(
              200,
              ranking({
                ai_rerank_available: true,
                ai_rerank: { model: 'gpt-test', reviewed: 2, failure: null },
                items: [
                  {
                    ...ben,
                    ai_review: {
                      score: 88,
                      criteria: [{ key: 'title', quote: 'Backend engineer', reason: 'Same line of work.' }],
                    },
                  },
                  { ...ana, ai_review: { score: 70, criteria: [] } },
                ],
                total: 2,
              }),
            )
          : respond(200, ranking({ ai_rerank_available: true }));
      page('/find-candidates?job=5');
      fireEvent.click(await screen.findByRole('button', { name: 'Re-rank the top 4 with AI' }));
      await waitFor(() => expect(where.search).toBe('?job=5&rerank=ai'));
      expect(await screen.findByTestId('ai-rerank')).toHaveTextContent(
        'The best 2 profiles were re-ranked by gpt-test',
      );
      expect(asked.at(-1)?.query.get('rerank')).toBe('ai');
      expect(within(rows()[0]!).getByText('#1')).toBeVisible();
      const first = rowOf('Ben Okafor');
      expect(within(first).getByTestId('ai-review')).toHaveTextContent('AI review: 88/100');
      expect(first).toHaveTextContent('64 of 100');
      fireEvent.click(within(first).getByRole('button', { name: /Why/ }));
      expect(await within(first).findByText(/“Backend engineer” — Same line of work\./)).toBeVisible();

      fireEvent.click(screen.getByRole('button', { name: 'Back to the local ranking' }));
      await waitFor(() => expect(where.search).toBe('?job=5'));
      expect(await screen.findByRole('button', { name: 'Re-rank the top 4 with AI' })).toBeVisible();
    },
    journey,
  );

  it('AI re-rank: not offered with the local engine; a failed re-rank says why and shows the local order', async () => {
    page('/find-candidates?job=5');
    await waitFor(() => rowOf('Ana Souza'));
    expect(screen.queryByRole('button', { name: /Re-rank/ })).toBeNull();
    cleanup();

    answerRanking = () =>
      respond(
        200,
        ranking({
          ai_rerank_available: true,
          ai_rerank: { model: 'gpt-test', reviewed: 0, failure: 'The AI endpoint timed out.' },
        }),
      );
    page('/find-candidates?job=5&rerank=ai');
    expect(await screen.findByText('The AI re-rank gave nothing')).toBeVisible();
    expect(screen.getByText(/The AI endpoint timed out\. The local ranking is shown\./)).toBeVisible();
  });

  it('invite from the ranking: a job that is not open cannot invite, and says why', async () => {
    answerRanking = () => respond(200, ranking({ job: { id: 4, title: 'Pastry Chef', status: 'draft' } }));
    page('/find-candidates?job=4');
    await screen.findByText('#1');
    expect(screen.getByText(/Publish the job to invite candidates/)).toBeVisible();
    const invite = screen.getByRole('button', { name: 'Invite to the interview' });
    expect(invite).toBeDisabled();
    expect(invite).toHaveAccessibleDescription(/Publish the job to invite candidates/);
    expect(within(rowOf('Ana Souza')).getByRole('checkbox', { name: 'Select Ana Souza' })).toBeDisabled();
  });

  it('pages: 25 a page, the page kept in the address, ranks continuing', async () => {
    answerRanking = (query) =>
      respond(200, ranking({ total: 30, page: Number(query.get('page') ?? 1), items: [ana] }));
    page('/find-candidates?job=5');
    await screen.findByText('#1');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(where.search).toBe('?job=5&page=2'));
    expect(await screen.findByText('#26')).toBeVisible();
    expect(screen.getByText('30 ranked profiles')).toBeVisible();
  });

  it('a ranking that cannot load says so and offers to try again', async () => {
    answerRanking = () => respond(500, { title: 'Server error', status: 500, detail: 'Something broke.' });
    page('/find-candidates?job=5');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load ranking');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
