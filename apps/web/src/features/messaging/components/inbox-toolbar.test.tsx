import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { InboxSearchBox, InboxViewSwitch } from './inbox-toolbar.tsx';

// jsdom lays nothing out: this holds the props the switch's reflow relies on. Seen in a browser at 390 px with 200%
// text: Archive goes under Inbox, where it was cut off and the page scrolled sideways (520 px wide).
describe('InboxViewSwitch with enlarged text', () => {
  it('puts Archive under Inbox when both do not fit on one line, and wraps the words inside each link', () => {
    const link = { href: '/participant/inbox', onNavigate: () => undefined };
    renderWithProviders(
      <InboxViewSwitch
        archive={false}
        inbox={link}
        archiveView={{ ...link, href: '/participant/inbox?view=archive' }}
        counts={{ open: 10, archived: 2, unread: 3 }}
      />,
    );
    const views = screen.getByRole('navigation', { name: 'Inbox views' });
    const group = views.firstElementChild as HTMLElement;
    expect(group.style.getPropertyValue('--group-wrap')).toBe('wrap');
    for (const name of [/^Inbox/, /^Archive/]) {
      const view = within(views).getByRole('link', { name });
      expect(view.style.maxWidth).toBe('100%');
      expect(view.querySelector<HTMLElement>('.mantine-Button-label')!.style.whiteSpace).toBe('normal');
    }
  });
});

describe('InboxSearchBox', () => {
  it("says staff can find a thread by its participant; a participant's own box names only subjects and messages", () => {
    const { unmount } = renderWithProviders(
      <InboxSearchBox value={undefined} onSearch={() => undefined} byParticipant />,
    );
    expect(
      screen.getByRole('searchbox', { name: 'Search subjects, messages and participants' }),
    ).toBeTruthy();
    unmount();
    renderWithProviders(<InboxSearchBox value={undefined} onSearch={() => undefined} />);
    expect(screen.getByRole('searchbox', { name: 'Search subjects and messages' })).toBeTruthy();
  });
});
