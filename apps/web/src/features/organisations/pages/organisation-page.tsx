import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Organisation } from '@talvio/contracts/organisations';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { PageHeader, pageWidths } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { applyServerError } from '../../../lib/form-errors.ts';
import { useOrganisation, useUpdateOrganisation } from '../api/organisation.ts';
import { LogoUploader } from '../components/logo-uploader.tsx';
import {
  OrganisationFields,
  toOrganisationRequest,
  useOrganisationForm,
} from '../components/organisation-fields.tsx';

/** /organisation: logo and onboarding details, editable by admins. */
export function Component() {
  const organisation = useOrganisation();
  const user = useCurrentUser();
  const isAdmin = Boolean(user.data?.is_admin);
  return (
    <>
      <PageHeader
        width="form"
        title="Organisation"
        description="How your organisation appears to your team and to candidates on their interview pages."
      />
      <QueryState query={organisation} label="the organisation">
        {(data) => (
          <Stack maw={pageWidths.form}>
            <SectionCard title="Logo">
              <LogoUploader name={data.name} logo={data.logo_url} canEdit={isAdmin} />
            </SectionCard>
            <DetailsForm organisation={data} canEdit={isAdmin} />
          </Stack>
        )}
      </QueryState>
    </>
  );
}

function DetailsForm({ organisation, canEdit }: { organisation: Organisation; canEdit: boolean }) {
  const update = useUpdateOrganisation();
  const form = useOrganisationForm(organisation);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = form.onSubmit((values) => {
    setError(null);
    update.mutate(toOrganisationRequest(values), {
      onSuccess: () => {
        form.resetDirty();
        notifications.show({ color: 'teal', message: 'Organisation details saved.' });
      },
      onError: (err) => setError(applyServerError(form, err)),
    });
  });
  return (
    <SectionCard title="Details" description={canEdit ? undefined : 'Only admins can change these details.'}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormError message={error} />
          <OrganisationFields form={form} readOnly={!canEdit} />
          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
                Save details
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </SectionCard>
  );
}
