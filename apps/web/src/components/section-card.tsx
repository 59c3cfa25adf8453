import { Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps extends PaperProps {
  /** The id of the section's heading, which names it for screen readers. */
  labelledBy: string;
  children: ReactNode;
}

/** A card that is one section of a staff page (profile, business, setup), named by its heading. */
export function SectionCard({ labelledBy, children, ...paper }: SectionCardProps) {
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={labelledBy}
      {...paper}
    >
      {children}
    </Paper>
  );
}
