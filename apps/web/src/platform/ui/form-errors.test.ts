import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { formErrors } from './form-errors.ts';

const FIELDS = ['name', 'eventTypes'] as const;

function invalid(errors: { field: string; message: string }[]): ApiError {
  return new ApiError({ url: '/x', status: 400, body: { detail: 'Invalid request', errors } });
}

describe('formErrors', () => {
  it("puts the server's errors on their fields, a part's on its field, and the form's own checks first", () => {
    const { errorFor, problem } = formErrors({
      error: invalid([
        { field: 'body.name', message: 'Taken' },
        { field: 'body.eventTypes.3', message: 'Unknown event' },
      ]),
      fields: FIELDS,
      clientErrors: { name: 'Must not be empty' },
    });
    expect(errorFor('name')).toBe('Must not be empty');
    expect(errorFor('eventTypes')).toBe('Unknown event');
    expect(problem).toBeNull();
  });

  it('lists the errors of fields the form does not show, so none is lost', () => {
    const { errorFor, problem } = formErrors({
      error: invalid([
        { field: 'body.name', message: 'Taken' },
        { field: 'body.secret', message: 'Too short' },
      ]),
      fields: FIELDS,
    });
    expect(errorFor('name')).toBe('Taken');
    expect(problem).toBe('secret: Too short');
  });

  it('says why a request failed when it names no field, and nothing when nothing failed', () => {
    const failed = new ApiError({ url: '/x', status: 503, body: { detail: 'Try again in a minute' } });
    expect(formErrors({ error: failed, fields: FIELDS }).problem).toBe('Try again in a minute');
    expect(formErrors({ error: null, fields: FIELDS }).problem).toBeNull();
  });

  it('shows a conflict next to its field instead of above the buttons', () => {
    const taken = new ApiError({ url: '/x', status: 409, body: { detail: 'The name "Food" is taken' } });
    const placed = formErrors({ error: taken, fields: FIELDS, conflictField: 'name' });
    expect(placed.errorFor('name')).toBe('The name "Food" is taken');
    expect(placed.problem).toBeNull();
    expect(formErrors({ error: taken, fields: FIELDS }).problem).toBe('The name "Food" is taken');
  });
});
