import { Box, Container, Group, Text } from '@mantine/core';
import { IconEye, IconLinkOff } from '@tabler/icons-react';
import { maxId } from '@talvio/contracts/common';
import type { InterviewPreview, PublicJob } from '@talvio/contracts/interviews';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { hasToken } from '../../../lib/session-storage.ts';
import { plainMessage, previewQuery, publicJobQuery } from '../candidate/api.ts';
import { CandidateFrame, CandidateLoading, StatusMessage } from '../candidate/candidate-frame.tsx';
import { previewDriver } from '../candidate/driver.ts';
import { InterviewSession } from '../candidate/interview-session.tsx';
import { jobLine } from '../candidate/labels.ts';
import { NotAccepting, PublicApplyForm } from '../candidate/public-apply-form.tsx';
import { ConnectionProblem } from '../candidate/status-pages.tsx';

/**
 * /job-interview-test/{jobId}: the public interview link of a published job. Candidates give their
 * name and e-mail and go into the interview; signed-in staff of the job's organisation get a preview that is not
 * stored and not counted.
 */
export function Component() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= maxId;
  const staff = hasToken();
  const job = useQuery({ ...publicJobQuery(id), enabled: valid });
  const preview = useQuery({ ...previewQuery(id), enabled: valid && staff });

  if (!valid) return <JobNotFound />;
  if (job.isPending || (staff && preview.isPending) || (job.isError && job.isFetching)) {
    return (
      <CandidateFrame organisation={null} title="Interview">
        <CandidateLoading label="Loading the interview" />
      </CandidateFrame>
    );
  }
  if (preview.data) return <PreviewMode preview={preview.data} job={job.data ?? null} />;
  if (job.isError) {
    if (job.error instanceof ApiError && job.error.status < 500) return <JobNotFound />;
    return (
      <CandidateFrame organisation={null} title="Interview">
        <ConnectionProblem message={plainMessage(job.error)} onRetry={() => void job.refetch()} />
      </CandidateFrame>
    );
  }
  const data = job.data;
  return (
    <CandidateFrame
      organisation={data.organisation}
      subtitle={jobLine(data)}
      title={`${data.title} — ${data.organisation.name}`}
    >
      {data.accepting ? <PublicApplyForm job={data} /> : <NotAccepting job={data} />}
    </CandidateFrame>
  );
}

function JobNotFound() {
  return (
    <CandidateFrame organisation={null} title="Interview not found">
      <StatusMessage icon={<IconLinkOff size={34} />} color="gray" title="This interview link does not work">
        <Text fz="lg">
          There is no open interview at this address. Check that you copied the whole link, or ask the
          organisation that shared it for a new one.
        </Text>
      </StatusMessage>
    </CandidateFrame>
  );
}

function PreviewBanner() {
  return (
    <Box
      component="aside"
      aria-label="Preview"
      bg="yellow.1"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-yellow-5)' }}
    >
      <Container size={760}>
        <Group gap="xs" wrap="nowrap">
          <IconEye size={20} aria-hidden color="var(--mantine-color-yellow-9)" />
          <Text fw={700} c="dark.8">
            Preview — nothing is stored or counted
          </Text>
        </Group>
      </Container>
    </Box>
  );
}

/** Staff walk through the interview as a candidate sees it; everything stays in this page's memory. */
function PreviewMode({ preview, job }: { preview: InterviewPreview; job: PublicJob | null }) {
  const user = useCurrentUser();
  const [round, setRound] = useState(0);
  const organisation = job?.organisation ?? {
    name: user.data?.organisation_name ?? 'Your organisation',
    logo_url: user.data?.organisation_logo ?? null,
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh in-memory interview for every round
  const driver = useMemo(
    () => previewDriver(preview, job, organisation.name),
    [preview, job, organisation.name, round],
  );
  return (
    <CandidateFrame
      organisation={organisation}
      subtitle={jobLine({
        title: preview.title,
        location: job?.location ?? null,
        work_mode: job?.work_mode ?? '',
      })}
      title={`Preview: ${preview.title}`}
      banner={<PreviewBanner />}
    >
      <InterviewSession
        key={round}
        driver={driver}
        initial={driver.initial()}
        onRestart={() => setRound((r) => r + 1)}
      />
    </CandidateFrame>
  );
}
