import { Group, Pagination, Text } from '@mantine/core';

/** "12 users" and the page links under a list. */
export function ListFooter({
  total,
  noun,
  page,
  pageSize,
  onPage,
  atLeast = false,
}: {
  total: number;
  /** The total is a lower bound (the list stopped counting there): "10,000+ profiles". */
  atLeast?: boolean;
  noun: [singular: string, plural: string];
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed">
        {atLeast ? `${total.toLocaleString()}+` : total} {total === 1 && !atLeast ? noun[0] : noun[1]}
      </Text>
      {total > pageSize && (
        <Pagination
          total={Math.ceil(total / pageSize)}
          value={page}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
    </Group>
  );
}
