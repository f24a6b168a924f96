import type { Problem } from '@talvio/contracts/common';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createJob,
  type JobBody,
  publishableJob,
  remainingCredits,
  sampleQuestion,
} from '../../testing/job-fixtures.ts';
import { newAdmin, newMember, type StaffSession } from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();

interface ActivityItem {
  verb: string;
  subject_type: string;
  subject_id: number | null;
  summary: string;
  details: Record<string, unknown>;
}

async function activities(session: StaffSession, verb?: string): Promise<ActivityItem[]> {
  const res = await session.api(`/api/activities?limit=100${verb ? `&verb=${verb}` : ''}`);
  return ((await res.json()) as { items: ActivityItem[] }).items;
}

async function getJob(session: StaffSession, id: number): Promise<JobBody> {
  const res = await session.api(`/api/jobs/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as JobBody;
}

async function act(session: StaffSession, id: number, action: string): Promise<Response> {
  return session.api(`/api/jobs/${id}/${action}`, { method: 'POST' });
}

describe('POST /jobs and GET /jobs/{id} (the job editor, jobs and their questions)', () => {
  it('job editor: creates a draft owned by the caller, every editor field stored as sent', async () => {
    const admin = await newAdmin(t.url, { onboarded: true });
    const member = await newMember(t.url, admin, { name: 'Jo Recruiter' });
    const { questions: _sentQuestions, ...sent } = publishableJob();
    const job = await createJob(member, publishableJob());
    expect(job).toMatchObject({
      ...sent,
      status: 'draft',
      allowed_actions: ['publish'],
      editable: true,
      owner: { id: member.id, name: 'Jo Recruiter' },
      description_engine: null,
      questions_engine: null,
      counts: { invited: 0, completed: 0 },
      average_score: null,
      published_at: null,
      closed_at: null,
    });
    expect(job.questions).toEqual([
      { ...sampleQuestion, id: expect.stringMatching(/^[0-9a-f-]{36}$/), position: 0 },
    ]);
    expect(await getJob(admin, job.id)).toEqual(job);
    const created = await activities(admin, 'job.created');
    expect(created[0]).toMatchObject({ subject_type: 'job', subject_id: job.id });
    expect(created[0]?.summary).toContain('Senior React Developer');
  });

  it('settings: interview settings default from the organisation settings; sent values win', async () => {
    const admin = await newAdmin(t.url);
    const patched = await admin.api('/api/organisation/settings', {
      method: 'PATCH',
      json: {
        interview_defaults: {
          mode: 'voice',
          question_count: 10,
          link_expiry_days: 14,
          allow_extra_time: true,
        },
      },
    });
    expect(patched.status).toBe(200);
    const defaults = await createJob(admin, { title: 'Support Agent' });
    expect(defaults.interview).toEqual({
      mode: 'voice',
      question_count: 10,
      answer_time_limit_seconds: 180,
      link_expiry_days: 14,
      language: 'en',
      allow_extra_time: true,
    });
    const chosen = await createJob(admin, {
      title: 'Support Agent',
      interview: { mode: 'video', language: 'en-IN' },
    });
    expect(chosen.interview).toMatchObject({ mode: 'video', language: 'en-IN', question_count: 10 });
  });

  it('a minimal draft needs only a title; the rest gets defaults', async () => {
    const admin = await newAdmin(t.url);
    const job = await createJob(admin, { title: 'Accountant' });
    expect(job).toMatchObject({
      title: 'Accountant',
      department: null,
      location: null,
      work_mode: 'onsite',
      employment_type: 'full_time',
      seniority: 'mid',
      salary_min: null,
      salary_currency: 'USD',
      description_html: '',
      required_skills: [],
      questions: [],
    });
  });

  it('skills from the taxonomy: skills are normalised through the taxonomy, duplicates dropped, required wins over nice-to-have', async () => {
    const admin = await newAdmin(t.url);
    const job = await createJob(admin, {
      title: 'Platform Engineer',
      required_skills: ['reactjs', 'React', 'ts', 'k8s', 'Our in-house DSL'],
      nice_to_have_skills: ['typescript', 'nodejs'],
    });
    expect(job.required_skills).toEqual(['React', 'TypeScript', 'Kubernetes', 'Our in-house DSL']);
    expect(job.nice_to_have_skills).toEqual(['Node.js']);
  });

  it('safe descriptions: description_html is sanitised with the allow-list before it is stored', async () => {
    const admin = await newAdmin(t.url);
    const job = await createJob(admin, {
      title: 'Designer',
      description_html:
        '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">bad</a> <a href="https://talvio.dev">good</a></p><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>',
    });
    expect(job.description_html).toBe(
      '<p>Hi <a>bad</a> <a href="https://talvio.dev" rel="noopener noreferrer nofollow">good</a></p>',
    );
  });

  it('no mass assignment: status, owner, organisation, dates, counts and ids in the body are ignored', async () => {
    const admin = await newAdmin(t.url);
    const other = await newAdmin(t.url);
    const otherOrgId = ((await (await other.api('/api/users/current')).json()) as { organisation_id: number })
      .organisation_id;
    const job = await createJob(admin, {
      ...publishableJob(),
      id: 999_999,
      status: 'open',
      created_by: 1,
      owner: { id: 1, name: 'Mallory' },
      organisation_id: otherOrgId,
      counts: { invited: 50, completed: 40 },
      average_score: 99,
      published_at: '2020-01-01T00:00:00.000Z',
      closed_at: '2020-01-01T00:00:00.000Z',
      allowed_actions: ['pause'],
    });
    expect(job.id).not.toBe(999_999);
    expect(job).toMatchObject({
      status: 'draft',
      counts: { invited: 0, completed: 0 },
      average_score: null,
      published_at: null,
      closed_at: null,
      allowed_actions: ['publish'],
    });
    expect((job.owner as { name: string }).name).toBe('Ada Admin');
    expect((await other.api(`/api/jobs/${job.id}`)).status).toBe(404);
    expect(await remainingCredits(admin)).toBe(1);
    const put = await admin.api(`/api/jobs/${job.id}`, {
      method: 'PUT',
      json: { ...publishableJob(), status: 'closed', created_by: 1, organisation_id: otherOrgId },
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ status: 'draft', closed_at: null });
  });
});

describe('bad input: 400/422 naming the field; nothing stored', () => {
  const cases: [string, Record<string, unknown>, number, string][] = [
    ['empty title', { title: '' }, 400, 'title'],
    ['title too long', { title: 'x'.repeat(121) }, 400, 'title'],
    ['title with control characters', { title: 'Dev\u0007eloper' }, 400, 'title'],
    ['unknown work mode', { work_mode: 'space' }, 400, 'work_mode'],
    ['unknown employment type', { employment_type: 'gig' }, 400, 'employment_type'],
    ['unknown seniority', { seniority: 'wizard' }, 400, 'seniority'],
    ['non-integer money', { salary_min: 1000.5 }, 400, 'salary_min'],
    ['money as a string', { salary_max: '1000' }, 400, 'salary_max'],
    ['negative money', { salary_min: -1 }, 400, 'salary_min'],
    ['currency other than USD or INR', { salary_currency: 'EUR' }, 400, 'salary_currency'],
    ['unknown salary period', { salary_period: 'decade' }, 400, 'salary_period'],
    ['salary min > max', { salary_min: 500_000, salary_max: 400_000 }, 422, 'salary_min'],
    [
      'experience min > max',
      { experience_min_years: 8, experience_max_years: 3 },
      422,
      'experience_min_years',
    ],
    ['experience out of range', { experience_max_years: 51 }, 400, 'experience_max_years'],
    [
      'country code not ISO',
      { location: { city: 'Pune', country_code: 'IND' } },
      400,
      'location.country_code',
    ],
    ['description too long', { description_html: `<p>${'a'.repeat(100_001)}</p>` }, 400, 'description_html'],
    ['skill too long', { required_skills: ['s'.repeat(81)] }, 400, 'required_skills.0'],
    [
      'too many skills',
      { required_skills: Array.from({ length: 31 }, (_, i) => `Skill ${i}`) },
      400,
      'required_skills',
    ],
    [
      'rubric of 2 points',
      { questions: [{ ...sampleQuestion, rubric: ['a point', 'another'] }] },
      400,
      'questions.0.rubric',
    ],
    [
      'rubric of 6 points',
      { questions: [{ ...sampleQuestion, rubric: ['aaa', 'bbb', 'ccc', 'ddd', 'eee', 'fff'] }] },
      400,
      'questions.0.rubric',
    ],
    ['question type', { questions: [{ ...sampleQuestion, type: 'trivia' }] }, 400, 'questions.0.type'],
    ['question too short', { questions: [{ ...sampleQuestion, text: 'Why?' }] }, 400, 'questions.0.text'],
    [
      'time limit too short',
      { questions: [{ ...sampleQuestion, time_limit_seconds: 5 }] },
      400,
      'questions.0.time_limit_seconds',
    ],
    ['too many questions', { questions: Array.from({ length: 31 }, () => sampleQuestion) }, 400, 'questions'],
    ['interview mode', { interview: { mode: 'telepathy' } }, 400, 'interview.mode'],
    ['question count', { interview: { question_count: 2 } }, 400, 'interview.question_count'],
    ['language', { interview: { language: 'english please' } }, 400, 'interview.language'],
    ['engine', { description_engine: { engine: 'magic', model: 'x' } }, 400, 'description_engine.engine'],
  ];

  it('refuses each bad create, naming the field, and stores nothing', async () => {
    const admin = await newAdmin(t.url);
    for (const [name, patch, status, field] of cases) {
      const res = await admin.api('/api/jobs', { method: 'POST', json: { ...publishableJob(), ...patch } });
      expect(res.status, name).toBe(status);
      expect(res.headers.get('content-type'), name).toContain('application/problem+json');
      const problem = (await res.json()) as Problem;
      expect(problem.field, name).toBe(field);
    }
    const list = (await (await admin.api('/api/jobs')).json()) as { total: number };
    expect(list.total).toBe(0);
    expect(await activities(admin, 'job.created')).toEqual([]);
  });

  it('refuses the same bad updates and leaves the job as it was', async () => {
    const admin = await newAdmin(t.url);
    const job = await createJob(admin);
    for (const [name, patch, status, field] of cases) {
      const res = await admin.api(`/api/jobs/${job.id}`, {
        method: 'PUT',
        json: { ...publishableJob(), ...patch },
      });
      expect(res.status, name).toBe(status);
      expect(((await res.json()) as Problem).field, name).toBe(field);
    }
    expect(await getJob(admin, job.id)).toEqual(job);
    expect(await activities(admin, 'job.updated')).toEqual([]);
  });

  it('refuses a malformed id and unknown ids with 400 / 404', async () => {
    const admin = await newAdmin(t.url);
    expect((await admin.api('/api/jobs/abc')).status).toBe(400);
    expect((await admin.api('/api/jobs/99999999')).status).toBe(404);
    expect((await admin.api('/api/jobs/99999999', { method: 'PUT', json: publishableJob() })).status).toBe(
      404,
    );
    expect((await admin.api('/api/jobs/99999999/publish', { method: 'POST' })).status).toBe(404);
  });
});

describe('PUT /jobs/{id} (the whole editable document; closed jobs are read-only)', () => {
  it('replaces the document, keeps the ids of kept questions, orders them as sent, removes the rest', async () => {
    const admin = await newAdmin(t.url);
    const second = {
      ...sampleQuestion,
      text: 'Describe a time you disagreed with a design decision.',
      type: 'behavioural',
      skill: null,
    };
    const third = {
      ...sampleQuestion,
      text: 'Why do you want to work on hiring software?',
      type: 'motivation',
      skill: null,
    };
    const job = await createJob(admin, publishableJob({ questions: [sampleQuestion, second, third] }));
    const [q1, q2, q3] = job.questions;
    const res = await admin.api(`/api/jobs/${job.id}`, {
      method: 'PUT',
      json: publishableJob({
        title: 'Staff React Developer',
        salary_currency: 'USD',
        salary_min: 15_000_000,
        salary_max: 20_000_000,
        interview: { question_count: 5 },
        questions: [
          { ...third, id: q3?.id, text: 'Why do you want to build hiring software with us?' },
          { ...sampleQuestion, id: q1?.id },
          {
            ...sampleQuestion,
            text: 'How do you test React components that fetch data?',
            id: 'client-made-id',
          },
        ],
      }),
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as JobBody & { interview: Record<string, unknown> };
    expect(updated).toMatchObject({
      title: 'Staff React Developer',
      salary_currency: 'USD',
      salary_min: 15_000_000,
    });
    expect(updated.interview).toMatchObject({ question_count: 5, mode: 'text' });
    expect(updated.questions.map((q) => [q.id, q.position])).toEqual([
      [q3?.id, 0],
      [q1?.id, 1],
      [expect.not.stringMatching(/client-made-id|^$/), 2],
    ]);
    expect(updated.questions[0]?.text).toBe('Why do you want to build hiring software with us?');
    expect(updated.questions.map((q) => q.id)).not.toContain(q2?.id);
    expect(await getJob(admin, job.id)).toEqual(updated);
    const [activity] = await activities(admin, 'job.updated');
    expect(activity?.details.changes).toEqual(
      expect.arrayContaining(['title', 'salary', 'interview settings', 'questions']),
    );
  });

  it("another job's question id is not taken over: it becomes a new question, the other job keeps its own", async () => {
    const admin = await newAdmin(t.url);
    const a = await createJob(admin);
    const b = await createJob(admin, publishableJob({ title: 'Backend Developer' }));
    const stolenId = a.questions[0]?.id;
    const res = await admin.api(`/api/jobs/${b.id}`, {
      method: 'PUT',
      json: publishableJob({
        title: 'Backend Developer',
        questions: [{ ...sampleQuestion, id: stolenId, text: 'Hijacked question text here' }],
      }),
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as JobBody;
    expect(updated.questions[0]?.id).not.toBe(stolenId);
    expect(await getJob(admin, a.id)).toEqual(a);
  });

  it('an unchanged document writes nothing and records no activity', async () => {
    const admin = await newAdmin(t.url);
    const job = await createJob(admin);
    const same = { ...publishableJob(), questions: job.questions };
    const res = await admin.api(`/api/jobs/${job.id}`, { method: 'PUT', json: same });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(job);
    expect(await activities(admin, 'job.updated')).toEqual([]);
  });

  it('publishing needs content: an open or paused job can be edited but must keep a description and a question (422)', async () => {
    const admin = await newAdmin(t.url);
    const job = await createJob(admin);
    expect((await act(admin, job.id, 'publish')).status).toBe(200);
    const edited = await admin.api(`/api/jobs/${job.id}`, {
      method: 'PUT',
      json: publishableJob({ title: 'Lead React Developer' }),
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ title: 'Lead React Developer', status: 'open' });
    const noQuestions = await admin.api(`/api/jobs/${job.id}`, {
      method: 'PUT',
      json: publishableJob({ questions: [] }),
    });
    expect(noQuestions.status).toBe(422);
    expect(await noQuestions.json()).toMatchObject({ code: 'job_incomplete', field: 'questions' });
    expect((await act(admin, job.id, 'pause')).status).toBe(200);
    const noDescription = await admin.api(`/api/jobs/${job.id}`, {
      method: 'PUT',
      json: publishableJob({ description_html: '<p> </p>' }),
    });
    expect(noDescription.status).toBe(422);
    expect(await noDescription.json()).toMatchObject({ field: 'description_html' });
    expect((await getJob(admin, job.id)).title).toBe('Lead React Developer');
  });

  it('job status: a closed job is read-only (PUT 409) and cannot be deleted (409)', async () => {
    const admin = await newAdmin(t.url);
    const job = await createJob(admin);
    expect((await act(admin, job.id, 'publish')).status).toBe(200);
    expect((await act(admin, job.id, 'close')).status).toBe(200);
    const before = await getJob(admin, job.id);
    const put = await admin.api(`/api/jobs/${job.id}`, {
      method: 'PUT',
      json: publishableJob({ title: 'Renamed' }),
    });
    expect(put.status).toBe(409);
    expect(await put.json()).toMatchObject({ code: 'job_not_editable' });
    const del = await admin.api(`/api/jobs/${job.id}`, { method: 'DELETE' });
    expect(del.status).toBe(409);
    expect(await getJob(admin, job.id)).toEqual(before);
    expect(before).toMatchObject({ editable: false, allowed_actions: [] });
  });
});

describe('DELETE /jobs/{id} (job status: drafts only)', () => {
  it('deletes a draft with its questions and records it; open and paused jobs answer 409', async () => {
    const admin = await newAdmin(t.url);
    const draft = await createJob(admin);
    const del = await admin.api(`/api/jobs/${draft.id}`, { method: 'DELETE' });
    expect(del.status).toBe(204);
    expect((await admin.api(`/api/jobs/${draft.id}`)).status).toBe(404);
    expect((await admin.api(`/api/jobs/${draft.id}`, { method: 'DELETE' })).status).toBe(404);
    const [deleted] = await activities(admin, 'job.deleted');
    expect(deleted).toMatchObject({ subject_id: draft.id, details: { title: 'Senior React Developer' } });

    const open = await createJob(admin);
    expect((await act(admin, open.id, 'publish')).status).toBe(200);
    const refused = await admin.api(`/api/jobs/${open.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Problem).detail).toContain('open');
    expect((await admin.api(`/api/jobs/${open.id}`)).status).toBe(200);
  });
});

