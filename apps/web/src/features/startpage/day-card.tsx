import { Badge, Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './start-page.module.css';

interface DayCardProps {
  title: string;
  /** A figure beside the title ("3 left"). */
  badge?: ReactNode;
  children: ReactNode;
  testId: string;
}

/** One card of the start page: a titled section, so a screen reader can jump between them. */
export function DayCard({ title, badge, children, testId }: DayCardProps) {
  const headingId = `${testId}-title`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" mb="sm" gap="xs">
        <Title order={2} size="h4" id={headingId} className={classes.cardTitle}>
          {title}
        </Title>
        {badge !== undefined && badge !== null && (
          <Badge variant="light" size="lg" className={classes.badge}>
            {badge}
          </Badge>
        )}
      </Group>
      {children}
    </Paper>
  );
}
