import { configure, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '../../../test/api-calls.ts';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { problemResponse } from '../../../test/responses.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const refusal = (errors: { field: string; message: string }[]) =>
  problemResponse(
    400,
    `Some fields are not valid: ${errors.map((e) => e.field).join(', ')}. Correct them and try again.`,
    { errors },
  );

describe('ParticipantSearchPage', () => {
  it('shows a refused value at its field, and no field codes in the alert', async () => {
    answerApi(stubServer(buildStaffSession()), (call) =>
      call.path === '/api/v1/participants'
        ? refusal([{ field: 'querystring.dob', message: 'Use a real date' }])
        : undefined,
    );
    renderAppAt('/staff/participant-management/search?dob=1992-02-30');
    expect(await screen.findByText('Use a real date')).toBeTruthy();
    const alert = screen.getByRole('alert', { name: 'The search did not work' });
    expect(alert.textContent).toContain('Correct the value marked above, then search again.');
    expect(document.body.textContent).not.toMatch(/querystring/);
  });

  it('says in the alert what no field shows', async () => {
    answerApi(stubServer(buildStaffSession()), (call) =>
      call.path === '/api/v1/participants'
        ? refusal([{ field: 'querystring.isActive', message: 'Must be true or false' }])
        : undefined,
    );
    renderAppAt('/staff/participant-management/search?lastName=Paul');
    const alert = await screen.findByRole('alert', { name: 'The search did not work' });
    expect(alert.textContent).toContain('isActive: Must be true or false');
  });
});
