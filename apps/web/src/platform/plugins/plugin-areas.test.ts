import { describe, expect, it } from 'vitest';
import { pluginForPath } from './plugin-areas.ts';
import { isPluginEnabled } from './plugins-query.ts';

describe('pluginForPath', () => {
  it.each([
    ['/staff/inbox', 'inbox'],
    ['/participant/inbox/u1/new-message', 'inbox'],
    ['/staff/team-inbox', 'teamInbox'],
    ['/staff/team-inbox/t1/unresponded-messages', 'teamInbox'],
    ['/staff/team-inbox/t1/quick-messages/create', 'quickMessages'],
    ['/staff/participant-management/search', 'participants'],
    ['/staff/find-a-service/service-details', 'serviceDirectory'],
    ['/participant/find-a-service', 'serviceDirectory'],
    ['/webhooks/create', 'webhooks'],
    ['/admin-logs', 'adminLogs'],
  ])('puts %s in the %s area', (path, key) => {
    expect(pluginForPath(path)).toBe(key);
  });

  it.each([
    '/staff/dashboard',
    '/team-management',
    '/participant/participant-management/participant-details',
    '/staff/inboxes',
  ])('keeps %s always on', (path) => {
    expect(pluginForPath(path)).toBeNull();
  });
});

describe('isPluginEnabled', () => {
  it('is off only for an explicit enabled: false', () => {
    const list = { items: [{ key: 'inbox' as const, name: 'Inbox', description: '', enabled: false }] };
    expect(isPluginEnabled(list, 'inbox')).toBe(false);
    expect(isPluginEnabled(list, 'webhooks')).toBe(true);
    expect(isPluginEnabled(undefined, 'inbox')).toBe(true);
  });
});
