import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './staff-screen.module.css';

/** What a staff screen shows while its list is empty: what is missing, why, and the way to add it. */
export function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="xl" className={classes.empty}>
      <Text fw={700}>{title}</Text>
      <Text c="dimmed" size="sm" maw="32rem">
        {text}
      </Text>
      {action}
    </Paper>
  );
}
