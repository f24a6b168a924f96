import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedDescriptionTags } from '../../safe-html.ts';
import { createJob, publishableJob } from '../../testing/job-fixtures.ts';
import { newAdmin, type StaffSession } from '../../testing/staff-client.ts';
import { freePort, openAiSettings, startTestApp, type TestApp, useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let admin: StaffSession;
beforeAll(async () => {
  admin = await newAdmin(t.url, { onboarded: true, organisationName: 'Drafts Org' });
});

interface DescriptionDraft {
  sections: {
    about_the_role: string;
    responsibilities: string[];
    requirements: string[];
    nice_to_have: string[];
    benefits: string[];
  };
  description_html: string;
  engine: { engine: string; model: string; fallback?: { from: string; reason: string } };
}

interface QuestionsDraft {
  questions: {
    id: string;
    text: string;
    type: string;
    skill: string | null;
    difficulty: string;
    time_limit_seconds: number;
    rubric: string[];
    position: number;
  }[];
  engine: DescriptionDraft['engine'];
  skills_basis: string;
  derived_skills: string[];
}

const descriptionRequest = {
  title: 'Senior React Developer',
  seniority: 'senior',
  department: 'Engineering',
  required_skills: ['React', 'TypeScript'],
  nice_to_have_skills: ['GraphQL'],
  location: 'Pune, India',
  work_mode: 'hybrid',
  employment_type: 'full_time',
};

const allowedTags = new Set<string>(allowedDescriptionTags);

describe('POST /jobs/ai/description ("Write description with AI")', () => {
  it('AI says which engine: drafts the sections and sanitised HTML with the local engine, and says which engine', async () => {
    const res = await admin.api('/api/jobs/ai/description', { method: 'POST', json: descriptionRequest });
    expect(res.status).toBe(200);
    const draft = (await res.json()) as DescriptionDraft;
    expect(draft.engine).toEqual({ engine: 'local', model: expect.any(String) });
    expect(draft.sections.responsibilities.length).toBeGreaterThanOrEqual(3);
    expect(draft.sections.requirements.length).toBeGreaterThanOrEqual(3);
    expect(draft.sections.benefits.length).toBeGreaterThanOrEqual(1);
    expect(draft.sections.about_the_role).toContain('Drafts Org');
    expect(`${draft.sections.about_the_role} ${draft.sections.requirements.join(' ')}`).toMatch(/React/);
    expect(draft.description_html).toContain('<h2>');
    for (const [, tag] of draft.description_html.matchAll(/<\/?([a-z0-9]+)/g)) {
      expect(allowedTags.has(tag ?? ''), tag).toBe(true);
    }
    // Deterministic: the same request gives the same draft.
    const again = (await (
      await admin.api('/api/jobs/ai/description', { method: 'POST', json: descriptionRequest })
    ).json()) as DescriptionDraft;
    expect(again).toEqual(draft);
  });

  it('validates the request, naming the field', async () => {
    for (const [body, field] of [
      [{ ...descriptionRequest, title: '' }, 'title'],
      [{ ...descriptionRequest, seniority: 'guru' }, 'seniority'],
      [{ ...descriptionRequest, work_mode: 'moon' }, 'work_mode'],
      [{ ...descriptionRequest, required_skills: ['x'.repeat(81)] }, 'required_skills.0'],
      [{ ...descriptionRequest, location: 'y'.repeat(121) }, 'location'],
    ] as const) {
      const res = await admin.api('/api/jobs/ai/description', { method: 'POST', json: body });
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as { field: string }).field).toBe(field);
    }
  });
});

