import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * What a part of a page loaded on demand (a tab, a step, a dialog's body) shows while its code
 * arrives: an accessible spinner in a box of about the part's height, so nothing jumps around.
 */
export function SectionSpinner({ minHeight = 120, label = 'Cargando' }: { minHeight?: number; label?: string }) {
  return (
    <Box sx={{ minHeight, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={label} size={32} />
    </Box>
  );
}

/**
 * The same for a dialog whose code is still arriving: a spinner over the page (fixed, so the page
 * under it does not move) until the dialog draws itself.
 */
export function DialogSpinner({ label = 'Cargando' }: { label?: string }) {
  return (
    <Box sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', zIndex: 'modal' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
