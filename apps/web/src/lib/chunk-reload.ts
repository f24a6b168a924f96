/**
 * After a new release the old page's lazily loaded chunks are gone from the server; importing one fails. Reloading
 * once fetches the new release. A marker in sessionStorage makes sure it is once (no reload loop).
 */
const markerKey = 'talvio_chunk_reload';
const retryWindowMs = 30_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  );
}

/** Reloads the page unless it was reloaded for the same reason moments ago; says whether it reloads. */
export function reloadOnce(): boolean {
  const path = window.location.pathname;
  try {
    const previous = JSON.parse(sessionStorage.getItem(markerKey) ?? 'null') as {
      path: string;
      at: number;
    } | null;
    if (previous && previous.path === path && Date.now() - previous.at < retryWindowMs) return false;
    sessionStorage.setItem(markerKey, JSON.stringify({ path, at: Date.now() }));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** Vite reports a failed preload of a chunk; reload once instead of leaving a broken page. */
export function reloadOnPreloadError() {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
