import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { fieldErrorsOf, unplacedErrors, withoutFields } from './server-errors.ts';

/** A 400 as the server sends it: one entry per field, named by where it is in the request. */
function validationError(errors: { field: string; message: string }[]): ApiError {
  return new ApiError({
    url: '/api/v1/participants/4PRW-WT2K/passphrase',
    status: 400,
    body: {
      status: 400,
      code: 'request.invalid',
      detail: `Some fields are not valid: ${errors.map((e) => e.field).join(', ')}. Correct them and try again.`,
      errors,
    },
  });
}

describe('fieldErrorsOf', () => {
  it('places a query-string error at its field, as the server names it ("querystring.reason")', () => {
    const error = validationError([
      { field: 'querystring.reason', message: 'Must be at least 5 characters' },
    ]);
    expect(fieldErrorsOf(error, 'query.')).toEqual({ reason: 'Must be at least 5 characters' });
    expect(fieldErrorsOf(error)).toEqual({ reason: 'Must be at least 5 characters' });
  });

  it('strips every location the server uses: body, querystring, params and headers', () => {
    const error = validationError([
      { field: 'body.physicalAddress.zipCode', message: 'Five digits' },
      { field: 'querystring.dob', message: 'Use YYYY-MM-DD' },
      { field: 'params.participantId', message: 'Not a participant id' },
      { field: 'headers.content-type', message: 'Send JSON' },
    ]);
    expect(fieldErrorsOf(error)).toEqual({
      'physicalAddress.zipCode': 'Five digits',
      dob: 'Use YYYY-MM-DD',
      participantId: 'Not a participant id',
      'content-type': 'Send JSON',
    });
  });

  it('strips a longer prefix a form asks for', () => {
    const error = validationError([{ field: 'body.data.url', message: 'Use https' }]);
    expect(fieldErrorsOf(error, 'body.data.')).toEqual({ url: 'Use https' });
  });

  it('names the fields nobody shows without their location', () => {
    const errors = fieldErrorsOf(validationError([{ field: 'querystring.take', message: 'Too many' }]));
    expect(unplacedErrors(errors, ['dob'])).toEqual(['take: Too many']);
  });
});

describe('withoutFields', () => {
  it('drops the errors about the fields named and their parts, not those of a field with a longer name', () => {
    const errors = {
      phones: 'Only one preferred number',
      'phones.0.number': 'Not in service',
      phonesNote: 'Too long',
      email: 'Bounces',
    };
    expect(withoutFields(errors, ['phones.0', 'email'])).toEqual({
      phones: 'Only one preferred number',
      phonesNote: 'Too long',
    });
    expect(withoutFields(errors, ['phones'])).toEqual({ phonesNote: 'Too long', email: 'Bounces' });
    expect(withoutFields(errors, [])).toBe(errors);
  });
});
