import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  type Purchase,
  purchaseKindLabels,
  type RefundQuote,
  type RefundRequest,
  refundRequestTexts as r,
  refundRequestStatusLabels,
  purchasesTexts as t,
} from '@nutritest/domain';
import { type FormEvent, useId, useState } from 'react';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useRequestRefund } from '../api/request-refund';

const TERMS_PATH = '/terminos-condiciones-uso-uy';

/** The latest request: its state, the amount, when it was asked (and decided), and why it was refused. */
function RequestState({ request }: { request: RefundRequest }) {
  const money = (cents: number) => formatMoney(cents, request.currency);
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {refundRequestStatusLabels[request.status] ?? request.status}
      </Typography>
      <Typography variant="body2">{r.amountLine(money(request.amountCents))}</Typography>
      {request.penaltyCents > 0 && (
        <Typography variant="body2" color="text.secondary">
          {r.penaltyLine(money(request.penaltyCents))}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {r.requestedOn(formatDate(request.createdAt))}
        {request.decidedAt && ` · ${r.decidedOn(formatDate(request.decidedAt))}`}
      </Typography>
      {request.status === 'refused' && request.decisionReason && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {r.refusalReason(request.decisionReason)}
        </Typography>
      )}
    </Box>
  );
}

/**
 * 'Solicitar devolución': says exactly what comes back before anything is sent (the amount, the
 * kit's penalty, until when it can be asked, the terms), takes an optional reason and sends it once.
 * A refusal from the server (409, 400) shows its message by the button and keeps what was written.
 */
function RequestDialog({
  purchase,
  quote,
  onClose,
  onSent,
}: {
  purchase: Purchase;
  quote: RefundQuote;
  onClose: () => void;
  onSent: () => void;
}) {
  const titleId = useId();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useRequestRefund();
  const sending = send.isPending;
  const money = (cents: number) => formatMoney(cents, quote.currency);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setError(null);
    send.mutate(
      { purchase, reason },
      {
        onSuccess: onSent,
        onError: (failure) => setError(errorText(failure, r.sendFailed)),
      },
    );
  }

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{r.dialogTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5}>
            <Typography color="text.secondary">
              {t.purchaseTitle(purchaseKindLabels[purchase.kind] ?? purchase.kind, purchase.reference)}
            </Typography>
            <Typography variant="h6" component="p">
              {r.amount(money(quote.amountCents))}
            </Typography>
            {quote.penaltyCents > 0 && <Typography>{r.penalty(money(quote.penaltyCents))}</Typography>}
            {quote.deadline && <Typography>{r.deadline(formatDate(quote.deadline))}</Typography>}
            <Typography variant="body2" color="text.secondary">
              {r.refundMethod}
            </Typography>
            <TextField
              id={reasonId}
              label={r.reasonLabel}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              multiline
              minRows={3}
              fullWidth
              disabled={sending}
              helperText={r.counter(reason.length, r.reasonMax)}
              slotProps={{
                htmlInput: { maxLength: r.reasonMax },
                formHelperText: { sx: { textAlign: 'right' } },
              }}
            />
            <Link href={TERMS_PATH} target="_blank" rel="noopener noreferrer" variant="body2">
              {r.terms}{' '}
              <Box component="span" sx={visuallyHidden}>
                {r.termsNewTab}
              </Box>
            </Link>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {error && (
            <Alert severity="error" sx={{ flex: '1 1 100%', m: 0 }}>
              {error}
            </Alert>
          )}
          <Button onClick={onClose} disabled={sending}>
            {r.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={sending}
            startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {sending ? r.sending : r.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * The card's refund part (issue 21): the latest request's state; else 'Solicitar devolución' while
 * the terms allow one; else why no refund is possible. Nothing for a sale with no quote (not paid,
 * or already closed).
 */
export function RefundSection({ purchase }: { purchase: Purchase }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const { refundQuote: quote, refundRequest: request } = purchase;

  let content = null;
  if (request) {
    content = <RequestState request={request} />;
  } else if (quote?.allowed) {
    content = (
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        {r.requestButton}
      </Button>
    );
  } else if (quote?.reason) {
    content = (
      <Typography variant="body2" color="text.secondary">
        {quote.reason}
      </Typography>
    );
  }
  if (!content && !sent) return null;

  return (
    <Box sx={{ mt: 2 }}>
      {sent && (
        <Alert severity="success" onClose={() => setSent(false)} sx={{ mb: 1 }}>
          {r.sent}
        </Alert>
      )}
      {content}
      {open && quote && (
        <RequestDialog
          purchase={purchase}
          quote={quote}
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            setSent(true);
          }}
        />
      )}
    </Box>
  );
}
