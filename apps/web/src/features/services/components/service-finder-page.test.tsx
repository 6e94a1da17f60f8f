import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import {
  holdAnswers,
  openStaffPageWithAuthMeHeld,
  renderAppAt,
  stubServer,
  unreadQueryKeys,
} from '../../../test/app-harness.tsx';
import { buildParticipantSession, buildStaffSession } from '../../../test/fixtures.ts';
import { answerApi, userActions, type RecordedCall } from '../../../test/api-calls.ts';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import {
  CATEGORY_HOUSING_ID,
  asDirectoryEditor,
  DEPARTMENT_ID,
  LOCATION_ID,
  SERVICE_2_ID,
  SERVICE_ID,
  buildSearchResponse,
  buildSummary,
} from './services-test-support.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const PANTRY = buildSummary();
const SHELTER = buildSummary({
  id: SERVICE_2_ID,
  name: 'Winter Shelter',
  status: 'temporarily closed',
  category: { id: CATEGORY_HOUSING_ID, name: 'Housing' },
  department: null,
  primaryLocation: { id: LOCATION_ID, name: 'Shelter', address: null, city: 'Bethel' },
  primaryPhone: null,
  openNow: null,
});

const searches = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path === '/api/v1/services' && c.method === 'GET');
const resultSearches = (calls: RecordedCall[]) => searches(calls).filter((c) => c.query.get('take') === '20');

function services(
  response: (call: RecordedCall) => Response = () => jsonResponse(buildSearchResponse([PANTRY, SHELTER])),
) {
  return (call: RecordedCall) => (call.path === '/api/v1/services' ? response(call) : undefined);
}

