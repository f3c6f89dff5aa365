import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { consultationTexts, offerOf } from '@nutritest/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { storedForReturn } from '../../../components/checkout/checkout-store';
import { PaymentReturn } from '../../../components/checkout/payment-return';
import { consultationOrderQueryOptions } from '../api/get-order';
import { clearConsultationCheckout, readConsultationCheckout } from '../lib/checkout-storage';
import { consultationCheckoutTexts } from '../lib/checkout-texts';
import { chosenSlotPath } from '../lib/paths';
import { slotDateTime } from '../lib/slots';

/** Paid, cancelled or a hold that ran out: asking again changes nothing. */
const endedStatuses = ['cancelled', 'expired'] as const;

/**
 * The consultation's return from the payment provider (doc 2 §2, §4): the shared `PaymentReturn`. A
 * payment that arrived after the hold ran out, for a slot someone else took meanwhile, was given back
 * by the server (issue 20): the page says so and offers the nutritionist's next free slots.
 */
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
      // Refunded: the order is over too.
      onRefunded={clearConsultationCheckout}
      onClose={onClose}
      renderRefunded={(order) => (
        <>
          <Typography sx={{ mb: 1.5 }}>
            Tu pago (número {order.refund?.paymentId}) llegó después de que venció la reserva de tu turno (
            {slotDateTime(order.slotStart)}) y otra persona ya lo había tomado. Por eso no confirmamos tu consulta.
          </Typography>
          <Typography sx={{ mb: 1.5 }}>
            Te devolvimos el pago completo. Según tu medio de pago, la devolución puede tardar unos días en verse.
            También te lo contamos por correo.
          </Typography>
          {order.refund?.nextSlots.length ? (
            <>
              <Typography sx={{ mb: 1 }}>
                Estos son los próximos turnos libres con la misma nutricionista (hora de Montevideo). Elegí uno para
                reservarlo de nuevo:
              </Typography>
              <Box component="ul" sx={{ mt: 0, mb: 2, pl: 3 }}>
                {order.refund.nextSlots.map((slot) => (
                  <li key={slot.start}>
                    <Link component={RouterLink} to={chosenSlotPath(order.tipoConsulta, slot)}>
                      {slotDateTime(slot.start)}
                    </Link>
                  </li>
                ))}
              </Box>
            </>
          ) : (
            <Typography sx={{ mb: 2 }}>Elegí otro turno en el calendario de abajo.</Typography>
          )}
        </>
      )}
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
