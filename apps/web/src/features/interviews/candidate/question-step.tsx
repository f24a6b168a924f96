import { Alert, Button, Group, Kbd, Progress, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, IconRefresh } from '@tabler/icons-react';
import { type CandidateQuestion, interviewLimits } from '@talvio/contracts/interviews';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import {
  type AnswerBody,
  type InterviewDriver,
  plainMessage,
  type Snapshot,
  useDiscardRecording,
  useSubmitAnswer,
} from './api.ts';
import { ChunkUploader, type UploadStatus } from './chunk-uploader.ts';
import { clearDraft, type Draft, loadDraft, saveDraft } from './drafts.ts';
import { countSignal, type IntegrityEvent, pastedLength, watchPage } from './integrity.ts';
import { mediaSupported, recordingMimeType } from './media.ts';
import { QuestionTimer, useSecondsLeft } from './question-timer.tsx';
import { RecordingPanel } from './recording-panel.tsx';
import { clockOffset } from './timer.ts';
import { useRecorder } from './use-recorder.ts';
import { useSpeechTranscript } from './use-speech.ts';
import { Warning } from './warning.tsx';

const numberFormat = new Intl.NumberFormat('en');
const isMac =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * One question on screen (remounted for each question): "Question 3 of 8", the question in large type, the
 * countdown, the typed answer (kept in this tab across reloads), the recorder for voice and video interviews, and
 * Submit, which shows the next question only after the server stored this answer.
 */
