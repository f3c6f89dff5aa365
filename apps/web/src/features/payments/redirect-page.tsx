import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * /redirect, loaded inside the card frame when the provider is done: tells the parent page
 * redirectError when the query has an errorcode, otherwise redirectSuccess (doc 1 §2), and only to
 * this app's own origin. It lives outside the session layout so no routing rule runs in the frame.
 */
export default function RedirectPage() {
  const [params] = useSearchParams();
  const isError = params.has('errorcode');
  const posted = useRef(false);

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    window.parent.postMessage(isError ? 'redirectError' : 'redirectSuccess', window.location.origin);
  }, [isError]);

  return (
    <Box
      component="main"
      role="status"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'common.white' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography>Procesando…</Typography>
      </Box>
    </Box>
  );
}
