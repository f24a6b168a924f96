import { Card, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The landing page's Resources grid (docs/product/articles.md, **latest on the landing page**): three cards of a
 * fixed height. The page renders empty ones first; the guides, fetched after the page has been shown, fill the
 * same cards, so nothing below them moves when they arrive.
 */
export const resourceCount = 3;

/** Fits the cover strip, a title of two lines, a summary of three and the reading time at every width. */
export const resourceCardHeight = 320;

/** The cover strip at the top of a card. */
export const resourceCoverHeight = 112;

const gridProps: SimpleGridProps = { cols: { base: 1, md: 3 }, spacing: 'lg' };

export function ResourceGrid({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <SimpleGrid {...gridProps} aria-busy={busy || undefined}>
      {children}
    </SimpleGrid>
  );
}

/**
 * One card of the grid: a cover strip, then its text; `article` when it holds a guide. Without a cover the strip
 * is an empty tint of the same height.
 */
export function ResourceCard({
  children,
  cover,
  guide = false,
}: {
  children?: ReactNode;
  cover?: string;
  guide?: boolean;
}) {
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      h={resourceCardHeight}
      component={guide ? 'article' : 'div'}
      style={{ overflow: 'hidden' }}
    >
      <Card.Section h={resourceCoverHeight} bg="var(--mantine-primary-color-light)" mb="md">
        {cover && (
          <img
            src={cover}
            alt=""
            width={1200}
            height={500}
            style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Card.Section>
      {children}
    </Card>
  );
}

/** The grid before the guides have arrived: the same cards, empty. */
export function ResourcePlaceholders({ message }: { message?: ReactNode }) {
  return (
    <ResourceGrid busy={!message}>
      {Array.from({ length: resourceCount }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed, identical placeholders
        <ResourceCard key={i}>{i === 0 ? message : null}</ResourceCard>
      ))}
    </ResourceGrid>
  );
}
