/**
 * Measures the interview evaluator against human labels: `npm run eval:interviews`.
 *
 * Every labelled answer is evaluated as a one-answer interview by the configured engine (the local engine,
 * or the openai engine when AI_BASE_URL and AI_MODEL are set), then Spearman's ρ is computed between the
 * engine's scores and the labels, and between a naive baseline (the share of the rubric's distinct content
 * words found in the answer) and the labels. The last line is always `rho <engine> baseline <baseline>`.
 * Exits 1 when the engine's ρ is below 0.75 or does not beat the baseline by at least 0.10.
 *
 * Options: `--split dev|holdout|all` limits the items (default all); `--details` prints every item.
 */
import { createEngine } from '@talvio/ai/create-engine';
import { rubricWordShare } from '@talvio/ai/evaluation-baseline';
import { spearman } from '@talvio/ai/spearman';
import {
  answerCategories,
  answerInputOf,
  LABELLED_ANSWERS,
  type LabelledAnswer,
} from '../packages/ai/eval/interview-answers.ts';

const MIN_RHO = 0.75;
const MIN_MARGIN = 0.1;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const format = (value: number) => (Number.isFinite(value) ? value.toFixed(3) : 'nan');
const pad = (value: string, width: number) => value.padEnd(width);

async function main(): Promise<number> {
  const split = option('--split') ?? 'all';
  const items = LABELLED_ANSWERS.filter((item) =>
    split === 'dev' ? !item.holdout : split === 'holdout' ? item.holdout === true : true,
  );
  const engine = createEngine();
  const startedAt = Date.now();
  const rows: { item: LabelledAnswer; score: number; baseline: number; signals: string[] }[] = [];
  const models = new Set<string>();
  let fallbacks = 0;
  for (const item of items) {
    const result = await engine.evaluateInterview({
      job_title: item.question.job_title,
      seniority: item.question.seniority,
      required_skills: item.question.required_skills,
      answers: [answerInputOf(item)],
    });
    const answer = result.answers[0]!;
    models.add(`${result.engine}/${result.model}`);
    if (result.fallback) fallbacks += 1;
    rows.push({
      item,
      score: answer.score,
      baseline: rubricWordShare(item.question.rubric, item.answer_text),
      signals: answer.signals,
    });
  }
  const seconds = (Date.now() - startedAt) / 1000;

  const fellBack = fallbacks > 0 ? `, ${fallbacks} fell back to the local engine` : '';
  console.log(
    `engine ${[...models].join(', ')}, ${rows.length} answers (${split}), ${seconds.toFixed(1)} s${fellBack}`,
  );
  if (process.argv.includes('--details')) {
    for (const row of rows) {
      console.log(
        `${pad(row.item.id, 6)} ${pad(row.item.category, 17)} label ${String(row.item.label).padStart(2)}  score ${row.score.toFixed(1).padStart(4)}  baseline ${row.baseline.toFixed(2)}  ${row.signals.join(',')}`,
      );
    }
  }

  console.log(`${pad('category', 17)} ${pad('n', 3)} ${pad('label', 6)} ${pad('score', 6)} baseline×10`);
  for (const category of answerCategories) {
    const inCategory = rows.filter((row) => row.item.category === category);
    if (inCategory.length === 0) continue;
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    console.log(
      `${pad(category, 17)} ${pad(String(inCategory.length), 3)} ${pad(mean(inCategory.map((r) => r.item.label)).toFixed(1), 6)} ${pad(mean(inCategory.map((r) => r.score)).toFixed(1), 6)} ${(10 * mean(inCategory.map((r) => r.baseline))).toFixed(1)}`,
    );
  }

  const labels = rows.map((row) => row.item.label);
  const rho = spearman(
    rows.map((row) => row.score),
    labels,
  );
  const baselineRho = spearman(
    rows.map((row) => row.baseline),
    labels,
  );
  if (split === 'all') {
    for (const part of ['dev', 'holdout'] as const) {
      const subset = rows.filter((row) => (part === 'holdout') === (row.item.holdout === true));
      const partRho = spearman(
        subset.map((row) => row.score),
        subset.map((row) => row.item.label),
      );
      const partBaseline = spearman(
        subset.map((row) => row.baseline),
        subset.map((row) => row.item.label),
      );
      console.log(
        `${part}: ${subset.length} answers, rho ${format(partRho)} baseline ${format(partBaseline)}`,
      );
    }
  }

  let failed = false;
  if (!(rho >= MIN_RHO)) {
    console.log(`FAIL: engine rho ${format(rho)} is below ${MIN_RHO}`);
    failed = true;
  }
  if (!(rho - baselineRho >= MIN_MARGIN)) {
    console.log(
      `FAIL: engine rho ${format(rho)} does not beat the baseline ${format(baselineRho)} by ${MIN_MARGIN}`,
    );
    failed = true;
  }
  console.log(`rho ${format(rho)} baseline ${format(baselineRho)}`);
  return failed ? 1 : 0;
}

process.exitCode = await main();
