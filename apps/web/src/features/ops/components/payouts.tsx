import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatDateEs,
  formatMoney,
  isAppError,
  markPayoutPaidSchema,
  montevideoDate,
  monthLabel,
  type OpsPayout,
} from '@nutritest/domain';
import { type FormEvent, useId, useState } from 'react';
import { PayoutDownloads, PayoutStatusChip } from '../../payouts';
import { type PayoutFilter, useOpsPayouts } from '../api/get-payouts';
import { useMarkPayoutPaid } from '../api/mark-payout-paid';
import { opsTexts as t } from '../texts';
import { DialogButtons } from './dialog-actions';
import { QueryState } from './query-state';

const filters: Array<{ value: PayoutFilter; label: string }> = [
  { value: 'pending', label: t.payoutsPending },
  { value: 'paid', label: t.payoutsPaid },
  { value: 'all', label: t.payoutsAll },
];

/** Asks for the transfer's reference and records the payment; never sends twice. */
function MarkPaidDialog({ payout, onClose, onPaid }: { payout: OpsPayout; onClose: () => void; onPaid: () => void }) {
  const titleId = useId();
  const [reference, setReference] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const mark = useMarkPayoutPaid();
  const sending = mark.isPending;
  const month = monthLabel(payout.month);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setFormError(null);
    const parsed = markPayoutPaidSchema.safeParse({ reference });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    mark.mutate(
      { id: payout.id, reference: parsed.data.reference },
      {
        onSuccess: onPaid,
        onError: (error) => {
          const onField = isAppError(error) ? error.fields?.reference : undefined;
          if (onField) setFieldError(onField);
          else setFormError(error.message);
        },
      },
    );
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t.markPaid}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography>
              {t.markPaidSummary(month, payout.nutritionist.name, formatMoney(payout.totalCents, payout.currency))}
            </Typography>
            <Typography variant="body2">
              <strong>{t.payoutMethod}:</strong> {payout.nutritionist.payoutMethod || t.none}
            </Typography>
            <TextField
              label={t.transferReference}
              value={reference}
              onChange={(e) => {
                setReference(e.target.value);
                if (fieldError) setFieldError(null);
              }}
              required
              autoFocus
              fullWidth
              error={fieldError !== null}
              helperText={fieldError ?? t.transferReferenceHelp}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            {formError && <Alert severity="error">{formError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogButtons onCancel={onClose} busy={sending} busyLabel={t.sending} label={t.confirmPayment} />
      </form>
    </Dialog>
  );
}

function StatusCell({ payout }: { payout: OpsPayout }) {
  return (
    <>
      <PayoutStatusChip status={payout.status} />
      {payout.paidAt && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t.paidOn(formatDateEs(montevideoDate(new Date(payout.paidAt))))}
        </Typography>
      )}
      {payout.reference && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t.paidReference(payout.reference)}
        </Typography>
      )}
    </>
  );
}

/** Nutritionists' monthly statements: who is owed what and how to pay them; record each transfer. */
export function Payouts() {
  const [filter, setFilter] = useState<PayoutFilter>('pending');
  const payouts = useOpsPayouts(filter);
  const [paying, setPaying] = useState<OpsPayout | null>(null);
  const [paidNotice, setPaidNotice] = useState(false);

  return (
    <Stack spacing={3}>
      <Typography>{t.payoutsIntro}</Typography>
      <TextField
        select
        label={t.status}
        value={filter}
        onChange={(e) => setFilter(e.target.value as PayoutFilter)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 220 }}
      >
        {filters.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </TextField>
      <div aria-live="polite">
        {paidNotice && (
          <Alert severity="success" onClose={() => setPaidNotice(false)}>
            {t.markedPaid}
          </Alert>
        )}
      </div>
      <QueryState query={payouts}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography color="text.secondary">{t.payoutsEmpty}</Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={t.payoutsCaption}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t.month}</TableCell>
                    <TableCell>{t.nutritionist}</TableCell>
                    <TableCell>{t.payoutMethod}</TableCell>
                    <TableCell align="right">{t.total}</TableCell>
                    <TableCell>{t.status}</TableCell>
                    <TableCell>{t.actions}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{monthLabel(row.month)}</TableCell>
                      <TableCell>
                        <Typography variant="body2" sx={{ fontWeight: 700 }}>
                          {row.nutritionist.name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                          {row.nutritionist.email}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 280 }}>
                        {row.nutritionist.payoutMethod || t.none}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(row.totalCents, row.currency)}
                      </TableCell>
                      <TableCell>
                        <StatusCell payout={row} />
                      </TableCell>
                      <TableCell>
                        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                          {row.status === 'pending' && (
                            <Button
                              variant="contained"
                              size="small"
                              aria-label={t.markPaidOf(monthLabel(row.month), row.nutritionist.name)}
                              onClick={() => {
                                setPaidNotice(false);
                                setPaying(row);
                              }}
                            >
                              {t.markPaid}
                            </Button>
                          )}
                          <PayoutDownloads statement={row} pdf={false} />
                        </Stack>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )
        }
      </QueryState>
      {paying && (
        <MarkPaidDialog
          key={paying.id}
          payout={paying}
          onClose={() => setPaying(null)}
          onPaid={() => {
            setPaying(null);
            setPaidNotice(true);
          }}
        />
      )}
    </Stack>
  );
}
