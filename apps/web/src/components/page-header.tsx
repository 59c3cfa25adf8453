import '@mantine/core/styles/ThemeIcon.layer.css';
import { Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './page-header.module.css';

interface PageHeaderProps {
  title: ReactNode;
  intro?: string;
  /** A small line above the heading (what kind of page, which step). */
  eyebrow?: string;
  /** A glyph in a round badge above all (a welcome, a finished setup). */
  icon?: ReactNode;
  /** The screen's main action (add, create), beside the heading. */
  action?: ReactNode;
  /** Under the heading (the business's badges). */
  children?: ReactNode;
}

/** The head of a staff screen: the page's one heading, what the screen is for, its main action. */
export function PageHeader({ title, intro, eyebrow, icon, action, children }: PageHeaderProps) {
  return (
    <header className={classes.header}>
      <div className={classes.text}>
        {icon && (
          <ThemeIcon size={48} radius="xl" variant="light" mb="sm" aria-hidden="true">
            {icon}
          </ThemeIcon>
        )}
        {eyebrow && (
          <Text size="xs" fw={700} tt="uppercase" lts="0.06em" c="dimmed" mb={4}>
            {eyebrow}
          </Text>
        )}
        <Title order={1} size="h2">
          {title}
        </Title>
        {intro && (
          <Text c="dimmed" mt={6} maw="40rem">
            {intro}
          </Text>
        )}
        {children}
      </div>
      {action}
    </header>
  );
}
