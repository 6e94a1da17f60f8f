import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lazyRouteComponent } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildSearchResponse,
  buildSummary,
} from '../../../features/services/components/services-test-support.ts';
import { answerApi, type RecordedCall } from '../../../test/api-calls.ts';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { buildParticipantSession } from '../../../test/fixtures.ts';
import { jsonResponse } from '../../../test/responses.ts';
import { Route } from './index.tsx';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const PATH = '/participant/find-a-service';
const finder = Route.options.component!;
let codeArrives: () => void = () => undefined;

// The build splits the finder's code from the route; here it arrives when the test says so, as on a slow connection.
beforeEach(() => {
  const arrived = new Promise<void>((resolve) => (codeArrives = resolve));
  Route.update({ component: lazyRouteComponent(() => arrived.then(() => ({ default: finder }))) });
});

function services(call: RecordedCall): Response | undefined {
  return call.path === '/api/v1/services' ? jsonResponse(buildSearchResponse([buildSummary()])) : undefined;
}

const searchBox = () => screen.findByRole('textbox', { name: 'Search for a service' });

describe('/participant/find-a-service while its code downloads', () => {
  it('shows the page’s shape with a search box and result placeholders labelled for screen readers, not a bare spinner', async () => {
    answerApi(stubServer(buildParticipantSession()), services);
    renderAppAt(PATH);
    const box = await searchBox();
    expect(screen.getByRole('heading', { level: 1, name: 'Find a service' })).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Search the service directory' }).contains(box)).toBe(true);
    const loading = screen.getByRole('status');
    expect(loading.textContent).toBe('Loading services');
    expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByLabelText('Loading')).toBeNull();
  });

  it('hands what is typed, and the focus, to the finder’s own search box when it arrives', async () => {
    answerApi(stubServer(buildParticipantSession()), services);
    renderAppAt(PATH);
    const early = await searchBox();
    early.focus();
    fireEvent.change(early, { target: { value: 'food' } });
    codeArrives();
    await screen.findByRole('article', { name: 'Community Food Pantry' });
    const box = screen.getByRole('textbox', { name: 'Search for a service' }) as HTMLInputElement;
    expect(box).not.toBe(early);
    expect(box.value).toBe('food');
    expect(document.activeElement).toBe(box);
  });

  it('searches for words sent before the code has arrived', async () => {
    const calls = answerApi(stubServer(buildParticipantSession()), services);
    const router = renderAppAt(`${PATH}?page=3`);
    const early = await searchBox();
    fireEvent.change(early, { target: { value: '  housing ' } });
    fireEvent.submit(within(screen.getByRole('search')).getByRole('textbox'));
    await waitFor(() => expect(router.state.location.search).toEqual({ term: 'housing' }));
    codeArrives();
    await screen.findByRole('article', { name: 'Community Food Pantry' });
    const asked = calls.filter((c) => c.path === '/api/v1/services' && c.query.get('take') === '20');
    expect(asked.map((c) => c.query.get('term'))).toEqual(['housing']);
  });
});
