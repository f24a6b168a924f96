import { describe, expect, it } from 'vitest';
import { interviewAllowance } from './plans.ts';
import { interviewProgressColour } from './progress.ts';

describe('usage colour: interview progress colour', () => {
  it('usage colour: danger at 90% or more', () => {
    expect(interviewProgressColour(9, 10)).toBe('danger');
    expect(interviewProgressColour(10, 10)).toBe('danger');
  });
  it('usage colour: warning at 70% or more', () => {
    expect(interviewProgressColour(7, 10)).toBe('warning');
    expect(interviewProgressColour(89, 100)).toBe('warning');
  });
  it('usage colour: otherwise primary', () => {
    expect(interviewProgressColour(69, 100)).toBe('primary');
    expect(interviewProgressColour(0, 10)).toBe('primary');
  });
});

describe('interview allowance', () => {
  it('interview allowance: starter 10, business 50, enterprise 100, any other plan 0', () => {
    expect(interviewAllowance('starter')).toBe(10);
    expect(interviewAllowance('business')).toBe(50);
    expect(interviewAllowance('enterprise')).toBe(100);
    expect(interviewAllowance('free')).toBe(0);
    expect(interviewAllowance('gold')).toBe(0);
    expect(interviewAllowance(null)).toBe(0);
  });
});
