import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
  formatMoney,
  invoiceStatusLabels,
  type OpsPurchase,
  purchaseKindLabels,
  refundRequestTexts,
  purchasesTexts as t,
} from '@nutritest/domain';
import { type FormEvent, useState } from 'react';
import { formatDate, formatTime } from '../../../lib/format';
import { InvoiceDownloads, PurchaseStatusChip, paymentText, receiptName } from '../../purchases';
import { useOpsPurchases } from '../api/get-ops-purchases';
import { InvoicingHealth } from './invoicing-health';
import { QueryState } from './query-state';
import { RefundRequests } from './refund-requests';

function PurchaseRow({ purchase }: { purchase: OpsPurchase }) {
  const payment = paymentText(purchase);
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatDate(purchase.createdAt)}
        <Typography variant="body2" color="text.secondary">
          {formatTime(purchase.createdAt)}
        </Typography>
      </TableCell>
      <TableCell>{purchaseKindLabels[purchase.kind] ?? purchase.kind}</TableCell>
      <TableCell sx={{ wordBreak: 'break-all', minWidth: 120 }}>
        {purchase.reference}
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ fontFamily: 'monospace', fontSize: '0.7rem', wordBreak: 'break-all' }}
        >
          {purchase.id}
        </Typography>
        {purchase.kits.map((kit) => (
          <Typography key={kit.referenceId} variant="body2" color="text.secondary">
            {refundRequestTexts.opsKit(kit)}
          </Typography>
        ))}
      </TableCell>
      <TableCell sx={{ minWidth: 160 }}>
        {purchase.buyer.name || t.opsNone}
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {purchase.buyer.email}
        </Typography>
        {purchase.buyer.rut && (
          <Typography variant="body2" color="text.secondary">
            {t.rut(purchase.buyer.rut)}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatMoney(purchase.totalCents, purchase.currency)}
        {purchase.refundedCents > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t.refunded}: {formatMoney(purchase.refundedCents, purchase.currency)}
          </Typography>
        )}
        {payment && (
          <Typography variant="body2" color="text.secondary">
            {payment}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <PurchaseStatusChip status={purchase.status} />
      </TableCell>
      <TableCell sx={{ minWidth: 260 }}>
        {purchase.invoices.length === 0
          ? t.opsNone
          : purchase.invoices.map((invoice) => (
              <Box key={invoice.id} sx={{ '& + &': { mt: 1.5 } }}>
                <Typography variant="body2" sx={{ mb: 0.5 }}>
                  {receiptName(invoice)} · {invoiceStatusLabels[invoice.status] ?? invoice.status}
                </Typography>
                <InvoiceDownloads invoice={invoice} />
              </Box>
            ))}
      </TableCell>
    </TableRow>
  );
}

/**
 * The order search (issue 21): by buyer name or e-mail, RUT, order id or reference, or receipt
 * number; asked when 'Buscar' is pressed (or Enter), the latest 50 orders before any search.
 */
export function PurchasesSearch() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const purchases = useOpsPurchases(q);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = text.trim();
    if (next === q) void purchases.refetch();
    else setQ(next);
  }

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 800 }}>
        {t.opsIntro}
      </Typography>
      <Stack
        component="form"
        role="search"
        aria-label={t.opsSearchLabel}
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { sm: 'center' }, maxWidth: 800 }}
      >
        <TextField
          label={t.opsSearchLabel}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          fullWidth
        />
        <Button type="submit" variant="contained" startIcon={<Search />} sx={{ flexShrink: 0 }}>
          {t.opsSearchButton}
        </Button>
      </Stack>
      <QueryState query={purchases}>
        {({ purchases: rows }) =>
          rows.length === 0 ? (
            <Typography color="text.secondary">{t.opsEmpty(q)}</Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
                {q ? t.opsResultsFor(rows.length, q) : t.opsLatest}
              </Typography>
              <TableContainer>
                <Table size="small" aria-label={t.opsCaption}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t.opsDate}</TableCell>
                      <TableCell>{t.opsKind}</TableCell>
                      <TableCell>{t.opsReference}</TableCell>
                      <TableCell>{t.opsBuyer}</TableCell>
                      <TableCell align="right">{t.opsTotal}</TableCell>
                      <TableCell>{t.opsStatus}</TableCell>
                      <TableCell>{t.opsReceipts}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((purchase) => (
                      <PurchaseRow key={purchase.id} purchase={purchase} />
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </>
          )
        }
      </QueryState>
    </>
  );
}

/** The console's Pedidos tab: the invoicing's health and the refund requests above the order search. */
export function PurchasesTab() {
  return (
    <>
      <InvoicingHealth />
      <RefundRequests />
      <PurchasesSearch />
    </>
  );
}
