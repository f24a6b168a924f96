import { invitationCandidateSchema } from '@talvio/contracts/interviews';
import { talentLimits } from '@talvio/contracts/talent';
import {
  type BulkInviteResult,
  type BulkResult,
  type BulkSkipped,
  type BulkSkipReason,
  type BulkTagResult,
  type bulkInviteRequestSchema,
  bulkProblemCodes,
  type bulkSelectionSchema,
  bulkSkipMessages,
  type bulkTagRequestSchema,
  type bulkTagUndoSchema,
  type TagChange,
  talentPoolBulkLimits,
} from '@talvio/contracts/talent-pool';
import { changeTags, undoTags } from '@talvio/domain/talent-tags';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import { recordStaffActivity } from '../activity/activity.service.ts';
import { getInvitationCount, interviewableJob, inviteCandidates } from '../interviews/invitations.service.ts';
import { eraseCandidateByStaff } from './candidate-privacy.service.ts';
import { poolCsv } from './pool-csv.ts';
import { findProfiles, findProfilesForExport, setTags } from './talent-bulk.repository.ts';
import { matchingIds } from './talent-pool.repository.ts';
import { toPoolFilter } from './talent-pool.service.ts';

/**
 * Bulk actions on the talent pool (docs/product/talent-pool.md): tag (and undo), export CSV, delete, and invite to
 * a job's AI interview, on profiles picked one by one or on every profile matching the list. Each answers how
 * many profiles it acted on and which it skipped, with why; each is one entry in the activity feed.
 */

type Selection = z.output<typeof bulkSelectionSchema>;
type Database = AppContext['db'];

const countFormat = new Intl.NumberFormat('en');
const profiles = (n: number) => `${countFormat.format(n)} profile${n === 1 ? '' : 's'}`;

const skip = (id: number, name: string | null, reason: BulkSkipReason): BulkSkipped => ({
  id,
  name,
  reason,
  message: bulkSkipMessages[reason],
});

const tooLarge = (cap: number, what: string) =>
  new AppError(
    bulkProblemCodes.selectionTooLarge,
    422,
    `selection: ${what} takes at most ${profiles(cap)} at a time. Narrow the search or pick the profiles.`,
    'selection',
  );

/**
 * The profiles a selection names, in the list's order: picked ids (duplicates once; those not in the pool are
 * `missing`), or every profile matching the query when that is still the `count` the person was shown.
 */
async function resolveSelection(
  db: Database,
  staff: StaffPrincipal,
  selection: Selection,
  cap: number,
  what: string,
): Promise<{ ids: number[]; missing: number[]; selected: number }> {
  if ('ids' in selection) {
    const wanted = [...new Set(selection.ids)];
    if (wanted.length > cap) throw tooLarge(cap, what);
    const found = new Set((await findProfiles(db, staff.organisationId, wanted)).map((p) => p.id));
    return {
      ids: wanted.filter((id) => found.has(id)),
      missing: wanted.filter((id) => !found.has(id)),
      selected: wanted.length,
    };
  }
  const { count } = selection;
  if (count > cap) throw tooLarge(cap, what);
  const ids = await matchingIds(db, staff.organisationId, toPoolFilter(selection.query), cap + 1);
  if (ids.length !== count)
    throw new AppError(
      bulkProblemCodes.selectionChanged,
      409,
      `selection.count: The list has changed: ${ids.length > cap ? `more than ${profiles(cap)}` : profiles(ids.length)} match now, not the ${countFormat.format(count)} shown. Check the list and try again.`,
      'selection.count',
    );
  return { ids, missing: [], selected: count };
}

const missingSkipped = (missing: number[]) => missing.map((id) => skip(id, null, 'not_found'));

/** Tags each profile as asked; the rows are locked meanwhile, so two taggings at once both count. */
async function applyTagChanges(
  db: Database,
  staff: StaffPrincipal,
  ids: number[],
  change: (id: number, tags: string[]) => ReturnType<typeof changeTags>,
) {
  const rows = await findProfiles(db, staff.organisationId, ids, true);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const changes: TagChange[] = [];
  const updates: { id: number; tags: string[] }[] = [];
  const skipped: BulkSkipped[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) {
      skipped.push(skip(id, null, 'not_found'));
      continue;
    }
    const outcome = change(id, row.tags);
    if (outcome === 'too_many') skipped.push(skip(id, row.name, 'too_many_tags'));
    else if (outcome.added.length + outcome.removed.length === 0)
      skipped.push(skip(id, row.name, 'no_change'));
    else {
      updates.push({ id, tags: outcome.tags });
      changes.push({ id, added: outcome.added, removed: outcome.removed });
    }
  }
  await setTags(db, staff.organisationId, updates);
  return { changes, skipped };
}

