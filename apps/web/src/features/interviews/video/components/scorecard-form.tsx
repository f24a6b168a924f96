import {
  ActionIcon,
  Button,
  Group,
  Rating,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type Recommendation, recommendations } from '@talvio/contracts/interviews';
import { type LiveInterview, liveInterviewLimits } from '@talvio/contracts/video';
import { useState } from 'react';
import { FormError } from '../../../../components/form-error.tsx';
import { failure } from '../../../../lib/form-errors.ts';
import { recommendationLabels } from '../../../../lib/labels.ts';
import { useSaveLiveNotes, useSaveScorecard } from '../api.ts';

/** The interviewer's private notes on a live interview (**notes and scorecard**). */
export function LiveNotesForm({ live }: { live: LiveInterview }) {
  const [notes, setNotes] = useState(live.notes);
  const save = useSaveLiveNotes();
  return (
    <Stack gap="xs">
      <Textarea
        label="Private notes"
        description="Only your organisation’s staff see these."
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
        autosize
        minRows={4}
        maxRows={12}
        maxLength={liveInterviewLimits.notesChars}
      />
      <FormError message={failure(save.error)} />
      <Group>
        <Button
          loading={save.isPending}
          disabled={notes === live.notes}
          onClick={() =>
            save.mutate(
              { id: live.id, notes },
              { onSuccess: () => notifications.show({ color: 'teal', message: 'Notes saved.' }) },
            )
          }
        >
          Save notes
        </Button>
      </Group>
    </Stack>
  );
}

interface Row {
  key: number;
  skill: string;
  rating: number;
}

/**
 * The interviewer's scorecard: 1–5 per skill and an overall recommendation. It is the person's own judgement,
 * saved to the live interview and shown beside the AI score, never merged into it.
 */
export function ScorecardForm({ live, suggestedSkills }: { live: LiveInterview; suggestedSkills: string[] }) {
  const start = live.scorecard?.ratings.length
    ? live.scorecard.ratings
    : suggestedSkills.slice(0, liveInterviewLimits.scorecardSkills).map((skill) => ({ skill, rating: 0 }));
  const [rows, setRows] = useState<Row[]>(start.map((r, key) => ({ key, ...r })));
  const [nextKey, setNextKey] = useState(start.length);
  const [recommendation, setRecommendation] = useState<Recommendation | null>(
    live.scorecard?.recommendation ?? null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveScorecard();
  const update = (key: number, change: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const submit = () => {
    const filled = rows.filter((r) => r.skill.trim());
    const unrated = filled.find((r) => r.rating < 1);
    if (unrated) return setProblem(`Rate ${unrated.skill.trim()} from 1 to 5, or remove it.`);
    setProblem(null);
    save.mutate(
      {
        id: live.id,
        scorecard: {
          ratings: filled.map((r) => ({ skill: r.skill.trim(), rating: r.rating })),
          recommendation,
        },
      },
      { onSuccess: () => notifications.show({ color: 'teal', message: 'Scorecard saved.' }) },
    );
  };

  return (
    <Stack gap="sm">
      {rows.map((row, index) => (
        <Group key={row.key} gap="xs" wrap="wrap" align="flex-end">
          <TextInput
            label={`Skill ${index + 1}`}
            value={row.skill}
            onChange={(e) => update(row.key, { skill: e.currentTarget.value })}
            maxLength={100}
            style={{ flex: '1 1 160px' }}
          />
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <Stack gap={2}>
              <Text size="sm" fw={500} id={`rating-${live.id}-${row.key}`}>
                Rating
              </Text>
              <Rating
                value={row.rating}
                onChange={(rating) => update(row.key, { rating })}
                count={5}
                size="lg"
                aria-labelledby={`rating-${live.id}-${row.key}`}
                getSymbolLabel={(n) => `${n} of 5 for ${row.skill || `skill ${index + 1}`}`}
              />
            </Stack>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={36}
              aria-label={`Remove skill ${index + 1}`}
              onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
      ))}
      {rows.length < liveInterviewLimits.scorecardSkills && (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={16} />}
            onClick={() => {
              setRows((all) => [...all, { key: nextKey, skill: '', rating: 0 }]);
              setNextKey((k) => k + 1);
            }}
          >
            Add a skill
          </Button>
        </Group>
      )}
      <Stack gap={4}>
        <Text size="sm" fw={500} id={`recommendation-${live.id}`}>
          Your recommendation
        </Text>
        <SegmentedControl
          aria-labelledby={`recommendation-${live.id}`}
          value={recommendation ?? ''}
          onChange={(value) => setRecommendation(value ? (value as Recommendation) : null)}
          data={[
            { value: '', label: 'None' },
            ...recommendations.map((r) => ({ value: r, label: recommendationLabels[r].label })),
          ]}
          fullWidth
        />
      </Stack>
      <FormError message={problem ?? failure(save.error)} />
      <Group>
        <Button loading={save.isPending} onClick={submit}>
          Save scorecard
        </Button>
      </Group>
      {live.scorecard?.updated_by && (
        <Text size="xs" c="dimmed">
          Last saved by {live.scorecard.updated_by.name}.
        </Text>
      )}
    </Stack>
  );
}
