import { fork } from 'node:child_process';
import type { City, CitySearchQuery } from '@talvio/contracts/auth';
import {
  buildIndex,
  type CityIndex,
  NO_MATCH,
  normalise,
  type PackedStrings,
  packedAt,
  packedStart,
  TIER_EXACT,
  TIER_NAME_PREFIX,
  TIER_WORD_PREFIX,
} from './city-index.ts';

/** World-cities search behind GET /auth/search-all-cities, over the index of city-index.ts. */
let cityIndex: CityIndex | null = null;

function getIndex(): CityIndex {
  cityIndex ??= buildIndex();
  return cityIndex;
}

/**
 * The index built in a short-lived child process (build-city-index.ts): decoding the data allocates far more
 * than the index keeps, and a process gives all of it back when it ends (a thread would not).
 */
function buildIndexInChildProcess(): Promise<CityIndex> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./build-city-index.ts', import.meta.url), {
      // The child runs TypeScript like the server does, whatever flags started this process (a test runner's).
      execArgv: ['--import', 'tsx'],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-2000);
    });
    child.once('message', (index) => {
      resolve(index as CityIndex);
      child.disconnect();
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the city index process stopped (${code}): ${errors}`)));
  });
}

/**
 * Builds the index now rather than on the first search (the server calls it once it is listening). A search
 * that comes first builds it in this thread. `onFallback` hears why the child process could not be used.
 */
export async function warmCityIndex(onFallback: (error: unknown) => void = () => {}): Promise<void> {
  if (cityIndex) return;
  const built = await buildIndexInChildProcess().catch((error: unknown) => {
    onFallback(error);
    return buildIndex();
  });
  cityIndex ??= built;
}

/**
 * Well-known former or English names of large cities, which GeoNames' primary names (all the index has) do not
 * include: normalised alias → normalised current name.
 */
const formerNames: [string, string][] = [
  ['bangalore', 'bengaluru'],
  ['bombay', 'mumbai'],
  ['madras', 'chennai'],
  ['calcutta', 'kolkata'],
  ['poona', 'pune'],
  ['gurgaon', 'gurugram'],
  ['mysore', 'mysuru'],
  ['trivandrum', 'thiruvananthapuram'],
  ['peking', 'beijing'],
  ['canton', 'guangzhou'],
  ['saigon', 'ho chi minh city'],
  ['kiev', 'kyiv'],
  ['rangoon', 'yangon'],
];

/** First position whose key is >= target. */
function lowerBound(keys: PackedStrings, target: string): number {
  let lo = 0;
  let hi = keys.ends.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (packedAt(keys, mid) < target) lo = mid + 1;
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

  // A key that starts with the term is the term itself when it has as many bytes.
  const termBytes = Buffer.byteLength(term);
  const touched: number[] = [];
  const consider = (city: number, tier: number) => {
    if (countryFilter !== -1 && countryOf[city] !== countryFilter) return;
    const best = bestTier[city]!;
    if (tier < best) {
      if (best === NO_MATCH) touched.push(city);
      bestTier[city] = tier;
    }
  };
  for (let i = start; i < end; i++) {
    const code = entries[i]!;
    const tier =
      (code & 1) === 1
        ? TIER_WORD_PREFIX
        : keys.ends[i]! - packedStart(keys, i) === termBytes
          ? TIER_EXACT
          : TIER_NAME_PREFIX;
    consider(code >>> 1, tier);
  }
  // Former and English names the data lacks ("Bangalore" finds Bengaluru), as exact or name-prefix matches.
  for (const [alias, current] of formerNames) {
    if (term.length < 4 || !alias.startsWith(term)) continue;
    for (let i = lowerBound(keys, current); i < keys.ends.length && packedAt(keys, i) === current; i++) {
      const code = entries[i]!;
      if ((code & 1) === 0) consider(code >>> 1, alias === term ? TIER_EXACT : TIER_NAME_PREFIX);
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
  const name = packedAt(index.names, city);
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
