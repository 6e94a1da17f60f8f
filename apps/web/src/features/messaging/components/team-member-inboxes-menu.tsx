import { Group, Loader, NavLink, Popover, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { CurrentUser } from '../../../platform/session/roles.ts';
import { TeamMemberInboxesButton, useSupervisedTeams } from './inbox-team-members.tsx';

/**
 * Supervisors: their team members, each a link to that member's inbox (the team-member-inbox marker). A popover of
 * links rather than a menu: each one is a place that can also open in a new tab.
 */
export function TeamMemberInboxesMenu({
  user,
  initiallyOpened = false,
  placeholderFocused,
}: {
  user: CurrentUser;
  /** Open at once: the button was clicked while this code loaded. */
  initiallyOpened?: boolean;
  /** Whether the button shown while this code loaded has the keyboard focus: this one takes it over. */
  placeholderFocused?: RefObject<boolean>;
}) {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // In the commit that swaps the buttons: the placeholder is gone from the page, and with it the focus.
  useLayoutEffect(() => {
    if (placeholderFocused?.current) button.current?.focus();
  }, [placeholderFocused]);
  // Opened in the next frame, not at mount: Mantine remembers what held the focus when `opened` changes (this
  // button, by then) and gives it back on closing. A popover opened at mount remembers nothing.
  useEffect(() => {
    if (!initiallyOpened) return;
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, [initiallyOpened]);
  const { teams, isPending, isError } = useSupervisedTeams(user);
  // Opened before the teams arrived, the focus trap found nothing to focus but the dropdown itself: the first member
  // takes the focus when they arrive, as it would have had they been there at once.
  const dropdown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = dropdown.current;
    if (opened && !isPending && element && document.activeElement === element)
      element.querySelector<HTMLElement>('a[href]')?.focus();
  }, [opened, isPending]);
  const withMembers = teams.filter((team) => team.members.length > 0);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      width={280}
      trapFocus
      returnFocus
      closeOnEscape
    >
      <Popover.Target>
        <TeamMemberInboxesButton ref={button} onClick={() => setOpened((o) => !o)} />
      </Popover.Target>
      <Popover.Dropdown ref={dropdown} p="xs" mah={420} style={{ overflowY: 'auto' }}>
        {isPending ? (
          <Group gap="xs" p="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">Loading your teams…</Text>
          </Group>
        ) : withMembers.length === 0 ? (
          <Text size="sm" c="dimmed" p="xs">
            {isError
              ? 'Your teams could not be loaded. Try again later.'
              : 'Your teams have no other members yet.'}
          </Text>
        ) : (
          <nav aria-label="Team member inboxes">
            <Stack gap="xs">
              {withMembers.map((team) => {
                const headingId = `team-members-${team.id}`;
                return (
                  <div key={team.id}>
                    <Text id={headingId} size="xs" fw={700} c="dimmed" px="xs" py={4}>
                      {team.name}
                    </Text>
                    <ul aria-labelledby={headingId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                      {team.members.map((member) => {
                        const href = `/staff/inbox/team-member-inbox/${encodeURIComponent(member.staffMemberId)}`;
                        return (
                          <li key={member.staffMemberId}>
                            <NavLink
                              component="a"
                              href={href}
                              label={member.name}
                              onClick={(event) => {
                                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
                                  return;
                                event.preventDefault();
                                setOpened(false);
                                void navigate({ href });
                              }}
                            />
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                );
              })}
            </Stack>
          </nav>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
