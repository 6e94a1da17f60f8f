import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mapSearchUrl } from '../../../platform/links/map-link.tsx';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import {
  PARTICIPANT_USER_ID,
  STAFF_USER_ID,
  TEAM_ID,
  buildParticipantSession,
  buildStaffSession,
} from '../../../test/fixtures.ts';
import { answerApi, userActions, type RecordedCall } from '../../../test/api-calls.ts';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import {
  CATEGORY_FOOD_ID,
  DEPARTMENT_ID,
  asDirectoryEditor,
  LOCATION_ID,
  SERVICE_ID,
  buildDetails,
} from './services-test-support.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const STAFF_PATH = `/staff/find-a-service/service-details?serviceId=${SERVICE_ID}`;
const PARTICIPANT_PATH = `/participant/find-a-service/service-details?serviceId=${SERVICE_ID}`;

function service(answer: () => Response = () => jsonResponse(buildDetails())) {
  return (call: RecordedCall) => (call.path === `/api/v1/services/${SERVICE_ID}` ? answer() : undefined);
}

function queryOf(href: string | null): Record<string, string> {
  return Object.fromEntries(new URL(href ?? '', 'http://x').searchParams);
}

describe('ServiceDetailsPage (staff)', () => {
  it('shows what the service is, who it is for, what to bring, and its hours in the SPEC template', async () => {
    answerApi(stubServer(buildStaffSession()), service());
    renderAppAt(STAFF_PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Food Pantry' })).toBeTruthy();
    expect(screen.getByText('Food Bank of Alaska')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Closed now')).toBeTruthy();

    const who = screen.getByRole('region', { name: 'Who can use it' });
    expect(who.textContent).toContain('Adults living in Anchorage (Ages 18-64)');
    const bring = screen.getByRole('region', { name: 'What to bring' });
    expect(
      within(bring)
        .getByRole('link', { name: /Photo ID/ })
        .getAttribute('href'),
    ).toBe('https://example.org/id');
    expect(within(bring).getByText('Proof of address')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Fees' })).getByText('Free.')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'How to apply' })).getByText('Walk in with an ID.'),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Languages' }).textContent).toContain(
      'Spoken: English, Spanish',
    );

    const hours = screen.getByRole('region', { name: 'Hours' });
    expect(within(hours).getByText('Mon-Fri - 9:00 AM to 5:00 PM')).toBeTruthy();
    const phone = within(screen.getByRole('region', { name: 'Phone' })).getByRole('link', {
      name: '(907) 555-0100 ext. 12',
    });
    expect(phone.getAttribute('href')).toBe('tel:9075550100,12');
    const contacts = screen.getByRole('region', { name: 'Contacts' });
    expect(within(contacts).getByRole('link', { name: 'dana@example.org' }).getAttribute('href')).toBe(
      'mailto:dana@example.org',
    );
    expect(within(contacts).getByRole('link', { name: '(907) 555-0199' }).getAttribute('href')).toBe(
      'tel:9075550199',
    );
  });

  it('gives each location a map link and its own hours, the chosen location first and marked', async () => {
    const details = buildDetails();
    // The server lists a location's hours with the service's too: they are shown once, on the location's card.
    const withLocationHours = {
      ...details,
      schedules: [...details.schedules, ...details.locations[1]!.schedules],
    };
    answerApi(
      stubServer(buildStaffSession()),
      service(() => jsonResponse(withLocationHours)),
    );
    renderAppAt(`${STAFF_PATH}&locationId=${LOCATION_ID}`);
    const locations = await screen.findByRole('region', { name: 'Locations (2)' });
    const cards = within(locations).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Midtown pantry',
      'Downtown pantry',
    ]);
    // Nothing says which city was searched: the card showed this location, the person did not choose it.
    expect(within(cards[0]!).getByText('Shown in your search results')).toBeTruthy();
    expect(cards[0]!.getAttribute('aria-current')).toBe('location');
    expect(within(cards[1]!).queryByText('Shown in your search results')).toBeNull();
    const map = within(cards[0]!).getByRole('link', { name: /2121 Spar Ave, Anchorage, AK 99501/ });
    expect(map.getAttribute('href')).toBe(mapSearchUrl('2121 Spar Ave, Anchorage, AK 99501'));
    expect(map.getAttribute('target')).toBe('_blank');
    expect(within(cards[0]!).getByText('Sat - 10:00 AM to 2:00 PM')).toBeTruthy();
    expect(screen.getAllByText('Sat - 10:00 AM to 2:00 PM')).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Hours' })).getByText('Mon-Fri - 9:00 AM to 5:00 PM'),
    ).toBeTruthy();
  });

  it('puts the ways to reach the service before its descriptions on a phone: call, map, today’s hours', async () => {
    // Wednesday 2 January 2030, 11:00 AM in Anchorage.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-02T20:00:00Z'));
    try {
      answerApi(stubServer(buildParticipantSession()), service());
      renderAppAt(`${PARTICIPANT_PATH}&locationId=${LOCATION_ID}`);
      const contact = await screen.findByRole('region', { name: 'Contact' });
      const about = screen.getByRole('region', { name: 'About this service' });
      expect(contact.compareDocumentPosition(about) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // Wider screens show the hours and phones beside the description instead: one card, hidden there by CSS.
      expect(contact.className).toContain('mantine-hidden-from-md');
      const call = within(contact).getByRole('link', { name: 'Call (907) 555-0100 ext. 12' });
      expect(call.getAttribute('href')).toBe('tel:9075550100,12');
      expect(within(contact).getByText('Midtown pantry')).toBeTruthy();
      expect(
        within(contact)
          .getByRole('link', { name: /2121 Spar Ave, Anchorage, AK 99501/ })
          .getAttribute('href'),
      ).toBe(mapSearchUrl('2121 Spar Ave, Anchorage, AK 99501'));
      expect(within(contact).getByText('Today - 9:00 AM to 5:00 PM')).toBeTruthy();

      fireEvent.click(within(contact).getByRole('link', { name: 'One more location' }));
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Locations (2)' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the contact card out for a service with no phone, address or hours', async () => {
    answerApi(
      stubServer(buildParticipantSession()),
      service(() => jsonResponse(buildDetails({ phones: [], schedules: [], locations: [] }))),
    );
    renderAppAt(PARTICIPANT_PATH);
    await screen.findByRole('region', { name: 'About this service' });
    expect(screen.queryByRole('region', { name: 'Contact' })).toBeNull();
  });

  it('says the location shown first is in the city searched for, when it is', async () => {
    answerApi(stubServer(buildParticipantSession()), service());
    renderAppAt(`${PARTICIPANT_PATH}&locationId=${LOCATION_ID}&term=pantry&city=anchorage`);
    const locations = await screen.findByRole('region', { name: 'Locations (2)' });
    const [first, second] = within(locations).getAllByRole('article');
    expect(within(first!).getByRole('heading').textContent).toBe('Midtown pantry');
    expect(within(first!).getByText('In Anchorage, the city you searched')).toBeTruthy();
    expect(within(second!).queryByText(/the city you searched/)).toBeNull();
    expect(screen.queryByText(/you chose/)).toBeNull();
  });

  it('does not claim a location is in the city searched for when it is not', async () => {
    answerApi(stubServer(buildParticipantSession()), service());
    renderAppAt(`${PARTICIPANT_PATH}&locationId=${LOCATION_ID}&city=Bethel`);
    const locations = await screen.findByRole('region', { name: 'Locations (2)' });
    const [first] = within(locations).getAllByRole('article');
    expect(within(first!).getByText('Shown in your search results')).toBeTruthy();
    expect(screen.queryByText(/the city you searched/)).toBeNull();
  });

  it('goes back to the search, filters and page the user came from', async () => {
    answerApi(stubServer(buildStaffSession()), service());
    const router = renderAppAt(
      `${STAFF_PATH}&locationId=${LOCATION_ID}&term=food&categoryId=${CATEGORY_FOOD_ID}&city=Anchorage&openNow=true&departmentId=${DEPARTMENT_ID}&page=2`,
    );
    const back = await screen.findByRole('link', { name: 'Back to your search' });
    expect(back.getAttribute('href')?.startsWith('/staff/find-a-service?')).toBe(true);
    expect(queryOf(back.getAttribute('href'))).toEqual({
      term: 'food',
      categoryId: CATEGORY_FOOD_ID,
      city: 'Anchorage',
      openNow: 'true',
      departmentId: DEPARTMENT_ID,
      page: '2',
    });
    fireEvent.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/find-a-service'));
    expect(router.state.location.search).toEqual({
      term: 'food',
      categoryId: CATEGORY_FOOD_ID,
      city: 'Anchorage',
      openNow: true,
      departmentId: DEPARTMENT_ID,
      page: 2,
    });
  });

  it('offers more services of the department a link came from', async () => {
    answerApi(stubServer(buildStaffSession()), service());
    renderAppAt(`${STAFF_PATH}&departmentId=${DEPARTMENT_ID}`);
    const more = await screen.findByRole('link', { name: 'More services of Food Bank of Alaska' });
    expect(queryOf(more.getAttribute('href'))).toEqual({ departmentId: DEPARTMENT_ID });
  });

  it('links "send a message" to the new-message form addressed to the service team, and "recommend"', async () => {
    answerApi(stubServer(buildStaffSession()), service());
    const router = renderAppAt(STAFF_PATH);
    const send = await screen.findByRole('link', { name: 'Send a message about this service' });
    const href = send.getAttribute('href');
    expect(href?.startsWith(`/staff/inbox/${STAFF_USER_ID}/new-message?`)).toBe(true);
    expect(queryOf(href)).toEqual({
      serviceTeamName: 'Food Services Team',
      serviceTeamId: TEAM_ID,
      subject: 'About Community Food Pantry',
    });
    expect(screen.getByRole('link', { name: 'Recommend to a participant' }).getAttribute('href')).toBe(
      `/staff/participant-management/recommend-participant?serviceId=${SERVICE_ID}`,
    );
    expect(screen.queryByRole('link', { name: 'Edit service' })).toBeNull();

    fireEvent.click(send);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/staff/inbox/${STAFF_USER_ID}/new-message`),
    );
    expect(router.state.location.search).toMatchObject({
      serviceTeamId: TEAM_ID,
      subject: 'About Community Food Pantry',
    });
  });

  it.each(['inactive', 'temporarily closed'] as const)(
    'does not offer to recommend a service that is %s: the button is disabled and says why',
    async (status) => {
      answerApi(
        stubServer(buildStaffSession()),
        service(() => jsonResponse(buildDetails({ status }))),
      );
      const app = renderAppAt(STAFF_PATH);
      const button = await screen.findByRole('button', { name: 'Recommend to a participant' });
      expect(screen.queryByRole('link', { name: 'Recommend to a participant' })).toBeNull();
      expect(button.getAttribute('aria-disabled')).toBe('true');
      const reason = `Only active services can be recommended; this one is ${status}.`;
      expect(screen.getByText(reason).id).toBe(button.getAttribute('aria-describedby'));
      fireEvent.click(button);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(app.state.location.pathname).toBe('/staff/find-a-service/service-details');
    },
  );

  it('offers directory editors "Edit service" through the wizard', async () => {
    answerApi(asDirectoryEditor(stubServer(buildStaffSession())), service());
    renderAppAt(STAFF_PATH);
    const edit = await screen.findByRole('link', { name: 'Edit service' });
    expect(edit.getAttribute('href')).toBe(
      `/staff/find-a-service/create?step=Service&serviceId=${SERVICE_ID}`,
    );
  });

  it('sends SVC_NAV once for the opened service', async () => {
    const server = stubServer(buildStaffSession());
    answerApi(server, service());
    renderAppAt(STAFF_PATH);
    await screen.findByRole('heading', { level: 1, name: 'Community Food Pantry' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(userActions(server, 'SVC_NAV')).toEqual([
      { action: 'opened service', detail: { serviceId: SERVICE_ID, name: 'Community Food Pantry' } },
    ]);
  });

  it('leaves out "send a message" for a service no team answers', async () => {
    answerApi(
      stubServer(buildStaffSession()),
      service(() => jsonResponse(buildDetails({ team: null }))),
    );
    renderAppAt(STAFF_PATH);
    await screen.findByRole('heading', { level: 1, name: 'Community Food Pantry' });
    expect(screen.queryByRole('link', { name: 'Send a message about this service' })).toBeNull();
  });

  it('says plainly when the service is not available, with a way back to the finder', async () => {
    answerApi(
      stubServer(buildStaffSession()),
      service(() => problemResponse(404, 'No such service')),
    );
    renderAppAt(`${STAFF_PATH}&departmentId=${DEPARTMENT_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This service is not available' }),
    ).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Find a service' }).getAttribute('href')).toBe(
      '/staff/find-a-service',
    );
  });

  it('has no serious accessibility problems', async () => {
    answerApi(stubServer(buildStaffSession()), service());
    renderAppAt(`${STAFF_PATH}&locationId=${LOCATION_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Community Food Pantry' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});

describe('ServiceDetailsPage (participant)', () => {
  it('shows no status, recommend or edit, and sends the message from the participant inbox', async () => {
    answerApi(stubServer(buildParticipantSession()), service());
    renderAppAt(PARTICIPANT_PATH);
    await screen.findByRole('heading', { level: 1, name: 'Community Food Pantry' });
    expect(screen.queryByText('Active')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Recommend to a participant' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit service' })).toBeNull();
    const href = screen.getByRole('link', { name: 'Send a message about this service' }).getAttribute('href');
    expect(href?.startsWith(`/participant/inbox/${PARTICIPANT_USER_ID}/new-message?`)).toBe(true);
    expect(queryOf(href)).toMatchObject({ serviceTeamId: TEAM_ID, subject: 'About Community Food Pantry' });
  });
});
