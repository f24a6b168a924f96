import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TalentBatchDetail, TalentFile } from '@talvio/contracts/talent';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { PageHeader, pageWidths } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { uploadTalentFile, useBatch, useCreateBatch, withUploadedFiles } from '../api/talent.ts';
import { AttentionSummary, BatchProgress } from '../components/batch-progress.tsx';
import { DropZone } from '../components/drop-zone.tsx';
import { ServerFileRow, UploadRow } from '../components/file-row.tsx';
import { NotSentNotice } from '../components/not-sent-notice.tsx';
import { RecentBatches } from '../components/recent-batches.tsx';
import classes from '../components/talent.module.css';
import { plural } from '../labels.ts';
import { readUnsent, type Upload, UploadQueue, useUploads, writeUnsent } from '../upload-queue.ts';

/** What a batch URL that leads nowhere shows. */
const batchMissing = {
  title: 'This batch does not exist',
  href: '/upload-talent',
  label: 'Back to Upload talent',
};

/** `?batch=`: absent (null), a batch id, or something that cannot be one. */
function batchParam(value: string | null): number | null | 'invalid' {
  if (value === null) return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 'invalid';
}

/**
 * /upload-talent: résumés and candidate CSVs dropped here go into a batch (`?batch=<id>`), sent three at a time,
 * each with its own progress, then followed while the server reads them. Without `?batch`, the recent batches.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const param = batchParam(params.get('batch'));
  const batchId = typeof param === 'number' ? param : null;

  const [queue] = useState(() => new UploadQueue(uploadTalentFile));
  useEffect(() => () => queue.stop(), [queue]);
  const uploads = useUploads(queue);
  const mine = useMemo(() => uploads.filter((u) => u.batchId === batchId), [uploads, batchId]);
  const pending = useMemo(() => mine.filter((u) => u.status !== 'sent'), [mine]);
  const accepted = useMemo(() => mine.flatMap((u) => (u.accepted ? [u.accepted] : [])), [mine]);
  const sendingHere = pending.filter((u) => u.status !== 'failed').length;
  const sendingAny = uploads.filter((u) => u.status === 'waiting' || u.status === 'sending').length;

  // Leaving a batch (another link, back) stops what was being sent to it; its files are then named as not sent.
  const shown = useRef(batchId);
  useEffect(() => {
    const previous = shown.current;
    shown.current = batchId;
    if (previous !== null && previous !== batchId) queue.drop(previous);
  }, [batchId, queue]);

  // Followed every 2 s while files are being sent, or sent but not yet in an answer, or the batch is not read.
  const batch = useBatch(batchId ?? 0, {
    enabled: batchId !== null,
    sending: sendingHere + accepted.length > 0,
  });
  // Sent files an answer has shown are the server's to show from now on.
  useEffect(() => {
    if (batchId !== null && batch.data) queue.settle(batchId, new Set(batch.data.files.map((f) => f.id)));
  }, [batch.data, batchId, queue]);
  const missing =
    param === 'invalid' || (batch.error instanceof ApiError && batch.error.status === 404 && !batch.data);

  const createBatch = useCreateBatch();
  const [error, setError] = useState<string | null>(null);
  const follow = useCallback(
    (id: number) => setParams({ batch: String(id) }, { replace: true }),
    [setParams],
  );
  // Files dropped before the page has a batch: one batch is created for them and for any dropped meanwhile.
  const creating = useRef<Promise<number> | null>(null);
  const newBatch = () => {
    creating.current ??= createBatch
      .mutateAsync()
      .then((created) => created.id)
      .finally(() => {
        creating.current = null;
      });
    return creating.current;
  };

  const onFiles = (files: File[]) => {
    setError(null);
    if (batchId !== null) {
      queue.add(batchId, files);
      return;
    }
    newBatch().then(
      (id) => {
        queue.add(id, files);
        follow(id);
      },
      (err: unknown) => setError(`The files were not sent: ${errorMessage(err)}`),
    );
  };

  const onRetry = useCallback((key: string) => queue.retry([key]), [queue]);
  const overflow = pending.filter((u) => u.status === 'failed' && u.batchFull);
  const moveOverflow = () => {
    setError(null);
    newBatch().then(
      (id) => {
        queue.retry(
          overflow.map((u) => u.key),
          id,
        );
        follow(id);
      },
      (err: unknown) => setError(`No new batch was started: ${errorMessage(err)}`),
    );
  };

  const sendingList = pending.length > 0 && (
    <section aria-labelledby="talent-sending">
      <Title order={2} size="h4" id="talent-sending" mb="xs">
        Sending from this page ({pending.length})
      </Title>
      <Paper withBorder>
        <ul className={classes.list} aria-label="Files being sent">
          {pending.map((upload) => (
            <UploadRow key={upload.key} queue={queue} upload={upload} onRetry={onRetry} />
          ))}
        </ul>
      </Paper>
    </section>
  );

  return (
    <Stack maw={pageWidths.detail} gap="md">
      <UnsavedChangesGuard
        when={sendingAny > 0}
        question={{
          title: 'Leave while files are being sent?',
          message: `${plural(sendingAny, 'file has', 'files have')} not been sent yet. If you leave this page now, they are not added to the batch; the batch will name them so you can drop them again.`,
          stay: 'Stay until they are sent',
          leave: 'Leave',
        }}
      />
      <PageHeader
        width="detail"
        title="Upload talent"
        description="Drop résumés and candidate CSVs: each file is read into a talent-pool profile."
        actions={
          batchId !== null && (
            <Button component={Link} to="/upload-talent" variant="default">
              Start a new batch
            </Button>
          )
        }
      />
      {missing ? (
        <Alert color="gray" role="alert" title={batchMissing.title}>
          <Anchor component={Link} to={batchMissing.href} size="sm">
            {batchMissing.label}
          </Anchor>
        </Alert>
      ) : (
        <>
          <DropZone onFiles={onFiles} busy={createBatch.isPending} compact={batchId !== null} />
          <FormError message={error} />
          {batchId === null ? (
            <RecentBatches />
          ) : (
            <>
              <LeftBehind batchId={batchId} uploads={pending} />
              {overflow.length > 0 && (
                <Alert color="red" role="alert" title="This batch is full">
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">
                      {overflow[0]?.error} {plural(overflow.length, 'file', 'files')} did not fit.
                    </Text>
                    <Button size="xs" onClick={moveOverflow} loading={createBatch.isPending}>
                      Send {overflow.length === 1 ? 'it' : 'them'} to a new batch
                    </Button>
                  </Stack>
                </Alert>
              )}
              <QueryState query={batch} label="the batch" notFound={batchMissing}>
                {(data) => (
                  <BatchFiles batch={data} accepted={accepted} sending={sendingHere}>
                    {sendingList}
                  </BatchFiles>
                )}
              </QueryState>
              {!batch.isSuccess && sendingList}
            </>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * The batch as the server has it (with the files it has just accepted from this page): progress, what needs
 * attention once read, and every file with its status.
 */
