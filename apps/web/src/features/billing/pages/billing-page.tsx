import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ActiveSubscriptionResponse, Invoice, Purchase } from '@talvio/contracts/billing';
import { formatMoney } from '@talvio/domain/money';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AdminOnly } from '../../../components/admin-only.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PageHeader, pageWidths } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { WideTable } from '../../../components/wide-table.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { failure } from '../../../lib/form-errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { useActiveSubscription, useInvitationCount } from '../../../lib/shared-queries.ts';
import { interviewUsageColour } from '../../../lib/usage-colour.ts';
import {
  downloadInvoice,
  invoicesQuery,
  purchaseHistoryQuery,
  useCancelSubscription,
} from '../api/billing.ts';
import { PaymentReturn } from '../components/payment-return.tsx';
import { planLabel } from '../plan-labels.ts';

/** /billing: plan, period, allowance, credits, subscription with cancel, invoices, purchase history. */
export function Component() {
  const active = useActiveSubscription();
  const user = useCurrentUser();
  return (
    <AdminOnly what="see billing">
      <PageHeader
        width="detail"
        title="Billing"
        description="Your plan, job credits, invoices and purchases."
        actions={
          <>
            <Button variant="default" component={Link} to="/purchase-credits">
              Buy credits
            </Button>
            <Button component={Link} to="/change-plan">
              Change plan
            </Button>
          </>
        }
      />
      <PaymentReturn />
      <Stack maw={pageWidths.detail}>
        <QueryState query={active} label="your plan">
          {(data) => (
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              <PlanCard data={data} />
              <Card withBorder padding="lg">
                <Text size="sm" c="dimmed">
                  Job credits
                </Text>
                <Text fw={700} fz={28}>
                  {user.data?.talvio_credits ?? 0}
                </Text>
                <Text size="sm" c="dimmed">
                  One credit publishes one job.{' '}
                  <Anchor component={Link} to="/job-credits">
                    History
                  </Anchor>
                </Text>
              </Card>
              <SubscriptionCard data={data} />
            </SimpleGrid>
          )}
        </QueryState>
        <InterviewsUsage />
        <InvoicesSection />
        <PurchasesSection />
      </Stack>
    </AdminOnly>
  );
}

function PlanCard({ data }: { data: ActiveSubscriptionResponse }) {
  return (
    <Card withBorder padding="lg">
      <Text size="sm" c="dimmed">
        Plan
      </Text>
      <Title order={2} size="h3" data-testid="current-plan">
        {planLabel(data.plan)}
      </Title>
      <Text size="sm">
        {data.interview_allowance > 0
          ? `${data.interview_allowance} AI interviews per billing period`
          : 'No AI interviews'}
      </Text>
      {data.interview_allowance > 0 && data.billing_period_start && data.billing_period_end && (
        <Text size="sm" c="dimmed" data-testid="billing-period">
          Period {formatDate(data.billing_period_start)} – {formatDate(data.billing_period_end)}
        </Text>
      )}
    </Card>
  );
}

/** `/billing`: interviews used vs the plan's allowance this period, coloured by the usage colour rule. */
function InterviewsUsage() {
  const count = useInvitationCount();
  return (
    <SectionCard title="AI interviews">
      <QueryState query={count} label="interviews used">
        {({ used, total, remaining, period_start, period_end }) => {
          if (total === 0) {
            return (
              <Text size="sm" data-testid="interviews-used">
                Your plan includes no AI interviews.{' '}
                <Anchor component={Link} to="/change-plan" size="sm">
                  Choose a plan
                </Anchor>{' '}
                to invite candidates.
              </Text>
            );
          }
          const percent = total > 0 ? Math.min(100, Math.round((used / total) * 100)) : used > 0 ? 100 : 0;
          return (
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                <Text fw={600} data-testid="interviews-used">
                  Interviews this period: {used} / {total}
                </Text>
                <Text size="sm" c="dimmed">
                  {remaining} left
                </Text>
              </Group>
              <Progress
                value={percent}
                color={interviewUsageColour(used, total)}
                size="lg"
                aria-label={`Interviews used this period: ${used} of ${total}`}
              />
              <Text size="sm" c="dimmed">
                {period_start && period_end
                  ? `Period ${formatDate(period_start)} – ${formatDate(period_end)}. An interview counts when its invitation is sent or a candidate starts from the public link.`
                  : 'An interview counts when its invitation is sent or a candidate starts from the public link.'}
                {remaining <= 0 && (
                  <>
                    {' '}
                    <Anchor component={Link} to="/change-plan" size="sm">
                      Upgrade your plan
                    </Anchor>{' '}
                    to invite more candidates.
                  </>
                )}
              </Text>
            </Stack>
          );
        }}
      </QueryState>
    </SectionCard>
  );
}

