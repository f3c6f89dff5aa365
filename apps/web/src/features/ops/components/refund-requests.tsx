import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
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
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { errorText } from '../../../lib/error-text';
import { formatDate, formatTime } from '../../../lib/format';
import { type RefundDecision, useDecideRefundRequest } from '../api/decide-refund-request';
import { useRefundRequests } from '../api/get-refund-requests';
import { DialogButtons } from './dialog-actions';
import { type Notice, NoticeAlert, Panel } from './panel';
import { QueryState } from './query-state';

type Decision = RefundDecision['decision'];

const money = (request: OpsRefundRequest, cents: number) => formatMoney(cents, request.currency);

interface DialogProps {
  request: OpsRefundRequest;
  onClose: () => void;
  onDone: () => void;
}

/**
 * What 'Aprobar' and 'Rechazar' share: the decision sent once, the server's message by the buttons
 * (or on the field it names), and no closing while the request is on its way.
 */
function DecisionDialog({
  onClose,
  onDone,
  title,
  label,
  busyLabel,
  color,
  decision,
  onFieldError,
  children,
}: Omit<DialogProps, 'request'> & {
  title: string;
  label: string;
  busyLabel: string;
  color?: ButtonProps['color'];
  /** What to send; null when the form is not ready (it says why). */
  decision: () => RefundDecision | null;
  /** A message of the server about the reason. */
  onFieldError?: (message: string) => void;
  children: (busy: boolean) => ReactNode;
}) {
  const titleId = useId();
  const decide = useDecideRefundRequest();
  const [error, setError] = useState<string | null>(null);
  const busy = decide.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const input = decision();
    if (!input) return;
    decide.mutate(input, {
      onSuccess: onDone,
      onError: (e) => {
        const onField = isAppError(e) ? e.fields?.reason : undefined;
        if (onField && onFieldError) onFieldError(onField);
        else setError(errorText(e, r.decideFailed));
      },
    });
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children(busy)}
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogButtons onCancel={onClose} busy={busy} busyLabel={busyLabel} label={label} color={color} />
      </form>
    </Dialog>
  );
}

/** 'Aprobar': says what goes back and how before the refund is made. */
function ApproveDialog({ request, ...props }: DialogProps) {
  return (
    <DecisionDialog
      {...props}
      title={r.approveTitle}
      label={r.approve}
      busyLabel={r.approving}
      decision={() => ({ id: request.id, decision: 'approve' })}
    >
      {() => <Typography>{r.approveText(money(request, request.amountCents))}</Typography>}
    </DecisionDialog>
  );
}

/** 'Rechazar': the reason is required (it is e-mailed to the buyer). */
function RefuseDialog({ request, ...props }: DialogProps) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  function decision(): RefundDecision | null {
    const parsed = refundRefusalBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? r.decideFailed);
      return null;
    }
    setFieldError(null);
    return { id: request.id, decision: 'refuse', reason: parsed.data.reason };
  }

  return (
    <DecisionDialog
      {...props}
      title={r.refuseTitle}
      label={r.refuse}
      busyLabel={r.refusing}
      color="error"
      decision={decision}
      onFieldError={setFieldError}
    >
      {(busy) => (
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
      )}
    </DecisionDialog>
  );
}

function RequestItem({ request, onDecide }: { request: OpsRefundRequest; onDecide: (decision: Decision) => void }) {
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
        {purchase.kits.map((kit) => (
          <Typography key={kit.referenceId} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {r.opsKit(kit)}
          </Typography>
        ))}
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
          <Button
            variant="contained"
            size="small"
            onClick={() => onDecide('approve')}
            aria-label={r.approveOf(purchase.reference)}
          >
            {r.approve}
          </Button>
          <Button
            variant="outlined"
            color="error"
            size="small"
            onClick={() => onDecide('refuse')}
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
  const [open, setOpen] = useState<{ request: OpsRefundRequest; decision: Decision } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const close = () => setOpen(null);
  const done = (text: string) => () => {
    setOpen(null);
    setNotice({ severity: 'success', text });
  };

  return (
    <Panel title={r.opsTitle}>
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
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
                  onDecide={(decision) => {
                    setNotice(null);
                    setOpen({ request, decision });
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
    </Panel>
  );
}
