import { apiBase } from './api-client.ts';

/** A stored file's address as the API returns it (`/api/files/…`), resolved against the configured API base. */
export function fileUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  return path.startsWith('/api/') ? `${apiBase}${path.slice(4)}` : path;
}

/**
 * Saves a file the app fetched itself (an export that needs the staff token, so no plain link): through an object
 * URL and a temporary link, which is released a minute later.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
