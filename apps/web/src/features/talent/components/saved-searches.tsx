import { ActionIcon, Button, Checkbox, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBookmark, IconDots, IconPlus } from '@tabler/icons-react';
import type { PoolFilters, SavedSearch } from '@talvio/contracts/talent-pool';
import { talentPoolBulkLimits } from '@talvio/contracts/talent-pool';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage, notifyFailure } from '../../../lib/form-errors.ts';
import {
  useCreateSavedSearch,
  useDeleteSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
} from '../api/talent-pool-bulk.ts';

/**
 * The talent pool's saved searches (docs/product/talent-pool.md, **saved searches**): one button each re-applies
 * its search, filters and sort; "Save search" keeps the current ones under a name. A person's own come first,
 * then those others share.
 */

/** Filters as one comparable string: empty values left out, keys in order. */
export function filtersKey(filters: PoolFilters): string {
  const entries = Object.entries(filters)
    .filter(
      ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    )
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

export function SavedSearches({
  filters,
  onApply,
}: {
  /** The list's current search, filters and sort. */
  filters: PoolFilters;
  onApply: (filters: PoolFilters) => void;
}) {
  const list = useSavedSearches();
  const [naming, setNaming] = useState<{ search: SavedSearch | null } | null>(null);
  const remove = useDeleteSavedSearch();
  const share = useUpdateSavedSearch();
  const current = filtersKey(filters);
  const items = list.data?.items ?? [];
  const own = items.filter((s) => s.mine).length;

  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed" component="span">
          <IconBookmark size={14} aria-hidden style={{ verticalAlign: -2 }} /> Saved searches:
        </Text>
        {list.isSuccess && items.length === 0 && (
          <Text size="sm" c="dimmed" component="span">
            none yet
          </Text>
        )}
        {items.map((search) => {
          const active = filtersKey(search.filters) === current;
          return (
            <Group key={search.id} gap={0} wrap="nowrap">
              <Button
                size="compact-sm"
                radius="xl"
                variant={active ? 'filled' : 'light'}
                aria-pressed={active}
                onClick={() => onApply(search.filters)}
                title={search.mine ? undefined : `Shared by ${search.owner_name ?? 'a former user'}`}
              >
                {search.name}
                {!search.mine && (
                  <Text span size="xs" ml={4} c={active ? undefined : 'dimmed'}>
                    · {search.owner_name ?? 'shared'}
                  </Text>
                )}
              </Button>
              {search.mine && (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" size="sm" aria-label={`Options for ${search.name}`}>
                      <IconDots size={14} aria-hidden />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => setNaming({ search })}>Rename</Menu.Item>
                    <Menu.Item
                      onClick={() =>
                        share.mutate(
                          { id: search.id, input: { shared: !search.shared } },
                          { onError: (error) => notifyFailure('The search was not changed', error) },
                        )
                      }
                    >
                      {search.shared ? 'Stop sharing' : 'Share with the organisation'}
                    </Menu.Item>
                    <Menu.Item
                      onClick={() =>
                        share.mutate(
                          { id: search.id, input: { filters } },
                          {
                            onSuccess: () =>
                              notifications.show({
                                color: 'teal',
                                message: `"${search.name}" now keeps the current search and filters.`,
                              }),
                            onError: (error) => notifyFailure('The search was not changed', error),
                          },
                        )
                      }
                    >
                      Replace with the current filters
                    </Menu.Item>
                    <Menu.Item
                      color="red"
                      onClick={() =>
                        remove.mutate(search.id, {
                          onSuccess: () =>
                            notifications.show({
                              color: 'teal',
                              message: `Deleted the saved search "${search.name}".`,
                            }),
                          onError: (error) => notifyFailure('The search was not deleted', error),
                        })
                      }
                    >
                      Delete
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              )}
            </Group>
          );
        })}
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setNaming({ search: null })}
          disabled={own >= talentPoolBulkLimits.savedSearches}
        >
          Save search
        </Button>
      </Group>
      <NameDialog
        key={naming?.search?.id ?? 'new'}
        opened={naming !== null}
        search={naming?.search ?? null}
        filters={filters}
        onClose={() => setNaming(null)}
      />
    </>
  );
}

/** Naming a new saved search (optionally shared), or renaming one. */
function NameDialog({
  opened,
  search,
  filters,
  onClose,
}: {
  opened: boolean;
  search: SavedSearch | null;
  filters: PoolFilters;
  onClose: () => void;
}) {
  const [name, setName] = useState(search?.name ?? '');
  const [shared, setShared] = useState(false);
  const create = useCreateSavedSearch();
  const rename = useUpdateSavedSearch();
  const pending = create.isPending || rename.isPending;
  const error = create.error ?? rename.error;
  const close = () => {
    create.reset();
    rename.reset();
    setName(search?.name ?? '');
    onClose();
  };
  const done = (saved: SavedSearch) => {
    notifications.show({ color: 'teal', message: `Saved the search "${saved.name}".` });
    close();
  };
  const submit = () => {
    if (search) rename.mutate({ id: search.id, input: { name } }, { onSuccess: done });
    else create.mutate({ name, filters, shared }, { onSuccess: done });
  };
  const nameError =
    error instanceof ApiError && error.field !== 'name' ? null : error ? errorMessage(error) : null;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={search ? 'Rename the saved search' : 'Save this search'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <TextInput
            label="Name"
            placeholder="Leeds nurses, night shifts"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={talentPoolBulkLimits.savedSearchName}
            error={nameError}
            required
            data-autofocus
          />
          {!search && (
            <Checkbox
              label="Share with everyone in the organisation"
              description="Others can apply it; only you can change or delete it."
              checked={shared}
              onChange={(e) => setShared(e.currentTarget.checked)}
            />
          )}
          {error && !nameError && (
            <Text c="red" size="sm" role="alert">
              {errorMessage(error)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={pending} disabled={!name.trim()}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
