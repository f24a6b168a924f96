import { Button, FileButton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { talentLimits } from '@talvio/contracts/talent';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { acceptedFiles, formatCount, maxFileMb } from '../labels.ts';
import classes from './talent.module.css';

/**
 * Where files are dropped, many at once, or picked with the keyboard-reachable "Pick files" button. The picker
 * offers the accepted types, but anything dropped or picked is sent: the server reads the content and says what
 * each file gave.
 */
export function DropZone({
  onFiles,
  busy,
  compact,
}: {
  onFiles: (files: File[]) => void;
  busy?: boolean;
  compact?: boolean;
}) {
  const [active, setActive] = useState(false);
  // The picker forgets its files once handed over, so the same files can be picked again (after a reload).
  const resetPicker = useRef<() => void>(null);
  const picked = (files: File[]) => {
    if (files.length) onFiles(files);
    resetPicker.current?.();
  };
  const over = (event: DragEvent) => {
    event.preventDefault();
    setActive(true);
  };
  // A file dropped beside the zone would replace the page (and what it is sending) with the file: ignored instead.
  useEffect(() => {
    const ignore = (event: globalThis.DragEvent) => {
      if (Array.from(event.dataTransfer?.types ?? []).includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', ignore);
    window.addEventListener('drop', ignore);
    return () => {
      window.removeEventListener('dragover', ignore);
      window.removeEventListener('drop', ignore);
    };
  }, []);
  const leave = (event: DragEvent) => {
    // Moving onto the zone's own text is not leaving it.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setActive(false);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setActive(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length) onFiles(files);
  };
  return (
    <section
      className={classes.dropZone}
      data-active={active || undefined}
      aria-label="Drop résumés and candidate CSVs"
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={leave}
      onDrop={drop}
      data-testid="talent-drop-zone"
    >
      <Stack align="center" gap="xs">
        {!compact && (
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconUpload size={26} />
          </ThemeIcon>
        )}
        <Text fw={600}>Drop résumés and candidate CSVs here, as many as you like at once</Text>
        <Text size="sm" c="dimmed" maw={620}>
          PDF, Word (.docx), text (.txt), PNG or JPEG scans, and CSV files of candidates with a header row{' '}
          <Text span ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
            name,email,phone,location,headline,skills,tags
          </Text>{' '}
          (skills and tags separated by “;”). Up to {maxFileMb} MB a file and{' '}
          {formatCount(talentLimits.filesPerBatch)} files a batch.
        </Text>
        <FileButton multiple accept={acceptedFiles} onChange={picked} resetRef={resetPicker}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              loading={busy}
              leftSection={<IconUpload size={16} aria-hidden />}
            >
              Pick files
            </Button>
          )}
        </FileButton>
      </Stack>
    </section>
  );
}
