import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PaidPlanNameValue } from '@talvio/contracts/billing';
import { formatMoney } from '@talvio/domain/money';
import { type PlanName, paidPlanNames, plans } from '@talvio/domain/plans';
import { planQuote } from '@talvio/domain/pricing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminOnly } from '../../../components/admin-only.tsx';
import { CurrencyPicker } from '../../../components/currency-picker.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useCurrency } from '../../../lib/currency.ts';
import { activeSubscriptionQuery } from '../../../lib/shared-queries.ts';
import { createSubscription, updateSubscription } from '../api/billing.ts';
import { openCheckout } from '../checkout.ts';
import { PaymentReturn } from '../components/payment-return.tsx';
import { planLabel } from '../plan-labels.ts';

/** /change-plan (PRODUCT.md): choose a plan, pay through the provider's checkout, see the result. */
export function Component() {
  const active = useQuery(activeSubscriptionQuery());
  return (
    <AdminOnly what="change the plan">
      <PageHeader
        title="Change plan"
        description="Plans are billed monthly and include AI interviews each billing period."
      />
      <PaymentReturn />
      <Group mb="md">
        <CurrencyPicker />
      </Group>
      <QueryState query={active} label="your plan">
        {(data) => (
          <PlanChooser
            current={data.plan}
            hasSubscription={Boolean(data.subscription?.status === 'active')}
          />
        )}
      </QueryState>
    </AdminOnly>
  );
}

function PlanChooser({ current, hasSubscription }: { current: PlanName; hasSubscription: boolean }) {
  const { currency } = useCurrency();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PaidPlanNameValue | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (plan: PaidPlanNameValue) => {
    setError(null);
    setPending(plan);
    try {
      const result = hasSubscription
        ? await updateSubscription(plan, currency)
        : await createSubscription(plan, currency);
      if (result.subscription.status !== 'active') {
        await openCheckout(result.checkout, { subscription_id: result.subscription_id }, () =>
          setPending(null),
        );
        return;
      }
      await queryClient.invalidateQueries({ queryKey: ['billing'] });
      await queryClient.invalidateQueries({ queryKey: ['users', 'current'] });
      notifications.show({ color: 'teal', message: `You are now on the ${planLabel(plan)} plan.` });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
    setPending(null);
  };

  return (
    <Stack>
      <FormError message={error} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {paidPlanNames.map((name) => {
          const quote = planQuote(name, currency);
          const isCurrent = name === current;
          return (
            <Card
              key={name}
              withBorder
              padding="lg"
              component="section"
              aria-label={`${planLabel(name)} plan`}
            >
              <Stack gap="sm" h="100%">
                <Group justify="space-between">
                  <Title order={2} size="h3">
                    {planLabel(name)}
                  </Title>
                  {isCurrent && <Badge color="teal.9">Current plan</Badge>}
                </Group>
                <div>
                  <Text fz={28} fw={700} span>
                    {formatMoney(quote.taxableAmount, currency)}
                  </Text>
                  <Text span c="dimmed">
                    {' '}
                    / month
                  </Text>
                  {quote.gstApplicable && (
                    <Text size="xs" c="dimmed">
                      + {formatMoney(quote.gstAmount, currency)} GST ={' '}
                      {formatMoney(quote.totalAmount, currency)}
                    </Text>
                  )}
                </div>
                <List size="sm" spacing={4} style={{ flex: 1 }}>
                  <List.Item>{plans[name].interviewAllowance} AI interviews per billing period</List.Item>
                  <List.Item>Unlimited staff users</List.Item>
                  <List.Item>Talent pool, ranking and job insights</List.Item>
                </List>
                <Button
                  variant={isCurrent ? 'default' : 'filled'}
                  disabled={isCurrent}
                  loading={pending === name}
                  onClick={() => void choose(name)}
                >
                  {isCurrent ? 'Your plan' : `Choose ${planLabel(name)}`}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      {current === 'free' && (
        <Text size="sm" c="dimmed">
          You are on the free plan: you can build jobs, preview interviews and grow your talent pool, but not
          invite candidates.
        </Text>
      )}
    </Stack>
  );
}
