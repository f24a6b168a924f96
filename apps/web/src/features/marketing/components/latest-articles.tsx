import { Anchor, Text, Title } from '@mantine/core';
import type { ArticleList, ArticleSummary } from '@talvio/contracts/articles';
import { articlePath } from '@talvio/domain/articles';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { apiBase } from '../../../lib/api-base.ts';
import { ResourceCard, ResourceGrid, ResourcePlaceholders, resourceCount } from './resource-cards.tsx';

/**
 * The newest guides in the landing page's Resources section (docs/product/articles.md, **latest on the landing
 * page**). Loaded on its own after the page has been shown, so neither its code nor its request is part of the
 * landing page's first screen.
 */
export function LatestArticles() {
  const [state, setState] = useState<{ items: ArticleSummary[] } | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let cancelled = false;
    // A plain request: the API client (sessions, token refresh) is not needed for a public list, nor loaded here.
    fetch(`${apiBase}/articles`, { headers: { accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`GET /articles answered ${res.status}`);
        return (await res.json()) as ArticleList;
      })
      .then(
        (list) => !cancelled && setState({ items: list.items.slice(0, resourceCount) }),
        () => !cancelled && setState('failed'),
      );
    return () => {
      cancelled = true;
    };
  }, []);

  if (state === 'loading') return <ResourcePlaceholders />;
  if (state === 'failed') {
    return (
      <ResourcePlaceholders
        message={
          <Text size="sm" c="dimmed" role="status">
            The latest guides could not be loaded. Reload the page to try again.
          </Text>
        }
      />
    );
  }
  return (
    <ResourceGrid>
      {state.items.map((item) => (
        <ResourceCard key={item.id} cover={item.cover} guide>
          <Title order={3} size="h5" lineClamp={2} lh={1.4}>
            <Anchor component={Link} to={articlePath(item.id)} inherit c="inherit" underline="hover">
              {item.title}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed" mt="xs" lineClamp={3}>
            {item.summary}
          </Text>
          <Text size="xs" c="dimmed" mt="auto" pt="sm">
            {item.reading_minutes} min read
          </Text>
        </ResourceCard>
      ))}
    </ResourceGrid>
  );
}
