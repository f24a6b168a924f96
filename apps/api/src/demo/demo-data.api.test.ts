import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Database } from '@talvio/db/client';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getTalentRanking } from '../modules/talent/talent-ranking.service.ts';
import type { StaffPrincipal } from '../plugins/access.ts';
import { useTestApp } from '../testing/test-app.ts';
import { demoJobs } from './catalogue.ts';
import { DemoRefused, type DemoSummary, generateDemoData } from './generate.ts';
import { pipelineSteps, planDemo } from './plan.ts';

const t = useTestApp();
const candidates = 12;
let first: DemoSummary;
let second: DemoSummary;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * What one demo organisation holds, without ids, dates or its own sign-in domain: jobs and questions, profiles,
 * interviews with their answers, scores and decisions, demographic answers, staff and the activity feed.
 */
async function content(db: Database, summary: DemoSummary): Promise<string> {
  const org = summary.organisationId;
  const parts = await Promise.all([
    rows(
      db,
      sql`SELECT title, department, status, required_skills FROM jobs WHERE organisation_id = ${org} ORDER BY title`,
    ),
    rows(
      db,
      sql`SELECT j.title, q.text, q.rubric FROM job_questions q JOIN jobs j ON j.id = q.job_id
                  WHERE j.organisation_id = ${org} ORDER BY j.title, q.position`,
    ),
    rows(
      db,
      sql`SELECT name, email, phone, location, headline, skills, tags, source FROM candidates
                  WHERE organisation_id = ${org} ORDER BY email`,
    ),
    // Work histories without their months, which follow the calendar.
    rows(
      db,
      sql`SELECT email, (SELECT jsonb_agg(e - 'start' - 'end') FROM jsonb_array_elements(experience) e) AS roles
            FROM candidates WHERE organisation_id = ${org} ORDER BY email`,
    ),
    rows(
      db,
      sql`SELECT c.email, j.title, jc.status, jc.decision, jc.score, jc.recommendation, jc.evaluation_status
                   FROM job_candidates jc JOIN candidates c ON c.id = jc.candidate_id JOIN jobs j ON j.id = jc.job_id
                  WHERE jc.organisation_id = ${org} ORDER BY c.email, j.title`,
    ),
    rows(
      db,
      sql`SELECT c.email, a.position, a.text, a.time_taken_seconds, a.evaluation->'score' AS score
                   FROM interview_answers a JOIN job_candidates jc ON jc.id = a.job_candidate_id
                   JOIN candidates c ON c.id = jc.candidate_id
                  WHERE a.organisation_id = ${org} ORDER BY c.email, a.position`,
    ),
    rows(
      db,
      sql`SELECT c.email, d.gender, d.ethnicity FROM demographic_answers d
                   JOIN job_candidates jc ON jc.id = d.job_candidate_id JOIN candidates c ON c.id = jc.candidate_id
                  WHERE d.organisation_id = ${org} ORDER BY c.email`,
    ),
    rows(
      db,
      sql`SELECT name, split_part(email, '@', 1) AS local, is_admin FROM users
                  WHERE organisation_id = ${org} ORDER BY name`,
    ),
    // Invoice numbers count across organisations, and the subscription's period end follows the calendar.
    rows(
      db,
      sql`SELECT verb, subject_type,
                 regexp_replace(regexp_replace(replace(summary, ${summary.logins.domain}, ''),
                   'TLV-[0-9]+-[0-9]+', 'TLV-#', 'g'), '[0-9]{4}-[0-9]{2}-[0-9]{2}', 'date', 'g') AS summary
            FROM activities WHERE organisation_id = ${org} ORDER BY id`,
    ),
  ]);
  return JSON.stringify(parts);
}

