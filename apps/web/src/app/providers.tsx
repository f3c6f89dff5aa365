import { ThemeProvider } from '@mui/material/styles';
import type { Account } from '@nutritest/domain';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { accountQueryKey } from '../lib/account-query';
import { PageBaseline } from '../lib/page-baseline';
import { createQueryClient } from '../lib/query-client';
import { theme, withAppStyles } from '../lib/theme';

/**
 * `account`: the signed-in account when the app already has it on start (app/startup.ts).
 * `prefill`: data already in the cache, for the build's style samples (src/prerender/entry.tsx).
 */
export function AppProviders({
  children,
  account,
  prefill,
}: {
  children: ReactNode;
  account?: Account;
  prefill?: (client: QueryClient) => void;
}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (account) client.setQueryData(accountQueryKey, account);
    prefill?.(client);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      {withAppStyles(
        <ThemeProvider theme={theme}>
          <PageBaseline />
          {children}
        </ThemeProvider>,
      )}
    </QueryClientProvider>
  );
}
