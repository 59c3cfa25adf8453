import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/**
 * Client errors (4xx) are answers, not glitches: retrying them only repeats the refusal and, for
 * 429, makes it worse. Network failures and 5xx get two more tries.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
        refetchOnWindowFocus: false,
      },
    },
  });
}
