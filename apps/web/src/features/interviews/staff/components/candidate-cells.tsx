import { Anchor, Table, Text } from '@mantine/core';
import type { JobCandidateSummary } from '@talvio/contracts/interviews';
import { Link } from 'react-router';
import { InterviewStatusBadge } from '../../../../components/interview-badges.tsx';

/** The candidate cell of interview tables: name linking to the result, e-mail below. */
export function CandidateCell({ candidate: c }: { candidate: JobCandidateSummary }) {
  return (
    <Table.Td>
      <Anchor component={Link} to={`/candidate-profile/${c.id}`} fw={600}>
        {c.candidate.name}
      </Anchor>
      <Text size="xs" c="dimmed">
        {c.candidate.email}
      </Text>
    </Table.Td>
  );
}

/** The status cell: the interview status, and how far a started interview has got. */
export function StatusCell({ candidate: c }: { candidate: JobCandidateSummary }) {
  return (
    <Table.Td>
      <InterviewStatusBadge status={c.status} />
      {c.status === 'started' && (
        <Text size="xs" c="dimmed">
          {c.answered} of {c.question_count} answered
        </Text>
      )}
    </Table.Td>
  );
}
