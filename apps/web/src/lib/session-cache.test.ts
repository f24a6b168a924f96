import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetSession } from './session-cache.ts';

describe('session cache', () => {
  it('session: logging out forgets the session’s cached answers', () => {
    const client = new QueryClient();
    client.setQueryData(['users', 'current'], { email: 'ada@example.com' });
    client.setQueryData(['jobs', 'list'], [{ id: 1 }]);
    forgetSession(client);
    expect(client.getQueryData(['users', 'current'])).toBeUndefined();
    expect(client.getQueryData(['jobs', 'list'])).toBeUndefined();
  });

  it('session: a public answer still loading when the session ends reaches the sign-in screen', async () => {
    const client = new QueryClient();
    let answer: (value: { google: boolean }) => void = () => undefined;
    const observer = new QueryObserver(client, {
      queryKey: ['auth', 'providers'],
      queryFn: () => new Promise<{ google: boolean }>((resolve) => (answer = resolve)),
      meta: { public: true },
    });
    const seen: unknown[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));
    forgetSession(client);
    answer({ google: true });
    await expect.poll(() => seen.at(-1)).toEqual({ google: true });
    unsubscribe();
  });
});
