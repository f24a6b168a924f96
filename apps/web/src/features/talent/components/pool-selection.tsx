import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  TagsInput,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconEraser, IconMailForward, IconTag, IconX } from '@tabler/icons-react';
import type { TalentPoolItem } from '@talvio/contracts/talent';
import {
  type BulkResult,
  type BulkSelection,
  type PoolFilters,
  talentPoolBulkLimits,
} from '@talvio/contracts/talent-pool';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ActionBar } from '../../../components/action-bar.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { saveFile } from '../../../lib/files.ts';
import { failure, notifyFailure } from '../../../lib/form-errors.ts';
import {
  openJobsQuery,
  useBulkDelete,
  useBulkExport,
  useBulkInvite,
  useBulkTag,
  useUndoBulkTag,
} from '../api/talent-pool-bulk.ts';
import { formatCount, plural } from '../labels.ts';

/**
 * Picking talent-pool rows for a bulk action (docs/product/talent-pool.md): a checkbox per row and one for the
 * page, "select all N matching" across pages, and the bar with the actions (tag and undo, export CSV, invite to a
 * job, delete).
 */

export interface PoolSelection {
  picked: ReadonlySet<number>;
  /** Every profile matching the list's search and filters, on every page. */
  allMatching: boolean;
  toggle: (id: number, on: boolean) => void;
  setPage: (ids: readonly number[], on: boolean) => void;
  selectAllMatching: () => void;
  clear: () => void;
}

