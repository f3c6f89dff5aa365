import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ConsultationOffer, consultationTexts, formatMoney } from '@nutritest/domain';

/** Instalments, when the offer can be paid in more than one. */
export function installmentsNote(offer: ConsultationOffer): string | null {
  if (offer.maxInstallments <= 1) return null;
  const each = formatMoney(Math.round(offer.priceCents / offer.maxInstallments), 'UYU');
  return `Podés pagarla en hasta ${offer.maxInstallments} cuotas de ${each}.`;
}

/** The chosen offer (doc 2 §2, §9): title, what it includes and its price in $U, taxes included. */
export function OfferDetails({
  offer,
  signedIn,
  priorPlanMissing = false,
  onChoosePlan,
}: {
  offer: ConsultationOffer;
  signedIn: boolean;
  /** A signed-in client who cannot buy this offer yet (issue 41 item 12): said here, no calendar. */
  priorPlanMissing?: boolean;
  onChoosePlan?: () => void;
}) {
  const note = installmentsNote(offer);
  return (
    <Box>
      <Typography id="offer-title" component="h2" variant="h5" sx={{ mb: 1.5 }}>
        {offer.title}
      </Typography>
      <Stack component="ul" aria-label="Qué incluye" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0, mb: 2 }}>
        {offer.included.map((item) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CheckCircleOutline fontSize="small" sx={{ color: 'primary.main', mt: '2px' }} aria-hidden />
            <Typography>{item}</Typography>
          </Box>
        ))}
      </Stack>
      <Typography component="p" variant="h4" sx={{ fontWeight: 800, color: 'primary.dark' }}>
        {formatMoney(offer.priceCents, 'UYU')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Impuestos incluidos.{note ? ` ${note}` : ''}
      </Typography>
      {offer.requiresPriorPlan && priorPlanMissing && (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          action={
            onChoosePlan && (
              <Button color="inherit" size="small" onClick={onChoosePlan}>
                {consultationTexts.choosePlan}
              </Button>
            )
          }
        >
          {consultationTexts.priorPlanMissing}
        </Alert>
      )}
      {offer.requiresPriorPlan && !signedIn && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {consultationTexts.priorPlanForGuests}
        </Alert>
      )}
    </Box>
  );
}
