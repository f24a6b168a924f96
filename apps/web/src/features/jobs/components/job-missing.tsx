import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** What a job URL with an id that cannot be a job shows, and what a job that is not found shows. */
export const jobMissing = { title: 'This job does not exist', href: '/jobs-list', label: 'Back to My Jobs' };

/** A job URL whose id cannot be a job: says so and links back to the list. */
export function JobMissing() {
  return (
    <Alert color="red" role="alert" title={jobMissing.title}>
      <Anchor component={Link} to={jobMissing.href}>
        {jobMissing.label}
      </Anchor>
    </Alert>
  );
}
