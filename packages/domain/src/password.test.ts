import { describe, expect, it } from 'vitest';
import { passwordError } from './password.ts';

describe('password length rule', () => {
  it('QUALITY.md: passwords are 8–128 characters', () => {
    expect(passwordError('1234567')).toBe('Use at least 8 characters');
    expect(passwordError('12345678')).toBeNull();
    expect(passwordError('x'.repeat(128))).toBeNull();
    expect(passwordError('x'.repeat(129))).toBe('Use at most 128 characters');
  });
});