function BatchFiles({
  batch: answered,
  accepted,
  sending,
  children,
}: {
  batch: TalentBatchDetail;
  accepted: readonly TalentFile[];
  sending: number;
  /** The files this page is still sending, above the batch's own list. */
  children: ReactNode;
}) {
  const batch = useMemo(() => withUploadedFiles(answered, accepted), [answered, accepted]);
  return (
    <>
      <Text size="sm" c="dimmed">
        Batch {batch.id}, started <RelativeTime value={batch.created_at} /> by {batch.created_by_name}
      </Text>
      <BatchProgress batch={batch} unsent={sending} />
      {batch.finished && sending === 0 && batch.files.length > 0 && <AttentionSummary batch={batch} />}
      {children}
      <section aria-labelledby="talent-files">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4" id="talent-files">
            Files ({batch.files.length})
          </Title>
        </Group>
        {batch.files.length === 0 ? (
          <Text size="sm" c="dimmed">
            {sending > 0 ? 'The first files are on their way.' : 'No files yet: drop them above.'}
          </Text>
        ) : (
          <Paper withBorder>
            <ul className={classes.list} aria-label="Files of the batch">
              {batch.files.map((file) => (
                <ServerFileRow key={file.id} file={file} />
              ))}
            </ul>
          </Paper>
        )}
      </section>
    </>
  );
}

/**
 * The files of this batch a page had not sent when it was left (named in storage), less those this page is
 * sending now.
 */
function LeftBehind({ batchId, uploads }: { batchId: number; uploads: Upload[] }) {
  const [dismissed, setDismissed] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: storage is read again when the uploads change or the list is dismissed
  const names = useMemo(() => {
    const here = new Set(uploads.map((u) => u.file.name));
    return readUnsent(batchId).filter((name) => !here.has(name));
  }, [batchId, uploads, dismissed]);
  const dismiss = () => {
    writeUnsent(
      batchId,
      uploads.map((u) => u.file.name),
    );
    setDismissed((n) => n + 1);
  };
  return <NotSentNotice names={names} onDismiss={dismiss} />;
}
