import { Button, Group } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { AiEngineInfo } from '@talvio/contracts/jobs';
import { EngineNote } from './engine-note.tsx';

/** A section's "let AI write this" button, with which engine wrote the current content beside it. */
export function AiDraftBar({
  label,
  loading,
  onClick,
  engine,
  what,
}: {
  label: string;
  loading: boolean;
  onClick: () => void;
  engine: AiEngineInfo | null;
  /** The verb of the engine note: "Drafted by …". */
  what: string;
}) {
  return (
    <Group justify="space-between">
      <Button variant="light" leftSection={<IconSparkles size={16} />} loading={loading} onClick={onClick}>
        {label}
      </Button>
      <EngineNote engine={engine} what={what} />
    </Group>
  );
}
