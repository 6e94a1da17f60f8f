import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../platform/api/api-error.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TeamForm } from './team-form.tsx';

const taken = new ApiError({
  url: '/api/v1/teams',
  status: 409,
  body: {
    detail: 'A team named "Intake" already exists. Choose another name.',
    errors: [{ field: 'body.name', message: 'Another team already has this name (names ignore case)' }],
  },
});

describe('TeamForm', () => {
  it('asks for a name before sending, and puts the focus on it', () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <TeamForm submitLabel="Create team" pending={false} error={null} onSubmit={onSubmit} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create team' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText("Enter the team's name")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Team name/ }));
  });

  it('sends what was typed, with the private switch', () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <TeamForm submitLabel="Create team" pending={false} error={null} onSubmit={onSubmit} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Team name/ }), { target: { value: ' Intake ' } });
    fireEvent.click(screen.getByRole('switch', { name: /Private team/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create team' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: ' Intake ', description: '', isPrivate: true });
  });

  it('shows a taken name next to the name field, not as a loose alert', () => {
    renderWithProviders(
      <TeamForm submitLabel="Create team" pending={false} error={taken} onSubmit={vi.fn()} />,
    );
    const name = screen.getByRole('textbox', { name: /Team name/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Another team already has this name (names ignore case)')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('only lets an edit be saved once something changed', () => {
    renderWithProviders(
      <TeamForm
        initial={{ name: 'Intake', description: 'First contact', isPrivate: false }}
        submitLabel="Save changes"
        requireChange
        pending={false}
        error={null}
        onSubmit={vi.fn()}
      />,
    );
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
      target: { value: 'First contact desk' },
    });
    expect(save.disabled).toBe(false);
  });
});
