import { Paper, Stack } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './profile.module.css';

interface ProfileSectionProps {
  title: string;
  text?: string;
  /** `warning` for what needs the user's attention (a temporary account that will be deleted). */
  tone?: 'default' | 'warning';
  icon?: ReactNode;
  children: ReactNode;
}

/** One card of the profile with its own heading; the section is named by it for screen readers. */
export function ProfileSection({ title, text, tone = 'default', icon, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={headingId}
      className={classes.section}
      data-tone={tone}
    >
      <Stack gap="md">
        <div>
          <h2 id={headingId} className={classes.sectionTitle}>
            {icon && (
              <span className={classes.sectionIcon} aria-hidden="true">
                {icon}
              </span>
            )}
            {title}
          </h2>
          {text && <p className={classes.sectionText}>{text}</p>}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
