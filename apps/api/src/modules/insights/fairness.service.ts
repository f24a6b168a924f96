import {
  ethnicityGroups,
  ethnicityLabels,
  type GenderGroup,
  genderGroups,
  genderLabels,
  type JobFairness,
} from '@talvio/contracts/fairness';
import { type DimensionFigures, fairnessTable, medianScore } from '@talvio/domain/fairness';
import { stepReached } from '@talvio/domain/job-insights';
import type { AppContext } from '../../context.ts';
import { csvFile } from '../../csv.ts';
import { notFound } from '../../errors.ts';
import { getSettings } from '../organisations/organisations.service.ts';
import { findInsightJob, listFairnessInterviews } from './insights.repository.ts';

type Deps = Pick<AppContext, 'db'>;

const isGender = (value: string | null): value is GenderGroup =>
  value !== null && (genderGroups as readonly string[]).includes(value);
const isEthnicity = (value: string | null): value is (typeof ethnicityGroups)[number] =>
  value !== null && (ethnicityGroups as readonly string[]).includes(value);

/** "Woman / female", "Asian", or both joined for an intersection ("female+asian"). */
function labelOf(group: string): string {
  return group
    .split('+')
    .map((part) => (isGender(part) ? genderLabels[part] : isEthnicity(part) ? ethnicityLabels[part] : part))
    .join(' · ');
}

async function tablesOf(deps: Deps, organisationId: number, jobId: number) {
  const job = await findInsightJob(deps.db, organisationId, jobId);
  if (!job) throw notFound('The job');
  const rows = await listFairnessInterviews(deps.db, organisationId, jobId);
  const candidates = rows.map((row) => ({
    gender: isGender(row.gender) ? row.gender : null,
    ethnicity: isEthnicity(row.ethnicity) ? row.ethnicity : null,
    reached: stepReached({
      started: row.startedAt !== null,
      completed: row.completedAt !== null,
      evaluated: row.score !== null,
      decision: row.decision,
    }),
    score: row.score,
  }));
  const dimensions: DimensionFigures[] = [
    fairnessTable(candidates, 'gender'),
    fairnessTable(candidates, 'ethnicity'),
    fairnessTable(candidates, 'intersection'),
  ];
  return { job, candidates, dimensions };
}

/** GET /api/jobs/{id}/insights/fairness (docs/product/fairness.md). */
export async function getJobFairness(
  deps: Deps,
  organisationId: number,
  jobId: number,
): Promise<JobFairness> {
  const [{ candidates, dimensions }, settings] = await Promise.all([
    tablesOf(deps, organisationId, jobId),
    getSettings(deps, organisationId),
  ]);
  return {
    collecting: settings.fairness.collect_demographics,
    candidates: candidates.length,
    answered: candidates.filter((c) => c.gender !== null || c.ethnicity !== null).length,
    median_score: medianScore(candidates),
    dimensions: dimensions.map((table) => ({
      dimension: table.dimension,
      unknown: table.unknown,
      groups: table.groups.map((group) => ({ ...group, label: labelOf(group.group) })),
    })),
  };
}

/** GET /api/jobs/{id}/insights/fairness.csv: the same tables, one row per dimension, group and measure. */
export async function getJobFairnessCsv(
  deps: Deps,
  organisationId: number,
  jobId: number,
): Promise<{ fileName: string; csv: string }> {
  const { job, dimensions } = await tablesOf(deps, organisationId, jobId);
  const header = [
    'dimension',
    'group',
    'candidates',
    'share',
    'excluded',
    'measure',
    'selected',
    'of',
    'rate',
    'impact_ratio',
    'review',
  ];
  const rows: (string | number | null)[][] = [];
  for (const table of dimensions) {
    for (const group of table.groups) {
      const base = [
        table.dimension,
        labelOf(group.group),
        group.candidates,
        group.share,
        group.excluded ? 'yes' : 'no',
      ];
      for (const step of group.steps)
        rows.push([
          ...base,
          `selection: ${step.step}`,
          step.selected,
          group.candidates,
          step.rate,
          step.impact_ratio,
          step.review ? 'yes' : 'no',
        ]);
      rows.push([
        ...base,
        'scoring rate (above the median AI score)',
        group.scoring.selected,
        group.scoring.evaluated,
        group.scoring.rate,
        group.scoring.impact_ratio,
        group.scoring.review ? 'yes' : 'no',
      ]);
    }
    rows.push([
      table.dimension,
      'Unknown',
      table.unknown,
      null,
      null,
      'not answered',
      null,
      null,
      null,
      null,
      null,
    ]);
  }
  return { fileName: `fairness-job-${job.id}.csv`, csv: csvFile(header, rows) };
}
