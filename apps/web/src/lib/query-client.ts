import { AppError } from '@nutritest/domain';
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not change on retry; network and server errors might.
        retry: (count, error) => !(error instanceof AppError && error.status < 500) && count < 2,
      },
    },
  });
}
