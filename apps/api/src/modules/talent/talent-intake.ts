import type { CsvRowCounts, TalentFailureReason } from '@talvio/contracts/talent';
import type { Database } from '@talvio/db/client';
import {
  mergeProfiles,
  profileFieldsOf,
  profileFromCsvRow,
  profileFromResume,
  sourcesOf,
} from './candidate-profile.ts';
import {
  type CandidateRow,
  findCandidateByEmail,
  finishFile,
  insertCandidate,
  saveResumeText,
  type TalentFileRow,
  updateCandidateRow,
} from './talent.repository.ts';
import type { ReadResult } from './talent-file-reader.ts';

/**
 * What a read file does to the talent pool (docs/product/talent-intake.md): a résumé makes a profile or merges into
 * the one with the same e-mail; a CSV does so row by row; a failure records its reason. All in the caller's
 * transaction, together with marking the file done.
 */

/** Storage names the caller removes once the transaction has committed. */
export interface Applied {
  discard: string[];
}

/** Thrown when the file's lease was lost (another worker took it over): the transaction rolls back. */
export class LeaseLost extends Error {}

export async function applyReadResult(
  db: Database,
  file: TalentFileRow,
  result: ReadResult,
): Promise<Applied> {
  if (result.kind === 'failed') return fail(db, file, result.reason);
  if (result.kind === 'csv') return applyCsv(db, file, result);
  return applyResume(db, file, result);
}

export async function fail(db: Database, file: TalentFileRow, reason: TalentFailureReason): Promise<Applied> {
  await finish(db, file, {
    outcome: 'failed',
    reason,
    candidateId: null,
    ocr: false,
    rows: null,
    storedName: null,
  });
  return { discard: file.storedName ? [file.storedName] : [] };
}

async function finish(db: Database, file: TalentFileRow, values: Parameters<typeof finishFile>[2]) {
  if (!(await finishFile(db, file, values))) throw new LeaseLost(`talent file ${file.id}: lease lost`);
}

/** How much of a résumé's text is kept to show beside its fields: far more than any résumé has. */
const resumeTextChars = 200_000;

async function applyResume(
  db: Database,
  file: TalentFileRow,
  result: Extract<ReadResult, { kind: 'resume' }>,
): Promise<Applied> {
  const incoming = profileFromResume(result.resume);
  const resume = {
    resumeFile: file.storedName,
    resumeFileName: file.fileName,
    resumeKind: result.fileKind,
    resumeSizeBytes: file.sizeBytes,
    resumeUploadedAt: file.createdAt,
  };
  const existing = incoming.fields.email
    ? await findCandidateByEmail(db, file.organisationId, incoming.fields.email)
    : null;
  let candidate: CandidateRow | null = null;
  let merged = false;
  const discard: string[] = [];
  if (!existing) {
    candidate = await insertCandidate(db, {
      organisationId: file.organisationId,
      ...incoming.fields,
      source: 'upload',
      review: incoming.review,
      ...resume,
    });
  }
  const target =
    existing ??
    (candidate ? null : await findCandidateByEmail(db, file.organisationId, incoming.fields.email!));
  let review = incoming.review;
  if (target) {
    const next = mergeProfiles(profileFieldsOf(target), incoming, target.keptFields);
    review = next.review;
    candidate = await updateCandidateRow(db, file.organisationId, target.id, {
      ...next.fields,
      review: next.review,
      ...resume,
    });
    merged = true;
    if (target.resumeFile && target.resumeFile !== file.storedName) discard.push(target.resumeFile);
  }
  await saveResumeText(db, {
    candidateId: candidate!.id,
    text: result.resume.text.slice(0, resumeTextChars),
    ocr: result.resume.ocr,
    sources: sourcesOf(result.resume).filter((source) => source.end <= resumeTextChars),
  });
  await finish(db, file, {
    outcome: review.length > 0 ? 'needs_review' : merged ? 'merged' : 'created',
    reason: null,
    candidateId: candidate!.id,
    ocr: result.resume.ocr,
    rows: null,
    kind: result.fileKind,
    // The bytes now belong to the profile.
    storedName: null,
  });
  return { discard };
}

async function applyCsv(
  db: Database,
  file: TalentFileRow,
  result: Extract<ReadResult, { kind: 'csv' }>,
): Promise<Applied> {
  const counts: CsvRowCounts = {
    created: 0,
    merged: 0,
    failed: result.total - result.rows.length,
    problems: result.problems,
  };
  for (const row of result.rows) {
    const { fields, tags } = profileFromCsvRow(row);
    const created = await insertCandidate(db, {
      organisationId: file.organisationId,
      ...fields,
      tags,
      source: 'upload',
    });
    if (created) {
      counts.created += 1;
      continue;
    }
    const existing = await findCandidateByEmail(db, file.organisationId, row.email);
    const next = mergeProfiles(profileFieldsOf(existing!), { fields, review: [] }, existing!.keptFields);
    await updateCandidateRow(db, file.organisationId, existing!.id, {
      ...next.fields,
      tags: [...new Set([...existing!.tags, ...tags])],
    });
    counts.merged += 1;
  }
  const made = counts.created + counts.merged;
  await finish(db, file, {
    outcome:
      made === 0
        ? 'failed'
        : counts.failed > 0 || counts.problems.length > 0
          ? 'needs_review'
          : counts.created > 0
            ? 'created'
            : 'merged',
    reason: made === 0 ? 'no_candidates' : null,
    candidateId: null,
    ocr: false,
    rows: counts,
    kind: 'csv',
    storedName: null,
  });
  return { discard: file.storedName ? [file.storedName] : [] };
}
