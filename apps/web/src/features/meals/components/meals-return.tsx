import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@nutritest/domain';
import { useState } from 'react';
import { storedForReturn } from '../../../components/checkout/checkout-store';
import { PaymentReturn } from '../../../components/checkout/payment-return';
import { mealOrderQueryOptions } from '../api/get-order';
import { readCheckout } from '../lib/checkout-storage';
import { mealsCheckoutTexts } from '../lib/checkout-texts';

/** The meals order's return from the payment provider (doc 2 §2, §8): the shared `PaymentReturn`. */
export function MealsReturn({
  externalReference,
  onConfirmed,
  onClose,
}: {
  externalReference: string | null;
  /** Called once when the server says the order is paid (the cart is emptied). */
  onConfirmed(): void;
  onClose(): void;
}) {
  const [stored] = useState(() => storedForReturn(readCheckout(), externalReference));
  return (
    <PaymentReturn
      texts={mealsCheckoutTexts}
      hasStored={stored !== null}
      order={mealOrderQueryOptions(stored?.orderId ?? '', stored?.accessKey ?? '')}
      retryPath={stored?.preference ? '/meals-checkout' : null}
      onConfirmed={onConfirmed}
      onClose={onClose}
      renderPaid={(order) => (
        <>
          <Typography sx={{ fontWeight: 700 }}>Número de pago: {order.paymentId}</Typography>
          <Typography sx={{ mb: 1.5 }}>Total pagado: {formatMoney(order.totalCents, 'UYU')}</Typography>
          {stored && (
            <Box
              component="p"
              sx={{ whiteSpace: 'pre-line', m: 0, mb: 2, p: 1.5, bgcolor: 'background.default', borderRadius: 1 }}
            >
              {stored.summary}
            </Box>
          )}
        </>
      )}
    />
  );
}
