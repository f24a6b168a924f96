import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type IconCheck, IconStar, IconUserCheck, IconX } from '@tabler/icons-react';
import { type Decision, interviewLimits, type JobCandidateDetail } from '@talvio/contracts/interviews';
import { useEffect, useState } from 'react';
import { FormError } from '../../../../components/form-error.tsx';
import { RelativeTime } from '../../../../components/relative-time.tsx';
import { failure } from '../../../../lib/form-errors.ts';
import { decisionLabels } from '../../../../lib/labels.ts';
import { useUpdateJobCandidate } from '../api.ts';

const decisionButtons: {
  value: Exclude<Decision, 'none'>;
  label: string;
  color: string;
  icon: typeof IconCheck;
}[] = [
  { value: 'shortlisted', label: 'Shortlist', color: 'talvio', icon: IconStar },
  { value: 'rejected', label: 'Reject', color: 'red', icon: IconX },
  { value: 'hired', label: 'Hire', color: 'teal', icon: IconUserCheck },
];

/**
 * The team's decision and notes (shortlist / reject / hire; notes). AI never decides (docs/product/interviews.md,
 * **blind evaluation**).
 */
export function DecisionCard({ detail }: { detail: JobCandidateDetail }) {
  const update = useUpdateJobCandidate();
  const changing = update.isPending ? update.variables.changes : null;
  const pending: Decision | 'notes' | null = changing ? (changing.decision ?? 'notes') : null;
  const error = failure(update.error);
  const [notes, setNotes] = useState(detail.notes);
  const [savedNotes, setSavedNotes] = useState(detail.notes);
  const dirty = notes !== savedNotes;

  // Someone else's note arriving with a refetch replaces ours only while ours is unchanged.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the server's notes drives this
  useEffect(() => {
    if (!dirty) {
      setNotes(detail.notes);
      setSavedNotes(detail.notes);
    }
  }, [detail.notes]);

  // Leaving the page with unsaved notes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const decide = (decision: Decision) =>
    update.mutate(
      { id: detail.id, changes: { decision } },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message:
              decision === 'none'
                ? `Cleared the decision on ${detail.candidate.name}.`
                : `${detail.candidate.name}: ${decisionLabels[decision].label.toLowerCase()}.`,
          }),
      },
    );

  const saveNotes = (event: React.FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: detail.id, changes: { notes } },
      {
        onSuccess: () => {
          setSavedNotes(notes);
          notifications.show({ color: 'teal', message: 'Notes saved.' });
        },
      },
    );
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="decision-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="decision-title">
          Your decision
        </Title>
        <Text size="sm" c="dimmed" data-testid="current-decision">
          {detail.decision === 'none' ? (
            'No decision yet.'
          ) : (
            <>
              {decisionLabels[detail.decision].label}
              {detail.decided_by && ` by ${detail.decided_by.name}`}
              {detail.decided_at && (
                <>
                  {' '}
                  · <RelativeTime value={detail.decided_at} />
                </>
              )}
            </>
          )}
        </Text>
        <Group gap="xs">
          {decisionButtons.map(({ value, label, color, icon: Icon }) => {
            const active = detail.decision === value;
            return (
              <Button
                key={value}
                color={color}
                variant={active ? 'filled' : 'light'}
                leftSection={<Icon size={16} aria-hidden />}
                aria-pressed={active}
                loading={pending === value}
                disabled={pending !== null && pending !== value}
                onClick={() => decide(active ? 'none' : value)}
              >
                {label}
              </Button>
            );
          })}
          {detail.decision !== 'none' && (
            <Button
              variant="subtle"
              color="gray"
              loading={pending === 'none'}
              disabled={pending !== null && pending !== 'none'}
              onClick={() => decide('none')}
            >
              Clear decision
            </Button>
          )}
        </Group>
        <form onSubmit={saveNotes}>
          <Stack gap="xs">
            <Textarea
              label="Notes"
              description="Visible to your team only."
              autosize
              minRows={3}
              maxRows={12}
              maxLength={interviewLimits.notes}
              value={notes}
              onChange={(e) => setNotes(e.currentTarget.value)}
            />
            <Group gap="xs">
              <Button type="submit" variant="default" disabled={!dirty} loading={pending === 'notes'}>
                Save notes
              </Button>
              {dirty && (
                <Badge color="red" variant="light" role="status">
                  Unsaved changes
                </Badge>
              )}
            </Group>
          </Stack>
        </form>
        <FormError message={error} />
      </Stack>
    </Paper>
  );
}
