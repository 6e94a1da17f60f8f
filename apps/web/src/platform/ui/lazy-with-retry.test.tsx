import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithRetry, retryFailedParts } from './lazy-with-retry.ts';

/** An error boundary with a "Try again" that renders its children afresh, as a screen's error view does. */
class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <button
        type="button"
        onClick={() => {
          retryFailedParts();
          this.setState({ error: null });
        }}
      >
        Try again after: {this.state.error.message}
      </button>
    );
  }
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyWithRetry', () => {
  it('loads the part again on the next render after a failed load, and shows it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(
        new TypeError('Failed to fetch dynamically imported module: /assets/greeting.js'),
      )
      .mockResolvedValue({ default: Greeting });
    const Lazy = lazyWithRetry(load);
    render(
      <Boundary>
        <Suspense fallback={<p>Loading</p>}>
          <Lazy name="Mary" />
        </Suspense>
      </Boundary>,
    );
    const retry = await screen.findByRole('button', { name: /Try again after: Failed to fetch/ });
    // The failure reaches the error boundary; nothing is fetched again until it tries again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => retry.click());
    expect(await screen.findByText('Hello Mary')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads once when it does not fail, however often it is rendered', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Lazy = lazyWithRetry(load);
    const { rerender } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Mary" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Mary')).toBeTruthy();
    rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Lena" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Lena')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading early on preload', () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    lazyWithRetry(load).preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
