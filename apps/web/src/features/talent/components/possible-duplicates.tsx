import {
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Loader,
  Modal,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowsJoin2 } from '@tabler/icons-react';
import type { DuplicateSuggestion, MergeChoices } from '@talvio/contracts/candidate-duplicates';
import type { CandidateProfile } from '@talvio/contracts/talent';
import {
  defaultMergeChoice,
  isMergeListField,
  joinLists,
  type MergeChoice,
  type MergeField,
  mergeFields,
  mergeUndoDays,
} from '@talvio/domain/candidate-duplicates';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { errorMessage, failure } from '../../../lib/form-errors.ts';
import { useDuplicateSuggestions, useMergeProfiles, useUndoMerge } from '../api/duplicates.ts';
import { useProfile } from '../api/talent.ts';

/**
 * "Possible duplicates" on a profile (docs/product/candidate-duplicates.md): the organisation's profiles that are
 * probably the same person, with why; "Compare and merge" chooses field by field, previews and merges; the
 * notification that follows can undo it.
 */
export function PossibleDuplicates({ profile }: { profile: CandidateProfile }) {
  const query = useDuplicateSuggestions(profile.id);
  const [comparing, setComparing] = useState<DuplicateSuggestion | null>(null);
  // A panel that only helps: while it has nothing to suggest (or cannot say), the profile shows none.
  if (!query.isSuccess || query.data.items.length === 0) return null;
  return (
    <SectionCard
      title="Possible duplicates"
      description="Profiles that may be the same person. Nothing is merged until you compare them and choose."
    >
      <Stack gap="sm">
        {query.data.items.map((suggestion) => (
          <Suggestion
            key={suggestion.id}
            suggestion={suggestion}
            onCompare={() => setComparing(suggestion)}
          />
        ))}
      </Stack>
      {comparing && (
        <MergeModal profile={profile} suggestion={comparing} onClose={() => setComparing(null)} />
      )}
    </SectionCard>
  );
}

const strengthLabels: Record<DuplicateSuggestion['strength'], string> = {
  strong: 'Very likely the same person',
  likely: 'Likely the same person',
  possible: 'Possibly the same person',
};
const strengthColors: Record<DuplicateSuggestion['strength'], string> = {
  strong: 'red',
  likely: 'orange',
  possible: 'gray',
};

function Suggestion({ suggestion, onCompare }: { suggestion: DuplicateSuggestion; onCompare: () => void }) {
  const facts = [suggestion.email, suggestion.headline, suggestion.location].filter(Boolean).join(' · ');
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Anchor
              component={Link}
              to={`/my-talent-profile/${suggestion.id}`}
              fw={600}
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {suggestion.name || 'Unnamed profile'}
            </Anchor>
            {facts && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {facts}
              </Text>
            )}
          </Stack>
          <Badge
            variant="light"
            color={strengthColors[suggestion.strength]}
            // The page's own text colour on the tint: readable in both schemes (the tints' own text is not).
            c="var(--mantine-color-text)"
            tt="none"
          >
            {strengthLabels[suggestion.strength]}
          </Badge>
        </Group>
        <List size="sm" spacing={2} aria-label={`Why ${suggestion.name} may be the same person`}>
          {suggestion.reasons.map((reason) => (
            <List.Item key={reason.text}>{reason.text}</List.Item>
          ))}
        </List>
        <Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconArrowsJoin2 size={14} aria-hidden />}
            onClick={onCompare}
            aria-label={`Compare and merge with ${suggestion.name}`}
          >
            Compare and merge
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const fieldLabels: Record<MergeField, string> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  location: 'Location',
  headline: 'Headline',
  summary: 'Summary',
  links: 'Links',
  skills: 'Skills',
  experience: 'Work history',
  education: 'Education',
  languages: 'Languages',
  certifications: 'Certifications',
  tags: 'Tags',
  notes: 'Notes',
  resume: 'Résumé file',
};

/** A field's value on a profile (the résumé by its file). */
function fieldValue(profile: CandidateProfile, field: MergeField): unknown {
  return field === 'resume' ? profile.resume : profile[field];
}

