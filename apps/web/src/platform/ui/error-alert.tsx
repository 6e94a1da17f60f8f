import { Alert, type AlertProps } from '@mantine/core';
import { errorMessage } from '../api/api-error.ts';

export interface ErrorAlertProps extends Omit<AlertProps, 'color' | 'role' | 'title' | 'children'> {
  /** What failed, as the person sees it: "The teams could not be loaded", "The index was not rebuilt". */
  title: string;
  /** What was thrown (a query's or mutation's `error`): its sentence, the server's reason, is the alert's text. */
  error: unknown;
}

/**
 * Something could not be loaded or done: a red alert, announced to screen readers, with what failed as its title
 * and the server's reason (errorMessage) under it. Other Alert props (margins, width, variant, icon) pass through.
 */
export function ErrorAlert({ title, error, ...rest }: ErrorAlertProps) {
  return (
    <Alert color="red" role="alert" title={title} {...rest}>
      {errorMessage(error)}
    </Alert>
  );
}