/** The organisation's first admin, as the services see a signed-in staff member. */
async function staffOf(db: Database, organisationId: number): Promise<StaffPrincipal> {
  const [admin] = await rows<{ id: number; identity_id: string; email: string }>(
    db,
    sql`SELECT id, identity_id, email FROM users WHERE organisation_id = ${organisationId} AND is_admin ORDER BY id LIMIT 1`,
  );
  return {
    id: admin!.id,
    identityId: admin!.identity_id,
    organisationId,
    email: admin!.email,
    isAdmin: true,
  };
}

beforeAll(async () => {
  first = await generateDemoData(t.app, { candidates, seed: 7, organisation: 'Demo One' });
  second = await generateDemoData(t.app, { candidates, seed: 7, organisation: 'Demo Two' });
}, 120_000);

describe('demo data', () => {
  it('deterministic: the same seed gives the same organisation', async () => {
    const { db } = t.app.ctx;
    expect(second.organisationId).not.toBe(first.organisationId);
    const one = await content(db, first);
    expect(one.length).toBeGreaterThan(10_000);
    expect(await content(db, second)).toBe(one);
    expect({ ...second, organisationId: 0, logins: null }).toEqual({
      ...first,
      organisationId: 0,
      logins: null,
    });
  });

  it('every step: every job status, pipeline step and decision, demographic answers, pool, staff and payments', async () => {
    const { db } = t.app.ctx;
    const org = first.organisationId;
    const jobStatuses = await rows<{ status: string }>(
      db,
      sql`SELECT DISTINCT status FROM jobs WHERE organisation_id = ${org} ORDER BY status`,
    );
    expect(jobStatuses.map((r) => r.status)).toEqual(['closed', 'draft', 'open', 'paused']);
    const steps = await rows<{ status: string; n: number }>(
      db,
      sql`SELECT status, count(*)::int AS n FROM job_candidates WHERE organisation_id = ${org} GROUP BY status`,
    );
    expect(steps.map((r) => r.status).sort()).toEqual([...pipelineSteps].sort());
    expect(steps.reduce((sum, r) => sum + r.n, 0)).toBe(candidates);
    // Finished but not evaluated: waiting for a person to start the evaluation.
    const [completed] = await rows<{ evaluation_status: string }>(
      db,
      sql`SELECT evaluation_status FROM job_candidates WHERE organisation_id = ${org} AND status = 'completed'`,
    );
    expect(completed?.evaluation_status).toBe('none');
    const decisions = await rows<{ decision: string }>(
      db,
      sql`SELECT DISTINCT decision FROM job_candidates WHERE organisation_id = ${org} AND decision <> 'none'`,
    );
    expect(decisions.map((r) => r.decision).sort()).toEqual(['hired', 'rejected', 'shortlisted']);
    const [demographics] = await rows<{ n: number; unknown: number }>(
      db,
      sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE gender IS NULL OR ethnicity IS NULL)::int AS unknown
            FROM demographic_answers WHERE organisation_id = ${org}`,
    );
    expect(demographics!.n).toBeGreaterThan(0);
    const [pool] = await rows<{ imported: number; never_invited: number; searchable: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE source = 'upload')::int AS imported,
                 count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM job_candidates jc WHERE jc.candidate_id = c.id))::int
                   AS never_invited,
                 count(*) FILTER (WHERE search IS NOT NULL)::int AS searchable
            FROM candidates c WHERE organisation_id = ${org}`,
    );
    expect(pool!.imported).toBe(first.poolProfiles);
    expect(pool!.never_invited).toBeGreaterThan(0);
    expect(pool!.searchable).toBeGreaterThanOrEqual(pool!.imported);
    const [money] = await rows<{ paid: number; invoices: number; staff: number }>(
      db,
      sql`SELECT (SELECT count(*) FROM credit_orders WHERE organisation_id = ${org} AND status = 'paid')::int AS paid,
                 (SELECT count(*) FROM billing_invoices WHERE organisation_id = ${org})::int AS invoices,
                 (SELECT count(*) FROM users WHERE organisation_id = ${org})::int AS staff`,
    );
    expect(money).toEqual({ paid: 2, invoices: 3, staff: first.staff });
  });

  it('résumés with work histories: the earlier pool profiles have the roles of their résumés, and a job ranks people whose work is like it first', async () => {
    const { db } = t.app.ctx;
    const org = first.organisationId;
    const plan = planDemo(7, candidates);
    const planned = plan.pool;
    expect(planned.length).toBeGreaterThan(0);
    const stored = await rows<{ email: string; experience: { title: string; company: string }[] }>(
      db,
      sql`SELECT email, experience FROM candidates WHERE organisation_id = ${org}`,
    );
    const byEmail = new Map(stored.map((row) => [row.email, row.experience]));
    for (const profile of planned) {
      expect(profile.experience.length).toBeGreaterThanOrEqual(1);
      expect(profile.experience.length).toBeLessThanOrEqual(3);
      // Read back by the résumé parser: the same roles, latest first.
      expect(byEmail.get(profile.email)?.map((role) => [role.title, role.company])).toEqual(
        profile.experience.map((role) => [role.title, role.company]),
      );
    }
    // The job of the first pool profile's line of work, ranked against the pool.
    const jobKey = plan.candidates.find((c) => c.email === planned[0]!.email)!.jobKey;
    const title = demoJobs.find((job) => job.key === jobKey)!.input.title;
    const [job] = await rows<{ id: number }>(
      db,
      sql`SELECT id FROM jobs WHERE organisation_id = ${org} AND title = ${title}`,
    );
    const admin = await staffOf(db, org);
    const ranking = await getTalentRanking(t.app.ctx, admin, { job_id: job!.id, page: 1, page_size: 50 });
    const history = (item: (typeof ranking.items)[number]) =>
      item.criteria.find((criterion) => criterion.key === 'work_history')!.points;
    expect(history(ranking.items[0]!)).toBeGreaterThan(0);
    expect(new Set(ranking.items.map((item) => item.score)).size).toBeGreaterThan(1);
  });

  it('spread over time: interviews, activities and profiles lie in the last ~90 days, newest activity first', async () => {
    const { db } = t.app.ctx;
    const org = first.organisationId;
    const [span] = await rows<{ oldest: number; newest: number; future: number; ordered: boolean }>(
      db,
      sql`SELECT extract(epoch FROM now() - min(invited_at)) / 86400 AS oldest,
                 extract(epoch FROM now() - max(invited_at)) / 86400 AS newest,
                 count(*) FILTER (WHERE invited_at > now() OR completed_at > now())::int AS future,
                 (SELECT bool_and(ordered) FROM (
                    SELECT created_at >= lag(created_at) OVER (ORDER BY id) OR lag(created_at) OVER (ORDER BY id) IS NULL
                           AS ordered
                      FROM activities WHERE organisation_id = ${org}) a) AS ordered
            FROM job_candidates WHERE organisation_id = ${org}`,
    );
    expect(Number(span!.oldest)).toBeGreaterThan(20);
    expect(Number(span!.oldest)).toBeLessThan(91);
    expect(span!.future).toBe(0);
    expect(span!.ordered).toBe(true);
  });

  it('never overwrites: refuses a database with organisations unless named, and a name in use', async () => {
    await expect(generateDemoData(t.app, { candidates: 1, seed: 1 })).rejects.toThrow(DemoRefused);
    await expect(
      generateDemoData(t.app, { candidates: 1, seed: 1, organisation: 'demo one' }),
    ).rejects.toThrow(/exists already/);
  });

  it('development only: the command refuses NODE_ENV=production with a clear message and exit code 1', async () => {
    const root = resolve(import.meta.dirname, '../../../..');
    const run = promisify(execFile)(resolve(root, 'node_modules/.bin/tsx'), ['scripts/seed-demo.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const failed = await run.then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('refusing to run with NODE_ENV=production');
  });
});
