import { JobCandidatesSection } from '../features/interviews/staff/components/job-candidates-section.tsx';
import { JobDetailPage } from '../features/jobs/pages/job-detail-page.tsx';

/** /jobs/{id}: the job page with the interviews feature's candidate pipeline in its candidates slot. */
export function Component() {
  return (
    <JobDetailPage
      candidates={(job) => (
        <JobCandidatesSection
          job={{ id: job.id, title: job.title, status: job.status, question_count: job.questions.length }}
        />
      )}
    />
  );
}
