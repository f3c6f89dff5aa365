import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateEs, formatMoney, montevideoDate, monthLabel, type PayoutStatement } from '@nutritest/domain';
import { useId } from 'react';
import { usePayouts } from './api/get-payouts';
import { PayoutDownloads } from './components/payout-downloads';
import { PayoutStatusChip } from './components/payout-status-chip';
import { payoutTexts as t } from './texts';

/** 'noviembre de 2026' → 'Noviembre de 2026' (a title). */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function StatementItem({ statement }: { statement: PayoutStatement }) {
  const titleId = useId();
  const month = capitalize(monthLabel(statement.month));
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography id={titleId} variant="h6" component="h3">
            {month}
          </Typography>
          <PayoutStatusChip status={statement.status} />
        </Box>
        <Typography sx={{ fontWeight: 700 }}>
          {t.total}: {formatMoney(statement.totalCents, statement.currency)}
          <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            {' '}
            · {t.commissions(statement.lines)}
          </Box>
        </Typography>
        {statement.status === 'paid' && (statement.paidAt || statement.reference) && (
          <Typography variant="body2" color="text.secondary">
            {[
              statement.paidAt && t.paidOn(formatDateEs(montevideoDate(new Date(statement.paidAt)))),
              statement.reference && t.reference(statement.reference),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        )}
      </Box>
      <PayoutDownloads statement={statement} />
    </Paper>
  );
}

/** The nutritionist's monthly payout statements ('Mi balance'), each downloadable as CSV and PDF. */
export function PayoutStatements() {
  const payouts = usePayouts();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        {t.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t.intro}</Typography>
      {payouts.isPending ? (
        <CircularProgress aria-label={t.loading} sx={{ my: 2 }} />
      ) : payouts.isError ? (
        <Alert severity="error">{payouts.error.message}</Alert>
      ) : payouts.data.length === 0 ? (
        <Typography color="text.secondary">{t.empty}</Typography>
      ) : (
        <Stack component="ul" aria-label={t.list} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {payouts.data.map((statement) => (
            <StatementItem key={statement.id} statement={statement} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
