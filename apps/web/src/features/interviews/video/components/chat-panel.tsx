import { ActionIcon, Box, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { signalLimits } from '@talvio/contracts/video';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ChatLine } from '../call-session.ts';

/** Text chat beside the call, over the signalling connection (nothing is stored). */
export function ChatPanel({
  lines,
  otherName,
  onSend,
  disabled,
}: {
  lines: ChatLine[];
  otherName: string;
  onSend: (text: string) => boolean;
  disabled: boolean;
}) {
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest line when one arrives
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lines.length]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSend(text)) setText('');
  };
  return (
    <Stack gap="xs" h="100%">
      <ScrollArea.Autosize mah={320} type="auto">
        <Stack gap={6} role="log" aria-label="Chat messages" aria-live="polite" data-testid="chat-log">
          {lines.length === 0 && (
            <Text size="sm" c="dimmed">
              Messages you send here are seen only by the other person in the call and are not saved.
            </Text>
          )}
          {lines.map((line) => (
            <Box key={line.id} ta={line.mine ? 'right' : 'left'}>
              <Text size="xs" c="dimmed">
                {line.mine ? 'You' : otherName}
              </Text>
              <Text
                size="sm"
                display="inline-block"
                px="sm"
                py={4}
                bg={line.mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
                style={{
                  borderRadius: 8,
                  overflowWrap: 'anywhere',
                  whiteSpace: 'pre-wrap',
                  maxWidth: '100%',
                }}
              >
                {line.text}
              </Text>
            </Box>
          ))}
          <div ref={end} />
        </Stack>
      </ScrollArea.Autosize>
      <form onSubmit={submit}>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label="Message"
            placeholder={disabled ? 'Chat opens when you are connected' : 'Type a message'}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={signalLimits.chatChars}
            disabled={disabled}
            style={{ flex: 1 }}
          />
          <ActionIcon type="submit" size={36} aria-label="Send message" disabled={disabled || !text.trim()}>
            <IconSend size={18} />
          </ActionIcon>
        </Group>
      </form>
    </Stack>
  );
}
