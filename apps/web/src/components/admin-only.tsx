import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../lib/current-user.ts';

/**
 * Screens the menu reserves for admins (docs/product/app-shell.md, **admin menu**). The server refuses non-admins
 * anyway; this says so plainly instead of showing a screen full of errors to a member who typed the URL.
 */
export function AdminOnly({ what, children }: { what: string; children: ReactNode }) {
  const user = useCurrentUser();
  // Nothing of an admin screen mounts (and asks the server) before the role is known.
  if (!user.data) return null;
  if (!user.data.is_admin) {
    return (
      <Alert color="yellow" title="Admins only" role="alert">
        Only admins of your organisation can {what}. Ask an admin if you need a change.
      </Alert>
    );
  }
  return <>{children}</>;
}