describe('AI questions: POST /jobs/ai/questions ("Generate questions with AI")', () => {
  it('AI questions: generates the organisation’s number of questions by default, each with a 3–5 point rubric', async () => {
    const other = await newAdmin(t.url);
    await other.api('/api/organisation/settings', {
      method: 'PATCH',
      json: { interview_defaults: { question_count: 5 } },
    });
    const res = await other.api('/api/jobs/ai/questions', {
      method: 'POST',
      json: {
        title: 'Senior React Developer',
        seniority: 'senior',
        required_skills: ['React', 'TypeScript'],
      },
    });
    expect(res.status).toBe(200);
    const draft = (await res.json()) as QuestionsDraft;
    expect(draft.engine.engine).toBe('local');
    expect(draft.questions).toHaveLength(5);
    expect(draft.questions.map((q) => q.position)).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(draft.questions.map((q) => q.id)).size).toBe(5);
    expect(new Set(draft.questions.map((q) => q.text)).size).toBe(5);
    for (const q of draft.questions) {
      expect(q.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(q.rubric.length).toBeGreaterThanOrEqual(3);
      expect(q.rubric.length).toBeLessThanOrEqual(5);
      expect(['technical', 'behavioural', 'situational', 'motivation']).toContain(q.type);
    }
    expect(draft.questions.filter((q) => q.type === 'technical').map((q) => q.skill)).toEqual(
      expect.arrayContaining(['React']),
    );
  });

  it('questions without skills: never from the organisation name, and the answer says what they went on', async () => {
    const robotics = await newAdmin(t.url, { onboarded: true, organisationName: 'Acme Robotics' });
    const ask = async (json: Record<string, unknown>) => {
      const res = await robotics.api('/api/jobs/ai/questions', { method: 'POST', json });
      expect(res.status).toBe(200);
      return (await res.json()) as QuestionsDraft;
    };
    const warehouse = await ask({
      title: 'Warehouse Operative',
      seniority: 'mid',
      description: '<p>Join our team at Acme Robotics as a Warehouse Operative.</p>',
    });
    expect(warehouse.questions.map((q) => q.skill ?? '').join(' ')).not.toMatch(/robot/i);
    expect(warehouse.skills_basis).toBe('role_family');
    expect(warehouse.derived_skills.length).toBeGreaterThan(0);
    const react = await ask({ title: 'Senior React Developer', seniority: 'senior' });
    expect(react.skills_basis).toBe('title');
    expect(react.derived_skills).toContain('React');
    const vague = await ask({ title: 'Team Member', seniority: 'mid' });
    expect(vague.skills_basis).toBe('too_little');
    expect(vague.derived_skills).toEqual([]);
    const given = await ask({ title: 'Team Member', seniority: 'mid', required_skills: ['Excel'] });
    expect(given.skills_basis).toBe('given');
  });

  it('AI questions: honours an explicit count and uses the description text', async () => {
    const res = await admin.api('/api/jobs/ai/questions', {
      method: 'POST',
      json: {
        title: 'Registered Nurse',
        seniority: 'mid',
        required_skills: ['Patient care'],
        description: '<p>Ward nursing with <script>x</script> medication rounds.</p>',
        count: 8,
      },
    });
    expect(res.status).toBe(200);
    const draft = (await res.json()) as QuestionsDraft;
    expect(draft.questions).toHaveLength(8);
    expect(draft.questions.map((q) => q.type)).toEqual(expect.arrayContaining(['behavioural', 'technical']));
  });

  it('the drafts save with the job, which records the engines, and the job publishes', async () => {
    const description = (await (
      await admin.api('/api/jobs/ai/description', { method: 'POST', json: descriptionRequest })
    ).json()) as DescriptionDraft;
    const questions = (await (
      await admin.api('/api/jobs/ai/questions', {
        method: 'POST',
        json: { title: 'Senior React Developer', seniority: 'senior', required_skills: ['React'], count: 3 },
      })
    ).json()) as QuestionsDraft;
    const job = await createJob(
      admin,
      publishableJob({
        description_html: description.description_html,
        description_engine: description.engine,
        questions: questions.questions,
        questions_engine: questions.engine,
      }),
    );
    expect(job).toMatchObject({
      description_html: description.description_html,
      description_engine: description.engine,
      questions_engine: questions.engine,
    });
    expect(job.questions.map((q) => q.text)).toEqual(questions.questions.map((q) => q.text));
    expect((await admin.api(`/api/jobs/${job.id}/publish`, { method: 'POST' })).status).toBe(200);
  });

  it('validates count and title, naming the field', async () => {
    for (const [body, field] of [
      [{ title: 'Dev role', count: 2 }, 'count'],
      [{ title: 'Dev role', count: 21 }, 'count'],
      [{ title: 'Dev role', count: 5.5 }, 'count'],
      [{ count: 5 }, 'title'],
      [{ title: 'Dev role', mode: 'hologram' }, 'mode'],
    ] as const) {
      const res = await admin.api('/api/jobs/ai/questions', { method: 'POST', json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { field: string }).field).toBe(field);
    }
  });

  it('is rate-limited per session (429 problem+json)', async () => {
    const session = await newAdmin(t.url);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await session.api('/api/jobs/ai/questions', {
        method: 'POST',
        json: { title: 'Dev role', count: 3 },
      });
      statuses.push(res.status);
      if (res.status === 429) expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another session is not affected.
    expect(
      (await admin.api('/api/jobs/ai/questions', { method: 'POST', json: { title: 'Dev role', count: 3 } }))
        .status,
    ).toBe(200);
  });
});

