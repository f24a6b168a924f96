import { Alert, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconEraser } from '@tabler/icons-react';
import type { CandidateProfile } from '@talvio/contracts/talent';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { errorMessage, failure } from '../../../lib/form-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useEraseCandidate, useExportCandidate } from '../api/candidate-privacy.ts';

/**
 * Candidate privacy on the profile page (docs/product/candidate-privacy.md): "Export data" for every staff member,
 * "Erase candidate" for admins, and what an erased profile shows instead of the person.
 */

/** The profile header's buttons: export the person's data; erase it (admins). */
export function CandidatePrivacyActions({ profile }: { profile: CandidateProfile }) {
  const user = useCurrentUser();
  const download = useExportCandidate();
  const [erasing, setErasing] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={download.isPending}
        onClick={() =>
          download.mutate(profile.id, {
            onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
          })
        }
      >
        Export data
      </Button>
      {user.data?.is_admin && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconEraser size={16} aria-hidden />}
          onClick={() => setErasing(true)}
        >
          Erase candidate
        </Button>
      )}
      <EraseCandidateDialog profile={profile} opened={erasing} onClose={() => setErasing(false)} />
    </>
  );
}

/** The confirmation: exactly what goes, what stays, and that it cannot be undone. */
export function EraseCandidateDialog({
  profile,
  opened,
  onClose,
}: {
  profile: CandidateProfile;
  opened: boolean;
  onClose: () => void;
}) {
  const erase = useEraseCandidate();
  const confirm = () =>
    erase.mutate(profile.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: "The candidate's data was erased." });
        onClose();
      },
    });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Erase this candidate?"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Erasing removes the personal data of {profile.name} everywhere Talvio holds it for your
          organisation:
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            the profile: name, e-mail, phone, location, links, headline, summary, skills, work history,
            education, languages, certifications, tags and notes;
          </List.Item>
          <List.Item>
            {profile.resume ? (
              <>the résumé file ({profile.resume.file_name}) and its text as read;</>
            ) : (
              <>the résumé file and its text as read, if there is one;</>
            )}
          </List.Item>
          <List.Item>the names of the uploaded files that made or updated the profile;</List.Item>
          <List.Item>
            their interview answers, transcripts and recordings, the interview notes and the words of the AI
            evaluations;
          </List.Item>
          <List.Item>the content of the e-mails sent to them or about them;</List.Item>
          <List.Item>their name and e-mail in the activity feed.</List.Item>
        </List>
        <Text size="sm">
          Their interviews stay counted on their jobs, with scores and decisions but nothing about them, and
          their interview links stop working. The profile stays as &ldquo;Erased candidate&rdquo; and can no
          longer be edited.
        </Text>
        <Text size="sm" fw={600}>
          This cannot be undone.
        </Text>
        <FormError message={failure(erase.error)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Keep the candidate
          </Button>
          <Button color="red.9" onClick={confirm} loading={erase.isPending}>
            Erase candidate
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** An erased profile: when, by whom (or by the retention period), and no personal data. */
export function ErasedProfile({ profile }: { profile: CandidateProfile }) {
  const erased = profile.erased;
  const by =
    erased?.reason === 'retention'
      ? "by the organisation's retention period (no activity for longer than candidate data is kept)"
      : erased?.erased_by
        ? `by ${erased.erased_by.name}`
        : 'by a former user';
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {profile.name}
      </Title>
      <Alert color="gray" title="This candidate's data was erased">
        <Stack gap={4}>
          <Text size="sm">
            Erased {erased ? formatDateTime(erased.erased_at) : ''} {by}.
          </Text>
          <Text size="sm">
            Profile #{profile.id} keeps no personal data: no contact details, résumé, answers or notes. Their
            interviews stay counted on their jobs.
          </Text>
        </Stack>
      </Alert>
    </Stack>
  );
}
