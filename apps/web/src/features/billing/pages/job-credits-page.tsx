import { Anchor, Badge, Button, Card, Group, Pagination, Paper, Table, Text } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import type { CreditLedgerEntry, CreditReason } from '@talvio/contracts/credits';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminOnly } from '../../../components/admin-only.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { WideTable } from '../../../components/wide-table.tsx';
import { creditLedgerQuery } from '../api/credits.ts';

const pageSize = 20;
const reasonLabels: Record<CreditReason, string> = {
  welcome: 'Welcome credit',
  purchase: 'Purchase',
  job_publish: 'Job published',
  adjustment: 'Adjustment',
  demo: 'Demo credits',
};

/** /job-credits: the remaining job credits and the ledger of grants and spends. */
/** Admins only: a member gets the notice without the page asking the server for what it would refuse. */
export function Component() {
  return (
    <AdminOnly what="see job credits">
      <JobCreditsPage />
    </AdminOnly>
  );
}

function JobCreditsPage() {
  const [page, setPage] = useState(1);
  const ledger = useQuery(creditLedgerQuery({ page, pageSize }));
  return (
    <>
      <PageHeader
        title="Job credits"
        description="Publishing a job uses one credit. Every grant and spend is listed here."
        actions={
          <Button component={Link} to="/purchase-credits" leftSection={<IconShoppingCart size={18} />}>
            Buy credits
          </Button>
        }
      />
      <QueryState query={ledger} label="job credits">
        {(data) => (
          <>
            <Card withBorder maw={320} mb="md">
              <Text size="sm" c="dimmed">
                Remaining
              </Text>
              <Text fw={700} fz={32} data-testid="credits-remaining">
                {data.remaining}
              </Text>
            </Card>
            <Paper withBorder>
              <WideTable minWidth={560}>
                <Table verticalSpacing="sm" stickyHeader aria-label="Job credit history">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>What</Table.Th>
                      <Table.Th>Change</Table.Th>
                      <Table.Th>Balance</Table.Th>
                      <Table.Th>By</Table.Th>
                      <Table.Th>When</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((entry) => (
                      <LedgerRow key={entry.id} entry={entry} />
                    ))}
                  </Table.Tbody>
                </Table>
              </WideTable>
            </Paper>
            {data.total > pageSize && (
              <Group justify="flex-end" mt="md">
                <Pagination
                  total={Math.ceil(data.total / pageSize)}
                  value={page}
                  onChange={setPage}
                  getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                />
              </Group>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}

function LedgerRow({ entry }: { entry: CreditLedgerEntry }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{reasonLabels[entry.reason]}</Text>
        {entry.job && (
          <Anchor component={Link} to={`/jobs/${entry.job.id}`} size="xs">
            {entry.job.title}
          </Anchor>
        )}
        {entry.payment_reference && (
          <Text size="xs" c="dimmed">
            {entry.payment_reference}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Badge color={entry.delta > 0 ? 'teal.9' : 'gray.7'}>
          {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
        </Badge>
      </Table.Td>
      <Table.Td>{entry.balance_after}</Table.Td>
      <Table.Td>
        <Text size="sm">{entry.actor?.name ?? 'Talvio'}</Text>
      </Table.Td>
      <Table.Td>
        <RelativeTime value={entry.created_at} />
      </Table.Td>
    </Table.Tr>
  );
}
