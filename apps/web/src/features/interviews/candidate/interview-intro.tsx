import { Button, Checkbox, FileInput, List, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconArrowRight, IconFileText } from '@tabler/icons-react';
import { type CandidateInterview, interviewLimits } from '@talvio/contracts/interviews';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import {
  type InterviewDriver,
  plainMessage,
  type Snapshot,
  useStartInterview,
  useUploadResume,
} from './api.ts';
import { DeviceCheck } from './device-check.tsx';
import { languageName, modeLabels, plural } from './labels.ts';
import { resumeError, resumeLimits } from './resume-file.ts';
import { withExtraTime } from './timer.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `intro-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} withBorder p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz={{ base: 19, sm: 21 }} id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * Before the first question: what to expect, how the answers are used (AI scores, people decide, blind scoring),
 * the consent, extra time when the organisation offers it, and a device check for voice and video.
 */
export function InterviewIntro({
  interview,
  driver,
  notice,
  onStarted,
}: {
  interview: CandidateInterview;
  driver: InterviewDriver;
  notice?: ReactNode;
  onStarted: (next: Snapshot) => void;
}) {
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [extraTime, setExtraTime] = useState(interview.extra_time);
  const starting = useStartInterview(driver);
  const org = interview.organisation.name;
  const factor = interviewLimits.extraTimeFactor;
  const minutes = extraTime ? withExtraTime(interview.total_minutes, factor) : interview.total_minutes;
  const mode = modeLabels[interview.mode];
  const firstName = interview.candidate_name.trim().split(/\s+/)[0];

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (!consent) {
      setConsentError('Please tick the box to agree before you start.');
      document.getElementById('interview-consent')?.focus();
      return;
    }
    starting.mutate(extraTime, { onSuccess: onStarted });
  };

  return (
    <Stack gap="lg" fz="lg">
      <Stack gap={4}>
        {firstName && !driver.preview && <Text fz="lg">Hello {firstName},</Text>}
        <Title order={1} fz={{ base: 28, sm: 34 }} lh={1.2}>
          Your interview for {interview.job.title}
        </Title>
      </Stack>
      {notice}
      <Section title="What to expect">
        <List spacing="xs" fz="lg">
          <List.Item>{plural(interview.question_count, 'question')}, shown one at a time.</List.Item>
          <List.Item>
            About {plural(minutes, 'minute')} in total. Each question has its own time limit and a timer on
            screen; when the time is up you can still submit what you have.
          </List.Item>
          <List.Item>
            {mode.title}: {mode.detail}
          </List.Item>
          <List.Item>Language: {languageName(interview.language)}.</List.Item>
          <List.Item>
            Each answer is saved when you submit it. If the page reloads or your connection drops, open the
            link again and you continue where you stopped.
          </List.Item>
          {!driver.preview && (
            <List.Item>This link works until {formatDateTime(interview.expires_at)}.</List.Item>
          )}
        </List>
      </Section>
      <Section title="How your answers are used">
        <Stack gap="xs">
          <Text fz="lg">
            Your answers are scored by AI against the job’s criteria; people at {org} make every decision; the
            AI never sees your name or e-mail.
          </Text>
          <Text fz="md" c="dimmed">
            We note tab switches and pastes for the hiring team.
          </Text>
        </Stack>
      </Section>
      {interview.mode !== 'text' && (
        <Section
          title={interview.mode === 'video' ? 'Check your camera and microphone' : 'Check your microphone'}
        >
          <Stack gap="sm">
            <Text fz="md">
              Your browser will ask for permission. If you cannot use a{' '}
              {interview.mode === 'video' ? 'camera or microphone' : 'microphone'}, you can type your answers
              instead.
            </Text>
            <DeviceCheck mode={interview.mode} />
          </Stack>
        </Section>
      )}
      {driver.uploadResume && (
        <Section title="Your résumé (optional)">
          <ResumeUpload upload={driver.uploadResume} />
        </Section>
      )}
      <form onSubmit={start} noValidate>
        <Stack gap="md">
          {interview.allow_extra_time && (
            <Switch
              size="md"
              checked={extraTime}
              onChange={(e) => setExtraTime(e.currentTarget.checked)}
              label="I need extra time"
              description={`Every question gets ${factor}× the time (about ${plural(withExtraTime(interview.total_minutes, factor), 'minute')} in total). Using it is never held against you.`}
            />
          )}
          <Checkbox
            id="interview-consent"
            size="md"
            checked={consent}
            onChange={(e) => {
              setConsent(e.currentTarget.checked);
              if (e.currentTarget.checked) setConsentError(null);
            }}
            label={`I agree that my answers are recorded, scored by AI and reviewed by people at ${org}.`}
            error={consentError}
            required
          />
          <FormError
            title="The interview did not start"
            message={starting.error && `${plainMessage(starting.error)} Check your connection and try again.`}
          />
          <Button
            type="submit"
            size="lg"
            loading={starting.isPending || starting.isSuccess}
            rightSection={<IconArrowRight size={20} />}
            style={{ alignSelf: 'flex-start' }}
          >
            Start interview
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/** Attaches a résumé as soon as one is chosen; a problem is shown and the interview can start anyway. */
function ResumeUpload({ upload }: { upload: (file: File) => Promise<void> }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const sending = useUploadResume(upload);
  const error =
    fileProblem ?? (sending.error && `${plainMessage(sending.error)} You can still take the interview.`);
  const choose = (chosen: File | null) => {
    const problem = resumeError(chosen);
    setFile(chosen);
    setFileProblem(problem);
    sending.reset();
    if (chosen && !problem) sending.mutate(chosen);
  };
  return (
    <Stack gap="xs">
      <FileInput
        label="Résumé"
        description="PDF, DOCX or TXT, up to 10 MB. The hiring team sees it; the AI that scores your answers does not."
        placeholder="Choose a file"
        accept={resumeLimits.accept}
        clearable
        size="md"
        value={file}
        onChange={choose}
        disabled={sending.isPending}
        error={error}
        leftSection={<IconFileText size={18} aria-hidden />}
        clearButtonProps={{ 'aria-label': 'Remove the résumé' }}
        // Mantine's placeholder grey is below 4.5:1 on white.
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      />
      {sending.isPending && <Text fz="md">Attaching your résumé…</Text>}
      {sending.isSuccess && (
        <Text fz="md" role="status">
          Your résumé is attached.
        </Text>
      )}
    </Stack>
  );
}
