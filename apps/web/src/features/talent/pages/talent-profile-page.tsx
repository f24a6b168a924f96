import { Alert, Anchor, Button, Grid, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconColumns, IconEdit, IconExternalLink } from '@tabler/icons-react';
import type { CandidateProfile, ReviewField } from '@talvio/contracts/talent';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { pageWidths } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { errorMessage, failure } from '../../../lib/form-errors.ts';
import { formatBytes, formatDateTime } from '../../../lib/format.ts';
import { useProfile, useResumeFile, useUpdateProfile } from '../api/talent.ts';
import { CandidatePrivacyActions, ErasedProfile } from '../components/candidate-privacy.tsx';
import { PossibleDuplicates } from '../components/possible-duplicates.tsx';
import { ContactCard, type FieldMarker, ResumeCards, Value, Words } from '../components/profile-cards.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { checkedField } from '../components/profile-form-values.ts';
import { ProfileHistory } from '../components/profile-history.tsx';
import { ProfileInterviews } from '../components/profile-interviews.tsx';
import { ResumeTextPanel, SourceProvider, useComparedResume } from '../components/resume-source.tsx';
import { ProfileField } from '../components/review-marker.tsx';
import classes from '../components/talent.module.css';
import { kindLabels, plural, reviewFieldLabels, sourceLabels } from '../labels.ts';

/** What a profile URL that leads nowhere shows (docs/product/web-resilience.md, **missing things**). */
const profileMissing = {
  title: 'This profile does not exist',
  href: '/my-talent-pool',
  label: 'Back to My Talent Pool',
};

