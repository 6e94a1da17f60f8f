import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { buildStaffSession } from '../../../test/fixtures.ts';

// Whole-app renders on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

/** The popover's code arrives only when the test says so: the button stands alone until then. */
const popoverCode = vi.hoisted(() => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, released };
});
vi.mock('./team-member-inboxes-menu.tsx', async (importOriginal) => {
  await popoverCode.released;
  return importOriginal();
});

describe('the team member inboxes button while its popover loads', () => {
  it('keeps the keyboard focus when the loaded button takes the place of the one shown meanwhile', async () => {
    stubServer(buildStaffSession(), ['Staff', 'Supervisor']);
    renderAppAt('/staff/inbox');
    const placeholder = await screen.findByRole('button', { name: 'Team member inboxes' });
    // Only the loaded button is a popover's target.
    expect(placeholder.getAttribute('aria-haspopup')).toBeNull();
    placeholder.focus();
    expect(document.activeElement).toBe(placeholder);

    popoverCode.release();
    const loaded = await waitFor(() => {
      const button = screen.getByRole('button', { name: 'Team member inboxes' });
      expect(button.getAttribute('aria-haspopup')).toBe('dialog');
      return button;
    });
    expect(loaded).not.toBe(placeholder);
    expect(document.activeElement).toBe(loaded);
    expect(loaded.getAttribute('aria-expanded')).toBe('false');
  });
});
