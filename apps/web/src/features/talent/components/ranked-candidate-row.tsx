import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Progress,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown, IconMailOff } from '@tabler/icons-react';
import type { InterviewStatus } from '@talvio/contracts/interviews';
import { type RankedCandidate, rankingCriterionLabels } from '@talvio/contracts/talent-ranking';
import { Link } from 'react-router';
import { interviewStatusLabels } from '../../../lib/labels.ts';
import { earlierInterviewLine, invitationEnded } from '../../../lib/ranked-candidate.ts';
import { formatPoints, RankedCandidateExplanation } from './ranked-candidate-explanation.tsx';
import classes from './ranking.module.css';

/** The short names of the criteria in a row; the explanation uses the full ones. */
const shortLabels: Record<RankedCandidate['criteria'][number]['key'], string> = {
  required_skills: 'Skills',
  title: 'Role',
  experience: 'Experience',
  work_history: 'History',
  nice_to_have_skills: 'Nice-to-have',
  location: 'Location',
};

/** Whether a ranked profile can be chosen for an invitation, and why not. */
export function selectability(candidate: RankedCandidate): { selectable: boolean; why: string | null } {
  if (candidate.invitation && !invitationEnded(candidate.invitation.status))
    return { selectable: false, why: 'Already invited to this job' };
  if (!candidate.email)
    return { selectable: false, why: 'No e-mail address: add one to the profile to invite this candidate' };
  return { selectable: true, why: null };
}

function scoreColor(score: number) {
  if (score >= 70) return 'teal';
  if (score >= 40) return 'yellow';
  return 'gray';
}

function InvitationBadge({ invitation }: { invitation: NonNullable<RankedCandidate['invitation']> }) {
  const look = interviewStatusLabels[invitation.status as InterviewStatus] ?? {
    label: invitation.status,
    color: 'gray.7',
  };
  return (
    <Anchor
      component={Link}
      to={`/candidate-profile/${invitation.job_candidate_id}`}
      size="xs"
      underline="never"
      aria-label={`Invitation: ${look.label}. Open the interview`}
    >
      <Badge color={look.color} style={{ cursor: 'pointer' }}>
        {look.label}
      </Badge>
    </Anchor>
  );
}

/**
 * One ranked profile: its place, who it is, the score as a number and a bar, each criterion's points out of its
 * share, and (when expanded) why. The checkbox chooses it for an invitation; a profile already invited shows its
 * invitation instead, and one without an e-mail cannot be chosen and says why.
 */
export function RankedCandidateRow({
  candidate,
  rank,
  selected,
  onSelect,
  canInvite,
  expanded,
  onToggle,
}: {
  candidate: RankedCandidate;
  rank: number;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** False while the job takes no interviews: nothing can be chosen. */
  canInvite: boolean;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { selectable, why } = selectability(candidate);
  const panelId = `ranking-why-${candidate.candidate_id}`;
  const whyId = `ranking-cannot-${candidate.candidate_id}`;
  const name = candidate.name || 'Unnamed profile';
  const shown = candidate.criteria.filter((criterion) => criterion.weight > 0);
  const active = candidate.invitation && !invitationEnded(candidate.invitation.status);

  return (
    <li className={classes.item} data-expanded={expanded || undefined} data-testid="ranked-candidate">
      <div className={classes.row}>
        <div className={classes.select}>
          {active ? null : (
            <Tooltip label={why ?? ''} disabled={!why} withArrow multiline w={240}>
              <span>
                <Checkbox
                  aria-label={`Select ${name}`}
                  aria-describedby={why ? whyId : undefined}
                  checked={selected}
                  disabled={!selectable || !canInvite}
                  onChange={(e) => onSelect(e.currentTarget.checked)}
                />
              </span>
            </Tooltip>
          )}
        </div>
        <Text className={classes.rank} fw={700} c="dimmed" size="sm" aria-label={`Rank ${rank}`}>
          #{rank}
        </Text>
        <div className={classes.person}>
          <Group gap={8} wrap="wrap" align="center">
            <Anchor component={Link} to={`/my-talent-profile/${candidate.candidate_id}`} fw={600} size="sm">
              {name}
            </Anchor>
            {candidate.invitation && <InvitationBadge invitation={candidate.invitation} />}
          </Group>
          {candidate.headline && (
            <Text size="sm" lineClamp={2}>
              {candidate.headline}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {[
              candidate.location,
              candidate.total_years === null
                ? null
                : `${formatPoints(candidate.total_years)} year${candidate.total_years === 1 ? '' : 's'}`,
            ]
              .filter(Boolean)
              .join(' · ') || 'No location or years given'}
          </Text>
          {candidate.ai_review && (
            <Text size="xs" c="violet.8" fw={600} data-testid="ai-review">
              AI review: {candidate.ai_review.score}/100
            </Text>
          )}
          {candidate.earlier_interview && (
            <Text size="xs" c="dimmed" data-testid="earlier-interview">
              {earlierInterviewLine(candidate.earlier_interview)}
            </Text>
          )}
          {!candidate.email && !active && (
            <Group gap={4} mt={2} wrap="nowrap" align="flex-start">
              <IconMailOff size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="xs" c="dimmed" id={whyId}>
                No e-mail address: add one to the profile to invite
              </Text>
            </Group>
          )}
        </div>
        <ul className={`${classes.criteria} ${classes.criteriaList}`} aria-label="Points per criterion">
          {shown.map((criterion) => (
            <li key={criterion.key}>
              <Text size="xs" span c="dimmed">
                {shortLabels[criterion.key]}{' '}
              </Text>
              <Text size="xs" span fw={600} aria-hidden>
                {formatPoints(criterion.points)}/{criterion.weight}
              </Text>
              <VisuallyHidden>
                {rankingCriterionLabels[criterion.key]}: {formatPoints(criterion.points)} of{' '}
                {criterion.weight} points
              </VisuallyHidden>
            </li>
          ))}
        </ul>
        <Group className={classes.score} gap={8} wrap="nowrap">
          <Text fw={700} size="lg" style={{ fontVariantNumeric: 'tabular-nums' }} miw={28} ta="right">
            {candidate.score}
            <VisuallyHidden> of 100</VisuallyHidden>
          </Text>
          <Progress
            className={classes.scoreBar}
            value={candidate.score}
            color={scoreColor(candidate.score)}
            size="md"
            aria-hidden
          />
        </Group>
        <Button
          className={classes.toggle}
          variant="subtle"
          size="compact-sm"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          rightSection={
            <IconChevronDown
              size={16}
              aria-hidden
              style={{ rotate: expanded ? '180deg' : '0deg', transition: 'rotate 120ms ease' }}
            />
          }
        >
          Why
          <VisuallyHidden>
            {' '}
            {name} scores {candidate.score}
          </VisuallyHidden>
        </Button>
      </div>
      {expanded && <RankedCandidateExplanation candidate={candidate} id={panelId} />}
    </li>
  );
}
