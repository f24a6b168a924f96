import { describe, expect, it } from 'vitest';
import { parseDemoArgs } from './options.ts';

describe('demo data options', () => {
  it('development only: defaults, both spellings of a value, and help', () => {
    expect(parseDemoArgs([])).toEqual({ help: false, options: { candidates: 500, seed: 1 } });
    expect(parseDemoArgs(['--candidates', '20', '--seed=3', '--organisation', 'Acme Demo'])).toEqual({
      help: false,
      options: { candidates: 20, seed: 3, organisation: 'Acme Demo' },
    });
    expect(parseDemoArgs(['--help'])).toEqual({ help: true });
  });

  it('development only: unknown options, missing values, stray words and bad numbers are refused by name', () => {
    expect(() => parseDemoArgs(['--candidate', '5'])).toThrow('Unknown option --candidate.');
    expect(() => parseDemoArgs(['--seed'])).toThrow('--seed needs a value.');
    expect(() => parseDemoArgs(['--seed', '--candidates', '3'])).toThrow('--seed needs a value.');
    expect(() => parseDemoArgs(['500'])).toThrow('Unexpected argument "500".');
    expect(() => parseDemoArgs(['--candidates', 'many'])).toThrow('--candidates must be a number');
    expect(() => parseDemoArgs(['--candidates', '0'])).toThrow('--candidates must be at least 1');
    expect(() => parseDemoArgs(['--candidates', '2.5'])).toThrow('--candidates must be a whole number');
    expect(() => parseDemoArgs(['--seed', '1', '--seed', '2'])).toThrow('--seed is given twice.');
  });
});
