import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** What is missing. */
  title: ReactNode;
  /** Why, or what to do about it. */
  text?: ReactNode;
  /** The way to add it (a button, or a group of them). */
  action?: ReactNode;
  /** The title answers what the user just did (another day, fewer persons): read it out. */
  status?: boolean;
  /** The narrow panel beside the calendar. */
  compact?: boolean;
}

/**
 * Where a list is empty (staff screens, the booking steps): what is missing, why, and the way to add
 * it, centred in a card.
 */
export function EmptyState({ title, text, action, status, compact }: EmptyStateProps) {
  return (
    <Paper withBorder radius="lg" p={compact ? 'md' : 'xl'}>
      <Stack align="center" gap="sm" ta="center">
        <Text fw={700} size={compact ? 'sm' : undefined} role={status ? 'status' : undefined}>
          {title}
        </Text>
        {text && (
          <Text c="dimmed" size="sm" maw="32rem">
            {text}
          </Text>
        )}
        {action}
      </Stack>
    </Paper>
  );
}
