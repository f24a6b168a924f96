/**
 * Job insights at scale (docs/product/job-insights.md): one job of the demo organisation on PostgreSQL with 5,000
 * generated interviews in every state (invited, left part-way, expired, finished, evaluated with decisions) and
 * their answers with evaluations, then `GET /api/jobs/{id}/insights` timed. The job and its candidates are removed
 * afterwards, so the sections after this one see the database as before.
 */
import pg from 'pg';
import { percentile } from './generated-rows.ts';
import type { Figure } from './report.ts';
import type { TalvioServerFixture } from './talvio-server.ts';

/** Marks the generated profiles, so they can be removed afterwards. */
const emailDomain = 'insights.bench.talvio.local';

const interviewSettings = JSON.stringify({
  mode: 'text',
  question_count: 5,
  answer_time_limit_seconds: 180,
  link_expiry_days: 7,
  language: 'en',
  allow_extra_time: false,
});

/** The job, its five questions, `count` candidates with one interview each, and their answers; the job's id. */
async function seed(client: pg.Client, organisationId: number, count: number): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO jobs (organisation_id, title, work_mode, employment_type, seniority, interview, status)
     VALUES ($1, 'Bench insights job', 'remote', 'full_time', 'mid', $2::jsonb, 'open') RETURNING id`,
    [organisationId, interviewSettings],
  );
  const jobId = rows[0]!.id;
  await client.query(
    `INSERT INTO job_questions (id, organisation_id, job_id, position, text, type, skill, difficulty,
       time_limit_seconds, rubric)
     SELECT gen_random_uuid()::text, $1, $2, q, 'Bench question ' || q, 'technical',
       (ARRAY['SQL', 'Go', 'Kubernetes', NULL, 'SQL'])[q], 'medium', 180,
       jsonb_build_array('First point of ' || q, 'Second point of ' || q, 'Third point of ' || q)
     FROM generate_series(1, 5) AS q`,
    [organisationId, jobId],
  );
  await client.query(
    `INSERT INTO candidates (organisation_id, name, email, source)
     SELECT $1, 'Bench Candidate ' || i, 'insights' || i || '@${emailDomain}', 'invitation'
     FROM generate_series(1, $2::int) AS i`,
    [organisationId, count],
  );
  // By i % 10: 0–1 invited, 2 left after two answers, 3 expired after one, 4 finished not evaluated, 5–9 evaluated.
  await client.query(
    `WITH snapshot AS (
       SELECT jsonb_agg(jsonb_build_object('id', id, 'text', text, 'type', type, 'skill', skill,
         'timeLimitSeconds', time_limit_seconds, 'rubric', rubric) ORDER BY position) AS questions
       FROM job_questions WHERE job_id = $2
     ), people AS (
       SELECT id, row_number() OVER (ORDER BY id) AS i FROM candidates WHERE email LIKE '%@${emailDomain}'
     )
     INSERT INTO job_candidates (organisation_id, job_id, candidate_id, source, token_hash, token_nonce, status,
       decision, questions, mode, invited_at, started_at, completed_at, expires_at, score, recommendation)
     SELECT $1, $2, p.id, 'invitation', 'insights-bench-' || $2 || '-' || p.i, 'nonce', s.status,
       CASE WHEN s.status <> 'evaluated' THEN 'none' WHEN p.i % 7 = 0 THEN 'hired'
            WHEN p.i % 3 = 0 THEN 'shortlisted' WHEN p.i % 4 = 0 THEN 'rejected' ELSE 'none' END,
       snapshot.questions, 'text', now() - interval '10 days',
       CASE WHEN p.i % 10 >= 2 THEN now() - interval '9 days' + (p.i % 600) * interval '1 minute' END,
       CASE WHEN p.i % 10 >= 4 THEN now() - interval '9 days' + (p.i % 600 + 15 + p.i % 40) * interval '1 minute' END,
       now() + interval '7 days',
       CASE WHEN s.status = 'evaluated' THEN (p.i * 37) % 101 END,
       CASE WHEN s.status = 'evaluated' THEN (ARRAY['no', 'maybe', 'yes', 'strong_yes'])[1 + (p.i * 37) % 101 / 26] END
     FROM people p, snapshot,
       LATERAL (SELECT CASE WHEN p.i % 10 < 2 THEN 'invited' WHEN p.i % 10 = 2 THEN 'started'
         WHEN p.i % 10 = 3 THEN 'expired' WHEN p.i % 10 = 4 THEN 'completed' ELSE 'evaluated' END AS status) s`,
    [organisationId, jobId],
  );
  await client.query(
    `INSERT INTO interview_answers (organisation_id, job_candidate_id, question_id, position, text,
       time_taken_seconds, integrity, evaluation)
     SELECT jc.organisation_id, jc.id, q.question ->> 'id', q.n - 1, 'A bench answer to question ' || q.n,
       30 + (jc.id + q.n * 17) % 150, '{"tab_hidden":0,"focus_lost":0,"paste":0,"pasted_chars":0}'::jsonb,
       CASE WHEN jc.score IS NOT NULL THEN jsonb_build_object(
         'score', (jc.id * 7 + q.n * 13) % 11,
         'rubric_met', CASE WHEN (jc.id + q.n) % 2 = 0 THEN q.question -> 'rubric'
                            ELSE jsonb_build_array(q.question -> 'rubric' -> 0) END,
         'rubric_missed', '[]'::jsonb, 'rationale', 'Bench.', 'quotes', '[]'::jsonb, 'signals', '[]'::jsonb) END
     FROM job_candidates jc
       CROSS JOIN LATERAL jsonb_array_elements(jc.questions) WITH ORDINALITY AS q(question, n)
     WHERE jc.job_id = $1
       AND q.n <= CASE jc.status WHEN 'started' THEN 2 WHEN 'expired' THEN 1 WHEN 'invited' THEN 0 ELSE 5 END`,
    [jobId],
  );
  await client.query('ANALYZE candidates, job_candidates, interview_answers');
  return jobId;
}

export async function measureInsights(
  server: TalvioServerFixture,
  quick: boolean,
): Promise<{ figures: Figure[]; details: unknown }> {
  const count = quick ? 1_000 : 5_000;
  const asks = quick ? 20 : 100;
  const warmup = 10;
  const { url, databaseUrl, session } = await server.get();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let jobId: number | null = null;
  try {
    const { rows } = await client.query<{ organisation_id: number }>(
      `SELECT organisation_id FROM users WHERE email = 'admin@demo.talvio.local'`,
    );
    const organisationId = rows[0]?.organisation_id;
    if (!organisationId) throw new Error('The demo admin has no organisation.');
    const started = performance.now();
    jobId = await seed(client, organisationId, count);
    const seconds = (performance.now() - started) / 1000;
    const timings: number[] = [];
    let evaluated = 0;
    for (let index = 0; index < asks + warmup; index += 1) {
      const begun = performance.now();
      const res = await fetch(`${url}/api/jobs/${jobId}/insights`, {
        headers: { authorization: `Bearer ${session.idToken}` },
      });
      const body = (await res.json()) as { ranking_total?: number };
      if (!res.ok) throw new Error(`GET /api/jobs/${jobId}/insights: HTTP ${res.status}`);
      if (index >= warmup) timings.push(performance.now() - begun);
      evaluated = body.ranking_total ?? 0;
    }
    const interviews = count.toLocaleString('en-GB');
    return {
      figures: [
        {
          name: `Job insights, p95 of ${asks} loads (a job with ${interviews} interviews, PostgreSQL)`,
          value: percentile(timings, 95),
          unit: 'ms',
          digits: 1,
          budget: quick ? undefined : { kind: 'max', limit: 300 },
          note: `p50 ${percentile(timings, 50).toFixed(1)} ms; ${evaluated} evaluated; seeded in ${seconds.toFixed(1)} s`,
        },
      ],
      details: { count, asks, timings },
    };
  } finally {
    if (jobId !== null) await client.query('DELETE FROM jobs WHERE id = $1', [jobId]);
    await client.query(`DELETE FROM candidates WHERE email LIKE '%@${emailDomain}'`);
    await client.end();
  }
}
