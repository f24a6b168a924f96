import {
  type CandidateMerge,
  type CandidateMergeUndo,
  type DuplicateSuggestionList,
  duplicateProblemCodes,
  type MergeChoices,
  type mergeCandidatesSchema,
} from '@talvio/contracts/candidate-duplicates';
import { talentLimits } from '@talvio/contracts/talent';
import {
  type DuplicateProbe,
  defaultMergeChoice,
  duplicateVerdict,
  isE164,
  isMergeListField,
  joinLists,
  type MergeChoice,
  type MergeField,
  mergeFields,
  mergeUndoDays,
  profileHandles,
} from '@talvio/domain/candidate-duplicates';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, isUniqueViolation, notFound } from '../../errors.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import { recordStaffActivity } from '../activity/activity.service.ts';
import {
  deleteResumeText,
  findDuplicateCandidates,
  findMergeLocked,
  insertMerge,
  jobsWithOpenInvitationsOfBoth,
  lockCandidates,
  markMergeUndone,
  moveDependents,
  moveDependentsBack,
  moveResumeText,
  reinsertCandidateRow,
  releaseSpareFiles,
  restoreCandidateRow,
  restoreResumeText,
  snapshotCandidate,
  snapshotResumeText,
} from './candidate-duplicates.repository.ts';
import {
  type CandidateRow,
  deleteCandidateRow,
  findCandidate,
  type NewCandidate,
  updateCandidateRow,
} from './talent.repository.ts';
import { toCandidateProfile } from './talent.service.ts';

/**
 * Duplicate profiles in the talent pool (docs/product/candidate-duplicates.md): **duplicate suggestions**, **merge
 * field by field** and **undo a merge**. Nothing here runs without a person asking (**nothing merges silently**).
 */

/** Suggestions listed for one profile. */
const suggestionsListed = 10;
const dayMs = 24 * 60 * 60 * 1000;
const undoWindowMs = mergeUndoDays * dayMs;

const probeOf = (row: Pick<CandidateRow, 'name' | 'phone' | 'links' | 'experience'>): DuplicateProbe => ({
  name: row.name,
  phone: row.phone,
  links: row.links,
  employers: row.experience.map((entry) => entry.company).filter(Boolean),
});

/** GET /candidates/{id}/duplicates: the organisation's profiles that are probably the same person, and why. */
export async function getDuplicateSuggestions(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  id: number,
): Promise<DuplicateSuggestionList> {
  const profile = await findCandidate(deps.db, staff.organisationId, id);
  if (!profile) throw notFound('The candidate');
  const compared = await findDuplicateCandidates(deps.db, staff.organisationId, {
    id,
    name: profile.name,
    phone: isE164(profile.phone) ? profile.phone : null,
    handles: profileHandles(profile.links),
  });
  const probe = probeOf(profile);
  const items = compared
    .map((other) => ({ other, verdict: duplicateVerdict(probe, probeOf(other)) }))
    .filter((found) => found.verdict !== null)
    .sort(
      (a, b) =>
        b.verdict!.score - a.verdict!.score ||
        b.other.updatedAt.getTime() - a.other.updatedAt.getTime() ||
        a.other.id - b.other.id,
    )
    .slice(0, suggestionsListed);
  return {
    items: items.map(({ other, verdict }) => ({
      id: other.id,
      name: other.name,
      email: other.email,
      phone: other.phone,
      headline: other.headline,
      location: other.location,
      strength: verdict!.strength,
      score: verdict!.score,
      reasons: verdict!.reasons,
      updated_at: other.updatedAt.toISOString(),
    })),
  };
}

/** A field's value on a profile, for choosing between two (the résumé by its file). */
function fieldValue(row: CandidateRow, field: MergeField): unknown {
  return field === 'resume' ? row.resumeFile : row[field];
}

/** Every field's choice: the one sent, else the default (**merge field by field**). */
export function fullChoices(
  kept: CandidateRow,
  other: CandidateRow,
  sent: MergeChoices,
): Record<MergeField, MergeChoice> {
  return Object.fromEntries(
    mergeFields.map((field) => [
      field,
      sent[field] ?? defaultMergeChoice(field, fieldValue(kept, field), fieldValue(other, field)),
    ]),
  ) as Record<MergeField, MergeChoice>;
}

/** How many items a joined list may hold (as a profile may). */
const listLimits: Partial<Record<MergeField, number>> = {
  links: talentLimits.links,
  skills: talentLimits.skills,
  experience: talentLimits.entries,
  education: talentLimits.entries,
  tags: talentLimits.tags,
};

