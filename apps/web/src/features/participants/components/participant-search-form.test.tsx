import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ParticipantSearchForm } from './participant-search-form.tsx';

/** The elements that describe `field` (its hint, its error), from aria-describedby. */
function describersOf(field: HTMLElement): HTMLElement[] {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter((id) => id !== '')
    .map((id) => document.getElementById(id))
    .filter((el): el is HTMLElement => el !== null);
}

describe('ParticipantSearchForm, the fields of a row', () => {
  // jsdom lays nothing out, so this checks the structure the alignment rests on: each field is a label over its input
  // in a grid cell aligned to the top, so an input sits lower than its neighbours only if something (a hint, an error)
  // comes between its label and its input.
  it('puts the date-of-birth hint under its input, so the date input lines up with the other inputs', () => {
    renderWithProviders(<ParticipantSearchForm initial={{}} onSearch={() => {}} />, {
      session: buildStaffSession(),
    });
    const dob = screen.getByRole('textbox', { name: 'Date of birth' });
    const hint = describersOf(dob);
    // The MM/DD/YYYY hint is still there and still read with the field.
    expect(hint.map((el) => el.textContent)).toEqual(['MM/DD/YYYY']);

    const form = screen.getByRole('search', { name: 'Search participants' });
    const fields = [...within(form).getAllByRole('textbox'), within(form).getByRole('combobox')];
    expect(fields).toHaveLength(7);
    for (const field of fields)
      for (const describer of describersOf(field))
        expect(
          field.compareDocumentPosition(describer) & Node.DOCUMENT_POSITION_FOLLOWING,
          `"${describer.textContent}" is above the input of ${document.querySelector(`label[for="${field.id}"]`)?.textContent}`,
        ).toBeTruthy();
  });
});

describe('ParticipantSearchForm, the participant id', () => {
  it('searches for an id typed without its hyphen, in lower case or with a space as Casework writes it', () => {
    for (const typed of ['kp4tjf38', ' KP4T JF38 ', 'kp4t-jf38']) {
      const onSearch = vi.fn();
      const { unmount } = renderWithProviders(<ParticipantSearchForm initial={{}} onSearch={onSearch} />, {
        session: buildStaffSession(),
      });
      fireEvent.change(screen.getByRole('textbox', { name: 'Participant ID' }), { target: { value: typed } });
      fireEvent.submit(screen.getByRole('search', { name: 'Search participants' }));
      expect(onSearch, typed).toHaveBeenCalledWith(expect.objectContaining({ participantId: 'KP4T-JF38' }));
      unmount();
    }
  });
});
