import { Table } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ResponsiveList } from './responsive-list.tsx';
import { stubPhoneScreen } from '../../test/screen-width.ts';

const ITEMS = [
  { id: 'a', name: 'Intake' },
  { id: 'b', name: 'Housing' },
];

function renderList(ordered = false) {
  return renderWithProviders(
    <ResponsiveList
      items={ITEMS}
      caption="2 desks"
      ordered={ordered}
      minWidth={600}
      head={<Table.Th scope="col">Name</Table.Th>}
      row={(item) => <Table.Th scope="row">{item.name}</Table.Th>}
      card={(item) => <span>{item.name} card</span>}
    />,
  );
}

describe('ResponsiveList', () => {
  it('is a table named by its caption, one row an item', () => {
    renderList();
    const table = screen.getByRole('table', { name: '2 desks' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Intake', 'Housing']);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('is a list of cards on a phone, numbered when the order matters', () => {
    stubPhoneScreen();
    const { unmount } = renderList();
    const list = screen.getByRole('list', { name: '2 desks' });
    expect(list.tagName).toBe('UL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual(['Intake card', 'Housing card']);
    expect(screen.queryByRole('table')).toBeNull();
    unmount();

    renderList(true);
    expect(screen.getByRole('list', { name: '2 desks' }).tagName).toBe('OL');
  });
});
