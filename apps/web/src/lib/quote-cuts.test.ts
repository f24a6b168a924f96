import { describe, expect, it } from 'vitest';
import { withCutMarks } from './quote-cuts.ts';

const answer =
  'We cut the p99 to 200 ms. The trade-off was extra memory, which we accepted. Then we moved on.';

describe('evidence quote cuts', () => {
  it('quotes are not cut silently: a quote that starts or ends inside a sentence is marked with …', () => {
    expect(withCutMarks(answer, 'the p99 to 200 ms')).toBe('…the p99 to 200 ms');
    expect(withCutMarks(answer, 'The trade-off was extra memory')).toBe('The trade-off was extra memory…');
    expect(withCutMarks(answer, 'extra memory')).toBe('…extra memory…');
  });

  it('leaves whole sentences and quotes it cannot find as they are', () => {
    expect(withCutMarks(answer, 'The trade-off was extra memory, which we accepted.')).toBe(
      'The trade-off was extra memory, which we accepted.',
    );
    expect(withCutMarks(answer, 'Then we moved on.')).toBe('Then we moved on.');
    expect(withCutMarks(answer, 'not in the answer')).toBe('not in the answer');
  });
});
