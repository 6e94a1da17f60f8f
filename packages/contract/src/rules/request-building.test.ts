import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { buildPath, buildQueryString, buildUrl } from './request-building.ts';

describe('buildQueryString', () => {
  it('returns "" when there is nothing to send', () => {
    expect(buildQueryString({})).toBe('');
    expect(buildQueryString({ a: '', b: null, c: undefined, d: [] })).toBe('');
  });

  it('omits empty strings, null and undefined but keeps 0 and false', () => {
    expect(buildQueryString({ q: '', page: 0, archived: false, team: null, sort: undefined })).toBe(
      '?page=0&archived=false',
    );
  });

  it('keeps the order the parameters were given in', () => {
    expect(buildQueryString({ b: 2, a: 1 })).toBe('?b=2&a=1');
  });

  it('repeats the key for each array element, skipping empty ones', () => {
    expect(buildQueryString({ status: ['open', '', null, 'closed'] })).toBe('?status=open&status=closed');
  });

  it('percent-encodes keys and values', () => {
    expect(buildQueryString({ 'full name': 'Ada & Bob', q: 'a+b=c?#/' })).toBe(
      '?full%20name=Ada%20%26%20Bob&q=a%2Bb%3Dc%3F%23%2F',
    );
  });

  it('writes dates as ISO timestamps', () => {
    expect(buildQueryString({ since: new Date('2024-01-02T03:04:05Z') })).toBe(
      '?since=2024-01-02T03%3A04%3A05.000Z',
    );
  });

  it('refuses a plain object as a value', () => {
    expect(() => buildQueryString({ filter: { a: 1 } })).toThrow('Query parameter "filter"');
  });

  it('round-trips through URLSearchParams', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string({ minLength: 1 })), (params) => {
        const parsed = new URLSearchParams(buildQueryString(params));
        expect(Object.fromEntries(parsed)).toEqual(params);
      }),
    );
  });
});

describe('buildPath', () => {
  it('fills placeholders with URL-encoded values', () => {
    expect(buildPath('/teams/{teamId}/members/{name}', { teamId: 7, name: 'a/b c?' })).toBe(
      '/teams/7/members/a%2Fb%20c%3F',
    );
  });

  it('names the placeholder that has no value', () => {
    expect(() => buildPath('/teams/{teamId}', {})).toThrow('Missing value for path placeholder {teamId}');
  });

  it('does not take placeholder values from the object prototype', () => {
    expect(() => buildPath('/x/{constructor}', {})).toThrow('{constructor}');
  });

  it('refuses values that would change the route', () => {
    expect(() => buildPath('/teams/{id}', { id: '' })).toThrow('{id}');
    expect(() => buildPath('/teams/{id}', { id: '.' })).toThrow('{id}');
    expect(() => buildPath('/teams/{id}/x', { id: '..' })).toThrow('{id}');
  });

  it('keeps every value inside a single path segment', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s !== '.' && s !== '..'),
        (value) => {
          const path = buildPath('/a/{v}/b', { v: value });
          const segments = path.split('/');
          expect(segments).toHaveLength(4);
          expect(decodeURIComponent(segments[2] ?? '')).toBe(value);
          expect(path).not.toMatch(/[?#]/);
        },
      ),
    );
  });
});

describe('buildUrl', () => {
  it('joins base and path with exactly one slash', () => {
    expect(buildUrl('https://api.example.org/v1/', '/teams/{id}', { id: 3 })).toBe(
      'https://api.example.org/v1/teams/3',
    );
    expect(buildUrl('https://api.example.org/v1', 'teams', {})).toBe('https://api.example.org/v1/teams');
  });

  it('works with a relative base', () => {
    expect(buildUrl('/api', '/teams')).toBe('/api/teams');
    expect(buildUrl('', '/teams')).toBe('/teams');
  });

  it('appends the query string', () => {
    expect(buildUrl('/api/', '/teams', {}, { q: 'x y', take: 10, skip: '' })).toBe(
      '/api/teams?q=x%20y&take=10',
    );
  });
});
