import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cardBrandLabel, type PaymentInstrument } from '@nutritest/domain';

/** `Visa •••• 3704`: the brand and the masked number, as the receipts say it. */
export function cardName(card: PaymentInstrument): string {
  return `${cardBrandLabel[card.brand]} ${card.name}`;
}

/** A saved card: issuer image, masked number, holder and expiry. */
export function SavedCard({ card, id }: { card: PaymentInstrument; id?: string }) {
  return (
    <Stack id={id} direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Box
        component="img"
        src={card.issuerImageUrl}
        alt={cardBrandLabel[card.brand]}
        width={60}
        height={38}
        sx={{ flexShrink: 0, borderRadius: 1 }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, letterSpacing: '0.04em' }}>{card.name}</Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {card.holderName} · Vence {card.expiry}
        </Typography>
      </Box>
    </Stack>
  );
}
