import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

// The banners of the dashboards and of the invite dialog, apart from the dialog (which loads when
// first opened: see lazy-invite-dialog.tsx).

/** Doc 1 §9: banners hide after 9 s; the invite dialog closes 4 s after a successful send. */
export const BANNER_MS = 9000;

export type BannerSeverity = 'success' | 'warning';
export interface Banner {
  severity: BannerSeverity;
  message: ReactNode;
}

/**
 * A banner that hides by itself after 9 s (doc 1 §8: success coloured success, failure coloured
 * warning; never a browser alert). Showing a new one restarts the time.
 */
export function useBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setBanner(null);
  }, []);
  const show = useCallback((severity: BannerSeverity, message: ReactNode) => {
    clearTimeout(timer.current);
    setBanner({ severity, message });
    timer.current = setTimeout(() => setBanner(null), BANNER_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { banner, show, close };
}

/** The banner's Alert: a status for good news, an alert for a failure. */
export function BannerAlert({ banner, onClose }: { banner: Banner; onClose?: () => void }) {
  return (
    <Alert
      severity={banner.severity}
      role={banner.severity === 'success' ? 'status' : 'alert'}
      onClose={onClose}
      sx={{ width: '100%', fontWeight: 600 }}
    >
      {banner.message}
    </Alert>
  );
}

/** A page-level banner at the top of the screen, over the content (like the payment banner). */
export function PageBanner({ banner, onClose }: { banner: Banner | null; onClose: () => void }) {
  if (!banner) return null;
  return (
    <Snackbar
      open
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 72, sm: 88 } }}
    >
      <Box sx={{ width: '100%', boxShadow: 4, borderRadius: 1 }}>
        <BannerAlert banner={banner} onClose={onClose} />
      </Box>
    </Snackbar>
  );
}