/** The selection, emptied whenever the search, filters or sort change (`filtersKey`), kept across pages. */
export function usePoolSelection(filtersKey: string): PoolSelection {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const clear = () => {
    setPicked(new Set());
    setAllMatching(false);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search or filter starts a new selection
  useEffect(clear, [filtersKey]);
  return {
    picked,
    allMatching,
    toggle: (id, on) => {
      setAllMatching(false);
      setPicked((prev) => {
        const next = new Set(prev);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
    },
    setPage: (ids, on) => {
      setAllMatching(false);
      setPicked((prev) => {
        const next = new Set(prev);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      });
    },
    selectAllMatching: () => setAllMatching(true),
    clear,
  };
}

const isPicked = (selection: PoolSelection, id: number) => selection.allMatching || selection.picked.has(id);

/** The checkbox of one row (or card). */
export function RowCheckbox({ selection, item }: { selection: PoolSelection; item: TalentPoolItem }) {
  return (
    <Checkbox
      aria-label={`Select ${item.name || 'this profile'}`}
      checked={isPicked(selection, item.id)}
      onChange={(e) => selection.toggle(item.id, e.currentTarget.checked)}
    />
  );
}

/** The header checkbox: every row of this page, or none. */
export function PageCheckbox({
  selection,
  items,
}: {
  selection: PoolSelection;
  items: readonly TalentPoolItem[];
}) {
  const on = items.filter((item) => isPicked(selection, item.id)).length;
  return (
    <Checkbox
      aria-label="Select every profile on this page"
      checked={items.length > 0 && on === items.length}
      indeterminate={on > 0 && on < items.length}
      onChange={(e) =>
        selection.setPage(
          items.map((item) => item.id),
          e.currentTarget.checked,
        )
      }
    />
  );
}

/** The skipped profiles of a bulk answer, in one sentence ("1 skipped: Joanna has no e-mail address."). */
export function skippedText(result: Pick<BulkResult, 'skipped'>): string {
  if (result.skipped.length === 0) return '';
  const shown = result.skipped
    .slice(0, 3)
    .map((s) => `${s.name || 'A profile'}: ${s.message}`)
    .join(' ');
  const more = result.skipped.length > 3 ? ` And ${formatCount(result.skipped.length - 3)} more.` : '';
  return `${formatCount(result.skipped.length)} skipped. ${shown}${more}`;
}

type Dialog = 'tag' | 'invite' | 'delete' | null;

/**
 * The bar under the list while rows are picked: how many, "select all N matching", and the actions. It stays in
 * view at the bottom of the screen; on a phone its buttons wrap onto a second line.
 */
export function SelectionBar({
  selection,
  filters,
  pageItems,
  total,
  totalCapped,
}: {
  selection: PoolSelection;
  /** The list's search, filters and sort, for "all matching". */
  filters: PoolFilters;
  pageItems: readonly TalentPoolItem[];
  total: number;
  totalCapped: boolean;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const exporting = useBulkExport();
  // Erasing is for admins, as erasing one profile is (docs/product/candidate-privacy.md).
  const isAdmin = useCurrentUser().data?.is_admin === true;
  const count = selection.allMatching ? total : selection.picked.size;
  const target: BulkSelection = selection.allMatching
    ? { query: filters, count: total }
    : { ids: [...selection.picked] };
  const everyOnPage = pageItems.length > 0 && pageItems.every((item) => selection.picked.has(item.id));
  const offerAll = !selection.allMatching && everyOnPage && total > pageItems.length;
  const noun = plural(count, 'profile', 'profiles');

  const exportCsv = () =>
    exporting.mutate(target, {
      onSuccess: (blob) => {
        saveFile(blob, `talent-pool-${new Date().toISOString().slice(0, 10)}.csv`);
        notifications.show({ color: 'teal', message: `Exported ${noun} as CSV.` });
      },
      onError: (error) => notifyFailure('The export did not start', error),
    });

  // The dialogs stay mounted while nothing is selected, so a notification's "Undo" still works after "Clear".
  return (
    <>
      {count > 0 && (
        <ActionBar label="Selected profiles" shadow="md" mt="md" bottom="var(--mantine-spacing-sm)">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap="xs" wrap="wrap">
              <Text fw={600} size="sm" aria-live="polite">
                {selection.allMatching
                  ? `All ${noun} matching the search selected`
                  : `${formatCount(count)} selected`}
              </Text>
              {offerAll &&
                (totalCapped ? (
                  <Text size="sm" c="dimmed">
                    More than {formatCount(total)} match: narrow the search to act on all of them.
                  </Text>
                ) : (
                  <Anchor component="button" type="button" size="sm" onClick={selection.selectAllMatching}>
                    Select all {formatCount(total)} matching
                  </Anchor>
                ))}
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={selection.clear}
              >
                Clear
              </Button>
            </Group>
            <Group gap="xs" wrap="wrap">
              <Button
                variant="default"
                size="xs"
                leftSection={<IconTag size={16} aria-hidden />}
                onClick={() => setDialog('tag')}
              >
                Tag
              </Button>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={exportCsv}
                loading={exporting.isPending}
              >
                Export CSV
              </Button>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconMailForward size={16} aria-hidden />}
                onClick={() => setDialog('invite')}
              >
                Invite to a job
              </Button>
              {isAdmin && (
                <Button
                  color="red.9"
                  variant="outline"
                  size="xs"
                  leftSection={<IconEraser size={16} aria-hidden />}
                  onClick={() => setDialog('delete')}
                >
                  Erase
                </Button>
              )}
            </Group>
          </Group>
          {selection.allMatching && count > talentPoolBulkLimits.matching && (
            <Text size="xs" c="dimmed" mt={6}>
              Tagging and erasing take up to {formatCount(talentPoolBulkLimits.matching)} profiles at a time,
              inviting {formatCount(talentPoolBulkLimits.invite)}; an export up to{' '}
              {formatCount(talentPoolBulkLimits.exportMatching)}.
            </Text>
          )}
        </ActionBar>
      )}
      <TagDialog opened={dialog === 'tag'} onClose={() => setDialog(null)} target={target} noun={noun} />
      <InviteDialog
        opened={dialog === 'invite'}
        onClose={() => setDialog(null)}
        target={target}
        noun={noun}
      />
      <DeleteDialog
        opened={dialog === 'delete'}
        onClose={() => setDialog(null)}
        onDeleted={selection.clear}
        target={target}
        count={count}
      />
    </>
  );
}

interface DialogProps {
  opened: boolean;
  onClose: () => void;
  target: BulkSelection;
  noun: string;
}

/** Add or remove tags; the notification offers to undo exactly that change. */
function TagDialog({ opened, onClose, target, noun }: DialogProps) {
  const [action, setAction] = useState<'add' | 'remove'>('add');
  const [tags, setTags] = useState<string[]>([]);
  const tag = useBulkTag();
  const undo = useUndoBulkTag();
  const close = () => {
    tag.reset();
    setTags([]);
    onClose();
  };
  const apply = () =>
    tag.mutate(
      { selection: target, action, tags },
      {
        onSuccess: (result) => {
          close();
          const id = `bulk-tag-${Date.now()}`;
          const done = `${action === 'add' ? 'Tagged' : 'Untagged'} ${plural(result.done, 'profile', 'profiles')}.`;
          notifications.show({
            id,
            color: 'teal',
            title: done,
            autoClose: 12_000,
            message: (
              <Stack gap={6} align="flex-start">
                {result.skipped.length > 0 && <Text size="sm">{skippedText(result)}</Text>}
                {result.undo.changes.length > 0 && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() =>
                      undo.mutate(result.undo, {
                        onSuccess: (undone) => {
                          notifications.hide(id);
                          notifications.show({
                            color: 'teal',
                            message: `Undone: ${plural(undone.done, 'profile is', 'profiles are')} as before.`,
                          });
                        },
                        onError: (error) => notifyFailure('The tagging could not be undone', error),
                      })
                    }
                  >
                    Undo
                  </Button>
                )}
              </Stack>
            ),
          });
        },
      },
    );
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Tag ${noun}`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <SegmentedControl
          value={action}
          onChange={(value) => setAction(value as 'add' | 'remove')}
          data={[
            { value: 'add', label: 'Add tags' },
            { value: 'remove', label: 'Remove tags' },
          ]}
        />
        <TagsInput
          label={action === 'add' ? 'Tags to add' : 'Tags to remove'}
          description="Press Enter after each tag."
          value={tags}
          onChange={setTags}
          maxTags={talentPoolBulkLimits.tags}
          data-autofocus
        />
        <FormError message={failure(tag.error)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={apply} loading={tag.isPending} disabled={tags.length === 0}>
            {action === 'add' ? 'Add tags' : 'Remove tags'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Invite to one of the organisation's open jobs, through the job's own invitations. */
function InviteDialog({ opened, onClose, target, noun }: DialogProps) {
  const jobs = useQuery({ ...openJobsQuery(), enabled: opened });
  const [jobId, setJobId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const invite = useBulkInvite();
  const close = () => {
    invite.reset();
    onClose();
  };
  const job = jobs.data?.items.find((j) => String(j.id) === jobId);
  const send = () =>
    invite.mutate(
      { selection: target, job_id: Number(jobId), ...(message.trim() ? { message } : {}) },
      {
        onSuccess: (result) => {
          close();
          setMessage('');
          notifications.show({
            color: result.done > 0 ? 'teal' : 'yellow',
            title: `Invited ${plural(result.done, 'candidate', 'candidates')} to ${job?.title ?? 'the job'}.`,
            message: skippedText(result) || 'Each gets the interview link by e-mail.',
            autoClose: result.skipped.length > 0 ? false : 8_000,
          });
        },
      },
    );
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Invite ${noun} to a job`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Select
          label="Job"
          placeholder={jobs.isPending ? 'Loading open jobs…' : 'Choose an open job'}
          data={(jobs.data?.items ?? []).map((j) => ({ value: String(j.id), label: j.title }))}
          value={jobId}
          onChange={setJobId}
          nothingFoundMessage="No open job"
          searchable
          data-autofocus
        />
        {jobs.data && jobs.data.items.length === 0 && (
          <Text size="sm" c="dimmed">
            No job is open for interviews. Publish a job first.
          </Text>
        )}
        <Textarea
          label="Personal note (optional)"
          description="Added to the invitation e-mail."
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          maxLength={1_000}
          autosize
          minRows={2}
        />
        <Text size="sm" c="dimmed">
          Each new invitation uses one interview of your plan. Profiles without an e-mail address, or already
          invited to this job, are skipped.
        </Text>
        <FormError message={failure(invite.error)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={send} loading={invite.isPending} disabled={!jobId}>
            Send invitations
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Deleting names the count and says it cannot be undone. */
function DeleteDialog({
  opened,
  onClose,
  onDeleted,
  target,
  count,
}: Omit<DialogProps, 'noun'> & { onDeleted: () => void; count: number }) {
  const remove = useBulkDelete();
  const close = () => {
    remove.reset();
    onClose();
  };
  const noun = plural(count, 'profile', 'profiles');
  const confirm = () =>
    remove.mutate(target, {
      onSuccess: (result) => {
        close();
        onDeleted();
        notifications.show({
          color: 'teal',
          message:
            `Erased ${plural(result.done, "candidate's data", "candidates' data")}. ${skippedText(result)}`.trim(),
        });
      },
    });
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Erase ${noun}?`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text size="sm">
          The personal data of {count === 1 ? 'this candidate' : `all ${noun}`} is erased: profile fields,
          résumé files, interview answers and recordings. A placeholder stays so that counts stay right.{' '}
          <strong>This cannot be undone.</strong>
        </Text>
        <FormError message={failure(remove.error)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            Keep them
          </Button>
          <Button color="red.9" onClick={confirm} loading={remove.isPending}>
            Erase {noun}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
