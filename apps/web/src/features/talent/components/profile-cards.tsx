import { Anchor, Badge, Group, List, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import {
  type CandidateProfile,
  type EducationEntry,
  type ExperienceEntry,
  entrySourceValue,
  type ReviewField,
  type ReviewFlag,
  type SourcedField,
} from '@talvio/contracts/talent';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatProfileDate } from '../labels.ts';
import { Sourced, useSourceTarget } from './resume-source.tsx';
import { ProfileField } from './review-marker.tsx';
import classes from './talent.module.css';

/**
 * The cards of a profile's parsed fields, each value able to point at where it came from in the résumé
 * (**fields show their source**). The profile page lays them out; comparing with the résumé stacks them.
 */

/** A flagged field's marker and its "Mark as checked". */
export type FieldMarker = (field: ReviewField) => {
  flag: ReviewFlag | undefined;
  onChecked: () => void;
  checking: boolean;
};

/** A text field's value, or a dash for none. */
export function Value({ text }: { text: string | null }) {
  return <Text size="sm">{text || '—'}</Text>;
}

export function Words({
  words,
  color,
  field,
}: {
  words: string[];
  color: string;
  /** Each word points at its source. */
  field?: SourcedField;
}): ReactNode {
  if (words.length === 0) return <Value text={null} />;
  return (
    <Group gap={6}>
      {words.map((word) =>
        field ? (
          <Sourced key={word} field={field} value={word}>
            <Badge variant="light" color={color} tt="none">
              {word}
            </Badge>
          </Sourced>
        ) : (
          <Badge key={word} variant="light" color={color} tt="none">
            {word}
          </Badge>
        ),
      )}
    </Group>
  );
}

export function ContactCard({ profile, marker }: { profile: CandidateProfile; marker: FieldMarker }) {
  return (
    <SectionCard title="Contact">
      <Stack gap="sm">
        <ProfileField label="Name" source="name" {...marker('name')}>
          <Text size="sm">{profile.name}</Text>
        </ProfileField>
        <ProfileField label="Headline" source="headline" {...marker('headline')}>
          <Value text={profile.headline} />
        </ProfileField>
        <ProfileField label="E-mail" source="email" {...marker('email')}>
          {profile.email ? (
            <Anchor href={`mailto:${profile.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {profile.email}
            </Anchor>
          ) : (
            <Value text={null} />
          )}
        </ProfileField>
        <ProfileField label="Phone" source="phone" {...marker('phone')}>
          <Value text={profile.phone} />
        </ProfileField>
        <ProfileField label="Location" source="location" {...marker('location')}>
          <Value text={profile.location} />
        </ProfileField>
        <ProfileField label="Links" source="links">
          {profile.links.length ? (
            <Stack gap={2}>
              {profile.links.map((link) => (
                <Anchor
                  key={link}
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {link}
                </Anchor>
              ))}
            </Stack>
          ) : (
            <Value text={null} />
          )}
        </ProfileField>
      </Stack>
    </SectionCard>
  );
}

/** Summary, skills, work history, education, languages and certifications. */
export function ResumeCards({ profile, marker }: { profile: CandidateProfile; marker: FieldMarker }) {
  return (
    <>
      <SectionCard title="Summary">
        <Sourced field="summary">
          <Text size="sm" className={classes.preLine}>
            {profile.summary || 'No summary.'}
          </Text>
        </Sourced>
      </SectionCard>
      <SectionCard title="Skills">
        <ProfileField hideLabel label="Skills" {...marker('skills')}>
          <Words words={profile.skills} color="talvio" field="skills" />
        </ProfileField>
      </SectionCard>
      <SectionCard title="Experience">
        <ProfileField hideLabel label="Work history" {...marker('experience')}>
          {profile.experience.length === 0 ? (
            <Value text={null} />
          ) : (
            <Timeline bulletSize={14} lineWidth={2} active={-1}>
              {profile.experience.map((entry, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; the list is read-only here
                <ExperienceItem key={i} entry={entry} />
              ))}
            </Timeline>
          )}
        </ProfileField>
      </SectionCard>
      <SectionCard title="Education">
        <ProfileField hideLabel label="Education" {...marker('education')}>
          {profile.education.length === 0 ? (
            <Value text={null} />
          ) : (
            <Stack gap="xs">
              {profile.education.map((entry, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; the list is read-only here
                <EducationItem key={i} entry={entry} />
              ))}
            </Stack>
          )}
        </ProfileField>
      </SectionCard>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SectionCard title="Languages">
          <Words words={profile.languages} color="gray" field="languages" />
        </SectionCard>
        <SectionCard title="Certifications">
          {profile.certifications.length ? (
            <List size="sm" spacing={2}>
              {profile.certifications.map((c) => (
                <List.Item key={c}>
                  <Sourced field="certifications" value={c}>
                    {c}
                  </Sourced>
                </List.Item>
              ))}
            </List>
          ) : (
            <Value text={null} />
          )}
        </SectionCard>
      </SimpleGrid>
    </>
  );
}

function ExperienceItem({ entry, ...rest }: { entry: ExperienceEntry }) {
  const source = useSourceTarget('experience', entrySourceValue(entry));
  return (
    <Timeline.Item {...rest} {...source} title={entrySourceValue(entry) || 'Untitled role'}>
      <Text size="xs" c="dimmed">
        {formatProfileDate(entry.start, '?')} – {formatProfileDate(entry.end, 'Present')}
      </Text>
      {entry.description && (
        <Text size="sm" mt={4} className={classes.preLine}>
          {entry.description}
        </Text>
      )}
    </Timeline.Item>
  );
}

function EducationItem({ entry }: { entry: EducationEntry }) {
  const source = useSourceTarget('education', entrySourceValue(entry));
  return (
    <div {...source}>
      <Text size="sm" fw={500}>
        {entrySourceValue(entry)}
      </Text>
      {entry.end && (
        <Text size="xs" c="dimmed">
          {formatProfileDate(entry.end)}
        </Text>
      )}
    </div>
  );
}
