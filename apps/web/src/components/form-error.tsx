import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** Why a form was not accepted, announced to screen readers; nothing when there is no message. */
export function FormError({ message, title }: { message: string | null; title?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" title={title}>
      {message}
    </Alert>
  );
}
