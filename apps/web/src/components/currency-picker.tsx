import { Group, SegmentedControl, Text } from '@mantine/core';
import { currencies } from '@talvio/domain/currency';
import { useState } from 'react';
import { useCurrency } from '../lib/currency.ts';

/**
 * The preferred currency (docs/product/sign-in.md, **preferred currency**), stored on this device and saved on the
 * user.
 */
export function CurrencyPicker() {
  const { currency, setCurrency } = useCurrency();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  return (
    <div>
      <Group gap="sm">
        <SegmentedControl
          aria-label="Preferred currency"
          data={currencies.map((c) => ({ value: c, label: c === 'USD' ? 'USD ($)' : 'INR (₹)' }))}
          value={currency}
          onChange={(value) => {
            setError(null);
            setSaved(false);
            setCurrency(value === 'INR' ? 'INR' : 'USD').then(
              () => setSaved(true),
              (err: unknown) => setError(err instanceof Error ? err.message : String(err)),
            );
          }}
        />
        {saved && (
          <Text size="sm" c="teal.9" role="status">
            Saved
          </Text>
        )}
      </Group>
      {error && (
        <Text size="sm" c="red.9" mt={4} role="alert">
          Saved on this device only: {error}
        </Text>
      )}
    </div>
  );
}
