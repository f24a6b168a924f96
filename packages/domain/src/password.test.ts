import { describe, expect, it } from 'vitest';
import { passwordError, passwordMentionsEmail } from './password.ts';

describe('password rules', () => {
  it('password length: passwords are 8 to 128 characters', () => {
    expect(passwordError('1234567')).toBe('Use at least 8 characters');
    expect(passwordError('12345678')).toBeNull();
    expect(passwordError('x'.repeat(128))).toBeNull();
    expect(passwordError('x'.repeat(129))).toBe('Use at most 128 characters');
  });

  it('password and e-mail: a password may not be the e-mail address or contain its local part', () => {
    expect(passwordMentionsEmail('ana.lopez@example.com', 'Ana.Lopez@example.com')).toBe(true);
    expect(passwordMentionsEmail('ANA.LOPEZ2026!', 'ana.lopez@example.com')).toBe(true);
    expect(passwordMentionsEmail('my-secret-horse', 'ana.lopez@example.com')).toBe(false);
    // A very short local part is only refused as the whole address, or every password with "jo" would be.
    expect(passwordMentionsEmail('jolly-good-horse', 'jo@example.com')).toBe(false);
    expect(passwordError('ana.lopez1', { email: 'ana.lopez@example.com' })).toBe(
      'Do not use your e-mail address in your password',
    );
    expect(passwordError('ana.lopez1', { email: '' })).toBeNull();
  });
});
