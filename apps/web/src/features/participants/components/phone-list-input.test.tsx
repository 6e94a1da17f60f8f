import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { PhoneListInput, newPhoneKey, type PhoneDraft } from './phone-list-input.tsx';

function Harness({ numbers }: { numbers: string[] }) {
  const [phones, setPhones] = useState<PhoneDraft[]>(() =>
    numbers.map((number, i) => ({ key: newPhoneKey(), number, type: '', isPreferred: i === 0 })),
  );
  return <PhoneListInput value={phones} onChange={setPhones} rowErrors={{}} idPrefix="edit" />;
}

/** Presses a button as the keyboard does: it has the focus, then it is activated. */
function press(name: string) {
  const button = screen.getByRole('button', { name });
  button.focus();
  fireEvent.click(button);
}

describe('PhoneListInput, where the focus goes', () => {
  it('puts it in the number just added, so the digits typed next go there', () => {
    renderWithProviders(<Harness numbers={['9075550100']} />);
    press('Add a phone number');
    const added = screen.getByRole('textbox', { name: 'Phone 2' });
    expect((added as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(added);
  });

  it('hands it to the next number when one is removed, and to "Add a phone number" when none is left', () => {
    renderWithProviders(<Harness numbers={['9075550100', '9075550199']} />);
    press('Remove phone 1');
    const left = screen.getByRole('textbox', { name: 'Phone 1' });
    expect((left as HTMLInputElement).value).toBe('(907) 555-0199');
    expect(document.activeElement).toBe(left);

    press('Remove phone 1');
    expect(screen.queryByRole('textbox', { name: /^Phone/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a phone number' }));
  });
});
