import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowsExchange,
  IconCheck,
  IconList,
  IconMessage,
  IconX,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ExperienceEntry } from '@talvio/contracts/talent';
import {
  type RankedCandidate,
  type RankingCriterion,
  type RankingEvidence,
  rankingCriterionLabels,
  type SkillFit,
  type skillFitStatuses,
} from '@talvio/contracts/talent-ranking';
import { useProfile } from '../api/talent.ts';
import classes from './ranking.module.css';

type SkillStatus = (typeof skillFitStatuses)[number];

/** How each status of a job's skill reads, its colour, icon and the credit it earns (docs/product/find-candidates.md). */
export const skillStatusLook: Record<
  SkillStatus,
  { label: string; legend: string; color: string; Icon: TablerIcon }
> = {
  used: {
    label: 'used',
    legend: 'Used in a role of the work history (full credit)',
    color: 'teal',
    Icon: IconCheck,
  },
  mentioned: {
    label: 'mentioned',
    legend: 'Mentioned in the headline, summary or a certification (85 %)',
    color: 'blue',
    Icon: IconMessage,
  },
  listed: { label: 'only listed', legend: 'Only in the skills list (60 %)', color: 'yellow', Icon: IconList },
  related: {
    label: 'related',
    legend: 'Missing, with a related skill of the same kind (30 %)',
    color: 'orange',
    Icon: IconArrowsExchange,
  },
  missing: { label: 'missing', legend: 'Missing (no credit)', color: 'red', Icon: IconX },
};

const noNiceToHave = 'The job names no nice-to-have skills, so their share counts here.';

/** Points as the ranking gives them: whole, or to one decimal. */
export const formatPoints = (points: number) =>
  Number.isInteger(points) ? String(points) : points.toFixed(1);

/** A work-history entry as the ranking names it: "Senior Backend Engineer · Payly (2021-03 – present)". */
function entryLine(entry: ExperienceEntry): string {
  const dates = entry.start ? ` (${entry.start} – ${entry.end ?? 'present'})` : '';
  return `${[entry.title, entry.company].filter(Boolean).join(' · ')}${dates}`;
}

const fieldLabels: Record<RankingEvidence['field'], string> = {
  skills: 'Skills list',
  experience: 'Work history',
  headline: 'Headline',
  summary: 'Summary',
  certifications: 'Certifications',
  location: 'Location',
};

/** Where a line came from: "Role 2 · Senior Backend Engineer · Payly (2021-03 – present)", "Skills list", "Summary". */
export function evidenceSource(
  evidence: RankingEvidence,
  experience: readonly ExperienceEntry[] | undefined,
) {
  if (evidence.field !== 'experience' || evidence.entry === null) return fieldLabels[evidence.field];
  const role = `Role ${evidence.entry + 1}`;
  const entry = experience?.[evidence.entry];
  if (!entry) return role;
  const line = entryLine(entry);
  // The role line itself (the closest title, the years counted) needs no repeating.
  return line === evidence.text ? role : `${role} · ${line}`;
}

/** A job's skill as a chip: the colour, an icon and the words all say how it shows in the profile. */
export function SkillChip({ fit }: { fit: SkillFit }) {
  const look = skillStatusLook[fit.status];
  const how = fit.status === 'related' && fit.via ? `related via ${fit.via}` : look.label;
  return (
    <Badge
      variant="light"
      color={look.color}
      c="bright"
      tt="none"
      size="lg"
      fw={500}
      leftSection={<look.Icon size={14} aria-hidden />}
      styles={{
        root: { height: 'auto', minHeight: 26, whiteSpace: 'normal' },
        label: { overflow: 'visible' },
      }}
    >
      <Text span fw={600} size="sm" inherit>
        {fit.skill}
      </Text>{' '}
      · {how}
    </Badge>
  );
}

/** What each chip colour means. */
export function SkillLegend() {
  return (
    <ul className={classes.legend} aria-label="What the skill chips mean">
      {Object.entries(skillStatusLook).map(([status, look]) => (
        <li key={status}>
          <Group gap={6} wrap="nowrap">
            <Badge
              variant="light"
              color={look.color}
              c="bright"
              tt="none"
              style={{ flexShrink: 0 }}
              leftSection={<look.Icon size={12} aria-hidden />}
            >
              {look.label}
            </Badge>
            <Text size="xs" c="dimmed">
              {look.legend}
            </Text>
          </Group>
        </li>
      ))}
    </ul>
  );
}

