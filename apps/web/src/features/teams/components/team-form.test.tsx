import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../platform/api/api-error.ts';
import { TestProviders, renderWithProviders } from '../../../test/render.tsx';
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

  it('only lets an edit be saved once something changed, keeping the button focusable', () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <TeamForm
        initial={{ name: 'Intake', description: 'First contact', isPrivate: false }}
        submitLabel="Save changes"
        requireChange
        pending={false}
        error={null}
        onSubmit={onSubmit}
      />,
    );
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
      target: { value: 'First contact desk' },
    });
    expect(save.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(save);
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Intake',
      description: 'First contact desk',
      isPrivate: false,
    });
  });

  it('gives the focus back to the button once saving is over', () => {
    const props = {
      initial: { name: 'Intake', description: 'First contact', isPrivate: false },
      submitLabel: 'Save changes',
      requireChange: true,
      error: null,
      onSubmit: vi.fn(),
    };
    const view = renderWithProviders(<TeamForm {...props} pending />);
    // Should the page have lost the focus while the save ran (the person clicked on plain text, say).
    (document.activeElement as HTMLElement | null)?.blur();
    view.rerender(
      <TestProviders queryClient={view.queryClient}>
        <TeamForm {...props} pending={false} />
      </TestProviders>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save changes' }));
  });

  it('moves the focus from the button to a name the server refused, once the answer is in', () => {
    const props = { submitLabel: 'Create team', onSubmit: vi.fn() };
    const view = renderWithProviders(<TeamForm {...props} pending error={null} />);
    const create = screen.getByRole('button', { name: 'Create team' });
    create.focus();
    expect(document.activeElement).toBe(create);
    view.rerender(
      <TestProviders queryClient={view.queryClient}>
        <TeamForm {...props} pending={false} error={taken} />
      </TestProviders>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Team name' }));
  });

  it('takes a taken name away as soon as the name is changed, and shows the next refusal again', () => {
    const props = { submitLabel: 'Create team', pending: false, onSubmit: vi.fn() };
    const view = renderWithProviders(<TeamForm {...props} error={taken} />);
    const name = screen.getByRole('textbox', { name: /Team name/ });
    fireEvent.change(name, { target: { value: 'Intake desk' } });
    expect(screen.queryByText('Another team already has this name (names ignore case)')).toBeNull();
    expect(name.getAttribute('aria-invalid')).not.toBe('true');

    const takenAgain = new ApiError({ url: '/api/v1/teams', status: 409, body: taken.body });
    view.rerender(
      <TestProviders queryClient={view.queryClient}>
        <TeamForm {...props} error={takenAgain} />
      </TestProviders>,
    );
    expect(screen.getByText('Another team already has this name (names ignore case)')).toBeTruthy();
  });
});
