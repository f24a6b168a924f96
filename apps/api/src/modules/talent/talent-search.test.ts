import { describe, expect, it } from 'vitest';
import { toSearchQuery } from './talent-search.ts';

describe('search', () => {
  it('search: plain words all match, the last also as the start of a word', () => {
    expect(toSearchQuery('staff nur')).toEqual({
      kind: 'prefix',
      words: 'staff',
      prefix: "'nur':*",
      raw: 'staff nur',
    });
    expect(toSearchQuery("o'brien")).toMatchObject({ kind: 'prefix', words: '', prefix: "'obrien':*" });
    expect(toSearchQuery('   ')).toBeNull();
    expect(toSearchQuery(undefined)).toBeNull();
  });

  it('search: quoted phrases, -exclusions and OR use the web-search syntax', () => {
    expect(toSearchQuery('"staff nurse" -agency')).toMatchObject({
      kind: 'websearch',
      text: '"staff nurse" -agency',
    });
    expect(toSearchQuery('react OR vue')).toMatchObject({ kind: 'websearch' });
    expect(toSearchQuery('co-founder')).toMatchObject({ kind: 'prefix' });
  });
});
