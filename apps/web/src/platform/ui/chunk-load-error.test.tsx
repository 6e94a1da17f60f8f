import { lazyRouteComponent } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, keepPageWhenOffline } from './chunk-load-error.ts';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Shown: {this.state.error.message}</p> : this.props.children;
  }
}

/** A route's code that does not arrive, announced as Vite's preload helper announces it. */
function missingPart(url: string) {
  return () => {
    const error = new TypeError(`Failed to fetch dynamically imported module: ${url}`);
    window.dispatchEvent(
      Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error }),
    );
    return Promise.reject(error);
  };
}

const renderLazy = (url: string) => {
  const Lazy = lazyRouteComponent(missingPart(url), 'Screen');
  render(
    <Boundary>
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>
    </Boundary>,
  );
};

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

/** Whether the page was reloaded: jsdom cannot navigate, and reports each attempt on its virtual console. */
function watchReloads() {
  const { virtualConsole } = (globalThis as { jsdom?: { virtualConsole: VirtualConsole } }).jsdom!;
  let attempts = 0;
  const count = (error: Error) => {
    if (error.message.includes('navigation')) attempts += 1;
  };
  virtualConsole.on('jsdomError', count);
  return () => {
    virtualConsole.off('jsdomError', count);
    return attempts > 0;
  };
}

interface VirtualConsole {
  on(event: 'jsdomError', listener: (error: Error) => void): void;
  off(event: 'jsdomError', listener: (error: Error) => void): void;
}

describe('keepPageWhenOffline', () => {
  let stop: () => void;
  beforeEach(() => {
    sessionStorage.clear();
    stop = keepPageWhenOffline();
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  it('offline, the router shows the error instead of reloading the page (which would lose what it holds)', async () => {
    setOnline(false);
    const reloaded = watchReloads();
    await act(async () => renderLazy('http://localhost/assets/offline-a.js'));
    expect(await screen.findByText(/Shown: Failed to fetch dynamically imported module/)).toBeTruthy();
    expect(reloaded()).toBe(false);
  });

  it('online, the page is still reloaded for a missing part, as after a deploy', async () => {
    setOnline(true);
    const reloaded = watchReloads();
    await act(async () => renderLazy('http://localhost/assets/deployed-b.js'));
    expect(reloaded()).toBe(true);
  });

  it('forgets, once back online, that it kept the page, so a later failure reloads as usual', () => {
    setOnline(false);
    missingPart('http://localhost/assets/c.js')().catch(() => {});
    expect(sessionStorage.length).toBe(1);
    window.dispatchEvent(new Event('online'));
    expect(sessionStorage.length).toBe(0);
  });

  it('takes a stylesheet that failed to load out of the page, so the next try of its part loads it', () => {
    setOnline(false);
    const failed = document.createElement('link');
    failed.rel = 'stylesheet';
    failed.href = 'http://localhost/assets/rich-text-view-a1.css';
    const loaded = document.createElement('link');
    loaded.rel = 'stylesheet';
    loaded.href = 'http://localhost/assets/index-b2.css';
    document.head.append(failed, loaded);
    window.dispatchEvent(
      Object.assign(new Event('vite:preloadError', { cancelable: true }), {
        payload: new Error(`Unable to preload CSS for ${failed.href}`),
      }),
    );
    expect(failed.isConnected).toBe(false);
    expect(loaded.isConnected).toBe(true);
    loaded.remove();
  });
});

describe('isChunkLoadError', () => {
  it('knows the browsers’ words for a part of the app that did not load', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });
});