/** The kept profile's new values from both rows and the choices; a joined list over its limit is refused. */
function mergedValues(
  kept: CandidateRow,
  other: CandidateRow,
  choices: Record<MergeField, MergeChoice>,
): Partial<NewCandidate> {
  const pick = <F extends Exclude<MergeField, 'resume'>>(field: F): CandidateRow[F] => {
    const choice = choices[field];
    if (choice === 'both' && isMergeListField(field)) {
      const joined = joinLists(kept[field] as unknown[], other[field] as unknown[]);
      const limit = listLimits[field];
      if (limit !== undefined && joined.length > limit)
        throw badRequest(
          `fields.${field}: Together the two profiles have ${joined.length}, and a profile holds at most ${limit}; keep one profile's instead.`,
          `fields.${field}`,
        );
      return joined as CandidateRow[F];
    }
    return choice === 'other' ? other[field] : kept[field];
  };
  const fromOther = (field: MergeField) => choices[field] === 'other';
  const review = [
    ...kept.review.filter((flag) => choices[flag.field] !== 'other'),
    ...other.review.filter((flag) => choices[flag.field] !== 'this'),
  ].filter((flag, index, all) => all.findIndex((f) => f.field === flag.field) === index);
  const years =
    choices.experience === 'both'
      ? Math.max(kept.totalYears ?? -1, other.totalYears ?? -1)
      : (fromOther('experience') ? other : kept).totalYears;
  const resumeFrom = fromOther('resume') ? other : kept;
  return {
    name: pick('name'),
    email: pick('email'),
    phone: pick('phone'),
    location: pick('location'),
    headline: pick('headline'),
    summary: pick('summary'),
    links: pick('links'),
    skills: pick('skills'),
    experience: pick('experience'),
    education: pick('education'),
    languages: pick('languages'),
    certifications: pick('certifications'),
    tags: pick('tags'),
    notes: pick('notes'),
    totalYears: years === -1 ? null : years,
    review,
    keptFields: [...new Set([...kept.keptFields, ...other.keptFields])],
    resumeFile: resumeFrom.resumeFile,
    resumeFileName: resumeFrom.resumeFileName,
    resumeKind: resumeFrom.resumeKind,
    resumeSizeBytes: resumeFrom.resumeSizeBytes,
    resumeUploadedAt: resumeFrom.resumeUploadedAt,
  };
}

const list = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/**
 * POST /candidates/{id}/merge: the other profile merges into this one, field by field as chosen; its interviews,
 * résumé, history and uploads move here and it leaves the pool. Both rows are kept as they were, for an undo.
 */
export async function mergeCandidates(
  deps: Pick<AppContext, 'db' | 'storage'>,
  staff: StaffPrincipal,
  id: number,
  input: z.output<typeof mergeCandidatesSchema>,
): Promise<CandidateMerge> {
  const otherId = input.other_id;
  if (otherId === id)
    throw badRequest('other_id: Choose another profile: a profile cannot merge with itself.', 'other_id');
  const result = await deps.db.transaction(async (tx) => {
    const rows = await lockCandidates(tx, staff.organisationId, [id, otherId]);
    const kept = rows.find((row) => row.id === id);
    const other = rows.find((row) => row.id === otherId);
    if (!kept) throw notFound('The candidate');
    if (!other)
      throw new AppError('not_found', 404, 'other_id: The other profile was not found.', 'other_id');
    if (kept.erasedAt || other.erasedAt)
      throw new AppError(
        'candidate_erased',
        409,
        `other_id: ${kept.erasedAt ? 'This' : 'The other'} profile's data was erased; an erased profile cannot be merged.`,
        'other_id',
      );
    const conflicts = await jobsWithOpenInvitationsOfBoth(tx, id, otherId);
    if (conflicts.length > 0)
      throw new AppError(
        duplicateProblemCodes.interviewConflict,
        409,
        `other_id: Both profiles have an open invitation to ${list.format(conflicts.map((job) => `“${job.title}”`))}. Cancel one of the two invitations (or let it finish), then merge.`,
        'other_id',
      );
    const choices = fullChoices(kept, other, input.fields);
    const values = mergedValues(kept, other, choices);
    const keptBefore = await snapshotCandidate(tx, id);
    const mergedBefore = await snapshotCandidate(tx, otherId);
    const keptResumeText = await snapshotResumeText(tx, id);
    const mergedResumeText = await snapshotResumeText(tx, otherId);
    const moved = await moveDependents(tx, staff.organisationId, otherId, id);
    if (choices.resume === 'other') {
      await deleteResumeText(tx, id);
      await moveResumeText(tx, otherId, id);
    }
    // The other row goes first, so that the kept one may take its e-mail.
    await deleteCandidateRow(tx, staff.organisationId, otherId);
    const row = (await updateCandidateRow(tx, staff.organisationId, id, values))!;
    const merge = await insertMerge(tx, {
      organisationId: staff.organisationId,
      keptId: id,
      mergedId: otherId,
      fields: choices,
      keptBefore,
      mergedBefore,
      keptResumeText,
      mergedResumeText,
      moved,
      keptAfter: row.updatedAt,
      spareFile: choices.resume === 'other' ? kept.resumeFile : other.resumeFile,
      mergedBy: staff.id,
    });
    const taken = mergeFields.filter((field) => choices[field] === 'other');
    const joined = mergeFields.filter((field) => choices[field] === 'both');
    await recordStaffActivity(tx, staff, {
      verb: 'candidate.merged',
      subjectType: 'candidate',
      subjectId: id,
      summary: `Merged the profile of ${other.name || 'a candidate'} into the profile of ${row.name || 'a candidate'}${
        taken.length > 0
          ? `, taking ${list.format(taken.map((field) => mergeFieldNames[field]))} from it`
          : ''
      }.`,
      details: {
        merge_id: merge.id,
        merged_id: otherId,
        taken_from_merged: taken,
        joined,
        interviews_moved: moved.jobCandidates.length,
      },
    });
    return {
      merge_id: merge.id,
      // Neither profile of a merge is erased (an erased one is refused).
      profile: { ...toCandidateProfile(row), erased: null },
      merged_id: otherId,
      merged_name: other.name,
      fields: choices,
      moved: {
        interviews: moved.jobCandidates.length,
        uploads: moved.talentFiles.length,
        history: moved.activities.length,
      },
      undo_until: new Date(merge.createdAt.getTime() + undoWindowMs).toISOString(),
    };
  });
  await eraseSpareFiles(deps);
  return result;
}

