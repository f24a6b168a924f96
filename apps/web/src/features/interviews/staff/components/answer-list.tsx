import {
  Accordion,
  ActionIcon,
  Badge,
  Blockquote,
  Group,
  Highlight,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClock, IconInfoCircle } from '@tabler/icons-react';
import type { ResultAnswer, IntegritySignals as Signals } from '@talvio/contracts/interviews';
import { questionTypeLabels } from '../../../../lib/labels.ts';
import { withCutMarks } from '../../../../lib/quote-cuts.ts';
import { integrityLabels } from '../labels.ts';
import { RecordingPlayer } from './recording-player.tsx';

/** The engine's signal ids ("concrete_numbers") read as words ("Concrete numbers"). */
function signalLabel(signal: string): string {
  const words = signal.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function duration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

const signalsExplained =
  'Counted by the browser while the candidate answered: switching to another tab, leaving the window, pasting ' +
  'text. Each has innocent explanations (a notification, notes written beforehand, a flaky connection). Use them ' +
  'to ask follow-up questions, never as proof.';

/** "Signals, not verdicts" with the explanation on hover or keyboard focus. */
export function SignalsHint() {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="xs" c="dimmed">
        Signals, not verdicts
      </Text>
      <Tooltip label={signalsExplained} multiline w={320} events={{ hover: true, focus: true, touch: true }}>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label="What integrity signals mean">
          <IconInfoCircle size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** Integrity signals as neutral counts; nothing alarming in colour, since they prove nothing. */
export function IntegrityCounts({ signals }: { signals: Signals }) {
  const shown = (Object.keys(integrityLabels) as (keyof Signals)[]).filter((k) => signals[k] > 0);
  if (shown.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        None recorded
      </Text>
    );
  }
  return (
    <Group gap={6}>
      {shown.map((k) => (
        <Badge key={k} variant="default" tt="none" fw={500}>
          {integrityLabels[k]}: {signals[k]}
        </Badge>
      ))}
    </Group>
  );
}

/** The interview's totals (integrity signals: tab hidden, paste, focus loss). */
export function IntegritySummary({ signals }: { signals: Signals }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="integrity-title">
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} size="h4" id="integrity-title">
          Integrity signals
        </Title>
        <SignalsHint />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {(Object.keys(integrityLabels) as (keyof Signals)[]).map((k) => (
          <div key={k}>
            <Text size="xs" c="dimmed">
              {integrityLabels[k]}
            </Text>
            <Text fw={600}>{signals[k]}</Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** Every question with the answer, recording, transcript and its evaluation. */
export function AnswerList({ answers }: { answers: ResultAnswer[] }) {
  if (answers.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No answers yet.
      </Text>
    );
  }
  return (
    <Accordion variant="separated" multiple defaultValue={answers.map((a) => a.question_id)}>
      {answers.map((a) => (
        <Accordion.Item key={a.question_id} value={a.question_id}>
          <Accordion.Control>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" fw={600}>
                {a.position + 1}. {a.question}
              </Text>
              {a.evaluation ? (
                <Badge variant="light" style={{ flexShrink: 0 }}>
                  {Math.round(a.evaluation.score * 10) / 10}/10
                </Badge>
              ) : !a.answered ? (
                <Badge variant="default" style={{ flexShrink: 0 }}>
                  Not answered
                </Badge>
              ) : null}
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <AnswerBody answer={a} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** The answer's text with the passages the evaluation quoted highlighted. */
function Quoted({ text, quotes }: { text: string; quotes: string[] }) {
  return (
    <Highlight size="sm" highlight={quotes} color="yellow" style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Highlight>
  );
}

function AnswerBody({ answer: a }: { answer: ResultAnswer }) {
  const label = `Question ${a.position + 1}`;
  // A quote of a word or two ("We") would light up every occurrence; only passages are highlighted.
  const quotes = (a.evaluation?.quotes ?? []).filter((q) => q.trim().length >= 8);
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge variant="light" color="gray">
          {questionTypeLabels[a.type]}
        </Badge>
        {a.skill && (
          <Badge variant="outline" color="gray" tt="none">
            {a.skill}
          </Badge>
        )}
        <Group gap={4} wrap="nowrap">
          <IconClock size={14} aria-hidden />
          <Text size="xs" c={a.over_time ? 'red.9' : 'dimmed'} fw={a.over_time ? 600 : undefined}>
            {a.time_taken_seconds === null
              ? `Limit ${duration(a.time_limit_seconds)}`
              : `${duration(a.time_taken_seconds)} of ${duration(a.time_limit_seconds)}`}
            {a.over_time && ' — over time'}
          </Text>
        </Group>
      </Group>

      {!a.answered ? (
        <Text size="sm" c="dimmed">
          The candidate did not answer this question.
        </Text>
      ) : (
        <>
          {a.text && (
            <div>
              <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                Answer
              </Text>
              <Quoted text={a.text} quotes={quotes} />
            </div>
          )}
          {a.recording && <RecordingPlayer recording={a.recording} transcript={a.transcript} label={label} />}
          {a.transcript && (
            <div>
              <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                Transcript
                {a.transcript_source && (
                  <Text span size="xs" tt="none" fw={400}>
                    {' '}
                    ({a.transcript_source === 'browser' ? 'from the browser' : 'from the AI engine'})
                  </Text>
                )}
              </Text>
              <Quoted text={a.transcript} quotes={quotes} />
            </div>
          )}
          {!a.text && !a.transcript && !a.recording && (
            <Text size="sm" c="dimmed">
              The answer was empty.
            </Text>
          )}
        </>
      )}

      {a.evaluation && (
        <Paper bg="var(--mantine-color-default-hover)" p="sm" radius="md">
          <Stack gap="xs">
            <Group gap="xs">
              <Text size="sm" fw={600}>
                Score {Math.round(a.evaluation.score * 10) / 10} / 10
              </Text>
              {a.evaluation.signals.map((s) => (
                <Badge key={s} variant="default" tt="none" fw={500}>
                  {signalLabel(s)}
                </Badge>
              ))}
            </Group>
            <Text size="sm">{a.evaluation.rationale}</Text>
            {a.evaluation.quotes.map((q) => (
              <Blockquote key={q} color="talvio" p="xs" fz="sm" fs="italic">
                {withCutMarks(a.text ?? a.transcript ?? '', q)}
              </Blockquote>
            ))}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <RubricList title="Rubric points met" points={a.evaluation.rubric_met} met />
              <RubricList title="Rubric points missed" points={a.evaluation.rubric_missed} met={false} />
            </SimpleGrid>
          </Stack>
        </Paper>
      )}
      <Group gap="xs" align="center">
        <Text size="xs" fw={600} c="dimmed">
          Integrity signals:
        </Text>
        <IntegrityCounts signals={a.integrity} />
      </Group>
    </Stack>
  );
}

function RubricList({ title, points, met }: { title: string; points: string[]; met: boolean }) {
  return (
    <div>
      <Text size="xs" fw={600} c="dimmed" mb={2}>
        {title}
      </Text>
      {points.length === 0 ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        <List
          size="sm"
          spacing={2}
          icon={
            <ThemeIcon size={18} radius="xl" variant="light" color={met ? 'teal' : 'red'} aria-hidden>
              {met ? <IconCircleCheck size={14} /> : <IconCircleX size={14} />}
            </ThemeIcon>
          }
        >
          {points.map((p) => (
            <List.Item key={p}>{p}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
