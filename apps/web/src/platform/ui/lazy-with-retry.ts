import { createElement, lazy, type ComponentType, type JSX, type LazyExoticComponent } from 'react';

/** A component loaded on first render, which can load again after a failure; `preload` starts loading early. */
export interface LazyWithRetry<P extends object> {
  (props: P): JSX.Element;
  /** Starts fetching the code now (a failure is left for the render to meet). */
  preload: () => void;
}

/** What makes each part that failed to load try again on its next render. */
const failedParts = new Set<() => void>();

/**
 * Lets every part that failed to load (lazyWithRetry) load afresh on its next render. An error view calls it before
 * showing its screen again: when the connection is back, or on "Try again". Nothing retries by itself, so a part
 * that cannot load (offline) fails once, to its error view, rather than again and again.
 */
export function retryFailedParts(): void {
  for (const retry of failedParts) retry();
  failedParts.clear();
}

/**
 * React's `lazy`, except that a failed load is not final. React keeps a lazy component's failure for the page's
 * life: a part that did not arrive because the connection dropped would fail again on every later render, even once
 * the connection is back, until the page is reloaded (losing what it holds: a reply waiting to be sent). Here, after
 * `retryFailedParts()`, the next render loads it afresh.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyWithRetry<P> {
  const attempt = (): Promise<{ default: ComponentType<P> }> =>
    load().catch((error: unknown) => {
      failedParts.add(() => {
        current = lazy(attempt);
      });
      throw error;
    });
  let current: LazyExoticComponent<ComponentType<P>> = lazy(attempt);
  function Lazy(props: P): JSX.Element {
    return createElement(current as ComponentType<P>, props);
  }
  Lazy.preload = (): void => {
    load().catch(() => undefined);
  };
  return Lazy;
}
