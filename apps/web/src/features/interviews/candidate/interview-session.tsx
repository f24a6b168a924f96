import { Button, Text } from '@mantine/core';
import { IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import type { InterviewDriver, Snapshot } from './api.ts';
import { CandidateLoading, StatusMessage } from './candidate-frame.tsx';
import { DemographicQuestions } from './demographic-questions.tsx';
import { InterviewIntro } from './interview-intro.tsx';
import { QuestionStep } from './question-step.tsx';
import { AlreadyCompleted, ThankYou } from './status-pages.tsx';

/**
 * The interview from the intro to the thank-you page, one screen per state of the server's answer. The same flow
 * runs the real interview (API driver) and the staff preview (memory driver).
 */
export function InterviewSession({
  driver,
  initial,
  notice,
  onRestart,
}: {
  driver: InterviewDriver;
  initial: Snapshot;
  /** Shown on the intro (e.g. a résumé that did not upload). */
  notice?: ReactNode;
  /** Preview only: walk through it again. */
  onRestart?: () => void;
}) {
  const [snapshot, setSnapshot] = useState(initial);
  const [finishedHere, setFinishedHere] = useState(false);
  const { interview } = snapshot;
  const org = interview.organisation.name;

  const advance = (next: Snapshot) => {
    if (next.interview.status === 'completed') setFinishedHere(true);
    setSnapshot(next);
  };

  if (interview.status === 'completed') {
    if (driver.preview) {
      return (
        <StatusMessage
          icon={<IconCircleCheck size={34} />}
          color="teal"
          title="End of the preview"
          action={
            onRestart && (
              <Button size="lg" variant="light" leftSection={<IconRefresh size={20} />} onClick={onRestart}>
                Preview again
              </Button>
            )
          }
        >
          <Text fz="lg">
            A candidate now sees: “Thank you — your interview is complete. {org} will be in touch.”
          </Text>
          <Text fz="md" c="dimmed">
            Nothing from this preview was stored or counted.
          </Text>
        </StatusMessage>
      );
    }
    const done = finishedHere ? <ThankYou organisation={org} /> : <AlreadyCompleted organisation={org} />;
    if (interview.demographics === 'off' || !driver.saveDemographics) return done;
    return (
      <>
        {done}
        <DemographicQuestions state={interview.demographics} save={driver.saveDemographics} />
      </>
    );
  }
  if (interview.status === 'invited') {
    return <InterviewIntro interview={interview} driver={driver} notice={notice} onStarted={advance} />;
  }
  if (!interview.current) return <NextQuestionPending driver={driver} onLoaded={advance} />;
  return (
    <QuestionStep
      key={interview.current.id}
      snapshot={snapshot}
      question={interview.current}
      driver={driver}
      onSubmitted={advance}
    />
  );
}

/** Started but no question on screen (should not happen): read the state again, with a way to retry. */
function NextQuestionPending({
  driver,
  onLoaded,
}: {
  driver: InterviewDriver;
  onLoaded: (s: Snapshot) => void;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload on mount and on each retry
  useEffect(() => {
    let live = true;
    driver.reload().then(
      (next) => {
        if (live && (next.interview.current || next.interview.status !== 'started')) onLoaded(next);
        else if (live) setFailed('The next question is not ready yet.');
      },
      (err: unknown) => live && setFailed(err instanceof Error ? err.message : String(err)),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  if (!failed) return <CandidateLoading label="Loading the next question" />;
  return (
    <StatusMessage
      icon={<IconRefresh size={34} />}
      color="orange"
      title="The next question did not load"
      action={
        <Button
          size="lg"
          onClick={() => {
            setFailed(null);
            setAttempt((a) => a + 1);
          }}
        >
          Try again
        </Button>
      }
    >
      <Text fz="lg">{failed} Your answers so far are saved.</Text>
    </StatusMessage>
  );
}
