import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const apiFetch = vi.fn();
vi.mock('./api-client.ts', () => ({ apiFetch: (path: string) => apiFetch(path) }));
const { sendEarly, takeEarly } = await import('./early-requests.ts');

beforeEach(() => {
  apiFetch.mockReset();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('early requests', () => {
  it('hands the early answer to the first taker only', async () => {
    apiFetch.mockResolvedValueOnce({ name: 'Avery' });
    sendEarly('/users/current');
    expect(apiFetch).toHaveBeenCalledTimes(1);
    await expect(takeEarly('/users/current')).resolves.toEqual({ name: 'Avery' });
    expect(takeEarly('/users/current')).toBeUndefined();
  });

  it('lets the taker see a failure, without an unhandled rejection when nobody takes it', async () => {
    apiFetch.mockRejectedValueOnce(new Error('offline'));
    sendEarly('/users/current');
    await expect(takeEarly('/users/current')).rejects.toThrow('offline');
    apiFetch.mockRejectedValueOnce(new Error('never taken'));
    sendEarly('/jobs');
    await Promise.resolve();
  });

  it('drops an answer older than 10 seconds', () => {
    apiFetch.mockResolvedValueOnce({});
    sendEarly('/users/current');
    vi.advanceTimersByTime(10_001);
    expect(takeEarly('/users/current')).toBeUndefined();
  });
});
