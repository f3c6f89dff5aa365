import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { boardTexts as t } from '../texts-board';

/** A tab's loading spinner or error message; the content once the data is here. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t.loading} />
      </Box>
    );
  }
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  return <>{children(query.data)}</>;
}
