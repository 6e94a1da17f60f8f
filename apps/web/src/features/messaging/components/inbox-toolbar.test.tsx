import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { InboxSearchBox, InboxViewSwitch, type InboxViewSwitchProps } from './inbox-toolbar.tsx';

/** The switch on the open view of an inbox, with these counts: answers its navigation. */
function renderViewSwitch(counts: InboxViewSwitchProps['counts']) {
  const link = { href: '/staff/inbox', onNavigate: () => undefined };
  renderWithProviders(
    <InboxViewSwitch
      archive={false}
      inbox={link}
      archiveView={{ ...link, href: '/staff/inbox/archive' }}
      counts={counts}
    />,
  );
  return screen.getByRole('navigation', { name: 'Inbox views' });
}

// jsdom lays nothing out: this holds the props the switch's reflow relies on. Seen in a browser at 390 px with 200%
// text: Archive goes under Inbox, where it was cut off and the page scrolled sideways (520 px wide).
describe('InboxViewSwitch with enlarged text', () => {
  it('puts Archive under Inbox when both do not fit on one line, and wraps the words inside each link', () => {
    const views = renderViewSwitch({ open: 10, archived: 2, unread: 3 });
    const group = views.firstElementChild as HTMLElement;
    expect(group.style.getPropertyValue('--group-wrap')).toBe('wrap');
    for (const name of [/^Inbox/, /^Archive/]) {
      const view = within(views).getByRole('link', { name });
      expect(view.style.maxWidth).toBe('100%');
      expect(view.querySelector<HTMLElement>('.mantine-Button-label')!.style.whiteSpace).toBe('normal');
    }
  });
});

describe('InboxViewSwitch counts', () => {
  it('says on screen what each number counts: the threads of a view, and how many of the open ones are unread', () => {
    const views = renderViewSwitch({ open: 7, archived: 2, unread: 7 });
    // Names as a screen reader has them (spacing and commas aside), and the badge's words on screen.
    const [inbox, archive] = within(views).getAllByRole('link');
    const squash = (text: string | null) => text?.replace(/[\s,]/g, '');
    expect(squash(inbox!.textContent)).toBe('Inbox7threads7unread');
    expect(squash(archive!.textContent)).toBe('Archive2threads');
    const onScreen = inbox!.querySelector('.mantine-Badge-root')!.cloneNode(true) as HTMLElement;
    for (const hidden of onScreen.querySelectorAll('.mantine-VisuallyHidden-root')) hidden.remove();
    expect(onScreen.textContent).toBe('7 unread');
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
