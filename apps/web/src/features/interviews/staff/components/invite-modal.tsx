import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconFileTypeCsv, IconPlus, IconTrash } from '@tabler/icons-react';
import { interviewProblemCodes } from '@talvio/contracts/interviews';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../../lib/api-client.ts';
import { problemCodeOf } from '../../../../lib/form-errors.ts';
import { useInvitationCount } from '../../../../lib/shared-queries.ts';
import { type InvitationOutcome, InvitationsStopped, useInviteCandidates } from '../api.ts';
import {
  type CheckedRow,
  checkRows,
  csvMaxBytes,
  type InviteRow,
  inBatches,
  parseCandidatesCsv,
  parsePastedCandidates,
  type RowErrors,
  rowErrorPath,
} from '../invite-parsing.ts';
import { plural } from '../labels.ts';

type Tab = 'email' | 'csv';
interface KeyedRow extends InviteRow {
  key: number;
}

let nextKey = 1;
const emptyRow = (): KeyedRow => ({ key: nextKey++, name: '', email: '' });

/** Why a send stopped, as the form says it, and whether it was the interview allowance. */
function stoppedMessage(error: Error): { message: string; allowance: boolean } {
  const stopped = error instanceof InvitationsStopped ? error : null;
  const sent = stopped?.sent.results.length ?? 0;
  const sentBefore = sent
    ? ` ${plural(sent, 'candidate')} of this list had already been sent before it stopped.`
    : '';
  return {
    message: `${error.message}${sentBefore}`,
    allowance: problemCodeOf(stopped?.reason ?? error) === interviewProblemCodes.allowanceExhausted,
  };
}

/** The rows a refused batch names (problem+json `errors`, or its one `field`), by their place in the form. */
function rowProblems(reason: unknown, batch: readonly CheckedRow[]): Map<number, RowErrors> {
  const byIndex = new Map<number, RowErrors>();
  if (!(reason instanceof ApiError && reason.status === 422)) return byIndex;
  const problems =
    reason.problem?.errors ?? (reason.field ? [{ field: reason.field, message: reason.message }] : []);
  for (const problem of problems) {
    const path = rowErrorPath(problem.field);
    const target = path ? batch[path.index] : undefined;
    if (!path || !target) continue;
    byIndex.set(target.index, { ...byIndex.get(target.index), [path.field ?? 'email']: problem.message });
  }
  return byIndex;
}

/** "Invite candidates" (`/jobs/{id}`): typed or pasted rows, or a CSV with the header name,email. */
export function InviteModal({
  opened,
  onClose,
  jobId,
  jobTitle,
}: {
  opened: boolean;
  onClose: () => void;
  jobId: number;
  jobTitle: string;
}) {
  const narrow = useMediaQuery('(max-width: 40em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Invite candidates to “${jobTitle}”`}
      size="xl"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <InviteForm jobId={jobId} onClose={onClose} />
    </Modal>
  );
}

