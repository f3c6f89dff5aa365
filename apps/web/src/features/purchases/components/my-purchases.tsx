import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { purchasesTexts as t } from '@nutritest/domain';
import { type ReactNode, useId } from 'react';
import { usePurchases } from '../api/get-purchases';
import { PurchaseCard } from './purchase-card';

/**
 * 'Mis compras' (a customer's or a company's profile tab, issue 21): every purchase, newest first,
 * each with its lines, amounts, payment, fiscal receipts to download and status history.
 */
export function MyPurchases() {
  const titleId = useId();
  const purchases = usePurchases();

  let content: ReactNode;
  if (purchases.isPending) {
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t.loading} />
      </Box>
    );
  } else if (purchases.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => purchases.refetch()} disabled={purchases.isFetching}>
            {t.retry}
          </Button>
        }
      >
        {t.loadError}
      </Alert>
    );
  } else if (purchases.data.purchases.length === 0) {
    content = <Typography color="text.secondary">{t.empty}</Typography>;
  } else {
    content = (
      <Stack component="ul" spacing={2} aria-label={t.listLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {purchases.data.purchases.map((purchase) => (
          <li key={purchase.id}>
            <PurchaseCard purchase={purchase} />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t.tabTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      {content}
    </Box>
  );
}
