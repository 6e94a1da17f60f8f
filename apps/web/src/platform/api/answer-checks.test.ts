import { API_BASE_PATH, AppSession, AuthMeResponse, PluginListResponse } from '@casework/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectSameVerdicts, variantsOf } from '../../test/answer-agreement.ts';
import { buildParticipantSession, buildStaffSession } from '../../test/fixtures.ts';
import {
  AnswerShapeError,
  answerSchema,
  arrayOf,
  count,
  objectOf,
  optional,
  text,
  withFallback,
} from './answer-checks.ts';
import {
  CsrfAnswer,
  DEFAULT_SIGNOUT_URL,
  PluginListAnswer,
  ProvidersAnswer,
  SessionAnswer,
  AuthMeAnswer,
} from './startup-answers.ts';

describe('answer checks', () => {
  it('names the first field that does not fit', () => {
    const check = answerSchema(objectOf({ items: arrayOf(objectOf({ n: count })) }));
    const result = check.safeParse({ items: [{ n: 1 }, { n: -1 }] });
    expect(result.success).toBe(false);
    expect(!result.success && result.error).toBeInstanceOf(AnswerShapeError);
    expect(!result.success && result.error.path).toBe('items.1.n');
    expect(() => check.parse('x')).toThrow("The answer's body is not an object.");
  });

  it('drops fields it does not know, keeps an absent optional field absent, and falls back where told', () => {
    const check = answerSchema(objectOf({ a: text, b: optional(text), c: withFallback(text, 'default') }));
    expect(check.parse({ a: 'x', extra: 1 })).toStrictEqual({ a: 'x', c: 'default' });
  });

  it('varies a sample at every path', () => {
    // the sample, 4 non-objects, 14 per path (2 paths), and the extra field
    expect(variantsOf({ a: { b: 1 } })).toHaveLength(1 + 4 + 2 * 14 + 1);
  });
});

// What the sign-in code used before decision 017, with zod: the contract's AppSession, lenient on two fields.
const ContractSessionAnswer = AppSession.extend({
  apiBaseUrl: z.string().min(1).catch(API_BASE_PATH),
  signoutURL: z.string().min(1).catch(DEFAULT_SIGNOUT_URL),
});

describe('the start-up answers agree with the contract', () => {
  it('session', () => {
    expectSameVerdicts(SessionAnswer, ContractSessionAnswer, [
      buildStaffSession(),
      buildParticipantSession(),
    ]);
  });

  it('csrf token and providers', () => {
    expectSameVerdicts(CsrfAnswer, z.object({ csrfToken: z.string().min(1) }), [{ csrfToken: 'abc' }]);
    const provider = z.looseObject({ id: z.string(), name: z.string(), type: z.string() });
    expectSameVerdicts(ProvidersAnswer, z.record(z.string(), provider), [
      {
        credentials: { id: 'credentials', name: 'E-mail and password', type: 'credentials', signinUrl: '/x' },
        oidc: { id: 'oidc', name: 'Tribal ID', type: 'oidc' },
      },
    ]);
  });

  it('GET /auth/me', () => {
    expectSameVerdicts(AuthMeAnswer, AuthMeResponse, [
      {
        userId: '0190a5b4-0000-7000-8000-000000000001',
        kind: 'staff',
        staffMemberId: '0190a5b4-0000-7000-8000-000000000003',
        participantId: null,
        firstName: 'Sam',
        lastName: 'Staff',
        email: 'staff@example.org',
        roles: ['Administrator'],
        teams: [
          {
            id: '0190a5b4-0000-7000-8000-0000000000aa',
            name: 'Family Services',
            roles: ['Team lead'],
            permissions: ['TeamInbox.Access', 'Directory.Edit'],
          },
        ],
        permissions: ['TeamInbox.Access', 'Directory.Edit'],
      },
      {
        userId: '0190a5b4-0000-7000-8000-000000000002',
        kind: 'participant',
        staffMemberId: null,
        participantId: 'P7K3M9',
        firstName: 'Pat',
        lastName: 'Participant',
        email: 'p@example.org',
        roles: [],
        teams: [],
        permissions: [],
      },
    ]);
  });

  it('plugin list', () => {
    expectSameVerdicts(PluginListAnswer, PluginListResponse, [
      {
        items: [
          { key: 'serviceDirectory', name: 'Service directory', description: 'Find services', enabled: true },
          { key: 'webhooks', name: 'Webhooks', description: 'Secure messages', enabled: false },
        ],
      },
    ]);
  });
});
