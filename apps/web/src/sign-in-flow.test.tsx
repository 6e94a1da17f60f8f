import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppAt, stubServer } from './test/app-harness.tsx';
import { buildParticipantSession, buildStaffSession } from './test/fixtures.ts';
import { jsonResponse, problemResponse } from './test/responses.ts';

async function submitCredentials(email: string, password: string): Promise<void> {
  fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in', () => {
  it('returns to the callbackUrl after signing in', async () => {
    const server = stubServer(null);
    server.signIn = () => {
      server.session = buildStaffSession();
      return jsonResponse({ url: 'http://localhost/staff/inbox' });
    };
    const router = renderAppAt('/sign-in?callbackUrl=%2Fstaff%2Finbox');
    await submitCredentials('staff@example.org', 'Casework!demo1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/inbox'));
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeTruthy();
  });

  it("goes to the role's dashboard when the callbackUrl points to another site", async () => {
    const server = stubServer(null);
    server.signIn = () => {
      server.session = buildParticipantSession();
      return jsonResponse({ url: '/' });
    };
    const router = renderAppAt('/sign-in?callbackUrl=https%3A%2F%2Fevil.example%2F');
    await submitCredentials('participant@example.org', 'Casework!demo1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/participant/dashboard'));
  });

  it('says the e-mail or password is not right, and stays on sign-in', async () => {
    stubServer(null);
    const router = renderAppAt('/sign-in');
    await submitCredentials('nobody@example.org', 'wrong');
    expect(await screen.findByText('The e-mail or password is not right.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('tells how long to wait after too many attempts', async () => {
    const server = stubServer(null);
    server.signIn = () => problemResponse(429, 'Too many', {}, { 'Retry-After': '120' });
    renderAppAt('/sign-in');
    await submitCredentials('staff@example.org', 'wrong');
    expect(await screen.findByText('Too many attempts. Try again in 2 minutes.')).toBeTruthy();
  });

  it('asks for both fields before sending anything', async () => {
    const server = stubServer(null);
    renderAppAt('/sign-in');
    await submitCredentials('', '');
    expect(await screen.findByText('Enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(server.fetch.mock.calls.some(([url]) => url === '/api/auth/callback/credentials')).toBe(false);
  });
});
