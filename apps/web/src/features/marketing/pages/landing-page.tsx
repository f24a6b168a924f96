import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconListCheck, IconMicrophone, IconSparkles, IconUsersGroup } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ResourcePlaceholders } from '../components/resource-cards.tsx';

/** What Talvio does today; a feature is listed here once it exists (docs/product/billing.md). */
const features = [
  {
    icon: IconMicrophone,
    title: 'AI interviews',
    text: 'Candidates answer role-specific questions by text, voice or video on a link, any time. Every answer is scored against a rubric, with quotes as evidence.',
  },
  {
    icon: IconSparkles,
    title: 'Jobs written with AI',
    text: 'A description and interview questions with rubrics, drafted from the title and skills in seconds. Review and edit everything before you publish.',
  },
  {
    icon: IconListCheck,
    title: 'Results you can check',
    text: 'Scores per question and per skill, the quotes behind them and a recommendation. Your team shortlists, rejects and notes; the AI never decides.',
  },
  {
    icon: IconUsersGroup,
    title: 'Built for teams',
    text: 'Unlimited colleagues with admin and member roles, a shared pipeline of pending interviews, and plans that grow with your hiring.',
  },
];

/** The newest guides, loaded once the page has been shown (docs/product/articles.md, **latest on the landing page**). */
const LatestArticles = lazy(() =>
  import('../components/latest-articles.tsx').then((m) => ({ default: m.LatestArticles })),
);

/**
 * True once the page has loaded and the browser has a quiet moment: the guides' code and request wait for it, so
 * they never compete with the first screen's own downloads.
 */
function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const whenIdle = () => {
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(() => setReady(true), { timeout: 2000 })
          : window.setTimeout(() => setReady(true), 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle === undefined) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return ready;
}

/** The Resources grid: empty cards of the final size until the guides arrive. */
function Resources() {
  const ready = useAfterLoad();
  if (!ready) return <ResourcePlaceholders />;
  return (
    <Suspense fallback={<ResourcePlaceholders />}>
      <LatestArticles />
    </Suspense>
  );
}

export function Component() {
  return (
    <>
      <Box
        py={{ base: 48, sm: 96 }}
        style={{ background: 'linear-gradient(180deg, var(--mantine-color-talvio-0), transparent)' }}
      >
        <Container size="md" ta="center">
          <Badge variant="light" color="teal" mb="md">
            AI-assisted hiring
          </Badge>
          <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.1}>
            Your AI Assistant for Seamless Hiring.
          </Title>
          <Text size="lg" c="dimmed" mt="lg" maw={620} mx="auto">
            Publish a job, invite candidates to an AI interview, and get scored, explained results — while
            your team keeps every decision.
          </Text>
          <Group justify="center" mt="xl">
            <Button size="lg" component={Link} to="/register">
              Sign Up — it’s free
            </Button>
            <Button size="lg" variant="default" component={Link} to="/pricing">
              See pricing
            </Button>
          </Group>
        </Container>
      </Box>

      <Container size="lg" py={64} id="features">
        <Title order={2} ta="center" mb="xl">
          Features
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {features.map(({ icon: Icon, title, text }) => (
            <Card key={title} withBorder padding="lg" radius="md">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <Icon size={24} />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md">
                {title}
              </Title>
              <Text size="sm" c="dimmed" mt="xs">
                {text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Box bg="var(--mantine-color-default-hover)" py={64} id="resources">
        <Container size="lg">
          <Title order={2} ta="center">
            Resources
          </Title>
          <Text c="dimmed" ta="center" mt="xs" mb="xl">
            Practical guides to hiring well.
          </Text>
          <Resources />
        </Container>
      </Box>

      <Box component="footer" py="xl">
        <Container size="lg">
          <Stack gap={4} align="center">
            <Text size="sm" c="dimmed">
              © Talvio. AI suggests; people decide.
            </Text>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
