import type { MessageFileView } from '@casework/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildParticipantSession, buildStaffSession } from '../../../test/fixtures.ts';
import { createTestQueryClient, renderWithProviders } from '../../../test/render.tsx';
import { problemResponse } from '../../../test/responses.ts';
import { threadKeys } from '../api/query-keys.ts';
import { refreshThreads } from '../api/refresh-threads.ts';
import { ThreadMessageFiles } from './thread-message-files.tsx';

vi.setConfig({ testTimeout: 20_000 });

const THREAD_ID = '0190a5b4-0000-7000-8000-000000000301';
const MESSAGE_ID = '0190a5b4-0000-7000-8000-000000000401';
const FILE_PATH = `/api/v1/threads/${THREAD_ID}/${MESSAGE_ID}/files/`;

function buildFile(name: string, contentType: string, size: number): MessageFileView {
  return {
    reference: `${THREAD_ID}/${MESSAGE_ID}/${name}`,
    name,
    size,
    contentType,
    uploadedAt: '2030-01-01T10:01:00.000Z',
  };
}

const smallPhoto = buildFile('kitchen-leak.jpg', 'image/jpeg', 40_000);
const largePhoto = buildFile('roof.png', 'image/png', 2_200_000);

/** Files the fake server was asked for, by name. */
let fileRequests: string[];
/** How the fake server answers a file: the bytes by default. */
let answerFile: (name: string) => Response;

