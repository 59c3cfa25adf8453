import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  intro?: string;
  /** The screen's main action (add, create), beside the heading. */
  action?: ReactNode;
}

/** The head of a staff screen: the page's one heading, what the screen is for, its main action. */
export function PageHeader({ title, intro, action }: PageHeaderProps) {
  return (
    <header className={classes.header}>
      <div className={classes.text}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {intro && (
          <Text c="dimmed" mt={6} maw="40rem">
            {intro}
          </Text>
        )}
      </div>
      {action}
    </header>
  );
}
