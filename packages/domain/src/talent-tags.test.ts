import { describe, expect, it } from 'vitest';
import { changeTags, undoTags } from './talent-tags.ts';

describe('bulk tag and undo', () => {
  it('bulk tag and undo: tags compare without case; a tag already there is not added twice', () => {
    expect(changeTags(['Referral'], ['referral', 'night shift'], [], 30)).toEqual({
      tags: ['Referral', 'night shift'],
      added: ['night shift'],
      removed: [],
    });
    expect(changeTags(['a', 'B'], [], ['b', 'c'], 30)).toEqual({ tags: ['a'], added: [], removed: ['B'] });
    expect(changeTags([], ['x', 'X'], [], 30)).toEqual({ tags: ['x'], added: ['x'], removed: [] });
  });

  it('bulk tag and undo: a profile that would pass the most tags is left as it was', () => {
    expect(changeTags(['a', 'b'], ['c'], [], 2)).toBe('too_many');
    expect(changeTags(['a', 'b'], ['c'], ['a'], 2)).toEqual({
      tags: ['b', 'c'],
      added: ['c'],
      removed: ['a'],
    });
    // Removing only never fails, even on a profile already over the limit.
    expect(changeTags(['a', 'b', 'c'], [], ['a'], 1)).toEqual({
      tags: ['b', 'c'],
      added: [],
      removed: ['a'],
    });
  });

  it('bulk tag and undo: undoing removes what was added and puts back what was removed', () => {
    const change = changeTags(['Referral', 'old'], ['vip'], ['OLD'], 30);
    if (change === 'too_many') throw new Error('unexpected');
    expect(undoTags(change.tags, change, 30)).toEqual({
      tags: ['Referral', 'old'],
      added: ['old'],
      removed: ['vip'],
    });
  });
});
