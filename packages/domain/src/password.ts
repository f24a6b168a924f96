/**
 * Password rules (docs/product/deployment-safety.md "password and e-mail"): 8–128 characters, and not the e-mail address or its local part.
 * The server also refuses common passwords.
 */
export function passwordError(value: string, values?: { email?: string }): string | null {
  if (value.length < 8) return 'Use at least 8 characters';
  if (value.length > 128) return 'Use at most 128 characters';
  if (values?.email && passwordMentionsEmail(value, values.email))
    return 'Do not use your e-mail address in your password';
  return null;
}

/** True when the password is the e-mail address or contains its local part (when that is 3 characters or more). */
export function passwordMentionsEmail(password: string, email: string): boolean {
  const p = password.toLowerCase();
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  return p === address || (local.length >= 3 && p.includes(local));
}
