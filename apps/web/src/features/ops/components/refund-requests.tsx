import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  isAppError,
  type OpsRefundRequest,
  purchaseKindLabels,
  refundRequestTexts as r,
  refundRefusalBodySchema,
  refundRequestStatusLabels,
} from '@nutritest/domain';
import { type FormEvent, useId, useState } from 'react';
import { formatDate, formatTime } from '../../../lib/format';
import { useDecideRefundRequest } from '../api/decide-refund-request';
import { useRefundRequests } from '../api/get-refund-requests';
import { DialogButtons } from './dialog-actions';
import { QueryState } from './query-state';

const money = (request: OpsRefundRequest, cents: number) => formatMoney(cents, request.currency);
const failureText = (error: unknown) => (isAppError(error) && error.message ? error.message : r.decideFailed);

/** 'Aprobar': says what goes back and how before the refund is made. */
function ApproveDialog({
  request,
  onClose,
  onDone,
}: {
  request: OpsRefundRequest;
  onClose: () => void;
  onDone: () => void;
}) {
  const titleId = useId();
  const decide = useDecideRefundRequest();
  const [error, setError] = useState<string | null>(null);
  const busy = decide.isPending;

  function confirm() {
    if (busy) return;
    setError(null);
    decide.mutate(
      { id: request.id, decision: 'approve' },
      { onSuccess: onDone, onError: (e) => setError(failureText(e)) },
    );
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{r.approveTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{r.approveText(money(request, request.amountCents))}</Typography>
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} onConfirm={confirm} busy={busy} busyLabel={r.approving} label={r.approve} />
    </Dialog>
  );
}

/** 'Rechazar': the reason is required (it is e-mailed to the buyer). */
function RefuseDialog({
  request,
  onClose,
  onDone,
}: {
  request: OpsRefundRequest;
  onClose: () => void;
  onDone: () => void;
}) {
  const titleId = useId();
  const decide = useDecideRefundRequest();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = decide.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const parsed = refundRefusalBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? r.decideFailed);
      return;
    }
    setFieldError(null);
    decide.mutate(
      { id: request.id, decision: 'refuse', reason: parsed.data.reason },
      {
        onSuccess: onDone,
        onError: (e) => {
          const onField = isAppError(e) ? e.fields?.reason : undefined;
          if (onField) setFieldError(onField);
          else setError(failureText(e));
        },
      },
    );
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{r.refuseTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={r.refuseReasonLabel}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                if (fieldError) setFieldError(null);
              }}
              required
              autoFocus
              multiline
              minRows={3}
              fullWidth
              disabled={busy}
              error={fieldError !== null}
              helperText={fieldError ?? r.refuseReasonHelp}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogButtons onCancel={onClose} busy={busy} busyLabel={r.refusing} label={r.refuse} color="error" />
      </form>
    </Dialog>
  );
}

function RequestItem({
  request,
  onApprove,
  onRefuse,
}: {
  request: OpsRefundRequest;
  onApprove: () => void;
  onRefuse: () => void;
}) {
  const { purchase } = request;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        gap: 2,
        py: 1.5,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {r.opsPurchase(purchaseKindLabels[purchase.kind] ?? purchase.kind, purchase.reference)}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {refundRequestStatusLabels[request.status] ?? request.status}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {purchase.buyer.name || purchase.buyer.email}
          {purchase.buyer.name && ` · ${purchase.buyer.email}`}
        </Typography>
        <Typography variant="body2">
          {r.opsToRefund(money(request, request.amountCents))}
          {request.penaltyCents > 0 && ` · ${r.opsPenalty(money(request, request.penaltyCents))}`}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {request.customerReason ? r.opsCustomerReason(request.customerReason) : r.opsNoCustomerReason}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {r.opsRequestedOn(formatDate(request.createdAt), formatTime(request.createdAt))}
          {request.decidedAt && ` · ${r.opsDecidedOn(formatDate(request.decidedAt), formatTime(request.decidedAt))}`}
        </Typography>
        {request.status === 'refused' && request.decisionReason && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {r.opsRefusalReason(request.decisionReason)}
          </Typography>
        )}
      </Box>
      {request.status === 'requested' && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Button variant="contained" size="small" onClick={onApprove} aria-label={r.approveOf(purchase.reference)}>
            {r.approve}
          </Button>
          <Button
            variant="outlined"
            color="error"
            size="small"
            onClick={onRefuse}
            aria-label={r.refuseOf(purchase.reference)}
          >
            {r.refuse}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/**
 * 'Devoluciones solicitadas' (issue 21), above the order search: the buyers' requests, pending
 * first, with what goes back and what the terms keep; 'Aprobar' refunds through the payment
 * provider and issues the credit note, 'Rechazar' e-mails the reason. Both reload the requests and
 * the orders found.
 */
export function RefundRequests() {
  const requests = useRefundRequests();
  const titleId = useId();
  const [open, setOpen] = useState<{ request: OpsRefundRequest; decision: 'approve' | 'refuse' } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const close = () => setOpen(null);
  const done = (text: string) => () => {
    setOpen(null);
    setNotice(text);
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, mb: 4, maxWidth: 900 }}
    >
      <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 2 }}>
        {r.opsTitle}
      </Typography>
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 1.5 }}>
          {notice}
        </Alert>
      )}
      <QueryState query={requests}>
        {({ requests: rows }) =>
          rows.length === 0 ? (
            <Typography color="text.secondary">{r.opsNone}</Typography>
          ) : (
            <Box component="ul" aria-label={r.opsListLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {rows.map((request) => (
                <RequestItem
                  key={request.id}
                  request={request}
                  onApprove={() => {
                    setNotice(null);
                    setOpen({ request, decision: 'approve' });
                  }}
                  onRefuse={() => {
                    setNotice(null);
                    setOpen({ request, decision: 'refuse' });
                  }}
                />
              ))}
            </Box>
          )
        }
      </QueryState>
      {open?.decision === 'approve' && (
        <ApproveDialog request={open.request} onClose={close} onDone={done(r.approved)} />
      )}
      {open?.decision === 'refuse' && <RefuseDialog request={open.request} onClose={close} onDone={done(r.refused)} />}
    </Paper>
  );
}
