import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CommissionItem, formatMoney } from '@nutritest/domain';
import { useState } from 'react';
import { useCommissions } from '../api/get-commissions';
import { addMonths, currentMonth, formatDay, isSameMonth, type Month, monthRange, monthTitle } from '../lib/month';
import { fullName } from './people-list';

const statusLabels: Record<CommissionItem['status'], string> = {
  accrued: 'A cobrar',
  paid: 'Cobrada',
  reversed: 'Anulada',
};

const visuallyHiddenSx = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The month's total: reversed commissions (refunded purchases) count 0. */
export function monthTotal(items: CommissionItem[]): number {
  return items.reduce((sum, item) => (item.status === 'reversed' ? sum : sum + item.amount), 0);
}

/**
 * The month's totals by currency: commissions are in what each kit was paid in (dollars, or pesos where
 * the card account charges pesos), so a month may have both: `USD 49,80 + $U 2.016,90`.
 */
export function monthTotalText(items: CommissionItem[]): string {
  const currencies = [...new Set(items.map((i) => i.currency))];
  if (currencies.length === 0) return formatMoney(0, 'USD');
  return currencies
    .map((currency) => formatMoney(monthTotal(items.filter((i) => i.currency === currency)), currency))
    .join(' + ');
}

function MonthItems({ month }: { month: Month }) {
  const { startDate, endDate } = monthRange(month);
  const commissions = useCommissions(startDate, endDate);

  if (commissions.isPending) return <CircularProgress aria-label="Cargando tu balance" sx={{ my: 2 }} />;
  if (commissions.isError) return <Alert severity="error">{commissions.error.message}</Alert>;
  const items = commissions.data;
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 3, bgcolor: 'brandLight.primary', borderColor: 'transparent' }}>
        <Typography sx={{ fontWeight: 700 }}>Total del mes</Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 800, color: 'primary.dark' }}>
          {monthTotalText(items)}
        </Typography>
      </Paper>
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
          Pacientes del mes
        </Typography>
        {items.length === 0 ? (
          <Typography color="text.secondary">No tuviste pacientes este mes</Typography>
        ) : (
          <Stack component="ul" aria-label="Pacientes del mes" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((item) => {
              const isReversed = item.status === 'reversed';
              const amount = formatMoney(item.amount, item.currency);
              return (
                <Paper
                  component="li"
                  key={item.id}
                  variant="outlined"
                  sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}
                >
                  <Box>
                    <Typography sx={{ fontWeight: 700 }}>{fullName(item.transaction.buyer)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {formatDay(item.created)} · {statusLabels[item.status]}
                    </Typography>
                  </Box>
                  <Typography sx={{ fontWeight: 700, alignSelf: 'center' }}>
                    {isReversed ? (
                      <>
                        <Box component="s" sx={{ color: 'text.secondary' }}>
                          {amount}
                        </Box>
                        <Box component="span" sx={visuallyHiddenSx}>
                          {' '}
                          (anulada, no suma al total)
                        </Box>
                      </>
                    ) : (
                      amount
                    )}
                  </Typography>
                </Paper>
              );
            })}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

/**
 * Mi balance (doc 1 §2): a month navigator (the current month is the last one), the month's
 * commissions in dollars and the patients who bought that month.
 */
export function BalancePanel({ now }: { now?: Date }) {
  const [today] = useState(() => currentMonth(now));
  const [month, setMonth] = useState<Month>(today);
  const isCurrent = isSameMonth(month, today);
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <IconButton aria-label="Mes anterior" onClick={() => setMonth((m) => addMonths(m, -1))}>
          <ChevronLeft />
        </IconButton>
        <Typography
          variant="h5"
          component="h2"
          aria-live="polite"
          sx={{ textAlign: 'center', '&::first-letter': { textTransform: 'uppercase' } }}
        >
          {monthTitle(month)}
        </Typography>
        <IconButton aria-label="Mes siguiente" onClick={() => setMonth((m) => addMonths(m, 1))} disabled={isCurrent}>
          <ChevronRight />
        </IconButton>
      </Box>
      <MonthItems month={month} />
    </Stack>
  );
}
