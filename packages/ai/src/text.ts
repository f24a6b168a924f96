/**
 * Tokeniser shared by the taxonomy index and the skill extractor, so a skill name and the text it is found in
 * are normalised the same way. Tokens keep the symbols that make tech names distinct ("c++", "c#", ".net",
 * "node.js", "f&b"); hyphens and slashes split ("CI/CD" and "CI CD" both become "ci cd").
 */
export interface Token {
  /** Normalised form: lower case, curly apostrophes straightened, possessive "'s" removed. */
  norm: string;
  /** The token exactly as written. */
  raw: string;
  start: number;
  end: number;
}

const TOKEN_PATTERN = /(?<![\p{L}\p{N}])\.?[\p{L}\p{N}]+(?:[.'’&][\p{L}\p{N}]+)*(?:\+\+|\+|#)?/gu;

export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const raw = match[0];
    const start = match.index;
    const norm = raw.toLowerCase().replace(/’/g, "'").replace(/'s$/, '');
    tokens.push({ norm, raw, start, end: start + raw.length });
  }
  return tokens;
}

/** The lookup key of a term: its normalised tokens joined by single spaces. */
export function termKey(term: string): string {
  return tokenise(term)
    .map((token) => token.norm)
    .join(' ');
}

/** FNV-1a 32-bit hash: a stable starting value for deterministic choices. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small seeded generator (mulberry32) so the same input always yields the same choices. */
export function createRandom(start: number): () => number {
  let state = start >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A job description's HTML as the plain text the ranking reads: blocks end their lines, entities are decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|h2|h3|blockquote)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/** A seeded Fisher–Yates shuffle: a different but stable order for every input. */
export function shuffle<T>(random: () => number, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** The text split at `separator`, except inside brackets ("MS Excel (Pivot Tables, VLOOKUP)" stays one). */
export function outsideBrackets(text: string, separator: RegExp): string[] {
  const atStart = new RegExp(`^(?:${separator.source})`, separator.flags.replace(/[gy]/g, ''));
  const pieces: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (c === '(' || c === '[') depth += 1;
    if ((c === ')' || c === ']') && depth > 0) depth -= 1;
    const match = depth === 0 ? atStart.exec(text.slice(i)) : null;
    if (match && match[0].length > 0) {
      pieces.push(current);
      current = '';
      i += match[0].length - 1;
    } else current += c;
  }
  pieces.push(current);
  return pieces;
}

/** Text without its accents ("Aufzüge" → "Aufzuge", "é" → "e"): letters decomposed and their marks dropped. */
export const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
