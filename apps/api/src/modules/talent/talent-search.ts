/**
 * The talent pool's search box (docs/product/talent-pool.md, **search**): a query with "quoted phrases", -excluded
 * words or OR uses PostgreSQL's web-search syntax; plain words must all match, and the last one also matches as
 * the start of a word, so results narrow while someone types.
 */
export type SearchQuery =
  | { kind: 'websearch'; text: string; raw: string }
  /** `words` for plainto_tsquery (may be empty); `prefix` a quoted tsquery lexeme with `:*`. */
  | { kind: 'prefix'; words: string; prefix: string; raw: string };

const webSyntax = /"|(^|\s)-\S|\sOR\s/;

export function toSearchQuery(input: string | undefined): SearchQuery | null {
  const raw = (input ?? '').trim();
  if (!raw) return null;
  if (webSyntax.test(raw)) return { kind: 'websearch', text: raw, raw };
  const words = raw.split(/\s+/);
  const last = words.pop()!.replace(/[\\':]/g, '');
  if (!last) return { kind: 'websearch', text: raw, raw };
  return { kind: 'prefix', words: words.join(' '), prefix: `'${last}':*`, raw };
}
