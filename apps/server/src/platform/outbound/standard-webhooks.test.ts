import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import {
  generateWebhookSecret,
  signWebhook,
  webhookHeaders,
  webhookSecretBytes,
} from './standard-webhooks.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const body = JSON.stringify({
  type: 'participant.created',
  timestamp: '2026-11-21T09:00:00.000Z',
  data: {
    eventId: '0196f0a4-7c2e-7b61-9d1a-3f0e2b7c5a10',
    participantId: '0196f0a4-22bb-7c02-8e55-51d1f3c2a002',
  },
});

describe('Standard Webhooks signing', () => {
  it('generates "whsec_" secrets of 32 random bytes', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(webhookSecretBytes(secret)).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
  });

  it('decodes a secret with or without its prefix, and refuses one that is not base64', () => {
    const bytes = Buffer.from('0123456789abcdef0123456789abcdef');
    expect(webhookSecretBytes(`whsec_${bytes.toString('base64')}`)).toEqual(bytes);
    expect(webhookSecretBytes(bytes.toString('base64'))).toEqual(bytes);
    expect(() => webhookSecretBytes('whsec_')).toThrow();
    expect(() => webhookSecretBytes('whsec_not base64!')).toThrow();
  });

  it('produces headers the standardwebhooks library verifies', () => {
    const secret = generateWebhookSecret();
    const headers = webhookHeaders({ id: 'msg_0196f0a4', timestamp: nowSeconds(), body, secrets: [secret] });
    expect(headers).toMatchObject({
      'content-type': 'application/json',
      'webhook-id': 'msg_0196f0a4',
      'user-agent': 'Casework-Webhooks/1.0',
    });
    expect(headers['webhook-timestamp']).toMatch(/^\d+$/);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('signs with both secrets during a rotation, each verifying on its own', () => {
    const previous = generateWebhookSecret();
    const next = generateWebhookSecret();
    const headers = webhookHeaders({
      id: 'msg_rotation',
      timestamp: nowSeconds(),
      body,
      secrets: [next, previous],
    });
    expect(headers['webhook-signature']?.split(' ')).toHaveLength(2);
    expect(() => new Webhook(next).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(previous).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow(/No matching signature/);
  });

  it('is rejected when the body, the id or the timestamp was altered', () => {
    const secret = generateWebhookSecret();
    const timestamp = nowSeconds();
    const headers = webhookHeaders({ id: 'msg_tamper', timestamp, body, secrets: [secret] });
    const verifier = new Webhook(secret);
    expect(() =>
      verifier.verify(body.replace('participant.created', 'participant.deleted'), headers),
    ).toThrow();
    expect(() => verifier.verify(body, { ...headers, 'webhook-id': 'msg_other' })).toThrow();
    expect(() => verifier.verify(body, { ...headers, 'webhook-timestamp': String(timestamp - 1) })).toThrow();
  });

  it('signs `${id}.${timestamp}.${body}` with HMAC-SHA256 of the decoded secret (UTF-8 body)', () => {
    const secret = `whsec_${Buffer.from('a fixed key of exactly 32 bytes!').toString('base64')}`;
    const unicodeBody = '{"name":"Zoë Ñandú 🌿"}';
    const expected = createHmac('sha256', 'a fixed key of exactly 32 bytes!')
      .update(`msg_1.1700000000.${unicodeBody}`)
      .digest('base64');
    expect(signWebhook({ id: 'msg_1', timestamp: 1700000000, body: unicodeBody, secrets: [secret] })).toBe(
      `v1,${expected}`,
    );
    expect(() =>
      new Webhook(secret).verify(
        unicodeBody,
        webhookHeaders({ id: 'msg_1', timestamp: nowSeconds(), body: unicodeBody, secrets: [secret] }),
      ),
    ).not.toThrow();
  });

  it('refuses to sign without a secret or with a fractional timestamp', () => {
    expect(() => signWebhook({ id: 'msg_1', timestamp: 1, body, secrets: [] })).toThrow();
    expect(() =>
      signWebhook({ id: 'msg_1', timestamp: 1.5, body, secrets: [generateWebhookSecret()] }),
    ).toThrow();
  });
});
