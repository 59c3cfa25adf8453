import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useColorTheme } from '../lib/color-theme-store';
import { forgetUserDataOnSignOut } from '../lib/forget-user-data';
import { buildMantineTheme, colorSchemeOf, cssVariablesResolver } from '../lib/mantine-theme';

/** Data cache (emptied of the user's data when they sign out) and the Mantine theme of the colour theme. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => forgetUserDataOnSignOut(queryClient), [queryClient]);
  const colorTheme = useColorTheme();
  const theme = useMemo(() => buildMantineTheme(colorTheme), [colorTheme]);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
        forceColorScheme={colorSchemeOf(colorTheme)}
        cssVariablesResolver={cssVariablesResolver}
        // All of the theme's CSS variables from the provider, whose code is in the entry anyway,
        // instead of also shipping Mantine's static file of the defaults (3.8 KB gzip of every visit).
        deduplicateCssVariables={false}
      >
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
