import type { PluginKey } from '@casework/contract';
import { describe, expect, it } from 'vitest';
import { buildAuthMe } from '../../test/fixtures.ts';
import { userFromAuthMe } from '../session/roles.ts';
import { isNavItemActive, participantNavSections, staffNavSections, type NavSection } from './nav-items.ts';

const allOn = () => true;
const labels = (sections: NavSection[]) =>
  sections.flatMap((section) => section.items.map((item) => item.label));

describe('staff navigation', () => {
  it('shows the work areas and the team inbox to staff with TeamInbox.Access', () => {
    const user = userFromAuthMe(buildAuthMe({ roles: ['Staff'] }));
    expect(labels(staffNavSections(user, allOn))).toEqual([
      'Dashboard',
      'Participants',
      'Inbox',
      'Team inbox',
      'Find a service',
    ]);
  });

  it('hides the team inbox without TeamInbox.Access in any team', () => {
    const user = userFromAuthMe(
      buildAuthMe({ teams: [{ id: 't', name: 'T', roles: [], permissions: [] }], permissions: [] }),
    );
    expect(labels(staffNavSections(user, allOn))).not.toContain('Team inbox');
  });

  it('adds the administration section for administrators only', () => {
    const admin = userFromAuthMe(buildAuthMe({ roles: ['Administrator'] }));
    const sections = staffNavSections(admin, allOn);
    expect(sections[1]).toMatchObject({ title: 'Administration' });
    expect(labels([sections[1]!])).toEqual([
      'Team management',
      'Applications',
      'Help links',
      'Plugins',
      'Webhooks',
      'Admin logs',
    ]);
    expect(sections[1]?.items.map((item) => item.to)).toEqual([
      '/team-management',
      '/team-management/applications',
      '/team-management/help-links',
      '/team-management/plugins',
      '/webhooks',
      '/admin-logs',
    ]);
    const supervisor = userFromAuthMe(buildAuthMe({ roles: ['Supervisor'] }));
    const supervisorLabels = labels(staffNavSections(supervisor, allOn));
    for (const label of ['Team management', 'Applications', 'Help links', 'Plugins', 'Admin logs']) {
      expect(supervisorLabels).not.toContain(label);
    }
  });

  it('hides areas whose plugin is switched off', () => {
    const admin = userFromAuthMe(buildAuthMe({ roles: ['Administrator'] }));
    const off = new Set<PluginKey>(['inbox', 'webhooks', 'serviceDirectory']);
    const shown = labels(staffNavSections(admin, (key) => !off.has(key)));
    expect(shown).not.toContain('Inbox');
    expect(shown).not.toContain('Webhooks');
    expect(shown).not.toContain('Find a service');
    expect(shown).toContain('Admin logs');
  });

  it('keeps the plugin switches reachable when every plugin is off', () => {
    const admin = userFromAuthMe(buildAuthMe({ roles: ['Administrator'] }));
    const shown = labels(staffNavSections(admin, () => false));
    expect(shown).toEqual(['Dashboard', 'Team management', 'Applications', 'Help links', 'Plugins']);
  });
});

describe('participant navigation', () => {
  it('shows dashboard, inbox, find a service and my details', () => {
    expect(labels(participantNavSections(allOn))).toEqual([
      'Dashboard',
      'Inbox',
      'Find a service',
      'My details',
    ]);
  });

  it('hides the inbox when its plugin is off', () => {
    expect(labels(participantNavSections((key) => key !== 'inbox'))).not.toContain('Inbox');
  });
});

describe('isNavItemActive', () => {
  it('marks an area active on its sub-pages, and a dashboard only on itself', () => {
    const [section] = staffNavSections(userFromAuthMe(buildAuthMe()), allOn);
    const [dashboard, participants] = section?.items ?? [];
    if (!dashboard || !participants) throw new Error('missing items');
    expect(isNavItemActive(participants, '/staff/participant-management/search')).toBe(true);
    expect(isNavItemActive(participants, '/staff/participant-managementx')).toBe(false);
    expect(isNavItemActive(dashboard, '/staff/dashboard')).toBe(true);
    expect(isNavItemActive(dashboard, '/staff/dashboard/x')).toBe(false);
  });

  it('marks only the settings page itself, not team management, on the pages that have their own item', () => {
    const admin = userFromAuthMe(buildAuthMe({ roles: ['Administrator'] }));
    const items = staffNavSections(admin, allOn)[1]?.items ?? [];
    const activeOn = (pathname: string) =>
      items.filter((item) => isNavItemActive(item, pathname)).map((item) => item.label);
    expect(activeOn('/team-management')).toEqual(['Team management']);
    expect(activeOn('/team-management/create')).toEqual(['Team management']);
    expect(activeOn('/team-management/0190a5b4-0000-7000-8000-0000000000aa')).toEqual(['Team management']);
    expect(activeOn('/team-management/applications')).toEqual(['Applications']);
    expect(activeOn('/team-management/help-links')).toEqual(['Help links']);
    expect(activeOn('/team-management/plugins')).toEqual(['Plugins']);
    expect(activeOn('/admin-logs')).toEqual(['Admin logs']);
  });
});
