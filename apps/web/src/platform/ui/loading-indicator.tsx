import { Loader, type LoaderProps } from '@mantine/core';

export interface LoadingIndicatorProps extends Omit<LoaderProps, 'role' | 'aria-label'> {
  /** What is loading, for screen readers: "Loading the profile". */
  label: string;
}

/**
 * A spinner that says what is loading: a Loader whose label is required. The theme makes every Loader a status, so
 * the name is allowed (axe aria-prohibited-attr) and read.
 */
export function LoadingIndicator({ label, ...props }: LoadingIndicatorProps) {
  return <Loader {...props} aria-label={label} />;
}
