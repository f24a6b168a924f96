import { Badge, Box, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReviewFlag, SourcedField } from '@talvio/contracts/talent';
import type { ReactNode } from 'react';
import { useSourceTarget } from './resume-source.tsx';
import classes from './talent.module.css';

/**
 * The yellow "Check this" marker with why, in words (the colour only repeats what the text says). Inline
 * elements only: it also sits in an input's description.
 */
export function CheckThis({ reason }: { reason: string }) {
  return (
    <Box component="span" style={{ display: 'inline-flex', gap: 6, alignItems: 'flex-start' }}>
      <Badge component="span" color="yellow" variant="filled" c="dark.9" tt="none" style={{ flexShrink: 0 }}>
        Check this
      </Badge>
      <Text span size="xs" c="var(--mantine-color-text)">
        {reason}
      </Text>
    </Box>
  );
}

/**
 * One field of a profile, labelled (a group named after the field), highlighted with its marker when the
 * parser flagged it, with "Mark as checked" when the field is right as it is; with `source`, it points at where it
 * came from in the résumé while the two are compared.
 */
export function ProfileField({
  label,
  flag,
  onChecked,
  checking,
  hideLabel,
  source,
  children,
}: {
  label: string;
  source?: SourcedField;
  /** The card around it already says what it is: the label is for screen readers only. */
  hideLabel?: boolean;
  flag?: ReviewFlag | undefined;
  onChecked?: (() => void) | undefined;
  checking?: boolean;
  children: ReactNode;
}) {
  const sourceTarget = useSourceTarget(source);
  return (
    <Box
      {...sourceTarget}
      role="group"
      aria-label={label}
      className={flag ? classes.flagged : undefined}
      data-review={flag ? 'check' : undefined}
    >
      <Stack gap={4}>
        {hideLabel ? (
          <VisuallyHidden>{label}</VisuallyHidden>
        ) : (
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {label}
          </Text>
        )}
        {flag && (
          <Group justify="space-between" gap="xs" align="flex-start">
            <CheckThis reason={flag.reason} />
            {onChecked && (
              <Button
                size="compact-xs"
                variant="default"
                onClick={onChecked}
                loading={checking}
                aria-label={`Mark as checked: ${label}`}
              >
                Mark as checked
              </Button>
            )}
          </Group>
        )}
        <div>{children}</div>
      </Stack>
    </Box>
  );
}
