import { Tooltip } from '@mantine/core';
import { formatDateTime, formatRelative } from '../lib/format.ts';

/**
 * docs/product/look-and-feel.md, **relative dates**: a relative date ("3 days ago") with the exact time on hover and
 * for assistive technology.
 */
export function RelativeTime({ value }: { value: string }) {
  const exact = formatDateTime(value);
  return (
    <Tooltip label={exact} openDelay={300}>
      <time dateTime={value} title={exact}>
        {formatRelative(value)}
      </time>
    </Tooltip>
  );
}
