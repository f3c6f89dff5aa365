import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { paymentTexts } from '../texts';

/** Doc 1 §8, §9: banners are coloured by their outcome and hide themselves after 9 s. */
export const BANNER_MS = 9000;

/** The banner of /dashboard?payment=success. */
export function PaymentSuccessBanner({ isBusiness, onClose }: { isBusiness: boolean; onClose?: () => void }) {
  const [isOpen, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onClose?.();
  };
  return (
    <Snackbar
      open={isOpen}
      autoHideDuration={BANNER_MS}
      onClose={(_, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 72, sm: 88 } }}
    >
      <Alert severity="success" role="status" onClose={close} sx={{ width: '100%', boxShadow: 4, fontWeight: 600 }}>
        {isBusiness ? paymentTexts.successBannerBusiness : paymentTexts.successBannerCustomer}
      </Alert>
    </Snackbar>
  );
}
