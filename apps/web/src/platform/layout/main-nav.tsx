import { Badge, Stack, Text } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { navCountLabel, useNavCounts } from './nav-counts.ts';
import { isNavItemActive, type NavSection } from './nav-items.ts';
import { RouterNavLink } from './router-links.tsx';

export interface MainNavProps {
  sections: NavSection[];
  /** Called after a link is followed (closes the mobile menu). */
  onNavigate?: () => void;
}

export function MainNav({ sections, onNavigate }: MainNavProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const counts = useNavCounts();
  return (
    <Stack gap="md">
      {sections.map((section, index) => (
        <Stack gap={2} key={section.title ?? index}>
          {section.title ? (
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pb={4} id={`nav-section-${index}`}>
              {section.title}
            </Text>
          ) : null}
          {section.items.map((item) => {
            const active = isNavItemActive(item, pathname);
            const Icon = item.icon;
            const count = counts[item.to];
            // The link keeps its name ("Inbox"); the count is its description ("2 unread threads"), not a number read
            // out with the name.
            const countId = count ? `nav-count${item.to.replaceAll('/', '-')}` : undefined;
            return (
              <RouterNavLink
                key={item.to}
                to={item.to}
                label={item.label}
                leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
                rightSection={
                  count ? (
                    <>
                      <Badge size="sm" variant="filled" circle={count.count < 10} aria-hidden>
                        {navCountLabel(count.count)}
                      </Badge>
                      <span id={countId} hidden>
                        {count.description}
                      </span>
                    </>
                  ) : undefined
                }
                aria-describedby={countId}
                active={active}
                // The router would also mark a parent item (Team management) current on a child item's page.
                activeOptions={{ exact: true }}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
                fw={active ? 600 : 500}
              />
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
