import { describe, expect, it } from 'vitest';
import { oversightAgreement } from './oversight.ts';

describe('oversight record', () => {
  it('oversight record: a decision agrees with the AI when it goes the way the recommendation points', () => {
    expect(oversightAgreement('strong_yes', 'hired')).toBe('agreed');
    expect(oversightAgreement('yes', 'shortlisted')).toBe('agreed');
    expect(oversightAgreement('no', 'rejected')).toBe('agreed');
    expect(oversightAgreement('yes', 'rejected')).toBe('overrode');
    expect(oversightAgreement('no', 'shortlisted')).toBe('overrode');
    expect(oversightAgreement('maybe', 'hired')).toBe('neither');
    expect(oversightAgreement('yes', 'none')).toBe('neither');
    expect(oversightAgreement(null, 'rejected')).toBe('neither');
  });
});