function SubscriptionCard({ data }: { data: ActiveSubscriptionResponse }) {
  const cancelSubscription = useCancelSubscription();
  const subscription = data.subscription;
  const cancel = () => {
    if (
      !window.confirm('Cancel the subscription? Your plan stays active until the end of this billing period.')
    )
      return;
    cancelSubscription.mutate(undefined, {
      onSuccess: () =>
        notifications.show({ color: 'teal', message: 'The subscription ends with this billing period.' }),
    });
  };
  return (
    <Card withBorder padding="lg">
      <Text size="sm" c="dimmed">
        Subscription
      </Text>
      {subscription ? (
        <Stack gap={6}>
          <Group gap="xs">
            <Text fw={600}>{planLabel(subscription.plan)}</Text>
            <Badge color={subscription.status === 'active' ? 'teal.9' : 'gray.7'}>
              {subscription.status}
            </Badge>
          </Group>
          <Text size="sm">
            {formatMoney(subscription.quote.total_amount, subscription.quote.currency)} per month
          </Text>
          {subscription.cancel_at_cycle_end ? (
            <Alert color="yellow" p="xs" data-testid="subscription-ends">
              Cancelled: ends {formatDate(subscription.current_end)}
            </Alert>
          ) : (
            subscription.status === 'active' && (
              <>
                <Text size="sm" c="dimmed">
                  Renews {formatDate(subscription.current_end)}
                </Text>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  loading={cancelSubscription.isPending}
                  onClick={cancel}
                >
                  Cancel subscription
                </Button>
              </>
            )
          )}
          <FormError message={failure(cancelSubscription.error)} />
        </Stack>
      ) : (
        <Text size="sm">
          None.{' '}
          <Anchor component={Link} to="/change-plan">
            Choose a plan
          </Anchor>{' '}
          to invite candidates to AI interviews.
        </Text>
      )}
    </Card>
  );
}

function InvoicesSection() {
  const invoices = useQuery(invoicesQuery());
  return (
    <SectionCard title="Invoices">
      <QueryState query={invoices} label="invoices">
        {(data) =>
          data.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              No invoices yet.
            </Text>
          ) : (
            <WideTable minWidth={560}>
              <Table verticalSpacing="xs" aria-label="Invoices">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Invoice</Table.Th>
                    <Table.Th>For</Table.Th>
                    <Table.Th>Issued</Table.Th>
                    <Table.Th ta="right">Total</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((invoice) => (
                    <InvoiceRow key={invoice.id} invoice={invoice} />
                  ))}
                </Table.Tbody>
              </Table>
            </WideTable>
          )
        }
      </QueryState>
    </SectionCard>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const { quote } = invoice;
  return (
    <Table.Tr>
      <Table.Td>{invoice.number}</Table.Td>
      <Table.Td>
        <Text size="sm">{invoice.description}</Text>
        {quote.gst_applicable && (
          <Text size="xs" c="dimmed">
            incl. GST {formatMoney(quote.gst_amount, quote.currency)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{formatDate(invoice.issued_at)}</Table.Td>
      <Table.Td ta="right">{formatMoney(quote.total_amount, quote.currency)}</Table.Td>
      <Table.Td ta="right">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => void downloadInvoice(invoice.url, invoice.number)}
          aria-label={`Download invoice ${invoice.number}`}
        >
          Download
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

const purchaseColors: Record<Purchase['status'], string> = {
  paid: 'teal.9',
  pending: 'yellow.9',
  failed: 'red.9',
};

function PurchasesSection() {
  const purchases = useQuery(purchaseHistoryQuery());
  return (
    <SectionCard title="Purchase history">
      <QueryState query={purchases} label="purchases">
        {(data) =>
          data.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              No purchases yet.
            </Text>
          ) : (
            <Paper>
              <WideTable minWidth={560}>
                <Table verticalSpacing="xs" aria-label="Purchases">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>What</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>When</Table.Th>
                      <Table.Th ta="right">Amount</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((p) => (
                      <Table.Tr key={p.id}>
                        <Table.Td>{p.description}</Table.Td>
                        <Table.Td>
                          <Badge color={purchaseColors[p.status]}>{p.status}</Badge>
                        </Table.Td>
                        <Table.Td>
                          <RelativeTime value={p.created_at} />
                        </Table.Td>
                        <Table.Td ta="right">{formatMoney(p.quote.total_amount, p.quote.currency)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </WideTable>
            </Paper>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
