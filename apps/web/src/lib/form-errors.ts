import { ApiError } from './api-client.ts';

interface FieldErrorTarget {
  setFieldError: (field: string, error: string) => void;
  values: object;
}

/**
 * Shows a failed request where the user can act on it: on the field the server named (problem+json `field`)
 * when the form has it, and always as the form's message. Returns that message.
 */
export function applyServerError(form: FieldErrorTarget, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ApiError && error.field && error.field in form.values)
    form.setFieldError(error.field, message);
  return message;
}
