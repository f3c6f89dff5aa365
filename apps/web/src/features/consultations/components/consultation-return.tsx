import Typography from '@mui/material/Typography';
import { consultationTexts, offerOf } from '@nutritest/domain';
import { useState } from 'react';
import { storedForReturn } from '../../../components/checkout/checkout-store';
import { PaymentReturn } from '../../../components/checkout/payment-return';
import { consultationOrderQueryOptions } from '../api/get-order';
import { clearConsultationCheckout, readConsultationCheckout } from '../lib/checkout-storage';
import { consultationCheckoutTexts } from '../lib/checkout-texts';
import { slotDateTime } from '../lib/slots';

/** Paid, cancelled or a hold that ran out: asking again changes nothing. */
const endedStatuses = ['cancelled', 'expired'] as const;

/** The consultation's return from the payment provider (doc 2 §2, §4): the shared `PaymentReturn`. */
export function ConsultationReturn({
  externalReference,
  onClose,
}: {
  externalReference: string | null;
  onClose(): void;
}) {
  const [stored] = useState(() => storedForReturn(readConsultationCheckout(), externalReference));
  return (
    <PaymentReturn
      texts={consultationCheckoutTexts}
      hasStored={stored !== null}
      order={consultationOrderQueryOptions(stored?.orderId ?? '', stored?.accessKey ?? '')}
      endedStatuses={endedStatuses}
      // Paid: the order is done, nothing is left to pay.
      onConfirmed={clearConsultationCheckout}
      onClose={onClose}
      renderPaid={(order) => (
        <>
          <Typography sx={{ mb: 1.5 }}>{consultationTexts.thanks}</Typography>
          <Typography>Estado: {consultationTexts.approved}</Typography>
          <Typography sx={{ fontWeight: 700 }}>Número de pago: {order.paymentId ?? '—'}</Typography>
          <Typography>{offerOf(order.tipoConsulta).title}</Typography>
          <Typography sx={{ mb: 2 }}>Turno: {slotDateTime(order.slotStart)} (hora de Montevideo)</Typography>
        </>
      )}
    />
  );
}
