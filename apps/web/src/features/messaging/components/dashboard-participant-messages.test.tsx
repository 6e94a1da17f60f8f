import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { PARTICIPANT_USER_ID, buildParticipantSession } from '../../../test/fixtures.ts';
import { jsonResponse } from '../../../test/responses.ts';
import classes from './dashboard-participant-messages.module.css';
import { COUNT_FAILED, NO_NEW_MESSAGES, unreadSentence } from './dashboard-participant-messages.tsx';

vi.setConfig({ testTimeout: 20_000 });

// jsdom lays nothing out: these tests hold the structure the card's sizes rely on. What it does was seen in a browser
// on a slow connection (the buttons stay put when the count arrives) and at 200% text on a 390 px phone (two lines of
// bars, four at 200%, the same as the sentence that replaces them).

const COUNTS_PATH = `/api/v1/threads/users/${PARTICIPANT_USER_ID}/counts`;

/**
 * Opens the participant dashboard (in place of one opened before); with `unread`, the count answers, else it never does (the dashboard shows without
 * it after PAGE_ANSWERS_WAIT_MS).
 */
async function showCard(unread?: number) {
  cleanup();
  const server = stubServer(buildParticipantSession());
  const original = server.fetch.getMockImplementation()!;
  server.fetch.mockImplementation((input: string) =>
    new URL(input, 'http://casework.test').pathname !== COUNTS_PATH
      ? original(input)
      : unread === undefined
        ? new Promise<Response>(() => undefined)
        : Promise.resolve(jsonResponse({ unread, open: 4, archived: 0, unassigned: 0 })),
  );
  renderAppAt('/participant/dashboard');
  const card = await screen.findByRole('region', { name: 'Your messages' });
  const sentence = within(card).getByTestId('messages-count');
  if (unread !== undefined)
    await vi.waitFor(() => expect(sentence.querySelector('[data-placeholder]')).toBeNull());
  return { card, sentence };
}

/** The sentences whose room the count's place holds, read from the sizers (their words are CSS content). */
function heldFor(sentence: HTMLElement): string[] {
  return [...sentence.querySelectorAll<HTMLElement>(`.${classes.sizer}`)].map(
    (sizer) => sizer.dataset.text ?? '',
  );
}

describe('DashboardParticipantMessages while the count loads', () => {
  it('shows the sentence it will most likely say as bars, in the same size and weight, so it takes the same lines', async () => {
    const { sentence: loading } = await showCard();
    const placeholder = loading.querySelector<HTMLElement>('[data-placeholder]')!;
    const bars = placeholder.querySelector<HTMLElement>(`.${classes.bars}`)!;
    expect(bars.dataset.text).toBe(unreadSentence(99));
    expect(bars.getAttribute('aria-hidden')).toBe('true');
    expect(within(loading).getByText('Counting your unread messages')).toBeTruthy();
    const placeholderType = placeholder.getAttribute('style');

    const { sentence: answered } = await showCard(3);
    const answer = within(answered).getByText(unreadSentence(3));
    expect(answer.getAttribute('style')).toBe(placeholderType);
  });

  it('holds room for each sentence it may say, loading or answered, so nothing below moves when the count arrives', async () => {
    const outcomes = [unreadSentence(99), NO_NEW_MESSAGES, COUNT_FAILED];
    const { sentence: loading } = await showCard();
    expect(loading.classList.contains(classes.sentence!)).toBe(true);
    expect(heldFor(loading)).toEqual(outcomes);

    const { sentence: answered } = await showCard(0);
    expect(heldFor(answered)).toEqual(outcomes);
    // The sizers have no words of their own: the answer is the one sentence found, seen and read out.
    expect(within(answered).getAllByText(NO_NEW_MESSAGES)).toHaveLength(1);
  });
});

describe('DashboardParticipantMessages at 200% text or 320 px wide', () => {
  it('puts its words under the icon when there is no room beside it, and wraps the words of its buttons', async () => {
    const { card } = await showCard(3);
    const group = card.firstElementChild as HTMLElement;
    expect(group.style.getPropertyValue('--group-wrap')).toBe('wrap');
    for (const name of ['Read your messages', 'New message']) {
      const label = within(card)
        .getByRole('link', { name })
        .querySelector<HTMLElement>('.mantine-Button-label')!;
      expect(label.style.whiteSpace).toBe('normal');
    }
  });
});
