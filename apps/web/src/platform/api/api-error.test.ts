import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, fieldErrors, requestAbortedError } from './api-error.ts';

describe('errorMessage', () => {
  it('shows the detail of a problem body first', () => {
    const error = new ApiError({
      url: '/x',
      status: 400,
      body: { detail: 'Give a last name.', title: 'Bad Request' },
    });
    expect(errorMessage(error)).toBe('Give a last name.');
  });

  it('shows a string body when there is no detail', () => {
    expect(errorMessage(new ApiError({ url: '/x', status: 502, body: 'Gateway timed out' }))).toBe(
      'Gateway timed out',
    );
  });

  it('falls back to the status code and its catalogue text', () => {
    expect(errorMessage(new ApiError({ url: '/x', status: 503, body: { title: 'x' } }))).toBe(
      '503 Service Unavailable',
    );
    expect(errorMessage(new ApiError({ url: '/x', status: 409 }))).toBe('409 Generic Error');
  });

  it('says "Request aborted" for a cancelled request', () => {
    expect(errorMessage(requestAbortedError('/x'))).toBe('Request aborted');
  });

  it('uses the message of other errors and a default for anything else', () => {
    expect(errorMessage(new Error('Boom'))).toBe('Boom');
    expect(errorMessage('Plain words')).toBe('Plain words');
    expect(errorMessage(undefined)).toMatch(/Something went wrong/);
  });
});

describe('fieldErrors', () => {
  it('maps the problem errors[] to messages by field', () => {
    const error = new ApiError({
      url: '/x',
      status: 400,
      body: { detail: 'Check the form.', errors: [{ field: 'body.email', message: 'Give a valid e-mail.' }] },
    });
    expect(fieldErrors(error)).toEqual({ 'body.email': 'Give a valid e-mail.' });
  });

  it('is empty for errors without field messages', () => {
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});
