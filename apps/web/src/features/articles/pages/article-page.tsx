import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Center,
  Divider,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Article, ArticleSummary } from '@talvio/contracts/articles';
import { articleDocumentTitle, articleIdFromPath, articlePath } from '@talvio/domain/articles';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { articleQuery, articlesQuery } from '../api/articles.ts';
import { ArticleBody } from '../components/article-body.tsx';

/** The article's column: its body's measure (34em of 18 px, article-body.module.css) at desktop widths. */
const columnWidth = 612;

const dateFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A publication day (`YYYY-MM-DD`) as people read it, the same day wherever they are. */
const formatDay = (day: string) => dateFormat.format(new Date(`${day}T00:00:00Z`));

/** Sets the tab's title while the page is shown, and puts back the one before when it goes. */
function useDocumentTitle(title: string) {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}

/**
 * A hiring guide, at `/articles/{id}` and `/article/{id}` alike (docs/product/articles.md, **both routes, one
 * article**): cover, title, author, date and reading time, the body in reading typography, then the other guides.
 */
export function Component() {
  const { pathname } = useLocation();
  const id = articleIdFromPath(pathname);
  const article = useQuery({ ...articleQuery(id ?? 0), enabled: id !== null });
  useDocumentTitle(article.data ? articleDocumentTitle(article.data.title) : 'Hiring guides — Talvio');

  let content: ReactNode;
  if (id === null || (article.error instanceof ApiError && article.error.status === 404)) {
    content = <ArticleNotFound />;
  } else if (article.isPending) {
    content = (
      <Center mih={320}>
        <Stack align="center" gap="xs">
          <Loader role="status" aria-label="Loading the guide" />
          <Text size="sm" c="dimmed">
            Loading the guide…
          </Text>
        </Stack>
      </Center>
    );
  } else if (article.isError) {
    content = (
      <Alert color="red" role="alert" title="The guide could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{article.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void article.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    content = <ArticleView article={article.data} />;
  }
  return (
    <Box px="md" py={{ base: 24, sm: 48 }}>
      <Box maw={columnWidth} mx="auto">
        {content}
        <MoreGuides currentId={id} />
      </Box>
    </Box>
  );
}

function ArticleView({ article }: { article: Article }) {
  return (
    <Box component="article" aria-labelledby="article-title">
      <Box
        component="img"
        src={article.cover}
        alt=""
        width={1200}
        height={500}
        display="block"
        w="100%"
        h="auto"
        style={{ aspectRatio: '12 / 5', borderRadius: 'var(--mantine-radius-md)' }}
      />
      <Text size="sm" fw={600} c="dimmed" mt="xl" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
        Hiring guide
      </Text>
      <Title
        id="article-title"
        order={1}
        fz={{ base: 28, sm: 40 }}
        lh={1.15}
        mt={6}
        style={{ textWrap: 'balance' }}
      >
        {article.title}
      </Title>
      <Text size="lg" c="dimmed" mt="md" lh={1.55} maw="34em">
        {article.summary}
      </Text>
      <Group gap={6} mt="md" c="dimmed" fz="sm" data-testid="article-byline">
        <Text span inherit fw={600} c="var(--mantine-color-text)">
          {article.author}
        </Text>
        <Text span inherit aria-hidden>
          ·
        </Text>
        <Text span inherit>
          <time dateTime={article.published_at}>{formatDay(article.published_at)}</time>
        </Text>
        <Text span inherit aria-hidden>
          ·
        </Text>
        <Text span inherit>
          {article.reading_minutes} min read
        </Text>
      </Group>
      <Divider my="xl" />
      <ArticleBody html={article.body_html} />
    </Box>
  );
}

function ArticleNotFound() {
  return (
    <Stack gap="sm" align="flex-start" py="xl">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        This guide does not exist
      </Title>
      <Text c="dimmed">The address may be mistyped, or the guide may have been removed.</Text>
      <Anchor href="/#resources">See the latest guides</Anchor>
    </Stack>
  );
}

/** The other guides, newest first (**reading typography**: “More guides” below the body). */
function MoreGuides({ currentId }: { currentId: number | null }) {
  const list = useQuery(articlesQuery());
  const others = (list.data?.items ?? []).filter((item) => item.id !== currentId);
  if (others.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="more-guides" mt={56}>
      <Divider mb="xl" />
      <Title id="more-guides" order={2} fz={{ base: 22, sm: 26 }} mb="md">
        More guides
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {others.map((item) => (
          <GuideCard key={item.id} item={item} />
        ))}
      </SimpleGrid>
    </Box>
  );
}

function GuideCard({ item }: { item: ArticleSummary }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Anchor component={Link} to={articlePath(item.id)} fw={600} underline="hover" lh={1.35}>
        {item.title}
      </Anchor>
      <Text size="sm" c="dimmed" mt={6} lineClamp={2}>
        {item.summary}
      </Text>
      <Text size="xs" c="dimmed" mt="sm">
        {item.reading_minutes} min read
      </Text>
    </Card>
  );
}
