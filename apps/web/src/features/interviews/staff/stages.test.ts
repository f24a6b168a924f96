import type { Decision, InterviewStatus } from '@talvio/contracts/interviews';
import { describe, expect, it } from 'vitest';
import { groupByStage, stageOf } from './stages.ts';

const c = (id: number, status: InterviewStatus, decision: Decision = 'none') => ({ id, status, decision });

describe('board stages', () => {
  it('places each interview status in its column', () => {
    expect(stageOf(c(1, 'invited'))).toBe('invited');
    expect(stageOf(c(1, 'started'))).toBe('started');
    expect(stageOf(c(1, 'completed'))).toBe('completed');
    expect(stageOf(c(1, 'evaluated'))).toBe('completed');
    expect(stageOf(c(1, 'expired'))).toBeNull();
    expect(stageOf(c(1, 'cancelled'))).toBeNull();
  });

  it('lets the staff decision win over the interview status', () => {
    expect(stageOf(c(1, 'evaluated', 'shortlisted'))).toBe('shortlisted');
    expect(stageOf(c(1, 'completed', 'hired'))).toBe('hired');
    expect(stageOf(c(1, 'expired', 'rejected'))).toBe('rejected');
  });

  it('groups in order and keeps expired or cancelled ones off the board', () => {
    const board = groupByStage([
      c(1, 'evaluated'),
      c(2, 'invited'),
      c(3, 'completed'),
      c(4, 'expired'),
      c(5, 'evaluated', 'hired'),
      c(6, 'cancelled'),
    ]);
    expect(
      Object.fromEntries(Object.entries(board.columns).map(([k, v]) => [k, v.map((x) => x.id)])),
    ).toEqual({
      invited: [2],
      started: [],
      completed: [1, 3],
      shortlisted: [],
      hired: [5],
      rejected: [],
    });
    expect(board.off.map((x) => x.id)).toEqual([4, 6]);
  });
});
