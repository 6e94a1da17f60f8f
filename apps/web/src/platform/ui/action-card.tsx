import { Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronRight, type TablerIcon } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { RouterCard } from '../layout/router-links.tsx';
import classes from './action-card.module.css';

export interface ActionCardProps {
  to: ComponentProps<typeof RouterCard>['to'];
  title: string;
  text: string;
  icon: TablerIcon;
}

/**
 * A whole-card link to a screen: icon, a title saying what to do, one line on what is there. A narrow card (a phone
 * at large text) puts the icon above the words, so the words keep the card's width instead of breaking mid-word.
 */
export function ActionCard({ to, title, text, icon: Icon }: ActionCardProps) {
  return (
    <RouterCard to={to} className={classes.card} shadow="xs">
      <div className={classes.layout}>
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden className={classes.icon}>
          <Icon size={24} />
        </ThemeIcon>
        <div className={classes.words}>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {text}
          </Text>
        </div>
        <IconChevronRight size={20} aria-hidden className={classes.chevron} />
      </div>
    </RouterCard>
  );
}
