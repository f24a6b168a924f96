import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { formatMoney } from '@talvio/domain/money';
import { jobCreditQuantity } from '@talvio/domain/plans';
import { creditPurchaseQuote, isValidCreditQuantity } from '@talvio/domain/pricing';
import { useState } from 'react';
import { AdminOnly } from '../../../components/admin-only.tsx';
import { CurrencyPicker } from '../../../components/currency-picker.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PageHeader, pageWidths } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useCurrency } from '../../../lib/currency.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { failure } from '../../../lib/form-errors.ts';
import { useBuyCredits } from '../api/billing.ts';
import { PaymentReturn } from '../components/payment-return.tsx';
import { QuoteTable } from '../components/quote-table.tsx';

/** /purchase-credits: quantity 1–100, price, GST for INR, total, checkout. */
export function Component() {
  const { currency } = useCurrency();
  const user = useCurrentUser();
  const [quantity, setQuantity] = useState<number | string>(1);
  const buy = useBuyCredits();
  const valid = typeof quantity === 'number' && isValidCreditQuantity(quantity);
  const quote = valid ? creditPurchaseQuote(quantity, currency) : null;

  const pay = () => {
    if (!quote) return;
    // Amount (minor units, GST included), currency and the job-credit notes; the server recomputes it.
    buy.mutate({
      amount: quote.totalAmount,
      currency,
      notes: {
        creditType: 'job_credit',
        quantity: quote.quantity,
        purpose: 'job_credit_purchase',
        gstAmount: quote.gstAmount,
        gstApplicable: quote.gstApplicable,
      },
    });
  };

  return (
    <AdminOnly what="buy job credits">
      <PageHeader
        width="detail"
        title="Purchase credits"
        description="Publishing a job uses one job credit. Credits do not expire."
      />
      <PaymentReturn />
      <SimpleGrid cols={{ base: 1, md: 2 }} maw={pageWidths.detail}>
        <SectionCard title="How many credits?">
          <Stack>
            <NumberInput
              label="Job credits"
              description={`${jobCreditQuantity.min} to ${jobCreditQuantity.max} per purchase`}
              min={jobCreditQuantity.min}
              max={jobCreditQuantity.max}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              value={quantity}
              onChange={setQuantity}
              error={
                valid
                  ? undefined
                  : `Enter a whole number from ${jobCreditQuantity.min} to ${jobCreditQuantity.max}`
              }
              maw={200}
            />
            <Group gap="xs">
              {[1, 5, 10, 25].map((n) => (
                <Button
                  key={n}
                  size="xs"
                  variant={quantity === n ? 'filled' : 'default'}
                  onClick={() => setQuantity(n)}
                >
                  {n}
                </Button>
              ))}
            </Group>
            <div>
              <Text size="sm" fw={500} mb={4}>
                Currency
              </Text>
              <CurrencyPicker />
            </div>
            <Text size="sm" c="dimmed">
              You have {user.data?.talvio_credits ?? 0} job credit{user.data?.talvio_credits === 1 ? '' : 's'}{' '}
              now.
            </Text>
          </Stack>
        </SectionCard>
        <Card withBorder padding="lg">
          <Stack>
            <Text fw={600}>Summary</Text>
            {quote ? (
              <QuoteTable
                quote={quote}
                first={
                  <Table.Tr>
                    <Table.Td>
                      {quote.quantity} × job credit ({formatMoney(quote.unitAmount, currency)})
                    </Table.Td>
                    <Table.Td ta="right" />
                  </Table.Tr>
                }
              />
            ) : (
              <Text c="dimmed" size="sm">
                Choose how many credits to buy.
              </Text>
            )}
            <FormError message={failure(buy.error)} />
            <Button
              size="md"
              leftSection={<IconCreditCard size={18} />}
              disabled={!quote}
              loading={buy.isPending}
              onClick={pay}
            >
              {quote ? `Pay ${formatMoney(quote.totalAmount, currency)}` : 'Pay'}
            </Button>
            <Text size="xs" c="dimmed">
              Payments are handled by Razorpay. You get an invoice by e-mail and on the Billing page.
            </Text>
          </Stack>
        </Card>
      </SimpleGrid>
    </AdminOnly>
  );
}
