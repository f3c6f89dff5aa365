import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney, offerOf } from '@nutritest/domain';
import { useState } from 'react';
import { CheckoutRedirect } from '../../../components/checkout/checkout-redirect';
import { readConsultationCheckout } from '../lib/checkout-storage';
import { consultationCheckoutTexts } from '../lib/checkout-texts';
import { slotDateTime, slotTime } from '../lib/slots';
import { NutritionistCard } from './nutritionist-card';

/**
 * The payment step (doc 2 §4, like /meals-checkout): pays the consultation kept by
 * /consulta-nutricional, naming the offer, the slot and until when it is held.
 */
export function ConsultationCheckout() {
  const [checkout] = useState(readConsultationCheckout);
  return (
    <CheckoutRedirect texts={consultationCheckoutTexts} preference={checkout?.preference ?? null}>
      {checkout && (
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{offerOf(checkout.tipoConsulta).title}</Typography>
          <Typography>Turno: {slotDateTime(checkout.slotStart)}</Typography>
          {checkout.preference.nutritionist && (
            <Box sx={{ my: 1.5 }}>
              <NutritionistCard nutritionist={checkout.preference.nutritionist} />
            </Box>
          )}
          <Typography color="text.secondary">
            Total a pagar: {formatMoney(offerOf(checkout.tipoConsulta).priceCents, 'UYU')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Te guardamos el turno hasta las {slotTime(checkout.preference.heldUntil)}.
          </Typography>
        </Box>
      )}
    </CheckoutRedirect>
  );
}
