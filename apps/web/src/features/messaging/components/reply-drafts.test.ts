import { describe, expect, it, vi } from 'vitest';
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

  it('has something unsent while a draft is kept or a reply is on its way, answered or refused', async () => {
    const { session, store } = drafts();
    expect(store.hasUnsent()).toBe(false);
    store.write(STAFF_USER_ID, THREAD_A, { html: '<p>Hi</p>', files: [] });
    expect(store.hasUnsent()).toBe(true);
    session.set(null);
    expect(store.hasUnsent()).toBe(false);

    let answer: (id: string) => void = () => undefined;
    const sent = store.whileSending(new Promise<string>((resolve) => (answer = resolve)));
    expect(store.hasUnsent()).toBe(true);
    answer('message-1');
    await expect(sent).resolves.toBe('message-1');
    expect(store.hasUnsent()).toBe(false);

    const refused = store.whileSending(Promise.reject(new Error('The thread is closed.')));
    expect(store.hasUnsent()).toBe(true);
    await expect(refused).rejects.toThrow('The thread is closed.');
    expect(store.hasUnsent()).toBe(false);
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

  it('puts a refused reply back as it was when nothing was written since, and tells the thread’s watchers', () => {
    const { store } = drafts();
    const onA = vi.fn();
    const onB = vi.fn();
    store.watchRestored(STAFF_USER_ID, THREAD_A, onA);
    store.watchRestored(STAFF_USER_ID, THREAD_B, onB);
    const refused = { html: '<p>Refused</p>', files: [new File(['x'], 'lease.pdf')] };
    store.restore(STAFF_USER_ID, THREAD_A, refused);
    expect(store.read(STAFF_USER_ID, THREAD_A)).toEqual(refused);
    expect(onA).toHaveBeenCalledExactlyOnceWith(refused);
    expect(onB).not.toHaveBeenCalled();
  });

  it('tells a watcher that subscribes late of a refused reply put back before it watched, unless it shows it', () => {
    const { store } = drafts();
    const started = { html: '<p>Written before</p>', files: [] };
    store.write(STAFF_USER_ID, THREAD_A, started);
    store.restore(STAFF_USER_ID, THREAD_A, { html: '<p>Refused</p>', files: [] });
    const kept = store.read(STAFF_USER_ID, THREAD_A);
    expect(kept?.html).toBe('<p>Refused</p><p>Written before</p>');

    const late = vi.fn();
    store.watchRestored(STAFF_USER_ID, THREAD_A, late, started);
    expect(late).toHaveBeenCalledExactlyOnceWith(kept);

    const showsIt = vi.fn();
    store.watchRestored(STAFF_USER_ID, THREAD_A, showsIt, kept);
    expect(showsIt).not.toHaveBeenCalled();

    // Once written over from the reply box, the draft is the person's own again: nothing to tell.
    store.write(STAFF_USER_ID, THREAD_A, { html: '<p>Refused</p><p>Written before, and on</p>', files: [] });
    const afterWriting = vi.fn();
    store.watchRestored(STAFF_USER_ID, THREAD_A, afterWriting, started);
    expect(afterWriting).not.toHaveBeenCalled();
  });

  it('never overwrites a draft written meanwhile: the refused reply comes first, then the newer one, files of both', () => {
    const { store } = drafts();
    const onA = vi.fn();
    store.watchRestored(STAFF_USER_ID, THREAD_A, onA);
    const lease = new File(['x'], 'lease.pdf');
    const payslip = new File(['yy'], 'payslip.pdf');
    const leaseAgain = new File(['x'], 'lease.pdf');
    const photo = new File(['zzz'], 'photo.jpg');
    const welcome = {
      templateId: 'template-1',
      templateName: 'Welcome',
      files: [{ name: 'guide.pdf', size: 9 }],
    };
    const hours = {
      templateId: 'template-2',
      templateName: 'Hours',
      files: [{ name: 'hours.pdf', size: 7 }],
    };
    store.write(STAFF_USER_ID, THREAD_A, {
      html: '<p>Written since</p>',
      files: [lease, leaseAgain, photo],
      templates: [welcome, hours],
    });
    store.restore(STAFF_USER_ID, THREAD_A, {
      html: '<p>Refused</p><p>Second line</p>',
      files: [lease, payslip],
      templates: [welcome],
    });
    const combined = {
      html: '<p>Refused</p><p>Second line</p><p>Written since</p>',
      files: [lease, payslip, photo],
      templates: [welcome, hours],
    };
    expect(store.read(STAFF_USER_ID, THREAD_A)).toEqual(combined);
    expect(onA).toHaveBeenCalledExactlyOnceWith(combined);
  });

  it('keeps a refused reply beside files picked since, and lists no quick-message files when neither had any', () => {
    const { store } = drafts();
    const photo = new File(['zzz'], 'photo.jpg');
    store.write(STAFF_USER_ID, THREAD_A, { html: '', files: [photo] });
    store.restore(STAFF_USER_ID, THREAD_A, { html: '<p>Refused</p>', files: [] });
    expect(store.read(STAFF_USER_ID, THREAD_A)).toStrictEqual({ html: '<p>Refused</p>', files: [photo] });
  });

  it('tells only the watchers of the user whose reply was refused, and no longer once they stopped', () => {
    const { store } = drafts();
    const staff = vi.fn();
    const participant = vi.fn();
    const stop = store.watchRestored(STAFF_USER_ID, THREAD_A, staff);
    store.watchRestored(PARTICIPANT_USER_ID, THREAD_A, participant);
    store.restore(STAFF_USER_ID, THREAD_A, { html: '<p>One</p>', files: [] });
    stop();
    store.restore(STAFF_USER_ID, THREAD_A, { html: '<p>Two</p>', files: [] });
    expect(staff).toHaveBeenCalledTimes(1);
    expect(participant).not.toHaveBeenCalled();
    expect(store.read(STAFF_USER_ID, THREAD_A)?.html).toBe('<p>Two</p><p>One</p>');
  });
});
