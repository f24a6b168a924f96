import type { CurrentUser } from '@talvio/contracts/users';
import { type Currency, currencyStorageKey, parseCurrency } from '@talvio/domain/currency';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { apiFetch } from './api-client.ts';
import { currentUserQuery, useCurrentUser } from './current-user.ts';

const changed = 'talvio:currency';

function subscribe(onChange: () => void) {
  window.addEventListener(changed, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(changed, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const readStored = () => localStorage.getItem(currencyStorageKey);

/**
 * The preferred currency (docs/product/sign-in.md) is stored locally and defaults to USD; it can also be saved on the
 * user with PATCH /users/current. A device without a stored choice follows the user's saved currency.
 */
export function useCurrency() {
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const currency: Currency = parseCurrency(stored ?? user.data?.currency);

  const setCurrency = useCallback(
    async (next: Currency) => {
      localStorage.setItem(currencyStorageKey, next);
      window.dispatchEvent(new Event(changed));
      if (!user.data) return;
      const updated = await apiFetch<CurrentUser>('/users/current', {
        method: 'PATCH',
        json: { currency: next },
      });
      queryClient.setQueryData(currentUserQuery().queryKey, updated);
    },
    [user.data, queryClient],
  );

  return { currency, setCurrency };
}
