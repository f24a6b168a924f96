/** QUALITY.md: passwords are 8–128 characters; the server also refuses common passwords. */
export function passwordError(value: string): string | null {
  if (value.length < 8) return 'Use at least 8 characters';
  if (value.length > 128) return 'Use at most 128 characters';
  return null;
}
