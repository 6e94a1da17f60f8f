import { Button, Menu } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';

function ThreadMenu() {
  return (
    <Menu>
      <Menu.Target>
        <Button>More actions</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>Mark as unread</Menu.Item>
        <Menu.Item>Refer…</Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red">Delete thread</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

describe('menus (the app theme)', () => {
  it('opened by a click, hold only menu items and separators: axe finds nothing critical', async () => {
    renderWithProviders(<ThreadMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    expect(menu.querySelector('[role="presentation"][tabindex]')).toBeNull();
    const result = await axe.run(menu, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
