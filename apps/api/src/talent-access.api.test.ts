import type { TalentBatch, TalentBatchDetail } from '@talvio/contracts/talent';
import { beforeAll } from 'vitest';
import { describeAccessMatrix, type MatrixRoute, useMatrixWorld } from './testing/access-matrix.ts';
import { createJob, publishableJob } from './testing/job-fixtures.ts';
import { textResume } from './testing/resume-files.ts';
import { uniqueEmail } from './testing/staff-client.ts';

/**
 * Authorization matrix (docs/product/users.md) for the talent routes — intake, the pool, profiles and the ranking
 * against a job: every route × {anonymous, member, admin, admin of another organisation, deactivated user}.
 */
const world = useMatrixWorld('Talent Matrix Org');
let batchId: number;
let jobId: number;

/** A profile of the first organisation read from a résumé, made fresh for a call that changes or removes it. */
async function profile(): Promise<number> {
  const { admin } = world.people;
  const batch = (await (
    await admin.api('/api/talent/batches', { method: 'POST', json: {} })
  ).json()) as TalentBatch;
  const form = new FormData();
  form.append(
    'file',
    new Blob([textResume({ name: 'Matrix Person', email: uniqueEmail('matrix') })]),
    'cv.txt',
  );
  const added = await admin.api(`/api/talent/batches/${batch.id}/files`, { method: 'POST', body: form });
  if (added.status !== 201) throw new Error(`upload failed: ${added.status}`);
  await world.t.app.talentQueue.settled();
  const detail = (await (await admin.api(`/api/talent/batches/${batch.id}`)).json()) as TalentBatchDetail;
  const id = detail.files[0]?.candidate_id;
  if (!id) throw new Error('the résumé made no profile');
  return id;
}

let sharedProfileId: number;

beforeAll(async () => {
  const { admin } = world.people;
  sharedProfileId = await profile();
  batchId = (
    (await (await admin.api('/api/talent/batches', { method: 'POST', json: {} })).json()) as TalentBatch
  ).id;
  jobId = (await createJob(admin, publishableJob({ title: 'Matrix ranked job' }))).id;
}, 120_000);

const resumeForm = () => {
  const form = new FormData();
  form.append(
    'file',
    new Blob([textResume({ name: 'Matrix Upload', email: uniqueEmail('upload') })]),
    'cv.txt',
  );
  return form;
};

const routes: MatrixRoute[] = [
  {
    method: 'POST',
    route: '/api/talent/batches',
    access: 'member',
    path: '/api/talent/batches',
    body: () => ({}),
    ok: 201,
  },
  { method: 'GET', route: '/api/talent/batches', access: 'member', path: '/api/talent/batches', ok: 200 },
  {
    method: 'GET',
    route: '/api/talent/batches/:id',
    access: 'member',
    path: () => `/api/talent/batches/${batchId}`,
    ok: 200,
    outsider: 404,
  },
  {
    method: 'POST',
    route: '/api/talent/batches/:id/files',
    access: 'member',
    path: () => `/api/talent/batches/${batchId}/files`,
    body: resumeForm,
    ok: 201,
    outsider: 404,
  },
  { method: 'GET', route: '/api/candidates', access: 'member', path: '/api/candidates?q=matrix', ok: 200 },
  {
    method: 'GET',
    route: '/api/candidates/:id',
    access: 'member',
    path: () => `/api/candidates/${sharedProfileId}`,
    ok: 200,
    outsider: 404,
  },
  {
    method: 'GET',
    route: '/api/candidates/:id/resume/text',
    access: 'member',
    path: () => `/api/candidates/${sharedProfileId}/resume/text`,
    ok: 200,
    outsider: 404,
  },
  {
    method: 'GET',
    route: '/api/candidates/:id/resume',
    access: 'member',
    path: () => `/api/candidates/${sharedProfileId}/resume`,
    ok: 200,
    outsider: 404,
  },
  {
    method: 'PATCH',
    route: '/api/candidates/:id',
    access: 'member',
    path: () => `/api/candidates/${sharedProfileId}`,
    body: () => ({ tags: ['matrix'] }),
    ok: 200,
    outsider: 404,
  },
  {
    method: 'DELETE',
    route: '/api/candidates/:id',
    access: 'admin',
    path: async () => `/api/candidates/${await profile()}`,
    ok: 204,
    outsider: 404,
  },
  {
    method: 'GET',
    route: '/api/talent/ranking',
    access: 'member',
    path: () => `/api/talent/ranking?job_id=${jobId}`,
    ok: 200,
    outsider: 404,
  },
];

describeAccessMatrix('talent routes', routes, world);