describe('skills from the taxonomy: GET /skills backs the skills input', () => {
  it('prefix-searches the taxonomy, canonical names first, with the category', async () => {
    const res = await admin.api('/api/skills?search=reac');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      items: { name: string; category: string; category_label: string }[];
    };
    expect(body.items[0]).toMatchObject({ name: 'React', category: expect.any(String) });
    expect(body.items[0]?.category_label.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(20);
    const aliases = (await (await admin.api('/api/skills?search=k8s')).json()) as {
      items: { name: string }[];
    };
    expect(aliases.items.map((s) => s.name)).toContain('Kubernetes');
    const many = (await (await admin.api('/api/skills?search=s')).json()) as { items: unknown[] };
    expect(many.items).toHaveLength(20);
    expect(
      ((await (await admin.api('/api/skills?search=zzzqqq')).json()) as { items: unknown[] }).items,
    ).toEqual([]);
  });

  it('refuses an empty or overlong search', async () => {
    expect((await admin.api('/api/skills?search=')).status).toBe(400);
    expect((await admin.api('/api/skills')).status).toBe(400);
    expect((await admin.api(`/api/skills?search=${'a'.repeat(81)}`)).status).toBe(400);
  });
});

describe('AI says which engine: AI_BASE_URL / AI_MODEL select the openai engine, which falls back to local and says so', () => {
  let withAi: TestApp;
  beforeAll(async () => {
    // Nothing listens on this port: the configured engine fails and the local engine answers.
    const deadPort = await freePort();
    withAi = await startTestApp({
      overrides: openAiSettings(`http://127.0.0.1:${deadPort}/v1`, 'gpt-test', 2000),
    });
  });
  afterAll(async () => withAi?.close());

  it('AI says which engine: the draft says it fell back from openai, and why', async () => {
    const session = await newAdmin(withAi.url);
    const res = await session.api('/api/jobs/ai/description', { method: 'POST', json: descriptionRequest });
    expect(res.status).toBe(200);
    const draft = (await res.json()) as DescriptionDraft;
    expect(draft.engine).toMatchObject({ engine: 'local', fallback: { from: 'openai' } });
    expect(draft.engine.fallback?.reason.length).toBeGreaterThan(0);
    const questions = (await (
      await session.api('/api/jobs/ai/questions', { method: 'POST', json: { title: 'Dev role', count: 3 } })
    ).json()) as QuestionsDraft;
    expect(questions.engine).toMatchObject({ engine: 'local', fallback: { from: 'openai' } });
    expect(questions.questions).toHaveLength(3);
  });
});
