import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@nutritest/domain';
import { useState } from 'react';
import { storedForReturn } from '../../../components/checkout/checkout-store';
import { PaymentReturn } from '../../../components/checkout/payment-return';
import { mealOrderQueryOptions } from '../api/get-order';
import { clearCheckout, readCheckout } from '../lib/checkout-storage';
import { closedDaysText, mealsCheckoutTexts } from '../lib/checkout-texts';

/**
 * The meals order's return from the payment provider (doc 2 §2, §8): the shared `PaymentReturn`.
 * A payment that arrived after the kitchen closed orders for one of its days was given back by the
 * server (issue 20): the page says so instead of confirming, and the stored order is forgotten.
 */
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
      // The order was cancelled and its payment refunded: nothing is left to pay; the cart stays.
      onRefunded={clearCheckout}
      onClose={onClose}
      renderRefunded={(order) => {
        const days = closedDaysText(order.refund?.closedDays ?? []);
        return (
          <>
            <Typography sx={{ mb: 1.5 }}>
              Tu pago (número {order.refund?.paymentId}) llegó después de que la cocina cerró los pedidos
              {days ? ` para ${days}` : ''}, así que no confirmamos tu pedido.
            </Typography>
            <Typography sx={{ mb: 1.5 }}>
              Te devolvimos el pago completo ({formatMoney(order.totalCents, 'UYU')}). Según tu medio de pago, la
              devolución puede tardar unos días en verse. También te lo contamos por correo.
            </Typography>
            <Typography sx={{ mb: 2 }}>
              Elegí platos para los días que todavía están abiertos y hacé un pedido nuevo.
            </Typography>
          </>
        );
      }}
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
