import { describe, expect, it } from 'vitest';
import {
  PARTICIPANT_USER_ID,
  STAFF_USER_ID,
  buildParticipantSession,
  buildStaffSession,
} from '../../../test/fixtures.ts';
import { createSessionStore } from '../../../platform/session/session-store.ts';
import { createReplyDraftStore } from './reply-drafts.ts';

const THREAD_A = '0190a5b4-0000-7000-8000-000000000301';
const THREAD_B = '0190a5b4-0000-7000-8000-000000000302';

function drafts() {
  const session = createSessionStore({ fetchSession: () => Promise.resolve(null) });
  session.set(buildStaffSession());
  return { session, store: createReplyDraftStore(session) };
}

describe('reply drafts', () => {
  it('keeps one draft per thread, text and files, for the user who wrote it', () => {
    const { store } = drafts();
    const file = new File(['x'], 'lease.pdf');
    store.write(STAFF_USER_ID, THREAD_A, { html: '<p>Half a reply</p>', files: [file] });
    store.write(STAFF_USER_ID, THREAD_B, { html: '<p>Another</p>', files: [] });
    expect(store.read(STAFF_USER_ID, THREAD_A)).toEqual({ html: '<p>Half a reply</p>', files: [file] });
    expect(store.read(STAFF_USER_ID, THREAD_B)?.html).toBe('<p>Another</p>');
    expect(store.read(PARTICIPANT_USER_ID, THREAD_A)).toBeUndefined();
  });

  it('drops a draft once it is emptied or sent', () => {
    const { store } = drafts();
    store.write(STAFF_USER_ID, THREAD_A, { html: '<p>Hi</p>', files: [] });
    store.write(STAFF_USER_ID, THREAD_A, { html: '', files: [] });
    expect(store.read(STAFF_USER_ID, THREAD_A)).toBeUndefined();
    store.write(STAFF_USER_ID, THREAD_B, { html: '<p>Hi</p>', files: [] });
    store.discard(STAFF_USER_ID, THREAD_B);
    expect(store.read(STAFF_USER_ID, THREAD_B)).toBeUndefined();
  });

  it('forgets every draft when the user signs out, so the next person cannot see them', () => {
    const { session, store } = drafts();
    store.write(STAFF_USER_ID, THREAD_A, { html: '<p>About Lena’s rent</p>', files: [] });
    session.set(null);
    session.set(buildStaffSession());
    expect(store.read(STAFF_USER_ID, THREAD_A)).toBeUndefined();
  });

  it('forgets every draft when another user signs in, and keeps them across refreshes of the same session', () => {
    const { session, store } = drafts();
    store.write(STAFF_USER_ID, THREAD_A, { html: '<p>Kept</p>', files: [] });
    session.set(buildStaffSession());
    expect(store.read(STAFF_USER_ID, THREAD_A)?.html).toBe('<p>Kept</p>');
    session.set(buildParticipantSession());
    session.set(buildStaffSession());
    expect(store.read(STAFF_USER_ID, THREAD_A)).toBeUndefined();
  });

  it('starts afresh when another user writes (a session change it did not see)', () => {
    const { store } = drafts();
    store.write(STAFF_USER_ID, THREAD_A, { html: '<p>Staff text</p>', files: [] });
    store.write(PARTICIPANT_USER_ID, THREAD_B, { html: '<p>Mine</p>', files: [] });
    expect(store.read(STAFF_USER_ID, THREAD_A)).toBeUndefined();
    expect(store.read(PARTICIPANT_USER_ID, THREAD_B)?.html).toBe('<p>Mine</p>');
  });
});
