import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { PartItem, PartSection, type CloseForm } from './part-section.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

interface Contact {
  id: string;
  name: string;
}

const NEW_ID = 'c-new';

/** A bare add or edit form: a heading, a name field, Save and Cancel. */
function NameForm({ item, onSave, close }: { item: Contact | null; onSave: () => void; close: CloseForm }) {
  return (
    <form aria-label={item ? `Edit ${item.name}` : 'New contact'}>
      <h4>{item ? `Edit ${item.name}` : 'New contact'}</h4>
      <label>
        Name
        <input defaultValue={item?.name ?? ''} />
      </label>
      <button
        type="button"
        onClick={() => {
          onSave();
          close({ id: item?.id ?? NEW_ID });
        }}
      >
        Save
      </button>
      <button type="button" onClick={() => close()}>
        Cancel
      </button>
    </form>
  );
}

/**
 * The section over a list that refreshes a moment after a save, as the directory's lists do; `saveShows` false
 * leaves a new item out of the list, as when it does not belong to it.
 */
function Contacts({ saveShows = true }: { saveShows?: boolean }) {
  const [items, setItems] = useState<Contact[]>([{ id: 'c-1', name: 'Dana Lee' }]);
  const refreshAfterSave = (item: Contact | null) => {
    if (item !== null || !saveShows) return;
    window.setTimeout(() => setItems((current) => [{ id: NEW_ID, name: 'Ann Oz' }, ...current]), 100);
  };
  return (
    <>
      <button type="button">Somewhere else</button>
      <PartSection<Contact>
        title="Contacts"
        items={items}
        emptyText="No contacts yet."
        addLabel="Add a contact"
        itemName={(c) => c.name}
        renderItem={(c) => <PartItem title={c.name} />}
        renderForm={(item, close) => (
          <NameForm item={item} close={close} onSave={() => refreshAfterSave(item)} />
        )}
      />
    </>
  );
}

/** Clicks a button as a browser does: it takes the focus first. */
function press(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

const focused = () => document.activeElement;

describe('PartSection: focus never drops to the page when a form opens or closes', () => {
  it('focuses the new form’s first field, and gives focus back to "Add" on Cancel', async () => {
    renderWithProviders(<Contacts />);
    press(screen.getByRole('button', { name: 'Add a contact' }));
    const form = await screen.findByRole('form', { name: 'New contact' });
    await waitFor(() => expect(focused()).toBe(within(form).getByLabelText('Name')));

    press(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'Add a contact' })));
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('focuses the added item’s Edit button once the refreshed list shows it', async () => {
    renderWithProviders(<Contacts />);
    press(screen.getByRole('button', { name: 'Add a contact' }));
    const form = await screen.findByRole('form', { name: 'New contact' });
    press(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'Edit Ann Oz' })));
  });

  it('focuses the edited item’s Edit button after Save and after Cancel', async () => {
    renderWithProviders(<Contacts />);
    press(screen.getByRole('button', { name: 'Edit Dana Lee' }));
    let form = await screen.findByRole('form', { name: 'Edit Dana Lee' });
    await waitFor(() => expect(focused()).toBe(within(form).getByLabelText('Name')));
    press(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'Edit Dana Lee' })));

    press(screen.getByRole('button', { name: 'Edit Dana Lee' }));
    form = await screen.findByRole('form', { name: 'Edit Dana Lee' });
    press(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'Edit Dana Lee' })));
  });

  it('falls back to "Add" when the saved item does not show, and leaves focus the user moved elsewhere', async () => {
    renderWithProviders(<Contacts saveShows={false} />);
    press(screen.getByRole('button', { name: 'Add a contact' }));
    press(within(await screen.findByRole('form')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'Add a contact' })), {
      timeout: 6_000,
    });

    press(screen.getByRole('button', { name: 'Add a contact' }));
    const form = await screen.findByRole('form');
    await waitFor(() => expect(focused()).toBe(within(form).getByLabelText('Name')));
    press(within(form).getByRole('button', { name: 'Save' }));
    press(screen.getByRole('button', { name: 'Somewhere else' }));
    await new Promise((resolve) => setTimeout(resolve, 3_300));
    expect(focused()).toBe(screen.getByRole('button', { name: 'Somewhere else' }));
  });
});
