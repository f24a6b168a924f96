import { SandboxError } from './errors.ts';

/** Checks of request fields, with Razorpay's error messages (its spelling included). */

/** Notes as Razorpay keeps them: at most 15 string values. */
export function normaliseNotes(notes: unknown, field = 'notes'): Record<string, string> {
  if (notes === undefined || notes === null) return {};
  if (typeof notes !== 'object' || Array.isArray(notes))
    throw new SandboxError(400, 'notes must be an object of key-value pairs', { field });
  const entries = Object.entries(notes as Record<string, unknown>);
  if (entries.length > 15) throw new SandboxError(400, 'Number of notes cannot exceed 15', { field });
  const out: Record<string, string> = {};
  for (const [k, v] of entries) {
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean')
      throw new SandboxError(400, `notes.${k} must be a string`, { field: `${field}.${k}` });
    const value = String(v);
    if (value.length > 256)
      throw new SandboxError(400, `notes.${k} may have at most 256 characters`, { field: `${field}.${k}` });
    out[k] = value;
  }
  return out;
}

export function requireInt(value: unknown, field: string, min: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw new SandboxError(400, `The ${field} must be an integer.`, { field });
  if (value < min) throw new SandboxError(400, `The ${field} must be atleast ${min}.`, { field });
  return value;
}

export function requireCurrency(value: unknown): 'INR' | 'USD' {
  if (value === 'INR' || value === 'USD') return value;
  throw new SandboxError(400, 'The currency is invalid.', { field: 'currency' });
}

/** A request body as a record of fields (a missing body is an empty one). */
export const bodyOf = (input: unknown) => (input ?? {}) as Record<string, unknown>;
