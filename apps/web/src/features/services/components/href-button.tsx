import { Button, type ButtonProps } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/**
 * A click handler for a link to an in-app address built as text (e.g. by newMessageHref): a plain click navigates
 * without reloading; Ctrl/Cmd/Shift/middle-click keep the browser's own behaviour (a new tab or window).
 */
export function useFollowHref(href: string | null) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!href || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void navigate({ href });
  };
}

export interface HrefButtonProps extends ButtonProps {
  href: string;
  children: ReactNode;
}

/** A button-styled link to an in-app address built as text. */
export function HrefButton({ href, children, ...props }: HrefButtonProps) {
  const follow = useFollowHref(href);
  return (
    <Button component="a" href={href} onClick={follow} {...props}>
      {children}
    </Button>
  );
}
