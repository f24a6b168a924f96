import { describe, expect, it } from 'vitest';
import { closeOutcome, parseSignal, retryDelayMs } from './signal-messages.ts';

describe('signalling messages', () => {
  it('signalling: relayed messages and the route’s own are read; anything else is ignored', () => {
    expect(
      parseSignal(
        JSON.stringify({
          type: 'joined',
          role: 'candidate',
          peer_present: true,
          ice_servers: [{ urls: 'stun:stun.example.org:3478' }],
        }),
      ),
    ).toMatchObject({ type: 'joined', peer_present: true });
    expect(parseSignal(JSON.stringify({ type: 'chat', text: 'Hi', from: 'interviewer', at: 'x' }))).toEqual({
      type: 'chat',
      text: 'Hi',
      from: 'interviewer',
      at: 'x',
    });
    expect(parseSignal(JSON.stringify({ type: 'offer', sdp: 'v=0', from: 'candidate' }))).toEqual({
      type: 'offer',
      sdp: 'v=0',
    });
    expect(parseSignal('{not json')).toBeNull();
    expect(parseSignal(JSON.stringify({ type: 'dance' }))).toBeNull();
    expect(parseSignal(JSON.stringify({ type: 'chat' }))).toBeNull();
    expect(parseSignal(new ArrayBuffer(2))).toBeNull();
  });

  it('two parties: a refused third person learns the room is full or the seat is taken', () => {
    expect(closeOutcome(4409, 'This room already has two people.')).toEqual({
      kind: 'full',
      message: 'This room is full: the interview already has its two people.',
    });
    expect(closeOutcome(4409, "The candidate's seat is taken.")).toEqual({
      kind: 'full',
      message: "The candidate's seat is taken.",
    });
  });

  it('signalling: a closed room, an unknown link and a refused interviewer are final; a dropped network is retried', () => {
    expect(closeOutcome(4410, 'This video interview was cancelled.').kind).toBe('closed');
    expect(closeOutcome(4403, '').kind).toBe('closed');
    expect(closeOutcome(4404, '').kind).toBe('unknown');
    expect(closeOutcome(4401, 'Sign in').kind).toBe('unauthorized');
    expect(closeOutcome(1000, 'Left the call.').kind).toBe('left');
    expect(closeOutcome(1006, '').kind).toBe('retry');
    expect(closeOutcome(1011, '').kind).toBe('retry');
    expect([0, 1, 2, 3, 10].map(retryDelayMs)).toEqual([500, 1000, 2000, 4000, 8000]);
  });
});
