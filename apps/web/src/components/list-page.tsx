import { Group, Paper, Stack, Table, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type Key, type ReactNode } from 'react';
import { oneOf, useListParams } from '../lib/list-params.ts';
import { ListFooter } from './list-footer.tsx';
import { PageHeader } from './page-header.tsx';
import { QueryState } from './query-state.tsx';
import { SortableTh, type SortOrder } from './sortable-th.tsx';
import { WideTable } from './wide-table.tsx';

/** How many rows a list page shows at a time. */
export const listPageSize = 20;

/** The URL state of a list page (`useListPage`): filters, search, sort and page. */
export interface ListPageState<F extends string> extends ReturnType<typeof useListParams> {
  sort: F;
  order: SortOrder;
  /** Sorts by a column; the default sort and order leave the URL, and the list goes back to its first page. */
  onSort: (field: F, order: SortOrder) => void;
  setPage: (page: number) => void;
  pageSize: number;
}

/**
 * A list page's state kept in the URL (see `useListParams`), with the sort read from `sort` and `order`: a value
 * that is not one of `sortFields` falls back to the default, and the defaults are never written to the URL.
 */
export function useListPage<F extends string>(
  sortFields: readonly F[],
  defaults: { sort: F; order: SortOrder },
): ListPageState<F> {
  const listParams = useListParams();
  const { params, update } = listParams;
  const otherOrder: SortOrder = defaults.order === 'asc' ? 'desc' : 'asc';
  return {
    ...listParams,
    sort: oneOf(sortFields, params.get('sort'), defaults.sort),
    order: params.get('order') === otherOrder ? otherOrder : defaults.order,
    onSort: (field, next) =>
      update({
        sort: field === defaults.sort ? null : field,
        order: next === defaults.order ? null : next,
        page: null,
      }),
    setPage: (page) => update({ page: page === 1 ? null : String(page) }),
    pageSize: listPageSize,
  };
}

/** A column of a list page's table: its header, and the field it sorts by when it sorts. */
export interface ListColumn<F extends string> {
  header: ReactNode;
  sort?: F;
}

/**
 * A staff list screen, one shape everywhere: the page header, the filters (tabs above, then the search box and
 * the other filters in a row), the list's loading and error states, the empty state, a table with sortable
 * headers (or, with `card`, cards on a phone) and the count with the page links under it.
 *
 * `noun` names the items, singular and plural: the footer counts them ("12 users"), the loading and error
 * messages use the plural ("Loading users…") and the table and the card list are named after it ("Users").
 */
export function ListPage<T extends { id: Key }, F extends string>({
  title,
  description,
  actions,
  state,
  tabs,
  searchPlaceholder,
  searchWidth = 280,
  filters,
  query,
  noun,
  empty,
  minWidth,
  columns,
  row,
  card,
}: {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  state: ListPageState<F>;
  /** Shown above the search box, e.g. status tabs. */
  tabs?: ReactNode;
  searchPlaceholder: string;
  searchWidth?: number;
  /** Shown beside the search box. */
  filters?: ReactNode;
  query: UseQueryResult<{ items: T[]; total: number; total_capped?: boolean }>;
  noun: [singular: string, plural: string];
  /** Shown instead of the table when nothing is listed. */
  empty: ReactNode;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  columns: ListColumn<F>[];
  /** One `<Table.Tr>` per item. */
  row: (item: T) => ReactNode;
  /** When given, a phone lists the items as these cards (`<li>` elements) instead of the table. */
  card?: (item: T) => ReactNode;
}) {
  const { search, setSearch, sort, order, onSort, page, setPage, pageSize } = state;
  const name = noun[1].charAt(0).toUpperCase() + noun[1].slice(1);
  // On a phone the actions matter most: cards instead of a table that scrolls sideways.
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });

  return (
    <>
      <PageHeader title={title} description={description} actions={actions} />
      <Stack gap="sm" mb="md">
        {tabs}
        <Group gap="sm" align="flex-end">
          <TextInput
            label="Search"
            placeholder={searchPlaceholder}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={{ base: '100%', sm: searchWidth }}
          />
          {filters}
        </Group>
      </Stack>
      <QueryState query={query} label={noun[1]}>
        {(data) =>
          data.items.length === 0 ? (
            empty
          ) : (
            <>
              {card && narrow ? (
                <Stack
                  gap="sm"
                  component="ul"
                  aria-label={name}
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                >
                  {data.items.map((item) => (
                    <Fragment key={item.id}>{card(item)}</Fragment>
                  ))}
                </Stack>
              ) : (
                <Paper withBorder>
                  <WideTable minWidth={minWidth}>
                    <Table highlightOnHover stickyHeader verticalSpacing="sm" aria-label={name}>
                      <Table.Thead>
                        <Table.Tr>
                          {columns.map((column, i) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                            <Fragment key={i}>
                              {column.sort === undefined ? (
                                <Table.Th>{column.header}</Table.Th>
                              ) : (
                                <SortableTh field={column.sort} sort={sort} order={order} onSort={onSort}>
                                  {column.header}
                                </SortableTh>
                              )}
                            </Fragment>
                          ))}
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {data.items.map((item) => (
                          <Fragment key={item.id}>{row(item)}</Fragment>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </WideTable>
                </Paper>
              )}
              <ListFooter
                total={data.total}
                atLeast={data.total_capped ?? false}
                noun={noun}
                page={page}
                pageSize={pageSize}
                onPage={setPage}
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}

/** What a list page shows when it lists nothing: an icon, a title, a sentence and, optionally, the next step. */
export function EmptyList({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon variant="light" size={52} radius="xl" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        <Text c="dimmed" size="sm" maw={420}>
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
