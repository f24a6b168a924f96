import { Button } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import type { LiveInterview } from '@talvio/contracts/video';
import { Link } from 'react-router';
import { interviewerRoomUrl } from '../api.ts';

/** Opens the room as the interviewer, with the panel (the scheduling card and the pending list offer it). */
export function JoinRoomButton({
  live,
}: {
  live: Pick<LiveInterview, 'room_url' | 'id' | 'job_candidate_id'>;
}) {
  return (
    <Button size="xs" component={Link} to={interviewerRoomUrl(live)} leftSection={<IconVideo size={16} />}>
      Join
    </Button>
  );
}
