import { describe, expect, it } from 'vitest';
import { likeness, sharedWords, termVector } from './ad-likeness.ts';

describe('ad likeness', () => {
  it('work history like the ad: 1 for the same words, 0 for none shared, function words and numbers left out', () => {
    const ad = termVector('Lead the night shift and the pick and pack teams');
    expect(likeness(ad, termVector('pick and pack teams; lead the night shift'))).toBeCloseTo(1, 6);
    expect(likeness(ad, termVector('The 30 of them and the rest'))).toBe(0);
    expect(likeness(ad, termVector(''))).toBe(0);
    const near = likeness(ad, termVector('Led night shifts of pickers'));
    expect(near).toBeGreaterThan(0);
    expect(near).toBeLessThan(1);
  });

  it('work history like the ad: the shared words are named as the ad writes them, the weightiest first', () => {
    const ad = termVector('Forklift safety, forklift training and dispatch');
    const history = termVector('Dispatch clerk; forklift licence; trained forklift drivers');
    expect(sharedWords(ad, history, 5)).toEqual(['forklift', 'dispatch', 'training']);
  });
});
