import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowRight, IconFileText, IconMailForward, IconPlayerPause } from '@tabler/icons-react';
import {
  interviewProblemCodes,
  type PublicJob,
  publicInterviewRequestSchema,
} from '@talvio/contracts/interviews';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { plainMessage, problemCode, startPublicInterview, uploadResume } from './api.ts';
import { StatusMessage } from './candidate-frame.tsx';
import { modeLabels, plural } from './labels.ts';

export const resumeLimits = {
  bytes: 10 * 1024 * 1024,
  extensions: ['pdf', 'docx', 'txt'],
  accept:
    '.pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain',
} as const;

/** Why a résumé file cannot be sent, or null when it can (PDF, DOCX or TXT up to 10 MB). */
export function resumeError(file: File | null): string | null {
  if (!file) return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(resumeLimits.extensions as readonly string[]).includes(extension))
    return 'Choose a PDF, DOCX or TXT file';
  if (file.size > resumeLimits.bytes) return 'The file is larger than 10 MB: choose a smaller one';
  if (file.size === 0) return 'The file is empty';
  return null;
}

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
 * The public link's form (PRODUCT.md `/job-interview-test/{jobId}`): name, e-mail, an optional résumé and consent,
 * then the candidate goes straight into the interview on their own link.
 */
export function PublicApplyForm({ job }: { job: PublicJob }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const org = job.organisation.name;
  const form = useForm({
    initialValues: { name: '', email: '', resume: null as File | null, consent: false },
    validate: {
      name: fieldError(publicInterviewRequestSchema.shape.name),
      email: fieldError(publicInterviewRequestSchema.shape.email),
      resume: (file) => resumeError(file),
      consent: (v) => (v ? null : 'Please tick the box to continue'),
    },
  });

  const onSubmit = form.onSubmit(async (values) => {
    setError(null);
    const email = values.email.trim().toLowerCase();
    let token: string;
    try {
      ({ token } = await startPublicInterview(job.id, { name: values.name.trim(), email }));
    } catch (err) {
      const code = problemCode(err);
      if (code === interviewProblemCodes.alreadySent) return setOutcome({ kind: 'sent', email });
      if (err instanceof ApiError && err.status === 402) return setOutcome({ kind: 'unavailable' });
      if (code === interviewProblemCodes.jobNotOpen || (err instanceof ApiError && err.status === 404))
        return setOutcome({ kind: 'closed' });
      if (err instanceof ApiError && err.field && err.field in form.values)
        form.setFieldError(err.field, plainMessage(err));
      setError(plainMessage(err));
      return;
    }
    let resumeProblem: string | undefined;
    if (values.resume) {
      try {
        await uploadResume(token, values.resume);
      } catch (err) {
        resumeProblem = plainMessage(err);
      }
    }
    await navigate(`/candidate-interview/${token}`, {
      replace: true,
      state: resumeProblem ? { resumeError: resumeProblem } : null,
    });
  });

  if (outcome?.kind === 'sent') {
    return (
      <StatusMessage icon={<IconMailForward size={34} />} title="Check your e-mail">
        <Text fz="lg">
          We’ve e-mailed your interview link to <strong>{outcome.email}</strong>. Open it to take or continue
          your interview for {job.title}.
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
                Your interview starts right after this step. Your answers are scored by AI against the job’s
                criteria; people at {org} make every decision.
              </Text>
            </Stack>
            {error && (
              <Alert color="red" role="alert" title="We could not start your interview">
                {error}
              </Alert>
            )}
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
              description="Your interview link is sent here too, so you can come back to it."
              {...form.getInputProps('email')}
            />
            <FileInput
              label="Résumé (optional)"
              description="PDF, DOCX or TXT, up to 10 MB"
              placeholder="Choose a file"
              accept={resumeLimits.accept}
              clearable
              size="md"
              leftSection={<IconFileText size={18} aria-hidden />}
              clearButtonProps={{ 'aria-label': 'Remove the résumé' }}
              // Mantine's placeholder grey is below 4.5:1 on white.
              styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
              {...form.getInputProps('resume')}
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
                loading={form.submitting}
                rightSection={<IconArrowRight size={20} />}
              >
                Continue to the interview
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
