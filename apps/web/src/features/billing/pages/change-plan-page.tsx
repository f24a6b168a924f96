import {
  Badge,
  Button,
  Card,
  Group,
  List,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PaidPlanNameValue, Subscription } from '@talvio/contracts/billing';
import { formatMoney } from '@talvio/domain/money';
import { type PlanName, paidPlanNames, plans } from '@talvio/domain/plans';
import { planQuote, type Quote } from '@talvio/domain/pricing';
import { useState } from 'react';
import { AdminOnly } from '../../../components/admin-only.tsx';
import { CurrencyPicker } from '../../../components/currency-picker.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useCurrency } from '../../../lib/currency.ts';
import { failure } from '../../../lib/form-errors.ts';
import { useActiveSubscription } from '../../../lib/shared-queries.ts';
import { useChangePlan, useSubscribe } from '../api/billing.ts';
import { PaymentReturn } from '../components/payment-return.tsx';
import { planLabel } from '../plan-labels.ts';

/**
 * /change-plan: choose a plan, see what changes and confirm it (docs/product/billing.md, **plan change**); a new
 * subscription is paid through the provider's checkout, a change of plan is charged to the saved payment method.
 */
export function Component() {
  const active = useActiveSubscription();
  return (
    <AdminOnly what="change the plan">
      <PageHeader
        title="Change plan"
        description="Plans are billed monthly and include AI interviews each billing period."
      />
      <PaymentReturn />
      <QueryState query={active} label="your plan">
        {(data) => (
          <PlanChooser
            current={data.plan}
            subscription={data.subscription?.status === 'active' ? data.subscription : null}
          />
        )}
      </QueryState>
    </AdminOnly>
  );
}

function PlanChooser({ current, subscription }: { current: PlanName; subscription: Subscription | null }) {
  const picked = useCurrency().currency;
  // A change of plan keeps the subscription's currency; only a new subscription can pick one.
  const currency = subscription ? subscription.currency : picked;
  const [chosen, setChosen] = useState<PaidPlanNameValue | null>(null);
  const subscribe = useSubscribe();
  const changePlan = useChangePlan();
  const pending = subscribe.isPending || changePlan.isPending;

  const confirm = (plan: PaidPlanNameValue) => {
    if (!subscription) {
      subscribe.mutate({ plan, currency });
      return;
    }
    changePlan.mutate(
      { plan, currency },
      {
        onSuccess: () => {
          setChosen(null);
          notifications.show({ color: 'teal', message: `You are now on the ${planLabel(plan)} plan.` });
        },
      },
    );
  };

  return (
    <Stack>
      {subscription ? (
        <Text size="sm" c="dimmed">
          Prices in {currency}, the currency of your subscription.
        </Text>
      ) : (
        <Group>
          <CurrencyPicker />
        </Group>
      )}
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
                </List>
                <Button
                  variant={isCurrent ? 'default' : 'filled'}
                  disabled={isCurrent}
                  onClick={() => {
                    subscribe.reset();
                    changePlan.reset();
                    setChosen(name);
                  }}
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
          You are on the free plan: you can build jobs and preview interviews, but not invite candidates.
        </Text>
      )}
      <Modal
        opened={chosen !== null}
        onClose={() => !pending && setChosen(null)}
        title={chosen ? `Switch to ${planLabel(chosen)}?` : ''}
        centered
      >
        {chosen && (
          <PlanChangeSummary
            current={current}
            next={chosen}
            quote={planQuote(chosen, currency)}
            viaCheckout={!subscription}
            error={failure(subscribe.error ?? changePlan.error)}
            pending={pending}
            onCancel={() => setChosen(null)}
            onConfirm={() => confirm(chosen)}
          />
        )}
      </Modal>
    </Stack>
  );
}

/** What the change does, before it is made: plan, price, allowance and when it applies. */
function PlanChangeSummary(props: {
  current: PlanName;
  next: PaidPlanNameValue;
  quote: Quote;
  viaCheckout: boolean;
  error: string | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { current, next, quote, viaCheckout } = props;
  const price = formatMoney(quote.totalAmount, quote.currency);
  const rows: [string, string, string][] = [
    ['Plan', planLabel(current), planLabel(next)],
    [
      'AI interviews per billing period',
      String(plans[current].interviewAllowance),
      String(plans[next].interviewAllowance),
    ],
  ];
  return (
    <Stack>
      <Table data-testid="plan-change-summary">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th>Now</Table.Th>
            <Table.Th>After the change</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([label, before, after]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{before}</Table.Td>
              <Table.Td>{after}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" data-testid="plan-change-when">
        {viaCheckout
          ? `You pay ${price}${quote.gstApplicable ? ' (GST included)' : ''} now in the secure checkout, then every month. The plan starts when the payment is received.`
          : `The change applies now: a new monthly billing period starts today and your saved payment method is charged ${price}${quote.gstApplicable ? ' (GST included)' : ''}, then every month.`}
      </Text>
      <FormError message={props.error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel} disabled={props.pending}>
          Keep {planLabel(current)}
        </Button>
        <Button onClick={props.onConfirm} loading={props.pending}>
          {viaCheckout ? `Continue to payment` : `Switch to ${planLabel(next)}`}
        </Button>
      </Group>
    </Stack>
  );
}
