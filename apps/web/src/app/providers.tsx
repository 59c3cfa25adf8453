import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useColorTheme } from '../lib/color-theme-store';
import { buildMantineTheme, colorSchemeOf, cssVariablesResolver } from '../lib/mantine-theme';
import { createQueryClient } from '../lib/query-client';

/** Data cache and the Mantine theme of the chosen colour theme. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const colorTheme = useColorTheme();
  const theme = useMemo(() => buildMantineTheme(colorTheme), [colorTheme]);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
        forceColorScheme={colorSchemeOf(colorTheme)}
        cssVariablesResolver={cssVariablesResolver}
      >
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
