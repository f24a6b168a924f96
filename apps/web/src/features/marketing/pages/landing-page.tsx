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
import { IconChartBar, IconFileSearch, IconMicrophone, IconSortDescending } from '@tabler/icons-react';
import { Link } from 'react-router';

const features = [
  {
    icon: IconMicrophone,
    title: 'AI interviews',
    text: 'Candidates answer role-specific questions by text, voice or video on a link, any time. Every answer is scored against a rubric, with quotes as evidence.',
  },
  {
    icon: IconFileSearch,
    title: 'Resume parsing',
    text: 'Drop hundreds of PDFs and Word files. Talvio extracts skills, experience and contact details into a searchable talent pool.',
  },
  {
    icon: IconSortDescending,
    title: 'Ranking',
    text: 'Pick a job and see your talent pool ranked by match, with the skills each candidate has and misses.',
  },
  {
    icon: IconChartBar,
    title: 'Insights',
    text: 'Funnels, drop-off per question and score distributions show where your hiring works and where it leaks.',
  },
];

const resources = [
  {
    id: 1,
    title: 'Writing interview questions that predict performance',
    text: 'Structured questions and rubrics beat gut feeling. Here is how to write them.',
  },
  {
    id: 2,
    title: 'Running fair, blind first-round interviews',
    text: 'Remove names and photos from the first screen and judge the answers alone.',
  },
  {
    id: 3,
    title: 'A hiring funnel you can measure',
    text: 'From invitation to hire: the five numbers every hiring team should watch.',
  },
];

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
          <Title order={2} ta="center" mb="xl">
            Resources
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {resources.map((r) => (
              <Card key={r.id} withBorder padding="lg" radius="md" component={Link} to={`/articles/${r.id}`}>
                <Title order={3} size="h5">
                  {r.title}
                </Title>
                <Text size="sm" c="dimmed" mt="xs">
                  {r.text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box component="footer" py="xl">
        <Container size="lg">
          <Stack gap={4} align="center">
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} Talvio. AI suggests; people decide.
            </Text>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