/** The value a choice gives. */
function chosenValue(mine: unknown, theirs: unknown, choice: MergeChoice): unknown {
  if (choice === 'both') return joinLists(mine as unknown[], theirs as unknown[]);
  return choice === 'other' ? theirs : mine;
}

/** A value as a person reads it in the comparison. */
function showValue(field: MergeField, value: unknown): ReactNode {
  const none = (
    <Text span size="sm" c="dimmed">
      None
    </Text>
  );
  if (value === null || value === undefined || value === '') return none;
  if (field === 'resume') return (value as NonNullable<CandidateProfile['resume']>).file_name;
  if (field === 'experience' || field === 'education') {
    const entries = value as (
      | CandidateProfile['experience'][number]
      | CandidateProfile['education'][number]
    )[];
    if (entries.length === 0) return none;
    return (
      <Stack gap={2} component="span">
        {entries.map((entry) => {
          const text =
            'company' in entry
              ? `${entry.title}, ${entry.company} (${entry.start ?? '?'} – ${entry.end ?? 'present'})`
              : `${entry.degree}, ${entry.institution}${entry.end ? ` (${entry.end})` : ''}`;
          return (
            <Text span size="sm" key={text} display="block">
              {text}
            </Text>
          );
        })}
      </Stack>
    );
  }
  if (Array.isArray(value)) return value.length === 0 ? none : value.join(', ');
  return String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Side by side, a choice per field that differs; then a preview; then the merge, with an undo in its notice. */
function MergeModal({
  profile,
  suggestion,
  onClose,
}: {
  profile: CandidateProfile;
  suggestion: DuplicateSuggestion;
  onClose: () => void;
}) {
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const other = useProfile(suggestion.id);
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Compare and merge: ${suggestion.name}`}
      size="70rem"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {other.isPending ? (
        <Group justify="center" p="lg">
          <Loader size="sm" aria-label="Loading the other profile" />
        </Group>
      ) : other.isError ? (
        <FormError message={errorMessage(other.error)} />
      ) : (
        <MergeChoicesForm profile={profile} other={other.data} onClose={onClose} />
      )}
    </Modal>
  );
}

function MergeChoicesForm({
  profile,
  other,
  onClose,
}: {
  profile: CandidateProfile;
  other: CandidateProfile;
  onClose: () => void;
}) {
  const differing = mergeFields.filter(
    (field) => !same(fieldValue(profile, field), fieldValue(other, field)),
  );
  const [choices, setChoices] = useState<Record<MergeField, MergeChoice>>(
    () =>
      Object.fromEntries(
        mergeFields.map((field) => [
          field,
          defaultMergeChoice(field, fieldValue(profile, field), fieldValue(other, field)),
        ]),
      ) as Record<MergeField, MergeChoice>,
  );
  const [previewing, setPreviewing] = useState(false);
  const merge = useMergeProfiles();
  const undo = useUndoMerge({
    onSuccess: ({ kept, restored }, mergeId) =>
      notifications.update({
        id: `merge-${mergeId}`,
        color: 'teal',
        loading: false,
        title: 'Merge undone',
        message: `${restored.name} and ${kept.name} are two profiles again, as they were.`,
        autoClose: 6_000,
      }),
    onError: (err, mergeId) =>
      notifications.update({
        id: `merge-${mergeId}`,
        color: 'red',
        loading: false,
        title: 'The merge could not be undone',
        message: errorMessage(err),
        autoClose: false,
      }),
  });
  const sameCount = mergeFields.length - differing.length;

  const confirm = () => {
    const fields: MergeChoices = Object.fromEntries(differing.map((field) => [field, choices[field]]));
    merge.mutate(
      { id: profile.id, input: { other_id: other.id, fields } },
      {
        onSuccess: (merged) => {
          onClose();
          const id = `merge-${merged.merge_id}`;
          const undoIt = () => {
            notifications.update({
              id,
              loading: true,
              title: 'Undoing the merge…',
              message: `Bringing back ${merged.merged_name}'s profile.`,
              autoClose: false,
            });
            undo.mutate(merged.merge_id);
          };
          notifications.show({
            id,
            color: 'teal',
            title: 'Profiles merged',
            autoClose: 20_000,
            message: (
              <Stack gap={6} align="flex-start">
                <Text size="sm">
                  {merged.merged_name} was merged into this profile
                  {merged.moved.interviews > 0
                    ? `, with ${merged.moved.interviews} interview${merged.moved.interviews === 1 ? '' : 's'}`
                    : ''}
                  .
                </Text>
                <Button size="compact-sm" variant="light" onClick={undoIt}>
                  Undo
                </Button>
              </Stack>
            ),
          });
        },
      },
    );
  };

  if (previewing)
    return (
      <Stack gap="md">
        <Text size="sm">
          This profile will look like this. {other.name}'s interviews, résumé, history and uploads move here,
          and the other profile leaves the talent pool. You can undo the merge for {mergeUndoDays} days, as
          long as this profile is not changed in the meantime.
        </Text>
        <Paper withBorder p="md">
          <Stack gap="sm">
            {mergeFields
              .filter((field) => field !== 'notes' || profile.notes || other.notes)
              .map((field) => (
                <SimpleGrid key={field} cols={{ base: 1, sm: 4 }} spacing={4}>
                  <Text size="sm" fw={600}>
                    {fieldLabels[field]}
                  </Text>
                  <Text size="sm" component="div" style={{ gridColumn: 'span 3', overflowWrap: 'anywhere' }}>
                    {showValue(
                      field,
                      chosenValue(fieldValue(profile, field), fieldValue(other, field), choices[field]),
                    )}
                  </Text>
                </SimpleGrid>
              ))}
          </Stack>
        </Paper>
        <FormError message={failure(merge.error)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setPreviewing(false)}>
            Back to the choices
          </Button>
          <Button onClick={confirm} loading={merge.isPending}>
            Merge profiles
          </Button>
        </Group>
      </Stack>
    );

  return (
    <Stack gap="md">
      <Text size="sm">
        Choose, field by field, which value the merged profile keeps. This profile ({profile.name}) stays;{' '}
        {other.name}'s profile merges into it.
        {sameCount > 0 && ` ${sameCount} field${sameCount === 1 ? ' is' : 's are'} the same on both.`}
      </Text>
      {differing.length === 0 && (
        <Text size="sm" c="dimmed">
          The two profiles hold the same values; merging keeps them and moves the other profile's interviews
          and history here.
        </Text>
      )}
      {differing.map((field) => (
        <Radio.Group
          key={field}
          label={fieldLabels[field]}
          value={choices[field]}
          onChange={(value) => setChoices((current) => ({ ...current, [field]: value as MergeChoice }))}
        >
          <SimpleGrid cols={{ base: 1, sm: isMergeListField(field) ? 3 : 2 }} spacing="xs" mt={6}>
            <ChoiceCard value="this" title="This profile">
              {showValue(field, fieldValue(profile, field))}
            </ChoiceCard>
            <ChoiceCard value="other" title={`${other.name || 'The other profile'}`}>
              {showValue(field, fieldValue(other, field))}
            </ChoiceCard>
            {isMergeListField(field) && (
              <ChoiceCard value="both" title="Both, joined">
                {showValue(field, chosenValue(fieldValue(profile, field), fieldValue(other, field), 'both'))}
              </ChoiceCard>
            )}
          </SimpleGrid>
        </Radio.Group>
      ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => setPreviewing(true)}>Preview merge</Button>
      </Group>
    </Stack>
  );
}

/** One value to choose: a radio labelled with whose value it is, the value beneath. */
function ChoiceCard({ value, title, children }: { value: MergeChoice; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="xs" radius="sm">
      <Radio
        value={value}
        label={
          <Text size="sm" fw={600} span>
            {title}
          </Text>
        }
        description={
          <Text size="sm" c="var(--mantine-color-text)" component="span" style={{ overflowWrap: 'anywhere' }}>
            {children}
          </Text>
        }
      />
    </Paper>
  );
}
