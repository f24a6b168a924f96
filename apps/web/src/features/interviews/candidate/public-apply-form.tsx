import { Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowRight, IconMailForward, IconPlayerPause } from '@tabler/icons-react';
import {
  interviewProblemCodes,
  type PublicJob,
  publicInterviewRequestSchema,
} from '@talvio/contracts/interviews';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { plainMessage, problemCode, useApplyForInterview } from './api.ts';
import { StatusMessage } from './candidate-frame.tsx';
import { modeLabels, plural } from './labels.ts';

const fieldError =
  (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }) =>
  (value: string) => {
    const result = schema.safeParse(value);
    return result.success ? null : (result.error?.issues[0]?.message ?? 'Check this field');
  };

/** What the job's interview is, above the form. */
export function JobSummary({ job }: { job: PublicJob }) {
  const mode = modeLabels[job.mode];
  return (
    <Stack gap={6}>
      <Title order={1} fz={{ base: 28, sm: 34 }} lh={1.2}>
        {job.title}
      </Title>
      <Text fz="lg">
        Interview with {job.organisation.name}: {plural(job.question_count, 'question')}, about{' '}
        {plural(job.total_minutes, 'minute')}. {mode.title}.
      </Text>
    </Stack>
  );
}

type Outcome = { kind: 'sent'; email: string } | { kind: 'unavailable' } | { kind: 'closed' };

/**
 * The public link's form (`/job-interview-test/{jobId}`): name, e-mail, an optional résumé and consent,
 * then the candidate goes straight into the interview on their own link.
 */
export function PublicApplyForm({ job }: { job: PublicJob }) {
  const navigate = useNavigate();
  const apply = useApplyForInterview(job.id);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const org = job.organisation.name;
  const form = useForm({
    initialValues: { name: '', email: '', consent: false },
    validate: {
      name: fieldError(publicInterviewRequestSchema.shape.name),
      email: fieldError(publicInterviewRequestSchema.shape.email),
      consent: (v) => (v ? null : 'Please tick the box to continue'),
    },
  });

  const onSubmit = form.onSubmit((values) =>
    apply.mutate(
      { name: values.name.trim(), email: values.email.trim().toLowerCase() },
      {
        onSuccess: ({ sent_to, token }) => {
          // The organisation may let candidates start at once; otherwise the link waits in their inbox.
          if (token) return void navigate(`/candidate-interview/${token}`, { replace: true });
          setOutcome({ kind: 'sent', email: sent_to });
        },
        onError: (err) => {
          const code = problemCode(err);
          if (code === interviewProblemCodes.notAccepting) return setOutcome({ kind: 'unavailable' });
          if (code === interviewProblemCodes.jobNotOpen || (err instanceof ApiError && err.status === 404))
            return setOutcome({ kind: 'closed' });
          if (err instanceof ApiError && err.field && err.field in form.values)
            form.setFieldError(err.field, plainMessage(err));
        },
      },
    ),
  );

  if (outcome?.kind === 'sent') {
    return (
      <StatusMessage icon={<IconMailForward size={34} />} title="Check your e-mail">
        <Text fz="lg">
          We’ve e-mailed your interview link to <strong>{outcome.email}</strong>. Open it to start your
          interview for {job.title}; you can attach your résumé there too.
        </Text>
        <Text fz="md" c="dimmed">
          Nothing there after a few minutes? Look in your spam folder.
        </Text>
      </StatusMessage>
    );
  }
  if (outcome?.kind === 'unavailable') {
    return (
      <StatusMessage
        icon={<IconPlayerPause size={34} />}
        color="orange"
        title="This interview isn’t available right now"
      >
        <Text fz="lg">{org} cannot take new interviews at the moment. Please try again later.</Text>
      </StatusMessage>
    );
  }
  if (outcome?.kind === 'closed') return <NotAccepting job={job} />;

  return (
    <Stack gap="lg">
      <JobSummary job={job} />
      <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} aria-labelledby="apply-heading">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Stack gap={2}>
              <Title order={2} fz={{ base: 19, sm: 21 }} id="apply-heading">
                Your details
              </Title>
              <Text fz="md" c="dimmed">
                We e-mail you a link to start your interview, so you can take it when it suits you. Your
                answers are scored by AI against the job’s criteria; people at {org} make every decision.
              </Text>
            </Stack>
            <FormError
              title="We could not start your interview"
              message={apply.error && plainMessage(apply.error)}
            />
            <TextInput
              label="Your name"
              required
              autoComplete="name"
              size="md"
              {...form.getInputProps('name')}
            />
            <TextInput
              label="E-mail"
              type="email"
              required
              autoComplete="email"
              size="md"
              description="Your interview link is sent here."
              {...form.getInputProps('email')}
            />
            <Checkbox
              size="md"
              label={`I agree that ${org} keeps my details, résumé and answers to consider me for this job.`}
              required
              {...form.getInputProps('consent', { type: 'checkbox' })}
            />
            <Group>
              <Button
                type="submit"
                size="lg"
                loading={apply.isPending}
                rightSection={<IconArrowRight size={20} />}
              >
                E-mail me the link
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

export function NotAccepting({ job }: { job: PublicJob }) {
  return (
    <StatusMessage
      icon={<IconPlayerPause size={34} />}
      color="orange"
      title="This job isn’t accepting interviews at the moment"
    >
      <Text fz="lg">
        {job.organisation.name} has paused or closed interviews for {job.title}. Please check back later.
      </Text>
    </StatusMessage>
  );
}
