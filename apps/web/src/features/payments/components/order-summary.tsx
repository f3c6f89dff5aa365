import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateEs, formatMoney, formatNumberEs, REGULAR_KIT_PRICE_CENTS } from '@nutritest/domain';
import type { ReactNode } from 'react';
import type { OrderQuote } from '../hooks/use-order-quote';
import { instalmentLabel } from '../payment-format';

function Line({ label, children, strong }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography sx={{ fontWeight: strong ? 800 : 400 }}>{label}</Typography>
      <Typography component="div" sx={{ fontWeight: strong ? 800 : 600, textAlign: 'right' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * The order: Kit NutriTest for a customer (regular price struck through and the launch price) or the
 * company's kit places at the tier price; the coupon's discount and the final price. When the card is
 * charged in another currency (pesos, where the payment account takes only pesos: decision 065), what
 * is charged in pesos and the rate, before paying.
 */
export function OrderSummary({ quote, children }: { quote: OrderQuote; children?: ReactNode }) {
  const { subtotal, total, discount, quantity, charge, exchangeRate } = quote;
  const converted = charge && charge.currency !== 'USD' && exchangeRate ? { charge, rate: exchangeRate } : null;
  const instalmentsOf = converted
    ? { total: converted.charge.totalCents, currency: converted.charge.currency }
    : { total, currency: 'USD' as const };
  const isBusiness = quote.buyer === 'business';
  const money = (cents: number | undefined) =>
    cents === undefined ? (
      <Skeleton variant="text" width={80} sx={{ display: 'inline-block' }} />
    ) : (
      formatMoney(cents, 'USD')
    );

  return (
    <Paper component="section" aria-labelledby="order-summary-title" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography id="order-summary-title" variant="h5" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
        Resumen de tu compra
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>Kit NutriTest</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {isBusiness
          ? `Cantidad: ${quantity} ${quantity === 1 ? 'cupo' : 'cupos'} para tus empleados`
          : 'Cantidad: 1 · Kit de saliva, análisis de 21 nutrientes y tus resultados'}
      </Typography>
      <Stack spacing={1}>
        {isBusiness ? (
          <Line label="Precio por cupo">{money(subtotal === undefined ? undefined : subtotal / quantity)}</Line>
        ) : (
          <>
            <Line label="Precio regular">
              <Box component="s" sx={{ color: 'text.secondary' }}>
                {formatMoney(REGULAR_KIT_PRICE_CENTS, 'USD')}
              </Box>
            </Line>
            <Line label="Precio de lanzamiento">{money(subtotal)}</Line>
          </>
        )}
        {isBusiness && <Line label="Subtotal">{money(subtotal)}</Line>}
        {quote.coupon && discount > 0 && (
          <Line label={`Cupón ${quote.coupon}`}>
            <Box component="span" sx={{ color: 'success.dark' }}>
              − {formatMoney(discount, 'USD')}
            </Box>
          </Line>
        )}
      </Stack>
      {children && <Box sx={{ mt: 3 }}>{children}</Box>}
      <Divider sx={{ my: 2.5 }} />
      <Line label="Precio final" strong>
        <Box component="span" data-testid="final-price" sx={{ fontSize: '1.5rem' }}>
          {money(total)}
        </Box>
      </Line>
      {converted && converted.charge.totalCents > 0 && (
        <Box data-testid="charged-in-pesos" sx={{ mt: 1.5 }}>
          <Line label="Se cobra en pesos uruguayos" strong>
            {formatMoney(converted.charge.totalCents, converted.charge.currency)}
          </Line>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Tu tarjeta recibe el cargo en pesos: convertimos el precio en dólares al tipo de cambio de hoy,{' '}
            {formatNumberEs(converted.rate.rate, { minimumFractionDigits: 3, maximumFractionDigits: 3 })} pesos por
            dólar
            {converted.rate.source === 'bcu' && converted.rate.rateDate
              ? ` (cotización del BCU del ${formatDateEs(converted.rate.rateDate)})`
              : ''}
            .
          </Typography>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        IVA incluido
        {instalmentsOf.total !== undefined && instalmentsOf.total > 0
          ? ` · o hasta en 6 cuotas: ${instalmentLabel(3, instalmentsOf.total, instalmentsOf.currency)}, ${instalmentLabel(6, instalmentsOf.total, instalmentsOf.currency)}`
          : ''}
      </Typography>
    </Paper>
  );
}
