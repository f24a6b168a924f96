import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { interviewQuery, isWellFormedToken, plainMessage } from '../candidate/api.ts';
import { CandidateFrame, CandidateLoading } from '../candidate/candidate-frame.tsx';
import { liveDriver } from '../candidate/driver.ts';
import { InterviewSession } from '../candidate/interview-session.tsx';
import { jobLine } from '../candidate/labels.ts';
import {
  CancelledLink,
  ConnectionProblem,
  ExpiredLink,
  JobNotAccepting,
  linkProblem,
  UnknownLink,
} from '../candidate/status-pages.tsx';
import { Warning } from '../candidate/warning.tsx';

/**
 * /candidate-interview/{token}: the candidate's interview, no staff session. Unknown, expired,
 * cancelled and completed links each get their own page, never /login.
 */
export function Component() {
  const token = useParams().id ?? '';
  const wellFormed = isWellFormedToken(token);
  const query = useQuery({ ...interviewQuery(token), enabled: wellFormed });
  const driver = useMemo(() => liveDriver(token), [token]);
  const resumeError = (useLocation().state as { resumeError?: string } | null)?.resumeError;

  if (!wellFormed) {
    return (
      <CandidateFrame organisation={null} title="Interview link not found">
        <UnknownLink />
      </CandidateFrame>
    );
  }
  if (query.isPending || (query.isError && query.isFetching)) {
    return (
      <CandidateFrame organisation={null} title="Interview">
        <CandidateLoading label="Loading your interview" />
      </CandidateFrame>
    );
  }
  if (query.isError) {
    const problem = linkProblem(query.error);
    return (
      <CandidateFrame organisation={null} title="Interview">
        {problem === 'unknown' && <UnknownLink />}
        {problem === 'expired' && <ExpiredLink />}
        {problem === 'cancelled' && <CancelledLink />}
        {problem === 'not_open' && (
          <JobNotAccepting
            detail={
              query.error instanceof ApiError && query.error.problem?.detail
                ? query.error.problem.detail
                : 'The organisation is not taking interviews for this job at the moment.'
            }
          />
        )}
        {problem === 'network' && (
          <ConnectionProblem message={plainMessage(query.error)} onRetry={() => void query.refetch()} />
        )}
      </CandidateFrame>
    );
  }
  const { interview } = query.data;
  return (
    <CandidateFrame
      organisation={interview.organisation}
      subtitle={jobLine(interview.job)}
      title={`Interview — ${interview.organisation.name}`}
    >
      <InterviewSession
        driver={driver}
        initial={query.data}
        notice={
          resumeError && (
            <Warning title="Your résumé was not uploaded">
              {resumeError} You can still take the interview; the recruiter can ask you for your résumé later.
            </Warning>
          )
        }
      />
    </CandidateFrame>
  );
}
