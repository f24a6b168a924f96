import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type SortOrder = 'asc' | 'desc';

/** A column header that sorts the table; announces the current order with `aria-sort`. */
export function SortableTh<F extends string>({
  field,
  sort,
  order,
  onSort,
  children,
}: {
  field: F;
  sort: F;
  order: SortOrder;
  onSort: (field: F, order: SortOrder) => void;
  children: ReactNode;
}) {
  const active = field === sort;
  const Icon = !active ? IconArrowsSort : order === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort(field, active && order === 'asc' ? 'desc' : 'asc')}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {children}
        <Icon size={14} aria-hidden stroke={active ? 2.2 : 1.5} />
      </UnstyledButton>
    </Table.Th>
  );
}
