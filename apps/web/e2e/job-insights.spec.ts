import { readFileSync } from 'node:fs';
import { apiCall, expect, expectAccessible, test } from './fixtures.ts';

/**
 * Job insights (docs/product/job-insights.md): a member opens the demo job's insights from the job page, reads the
 * funnel, the questions and the ranking, and exports the CSV — at desktop and phone widths.
 */
test('job insights: from the job page a member reads the funnel, the questions and the ranking, and exports the CSV', async ({
  memberPage: page,
}) => {
  const jobs = await apiCall(page, 'GET', '/api/jobs?search=Frontend%20Engineer');
  const job = (jobs.body.items as { id: number; title: string }[]).find(
    (j) => j.title === 'Frontend Engineer',
  );
  expect(job).toBeDefined();
  const figures = (await apiCall(page, 'GET', `/api/jobs/${job!.id}/insights`)).body as {
    funnel: { step: string; count: number }[];
    ranking: { name: string; score: number }[];
    questions: { text: string }[];
  };

  await test.step('the job page leads to the insights', async () => {
    await page.goto(`/jobs/${job!.id}`);
    await page.getByRole('link', { name: 'Insights' }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job!.id}/insights$`));
    await expect(page.getByRole('heading', { name: 'Insights — Frontend Engineer' })).toBeVisible();
  });

  await test.step('funnel: every step with its count, as the API computes it', async () => {
    const funnel = page.getByRole('table', { name: 'Funnel figures' });
    for (const step of figures.funnel) {
      await expect(funnel.getByTestId(`funnel-${step.step}`).getByRole('cell').first()).toHaveText(
        String(step.count),
      );
    }
    await expect(page.getByRole('img', { name: /of the funnel/ })).toBeVisible();
  });

  await test.step('per question and the ranking, best first', async () => {
    for (const question of figures.questions) {
      await expect(
        page.getByRole('heading', { name: new RegExp(escapeRegExp(question.text)) }),
      ).toBeVisible();
    }
    const ranking = page.getByRole('table', { name: 'Ranking' });
    await expect(ranking.getByRole('row')).toHaveCount(figures.ranking.length + 1);
    await expect(ranking.getByRole('row').nth(1)).toContainText(figures.ranking[0]!.name);
    await expectAccessible(page);
  });

  await test.step('CSV export: every evaluated interview, best first', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const lines = readFileSync((await file.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(
      /^rank,name,email,score,recommendation,decision,started_at,completed_at,q1_score/,
    );
    expect(lines).toHaveLength(figures.ranking.length + 1);
    expect(lines[1]).toContain(figures.ranking[0]!.name);
  });

  await test.step('on a phone the page reads top to bottom and stays accessible', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Insights — Frontend Engineer' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Funnel figures' })).toBeVisible();
    await expectAccessible(page);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
