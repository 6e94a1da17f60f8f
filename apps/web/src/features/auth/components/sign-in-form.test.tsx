import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SignInForm } from './sign-in-form.tsx';

const HINT =
  'After several wrong passwords in a row, signing in with that e-mail address is paused for a while.';

/** Auth.js behind fetch: every e-mail and password gets `answer`. */
function authAnswers(answer: () => Response): void {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) =>
      Promise.resolve(input.endsWith('/csrf') ? jsonResponse({ csrfToken: 'csrf-1' }) : answer()),
    ),
  );
}

async function submit(email: string, password: string): Promise<HTMLElement> {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return screen.findByTestId('sign-in-message');
}

function renderForm() {
  renderWithProviders(
    <SignInForm callbackUrl="/" initialMessage={null} onSignedIn={() => Promise.resolve(null)} />,
  );
}

describe('SignInForm', () => {
  it('warns of the pause after a wrong password, in words that are the same for an unknown e-mail', async () => {
    authAnswers(() => jsonResponse({ url: 'http://x/sign-in?error=CredentialsSignin' }));
    renderForm();
    const known = await submit('staff@example.org', 'wrong');
    expect(screen.getByText('The e-mail or password is not right.')).toBeTruthy();
    expect(screen.getByTestId('sign-in-hint').textContent).toBe(HINT);
    const first = known.textContent;
    const unknown = await submit('nobody@example.org', 'wrong');
    expect(unknown.textContent).toBe(first);
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });

  it('says how long to wait once the pause has begun, without the hint', async () => {
    authAnswers(() => problemResponse(429, 'Too many', {}, { 'Retry-After': '600' }));
    renderForm();
    const message = await submit('staff@example.org', 'wrong');
    expect(message.textContent).toBe('Too many attempts. Try again in 10 minutes.');
    expect(screen.queryByTestId('sign-in-hint')).toBeNull();
  });
});
