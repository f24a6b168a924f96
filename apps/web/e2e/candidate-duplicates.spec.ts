import type { Page } from '@playwright/test';
import { apiCall, expect, expectAccessible, test, uniqueEmail } from './fixtures.ts';

/** Two rows of a candidate CSV through the upload API, read by the queue; answers the profiles' ids by e-mail. */
async function addProfiles(page: Page, rows: { name: string; email: string; phone: string }[]) {
  const batch = await apiCall(page, 'POST', '/api/talent/batches', {});
  expect(batch.status).toBe(201);
  const csv = ['name,email,phone', ...rows.map((r) => `${r.name},${r.email},${r.phone}`)].join('\n');
  const status = await page.evaluate(
    async ([id, text]) => {
      const form = new FormData();
      form.append('file', new Blob([text]), 'people.csv');
      const res = await fetch(`/api/talent/batches/${id}/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('jwt_token')}` },
        body: form,
      });
      return res.status;
    },
    [batch.body.id as number, csv] as const,
  );
  expect(status).toBe(201);
  await expect
    .poll(async () => (await apiCall(page, 'GET', `/api/talent/batches/${batch.body.id}`)).body.finished)
    .toBe(true);
  const ids: number[] = [];
  for (const row of rows) {
    const found = await apiCall(page, 'GET', `/api/candidates?q=${encodeURIComponent(row.email)}`);
    ids.push((found.body.items as { id: number }[])[0]!.id);
  }
  return ids;
}

test('merge field by field and undo a merge: a suggested duplicate is compared, merged and brought back', async ({
  newOrganisation: { page },
}) => {
  const phone = '+447700900321';
  const [keptId, otherId] = await addProfiles(page, [
    { name: 'Halima Osei', email: uniqueEmail('halima'), phone },
    { name: 'Halima Mensah-Osei', email: uniqueEmail('halima.mo'), phone },
  ]);
  const job = (company: string, start: string) => ({
    title: 'Staff Nurse',
    company,
    start,
    end: null,
    description: '',
  });
  const saved = [
    await apiCall(page, 'PATCH', `/api/candidates/${keptId}`, {
      headline: 'Staff Nurse',
      skills: ['Triage', 'Wound care'],
      experience: [job('St Mary Hospital', '2019-03')],
    }),
    await apiCall(page, 'PATCH', `/api/candidates/${otherId}`, {
      location: 'Leeds, UK',
      skills: ['Triage', 'IV therapy'],
      experience: [job('St Mary Hospital NHS Trust', '2019-01')],
    }),
  ];
  expect(saved.map((res) => res.status)).toEqual([200, 200]);

  // Duplicate suggestions: the other profile, with why.
  await page.goto(`/my-talent-profile/${keptId}`);
  const panel = page.getByRole('region', { name: 'Possible duplicates' });
  await expect(panel.getByRole('link', { name: 'Halima Mensah-Osei' })).toBeVisible();
  await expect(panel.getByText(`Same phone number: ${phone}`)).toBeVisible();
  await expectAccessible(page);

  // Compare, choose the other's name, preview, merge.
  await panel.getByRole('button', { name: 'Compare and merge with Halima Mensah-Osei' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare and merge: Halima Mensah-Osei' });
  const name = dialog.getByRole('radiogroup', { name: 'Name' });
  await expect(name.getByRole('radio', { name: 'This profile' })).toBeChecked();
  await name.getByRole('radio', { name: 'Halima Mensah-Osei' }).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Preview merge' }).click();
  await expect(dialog.getByText(/interviews, résumé, history and uploads move here/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Merge profiles' }).click();

  await expect(page.getByText('Profiles merged')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Halima Mensah-Osei' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Possible duplicates' })).toHaveCount(0);
  expect((await apiCall(page, 'GET', `/api/candidates/${otherId}`)).status).toBe(404);

  // Undo: both profiles as they were.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Merge undone')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Halima Osei' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Halima Mensah-Osei' })).toBeVisible();
  expect((await apiCall(page, 'GET', `/api/candidates/${otherId}`)).body.name).toBe('Halima Mensah-Osei');
});
