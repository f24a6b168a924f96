import { Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';

/** A button that asks first (cancelling or ending a live interview closes the room for both). */
export function ConfirmButton({
  label,
  title,
  body,
  confirmLabel,
  keepLabel,
  onConfirm,
  loading,
  ...buttonProps
}: ButtonProps & {
  label: string;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  onConfirm: () => void;
  loading?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...buttonProps} loading={loading} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={title}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack>
          <Text size="sm">{body}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOpen(false)}>
              {keepLabel}
            </Button>
            <Button
              color="red.8"
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
