import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The three widths every staff page uses (docs/product/layout.md, **page widths**): forms read best narrow,
 * a job or a result needs room for two columns, lists and the dashboard take the screen.
 */
export const pageWidths = { form: 720, detail: 1040, wide: 1280 } as const;
export type PageWidth = keyof typeof pageWidths;

/**
 * The heading every staff screen starts with: one h1 with the thing's status beside it, a line of context, and
 * the screen's main actions, as wide as the page's content so the actions line up with its right edge.
 */
export function PageHeader({
  title,
  status,
  description,
  actions,
  width = 'wide',
}: {
  title: string;
  /** A status badge, shown right after the title (docs/product/layout.md, **status beside the title**). */
  status?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  width?: PageWidth;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm" maw={pageWidths[width]}>
      <Stack gap={4}>
        <Group gap="sm" wrap="nowrap" align="center">
          <Title order={1} size="h2">
            {title}
          </Title>
          {status}
        </Group>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
