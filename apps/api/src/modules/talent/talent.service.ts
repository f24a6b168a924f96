import { yearsCovered } from '@talvio/ai/resume-dates';
import {
  type CandidateProfile,
  type ResumeText,
  type TalentBatch,
  type TalentBatchDetail,
  type TalentFile,
  type TalentFileKind,
  talentFailureMessages,
  talentFailureReasonSchema,
  talentLimits,
  talentProblemCodes,
  type UpdateCandidateInput,
  type updateCandidateSchema,
} from '@talvio/contracts/talent';
import type { z } from 'zod';
import { newStoredName } from '../../adapters/storage/storage.ts';
import type { AppContext } from '../../context.ts';
import { AppError, isUniqueViolation, notFound } from '../../errors.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import { recordStaffActivity } from '../activity/activity.service.ts';
import { assertNotErased, eraseCandidateByStaff, erasureOf } from './candidate-privacy.service.ts';
import { keepableFields, profileFieldsOf, sourcesStillHeld } from './candidate-profile.ts';
import {
  type BatchWithCounts,
  batchExists,
  type CandidateRow,
  countBatchFilesLocked,
  findBatch,
  findCandidate,
  findResumeText,
  insertBatch,
  insertFile,
  listBatches,
  listBatchFiles,
  type TalentFileRow,
  updateCandidateRow,
} from './talent.repository.ts';
import { talentFileKind } from './talent-file-kind.ts';

/** Talent intake (docs/product/talent-intake.md): batches, their files, and the profiles they make. */

const batchesListed = 20;

function toBatch(row: BatchWithCounts): TalentBatch {
  const counts = {
    total: row.total,
    queued: row.queued,
    parsing: row.parsing,
    created: row.created,
    merged: row.merged,
    needs_review: row.needsReview,
    failed: row.failed,
  };
  return {
    id: row.batch.id,
    created_at: row.batch.createdAt.toISOString(),
    created_by_name: row.createdByName ?? 'A former user',
    counts,
    finished: counts.queued + counts.parsing === 0,
  };
}

export function toTalentFile(
  row: TalentFileRow,
  candidateName: string | null,
  review: CandidateRow['review'] = [],
): TalentFile {
  const reason = row.reason ? (talentFailureReasonSchema.safeParse(row.reason).data ?? null) : null;
  return {
    id: row.id,
    batch_id: row.batchId,
    file_name: row.fileName,
    size_bytes: row.sizeBytes,
    kind: row.kind,
    state: row.state,
    outcome: row.outcome,
    reason,
    reason_message: reason ? talentFailureMessages[reason] : null,
    candidate_id: row.candidateId,
    candidate_name: row.candidateId ? candidateName : null,
    review: row.outcome === 'needs_review' ? review : [],
    ocr: row.ocr,
    rows: row.rows,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** POST /talent/batches. */
export async function createBatch(deps: Pick<AppContext, 'db'>, staff: StaffPrincipal): Promise<TalentBatch> {
  const row = await insertBatch(deps.db, staff.organisationId, staff.id);
  const batch = await findBatch(deps.db, staff.organisationId, row.id);
  return toBatch(batch!);
}

/** GET /talent/batches: the most recent first. */
export async function getBatches(deps: Pick<AppContext, 'db'>, staff: StaffPrincipal) {
  const rows = await listBatches(deps.db, staff.organisationId, batchesListed);
  return { items: rows.map(toBatch) };
}

/** GET /talent/batches/{id}: the batch and its files (those changed after `changedSince` when given). */
export async function getBatch(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  id: number,
  changedSince: string | undefined,
): Promise<TalentBatchDetail> {
  // Read the clock first: a file changed while this answer is put together is sent again next time, never missed.
  const asOf = new Date();
  const batch = await findBatch(deps.db, staff.organisationId, id);
  if (!batch) throw notFound('The upload batch');
  const files = await listBatchFiles(deps.db, id, changedSince ? new Date(changedSince) : null);
  return {
    ...toBatch(batch),
    files: files.map((f) => toTalentFile(f.file, f.candidateName, f.review ?? [])),
    as_of: asOf.toISOString(),
  };
}

/** A file as it arrived: its name, its bytes, or that it was cut off at the size limit. */
export interface ArrivedFile {
  fileName: string;
  bytes: Buffer;
  truncated: boolean;
}

/**
 * POST /talent/batches/{id}/files: one file joins the batch. A file refused by its content (no known type, too
 * large, empty) is recorded as failed at once, without its bytes; any other waits in the queue.
 */
export async function addFile(
  deps: Pick<AppContext, 'db' | 'storage'>,
  staff: StaffPrincipal,
  batchId: number,
  file: ArrivedFile,
  onQueued: () => void,
): Promise<TalentFile> {
  // Each of a batch's uploads checks only that the batch is the organisation's; counting waits for the lock below.
  if (!(await batchExists(deps.db, staff.organisationId, batchId))) throw notFound('The upload batch');
  const fileName = cleanFileName(file.fileName);
  const refusal = file.truncated ? 'too_large' : file.bytes.length === 0 ? 'empty' : null;
  const kind: TalentFileKind | null = refusal ? null : talentFileKind(file.bytes, fileName);
  const reason = refusal ?? (kind === null ? 'unsupported_type' : null);
  const storedName = reason ? null : newStoredName(extensionOf(kind!));
  if (storedName) await deps.storage.put(storedName, file.bytes);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const count = await countBatchFilesLocked(tx, batchId);
      if (count >= talentLimits.filesPerBatch)
        throw new AppError(
          talentProblemCodes.batchFull,
          409,
          `A batch holds at most ${talentLimits.filesPerBatch} files; start a new batch for the rest.`,
          'file',
        );
      // The feed says once per batch that an upload began; the batch page has its progress and outcomes.
      if (count === 0)
        await recordStaffActivity(tx, staff, {
          verb: 'talent.upload_started',
          subjectType: 'talent_batch',
          subjectId: batchId,
          summary: 'Started uploading résumés to the talent pool.',
        });
      return insertFile(tx, {
        batchId,
        organisationId: staff.organisationId,
        fileName,
        sizeBytes: file.bytes.length,
        kind,
        storedName,
        state: reason ? 'done' : 'queued',
        outcome: reason ? 'failed' : null,
        reason,
      });
    });
    if (!reason) onQueued();
    return toTalentFile(row, null);
  } catch (err) {
    if (storedName) await deps.storage.remove(storedName);
    throw err;
  }
}

