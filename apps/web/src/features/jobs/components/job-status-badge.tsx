import { Badge } from '@mantine/core';
import type { JobStatus } from '@talvio/contracts/jobs';
import { statusLabels } from '../labels.ts';

export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { label, color } = statusLabels[status];
  return <Badge color={color}>{label}</Badge>;
}
