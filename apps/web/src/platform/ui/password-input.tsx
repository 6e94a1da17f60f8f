import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput, with its input marked invalid while it shows an error (Mantine puts only `data-invalid` on
 * it): the error is then announced with the field, and a refused form's "focus the first invalid field" finds it.
 * Mantine already links the error and the description to the input (`aria-describedby`). Use this one everywhere.
 */
export function PasswordInput(props: PasswordInputProps) {
  return <MantinePasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
