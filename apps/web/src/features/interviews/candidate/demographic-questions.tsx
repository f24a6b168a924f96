import { Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import {
  type DemographicAnswers,
  type EthnicityGroup,
  ethnicityGroups,
  ethnicityLabels,
  type GenderGroup,
  genderGroups,
  genderLabels,
} from '@talvio/contracts/fairness';
import { useEffect, useId, useRef, useState } from 'react';
import {
  demographicsNotCollected,
  plainMessage,
  problemCode,
  type Snapshot,
  useSaveDemographics,
} from './api.ts';
import { Warning } from './warning.tsx';

const preferNotToSay = 'prefer_not_to_say';
const preferNotToSayLabel = 'Prefer not to say';

type Gender = GenderGroup | typeof preferNotToSay;
type Ethnicity = EthnicityGroup | typeof preferNotToSay;

/** What the candidate sees once they have answered, or chosen to skip, or the organisation stopped asking. */
type Outcome = 'saved' | 'skipped' | 'not_asked';

const outcomeText: Record<Outcome, string> = {
  saved: 'Thank you — your answers were saved.',
  skipped: 'Nothing was sent. You can close this page.',
  not_asked: 'These questions are no longer asked, so nothing was sent. You can close this page.',
};

/**
 * The two optional questions after a finished interview (docs/product/fairness.md, **demographic questions**):
 * gender and race/ethnicity, each with "prefer not to say", skippable altogether. The answers are kept apart from
 * the application and never reach the people deciding or the AI.
 */
export function DemographicQuestions({
  state,
  save,
}: {
  /** `ask`: offer the questions; `answered`: the candidate already answered them. */
  state: 'ask' | 'answered';
  save: (answers: DemographicAnswers) => Promise<Snapshot>;
}) {
  const id = useId();
  const [gender, setGender] = useState<Gender | null>(null);
  const [ethnicity, setEthnicity] = useState<Ethnicity | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(state === 'answered' ? 'saved' : null);
  const [unanswered, setUnanswered] = useState(false);
  const sending = useSaveDemographics(save);
  // Focus follows the form when it gives way to its outcome, so a keyboard or screen-reader user is not left on
  // the page's body (but not when the page opens on an outcome).
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (outcome && moved.current) outcomeRef.current?.focus();
  }, [outcome]);

  const finish = (next: Outcome) => {
    moved.current = true;
    setOutcome(next);
  };

  if (outcome) {
    return (
      <Group
        justify="center"
        gap="xs"
        wrap="nowrap"
        mt="md"
        data-testid="demographics-outcome"
        c={outcome === 'saved' ? 'teal.9' : undefined}
      >
        {outcome === 'saved' && <IconCircleCheck size={22} aria-hidden style={{ flexShrink: 0 }} />}
        <Text ref={outcomeRef} tabIndex={-1} role="status" fz="lg" style={{ outline: 'none' }}>
          {outcomeText[outcome]}
        </Text>
      </Group>
    );
  }

  const send = () => {
    if (gender === null && ethnicity === null) {
      setUnanswered(true);
      return;
    }
    sending.mutate(
      { gender, ethnicity },
      {
        onSuccess: () => finish('saved'),
        onError: (error) => {
          if (problemCode(error) === demographicsNotCollected) finish('not_asked');
        },
      },
    );
  };

  const failed = sending.isError && problemCode(sending.error) !== demographicsNotCollected;
  return (
    <Paper
      component="section"
      aria-labelledby={`${id}-title`}
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      mt="md"
      maw={600}
      mx="auto"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Stack gap="md">
          <div>
            <Title order={2} fz={{ base: 21, sm: 23 }} id={`${id}-title`} mb="xs">
              Two optional questions
            </Title>
            <Text fz="md">
              We ask so the organisation can check that its hiring process treats everyone fairly. Answering
              is optional. Your answers are kept apart from your application: the people deciding see only
              totals for groups of candidates, never your answers, and the AI never sees them.
            </Text>
          </div>
          <Radio.Group
            label="What is your gender?"
            size="md"
            value={gender}
            onChange={(value) => {
              setGender(value as Gender);
              setUnanswered(false);
            }}
          >
            <Stack gap="xs" mt="xs">
              {genderGroups.map((g) => (
                <Radio key={g} size="md" value={g} label={genderLabels[g]} />
              ))}
              <Radio size="md" value={preferNotToSay} label={preferNotToSayLabel} />
            </Stack>
          </Radio.Group>
          <Radio.Group
            label="What is your race or ethnicity?"
            size="md"
            value={ethnicity}
            onChange={(value) => {
              setEthnicity(value as Ethnicity);
              setUnanswered(false);
            }}
          >
            <Stack gap="xs" mt="xs">
              {ethnicityGroups.map((e) => (
                <Radio key={e} size="md" value={e} label={ethnicityLabels[e]} />
              ))}
              <Radio size="md" value={preferNotToSay} label={preferNotToSayLabel} />
            </Stack>
          </Radio.Group>
          {unanswered && (
            <Text role="alert" fz="md" c="red.8">
              Choose an answer to send, or skip the questions.
            </Text>
          )}
          {failed && (
            <Warning role="alert" title="Your answers were not sent">
              {plainMessage(sending.error)} Try again, or skip the questions.
            </Warning>
          )}
          <Group gap="sm">
            <Button type="submit" size="md" loading={sending.isPending}>
              Send answers
            </Button>
            <Button
              type="button"
              size="md"
              variant="default"
              disabled={sending.isPending}
              onClick={() => finish('skipped')}
            >
              Skip
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
