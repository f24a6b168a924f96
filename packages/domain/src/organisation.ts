/**
 * Sidebar footer (docs/product/app-shell.md): initials avatar made of the first letters of the first two words of the
 * organisation name, 'N' if there is no name.
 */
export function organisationInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'N';
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toUpperCase())
    .join('');
}

/** The user's credit count in the sidebar footer, 0 if missing. */
export function creditsToShow(credits: number | null | undefined): number {
  return typeof credits === 'number' && Number.isFinite(credits) ? credits : 0;
}
