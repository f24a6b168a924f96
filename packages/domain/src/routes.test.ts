import { describe, expect, it } from 'vitest';
import { isAuthRoute, isKnownRoute, redirectForUnknownRoute, shouldShowSidebar } from './routes.ts';

describe('navigation rule', () => {
  it('navigation rule: an unknown URL goes to /dashboard when a token is stored', () => {
    expect(redirectForUnknownRoute('/no-such-page', true)).toBe('/dashboard');
  });
  it('navigation rule: an unknown URL goes to /login when no token is stored', () => {
    expect(redirectForUnknownRoute('/no-such-page', false)).toBe('/login');
  });
  it('navigation rule: a URL containing "candidate-interview" is never redirected', () => {
    expect(redirectForUnknownRoute('/x/candidate-interview/abc/extra', false)).toBeNull();
    expect(redirectForUnknownRoute('/candidate-interview', true)).toBeNull();
  });
  it('navigation rule: every route of the table is known, with parameters', () => {
    for (const path of [
      '/',
      '/jobs/12',
      '/jobs/12/insights',
      '/my-job/new',
      '/users/edit/3',
      '/article/5',
      '/articles/5',
    ]) {
      expect(isKnownRoute(path), path).toBe(true);
      expect(redirectForUnknownRoute(path, false)).toBeNull();
    }
    expect(isKnownRoute('/jobs')).toBe(false);
    expect(isKnownRoute('/jobs/1/2')).toBe(false);
  });
});

describe('sidebar visibility', () => {
  it('sidebar visibility: auth pages are /, /login, /register, /forgot-password, /reset-password and /onboarding', () => {
    for (const path of ['/', '/login', '/register', '/forgot-password', '/reset-password', '/onboarding']) {
      expect(isAuthRoute(path)).toBe(true);
      expect(shouldShowSidebar(path, true)).toBe(false);
    }
  });
  it('sidebar visibility: sidebar only on valid non-auth routes and only when onboarded', () => {
    expect(shouldShowSidebar('/dashboard', true)).toBe(true);
    expect(shouldShowSidebar('/dashboard', false)).toBe(false);
    expect(shouldShowSidebar('/dashboard', undefined)).toBe(false);
    expect(shouldShowSidebar('/unknown', true)).toBe(false);
  });
});