function InviteForm({ jobId, onClose }: { jobId: number; onClose: () => void }) {
  const invite = useInviteCandidates();
  const [tab, setTab] = useState<Tab>('email');
  const [rows, setRows] = useState<KeyedRow[]>(() => [emptyRow()]);
  const [paste, setPaste] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [csvRows, setCsvRows] = useState<CheckedRow[] | null>(null);
  const [csvError, setCsvError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  /** A problem found before sending; otherwise the failed send's. */
  const [invalid, setInvalid] = useState<string | null>(null);
  const error = invalid
    ? { message: invalid, allowance: false }
    : invite.error && stoppedMessage(invite.error);
  const [serverErrors, setServerErrors] = useState<{ tab: Tab; byIndex: Map<number, RowErrors> } | null>(
    null,
  );
  const [outcome, setOutcome] = useState<InvitationOutcome | null>(null);
  const rowsRef = useRef<HTMLDivElement>(null);

  const emailChecked = checkRows(rows);
  const emailErrors = new Map(emailChecked.map((c) => [c.index, c.errors]));
  const checked = tab === 'email' ? emailChecked : (csvRows ?? []);
  const ready = checked.filter((c) => c.value);

  const rowErrors = (index: number): RowErrors => {
    if (serverErrors?.tab === 'email' && serverErrors.byIndex.has(index))
      return serverErrors.byIndex.get(index) ?? {};
    return attempted ? (emailErrors.get(index) ?? {}) : {};
  };

  const setRow = (key: number, change: Partial<InviteRow>) => {
    setServerErrors(null);
    setRows((prev) => prev.map((r) => (r.key === key ? { ...r, ...change } : r)));
  };

  const addPasted = () => {
    const parsed = parsePastedCandidates(paste);
    if (parsed.length === 0) return;
    setRows((prev) => [
      ...prev.filter((r) => r.name.trim() || r.email.trim()),
      ...parsed.map((r) => ({ ...r, key: nextKey++ })),
    ]);
    setPaste('');
    setAttempted(true);
    notifications.show({
      color: 'teal',
      message: `Added ${plural(parsed.length, 'row')} from the pasted list.`,
    });
  };

  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    setCsvRows(null);
    setCsvError(null);
    setServerErrors(null);
    setOutcome(null);
    if (!chosen) return;
    if (chosen.size > csvMaxBytes) {
      setCsvError('The file is larger than 1 MB. Split it and upload the parts one by one.');
      return;
    }
    const parsed = parseCandidatesCsv(await chosen.text());
    if (!parsed.ok) setCsvError(parsed.error);
    else setCsvRows(checkRows(parsed.rows));
  };

  const send = () => {
    setInvalid(null);
    setServerErrors(null);
    setOutcome(null);
    if (tab === 'email') {
      setAttempted(true);
      if (emailChecked.some((c) => !c.value)) {
        setInvalid('Some rows need a fix before sending: see the marked fields.');
        rowsRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
        return;
      }
    }
    if (ready.length === 0) {
      setInvalid(
        tab === 'email'
          ? 'Add at least one candidate with a name and an e-mail address.'
          : 'Choose a CSV file with at least one valid row.',
      );
      return;
    }
    const batches = inBatches(ready);
    const report = (sent: InvitationOutcome) => {
      setOutcome(sent);
      notifications.show({
        color: 'teal',
        message: `Invited ${plural(sent.invited, 'candidate')}${sent.already_invited ? `; ${sent.already_invited} already invited` : ''}.`,
      });
    };
    // Not mutate()'s own callbacks: closing the dialog while it sends must still confirm what was sent. A failure
    // shows through `invite.error`.
    invite
      .mutateAsync({
        jobId,
        batches: batches.map((batch) => batch.map((c) => c.value as InviteRow)),
        ...(note.trim() ? { message: note.trim() } : {}),
      })
      .then(
        (sent) => {
          report(sent);
          setAttempted(false);
          if (tab === 'email') setRows([emptyRow()]);
          else {
            setFile(null);
            setCsvRows(null);
          }
        },
        (err: unknown) => {
          if (!(err instanceof InvitationsStopped)) return;
          const byIndex = rowProblems(err.reason, batches[err.batch] ?? []);
          if (byIndex.size > 0) setServerErrors({ tab, byIndex });
          if (err.sent.results.length > 0) report(err.sent);
        },
      );
  };

  return (
    <Stack>
      <Tabs value={tab} onChange={(v) => setTab(v === 'csv' ? 'csv' : 'email')} keepMounted={false}>
        <Tabs.List aria-label="How to add candidates">
          <Tabs.Tab value="email">By e-mail</Tabs.Tab>
          <Tabs.Tab value="csv">CSV upload</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="email" pt="md">
          <Stack gap="xs" ref={rowsRef}>
            {rows.map((row, i) => {
              const errors = rowErrors(i);
              return (
                <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
                  <Group gap="xs" grow style={{ flex: 1 }} align="flex-start" wrap="wrap">
                    <TextInput
                      label={i === 0 ? 'Name' : undefined}
                      aria-label={`Name of candidate ${i + 1}`}
                      value={row.name}
                      onChange={(e) => setRow(row.key, { name: e.currentTarget.value })}
                      error={errors.name}
                      autoComplete="off"
                      miw={160}
                    />
                    <TextInput
                      label={i === 0 ? 'E-mail' : undefined}
                      aria-label={`E-mail of candidate ${i + 1}`}
                      type="email"
                      value={row.email}
                      onChange={(e) => setRow(row.key, { email: e.currentTarget.value })}
                      error={errors.email}
                      autoComplete="off"
                      miw={200}
                    />
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    mt={i === 0 ? 26 : 2}
                    aria-label={`Remove candidate ${i + 1}`}
                    disabled={rows.length === 1 && !row.name && !row.email}
                    onClick={() => {
                      setServerErrors(null);
                      setRows((prev) =>
                        prev.length === 1 ? [emptyRow()] : prev.filter((r) => r.key !== row.key),
                      );
                    }}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              );
            })}
            <Group>
              <Button
                variant="subtle"
                leftSection={<IconPlus size={16} />}
                onClick={() => setRows((prev) => [...prev, emptyRow()])}
              >
                Add another candidate
              </Button>
            </Group>
            <Textarea
              label="Or paste a list"
              description="One candidate per line: “Jane Doe <jane@example.com>” or just the e-mail address."
              autosize
              minRows={2}
              maxRows={8}
              value={paste}
              onChange={(e) => setPaste(e.currentTarget.value)}
            />
            <Group>
              <Button variant="default" disabled={!paste.trim()} onClick={addPasted}>
                Add pasted candidates to the list
              </Button>
            </Group>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="csv" pt="md">
          <Stack gap="sm">
            <FileInput
              label="CSV file"
              description="The first line is the header name,email; then one candidate per line."
              placeholder="Choose a .csv file"
              accept=".csv,text/csv"
              leftSection={<IconFileTypeCsv size={18} />}
              value={file}
              onChange={(f) => void chooseFile(f)}
              clearable
              clearButtonProps={{ 'aria-label': 'Remove the file' }}
              error={csvError}
            />
            {csvRows && (
              <CsvPreview
                rows={csvRows}
                serverErrors={serverErrors?.tab === 'csv' ? serverErrors.byIndex : undefined}
              />
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>

      <Textarea
        label="Personal note (optional)"
        description="Added to the invitation e-mail."
        autosize
        minRows={2}
        maxLength={1000}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />

      <AllowanceLine count={ready.length} />

      {error && (
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertTriangle size={18} />}
          title={error.allowance ? 'No interviews left this period' : 'Not sent'}
        >
          <Stack gap={6} align="flex-start">
            <Text size="sm">{error.message}</Text>
            {error.allowance && (
              <Anchor component={Link} to="/change-plan" fw={600} size="sm">
                Upgrade plan
              </Anchor>
            )}
          </Stack>
        </Alert>
      )}
      {outcome && <OutcomeAlert outcome={outcome} />}

      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Done
        </Button>
        <Button onClick={send} loading={invite.isPending}>
          {ready.length > 0 ? `Send ${plural(ready.length, 'invitation')}` : 'Send invitations'}
        </Button>
      </Group>
    </Stack>
  );
}

function capitalise(value: string) {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** "Uses N of your remaining R interviews this period (plan)": the allowance before sending. */
function AllowanceLine({ count }: { count: number }) {
  const allowance = useInvitationCount();
  if (allowance.isPending) {
    return (
      <Text size="sm" c="dimmed">
        Checking your interview allowance…
      </Text>
    );
  }
  if (allowance.isError) {
    return (
      <Text size="sm" c="dimmed">
        Could not check your interview allowance; the server checks it when you send.
      </Text>
    );
  }
  const { remaining, plan } = allowance.data;
  const over = count > remaining;
  return (
    <Text
      size="sm"
      c={over ? 'red.9' : undefined}
      data-testid="invite-allowance"
      role={over ? 'alert' : undefined}
    >
      Uses {count} of your remaining {remaining} interview{remaining === 1 ? '' : 's'} this period (
      {capitalise(plan)} plan).
      {over && (
        <>
          {' '}
          That is more than you have left: invite fewer candidates or{' '}
          <Anchor component={Link} to="/change-plan" size="sm">
            upgrade your plan
          </Anchor>
          .
        </>
      )}
    </Text>
  );
}

function CsvPreview({ rows, serverErrors }: { rows: CheckedRow[]; serverErrors?: Map<number, RowErrors> }) {
  const problems = (row: CheckedRow) => {
    const errors = serverErrors?.get(row.index) ?? row.errors;
    return [errors.name, errors.email].filter(Boolean).join(' · ');
  };
  const invalid = rows.filter((r) => problems(r));
  return (
    <Stack gap="xs">
      <Text size="sm" role="status">
        {plural(rows.length - invalid.length, 'candidate')} ready to invite
        {invalid.length > 0 && `, ${plural(invalid.length, 'row')} with problems (not sent)`}.
      </Text>
      <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars>
        <Table stickyHeader verticalSpacing={4} aria-label="Candidates in the file" miw={480}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>Row</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Check</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => {
              const problem = problems(r);
              return (
                <Table.Tr key={r.index}>
                  <Table.Td>{r.index + 1}</Table.Td>
                  <Table.Td>{r.row.name}</Table.Td>
                  <Table.Td>{r.row.email}</Table.Td>
                  <Table.Td>
                    {problem ? (
                      <Text size="sm" c="red.9">
                        {problem}
                      </Text>
                    ) : (
                      <Group gap={4} wrap="nowrap">
                        <ThemeIcon size="sm" variant="light" color="teal" radius="xl" aria-hidden>
                          <IconCheck size={12} />
                        </ThemeIcon>
                        <Text size="sm">Ready</Text>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}

function OutcomeAlert({ outcome }: { outcome: InvitationOutcome }) {
  const already = outcome.results.filter((r) => r.outcome === 'already_invited');
  return (
    <Alert color="teal" role="status" title="Invitations sent" icon={<IconCheck size={18} />}>
      <Text size="sm">
        Invited {plural(outcome.invited, 'candidate')}.
        {outcome.already_invited > 0 &&
          ` ${plural(outcome.already_invited, 'candidate')} already had a pending invitation to this job and ${outcome.already_invited === 1 ? 'was' : 'were'} not invited again:`}
      </Text>
      {already.length > 0 && (
        <List size="sm" mt={4}>
          {already.map((r) => (
            <List.Item key={r.job_candidate_id}>
              <Anchor component={Link} to={`/candidate-profile/${r.job_candidate_id}`} size="sm">
                {r.name}
              </Anchor>{' '}
              ({r.email})
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
