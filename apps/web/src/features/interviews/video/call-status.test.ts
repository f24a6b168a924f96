import { describe, expect, it } from 'vitest';
import { statusText } from './call-status.ts';

const base = { phase: 'joined', peer: 'present', connection: 'connected', network: null } as const;

describe('call status', () => {
  it('signalling: a dropped network says "Reconnecting…" and then "Reconnected", before anything else', () => {
    expect(statusText({ ...base, network: 'reconnecting', peer: 'dropped' }, 'Olive')).toBe('Reconnecting…');
    expect(statusText({ ...base, network: 'reconnected' }, 'Olive')).toBe('Reconnected');
  });

  it('two parties: the status follows the other person — waiting, connecting, connected, dropped, left', () => {
    expect(statusText({ ...base, phase: 'connecting', peer: 'absent' }, 'Olive')).toBe('Joining…');
    expect(statusText({ ...base, peer: 'absent' }, 'Olive')).toBe('Waiting for Olive');
    expect(statusText({ ...base, connection: 'connecting' }, 'Olive')).toBe('Connecting to Olive…');
    expect(statusText(base, 'Olive')).toBe('Connected');
    expect(statusText({ ...base, peer: 'dropped' }, 'Olive')).toBe(
      'Olive’s connection dropped. Waiting for them to come back…',
    );
    expect(statusText({ ...base, peer: 'left' }, 'Olive')).toBe('Olive left the call');
  });
});
