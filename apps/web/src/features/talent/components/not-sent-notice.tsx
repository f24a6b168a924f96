import { Alert, Text } from '@mantine/core';
import { formatCount } from '../labels.ts';

/** The sentence naming the files a left page did not send. */
export function notSentText(names: readonly string[]): string {
  const one = names.length === 1;
  return `${formatCount(names.length)} ${one ? 'file was' : 'files were'} not sent before the page was left: ${names.join(', ')}. Drop ${one ? 'it' : 'them'} again to add ${one ? 'it' : 'them'} to this batch.`;
}

/**
 * After a reload (or coming back to the batch), the files this browser had not sent yet: their contents are gone
 * with the page that had them, so they are named for dropping again.
 */
export function NotSentNotice({ names, onDismiss }: { names: readonly string[]; onDismiss: () => void }) {
  if (names.length === 0) return null;
  return (
    <Alert
      color="yellow"
      role="status"
      title="Some files were not sent"
      withCloseButton
      closeButtonLabel="Dismiss the list of files not sent"
      onClose={onDismiss}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {notSentText(names)}
      </Text>
    </Alert>
  );
}
