import { jobInputSchema } from '@talvio/contracts/jobs';
import { demoQuestions } from '@talvio/domain/demo';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import { createDemoOrganisation, demoLogins } from './demo/organisation.ts';
import {
  getCandidateInterview,
  startCandidateInterview,
  submitCandidateAnswer,
} from './modules/interviews/candidate-interview.service.ts';
import { evaluationsSettled } from './modules/interviews/evaluation.service.ts';
import { inviteCandidates } from './modules/interviews/invitations.service.ts';
import { changeJobStatus, createJob } from './modules/jobs/jobs.service.ts';
import { hasAnyOrganisation } from './modules/organisations/organisations.service.ts';

export { demoAccounts, demoOrganisationName, demoPassword } from './demo/organisation.ts';

/**
 * Creates the demo organisation on the first start of an empty database (docs/product/deployment-safety.md: embedded
 * default only, or with DEMO_DATA=1). Returns false when the database already holds an organisation. A fuller one
 * comes from `npm run seed:demo` (docs/product/demo-data.md).
 */
export async function seedDemoData(app: FastifyInstance): Promise<boolean> {
  const { ctx } = app;
  if (await hasAnyOrganisation(ctx)) return false;
  // The demo job is published below.
  const { admin } = await createDemoOrganisation(ctx, demoLogins(), 1);
  await seedDemoHiring(ctx, admin);
  return true;
}

const demoCandidates = [
  {
    name: 'Tom Becker',
    email: 'tom.becker@example.test',
    answers: [
      'I made a dashboard faster once by using React.memo in a few places. It felt quicker afterwards.',
      'I add interfaces for the data I expect and sometimes use any when the API is messy.',
      'We disagreed about folder structure and in the end we did it his way.',
    ],
  },
  {
    name: 'Priya Raman',
    email: 'priya.raman@example.test',
    answers: [
      'Our candidate list screen in React took 420 ms to render, measured with the React Profiler. I memoised the rows and virtualised the table; after the change it rendered in 60 ms. The trade-off was more code to maintain and slightly more memory.',
      'I validate every response at the boundary with zod and generate the types from the OpenAPI document, so any never leaks inward: only parsed, typed data goes past the API client.',
      'Situation: a teammate wanted one global store. I proposed feature stores, wrote a short comparison with numbers, and we tried both on one screen. Result: we chose feature stores, and the lesson was to test a design on real code early.',
    ],
  },
  { name: 'Lena Ito', email: 'lena.ito@example.test', answers: null },
];

/**
 * A published demo job with three candidates: two finished interviews (evaluated by the local engine; the strong one last, so it is the latest result) and one
 * pending invitation, so the pipeline, results and dashboard show real data on the first start. The job's credit
 * came with the demo grant, so the organisation keeps its 5 credits.
 */
async function seedDemoHiring(ctx: AppContext, admin: Parameters<typeof createJob>[1]) {
  const job = await createJob(
    ctx,
    admin,
    jobInputSchema.parse({
      title: 'Frontend Engineer',
      department: 'Engineering',
      location: { city: 'Pune', country_code: 'IN' },
      work_mode: 'hybrid',
      employment_type: 'full_time',
      seniority: 'mid',
      experience_min_years: 2,
      experience_max_years: 6,
      description_html:
        '<h2>About the role</h2><p>Build the screens recruiters use every day, in React and TypeScript.</p>',
      required_skills: ['React', 'TypeScript'],
      nice_to_have_skills: ['GraphQL'],
      interview: { mode: 'text', allow_extra_time: true },
      questions: demoQuestions,
    }),
  );
  await changeJobStatus(ctx, admin, job.id, 'publish');
  await inviteCandidates(ctx, admin, job.id, {
    candidates: demoCandidates.map(({ name, email }) => ({ name, email })),
  });
  for (const candidate of demoCandidates) {
    if (!candidate.answers) continue;
    const [mail] = await ctx.email.list(1, candidate.email);
    const token = mail?.text.match(/\/candidate-interview\/([\w-]{43})/)?.[1];
    if (!token) throw new Error(`no demo invitation for ${candidate.email}`);
    await startCandidateInterview(ctx, token, { extra_time: false });
    for (const text of candidate.answers) {
      const { current } = await getCandidateInterview(ctx, token);
      if (!current) break;
      await submitCandidateAnswer(ctx, token, current.id, {
        text,
        recording_chunks: 0,
        integrity: { tab_hidden: 0, focus_lost: 0, paste: 0, pasted_chars: 0 },
      });
    }
  }
  await evaluationsSettled(ctx);
}