/** IntersectionObserver as the browser drives it: `scrollAllIntoView` says every watched element is on screen. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  seeAll() {
    const entries = [...this.targets].map((target) => ({ target, isIntersecting: true }));
    if (entries.length > 0)
      this.callback(
        entries as unknown as IntersectionObserverEntry[],
        this as unknown as IntersectionObserver,
      );
  }
}

function scrollAllIntoView() {
  act(() => FakeIntersectionObserver.all.forEach((observer) => observer.seeAll()));
}

let madeUrls: string[];
let revokedUrls: string[];

beforeEach(() => {
  fileRequests = [];
  answerFile = (name) => new Response(new Blob([`bytes of ${name}`], { type: 'image/png' }));
  madeUrls = [];
  revokedUrls = [];
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  // jsdom has no object URLs.
  Object.assign(URL, {
    createObjectURL: () => {
      const url = `blob:http://casework.test/${madeUrls.length + 1}`;
      madeUrls.push(url);
      return url;
    },
    revokeObjectURL: (url: string) => revokedUrls.push(url),
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const path = new URL(input, 'http://casework.test').pathname;
      if (path.startsWith(FILE_PATH)) {
        const name = decodeURIComponent(path.slice(FILE_PATH.length));
        fileRequests.push(name);
        return Promise.resolve(answerFile(name));
      }
      return Promise.resolve(problemResponse(404, `Not stubbed: ${path}`));
    }),
  );
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  Reflect.deleteProperty(navigator, 'connection');
});

function renderFiles(files: MessageFileView[], options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <ThreadMessageFiles threadId={THREAD_ID} messageId={MESSAGE_ID} files={files} own={false} />,
    { session: buildStaffSession(), ...options },
  );
}

describe('photos in a message', () => {
  it('loads a small photo once it scrolls into view, described by its name, and keeps its download', async () => {
    renderFiles([smallPhoto]);
    expect(screen.getByRole('list', { name: 'Photos' })).toBeTruthy();
    // Not on screen yet: nothing is downloaded.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fileRequests).toEqual([]);

    scrollAllIntoView();
    const photo = await screen.findByRole('img', { name: 'Photo: kitchen-leak.jpg' });
    expect(photo.getAttribute('src')).toBe(madeUrls[0]);
    expect(fileRequests).toEqual(['kitchen-leak.jpg']);
    const init = vi.mocked(fetch).mock.calls[0]![1]!;
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-staff');
    expect(screen.getByRole('button', { name: 'Download kitchen-leak.jpg 39 KB' })).toBeTruthy();
  });

  it('shows the photo in the participant view the same way', async () => {
    renderFiles([smallPhoto], { session: buildParticipantSession() });
    scrollAllIntoView();
    expect(await screen.findByRole('img', { name: 'Photo: kitchen-leak.jpg' })).toBeTruthy();
    const init = vi.mocked(fetch).mock.calls[0]![1]!;
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-participant');
  });

  it('asks before downloading a large photo, then moves focus to the picture', async () => {
    renderFiles([largePhoto]);
    scrollAllIntoView();
    const show = screen.getByRole('button', { name: 'Show photo roof.png (2.1 MB)' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fileRequests).toEqual([]);

    show.focus();
    fireEvent.click(show);
    const photo = await screen.findByRole('img', { name: 'Photo: roof.png' });
    expect(fileRequests).toEqual(['roof.png']);
    await waitFor(() => expect(document.activeElement).toBe(photo.closest('button')));
  });

  it('asks first for a small photo too when the browser is saving data', async () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    renderFiles([smallPhoto]);
    scrollAllIntoView();
    expect(screen.getByRole('button', { name: 'Show photo kitchen-leak.jpg (39 KB)' })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fileRequests).toEqual([]);
  });

  it('shows no preview for SVG, PDF or pictures browsers cannot draw, only their downloads', async () => {
    renderFiles([
      buildFile('logo.svg', 'image/svg+xml', 2_000),
      buildFile('lease.pdf', 'application/pdf', 20_000),
      buildFile('scan.tiff', 'image/tiff', 20_000),
    ]);
    scrollAllIntoView();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('list', { name: 'Photos' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(fileRequests).toEqual([]);
    expect(screen.getAllByRole('button', { name: /^Download / })).toHaveLength(3);
  });

  it('says plainly when the photo cannot be downloaded, and tries again on request', async () => {
    answerFile = () => problemResponse(500, 'The server had a problem.');
    renderFiles([smallPhoto]);
    scrollAllIntoView();
    expect(await screen.findByText('Could not show this photo. Download it instead.')).toBeTruthy();

    answerFile = (name) => new Response(new Blob([`bytes of ${name}`], { type: 'image/jpeg' }));
    const retry = screen.getByRole('button', { name: 'Try again to show kitchen-leak.jpg' });
    retry.focus();
    fireEvent.click(retry);
    const photo = await screen.findByRole('img', { name: 'Photo: kitchen-leak.jpg' });
    expect(screen.queryByText('Could not show this photo. Download it instead.')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(photo.closest('button')));
  });

  it('says plainly when the browser cannot draw the downloaded photo', async () => {
    renderFiles([smallPhoto]);
    scrollAllIntoView();
    fireEvent.error(await screen.findByRole('img', { name: 'Photo: kitchen-leak.jpg' }));
    expect(await screen.findByText('Could not show this photo. Download it instead.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('opens the photo full size with a Download, and gives focus back when closed', async () => {
    renderFiles([smallPhoto]);
    scrollAllIntoView();
    const opener = (await screen.findByRole('img', { name: 'Photo: kitchen-leak.jpg' })).closest('button')!;
    opener.focus();
    fireEvent.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'kitchen-leak.jpg' });
    expect(within(dialog).getByRole('img', { name: 'Photo: kitchen-leak.jpg' }).getAttribute('src')).toBe(
      madeUrls[0],
    );
    const download = within(dialog).getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe(madeUrls[0]);
    expect(download.getAttribute('download')).toBe('kitchen-leak.jpg');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    // Everything came from the one download.
    expect(fileRequests).toEqual(['kitchen-leak.jpg']);
  });

  it('frees the photo from memory when the message leaves the screen', async () => {
    const { unmount } = renderFiles([smallPhoto]);
    scrollAllIntoView();
    await screen.findByRole('img', { name: 'Photo: kitchen-leak.jpg' });
    expect(revokedUrls).toEqual([]);
    unmount();
    expect(revokedUrls).toEqual(madeUrls);
  });

  it('shows a photo already downloaded without asking again or downloading it again', async () => {
    const queryClient = createTestQueryClient();
    const first = renderFiles([largePhoto], { queryClient });
    fireEvent.click(screen.getByRole('button', { name: 'Show photo roof.png (2.1 MB)' }));
    await screen.findByRole('img', { name: 'Photo: roof.png' });
    first.unmount();

    renderFiles([largePhoto], { queryClient });
    expect(await screen.findByRole('img', { name: 'Photo: roof.png' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show photo/ })).toBeNull();
    expect(fileRequests).toEqual(['roof.png']);
  });

  it('does not download a shown photo again when the conversation refreshes', async () => {
    const { queryClient } = renderFiles([smallPhoto]);
    scrollAllIntoView();
    await screen.findByRole('img', { name: 'Photo: kitchen-leak.jpg' });
    // What a live event does to the open thread.
    await act(() => refreshThreads(queryClient, [THREAD_ID]));
    await act(() => queryClient.invalidateQueries({ queryKey: threadKeys.all }));
    expect(fileRequests).toEqual(['kitchen-leak.jpg']);
  });

  it('has no serious accessibility problems', async () => {
    answerFile = (name) =>
      name === 'broken.webp'
        ? problemResponse(500, 'The server had a problem.')
        : new Response(new Blob(['bytes'], { type: 'image/gif' }));
    const { container } = renderFiles([
      smallPhoto,
      largePhoto,
      buildFile('broken.webp', 'image/webp', 1_000),
      buildFile('lease.pdf', 'application/pdf', 20_000),
    ]);
    scrollAllIntoView();
    await screen.findByRole('img', { name: 'Photo: kitchen-leak.jpg' });
    await screen.findByText('Could not show this photo. Download it instead.');
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
