import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A whole number within bounds. Out-of-range values stay as typed (no clamping on blur), so the form's validation
 * can say what is wrong instead of silently changing the number.
 */
export function WholeNumberInput({
  limits,
  ...props
}: NumberInputProps & { limits: { min: number; max: number } }) {
  return (
    <NumberInput min={limits.min} max={limits.max} allowDecimal={false} clampBehavior="none" {...props} />
  );
}