export function QuestionStep({
  snapshot,
  question,
  driver,
  onSubmitted,
}: {
  snapshot: Snapshot;
  question: CandidateQuestion;
  driver: InterviewDriver;
  onSubmitted: (next: Snapshot) => void;
}) {
  const { interview, receivedAt } = snapshot;
  const scope = driver.draftScope;
  const initial = useMemo(() => loadDraft(scope, question.id), [scope, question.id]);
  const draft = useRef<Draft>(initial);
  const [text, setText] = useState(initial.text);
  const saveAnswer = useSubmitAnswer(driver, question.id);
  const discardTake = useDiscardRecording(driver);
  // Once stored, the next question replaces this one: the button keeps spinning until it does.
  const saving = saveAnswer.isPending || saveAnswer.isSuccess;
  const [error, setError] = useState<string | null>(null);
  const [emptyWarning, setEmptyWarning] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const offset = useMemo(
    () => clockOffset(interview.server_time, receivedAt),
    [interview.server_time, receivedAt],
  );
  const left = useSecondsLeft(question.deadline_at, offset);
  const isLast = question.index + 1 >= interview.question_count;
  const recordingMode = interview.mode === 'text' ? null : interview.mode;

  const persist = (patch: Partial<Draft>) => {
    draft.current = { ...draft.current, ...patch };
    saveDraft(scope, question.id, draft.current);
  };

  // Focus moves to the question heading on each new question (keyboard and screen-reader users start there).
  useEffect(() => {
    heading.current?.focus();
  }, []);

  // Integrity signals while the question is on screen; a permission prompt of the recorder is not counted.
  const askingDevice = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: listens once per question (the component is keyed by it)
  useEffect(
    () =>
      watchPage((event: IntegrityEvent) => {
        if (event.type === 'focus_lost' && askingDevice.current) return;
        persist({ integrity: countSignal(draft.current.integrity, event) });
      }),
    [],
  );

  const [upload, setUpload] = useState<UploadStatus>({
    state: 'idle',
    sent: 0,
    waiting: 0,
    error: null,
  });
  // One uploader per take: a new recording replaces the earlier one (two recordings joined would not play).
  const newUploader = (received: readonly number[]) =>
    new ChunkUploader({
      put: (index, chunk) => driver.putChunk(question.id, index, chunk),
      received,
      onChange: setUpload,
    });
  const [uploader, setUploader] = useState(() => newUploader(question.received_chunks));
  const currentUploader = useRef(uploader);
  useEffect(() => setUpload(uploader.status), [uploader]);
  const recorder = useRecorder(recordingMode ?? 'voice', (chunk) => currentUploader.current.add(chunk));
  const speech = useSpeechTranscript(interview.language, initial.transcript);
  useEffect(() => {
    if (speech.transcript !== draft.current.transcript) persist({ transcript: speech.transcript });
  });

  const record = async () => {
    askingDevice.current = true;
    const started = await recorder.start();
    askingDevice.current = false;
    if (started) speech.start();
  };
  // A new take replaces the earlier one: what is still queued is sent, then the server drops that recording.
  const startRecording = async () => {
    if (uploader.chunkCount === 0) return record();
    await uploader.flush().catch(() => undefined);
    discardTake.mutate(question.id, {
      onSuccess: () => {
        const fresh = newUploader([]);
        currentUploader.current = fresh;
        setUploader(fresh);
        void record();
      },
      onError: (err) => setError(plainMessage(err)),
    });
  };
  const stopRecording = async () => {
    speech.stop();
    await recorder.stop();
  };
  useEffect(() => {
    if (recorder.mimeType && recorder.mimeType !== draft.current.mimeType)
      persist({ mimeType: recorder.mimeType });
  });

  const submit = () => {
    if (saving) return;
    const hasRecording = uploader.chunkCount > 0 || recorder.state === 'recording';
    if (!text.trim() && !hasRecording && !emptyWarning) {
      setEmptyWarning(true);
      return;
    }
    setError(null);
    const answerWith = (chunks: number): AnswerBody => {
      const transcript = speech.transcript.trim();
      const mimeType = recordingMimeType(
        recorder.mimeType ?? draft.current.mimeType,
        recordingMode ?? 'voice',
      );
      return {
        text,
        ...(transcript ? { transcript } : {}),
        recording_chunks: chunks,
        ...(chunks > 0 ? { recording_mime_type: mimeType } : {}),
        integrity: draft.current.integrity,
      };
    };
    // The recording ends and its last chunks are sent before the answer itself.
    const prepare = async () => {
      if (recorder.state === 'recording') await stopRecording();
      await uploader.flush();
      return uploader.chunkCount;
    };
    saveAnswer.mutate(
      { prepare, answer: answerWith },
      {
        onSuccess: (next) => {
          clearDraft(scope, question.id);
          onSubmitted(next);
        },
        onError: (err) => setError(plainMessage(err)),
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  const timeUp = left === 0;
  const submitLabel = isLast ? 'Finish interview' : 'Submit answer';
  const progress = Math.round(((question.index + 1) / Math.max(1, interview.question_count)) * 100);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1} ref={heading} tabIndex={-1} fz={{ base: 22, sm: 26 }} style={{ outlineOffset: 4 }}>
            Question {question.index + 1} of {interview.question_count}
          </Title>
          <QuestionTimer left={left} extraTime={interview.extra_time} />
        </Group>
        <Progress.Root
          size="sm"
          role="progressbar"
          aria-label="Interview progress"
          aria-valuemin={1}
          aria-valuemax={interview.question_count}
          aria-valuenow={question.index + 1}
          aria-valuetext={`Question ${question.index + 1} of ${interview.question_count}`}
        >
          <Progress.Section value={progress} withAria={false} />
        </Progress.Root>
      </Stack>
      <Text
        fz={{ base: 21, sm: 25 }}
        fw={500}
        lh={1.45}
        style={{ whiteSpace: 'pre-wrap' }}
        id="question-text"
      >
        {question.text}
      </Text>
      {timeUp && (
        <Warning title="Time is up — submit what you have">
          <Text fz="md">Your answer is kept. Nothing is deleted: submit it when you are ready.</Text>
        </Warning>
      )}
      {recordingMode && mediaSupported() && (
        <RecordingPanel
          mode={recordingMode}
          recorder={recorder}
          upload={upload}
          speech={speech}
          hadRecording={uploader.chunkCount > 0}
          preview={driver.preview}
          disabled={saving}
          onStart={() => void startRecording()}
          onStop={() => void stopRecording()}
          onRetryUpload={() => void uploader.flush().catch(() => undefined)}
        />
      )}
      {recordingMode && !mediaSupported() && (
        <Text fz="md" c="dimmed">
          This browser cannot record here: please type your answer.
        </Text>
      )}
      <form onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
        <Stack gap="md">
          <Textarea
            id="answer"
            label="Your answer"
            description={
              recordingMode
                ? 'Optional when you record your answer: add anything you want to write down.'
                : undefined
            }
            size="lg"
            autosize
            minRows={7}
            maxRows={20}
            maxLength={interviewLimits.answerText}
            value={text}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setText(value);
              setEmptyWarning(false);
              persist({ text: value });
            }}
            onPaste={(e) =>
              persist({
                integrity: countSignal(draft.current.integrity, { type: 'paste', chars: pastedLength(e) }),
              })
            }
            styles={{ input: { fontSize: 18, lineHeight: 1.55 } }}
          />
          <Group justify="space-between" gap="xs" mt={-8}>
            <Text fz="sm" c="dimmed" id="answer-count">
              {numberFormat.format(text.length)} / {numberFormat.format(interviewLimits.answerText)}{' '}
              characters
            </Text>
            <Text fz="sm" c="dimmed" visibleFrom="xs">
              <Kbd size="xs">{isMac ? '⌘' : 'Ctrl'}</Kbd> + <Kbd size="xs">Enter</Kbd> submits
            </Text>
          </Group>
          {emptyWarning && (
            <Warning role="alert" title="Your answer is empty">
              Type or record an answer, or press “{submitLabel}” again to move on without one.
            </Warning>
          )}
          {error && (
            <Alert color="red" role="alert" title="Your answer was not saved yet">
              <Stack gap="xs" align="flex-start">
                <Text fz="md">{error} Your answer is still here. Check your connection and try again.</Text>
                <Button
                  size="sm"
                  variant="light"
                  color="red"
                  leftSection={<IconRefresh size={16} />}
                  onClick={submit}
                >
                  Retry
                </Button>
              </Stack>
            </Alert>
          )}
          <div>
            <Button
              type="submit"
              size="lg"
              loading={saving}
              rightSection={isLast ? <IconCheck size={20} /> : <IconArrowRight size={20} />}
            >
              {submitLabel}
            </Button>
            {saving && (
              <Text fz="sm" c="dimmed" mt={6} role="status">
                Saving your answer…
              </Text>
            )}
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