/** How the merge's activity names a field. */
const mergeFieldNames: Record<MergeField, string> = {
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
  languages: 'the languages',
  certifications: 'the certifications',
  tags: 'the tags',
  notes: 'the notes',
  resume: 'the résumé',
};

/** The résumé files of merges that can no longer be undone, which no profile has, are erased. */
async function eraseSpareFiles(deps: Pick<AppContext, 'db' | 'storage'>): Promise<void> {
  const files = await releaseSpareFiles(deps.db, new Date(Date.now() - undoWindowMs));
  for (const file of files) await deps.storage.remove(file);
}

const notUndoable = (detail: string) => new AppError(duplicateProblemCodes.notUndoable, 409, detail);
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * POST /candidates/merges/{mergeId}/undo: both profiles exactly as they were before the merge, with what moved
 * moved back. Refused once the kept profile has changed since, once undone, and after the undo window.
 */
export async function undoMerge(
  deps: Pick<AppContext, 'db' | 'storage'>,
  staff: StaffPrincipal,
  mergeId: number,
): Promise<CandidateMergeUndo> {
  try {
    return await deps.db.transaction(async (tx) => {
      const found = await findMergeLocked(tx, staff.organisationId, mergeId);
      if (!found) throw notFound('The merge');
      const { merge } = found;
      if (merge.undoneAt)
        throw notUndoable(`This merge was already undone (${day.format(merge.undoneAt)} UTC).`);
      if (Date.now() - merge.createdAt.getTime() > undoWindowMs)
        throw notUndoable(
          `A merge can be undone for ${mergeUndoDays} days; this one was made on ${day.format(merge.createdAt)} UTC.`,
        );
      if (merge.keptId === null)
        throw notUndoable(
          'The kept profile was deleted or merged into another profile since, so there is nothing to undo into.',
        );
      if (!found.keptUnchanged)
        throw notUndoable(
          `The profile of ${found.keptName || 'the candidate'} was changed after the merge (${day.format(found.keptUpdatedAt!)} UTC); undoing the merge would lose that change.`,
        );
      const keptId = merge.keptId;
      await restoreCandidateRow(tx, staff.organisationId, merge.keptBefore);
      await reinsertCandidateRow(tx, merge.mergedBefore);
      await deleteResumeText(tx, keptId);
      if (merge.keptResumeText) await restoreResumeText(tx, merge.keptResumeText);
      if (merge.mergedResumeText) await restoreResumeText(tx, merge.mergedResumeText);
      await moveDependentsBack(tx, staff.organisationId, merge.moved, keptId, merge.mergedId);
      await markMergeUndone(tx, merge.id, staff.id);
      const kept = (await findCandidate(tx, staff.organisationId, keptId))!;
      const restored = (await findCandidate(tx, staff.organisationId, merge.mergedId))!;
      await recordStaffActivity(tx, staff, {
        verb: 'candidate.merge_undone',
        subjectType: 'candidate',
        subjectId: keptId,
        summary: `Undid the merge of the profile of ${restored.name || 'a candidate'} into the profile of ${kept.name || 'a candidate'}: both are back as they were.`,
        details: { merge_id: merge.id, restored_id: restored.id },
      });
      return {
        kept: { ...toCandidateProfile(kept), erased: null },
        restored: { ...toCandidateProfile(restored), erased: null },
      };
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw notUndoable(
        'A profile with the e-mail of one of the two was added after the merge; change or delete it, then undo.',
      );
    throw err;
  }
}