/** /my-talent-profile/{id}: a talent-pool profile, its fields to check, editing, the résumé file, export and erasing. */
export function Component() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const profile = useProfile(id, { enabled: valid });
  return (
    <Stack maw={pageWidths.detail} gap="md">
      <Anchor component={Link} to="/my-talent-pool" size="sm" underline="hover">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden /> My Talent Pool
        </Group>
      </Anchor>
      {valid ? (
        <QueryState query={profile} label="the profile" notFound={profileMissing}>
          {(data) =>
            data.erased ? <ErasedProfile profile={data} /> : <TalentProfile key={data.id} profile={data} />
          }
        </QueryState>
      ) : (
        <Alert color="gray" role="alert" title={profileMissing.title}>
          <Anchor component={Link} to={profileMissing.href} size="sm">
            {profileMissing.label}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}

function TalentProfile({ profile }: { profile: CandidateProfile }) {
  const [editing, setEditing] = useState(false);
  const [comparing, setComparing] = useState(false);
  const compared = useComparedResume(profile.id, comparing);
  const check = useUpdateProfile();
  const flagOf = (field: ReviewField) => profile.review.find((f) => f.field === field);
  /** A flagged field, right as it is: sent unchanged, so the server drops its flag. */
  const markChecked = (field: ReviewField) =>
    check.mutate({ id: profile.id, input: checkedField(field, profile) });
  const marker: FieldMarker = (field) => ({
    flag: flagOf(field),
    onChecked: () => markChecked(field),
    checking: check.isPending && check.variables.input[field] !== undefined,
  });

  return (
    <>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} size="h2">
            {editing ? `Edit ${profile.name}` : profile.name}
          </Title>
          {profile.headline && <Text c="dimmed">{profile.headline}</Text>}
        </Stack>
        {!editing && (
          <Group gap="xs">
            {profile.resume && (
              <Button
                variant={comparing ? 'filled' : 'default'}
                leftSection={<IconColumns size={16} aria-hidden />}
                aria-pressed={comparing}
                onClick={() => setComparing((on) => !on)}
              >
                Compare with résumé
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconEdit size={16} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
            <CandidatePrivacyActions profile={profile} />
          </Group>
        )}
      </Group>

      {profile.review.length > 0 && (
        <Alert
          color="yellow"
          title={`${plural(profile.review.length, 'field needs', 'fields need')} checking`}
        >
          <Text size="sm" mb={4}>
            Reading the résumé left some doubt. Check these fields; saving a field, or marking it as checked,
            clears its marker.
          </Text>
          <List size="sm" spacing={2}>
            {profile.review.map((flag) => (
              <List.Item key={flag.field}>
                <Text span fw={600} size="sm">
                  {reviewFieldLabels[flag.field]}
                </Text>
                : {flag.reason}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <FormError message={failure(check.error)} />
      {!editing && <PossibleDuplicates profile={profile} />}

      {editing ? (
        <ProfileForm profile={profile} onDone={() => setEditing(false)} />
      ) : comparing ? (
        <SourceProvider text={compared.text}>
          <div className={classes.comparing}>
            <div className={classes.textPanel}>
              <SectionCard
                title="The résumé as read"
                description={
                  compared.text?.ocr ? 'Read from a scan by OCR: it may have misread words.' : undefined
                }
              >
                {compared.status}
                {compared.text && <ResumeTextPanel text={compared.text} />}
              </SectionCard>
            </div>
            <Stack gap="md" miw={0}>
              <ContactCard profile={profile} marker={marker} />
              <ResumeCards profile={profile} marker={marker} />
            </Stack>
          </div>
        </SourceProvider>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <ContactCard profile={profile} marker={marker} />
              <SectionCard title="About this profile">
                <Stack gap="sm">
                  <ProfileField label="Total experience">
                    <Value text={profile.total_years === null ? null : `${profile.total_years} years`} />
                  </ProfileField>
                  <ProfileField label="Source">
                    <Text size="sm">{sourceLabels[profile.source]}</Text>
                  </ProfileField>
                  <ProfileField label="Tags">
                    <Words words={profile.tags} color="gray" />
                  </ProfileField>
                  <ProfileField label="Notes">
                    <Text size="sm" className={classes.preLine}>
                      {profile.notes || '—'}
                    </Text>
                  </ProfileField>
                  <ProfileField label="Added">
                    <Text size="sm">{formatDateTime(profile.created_at)}</Text>
                  </ProfileField>
                </Stack>
              </SectionCard>
              <ResumeCard profile={profile} />
              <ProfileHistory candidateId={profile.id} />
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <ProfileInterviews candidateId={profile.id} />
              <ResumeCards profile={profile} marker={marker} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}

/**
 * The original résumé: it needs the staff token, so it is fetched as a Blob and opened from an object URL — a PDF
 * or an image in a new tab, anything else as a download under its own name.
 */
function ResumeCard({ profile }: { profile: CandidateProfile }) {
  const load = useResumeFile();
  const [error, setError] = useState<string | null>(null);
  const resume = profile.resume;
  if (!resume) {
    return (
      <SectionCard title="Résumé file">
        <Text size="sm" c="dimmed">
          No file: this profile was not made from an uploaded résumé.
        </Text>
      </SectionCard>
    );
  }
  const inline = resume.kind === 'pdf' || resume.kind === 'image';
  const view = () => {
    setError(null);
    // Opened now, while the click still counts as the person's, and pointed at the file once it has arrived.
    const tab = inline ? window.open('', '_blank') : null;
    load.mutate(profile.id, {
      onSuccess: (blob) => {
        const url = URL.createObjectURL(blob);
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else {
          const link = document.createElement('a');
          link.href = url;
          link.download = resume.file_name;
          link.click();
        }
        window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
      },
      onError: (err) => {
        tab?.close();
        setError(errorMessage(err));
      },
    });
  };
  return (
    <SectionCard title="Résumé file">
      <Stack gap="xs">
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {resume.file_name}
        </Text>
        <Text size="xs" c="dimmed">
          {kindLabels[resume.kind]} · {formatBytes(resume.size_bytes)} · uploaded{' '}
          {formatDateTime(resume.uploaded_at)}
        </Text>
        <Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconExternalLink size={14} aria-hidden />}
            loading={load.isPending}
            onClick={view}
            aria-label={`View original: ${resume.file_name}${inline ? ' (opens in a new tab)' : ' (downloads)'}`}
          >
            View original
          </Button>
        </Group>
        <FormError message={error} />
      </Stack>
    </SectionCard>
  );
}
