import { describe, expect, it } from 'vitest';
import { creditsToShow, organisationInitials } from './organisation.ts';

describe('sidebar footer', () => {
  it('sidebar footer: initials are the first letters of the first two words', () => {
    expect(organisationInitials('Demo Talent Labs')).toBe('DT');
    expect(organisationInitials('acme')).toBe('A');
    expect(organisationInitials('  élan   vital  co ')).toBe('ÉV');
  });
  it("sidebar footer: 'N' when there is no name", () => {
    expect(organisationInitials('')).toBe('N');
    expect(organisationInitials(null)).toBe('N');
    expect(organisationInitials(undefined)).toBe('N');
    expect(organisationInitials('   ')).toBe('N');
  });
  it('sidebar footer: credit count is 0 if missing', () => {
    expect(creditsToShow(undefined)).toBe(0);
    expect(creditsToShow(null)).toBe(0);
    expect(creditsToShow(7)).toBe(7);
  });
});
