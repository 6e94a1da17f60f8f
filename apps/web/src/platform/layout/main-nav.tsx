import { Stack, Text } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { isNavItemActive, type NavSection } from './nav-items.ts';
import { RouterNavLink } from './router-links.tsx';

export interface MainNavProps {
  sections: NavSection[];
  /** Called after a link is followed (closes the mobile menu). */
  onNavigate?: () => void;
}

export function MainNav({ sections, onNavigate }: MainNavProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
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
            return (
              <RouterNavLink
                key={item.to}
                to={item.to}
                label={item.label}
                leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
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
