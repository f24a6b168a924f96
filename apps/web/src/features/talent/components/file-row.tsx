import { Anchor, Badge, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import type { CsvRowCounts, TalentFile, TalentOutcome } from '@talvio/contracts/talent';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatBytes } from '../../../lib/format.ts';
import {
  failureText,
  fileStatusText,
  formatCount,
  kindLabels,
  outcomeColors,
  reviewFieldLabels,
} from '../labels.ts';
import { type Upload, type UploadQueue, useUploadProgress } from '../upload-queue.ts';
import classes from './talent.module.css';

/** The profile a file gave, as a link to it. */
export function ProfileLink({ file }: { file: TalentFile }) {
  if (file.candidate_id === null) return null;
  return (
    <Anchor component={Link} to={`/my-talent-profile/${file.candidate_id}`} size="sm">
      {file.candidate_name ? `Open profile: ${file.candidate_name}` : 'Open the profile'}
    </Anchor>
  );
}

/** A CSV's rows by outcome, with the first refused rows and their line numbers. */
export function CsvRows({ rows }: { rows: CsvRowCounts }) {
  return (
    <Stack gap={2}>
      <Text size="sm">
        Rows: {formatCount(rows.created)} created · {formatCount(rows.merged)} merged ·{' '}
        {formatCount(rows.failed)} failed
      </Text>
      {rows.problems.length > 0 && (
        <List size="xs" spacing={0} aria-label="Refused rows">
          {rows.problems.map((p) => (
            <List.Item key={`${p.line}-${p.message}`}>
              Line {p.line}: {p.message}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** The review flags of a file's profile: what to check and why. */
export function ReviewReasons({ file }: { file: TalentFile }) {
  if (file.review.length === 0) return null;
  return (
    <List size="xs" spacing={0} aria-label={`To check in ${file.file_name}`}>
      {file.review.map((flag) => (
        <List.Item key={flag.field}>
          {reviewFieldLabels[flag.field]}: {flag.reason}
        </List.Item>
      ))}
    </List>
  );
}

/** An outcome's badge; on the pale yellow of "Needs review" the text is dark enough to read (WCAG AA). */
export function OutcomeBadge({ outcome, children }: { outcome: TalentOutcome; children: ReactNode }) {
  return (
    <Badge
      variant="light"
      color={outcomeColors[outcome]}
      c={outcome === 'needs_review' ? 'gray.9' : undefined}
      tt="none"
      maw="100%"
    >
      {children}
    </Badge>
  );
}

/** Where a file the server holds is: queued, being read, or its outcome (in words, never by colour alone). */
export function FileStatus({ file }: { file: TalentFile }) {
  const text = fileStatusText(file);
  if (file.state !== 'done' || !file.outcome) {
    return (
      <Badge variant="light" color={file.state === 'parsing' ? 'blue' : 'gray'} tt="none">
        {text}
      </Badge>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      <OutcomeBadge outcome={file.outcome}>{text}</OutcomeBadge>
      {file.outcome === 'failed' && (
        <Text size="sm" c="red.9">
          {failureText(file)}
        </Text>
      )}
      {file.outcome === 'needs_review' && <ReviewReasons file={file} />}
      {file.rows && <CsvRows rows={file.rows} />}
      <ProfileLink file={file} />
    </Stack>
  );
}

function FileName({ name, details }: { name: string; details: string }) {
  return (
    <div>
      <Text size="sm" fw={500} className={classes.fileName}>
        {name}
      </Text>
      <Text size="xs" c="dimmed">
        {details}
      </Text>
    </div>
  );
}

/** A file the server holds. Memoised: a poll that did not change the file does not redraw its row. */
export const ServerFileRow = memo(function ServerFileRow({ file }: { file: TalentFile }) {
  const details = [
    formatBytes(file.size_bytes),
    file.kind ? kindLabels[file.kind] : null,
    file.ocr ? 'read from a scan' : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className={classes.row} data-testid="talent-file">
      <FileName name={file.file_name} details={details} />
      <FileStatus file={file} />
    </li>
  );
});

/** The progress bar of a file being sent; the only part of the page that redraws as the bytes go out. */
function SendProgress({ queue, upload }: { queue: UploadQueue; upload: Upload }) {
  const percent = Math.round(useUploadProgress(queue, upload.key) * 100);
  return (
    <Stack gap={2}>
      <Progress value={percent} size="sm" aria-label={`Sending ${upload.file.name}`} />
      <Text size="xs" c="dimmed">
        Sending… {percent}%
      </Text>
    </Stack>
  );
}

/** A file of this page not yet accepted by the server: waiting, being sent, or refused on the way (with Retry). */
export const UploadRow = memo(function UploadRow({
  queue,
  upload,
  onRetry,
}: {
  queue: UploadQueue;
  upload: Upload;
  onRetry: (key: string) => void;
}) {
  return (
    <li className={classes.row} data-testid="talent-upload">
      <FileName name={upload.file.name} details={formatBytes(upload.file.size)} />
      {upload.status === 'sending' ? (
        <SendProgress queue={queue} upload={upload} />
      ) : upload.status === 'waiting' ? (
        <Badge variant="light" color="gray" tt="none">
          Waiting to be sent
        </Badge>
      ) : (
        <Stack gap={4} align="flex-start">
          <Badge variant="light" color="red" tt="none">
            Not sent
          </Badge>
          <Text size="sm" c="red.9">
            {upload.error}
          </Text>
          {!upload.batchFull && (
            <Group gap="xs">
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => onRetry(upload.key)}
                aria-label={`Retry: ${upload.file.name}`}
              >
                Retry
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </li>
  );
});
