import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { askBeforeClosingWhile, useAskBeforeClosingWithUnsentWork } from './unsent-work.ts';

/** Whether the browser would ask before closing the page: a beforeunload listener cancelled the event. */
const pageWouldAsk = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('asking before the page is closed with unsent work', () => {
  it('asks while any registered holder has unsent work, and no longer once it has none or stopped', () => {
    const { unmount } = renderHook(useAskBeforeClosingWithUnsentWork);
    let drafts = 0;
    let uploads = 0;
    stops.push(askBeforeClosingWhile(() => drafts > 0));
    const stopUploads = askBeforeClosingWhile(() => uploads > 0);
    expect(pageWouldAsk()).toBe(false);
    drafts = 1;
    expect(pageWouldAsk()).toBe(true);
    drafts = 0;
    uploads = 2;
    expect(pageWouldAsk()).toBe(true);
    stopUploads();
    expect(pageWouldAsk()).toBe(false);
    drafts = 1;
    unmount();
    // Without the root's listener nothing asks.
    expect(pageWouldAsk()).toBe(false);
  });
});