const tagWords = (add: readonly string[], remove: readonly string[]) =>
  [
    add.length ? `added ${add.map((t) => `"${t}"`).join(', ')}` : '',
    remove.length ? `removed ${remove.map((t) => `"${t}"`).join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' and ');

/** POST /candidates/bulk/tags: add and remove tags; the answer's `undo` takes exactly this change back. */
export async function bulkTag(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  input: z.output<typeof bulkTagRequestSchema>,
): Promise<BulkTagResult> {
  return deps.db.transaction(async (tx) => {
    const { ids, missing, selected } = await resolveSelection(
      tx,
      staff,
      input.selection,
      talentPoolBulkLimits.matching,
      'Tagging',
    );
    const add = input.action === 'add' ? input.tags : [];
    const remove = input.action === 'remove' ? input.tags : [];
    const { changes, skipped } = await applyTagChanges(tx, staff, ids, (_id, tags) =>
      changeTags(tags, add, remove, talentLimits.tags),
    );
    if (changes.length > 0)
      await recordStaffActivity(tx, staff, {
        verb: 'candidate.bulk_tagged',
        subjectType: 'candidate',
        subjectId: null,
        summary: `Tagged ${profiles(changes.length)}: ${tagWords(add, remove)}.`,
        details: { count: changes.length, added: add, removed: remove },
      });
    return {
      selected,
      done: changes.length,
      skipped: [...missingSkipped(missing), ...skipped],
      undo: { changes },
    };
  });
}

/** POST /candidates/bulk/tags/undo: a tagging's `undo`, applied to the profiles still in the pool. */
export async function undoBulkTag(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  input: z.output<typeof bulkTagUndoSchema>,
): Promise<BulkResult> {
  const byId = new Map(input.changes.map((change) => [change.id, change]));
  return deps.db.transaction(async (tx) => {
    const ids = [...byId.keys()];
    const { changes, skipped } = await applyTagChanges(tx, staff, ids, (id, tags) =>
      undoTags(tags, byId.get(id)!, talentLimits.tags),
    );
    if (changes.length > 0)
      await recordStaffActivity(tx, staff, {
        verb: 'candidate.bulk_tag_undone',
        subjectType: 'candidate',
        subjectId: null,
        summary: `Undid the tagging of ${profiles(changes.length)}.`,
        details: { count: changes.length },
      });
    return { selected: ids.length, done: changes.length, skipped };
  });
}

/** POST /candidates/bulk/export: the profiles as CSV, in the list's order. */
export async function bulkExport(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  selection: Selection,
): Promise<{ csv: string; count: number }> {
  const { ids, selected } = await resolveSelection(
    deps.db,
    staff,
    selection,
    'ids' in selection ? talentPoolBulkLimits.ids : talentPoolBulkLimits.exportMatching,
    'Exporting',
  );
  const rows = await findProfilesForExport(deps.db, staff.organisationId, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const listed = ids.flatMap((id) => byId.get(id) ?? []);
  await recordStaffActivity(deps.db, staff, {
    verb: 'candidate.exported',
    subjectType: 'candidate',
    subjectId: null,
    summary: `Exported ${profiles(listed.length)} as CSV.`,
    details: { count: listed.length, selected, how: 'ids' in selection ? 'picked' : 'all matching' },
  });
  return { csv: poolCsv(listed), count: listed.length };
}

/**
 * POST /candidates/bulk/delete: each selected profile is erased as one erased by hand is (docs/product/
 * candidate-privacy.md): the placeholder stays so counts stay honest, each erasure is in the activity feed without
 * the person's data. A profile erased already, or gone, is skipped.
 */
export async function bulkDelete(
  deps: Pick<AppContext, 'db' | 'storage' | 'config' | 'log'>,
  staff: StaffPrincipal,
  selection: Selection,
): Promise<BulkResult> {
  const resolved = await resolveSelection(
    deps.db,
    staff,
    selection,
    talentPoolBulkLimits.matching,
    'Deleting',
  );
  const missing = [...resolved.missing];
  let done = 0;
  for (const id of resolved.ids) {
    try {
      await eraseCandidateByStaff(deps, staff, id);
      done += 1;
    } catch (err) {
      if (!(err instanceof AppError) || (err.status !== 404 && err.status !== 409)) throw err;
      missing.push(id);
    }
  }
  return { selected: resolved.selected, done, skipped: missingSkipped(missing) };
}

/**
 * POST /candidates/bulk/invite: the selected profiles invited to a job's AI interview through the invitation
 * service (its allowance, its e-mails, its activity entry); profiles without a usable e-mail are skipped.
 */
export async function bulkInvite(
  deps: Pick<AppContext, 'db' | 'email' | 'config'>,
  staff: StaffPrincipal,
  input: z.output<typeof bulkInviteRequestSchema>,
): Promise<BulkInviteResult> {
  const { ids, missing, selected } = await resolveSelection(
    deps.db,
    staff,
    input.selection,
    talentPoolBulkLimits.invite,
    'Inviting',
  );
  // The job's own rules first (the organisation's, open, with questions), even when nobody can be invited.
  await interviewableJob(deps.db, staff.organisationId, input.job_id);
  const rows = await findProfiles(deps.db, staff.organisationId, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const skipped = missingSkipped(missing);
  const invitable: { id: number; name: string; email: string }[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) skipped.push(skip(id, null, 'not_found'));
    else if (!row.email) skipped.push(skip(id, row.name, 'no_email'));
    else {
      const parsed = invitationCandidateSchema.safeParse({
        name: (row.name.trim() || row.email).slice(0, 120),
        email: row.email,
      });
      if (parsed.success) invitable.push({ id, ...parsed.data });
      else skipped.push(skip(id, row.name, 'invalid_email'));
    }
  }
  if (invitable.length === 0)
    return { selected, done: 0, skipped, allowance: await getInvitationCount(deps, staff.organisationId) };
  const result = await inviteCandidates(deps, staff, input.job_id, {
    candidates: invitable.map(({ name, email }) => ({ name, email })),
    message: input.message,
  });
  const profileOf = new Map(invitable.map((p) => [p.email, p]));
  for (const outcome of result.results)
    if (outcome.outcome === 'already_invited') {
      const profile = profileOf.get(outcome.email);
      skipped.push(
        skip(profile?.id ?? outcome.candidate_id, profile?.name ?? outcome.name, 'already_invited'),
      );
    }
  return { selected, done: result.invited, skipped, allowance: result.allowance };
}
