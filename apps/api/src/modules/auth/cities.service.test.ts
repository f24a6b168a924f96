import type { City } from '@talvio/contracts/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchCities, warmCityIndex } from './cities.service.ts';

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');

/** 0 exact name, 1 name prefix, 2 prefix of a later word — the ranking tiers of searchCities. */
function tierOf(city: City, term: string): number {
  const name = fold(city.name);
  if (name === term) return 0;
  if (name.startsWith(term)) return 1;
  return 2;
}

describe('searchCities', () => {
  const fallbacks: unknown[] = [];
  beforeAll(async () => {
    await warmCityIndex((error) => fallbacks.push(error));
  }, 60_000);

  it('builds the index in a child process, not in the server process', () => {
    expect(fallbacks).toEqual([]);
    expect(searchCities({ searchTerm: 'paris', limit: 1 })[0]?.countryCode).toBe('FR');
  });

  it('finds a city by the prefix of its name, largest first', () => {
    const [first] = searchCities({ searchTerm: 'beng', limit: 10 });
    expect(first).toMatchObject({ name: 'Bengaluru', countryCode: 'IN', countryName: 'India' });
    expect(first?.label).toBe('Bengaluru, India');
    expect(first?.population).toBeGreaterThan(1_000_000);
  });

  it('returns cities of the chosen country near the top for a short prefix', () => {
    // Bangkok, the largest "bang…" city, comes first; Bengaluru (former name Bangalore) is among the results.
    const all = searchCities({ searchTerm: 'bang', limit: 10 });
    expect(all[0]?.name).toBe('Bangkok');
    const inIndia = searchCities({ searchTerm: 'bang', countryCode: 'IN', limit: 5 });
    expect(inIndia.length).toBeGreaterThan(0);
    for (const city of inIndia) expect(city.countryCode).toBe('IN');
  });

  it('ignores diacritics in both the term and the names', () => {
    expect(searchCities({ searchTerm: 'sao pa', limit: 5 })[0]).toMatchObject({
      name: 'São Paulo',
      countryCode: 'BR',
    });
    expect(searchCities({ searchTerm: 'zurich', limit: 5 })[0]).toMatchObject({
      name: 'Zürich',
      countryCode: 'CH',
    });
    expect(searchCities({ searchTerm: 'lodz', limit: 5 })[0]?.name).toBe('Łódź');
    expect(searchCities({ searchTerm: 'SÃO PAULO', limit: 1 })[0]?.name).toBe('São Paulo');
  });

  it('treats punctuation as a word separator and ignores apostrophes', () => {
    expect(searchCities({ searchTerm: 'sao-paulo', limit: 1 })[0]?.name).toBe('São Paulo');
    expect(searchCities({ searchTerm: 'laquila', limit: 1 })[0]?.name).toBe("L'Aquila");
    expect(searchCities({ searchTerm: "l'aquila", limit: 1 })[0]?.name).toBe("L'Aquila");
  });

  it('filters by country code', () => {
    const canada = searchCities({ searchTerm: 'london', countryCode: 'CA', limit: 10 });
    expect(canada[0]).toMatchObject({ name: 'London', countryCode: 'CA', countryName: 'Canada' });
    for (const city of canada) expect(city.countryCode).toBe('CA');

    const uk = searchCities({ searchTerm: 'london', countryCode: 'GB', limit: 10 });
    expect(uk[0]).toMatchObject({ name: 'London', countryCode: 'GB', label: 'London, United Kingdom' });
    for (const city of uk) expect(city.countryCode).toBe('GB');
  });

  it('puts exact name matches first, largest first', () => {
    const results = searchCities({ searchTerm: 'london', limit: 10 });
    expect(results[0]).toMatchObject({ name: 'London', countryCode: 'GB' });
    const exact = results.filter((c) => c.name === 'London');
    expect(results.slice(0, exact.length)).toEqual(exact);
  });

  it('returns no cities for a country code absent from the data', () => {
    expect(searchCities({ searchTerm: 'london', countryCode: 'ZZ', limit: 10 })).toEqual([]);
  });

  it('ranks by match tier, then by population', () => {
    const results = searchCities({ searchTerm: 'spring', limit: 30 });
    expect(results).toHaveLength(30);
    for (let i = 1; i < results.length; i++) {
      const prev = results[i - 1]!;
      const cur = results[i]!;
      const [tp, tc] = [tierOf(prev, 'spring'), tierOf(cur, 'spring')];
      expect(tp).toBeLessThanOrEqual(tc);
      if (tp === tc) expect(prev.population).toBeGreaterThanOrEqual(cur.population);
    }
    const springfields = results.filter((c) => c.name === 'Springfield');
    expect(springfields.length).toBeGreaterThan(2);
    expect(springfields[0]).toMatchObject({ countryCode: 'US', region: 'MO' });
  });

  it('matches the prefix of a later word, below whole-name matches', () => {
    const results = searchCities({ searchTerm: 'york', limit: 50 });
    const newYork = results.findIndex((c) => c.name === 'New York City');
    expect(newYork).toBeGreaterThan(0);
    const lastNamePrefix = results.findLastIndex((c) => fold(c.name).startsWith('york'));
    expect(lastNamePrefix).toBeLessThan(newYork);
    expect(searchCities({ searchTerm: 'york c', limit: 5 }).map((c) => c.name)).toContain('New York City');
  });

  it('returns each city once, even when several of its words match', () => {
    const results = searchCities({ searchTerm: 'baden', limit: 50 });
    const ids = results.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(results.filter((c) => c.name === 'Baden-Baden')).toHaveLength(1);
  });

  it('respects the limit', () => {
    expect(searchCities({ searchTerm: 'san', limit: 3 })).toHaveLength(3);
    expect(searchCities({ searchTerm: 'san', limit: 50 })).toHaveLength(50);
  });

  it('returns nothing for an unknown term or one with no letters', () => {
    expect(searchCities({ searchTerm: 'xqzzvv', limit: 10 })).toEqual([]);
    expect(searchCities({ searchTerm: "' - ", limit: 10 })).toEqual([]);
  });

  it('handles a one-letter term', () => {
    const results = searchCities({ searchTerm: 'z', limit: 10 });
    expect(results).toHaveLength(10);
    for (const city of results) expect(fold(city.name)).toMatch(/(^|[^\p{L}\p{N}])z/u);
    const populations = results.map((c) => c.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('shows US state codes as the region and null elsewhere', () => {
    expect(searchCities({ searchTerm: 'springfield', countryCode: 'US', limit: 1 })[0]?.region).toBe('MO');
    expect(searchCities({ searchTerm: 'bengaluru', limit: 1 })[0]?.region).toBeNull();
  });
});

describe('former city names', () => {
  it('city search: a well-known former name finds today’s city: "Bangalore" finds Bengaluru, "Bombay" Mumbai', async () => {
    await warmCityIndex();
    expect(searchCities({ searchTerm: 'Bangalore', limit: 5 })[0]).toMatchObject({ name: 'Bengaluru' });
    expect(searchCities({ searchTerm: 'bangal', limit: 5 }).map((c) => c.name)).toContain('Bengaluru');
    expect(searchCities({ searchTerm: 'Bombay', countryCode: 'IN', limit: 3 })[0]).toMatchObject({
      name: 'Mumbai',
    });
    expect(searchCities({ searchTerm: 'Bombay', countryCode: 'FR', limit: 3 })).toEqual([]);
  });
});
