import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { formErrors, useClientChecks, useFieldsChangedSince } from './form-errors.ts';

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
      clientErrors: { name: "Enter the team's name" },
    });
    expect(errorFor('name')).toBe("Enter the team's name");
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

  it("hides the server's errors about a changed field and its parts, and keeps the others", () => {
    const error = invalid([
      { field: 'body.name', message: 'Taken' },
      { field: 'body.eventTypes.3', message: 'Unknown event' },
      { field: 'body.description', message: 'Too long' },
    ]);
    const { errorFor, problem } = formErrors({
      error,
      fields: [...FIELDS, 'description'],
      changed: ['name', 'eventTypes'],
    });
    expect(errorFor('name')).toBeUndefined();
    expect(errorFor('eventTypes')).toBeUndefined();
    expect(errorFor('description')).toBe('Too long');
    // What was placed at a field is not moved above the buttons once it is hidden.
    expect(problem).toBeNull();
  });

  it('hides a conflict shown next to its field once that field is changed', () => {
    const taken = new ApiError({
      url: '/x',
      status: 409,
      body: { detail: 'Another team already has this name' },
    });
    const placed = formErrors({ error: taken, fields: FIELDS, conflictField: 'name', changed: ['name'] });
    expect(placed.errorFor('name')).toBeUndefined();
    expect(placed.problem).toBeNull();
  });

  it("keeps the form's own check at a changed field: the form decides when it goes", () => {
    const { errorFor } = formErrors({
      error: invalid([{ field: 'body.name', message: 'Taken' }]),
      fields: FIELDS,
      clientErrors: { name: "Enter the team's name" },
      changed: ['name'],
    });
    expect(errorFor('name')).toBe("Enter the team's name");
  });
});

describe('useFieldsChangedSince', () => {
  it('remembers the fields changed since the refusal, and starts again at the next refusal', () => {
    const first = invalid([{ field: 'body.name', message: 'Taken' }]);
    const { result, rerender } = renderHook(({ error }) => useFieldsChangedSince(error), {
      initialProps: { error: first as unknown },
    });
    expect(result.current.changed).toEqual([]);
    act(() => result.current.markChanged('name'));
    act(() => result.current.markChanged('name', 'eventTypes.3'));
    expect(result.current.changed).toEqual(['name', 'eventTypes.3']);

    // Sent again: nothing refused while the request is out, and a new refusal shows all of its errors.
    rerender({ error: null });
    expect(result.current.changed).toEqual([]);
    rerender({ error: invalid([{ field: 'body.name', message: 'Taken' }]) });
    expect(result.current.changed).toEqual([]);
    act(() => result.current.markChanged('description'));
    expect(result.current.changed).toEqual(['description']);
  });

  it('forgets what was changed before the refusal came', () => {
    const { result, rerender } = renderHook(({ error }) => useFieldsChangedSince(error), {
      initialProps: { error: null as unknown },
    });
    act(() => result.current.markChanged('name'));
    expect(result.current.changed).toEqual(['name']);
    rerender({ error: invalid([{ field: 'body.name', message: 'Taken' }]) });
    expect(result.current.changed).toEqual([]);
  });
});

describe('useClientChecks', () => {
  const check = (name: string, url: string) => {
    const problems: Record<string, string> = {};
    if (name.trim() === '') problems.name = 'Enter the name';
    if (!url.startsWith('https://')) problems.url = 'Start the address with https://';
    return problems;
  };

  it('shows nothing until checked, then checks the refused fields again as they change', () => {
    const { result, rerender } = renderHook(({ name, url }) => useClientChecks(check(name, url)), {
      initialProps: { name: '', url: 'https://x.example' },
    });
    expect(result.current.errors).toEqual({});
    let passed = true;
    act(() => {
      passed = result.current.passes();
    });
    expect(passed).toBe(false);
    expect(result.current.errors).toEqual({ name: 'Enter the name' });

    // Corrected: its error goes at once. A field that was right when checked shows nothing while it is typed in.
    rerender({ name: 'Intake', url: 'http' });
    expect(result.current.errors).toEqual({});
    act(() => {
      passed = result.current.passes();
    });
    expect(passed).toBe(false);
    expect(result.current.errors).toEqual({ url: 'Start the address with https://' });
  });

  it('shows the problem of a field left, and says a form without problems passes', () => {
    const { result, rerender } = renderHook(({ name, url }) => useClientChecks(check(name, url)), {
      initialProps: { name: 'Intake', url: 'ftp://x' },
    });
    act(() => result.current.checkField('name'));
    expect(result.current.errors).toEqual({});
    act(() => result.current.checkField('url'));
    expect(result.current.errors).toEqual({ url: 'Start the address with https://' });
    rerender({ name: 'Intake', url: 'https://x.example' });
    expect(result.current.errors).toEqual({});
    let passed = false;
    act(() => {
      passed = result.current.passes();
    });
    expect(passed).toBe(true);
  });
});
