import type { OversightRecordEntry } from '@talvio/contracts/interviews';
import type { AppContext } from '../../context.ts';
import { csvFile } from '../../csv.ts';
import { notFound } from '../../errors.ts';
import { findJobCandidate } from './interviews.repository.ts';
import {
  listOversightRecords,
  listOversightRecordsBetween,
  type OversightRow,
} from './oversight.repository.ts';

type Deps = Pick<AppContext, 'db'>;

function toEntry(row: OversightRow): OversightRecordEntry {
  return {
    id: row.id,
    kind: row.kind,
    recorded_at: row.createdAt.toISOString(),
    actor: row.actorUserId === null ? null : { id: row.actorUserId, name: row.actorName },
    engine: row.engine,
    model: row.model,
    score: row.score,
    recommendation: row.recommendation,
    decision: row.kind === 'human_decision' ? row.decision : null,
    previous_decision: row.previousDecision,
    agreement: row.agreement,
  };
}

/** GET /api/job-candidates/{id}/oversight: every AI evaluation of the interview and every decision on it. */
export async function getOversightRecord(
  deps: Deps,
  organisationId: number,
  jobCandidateId: number,
): Promise<{ items: OversightRecordEntry[] }> {
  if (!(await findJobCandidate(deps.db, organisationId, jobCandidateId))) throw notFound('The interview');
  const rows = await listOversightRecords(deps.db, organisationId, jobCandidateId);
  return { items: rows.map(toEntry) };
}

const DAY = 24 * 3600 * 1000;

/** GET /api/oversight-records.csv: the organisation's record from `from` to `to` (UTC days, both included). */
export async function exportOversightRecords(
  deps: Deps,
  organisationId: number,
  period: { from: string; to: string },
): Promise<{ fileName: string; csv: string }> {
  const from = new Date(`${period.from}T00:00:00Z`);
  const to = new Date(new Date(`${period.to}T00:00:00Z`).getTime() + DAY);
  const rows = await listOversightRecordsBetween(deps.db, organisationId, from, to);
  const header = [
    'recorded_at',
    'job_id',
    'interview_id',
    'kind',
    'actor_user_id',
    'actor_name',
    'engine',
    'model',
    'score',
    'recommendation',
    'decision',
    'previous_decision',
    'agreement',
  ];
  return {
    fileName: `oversight-record-${period.from}-to-${period.to}.csv`,
    csv: csvFile(
      header,
      rows.map((row) => [
        row.createdAt.toISOString(),
        row.jobId,
        row.jobCandidateId,
        row.kind,
        row.actorUserId,
        row.actorName,
        row.engine,
        row.model,
        row.score,
        row.recommendation,
        row.kind === 'human_decision' ? row.decision : null,
        row.previousDecision,
        row.agreement,
      ]),
    ),
  };
}