describe('job status: status actions draft → open ⇄ paused → closed', () => {
  it('job status: publish, pause, reopen and close move the job and record each step', async () => {
    const admin = await newAdmin(t.url);
    const job = await createJob(admin);
    const published = await act(admin, job.id, 'publish');
    expect(published.status).toBe(200);
    const open = (await published.json()) as JobBody;
    expect(open).toMatchObject({ status: 'open', allowed_actions: ['pause', 'close'], closed_at: null });
    expect(Date.parse(open.published_at as string)).toBeGreaterThan(Date.now() - 60_000);

    const paused = (await (await act(admin, job.id, 'pause')).json()) as JobBody;
    expect(paused).toMatchObject({ status: 'paused', allowed_actions: ['reopen', 'close'] });
    const reopened = (await (await act(admin, job.id, 'reopen')).json()) as JobBody;
    expect(reopened).toMatchObject({ status: 'open', published_at: open.published_at });
    const closed = (await (await act(admin, job.id, 'close')).json()) as JobBody;
    expect(closed).toMatchObject({ status: 'closed', allowed_actions: [], editable: false });
    expect(closed.closed_at).not.toBeNull();

    const verbs = (await activities(admin))
      .filter((a) => a.subject_type === 'job' && a.subject_id === job.id)
      .map((a) => a.verb)
      .reverse();
    expect(verbs).toEqual([
      'job.created',
      'job.published',
      'credits.spent',
      'job.paused',
      'job.reopened',
      'job.closed',
    ]);
  });

  it('job credits: reopening a paused job is free; only the first publish spent a credit', async () => {
    const admin = await newAdmin(t.url);
    const job = await createJob(admin);
    expect(await remainingCredits(admin)).toBe(1);
    expect((await act(admin, job.id, 'publish')).status).toBe(200);
    expect((await act(admin, job.id, 'pause')).status).toBe(200);
    expect((await act(admin, job.id, 'reopen')).status).toBe(200);
    expect(await remainingCredits(admin)).toBe(0);
  });

  it('invalid transitions answer 409 naming the current and the requested status; nothing changes', async () => {
    const admin = await newAdmin(t.url);
    const draft = await createJob(admin);
    const cases: [string, string, string][] = [
      ['pause', 'draft', 'paused'],
      ['reopen', 'draft', 'open'],
      ['close', 'draft', 'closed'],
    ];
    for (const [action, current, requested] of cases) {
      const res = await act(admin, draft.id, action);
      expect(res.status, action).toBe(409);
      const problem = (await res.json()) as Problem;
      expect(problem.code).toBe('invalid_transition');
      expect(problem.detail).toContain(`is ${current}`);
      expect(problem.detail).toContain(requested);
    }
    expect(await getJob(admin, draft.id)).toEqual(draft);

    expect((await act(admin, draft.id, 'publish')).status).toBe(200);
    const again = await act(admin, draft.id, 'publish');
    expect(again.status).toBe(409);
    expect(((await again.json()) as Problem).detail).toContain('is open');
    expect((await act(admin, draft.id, 'reopen')).status).toBe(409);
    expect((await act(admin, draft.id, 'close')).status).toBe(200);
    for (const action of ['publish', 'pause', 'reopen', 'close']) {
      const res = await act(admin, draft.id, action);
      expect(res.status, action).toBe(409);
      expect(((await res.json()) as Problem).detail).toContain('is closed');
    }
    expect(await remainingCredits(admin)).toBe(0);
  });

  it('publishing needs content: publishing needs a description and at least one question (422 naming the field, no credit spent)', async () => {
    const admin = await newAdmin(t.url);
    const noDescription = await createJob(admin, publishableJob({ description_html: '<p></p>' }));
    const res1 = await act(admin, noDescription.id, 'publish');
    expect(res1.status).toBe(422);
    expect(await res1.json()).toMatchObject({ code: 'job_incomplete', field: 'description_html' });
    const noQuestions = await createJob(admin, publishableJob({ questions: [] }));
    const res2 = await act(admin, noQuestions.id, 'publish');
    expect(res2.status).toBe(422);
    expect(await res2.json()).toMatchObject({ code: 'job_incomplete', field: 'questions' });
    expect(await remainingCredits(admin)).toBe(1);
    expect((await getJob(admin, noQuestions.id)).status).toBe('draft');
    expect(await activities(admin, 'job.published')).toEqual([]);
  });
});

