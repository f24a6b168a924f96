import { Alert, Button, Group, SegmentedControl, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  interviewModes,
  type OrganisationSettings,
  type OrganisationSettingsResponse,
  settingsLimits,
} from '@talvio/contracts/settings';
import { useState } from 'react';
import { CurrencyPicker } from '../../../components/currency-picker.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PageHeader, pageWidths } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { WholeNumberInput } from '../../../components/whole-number-input.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { modeLabels } from '../../../lib/labels.ts';
import { useOrganisationSettings } from '../../../lib/shared-queries.ts';
import { useUpdateOrganisationSettings } from '../api/settings.ts';

/** /settings: currency, e-mail notifications, interview defaults, candidate-data retention, fairness. */
export function Component() {
  const settings = useOrganisationSettings();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        width="form"
        title="Settings"
        description="Your preferences and your organisation's defaults."
      />
      <Stack maw={pageWidths.form}>
        <SectionCard
          title="Preferred currency"
          description="Prices and payments are shown in this currency. Saved on this device and on your account."
        >
          <CurrencyPicker />
        </SectionCard>
        <QueryState query={settings} label="the organisation settings">
          {(data) => <OrganisationSettingsForm settings={data} canEdit={Boolean(user.data?.is_admin)} />}
        </QueryState>
      </Stack>
    </>
  );
}

/** Checks a whole number against the contract's bounds, with the same wording as the server. */
function inRange(limits: { min: number; max: number }, unit: string) {
  return (value: number | string) => {
    if (typeof value !== 'number' || Number.isNaN(value)) return `Enter a number of ${unit}`;
    if (!Number.isInteger(value)) return `Must be a whole number of ${unit}`;
    if (value < limits.min) return `Must be at least ${limits.min} ${unit}`;
    if (value > limits.max) return `Must be at most ${limits.max} ${unit}`;
    return null;
  };
}

function OrganisationSettingsForm({
  settings,
  canEdit,
}: {
  settings: OrganisationSettingsResponse;
  canEdit: boolean;
}) {
  const update = useUpdateOrganisationSettings();
  const [error, setError] = useState<string | null>(null);
  const { updated_at, ...initialValues } = settings;
  const form = useForm<OrganisationSettings>({
    initialValues,
    validate: {
      interview_defaults: {
        question_count: inRange(settingsLimits.questionCount, 'questions'),
        answer_time_limit_seconds: inRange(settingsLimits.answerTimeLimitSeconds, 'seconds'),
        link_expiry_days: inRange(settingsLimits.linkExpiryDays, 'days'),
      },
      data_retention: { candidate_data_months: inRange(settingsLimits.candidateDataMonths, 'months') },
    },
  });
  const onSubmit = form.onSubmit((values) => {
    setError(null);
    update.mutate(values, {
      onSuccess: (saved) => {
        const { updated_at: _, ...next } = saved;
        form.setInitialValues(next);
        form.setValues(next);
        notifications.show({ color: 'teal', message: 'Settings saved.' });
      },
      onError: (err) => setError(errorMessage(err)),
    });
  });
  const limits = settingsLimits;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {!canEdit && (
          <Alert color="blue" title="Set by your admins">
            These are your organisation's defaults. Only admins can change them.
          </Alert>
        )}
        <FormError message={error} />
        <SectionCard title="E-mail notifications">
          <Stack>
            <Switch
              label="E-mail the job owner when a candidate completes an interview"
              disabled={!canEdit}
              {...form.getInputProps('notifications.email_on_interview_completed', { type: 'checkbox' })}
            />
            <Switch
              label="Weekly summary of hiring activity"
              disabled={!canEdit}
              {...form.getInputProps('notifications.weekly_digest', { type: 'checkbox' })}
            />
          </Stack>
        </SectionCard>
        <SectionCard
          title="Interview defaults"
          description="New jobs start with these; each job can change them."
        >
          <Stack>
            <div>
              <Text size="sm" fw={500} mb={4} id="interview-mode-label">
                Answer mode
              </Text>
              <SegmentedControl
                aria-labelledby="interview-mode-label"
                data={interviewModes.map((m) => ({ value: m, label: modeLabels[m] }))}
                disabled={!canEdit}
                {...form.getInputProps('interview_defaults.mode')}
              />
            </div>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <WholeNumberInput
                label="Questions per interview"
                limits={limits.questionCount}
                readOnly={!canEdit}
                {...form.getInputProps('interview_defaults.question_count')}
              />
              <WholeNumberInput
                label="Time per answer (seconds)"
                limits={limits.answerTimeLimitSeconds}
                step={30}
                readOnly={!canEdit}
                {...form.getInputProps('interview_defaults.answer_time_limit_seconds')}
              />
              <WholeNumberInput
                label="Link valid for (days)"
                limits={limits.linkExpiryDays}
                readOnly={!canEdit}
                {...form.getInputProps('interview_defaults.link_expiry_days')}
              />
            </SimpleGrid>
            <Switch
              label="Offer candidates extra time (no countdown penalty)"
              disabled={!canEdit}
              {...form.getInputProps('interview_defaults.allow_extra_time', { type: 'checkbox' })}
            />
            <Switch
              label="Confirm candidates' e-mail on public interview links"
              description="The interview link is e-mailed, and the interview counts against your plan only when the candidate opens it. Off: candidates start at once, and every start counts, even with a made-up address."
              disabled={!canEdit}
              {...form.getInputProps('interview_defaults.confirm_public_link_email', { type: 'checkbox' })}
            />
          </Stack>
        </SectionCard>
        <SectionCard
          title="Candidate data retention"
          description="Candidate profiles, resumes, recordings and answers older than this are erased."
        >
          <WholeNumberInput
            label="Keep candidate data for (months)"
            limits={limits.candidateDataMonths}
            maw={260}
            readOnly={!canEdit}
            {...form.getInputProps('data_retention.candidate_data_months')}
          />
        </SectionCard>
        <SectionCard title="Fairness">
          <Switch
            label="Ask candidates for optional demographic answers"
            description="Candidates who finish an interview may answer two optional questions (gender, race or ethnicity), kept apart from their profile, never an input to any score and used only for the fairness view of job insights; off by default."
            disabled={!canEdit}
            {...form.getInputProps('fairness.collect_demographics', { type: 'checkbox' })}
          />
        </SectionCard>
        {canEdit && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {updated_at ? `Last changed ${formatDateTime(updated_at)}` : 'Using Talvio’s defaults'}
            </Text>
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              Save settings
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
