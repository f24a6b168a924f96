import { describe, expect, it } from 'vitest';
import { articleIdFromPath, articlePath, readingMinutes, wordCount, wordsPerMinute } from './articles.ts';

describe('reading time', () => {
  it('reading time: words ÷ 220, rounded up', () => {
    expect(wordsPerMinute).toBe(220);
    expect(readingMinutes(220)).toBe(1);
    expect(readingMinutes(221)).toBe(2);
    expect(readingMinutes(700)).toBe(4);
    expect(readingMinutes(1100)).toBe(5);
    expect(readingMinutes(1101)).toBe(6);
  });

  it('reading time: a very short text still takes a minute', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(3)).toBe(1);
  });

  it('reading time: words are the runs between white space, however long the gaps', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('  one\ttwo\n\nthree  ')).toBe(3);
    expect(wordCount('well-structured, fair — interviews')).toBe(4);
  });
});

describe('both routes, one article', () => {
  it('both routes, one article: /articles/{id} and /article/{id} name the same id; the canonical path is /articles/{id}', () => {
    expect(articleIdFromPath('/articles/3')).toBe(3);
    expect(articleIdFromPath('/article/3')).toBe(3);
    expect(articleIdFromPath('/articles/3/')).toBe(3);
    expect(articlePath(3)).toBe('/articles/3');
  });

  it('both routes, one article: other paths and ids that cannot exist are not article pages', () => {
    for (const path of [
      '/articles',
      '/articles/',
      '/articles/abc',
      '/articles/0',
      '/articles/-1',
      '/articles/1.5',
      '/articles/2147483648',
      '/articles/99999999999',
      '/articles/3/edit',
      '/my-articles/3',
    ]) {
      expect(articleIdFromPath(path), path).toBeNull();
    }
    expect(articleIdFromPath('/articles/2147483647')).toBe(2_147_483_647);
  });
});
