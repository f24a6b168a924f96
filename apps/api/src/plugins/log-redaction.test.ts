import { describe, expect, it } from 'vitest';
import { redacted, redactUrl } from './log-redaction.ts';

describe('secrets in logs', () => {
  it('secrets in logs: link tokens, reset tokens and codes are removed from logged URLs', () => {
    const linkToken = 'q7F2x9_Kd0-abcdefghijklmnopqrstuvwxyz0123456';
    expect(redactUrl(`/api/interview/${linkToken}/answers/12`)).toBe(`/api/interview/${redacted}/answers/12`);
    expect(redactUrl('/api/identity/reset-password/AbCdEf123456?callbackURL=%2Freset-password')).toBe(
      `/api/identity/reset-password/${redacted}?callbackURL=%2Freset-password`,
    );
    expect(redactUrl('/api/identity/verify-email?token=eyJ.abc.def&callbackURL=%2F')).toBe(
      `/api/identity/verify-email?token=${encodeURIComponent(redacted)}&callbackURL=%2F`,
    );
    expect(redactUrl(`/api/anything/${'x1'.repeat(20)}`)).toBe(`/api/anything/${redacted}`);
    expect(redactUrl('/api/video/rooms/short-token/signal')).toBe(`/api/video/rooms/${redacted}/signal`);
    expect(redactUrl(`/video-call?room=${linkToken}`)).toBe(
      `/video-call?room=${encodeURIComponent(redacted)}`,
    );
  });

  it('keeps ordinary URLs as they are', () => {
    expect(redactUrl('/api/jobs/42?status=open&page=2')).toBe('/api/jobs/42?status=open&page=2');
    expect(redactUrl('/api/users/current')).toBe('/api/users/current');
    expect(redactUrl('/api/interview/')).toBe('/api/interview/');
  });
});
