import { describe, expect, it } from 'vitest';
import { isEnglishWord } from './english-words.ts';

describe('English words', () => {
  it('work history like the ad: English words are known as written and with a common inflection taken off', () => {
    for (const word of ['warehouse', 'managed', 'shifts', 'supervising', 'duties', 'accurately', 'planner'])
      expect(isEnglishWord(word), word).toBe(true);
  });

  it('work history like the ad: words of other languages, and words of one or two letters, are not English words', () => {
    for (const word of [
      'magazijn',
      'leidinggevende',
      'almacen',
      'gestionado',
      'werkvoorbereider',
      'zmiana',
      'en',
      'la',
    ])
      expect(isEnglishWord(word), word).toBe(false);
  });
});