describe('GET /jobs (the jobs list: search, status filter, sort, pagination)', () => {
  let admin: StaffSession;
  const ids: Record<string, number> = {};
  interface ListBody {
    items: (JobBody & { question_count: number; counts: unknown; average_score: unknown })[];
    total: number;
    page: number;
    pageSize: number;
    status_counts: Record<string, number>;
  }
  const list = async (query = '') => {
    const res = await admin.api(`/api/jobs${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as ListBody;
  };

  beforeAll(async () => {
    admin = await newAdmin(t.url);
    const other = await newAdmin(t.url);
    await createJob(other, publishableJob({ title: 'Other org React job' }));
    for (const [key, body] of [
      ['react', publishableJob({ title: 'Senior React Developer', department: 'Engineering' })],
      [
        'nurse',
        publishableJob({
          title: 'Registered Nurse',
          department: 'Clinical',
          required_skills: ['Patient care'],
          nice_to_have_skills: [],
          questions: [sampleQuestion, sampleQuestion],
        }),
      ],
      [
        'data',
        publishableJob({
          title: 'Analytics Lead',
          department: 'Data_Team',
          required_skills: ['SQL'],
          nice_to_have_skills: ['Python'],
          questions: [],
        }),
      ],
      [
        'writer',
        publishableJob({
          title: 'Technical Writer',
          department: '100% Remote',
          required_skills: ['Technical writing'],
          nice_to_have_skills: [],
        }),
      ],
    ] as const) {
      ids[key] = (await createJob(admin, body)).id;
    }
    // The welcome credit publishes the React job; the others stay drafts.
    await act(admin, ids.react!, 'publish');
  });

  it('lists only the organisation’s jobs with counts, question count, owner, and per-status totals', async () => {
    const body = await list();
    expect(body.total).toBe(4);
    expect(body.items.map((i) => i.title)).not.toContain('Other org React job');
    const nurse = body.items.find((i) => i.id === ids.nurse);
    expect(nurse).toMatchObject({
      question_count: 2,
      counts: { invited: 0, completed: 0 },
      average_score: null,
      owner: { name: 'Ada Admin' },
    });
    expect(body.items.find((i) => i.id === ids.data)?.question_count).toBe(0);
    expect(body.status_counts).toEqual({ draft: 3, open: 1, paused: 0, closed: 0 });
  });

  it('searches title, department and skills (case-insensitive, LIKE characters taken literally)', async () => {
    expect((await list('?search=react')).items.map((i) => i.id)).toEqual([ids.react]);
    expect((await list('?search=clinical')).items.map((i) => i.id)).toEqual([ids.nurse]);
    expect((await list('?search=python')).items.map((i) => i.id)).toEqual([ids.data]);
    expect((await list('?search=typescript')).items.map((i) => i.id)).toEqual([ids.react]);
    expect((await list('?search=100%25')).items.map((i) => i.id)).toEqual([ids.writer]);
    expect((await list('?search=a_t')).items.map((i) => i.id)).toEqual([ids.data]);
    expect((await list('?search=zzz')).total).toBe(0);
  });

  it('filters by status and keeps the per-status totals of the whole organisation', async () => {
    const open = await list('?status=open');
    expect(open.items.map((i) => i.id)).toEqual([ids.react]);
    expect(open.total).toBe(1);
    expect(open.status_counts.draft).toBe(3);
    expect((await list('?status=draft&search=nurse')).items.map((i) => i.id)).toEqual([ids.nurse]);
    expect((await admin.api('/api/jobs?status=archived')).status).toBe(400);
  });

  it('sorts by title, status, created and updated, both ways', async () => {
    expect((await list('?sort=title&order=asc')).items.map((i) => i.title)).toEqual([
      'Analytics Lead',
      'Registered Nurse',
      'Senior React Developer',
      'Technical Writer',
    ]);
    expect((await list('?sort=status&order=desc')).items[0]?.id).toBe(ids.react);
    expect((await list('?sort=status&order=asc')).items.at(-1)?.id).toBe(ids.react);
    expect((await list('?sort=created_at&order=asc')).items.map((i) => i.id)).toEqual([
      ids.react,
      ids.nurse,
      ids.data,
      ids.writer,
    ]);
    // Publishing touched the React job last.
    expect((await list('?sort=updated_at')).items[0]?.id).toBe(ids.react);
    expect((await admin.api('/api/jobs?sort=salary')).status).toBe(400);
  });

  it('pages with page and pageSize, reporting the total', async () => {
    const first = await list('?sort=title&order=asc&page=1&pageSize=3');
    const second = await list('?sort=title&order=asc&page=2&pageSize=3');
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.items).toHaveLength(3);
    expect(second.items.map((i) => i.title)).toEqual(['Technical Writer']);
    expect((await admin.api('/api/jobs?pageSize=101')).status).toBe(400);
    expect((await admin.api('/api/jobs?page=0')).status).toBe(400);
  });
});