/** A quoted line and the skills it shows: skills found on the same line are named together. */
interface EvidenceLine {
  skills: string[];
  evidence: RankingEvidence;
}

function linesOf(criterion: RankingCriterion): EvidenceLine[] {
  // Each skill's line; the criteria without skills have their own lines (a role, the years counted).
  if (criterion.skills.length === 0) return criterion.evidence.map((evidence) => ({ skills: [], evidence }));
  const lines = new Map<string, EvidenceLine>();
  for (const fit of criterion.skills) {
    if (!fit.evidence || fit.status === 'missing') continue;
    const key = JSON.stringify([fit.evidence.field, fit.evidence.entry, fit.evidence.text]);
    const line = lines.get(key);
    if (line) line.skills.push(fit.skill);
    else lines.set(key, { skills: [fit.skill], evidence: fit.evidence });
  }
  return [...lines.values()];
}

function CriterionCard({
  criterion,
  experience,
  note,
}: {
  criterion: RankingCriterion;
  experience: readonly ExperienceEntry[] | undefined;
  note?: string | undefined;
}) {
  const label = rankingCriterionLabels[criterion.key];
  const lines = linesOf(criterion);
  return (
    <Paper withBorder p="sm" component="section" aria-label={label}>
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" align="baseline">
          <Title order={3} size="h6">
            {label}
          </Title>
          <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {formatPoints(criterion.points)} / {criterion.weight}
            <Text span size="xs" c="dimmed" fw={400}>
              {' '}
              points
            </Text>
          </Text>
        </Group>
        <Text size="sm">{criterion.summary}</Text>
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
        {criterion.skills.length > 0 && (
          <ul className={classes.chips} aria-label={`${label} of the job`}>
            {criterion.skills.map((fit) => (
              <li key={fit.skill}>
                <SkillChip fit={fit} />
              </li>
            ))}
          </ul>
        )}
        {lines.length > 0 && (
          <ul className={classes.evidence} aria-label={`Lines behind ${label.toLowerCase()}`}>
            {lines.map(({ skills, evidence }, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed for a ranking
              <li key={index}>
                <Text size="xs" c="dimmed">
                  {skills.length ? `${skills.join(', ')} — ` : ''}
                  {evidenceSource(evidence, experience)}
                </Text>
                <Text size="sm" component="blockquote" className={classes.quote}>
                  “{evidence.text}”
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Why a profile scores what it does (docs/product/find-candidates.md, **every point explained**): each criterion's
 * points out of its share, its sentence, and the profile's lines it came from, marked with where they are.
 */
export function RankedCandidateExplanation({ candidate, id }: { candidate: RankedCandidate; id: string }) {
  // The work history names the roles a line came from; until it arrives they read "Role 2".
  const profile = useProfile(candidate.candidate_id);
  const experience = profile.data?.experience;
  // A job without nice-to-have skills gives their share to the required skills: no card for a share of 0.
  const shown = candidate.criteria.filter((criterion) => criterion.weight > 0);
  const niceToHave = shown.some((criterion) => criterion.key === 'nice_to_have_skills');
  return (
    <section id={id} className={classes.panel} aria-label={`Why ${candidate.name} scores ${candidate.score}`}>
      <Stack gap="sm">
        <div className={classes.criterionGrid}>
          {shown.map((criterion) => (
            <CriterionCard
              key={criterion.key}
              criterion={criterion}
              experience={experience}
              note={criterion.key === 'required_skills' && !niceToHave ? noNiceToHave : undefined}
            />
          ))}
        </div>
        <SkillLegend />
        {candidate.ai_review && <AiReview review={candidate.ai_review} />}
      </Stack>
    </section>
  );
}

/** The AI re-rank's review: its score and, per criterion, the profile's words it relied on (checked to be there). */
function AiReview({ review }: { review: NonNullable<RankedCandidate['ai_review']> }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        AI review: {review.score}/100
      </Text>
      {review.criteria.length === 0 ? (
        <Text size="sm" c="dimmed">
          The model quoted nothing from this profile.
        </Text>
      ) : (
        <ul className={classes.aiQuotes}>
          {review.criteria.map((item) => (
            <li key={item.key}>
              <Text size="sm">
                <strong>{rankingCriterionLabels[item.key]}</strong>: “{item.quote}” — {item.reason}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
