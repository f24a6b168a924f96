import { describe, expect, it } from 'vitest';
import { creditsToShow, organisationInitials } from './organisation.ts';

describe('seed §2 sidebar footer', () => {
  it('seed §2: initials are the first letters of the first two words', () => {
    expect(organisationInitials('Demo Talent Labs')).toBe('DT');
    expect(organisationInitials('acme')).toBe('A');
    expect(organisationInitials('  élan   vital  co ')).toBe('ÉV');
  });
  it("seed §2: 'N' when there is no name", () => {
    expect(organisationInitials('')).toBe('N');
    expect(organisationInitials(null)).toBe('N');
    expect(organisationInitials(undefined)).toBe('N');
    expect(organisationInitials('   ')).toBe('N');
  });
  it('seed §2: credit count is 0 if missing', () => {
    expect(creditsToShow(undefined)).toBe(0);
    expect(creditsToShow(null)).toBe(0);
    expect(creditsToShow(7)).toBe(7);
  });
});
