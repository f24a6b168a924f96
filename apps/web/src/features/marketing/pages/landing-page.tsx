import {
  Anchor,
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
import {
  IconAlertTriangle,
  IconChartBar,
  IconFileUpload,
  IconLayoutKanban,
  IconListCheck,
  IconListNumbers,
  IconMicrophone,
  IconScale,
  IconSearch,
  IconShieldCheck,
  IconSparkles,
  IconUsersGroup,
} from '@tabler/icons-react';
import { defaultCurrency } from '@talvio/domain/currency';
import { formatMoney } from '@talvio/domain/money';
import { jobCreditPriceMinor, planNames, plans } from '@talvio/domain/plans';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import resultAvif720 from '../assets/hero-result-720.avif';
import resultWebp720 from '../assets/hero-result-720.webp';
import resultAvif1200 from '../assets/hero-result-1200.avif';
import resultWebp1200 from '../assets/hero-result-1200.webp';
import { ResourcePlaceholders } from '../components/resource-cards.tsx';

/**
 * What Talvio does today, in three groups; a feature is listed here once it exists (docs/product/billing.md, **plans
 * sell what exists**; docs/product/marketing.md, **features that exist**).
 */
const featureGroups = [
  {
    id: 'features-pipeline',
    title: 'Fill the pipeline',
    features: [
      {
        icon: IconSparkles,
        title: 'Jobs written with AI',
        text: 'A description and interview questions with rubrics, drafted from the title and skills. Review and edit everything before you publish.',
      },
      {
        icon: IconFileUpload,
        title: 'Résumés in bulk',
        text: 'Drop PDFs, Word and text files, scans or a CSV: each becomes a profile, with the fields to check flagged.',
      },
      {
        icon: IconSearch,
        title: 'Talent pool search',
        text: 'One box searches names, skills, titles, employers, locations and tags; filter, save the search, tag in bulk.',
      },
      {
        icon: IconListNumbers,
        title: 'Pool ranked against a job',
        text: 'Every profile scored 0–100 for an open job, each point explained, and the best invited in one step.',
      },
    ],
  },
  {
    id: 'features-interviews',
    title: 'Interview everyone the same way',
    features: [
      {
        icon: IconMicrophone,
        title: 'AI interviews',
        text: 'Candidates answer role-specific questions by text, voice or video on a link, at a time that suits them.',
      },
      {
        icon: IconListCheck,
        title: 'Scores with evidence',
        text: 'Every answer scored against its rubric, with quotes from the answer, and without the name, e-mail or photo.',
      },
      {
        icon: IconAlertTriangle,
        title: 'Integrity signals',
        text: 'Tab switches, lost focus and pasted text recorded for each answer: signals to look at, not verdicts.',
      },
      {
        icon: IconLayoutKanban,
        title: 'A shared pipeline',
        text: 'Each job’s candidates by status and stage, as a table or a board, updated live for the whole team.',
      },
    ],
  },
  {
    id: 'features-decisions',
    title: 'Decide with evidence',
    features: [
      {
        icon: IconChartBar,
        title: 'Job insights',
        text: 'The funnel from invited to hired, the spread of scores, and how each question performs.',
      },
      {
        icon: IconScale,
        title: 'Fairness view',
        text: 'Optional, self-declared demographics (off until you turn them on) give selection rates and impact ratios per group.',
      },
      {
        icon: IconShieldCheck,
        title: 'Human oversight record',
        text: 'Every AI evaluation and every decision, with who agreed with the AI and who overrode it. Never edited; export it as CSV.',
      },
      {
        icon: IconUsersGroup,
        title: 'Team roles',
        text: 'Admins and members share jobs, candidates and notes. The AI suggests; your team makes every decision.',
      },
    ],
  },
];

/**
 * How wide the hero picture is shown, for the browser to pick one of its two files (720 and 1200 px wide, written by
 * `npm run landing-picture`, scripts/landing-picture.ts).
 */
const heroSizes = '(min-width: 1088px) 1040px, calc(100vw - 32px)';

/** "$49", in the currency a visitor sees first on the pricing page (the same plans, docs/product/billing.md). */
const price = (minor: number) => formatMoney(minor, defaultCurrency);

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

/** A link of the footer: an anchor on this page, or a page of the app. */
function FooterLink({ to, children }: { to: string; children: string }) {
  const props = { c: 'dimmed', size: 'sm', underline: 'hover' } as const;
  return to.startsWith('/#') ? (
    <Anchor href={to} {...props}>
      {children}
    </Anchor>
  ) : (
    <Anchor component={Link} to={to} {...props}>
      {children}
    </Anchor>
  );
}

const footerColumns = [
  {
    title: 'Product',
    links: [
      { to: '/#features', label: 'Features' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/#resources', label: 'Resources' },
    ],
  },
  {
    title: 'Account',
    links: [
      { to: '/login', label: 'Log in' },
      { to: '/register', label: 'Sign Up' },
    ],
  },
];

export function Component() {
  return (
    <>
      <Box
        pt={{ base: 48, sm: 88 }}
        pb={{ base: 48, sm: 72 }}
        style={{ background: 'linear-gradient(180deg, var(--mantine-primary-color-light), transparent)' }}
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
        <Container size="lg" mt={{ base: 40, sm: 56 }}>
          <Box
            component="figure"
            m={0}
            mx="auto"
            maw={1040}
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-lg)',
              boxShadow: 'var(--mantine-shadow-xl)',
              overflow: 'hidden',
              background: 'var(--mantine-color-body)',
            }}
          >
            <picture>
              <source
                type="image/avif"
                srcSet={`${resultAvif720} 720w, ${resultAvif1200} 1200w`}
                sizes={heroSizes}
              />
              <img
                src={resultWebp1200}
                srcSet={`${resultWebp720} 720w, ${resultWebp1200} 1200w`}
                sizes={heroSizes}
                width={1200}
                height={750}
                loading="eager"
                fetchPriority="high"
                style={{ display: 'block', width: '100%', height: 'auto' }}
                alt="A candidate’s interview result in Talvio: an AI score of 86 out of 100 recommending “strong yes”, the summary and the strengths behind it, and the team’s own decision — shortlist, reject or hire — still to take."
              />
            </picture>
          </Box>
        </Container>
      </Box>

      <Container size="lg" py={64} id="features">
        <Title order={2} ta="center">
          Features
        </Title>
        <Text c="dimmed" ta="center" mt="xs" maw={640} mx="auto">
          From the job post to the decision: what Talvio does for your team today.
        </Text>
        <Stack gap={48} mt={48}>
          {featureGroups.map((group) => (
            <Box component="section" key={group.id} aria-labelledby={group.id}>
              <Title
                order={3}
                size="h4"
                c="var(--mantine-color-anchor)"
                tt="uppercase"
                lts={0.5}
                id={group.id}
              >
                {group.title}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl" verticalSpacing="xl" mt="md">
                {group.features.map(({ icon: Icon, title, text }) => (
                  <Group key={title} wrap="nowrap" align="flex-start" gap="md">
                    <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                      <Icon size={22} />
                    </ThemeIcon>
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <Title order={4} size="h5">
                        {title}
                      </Title>
                      <Text size="sm" c="dimmed" mt={6}>
                        {text}
                      </Text>
                    </div>
                  </Group>
                ))}
              </SimpleGrid>
            </Box>
          ))}
        </Stack>
      </Container>

      <Box
        component="section"
        aria-labelledby="pricing-teaser"
        py={64}
        bg="var(--mantine-primary-color-light)"
      >
        <Container size="lg">
          <Title order={2} ta="center" id="pricing-teaser">
            Plans that grow with your hiring
          </Title>
          <Text c="dimmed" ta="center" mt="xs" mb="xl">
            Start free. Every plan has unlimited staff users; paid plans include AI interviews each month.
          </Text>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            {planNames.map((name) => {
              const plan = plans[name];
              return (
                <Card
                  key={name}
                  component="article"
                  aria-labelledby={`plan-${name}`}
                  withBorder
                  padding="md"
                  radius="md"
                >
                  <Title order={3} size="h5" tt="capitalize" id={`plan-${name}`}>
                    {name}
                  </Title>
                  <Text fz={28} fw={700} mt={4}>
                    {price(plan.priceMinor[defaultCurrency])}
                    <Text span size="sm" c="dimmed" fw={400}>
                      {' '}
                      / month
                    </Text>
                  </Text>
                  <Text size="sm" c="dimmed" mt={4}>
                    {plan.interviewAllowance > 0
                      ? `${plan.interviewAllowance} AI interviews per billing period`
                      : 'Build jobs and preview their interviews'}
                  </Text>
                </Card>
              );
            })}
          </SimpleGrid>
          <Stack align="center" gap="sm" mt="xl">
            <Text size="sm" c="dimmed" ta="center">
              Publishing a job takes a job credit ({price(jobCreditPriceMinor[defaultCurrency])} each); your
              first one is on us.
            </Text>
            <Button component={Link} to="/pricing" variant="default">
              Compare plans and prices
            </Button>
          </Stack>
        </Container>
      </Box>

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

      <Box component="footer" py={48} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xl">
            <div>
              <Text fw={700}>Talvio</Text>
              <Text size="sm" c="dimmed" mt={6} maw={300}>
                AI interviews, résumé intake and talent ranking for hiring teams. AI suggests; people decide.
              </Text>
            </div>
            {footerColumns.map((column) => (
              <Box component="nav" aria-label={column.title} key={column.title}>
                <Text fw={600} size="sm">
                  {column.title}
                </Text>
                <Stack gap={6} mt={6}>
                  {column.links.map((link) => (
                    <FooterLink key={link.to} to={link.to}>
                      {link.label}
                    </FooterLink>
                  ))}
                </Stack>
              </Box>
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt="xl">
            © Talvio
          </Text>
        </Container>
      </Box>
    </>
  );
}
