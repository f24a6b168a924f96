import { TextInput, type TextInputProps } from '@mantine/core';

/** A required e-mail address field, filled in by the browser from the person's saved addresses; props override. */
export function EmailInput(props: TextInputProps) {
  return <TextInput label="E-mail" type="email" autoComplete="email" required {...props} />;
}
