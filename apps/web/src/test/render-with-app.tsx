import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IndustryProvider } from '../lib/industry-context';

/**
 * Renders a component as the app does (Mantine, a fresh query cache without retries, the
 * industry's wording) so a test speaks to it as a person would: by labels, roles and texts.
 */
export function renderWithApp(ui: ReactNode, { industry = 'medical' }: { industry?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      {/* No transitions or portals: what opens is there at once, inside the rendered tree. */}
      <MantineProvider env="test">
        <IndustryProvider theme={industry} fallback={null}>
          {ui}
        </IndustryProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
