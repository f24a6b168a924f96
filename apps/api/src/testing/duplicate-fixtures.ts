import type { CandidateMerge, MergeCandidatesInput } from '@talvio/contracts/candidate-duplicates';
import type { CandidateProfile, TalentBatch, TalentPoolList } from '@talvio/contracts/talent';
import type { StaffSession } from './staff-client.ts';
import { uniqueEmail } from './staff-client.ts';

/** A profile to add to the pool for the duplicate tests: made from a one-row CSV, then completed by hand. */
export interface ProfileSeed {
  name: string;
  email?: string;
  phone?: string;
  links?: string[];
  employers?: string[];
  skills?: string[];
  tags?: string[];
  notes?: string;
}

/** Adds a profile through the API (CSV upload, then a save); `settled` waits for the upload queue. */
export async function addProfile(
  staff: StaffSession,
  settled: () => Promise<void>,
  seed: ProfileSeed,
): Promise<CandidateProfile> {
  const email = seed.email ?? uniqueEmail('dup');
  const batchRes = await staff.api('/api/talent/batches', { method: 'POST', json: {} });
  if (batchRes.status !== 201) throw new Error(`batch: ${batchRes.status} ${await batchRes.text()}`);
  const batch = (await batchRes.json()) as TalentBatch;
  const form = new FormData();
  form.append('file', new Blob([`name,email\n"${seed.name}",${email}\n`]), 'profile.csv');
  const upload = await staff.api(`/api/talent/batches/${batch.id}/files`, { method: 'POST', body: form });
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  await settled();
  const found = (await (
    await staff.api(`/api/candidates?q=${encodeURIComponent(email)}`)
  ).json()) as TalentPoolList;
  const id = found.items.find((item) => item.email === email)?.id;
  if (!id) throw new Error(`the profile of ${email} was not found in the pool`);
  const saved = await staff.api(`/api/candidates/${id}`, {
    method: 'PATCH',
    json: {
      ...(seed.phone !== undefined && { phone: seed.phone }),
      ...(seed.links !== undefined && { links: seed.links }),
      ...(seed.skills !== undefined && { skills: seed.skills }),
      ...(seed.tags !== undefined && { tags: seed.tags }),
      ...(seed.notes !== undefined && { notes: seed.notes }),
      ...(seed.employers !== undefined && {
        experience: seed.employers.map((company, i) => ({
          title: 'Engineer',
          company,
          start: `${2010 + i}-01`,
          end: `${2011 + i}-12`,
          description: '',
        })),
      }),
    },
  });
  if (saved.status !== 200) throw new Error(`save: ${saved.status} ${await saved.text()}`);
  return (await saved.json()) as CandidateProfile;
}

/** Merges `otherId` into `keptId` and answers the merge (throws unless 200). */
export async function merged(
  staff: StaffSession,
  keptId: number,
  body: MergeCandidatesInput,
): Promise<CandidateMerge> {
  const res = await staff.api(`/api/candidates/${keptId}/merge`, { method: 'POST', json: body });
  if (res.status !== 200) throw new Error(`merge: ${res.status} ${await res.text()}`);
  return (await res.json()) as CandidateMerge;
}
