import { notifications } from '@mantine/notifications';
import { ApiError } from './api-client.ts';

interface FieldErrorTarget {
  setFieldError: (field: string, error: string) => void;
  values: object;
}

/** The sentence a failed request shows: the server's problem+json `detail`, or the error's own message. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A mutation's failure as a form message, null while nothing failed: `<FormError message={failure(m.error)} />`. */
export const failure = (error: unknown): string | null =>
  error === null || error === undefined ? null : errorMessage(error);

/** The problem code a failed request carries, if the server sent one. */
export const problemCodeOf = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.problem?.code : undefined;

/**
 * Shows a failed request where the user can act on it: on the field the server named (problem+json `field`)
 * when the form has it, and always as the form's message. Returns that message.
 */
export function applyServerError(form: FieldErrorTarget, error: unknown): string {
  const message = errorMessage(error);
  if (error instanceof ApiError && error.field && error.field in form.values)
    form.setFieldError(error.field, message);
  return message;
}

/** A failed write with no form to show it on: a red notification with what was attempted as its title. */
export function notifyFailure(title: string, error: unknown) {
  notifications.show({ color: 'red', title, message: errorMessage(error) });
}
