import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Drawer.css';
import { Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The marketing header's small-screen menu; its own chunk, loaded on first open. */
export function MarketingMenu({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" hiddenFrom="sm" size="xs">
      <Stack gap="lg" component="nav" aria-label="Main">
        {children}
      </Stack>
    </Drawer>
  );
}
