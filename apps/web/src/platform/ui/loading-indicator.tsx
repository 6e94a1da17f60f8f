import { Loader, type LoaderProps } from '@mantine/core';

export interface LoadingIndicatorProps extends Omit<LoaderProps, 'role' | 'aria-label'> {
  /** What is loading, for screen readers: "Loading the profile". */
  label: string;
}

/**
 * A spinner that says what is loading. Mantine's Loader is a plain span, which may not carry a name (axe
 * aria-prohibited-attr): as a status it may, and assistive technology reads it.
 */
export function LoadingIndicator({ label, ...props }: LoadingIndicatorProps) {
  return <Loader {...props} role="status" aria-label={label} />;
}
