import { Table, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * A table wider than a phone: it scrolls sideways with its scrollbar always shown, and says so above it when the
 * screen is narrower than the table, so no column is silently out of sight (docs/product/layout.md).
 */
export function WideTable({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  const { ref, width } = useElementSize();
  const scrolls = width > 0 && width < minWidth;
  return (
    <div ref={ref}>
      {scrolls && (
        <Text size="xs" c="dimmed" px="xs" py={4} data-testid="table-scroll-hint">
          Scroll sideways to see every column →
        </Text>
      )}
      <Table.ScrollContainer
        minWidth={minWidth}
        scrollAreaProps={{
          type: 'always',
          offsetScrollbars: 'x',
          // A table that scrolls sideways can be scrolled from the keyboard too, even with nothing to focus in it.
          viewportProps: scrolls ? { tabIndex: 0 } : {},
        }}
      >
        {children}
      </Table.ScrollContainer>
    </div>
  );
}
