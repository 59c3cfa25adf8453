import '../../components/form-styles';
import '@mantine/core/styles/ThemeIcon.layer.css';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import classes from './auth.module.css';

interface AuthCardProps {
  title: string;
  intro?: string;
  /** Shown above the title for results (link sent, password changed, link invalid). */
  icon?: ReactNode;
  tone?: 'default' | 'error';
  wide?: boolean;
  /** The way to the neighbouring page ("No account yet? Sign up now"), under the card. */
  footer?: ReactNode;
  /** For a result that replaces a form: focus moves to its heading, so it is read out. */
  announce?: boolean;
  children?: ReactNode;
}

/** The frame of every account page: a card with the page's one heading, then its form or result. */
export function AuthCard({
  title,
  intro,
  icon,
  tone = 'default',
  wide,
  footer,
  announce,
  children,
}: AuthCardProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (announce) titleRef.current?.focus();
  }, [announce]);
  return (
    <div className={classes.page}>
      <Paper
        withBorder
        radius="lg"
        shadow="xs"
        p={{ base: 'lg', sm: 'xl' }}
        className={`${classes.card} ${wide ? classes.wide : ''}`}
      >
        <Stack gap="lg">
          <div>
            {icon && (
              <ThemeIcon
                size={48}
                radius="xl"
                variant="light"
                color={tone === 'error' ? 'red' : undefined}
                mb="sm"
                aria-hidden="true"
              >
                {icon}
              </ThemeIcon>
            )}
            <Title
              order={1}
              size="h2"
              ref={titleRef}
              tabIndex={announce ? -1 : undefined}
              className={classes.title}
            >
              {title}
            </Title>
            {intro && (
              <Text c="dimmed" mt={6}>
                {intro}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
      {footer && (
        <Text size="sm" c="dimmed" ta="center">
          {footer}
        </Text>
      )}
    </div>
  );
}
