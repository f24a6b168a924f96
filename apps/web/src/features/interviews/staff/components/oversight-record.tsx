import { Button, Group, Loader, Paper, Text, Timeline, Title } from '@mantine/core';
import { IconDownload, IconRobot, IconUser } from '@tabler/icons-react';
import type { JobCandidateDetail, OversightRecordEntry } from '@talvio/contracts/interviews';
import { useQuery } from '@tanstack/react-query';
import { notifyFailure } from '../../../../lib/form-errors.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { decisionLabels, recommendationLabels } from '../../../../lib/labels.ts';
import { oversightQuery, useExportOversight } from '../api.ts';

const agreementText: Record<NonNullable<OversightRecordEntry['agreement']>, string> = {
  agreed: 'agreed with the AI',
  overrode: 'overrode the AI',
  neither: 'neither agreed nor overrode',
};

function describe(entry: OversightRecordEntry): { title: string; detail: string } {
  const recommendation = entry.recommendation ? recommendationLabels[entry.recommendation].label : null;
  if (entry.kind === 'ai_evaluation') {
    return {
      title: `AI evaluation: ${entry.score ?? '—'}/100${recommendation ? `, recommends ${recommendation}` : ''}`,
      detail: [entry.engine && `${entry.engine} engine`, entry.model].filter(Boolean).join(', '),
    };
  }
  const who = entry.actor?.name ?? 'A former user';
  const decision = entry.decision ? decisionLabels[entry.decision].label : '—';
  const before = entry.previous_decision ? decisionLabels[entry.previous_decision].label : '—';
  return {
    title: entry.decision === 'none' ? `${who} cleared the decision` : `${who} decided: ${decision}`,
    detail: `Before: ${before}. ${
      recommendation
        ? `The AI recommended ${recommendation} (${entry.score}/100); the decision ${agreementText[entry.agreement ?? 'neither']}.`
        : 'There was no AI recommendation yet.'
    }`,
  };
}

/**
 * Human oversight of the AI (docs/product/interview-results.md, **oversight record**): every AI evaluation of the
 * interview and every decision on it, in order, as kept in the organisation's append-only record.
 */
export function OversightRecord({ detail }: { detail: JobCandidateDetail }) {
  const query = useQuery(
    oversightQuery(detail.id, `${detail.status}:${detail.score}:${detail.recommendation}:${detail.decision}`),
  );
  const exportAll = useExportOversight();
  const entries = query.data ?? [];
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="oversight-title">
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={2} size="h4" id="oversight-title">
          Oversight record
        </Title>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={exportAll.isPending}
          onClick={() =>
            exportAll.mutate(undefined, {
              onError: (err) => notifyFailure('Could not export the oversight record', err),
            })
          }
        >
          Export the last 12 months (CSV)
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Every AI score and every decision on it, kept for the organisation and never changed.
      </Text>
      {query.isPending ? (
        <Loader size="sm" aria-label="Loading the oversight record" />
      ) : query.isError ? (
        <Text size="sm" c="red.8">
          The oversight record could not be loaded.
        </Text>
      ) : entries.length === 0 ? (
        <Text size="sm">Nothing yet: the interview has not been evaluated or decided on.</Text>
      ) : (
        <Timeline bulletSize={24} lineWidth={2} active={entries.length - 1}>
          {entries.map((entry) => {
            const { title, detail } = describe(entry);
            return (
              <Timeline.Item
                key={entry.id}
                bullet={
                  entry.kind === 'ai_evaluation' ? (
                    <IconRobot size={14} aria-hidden />
                  ) : (
                    <IconUser size={14} aria-hidden />
                  )
                }
                title={title}
              >
                {detail && (
                  <Text size="sm" c="dimmed">
                    {detail}
                  </Text>
                )}
                <Text size="xs" c="dimmed" mt={2}>
                  {formatDateTime(entry.recorded_at)}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Paper>
  );
}
