import { apiBase } from './api-client.ts';

/** A stored file's address as the API returns it (`/api/files/…`), resolved against the configured API base. */
export function fileUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  return path.startsWith('/api/') ? `${apiBase}${path.slice(4)}` : path;
}
