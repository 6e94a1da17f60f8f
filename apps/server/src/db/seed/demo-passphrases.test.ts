import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { apiOf, threadsCast, type ThreadsCast } from '#src/modules/threads/threads.test-support.ts';
import { createSecretBox, passphraseKey } from '#src/platform/crypto/secret-box.ts';
import { DEMO_PASSPHRASES, seedDemoPassphrases } from './demo-passphrases.ts';

let t: TestApp;
let api: ReturnType<typeof apiOf>;
let cast: ThreadsCast;
let firstRun: { created: number };
beforeAll(async () => {
  t = await buildTestApp();
  api = apiOf(t);
  // Sealed as a running installation seeds them: with the key the passphrase routes open them with.
  const box = createSecretBox(passphraseKey(t.config.authSecret, t.config.passphraseKey));
  firstRun = await seedDemoPassphrases(t.database.db, box);
  cast = await threadsCast(t);
});
afterAll(() => t.close());

const passphraseOf = (participantId: string, token: string, reason?: string) =>
  api(
    'GET',
    `/participants/${participantId}/passphrase${reason ? `?reason=${encodeURIComponent(reason)}` : ''}`,
    token,
  );

describe('seedDemoPassphrases', () => {
  it('gives Lena a passphrase she reads on her own settings, with its hint', async () => {
    const own = await passphraseOf(cast.participant.participantId, cast.participant.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ passphrase: 'blue kayak', hint: 'Grandpa’s boat' });
  });

  it('lets staff check what Lena says on the phone against it, without revealing it', async () => {
    const check = (attempt: string) =>
      api('POST', `/participants/${cast.participant.participantId}/passphrase/check`, cast.staff.token, {
        attempt,
      });
    expect((await check('Blue  KAYAK')).json()).toEqual({ matches: true });
    expect((await check('red kayak')).json()).toEqual({ matches: false });
  });

  it('leaves Joseph Nicolai without one, so his settings show how to set a first passphrase', async () => {
    expect((await passphraseOf(cast.participant2.participantId, cast.participant2.token)).statusCode).toBe(
      404,
    );
  });

  it('seeds every demo passphrase once, and nothing again on a second run', async () => {
    expect(firstRun.created).toBe(DEMO_PASSPHRASES.length);
    const box = createSecretBox(passphraseKey(t.config.authSecret, t.config.passphraseKey));
    expect(await seedDemoPassphrases(t.database.db, box)).toEqual({ created: 0 });
  });
});
