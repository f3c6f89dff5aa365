import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  invoiceStatusLabels,
  type Purchase,
  type PurchaseStatus,
  purchaseKindLabels,
  purchaseStatusLabels,
  purchasesTexts as t,
} from '@nutritest/domain';
import { type ReactNode, useId, useState } from 'react';
import { formatDate, formatTime } from '../../../lib/format';
import { InvoiceDownloads, receiptName } from './invoice-downloads';
import { PurchaseStatusChip } from './purchase-status-chip';
import { RefundSection } from './refund-request';

/** One label/amount row of the card's summary (label left, amount right, on every width). */
function Row({ label, children, strong = false }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontWeight: strong ? 700 : undefined }}>
      <Typography component="span" sx={{ fontWeight: 'inherit' }}>
        {label}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 'inherit', whiteSpace: 'nowrap' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** "Visa •••• 3704 · 3 cuotas", or null for an order nobody paid (free, or not paid yet). */
export function paymentText(purchase: Pick<Purchase, 'paymentMethod' | 'installments'>): string | null {
  if (!purchase.paymentMethod) return null;
  return purchase.installments
    ? `${purchase.paymentMethod} · ${t.installments(purchase.installments)}`
    : purchase.paymentMethod;
}

/** 'Historial': the purchase's states with their date and time, folded until asked for. */
function History({ purchase }: { purchase: Purchase }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (purchase.history.length === 0) return null;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Button
        size="small"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t.historyOf(purchase.reference)}
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
      >
        {t.history}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box component="ol" id={listId} sx={{ m: 0, mt: 1, pl: 3 }}>
          {purchase.history.map((event) => (
            <Typography component="li" key={`${event.status}-${event.at}`} variant="body2" color="text.secondary">
              {t.historyEvent(
                purchaseStatusLabels[event.status as PurchaseStatus] ?? event.status,
                formatDate(event.at),
                formatTime(event.at),
              )}
            </Typography>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}

/**
 * One purchase as a card (full width on a phone, the same card on a desktop): what was bought, the
 * amounts, the payment, the fiscal receipts with their downloads, the refund (asked for, or why not)
 * and the status history.
 */
export function PurchaseCard({ purchase }: { purchase: Purchase }) {
  const titleId = useId();
  const money = (cents: number) => formatMoney(cents, purchase.currency);
  const payment = paymentText(purchase);

  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id={titleId}
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {t.purchaseTitle(purchaseKindLabels[purchase.kind] ?? purchase.kind, purchase.reference)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.purchasedOn(formatDate(purchase.createdAt))}
          </Typography>
        </Box>
        <PurchaseStatusChip status={purchase.status} />
      </Box>

      <Stack spacing={0.5} sx={{ mt: 2 }}>
        {purchase.lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one order never reorder
          <Row key={i} label={t.line(line.quantity, line.description)}>
            {money(line.amountCents)}
          </Row>
        ))}
        {purchase.discountCents > 0 && <Row label={t.discount}>− {money(purchase.discountCents)}</Row>}
        <Row label={t.total} strong>
          {money(purchase.totalCents)}
        </Row>
        {purchase.taxCents != null && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
            {t.tax}: {money(purchase.taxCents)}
          </Typography>
        )}
        {purchase.refundedCents > 0 && <Row label={t.refunded}>{money(purchase.refundedCents)}</Row>}
      </Stack>

      {payment && (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {t.payment}: {payment}
        </Typography>
      )}

      <Box sx={{ mt: 2 }}>
        <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
          {t.receipts}
        </Typography>
        {purchase.invoices.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t.noReceipts}
          </Typography>
        ) : (
          <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {purchase.invoices.map((invoice) => (
              <Box component="li" key={invoice.id}>
                <Typography variant="body2" sx={{ mb: 0.75 }}>
                  {receiptName(invoice)} · {invoiceStatusLabels[invoice.status] ?? invoice.status}
                </Typography>
                <InvoiceDownloads invoice={invoice} />
              </Box>
            ))}
          </Stack>
        )}
      </Box>

      <RefundSection purchase={purchase} />

      <History purchase={purchase} />
    </Paper>
  );
}
