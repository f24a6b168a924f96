import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A yellow or orange notice. Mantine's title colours for these are below 4.5:1 on their light background, so the
 * title uses the text colour and the icon carries the tint.
 */
export function Warning({
  title,
  role,
  children,
}: {
  title: ReactNode;
  role?: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <Alert
      color="orange"
      variant="light"
      title={title}
      role={role}
      icon={<IconAlertTriangle size={20} aria-hidden />}
      styles={{
        title: { color: 'var(--mantine-color-text)' },
        message: { color: 'var(--mantine-color-text)' },
      }}
    >
      {children}
    </Alert>
  );
}
