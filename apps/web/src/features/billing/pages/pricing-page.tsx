// The public styles leave out what only this page uses (app/styles-public.ts).
import '@mantine/core/styles/SegmentedControl.css';
import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type Currency, currencyStorageKey, parseCurrency } from '@talvio/domain/currency';
import { jobCreditPrice, planNames, plans } from '@talvio/domain/plans';
import { useState } from 'react';
import { Link } from 'react-router';
import { hasToken } from '../../../lib/session-storage.ts';

const formatPrice = (amount: number, currency: Currency) =>
  new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);

const blurbs: Record<string, string> = {
  free: 'Build jobs and preview their AI interviews before you invite anyone.',
  starter: 'For small teams running their first AI interviews.',
  business: 'For growing teams hiring every month.',
  enterprise: 'For high-volume hiring across many roles.',
};

export function Component() {
  // Signed in, the page sits in the staff shell and its buttons lead to changing the plan, not to signing up.
  const signedIn = hasToken();
  const [currency, setCurrency] = useState<Currency>(() =>
    parseCurrency(localStorage.getItem(currencyStorageKey)),
  );
  const choose = (value: string) => {
    const next = parseCurrency(value);
    setCurrency(next);
    localStorage.setItem(currencyStorageKey, next);
  };
  return (
    <Container size="lg" py={56}>
      <Stack align="center" gap="sm" mb="xl" ta="center">
        <Title order={1}>Pricing</Title>
        <Text c="dimmed">Simple plans with AI interviews included. Job credits publish jobs.</Text>
        <SegmentedControl
          value={currency}
          onChange={choose}
          data={[
            { value: 'USD', label: 'USD' },
            { value: 'INR', label: 'INR' },
          ]}
          aria-label="Currency"
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        {planNames.map((name) => {
          const plan = plans[name];
          return (
            <Card
              key={name}
              withBorder
              padding="lg"
              radius="md"
              shadow={name === 'business' ? 'md' : undefined}
            >
              <Group justify="space-between">
                <Title order={2} size="h3" tt="capitalize">
                  {name}
                </Title>
                {name === 'business' && <Badge color="teal.9">Popular</Badge>}
              </Group>
              <Text fz={32} fw={700} mt="sm">
                {formatPrice(plan.price[currency], currency)}
                <Text span size="sm" c="dimmed" fw={400}>
                  {' '}
                  / month
                </Text>
              </Text>
              <Text size="sm" c="dimmed" mt="xs" mih={40}>
                {blurbs[name]}
              </Text>
              <List size="sm" mt="md" spacing={4}>
                <List.Item>{plan.interviewAllowance} AI interviews per billing period</List.Item>
                <List.Item>Interview questions and rubrics drafted for each job</List.Item>
                <List.Item>Unlimited staff users</List.Item>
              </List>
              <Button
                component={Link}
                to={signedIn ? '/change-plan' : '/register'}
                fullWidth
                mt="lg"
                variant={name === 'business' ? 'filled' : 'default'}
              >
                {name !== 'free' ? `Choose ${name}` : signedIn ? 'See your plan' : 'Start free'}
              </Button>
            </Card>
          );
        })}
      </SimpleGrid>
      <Text ta="center" mt="xl" c="dimmed">
        Job credits: {formatPrice(jobCreditPrice[currency], currency)} each, 1–100 per purchase.
        {currency === 'INR' ? ' Prices exclude 18% GST.' : ''}
      </Text>
    </Container>
  );
}
