import { Select } from '@mantine/core';
import type { ActivityPeriod } from '@talvio/contracts/talent';

/**
 * The talent pool's **last activity** filter (docs/product/talent-pool.md): profiles active lately, or quiet for a
 * while (the profile's last change or interview event). Kept in the address as `active_within` or `inactive_for`.
 */
const choices: { value: string; label: string }[] = [
  { value: 'active_within:7d', label: 'Active in the last 7 days' },
  { value: 'active_within:30d', label: 'Active in the last 30 days' },
  { value: 'active_within:90d', label: 'Active in the last 90 days' },
  { value: 'active_within:365d', label: 'Active in the last year' },
  { value: 'inactive_for:90d', label: 'No activity for 90 days' },
  { value: 'inactive_for:180d', label: 'No activity for 6 months' },
  { value: 'inactive_for:365d', label: 'No activity for a year' },
];

export function LastActivityFilter({
  activeWithin,
  inactiveFor,
  update,
}: {
  activeWithin: ActivityPeriod | undefined;
  inactiveFor: ActivityPeriod | undefined;
  update: (changes: Record<string, string | null>) => void;
}) {
  const current = activeWithin
    ? `active_within:${activeWithin}`
    : inactiveFor
      ? `inactive_for:${inactiveFor}`
      : null;
  // A combination no choice names (from a saved search or a shared address) still shows as set.
  const data =
    current && !choices.some((c) => c.value === current)
      ? [...choices, { value: current, label: current.replace('_', ' ').replace(':', ' ') }]
      : choices;
  return (
    <Select
      label="Last activity"
      placeholder="Any time"
      data={data}
      value={current}
      onChange={(value) => {
        const [key, period] = value ? value.split(':') : [];
        update({
          active_within: key === 'active_within' ? (period ?? null) : null,
          inactive_for: key === 'inactive_for' ? (period ?? null) : null,
          page: null,
        });
      }}
      clearable
      clearButtonProps={{ 'aria-label': 'Any time' }}
      w={{ base: '100%', sm: 230 }}
    />
  );
}
