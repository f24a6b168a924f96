import { Badge, Text, VisuallyHidden } from '@mantine/core';
import type { Decision, InterviewStatus, Recommendation } from '@talvio/contracts/interviews';
import { decisionLabels, interviewStatusLabels, recommendationLabels } from '../lib/labels.ts';

/** Badges of an interview's status, the AI's recommendation, the staff decision and the score (staff screens). */
export function InterviewStatusBadge({ status }: { status: InterviewStatus }) {
  const { label, color } = interviewStatusLabels[status];
  return <Badge color={color}>{label}</Badge>;
}

/** The AI's suggestion, never a decision: light and outlined so it does not read as one. */
export function RecommendationBadge({ value }: { value: Recommendation | null }) {
  if (!value) return <Dash />;
  const { label, color } = recommendationLabels[value];
  return (
    <Badge variant="light" color={color} tt="none">
      {label}
    </Badge>
  );
}

export function DecisionBadge({ value }: { value: Decision }) {
  if (value === 'none') return <Dash label="No decision" />;
  const { label, color } = decisionLabels[value];
  return (
    <Badge variant="outline" color={color}>
      {label}
    </Badge>
  );
}

export function ScoreBadge({ score }: { score: number | null }) {
  if (score === null) return <Dash label="No score" />;
  return (
    <Text size="sm" fw={700} component="span">
      {score}
      <VisuallyHidden> of 100</VisuallyHidden>
    </Text>
  );
}

function Dash({ label = 'None' }: { label?: string }) {
  return (
    <Text size="sm" c="dimmed" component="span">
      <span aria-hidden>—</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Text>
  );
}
