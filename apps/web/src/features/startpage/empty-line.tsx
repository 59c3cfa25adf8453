import { Text } from '@mantine/core';
import classes from './start-page.module.css';

/** A card's empty state: one quiet line inside the card (a nested card would look like content). */
export function EmptyLine({ children }: { children: string }) {
  return (
    <Text size="sm" className={classes.muted}>
      {children}
    </Text>
  );
}
