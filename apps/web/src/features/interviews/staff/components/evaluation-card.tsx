import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Loader,
  Paper,
  RingProgress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconSparkles } from '@tabler/icons-react';
import type { JobCandidateDetail } from '@talvio/contracts/interviews';
import type { AiEngineInfo } from '@talvio/contracts/jobs';
import type { ReactNode } from 'react';
import { RecommendationBadge } from '../../../../components/interview-badges.tsx';
import { RelativeTime } from '../../../../components/relative-time.tsx';

export function engineText(engine: AiEngineInfo): string {
  return engine.engine === 'local' ? 'Talvio’s offline engine' : `${engine.model} (OpenAI-compatible)`;
}

/** An interview's result, with the way to (re-)run its evaluation. */
interface EvaluationProps {
  detail: JobCandidateDetail;
  onEvaluate: () => void;
  evaluating: boolean;
}

/**
 * The AI's overall view (docs/product/interviews.md, **blind evaluation**): score, recommendation, summary, strengths
 * and concerns, with the engine that produced it. Always labelled as a suggestion: staff decide.
 */
export function EvaluationCard({ detail, onEvaluate, evaluating }: EvaluationProps) {
  const finished = detail.status === 'completed' || detail.status === 'evaluated';
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="evaluation-title">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id="evaluation-title">
          AI evaluation
        </Title>
        <Badge variant="light" color="gray" leftSection={<IconSparkles size={12} aria-hidden />} tt="none">
          AI suggestion — your team decides
        </Badge>
      </Group>
      {detail.evaluation_status === 'pending' ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Evaluating… the result appears here by itself in a few seconds.</Text>
        </Group>
      ) : detail.evaluation_status === 'failed' ? (
        <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />} title="The evaluation failed">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              The answers are saved; only the AI evaluation did not finish. Run it again, or read the answers
              below.
            </Text>
            <Button size="xs" color="red" variant="light" loading={evaluating} onClick={onEvaluate}>
              Evaluate again
            </Button>
          </Stack>
        </Alert>
      ) : detail.evaluation && detail.evaluation_status === 'done' ? (
        <Evaluation detail={detail} onEvaluate={onEvaluate} evaluating={evaluating} />
      ) : finished ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            This interview has not been evaluated yet.
          </Text>
          <Button size="xs" variant="light" loading={evaluating} onClick={onEvaluate}>
            Evaluate now
          </Button>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          The AI evaluates the interview as soon as the candidate completes it.
        </Text>
      )}
    </Paper>
  );
}

function Evaluation({ detail, onEvaluate, evaluating }: EvaluationProps) {
  const evaluation = detail.evaluation;
  if (!evaluation) return null;
  const score = detail.score ?? 0;
  return (
    <Stack gap="md">
      <Group gap="lg" align="center" wrap="wrap">
        <RingProgress
          size={120}
          thickness={10}
          roundCaps
          sections={[{ value: score, color: 'talvio' }]}
          label={
            <Stack gap={0} align="center">
              <Text fw={700} fz={28} lh={1} data-testid="overall-score">
                {detail.score ?? '—'}
              </Text>
              <Text size="xs" c="dimmed">
                of 100
              </Text>
            </Stack>
          }
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              Recommendation
            </Text>
            <RecommendationBadge value={detail.recommendation} />
          </Group>
          <Text size="sm">{evaluation.summary}</Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PointList
          title="Strengths"
          items={evaluation.strengths}
          color="teal"
          icon={<IconCircleCheck size={14} />}
        />
        <PointList
          title="Concerns"
          items={evaluation.concerns}
          color="yellow"
          icon={<IconAlertTriangle size={14} />}
        />
      </SimpleGrid>
      <Group justify="space-between" gap="xs">
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            Evaluated by {engineText(evaluation.engine)} · <RelativeTime value={evaluation.evaluated_at} /> ·
            scored without the candidate’s name, e-mail or photo
          </Text>
          {evaluation.engine.fallback && (
            <Group gap={4} wrap="nowrap">
              <IconInfoCircle size={14} aria-hidden />
              <Text size="xs" c="dimmed" fw={600}>
                The configured model was unavailable; fell back to local: {evaluation.engine.fallback.reason}
              </Text>
            </Group>
          )}
        </Stack>
        <Button size="compact-sm" variant="subtle" loading={evaluating} onClick={onEvaluate}>
          Evaluate again
        </Button>
      </Group>
    </Stack>
  );
}

/** The strengths or concerns of an evaluation, each with its icon; "None noted." when empty. */
function PointList({
  title,
  items,
  color,
  icon,
}: {
  title: string;
  items: string[];
  color: string;
  icon: ReactNode;
}) {
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        {title}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          None noted.
        </Text>
      ) : (
        <List
          size="sm"
          spacing={4}
          icon={
            <ThemeIcon size={18} radius="xl" color={color} variant="light" aria-hidden>
              {icon}
            </ThemeIcon>
          }
        >
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
