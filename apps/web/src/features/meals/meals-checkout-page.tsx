import Typography from '@mui/material/Typography';
import { formatMoney } from '@nutritest/domain';
import { useState } from 'react';
import { CheckoutRedirect } from '../../components/checkout/checkout-redirect';
import { PageShell } from '../../components/layout/page-shell';
import { readCheckout } from './lib/checkout-storage';
import { mealsCheckoutTexts } from './lib/checkout-texts';

/** /meals-checkout (doc 2 §2): pays the order kept by the meals page. */
export default function MealsCheckoutPage() {
  const [checkout] = useState(readCheckout);
  return (
    <PageShell maxWidth="sm">
      <CheckoutRedirect texts={mealsCheckoutTexts} preference={checkout?.preference ?? null}>
        {checkout && (
          <Typography color="text.secondary">Total a pagar: {formatMoney(checkout.totalCents, 'UYU')}</Typography>
        )}
      </CheckoutRedirect>
    </PageShell>
  );
}
