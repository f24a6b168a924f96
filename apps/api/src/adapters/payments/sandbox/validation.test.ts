import { describe, expect, it } from 'vitest';
import { SandboxError } from './errors.ts';
import { normaliseNotes, requireCurrency, requireInt } from './validation.ts';

const errorOf = (fn: () => unknown): SandboxError => {
  try {
    fn();
  } catch (err) {
    if (err instanceof SandboxError) return err;
    throw err;
  }
  throw new Error('expected a SandboxError');
};

describe('notes', () => {
  it('are empty when absent', () => {
    expect(normaliseNotes(undefined)).toEqual({});
    expect(normaliseNotes(null)).toEqual({});
  });

  it('keep numbers and booleans as strings', () => {
    expect(normaliseNotes({ a: 'x', b: 2, c: true })).toEqual({ a: 'x', b: '2', c: 'true' });
  });

  it('are refused when not an object of key-value pairs', () => {
    expect(errorOf(() => normaliseNotes(['a'])).body.field).toBe('notes');
    expect(errorOf(() => normaliseNotes('a')).body.description).toBe(
      'notes must be an object of key-value pairs',
    );
  });

  it('are refused beyond 15 entries', () => {
    const many = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`k${i}`, 'v']));
    expect(errorOf(() => normaliseNotes(many)).body.description).toBe('Number of notes cannot exceed 15');
  });

  it('are refused with a nested value or a value over 256 characters, naming the note', () => {
    expect(errorOf(() => normaliseNotes({ deep: { x: 1 } })).body.field).toBe('notes.deep');
    expect(errorOf(() => normaliseNotes({ long: 'x'.repeat(257) }, 'item.notes')).body.field).toBe(
      'item.notes.long',
    );
  });
});

describe('integer fields', () => {
  it('accept a whole number at or above the minimum', () => {
    expect(requireInt(100, 'amount', 100)).toBe(100);
  });

  it('refuse a fraction or a string as not an integer', () => {
    expect(errorOf(() => requireInt(1.5, 'amount', 1)).body.description).toBe(
      'The amount must be an integer.',
    );
    expect(errorOf(() => requireInt('100', 'amount', 1)).body.field).toBe('amount');
  });

  it('refuse a value below the minimum in Razorpay’s words', () => {
    expect(errorOf(() => requireInt(99, 'amount', 100)).body.description).toBe(
      'The amount must be atleast 100.',
    );
  });
});

describe('currencies', () => {
  it('are INR or USD, anything else is refused naming the currency', () => {
    expect(requireCurrency('INR')).toBe('INR');
    expect(requireCurrency('USD')).toBe('USD');
    expect(errorOf(() => requireCurrency('inr')).body.field).toBe('currency');
  });
});

describe('sandbox errors', () => {
  it('are business errors from the client side and internal ones from the server side', () => {
    expect(new SandboxError(400, 'bad').body).toEqual({
      code: 'BAD_REQUEST_ERROR',
      description: 'bad',
      field: null,
      source: 'business',
      step: null,
      reason: null,
    });
    expect(new SandboxError(500, 'boom', { code: 'SERVER_ERROR' }).body.source).toBe('internal');
  });
});
