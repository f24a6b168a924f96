import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, minorToDecimalString, parseMajorToMinor } from './money.ts';

describe('money in minor units', () => {
  it('parses typed amounts into integer minor units', () => {
    expect(parseMajorToMinor('120000')).toBe(12_000_000);
    expect(parseMajorToMinor('120000.5')).toBe(12_000_050);
    expect(parseMajorToMinor('0.07')).toBe(7);
    expect(parseMajorToMinor('1,20,000')).toBe(12_000_000);
    expect(parseMajorToMinor('120,000.25')).toBe(12_000_025);
    expect(parseMajorToMinor(' 49 ')).toBe(4900);
    for (const bad of ['', 'abc', '-5', '1.234', '1e5', '12.', '.5'])
      expect(parseMajorToMinor(bad)).toBeNull();
  });

  it('round-trips every amount exactly, without floating-point drift', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (minor) => {
        expect(parseMajorToMinor(minorToDecimalString(minor))).toBe(minor);
      }),
    );
    expect(minorToDecimalString(10)).toBe('0.10');
    expect(() => minorToDecimalString(0.5)).toThrow(RangeError);
  });

  it('money in minor units: formats in the chosen currency', () => {
    expect(formatMoney(4900, 'USD')).toBe('$49');
    expect(formatMoney(425_000, 'INR')).toBe('₹4,250');
    expect(formatMoney(12_000_000, 'INR')).toBe('₹1,20,000');
    expect(formatMoney(1999, 'USD')).toBe('$19.99');
  });
});
