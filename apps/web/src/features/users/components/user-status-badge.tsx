import { Badge } from '@mantine/core';
import type { User } from '@talvio/contracts/users';

export function UserStatusBadge({ user }: { user: Pick<User, 'is_active' | 'invitation_pending'> }) {
  if (!user.is_active) return <Badge color="gray.7">Inactive</Badge>;
  if (user.invitation_pending) return <Badge color="yellow.9">Invitation sent</Badge>;
  return <Badge color="teal.9">Active</Badge>;
}
