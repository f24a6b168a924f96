import { Table, Text } from '@mantine/core';
import { formatMoney } from '@talvio/domain/money';
import type { Quote } from '@talvio/domain/pricing';
import { gstRatePercent } from '@talvio/domain/pricing';
import type { ReactNode } from 'react';

/** The taxable amount, the GST line (INR only, docs/product/billing.md, **GST**) and the total of a purchase. */
export function QuoteTable({ quote, first }: { quote: Quote; first?: ReactNode }) {
  return (
    <Table aria-label="Price" withRowBorders={false} verticalSpacing={4}>
      <Table.Tbody>
        {first}
        <Table.Tr>
          <Table.Td>Subtotal</Table.Td>
          <Table.Td ta="right">{formatMoney(quote.taxableAmount, quote.currency)}</Table.Td>
        </Table.Tr>
        {quote.gstApplicable && (
          <Table.Tr>
            <Table.Td>GST ({gstRatePercent} %)</Table.Td>
            <Table.Td ta="right">{formatMoney(quote.gstAmount, quote.currency)}</Table.Td>
          </Table.Tr>
        )}
        <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Table.Td>
            <Text fw={700}>Total</Text>
          </Table.Td>
          <Table.Td ta="right">
            <Text fw={700}>{formatMoney(quote.totalAmount, quote.currency)}</Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
