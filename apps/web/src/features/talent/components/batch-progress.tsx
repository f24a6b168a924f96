import { Badge, Group, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { TalentBatchCounts, TalentBatchDetail } from '@talvio/contracts/talent';
import { failureText, formatCount, outcomeLabels, plural } from '../labels.ts';
import { CsvRows, OutcomeBadge, ProfileLink, ReviewReasons } from './file-row.tsx';

/** The files of a batch the server has finished reading. */
export const filesRead = (counts: TalentBatchCounts) =>
  counts.created + counts.merged + counts.needs_review + counts.failed;

/** A batch's counts in one line: "120 files · 100 created · 3 need review · 2 failed". */
export function countsSummary(counts: TalentBatchCounts): string {
  return [
    plural(counts.total, 'file', 'files'),
    counts.created ? `${formatCount(counts.created)} created` : null,
    counts.merged ? `${formatCount(counts.merged)} merged` : null,
    counts.needs_review ? `${formatCount(counts.needs_review)} need review` : null,
    counts.failed ? `${formatCount(counts.failed)} failed` : null,
    counts.queued + counts.parsing ? `${formatCount(counts.queued + counts.parsing)} still to read` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The whole batch at a glance: how many files are read out of all of them (those this page is still sending
 * included), and how many gave each outcome.
 */
export function BatchProgress({ batch, unsent }: { batch: TalentBatchDetail; unsent: number }) {
  const { counts } = batch;
  const read = filesRead(counts);
  const total = counts.total + unsent;
  const percent = total === 0 ? 0 : Math.round((read / total) * 100);
  const outcomes = (['created', 'merged', 'needs_review', 'failed'] as const).filter((o) => counts[o] > 0);
  return (
    <Paper withBorder p="md" component="section" aria-label="Batch progress">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>
            {formatCount(read)} of {plural(total, 'file', 'files')} read
          </Text>
          <Badge variant="light" color={batch.finished && unsent === 0 ? 'teal' : 'blue'} tt="none">
            {batch.finished && unsent === 0 ? 'Finished' : 'In progress'}
          </Badge>
        </Group>
        <Progress value={percent} aria-label="Files read" />
        <Group gap="xs">
          {outcomes.map((outcome) => (
            <OutcomeBadge key={outcome} outcome={outcome}>
              {outcomeLabels[outcome]}: {formatCount(counts[outcome])}
            </OutcomeBadge>
          ))}
          {counts.queued + counts.parsing > 0 && (
            <Text size="sm" c="dimmed">
              Waiting to be read: {formatCount(counts.queued + counts.parsing)}
            </Text>
          )}
          {unsent > 0 && (
            <Text size="sm" c="dimmed">
              Still being sent from this page: {formatCount(unsent)}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** Once the batch is read: the failed files, those with fields to check, and CSVs with refused rows. */
export function AttentionSummary({ batch }: { batch: TalentBatchDetail }) {
  const failed = batch.files.filter((f) => f.outcome === 'failed');
  // A CSV with refused rows is "needs review" too: it is listed with its rows, once.
  const review = batch.files.filter((f) => f.outcome === 'needs_review' && !f.rows);
  const csvProblems = batch.files.filter((f) => f.outcome !== 'failed' && f.rows && f.rows.failed > 0);
  const nothing = failed.length + review.length + csvProblems.length === 0;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="talent-attention">
      <Title order={2} size="h4" id="talent-attention" mb="xs">
        What needs attention
      </Title>
      {nothing ? (
        <Text size="sm">Nothing: every file gave a profile, with no field to check.</Text>
      ) : (
        <Stack gap="md">
          {failed.length > 0 && (
            <div>
              <Text fw={600} size="sm">
                {plural(failed.length, 'file', 'files')} failed
              </Text>
              <List size="sm" spacing={4}>
                {failed.map((file) => (
                  <List.Item key={file.id}>
                    <Text span fw={500} size="sm">
                      {file.file_name}
                    </Text>
                    : {failureText(file)}
                  </List.Item>
                ))}
              </List>
            </div>
          )}
          {review.length > 0 && (
            <div>
              <Text fw={600} size="sm">
                {plural(review.length, 'profile needs', 'profiles need')} review
              </Text>
              <List size="sm" spacing={6}>
                {review.map((file) => (
                  <List.Item key={file.id}>
                    <Stack gap={2}>
                      <Text fw={500} size="sm">
                        {file.file_name}
                      </Text>
                      <ReviewReasons file={file} />
                      <ProfileLink file={file} />
                    </Stack>
                  </List.Item>
                ))}
              </List>
            </div>
          )}
          {csvProblems.length > 0 && (
            <div>
              <Text fw={600} size="sm">
                CSV rows that were refused
              </Text>
              <List size="sm" spacing={6}>
                {csvProblems.map((file) => (
                  <List.Item key={file.id}>
                    <Stack gap={2}>
                      <Text fw={500} size="sm">
                        {file.file_name}
                      </Text>
                      {file.rows && <CsvRows rows={file.rows} />}
                    </Stack>
                  </List.Item>
                ))}
              </List>
            </div>
          )}
        </Stack>
      )}
    </Paper>
  );
}