describe('ServiceFinderPage (staff)', () => {
  it('shows result cards and the facets of the answer', async () => {
    const calls = answerApi(stubServer(buildStaffSession()), services());
    renderAppAt('/staff/find-a-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a service' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: '2 services' })).toBeTruthy();

    const pantry = screen.getByRole('article', { name: 'Community Food Pantry' });
    expect(within(pantry).getByRole('link', { name: 'Community Food Pantry' }).getAttribute('href')).toBe(
      `/staff/find-a-service/service-details?serviceId=${SERVICE_ID}&locationId=${LOCATION_ID}`,
    );
    expect(within(pantry).getByText('Food Bank of Alaska')).toBeTruthy();
    expect(within(pantry).getByText('Food')).toBeTruthy();
    expect(within(pantry).getByText('Open now')).toBeTruthy();
    expect(within(pantry).getByText('2121 Spar Ave, Anchorage, AK 99501')).toBeTruthy();
    expect(
      within(pantry)
        .getByRole('link', { name: /Call Community Food Pantry/ })
        .getAttribute('href'),
    ).toBe('tel:9075550100');
    expect(within(pantry).queryByText('Active')).toBeNull();

    const shelter = screen.getByRole('article', { name: 'Winter Shelter' });
    expect(within(shelter).getByText('Temporarily closed')).toBeTruthy();
    expect(within(shelter).getByText('Bethel')).toBeTruthy();
    expect(within(shelter).queryByText(/Open now|Closed now/)).toBeNull();

    fireEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    const categories = await screen.findByRole('listbox', { name: 'Category', hidden: true });
    expect(
      within(categories)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(['All categories', 'Food (12)', 'Housing (4)']);
    expect(resultSearches(calls)[0]!.query.get('activeServices')).toBeNull();
  });

  it('asks for the services of its address while the page’s code loads, beside /auth/me, and only once', async () => {
    const server = stubServer(buildStaffSession());
    const calls = answerApi(server, services());
    const router = await openStaffPageWithAuthMeHeld(server, '/staff/find-a-service?term=pantry', () =>
      expect(resultSearches(calls)).toHaveLength(1),
    );
    expect(await screen.findByRole('heading', { level: 2, name: /2 services/ })).toBeTruthy();
    expect(resultSearches(calls)).toHaveLength(1);
    expect(resultSearches(calls)[0]!.query.get('term')).toBe('pantry');
    expect(unreadQueryKeys(router)).toEqual([]);
  });

  it('asks for no services on the recommendations tab', async () => {
    const calls = answerApi(stubServer(buildStaffSession()), services());
    renderAppAt('/staff/find-a-service?view=recommendations');
    expect(await screen.findByRole('tab', { name: /Recommendations/, selected: true })).toBeTruthy();
    expect(resultSearches(calls)).toEqual([]);
  });

  it('puts each filter in the address, searches with it, and starts again at page 1', async () => {
    const calls = answerApi(stubServer(buildStaffSession()), services());
    const router = renderAppAt('/staff/find-a-service?term=food&page=3');
    await screen.findByRole('heading', { level: 2, name: /services for “food”/ });
    expect(resultSearches(calls).at(-1)!.query.get('skip')).toBe('40');

    fireEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Housing (4)', hidden: true }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ term: 'food', categoryId: CATEGORY_HOUSING_ID }),
    );
    await waitFor(() =>
      expect(resultSearches(calls).at(-1)!.query.get('categoryId')).toBe(CATEGORY_HOUSING_ID),
    );
    expect(resultSearches(calls).at(-1)!.query.get('skip')).toBe('0');

    fireEvent.click(screen.getByRole('switch', { name: 'Open now' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ openNow: true }));
    await waitFor(() => expect(resultSearches(calls).at(-1)!.query.get('openNow')).toBe('true'));

    fireEvent.click(screen.getByRole('combobox', { name: 'City or town' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bethel (2)', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ city: 'Bethel' }));
    await waitFor(() => expect(resultSearches(calls).at(-1)!.query.get('city')).toBe('Bethel'));

    // Back undoes the last filter: the state lives in the address.
    router.history.back();
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('city'));
  });

  it('pages through the results, moving the focus to the heading, which names the page', async () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      buildSummary({
        id: `0190a5b4-0000-7000-8000-0000000010${String(i).padStart(2, '0')}`,
        name: `Service ${i}`,
      }),
    );
    const calls = answerApi(
      stubServer(buildStaffSession()),
      services(() => jsonResponse(buildSearchResponse(many, { total: 45 }))),
    );
    const router = renderAppAt('/staff/find-a-service');
    expect(await screen.findByRole('heading', { level: 2, name: '45 services, page 1 of 3' })).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeTruthy();
    expect(within(pages).queryByRole('button', { name: 'Page 4' })).toBeNull();
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() => expect(resultSearches(calls).at(-1)!.query.get('skip')).toBe('20'));
    expect(resultSearches(calls).at(-1)!.query.get('take')).toBe('20');
    const heading = await screen.findByRole('heading', { level: 2, name: '45 services, page 2 of 3' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('aria-live')).toBe('polite');
  });

  it('says a page past the last one is past the end, and offers the last page', async () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      buildSummary({
        id: `0190a5b4-0000-7000-8000-0000000010${String(i).padStart(2, '0')}`,
        name: `Service ${i}`,
      }),
    );
    answerApi(
      stubServer(buildParticipantSession()),
      services((call) =>
        jsonResponse(
          buildSearchResponse(Number(call.query.get('skip')) >= 63 ? [] : many.slice(0, 3), { total: 63 }),
        ),
      ),
    );
    const router = renderAppAt('/participant/find-a-service?page=99');
    expect(await screen.findByText('There is no page 99: these results fill 4 pages.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '63 services' })).toBeTruthy();
    expect(screen.queryByText('There are no services in the directory yet.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the last page (page 4)' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 4 }));
    expect(await screen.findByRole('heading', { level: 2, name: '63 services, page 4 of 4' })).toBeTruthy();
  });

  it('while a new search loads, says it is searching and never shows the last count beside the new words', async () => {
    const server = stubServer(buildStaffSession());
    answerApi(
      server,
      services((call) =>
        jsonResponse(
          call.query.get('term') === 'housing'
            ? buildSearchResponse([SHELTER], { correctedTerm: null })
            : buildSearchResponse([PANTRY, SHELTER], { total: 64, correctedTerm: 'pantry' }),
        ),
      ),
    );
    // The search for "housing" answers only once `release` is called.
    const release = holdAnswers(server, (input) => {
      const url = new URL(input, 'http://casework.test');
      return url.searchParams.get('term') === 'housing' && url.searchParams.get('take') === '20';
    });
    renderAppAt('/staff/find-a-service?term=pantyr');
    await screen.findByRole('heading', { level: 2, name: '64 services for “pantyr”, page 1 of 4' });
    expect(screen.getByText(/No service has exactly “pantyr”/)).toBeTruthy();

    const box = screen.getByRole('textbox', { name: 'Search for a service' });
    fireEvent.change(box, { target: { value: 'housing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Searching for “housing”…' });
    expect(heading.getAttribute('aria-live')).toBe('polite');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/64 services/)).toBeNull();
    expect(screen.queryByText(/No service has exactly/)).toBeNull();
    // The last answer's cards stay, faded, until the new ones arrive.
    expect(screen.getByRole('article', { name: 'Community Food Pantry' })).toBeTruthy();

    release();
    expect(await screen.findByRole('heading', { level: 2, name: '1 service for “housing”' })).toBe(heading);
    expect(screen.queryByRole('article', { name: 'Community Food Pantry' })).toBeNull();
  });

  it('finds a city by typing its first letters', async () => {
    answerApi(stubServer(buildParticipantSession()), services());
    const router = renderAppAt('/participant/find-a-service');
    await screen.findByRole('heading', { level: 2, name: '2 services' });
    const city = screen.getByRole('combobox', { name: 'City or town' });
    expect((city as HTMLInputElement).value).toBe('All cities and towns');
    act(() => city.focus());
    fireEvent.click(city);
    // Typing adds to what the box holds.
    fireEvent.change(city, { target: { value: `${(city as HTMLInputElement).value}bet` } });
    const list = await screen.findByRole('listbox', { name: 'City or town', hidden: true });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option', { hidden: true })
          .map((o) => o.textContent),
      ).toEqual(['Bethel (2)']),
    );
    fireEvent.click(within(list).getByRole('option', { name: 'Bethel (2)', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toEqual({ city: 'Bethel' }));
    expect((city as HTMLInputElement).value).toBe('Bethel (2)');
    // Typing again after the choice looks for the new letters only.
    fireEvent.change(city, { target: { value: 'Bethel (2)anc' } });
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox', { name: 'City or town', hidden: true }))
          .getAllByRole('option', { hidden: true })
          .map((o) => o.textContent),
      ).toEqual(['Anchorage (14)']),
    );
    act(() => city.blur());
    await waitFor(() => expect((city as HTMLInputElement).value).toBe('Bethel (2)'));
  });

  it('links each card to its details with the search, so the way back returns to it', async () => {
    answerApi(stubServer(buildParticipantSession()), services());
    renderAppAt('/participant/find-a-service?term=liheap&city=Anchorage&openNow=true');
    const pantry = await screen.findByRole('article', { name: 'Community Food Pantry' });
    const href = within(pantry).getByRole('link', { name: 'Community Food Pantry' }).getAttribute('href')!;
    expect(href.startsWith('/participant/find-a-service/service-details?')).toBe(true);
    expect(Object.fromEntries(new URL(href, 'http://x').searchParams)).toEqual({
      serviceId: SERVICE_ID,
      locationId: LOCATION_ID,
      term: 'liheap',
      city: 'Anchorage',
      openNow: 'true',
    });
  });

  it('names the department of the address in a chip that removes the filter', async () => {
    const calls = answerApi(stubServer(buildStaffSession()), services());
    const router = renderAppAt(`/staff/find-a-service?departmentId=${DEPARTMENT_ID}`);
    const remove = await screen.findByRole('button', {
      name: 'Show services of every department, not only Food Bank of Alaska',
    });
    expect(resultSearches(calls)[0]!.query.get('departmentId')).toBe(DEPARTMENT_ID);
    fireEvent.click(remove);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('suggests five names as the user types; arrows and Enter open one', async () => {
    const calls = answerApi(
      stubServer(buildStaffSession()),
      services((call) =>
        jsonResponse(
          buildSearchResponse(call.query.get('take') === '5' ? [SHELTER, PANTRY] : [PANTRY, SHELTER]),
        ),
      ),
    );
    const router = renderAppAt('/staff/find-a-service');
    const box = await screen.findByRole('textbox', { name: 'Search for a service' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'shel' } });
    // (jsdom has no layout, so the dropdown counts as detached from its input: hence `hidden`.)
    expect(await screen.findByRole('option', { name: /Winter Shelter/, hidden: true })).toBeTruthy();
    const suggestionCalls = searches(calls).filter((c) => c.query.get('take') === '5');
    expect(suggestionCalls.map((c) => c.query.get('term'))).toEqual(['shel']);
    // Typing is not searching: the results and the address are untouched.
    expect(router.state.location.search).toEqual({});

    fireEvent.keyDown(box, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/find-a-service/service-details'));
    expect(router.state.location.search).toEqual({ serviceId: SERVICE_2_ID });
  });

  it('sends SVC_SEARCH once per search term whose results arrived, not per keystroke or filter', async () => {
    const server = stubServer(buildStaffSession());
    const calls = answerApi(server, services());
    const router = renderAppAt('/staff/find-a-service');
    const box = await screen.findByRole('textbox', { name: 'Search for a service' });
    for (const text of ['f', 'fo', 'foo', 'food']) fireEvent.change(box, { target: { value: text } });
    await waitFor(() => expect(searches(calls).some((c) => c.query.get('take') === '5')).toBe(true));
    expect(userActions(server, 'SVC_SEARCH')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ term: 'food' }));
    await waitFor(() =>
      expect(userActions(server, 'SVC_SEARCH')).toEqual([
        { action: 'searched services', detail: { term: 'food', results: 2 } },
      ]),
    );

    fireEvent.click(screen.getByRole('switch', { name: 'Open now' }));
    await waitFor(() => expect(resultSearches(calls).at(-1)!.query.get('openNow')).toBe('true'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(userActions(server, 'SVC_SEARCH')).toHaveLength(1);

    fireEvent.change(box, { target: { value: 'housing' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(userActions(server, 'SVC_SEARCH')).toHaveLength(2));
    expect(userActions(server, 'SVC_SEARCH')[1]!.detail).toEqual({ term: 'housing', results: 2 });
  });

  it('suggests removing the filters when nothing matches, keeping the focus on the results', async () => {
    answerApi(
      stubServer(buildStaffSession()),
      services(() => jsonResponse(buildSearchResponse([]))),
    );
    const router = renderAppAt('/staff/find-a-service?term=sauna&openNow=true');
    expect(await screen.findByText('No services match “sauna”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove all filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ term: 'sauna' }));
    // The button goes with the filters: the focus moves to the results' heading, not to the page's start.
    expect(document.activeElement?.tagName).toBe('H2');
    expect(document.activeElement?.textContent).toMatch(/sauna/);
  });

  it('says so when the search fails', async () => {
    answerApi(
      stubServer(buildStaffSession()),
      services(() => problemResponse(503, 'The directory is being rebuilt. Try again in a minute.')),
    );
    renderAppAt('/staff/find-a-service');
    expect(
      await screen.findByText(
        'The directory is being rebuilt. Try again in a minute.',
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
  });

  it('offers directory editors "Add a service"; others do not get it', async () => {
    answerApi(asDirectoryEditor(stubServer(buildStaffSession())), services());
    renderAppAt('/staff/find-a-service');
    const add = await screen.findByRole('link', { name: 'Add a service' });
    expect(add.getAttribute('href')).toBe('/staff/find-a-service/create?step=Service');
  });

  it('keeps "Add a service" from staff without Directory.Edit', async () => {
    answerApi(stubServer(buildStaffSession()), services());
    renderAppAt('/staff/find-a-service');
    await screen.findByRole('heading', { level: 2, name: '2 services' });
    expect(screen.queryByRole('link', { name: 'Add a service' })).toBeNull();
  });

  it('has no serious accessibility problems', async () => {
    answerApi(stubServer(buildStaffSession()), services());
    renderAppAt('/staff/find-a-service');
    await screen.findByRole('heading', { level: 2, name: '2 services' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});

describe('ServiceFinderPage (participant)', () => {
  it('asks for active services only and shows no status, editing or report', async () => {
    const calls = answerApi(stubServer(buildParticipantSession()), services());
    renderAppAt('/participant/find-a-service');
    const pantry = await screen.findByRole('article', { name: 'Community Food Pantry' });
    expect(within(pantry).getByRole('link', { name: 'Community Food Pantry' }).getAttribute('href')).toBe(
      `/participant/find-a-service/service-details?serviceId=${SERVICE_ID}&locationId=${LOCATION_ID}`,
    );
    expect(resultSearches(calls)[0]!.query.get('activeServices')).toBe('true');
    expect(screen.queryByText('Temporarily closed')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add a service' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Recommendations' })).toBeNull();
  });
});