/** The name as shown to staff: no path, no control characters, bounded. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'unnamed file').slice(0, talentLimits.fileName);
}

const extensionOf = (kind: TalentFileKind) => (kind === 'image' ? 'img' : kind);

/** The original file's content type, by what it is. */
export function contentTypeOf(kind: TalentFileKind | null, bytes: Buffer): string {
  if (kind === 'pdf') return 'application/pdf';
  if (kind === 'docx') return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (kind === 'image') return bytes[0] === 0x89 ? 'image/png' : 'image/jpeg';
  if (kind === 'csv') return 'text/csv; charset=utf-8';
  return 'text/plain; charset=utf-8';
}

export function toCandidateProfile(row: CandidateRow): CandidateProfile {
  const { totalYears, ...fields } = profileFieldsOf(row);
  return {
    id: row.id,
    ...fields,
    total_years: totalYears === null ? null : Math.round(totalYears * 10) / 10,
    tags: row.tags,
    notes: row.notes,
    source: row.source,
    review: row.review,
    resume:
      row.resumeFile && row.resumeKind && row.resumeFileName && row.resumeUploadedAt
        ? {
            file_name: row.resumeFileName,
            kind: row.resumeKind,
            size_bytes: row.resumeSizeBytes ?? 0,
            uploaded_at: row.resumeUploadedAt.toISOString(),
          }
        : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The years a work history covers, overlaps once, "present" up to `now` (docs/product/talent-intake.md, **years
 * follow the work history**); null when no entry has a start.
 */
export function yearsOfWork(
  experience: readonly { start: string | null; end: string | null }[],
  now: Date,
): number | null {
  const dated = experience.flatMap((entry) =>
    entry.start ? [{ start: entry.start, end: entry.end ?? ('present' as const) }] : [],
  );
  return dated.length === 0 ? null : yearsCovered(dated, now.toISOString().slice(0, 7));
}

/** GET /candidates/{id}. */
export async function getCandidate(deps: Pick<AppContext, 'db'>, staff: StaffPrincipal, id: number) {
  const row = await findCandidate(deps.db, staff.organisationId, id);
  if (!row) throw notFound('The candidate');
  return { ...toCandidateProfile(row), erased: await erasureOf(deps, row) };
}

/**
 * PATCH /candidates/{id}: the fields sent change and are kept from then on (a later résumé does not overwrite
 * them); their review flags go. An e-mail can be changed but not removed once the profile has one.
 */
export async function updateCandidate(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  id: number,
  input: z.output<typeof updateCandidateSchema>,
): Promise<CandidateProfile> {
  try {
    return await deps.db.transaction(async (tx) => {
      const before = await findCandidate(tx, staff.organisationId, id, true);
      if (!before) throw notFound('The candidate');
      assertNotErased(before);
      if (input.email === null && before.email !== null)
        throw new AppError(
          'invalid_input',
          400,
          'email: A profile keeps its e-mail once it has one; enter the new address instead.',
          'email',
        );
      const sent = Object.keys(input) as (keyof UpdateCandidateInput)[];
      const kept = sent.filter((field): field is keyof typeof keepableFields => field in keepableFields);
      const row = await updateCandidateRow(tx, staff.organisationId, id, {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.email !== undefined && { email: input.email }),
        ...(input.phone !== undefined && { phone: input.phone }),
        ...(input.location !== undefined && { location: input.location }),
        ...(input.headline !== undefined && { headline: input.headline }),
        ...(input.summary !== undefined && { summary: input.summary }),
        ...(input.links !== undefined && { links: input.links }),
        ...(input.skills !== undefined && { skills: [...new Set(input.skills)] }),
        ...(input.experience !== undefined && {
          experience: input.experience,
          totalYears: yearsOfWork(input.experience, new Date()),
        }),
        ...(input.education !== undefined && { education: input.education }),
        ...(input.tags !== undefined && { tags: [...new Set(input.tags)] }),
        ...(input.notes !== undefined && { notes: input.notes }),
        keptFields: [...new Set([...before.keptFields, ...kept])],
        review: before.review.filter((flag) => !sent.includes(flag.field)),
      });
      // The profile's history says who changed which fields (docs/product/talent-intake.md, **profile history**).
      const changes = sent.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(row![field]));
      await recordStaffActivity(tx, staff, {
        verb: 'candidate.updated',
        subjectType: 'candidate',
        subjectId: id,
        summary:
          changes.length > 0
            ? `Changed ${fieldList.format(changes.map((field) => profileFieldNames[field]))} on the profile of ${row!.name || 'a candidate'}.`
            : `Checked the profile of ${row!.name || 'a candidate'} and left it as it was.`,
        details: { changes },
      });
      return toCandidateProfile(row!);
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError(
        talentProblemCodes.emailTaken,
        409,
        'email: Another profile in your organisation has this e-mail.',
        'email',
      );
    throw err;
  }
}

const fieldList = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** How a profile's fields are named in its history. */
const profileFieldNames: Record<keyof UpdateCandidateInput, string> = {
  name: 'the name',
  email: 'the e-mail',
  phone: 'the phone',
  location: 'the location',
  headline: 'the headline',
  summary: 'the summary',
  links: 'the links',
  skills: 'the skills',
  experience: 'the work history',
  education: 'the education',
  tags: 'the tags',
  notes: 'the notes',
};

/**
 * DELETE /candidates/{id}: erases the person's data, as POST /candidates/{id}/erase does; the profile stays as a
 * placeholder so interview counts do not change (docs/product/candidate-privacy.md, **delete is erase**).
 */
export function deleteCandidate(
  deps: Pick<AppContext, 'db' | 'storage' | 'config' | 'log'>,
  staff: StaffPrincipal,
  id: number,
): Promise<void> {
  return eraseCandidateByStaff(deps, staff, id);
}

/**
 * GET /candidates/{id}/resume/text: the résumé's text as read and the sources of the values the profile still has
 * (**fields show their source**). A profile not made from a résumé has none (404).
 */
export async function getCandidateResumeText(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  id: number,
): Promise<ResumeText> {
  const row = await findCandidate(deps.db, staff.organisationId, id);
  if (!row) throw notFound('The candidate');
  const resume = await findResumeText(deps.db, staff.organisationId, id);
  if (!resume) throw notFound("The résumé's text");
  return {
    text: resume.text,
    ocr: resume.ocr,
    sources: sourcesStillHeld(resume.sources, profileFieldsOf(row)),
  };
}

/** GET /candidates/{id}/resume: the original file. */
export async function getCandidateResume(
  deps: Pick<AppContext, 'db' | 'storage'>,
  staff: StaffPrincipal,
  id: number,
): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  const row = await findCandidate(deps.db, staff.organisationId, id);
  if (!row) throw notFound('The candidate');
  const bytes = row.resumeFile ? await deps.storage.get(row.resumeFile) : null;
  if (!bytes) throw notFound('The résumé file');
  return {
    bytes,
    contentType: contentTypeOf(row.resumeKind, bytes),
    fileName: row.resumeFileName ?? `resume.${row.resumeKind ?? 'bin'}`,
  };
}
