import { Alert, Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { profileImageMaxBytes, profileImageTypes } from '@talvio/contracts/organisations';
import { organisationInitials } from '@talvio/domain/organisation';
import { useState } from 'react';
import { fileUrl } from '../../../lib/files.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useUploadLogo } from '../api/organisation.ts';

const maxMb = profileImageMaxBytes / (1024 * 1024);

/**
 * The organisation logo (POST /company/profile-image; docs/product/organisation.md, **organisation logo**). The server
 * checks the content, re-encodes it and answers with the new address; the sidebar footer shows it at once because the
 * current user is refreshed.
 */
export function LogoUploader({
  name,
  logo,
  canEdit,
}: {
  name: string;
  logo: string | null;
  canEdit: boolean;
}) {
  const upload = useUploadLogo();
  const [error, setError] = useState<string | null>(null);

  const onFile = (file: File | null) => {
    if (!file) return;
    setError(null);
    if (file.size > profileImageMaxBytes) {
      setError(`The image is larger than ${maxMb} MB. Choose a smaller one.`);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'teal', message: 'The new logo is saved.' }),
      onError: (err) => setError(errorMessage(err)),
    });
  };

  return (
    <Stack gap="sm">
      <Group gap="lg">
        <Avatar
          src={fileUrl(logo)}
          alt={`${name || 'Organisation'} logo`}
          size={88}
          radius="md"
          color="talvio"
        >
          {organisationInitials(name)}
        </Avatar>
        {canEdit ? (
          <Stack gap={4}>
            <FileButton onChange={onFile} accept={profileImageTypes.join(',')}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconUpload size={16} />}
                  loading={upload.isPending}
                >
                  Upload logo
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              PNG, JPEG or WebP, up to {maxMb} MB. Shown square, up to 512 px.
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            Only admins can change the logo.
          </Text>
        )}
      </Group>
      {error && (
        <Alert color="red" role="alert" title="The logo was not changed">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
