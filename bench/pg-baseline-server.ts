/**
 * The floor for GET /api/users/current: a bare Fastify app that runs the same two PostgreSQL queries with `pg` (the
 * staff lookup by identity, then the user with their organisation and credit balance) and answers with the row.
 * No token check, no hooks, no validation: what the route costs beyond this is Talvio's own work.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const identityId = process.env.BENCH_IDENTITY_ID ?? '';

const staffQuery = {
  name: 'baseline_staff_by_identity',
  text: 'select id, identity_id, organisation_id, email, is_admin, is_active from users where identity_id = $1',
};
const userQuery = {
  name: 'baseline_user_with_organisation',
  text: `select u.*, o.id as org_id, o.name as org_name, o.logo_path, o.onboarded,
           (select coalesce(sum(c.delta), 0) from credit_ledger c where c.organisation_id = o.id) as credits,
           o.updated_at as org_updated_at, o.billing_period_start, o.billing_period_end
         from users u join organisations o on o.id = u.organisation_id
         where u.organisation_id = $1 and u.id = $2`,
};

const app = Fastify({ logger: false });
app.get('/current', async (_request, reply) => {
  const staff = await pool.query({ ...staffQuery, values: [identityId] });
  const row = staff.rows[0] as { id: number; organisation_id: number } | undefined;
  if (!row) return reply.status(404).send({ error: 'no such staff user' });
  const user = await pool.query({ ...userQuery, values: [row.organisation_id, row.id] });
  return user.rows[0];
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
