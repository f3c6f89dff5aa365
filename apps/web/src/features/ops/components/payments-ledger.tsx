import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
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
  AppError,
  formatDateEs,
  formatMoney,
  gatewayLabels,
  montevideoDate,
  type PaymentKind,
  paymentKindLabels,
  paymentKinds,
  paymentStatusLabels,
} from '@nutritest/domain';
import { useState } from 'react';
import { NativeSelectField } from '../../../components/forms/native-select-field';
import { formatDate, formatTime } from '../../../lib/format';
import { saveFile } from '../../../lib/save-file';
import { getPaymentsCsv, type PaymentRow, type PaymentsFilter, usePayments } from '../api/get-payments';
import { opsTexts as t } from '../texts';
import { QueryState } from './query-state';
import { canRefund, RefundDialog } from './refund-dialog';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The filter to ask for, or null while the dates are incomplete or the period is backwards. */
export function paymentsFilter(startDate: string, endDate: string, kind: PaymentKind | ''): PaymentsFilter | null {
  if (!isDay(startDate) || !isDay(endDate) || endDate < startDate) return null;
  return kind ? { startDate, endDate, kind } : { startDate, endDate };
}

function PaymentLine({ row, onRefund }: { row: PaymentRow; onRefund: (row: PaymentRow) => void }) {
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatDate(row.date)}
        <Typography variant="body2" color="text.secondary">
          {formatTime(row.date)}
        </Typography>
      </TableCell>
      <TableCell>{paymentKindLabels[row.kind] ?? row.kind}</TableCell>
      <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.75rem', wordBreak: 'break-all', minWidth: 120 }}>
        {row.orderId}
      </TableCell>
      <TableCell>
        {row.buyer.name || t.none}
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {row.buyer.email}
        </Typography>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatMoney(row.amountCents, row.currency)}
      </TableCell>
      <TableCell align="right">{row.installments ?? t.none}</TableCell>
      <TableCell>{row.gateway ? (gatewayLabels[row.gateway] ?? row.gateway) : t.none}</TableCell>
      <TableCell sx={{ wordBreak: 'break-all' }}>{row.providerReference ?? t.none}</TableCell>
      <TableCell>{paymentStatusLabels[row.status] ?? row.status}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {row.refundedCents > 0 ? formatMoney(row.refundedCents, row.currency) : t.none}
      </TableCell>
      <TableCell>
        {row.disputed ? (
          <Typography component="span" color="error" sx={{ fontWeight: 700 }}>
            {t.yes}
          </Typography>
        ) : (
          t.no
        )}
      </TableCell>
      <TableCell>
        {canRefund(row) && (
          <Button size="small" onClick={() => onRefund(row)} aria-label={`${t.refund} ${row.orderId}`}>
            {t.refund}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** Every payment of every kind between two days, filterable by kind and downloadable as CSV (issue 20). */
export function PaymentsLedger() {
  const today = montevideoDate(new Date());
  const [startDate, setStartDate] = useState(() => `${today.slice(0, 8)}01`);
  const [endDate, setEndDate] = useState(today);
  const [kind, setKind] = useState<PaymentKind | ''>('');
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<PaymentRow | null>(null);
  const filter = paymentsFilter(startDate, endDate, kind);
  const payments = usePayments(filter);
  const badRange = isDay(startDate) && isDay(endDate) && endDate < startDate;

  async function download() {
    if (!filter || downloading) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      saveFile(await getPaymentsCsv(filter), t.paymentsFileName(filter.startDate, filter.endDate, filter.kind));
    } catch (error) {
      setDownloadError(error instanceof AppError && error.message ? error.message : t.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 800 }}>
        {t.paymentsIntro}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'flex-start' } }}>
        <TextField
          type="date"
          label={t.paymentsFrom}
          value={startDate}
          onChange={(e) => setStartDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={t.paymentsTo}
          value={endDate}
          onChange={(e) => setEndDate(e.target.value)}
          error={badRange}
          helperText={badRange ? t.paymentsBadRange : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <NativeSelectField
          label={t.paymentsKind}
          value={kind}
          onChange={(e) => setKind(e.target.value as PaymentKind | '')}
          sx={{ minWidth: 200 }}
        >
          <option value="">{t.all}</option>
          {paymentKinds.map((k) => (
            <option key={k} value={k}>
              {paymentKindLabels[k]}
            </option>
          ))}
        </NativeSelectField>
        <Button
          variant="outlined"
          startIcon={<Download />}
          onClick={download}
          disabled={!filter || downloading}
          sx={{ alignSelf: { sm: 'center' } }}
        >
          {downloading ? t.downloading : t.downloadCsv}
        </Button>
      </Stack>
      {downloadError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {downloadError}
        </Alert>
      )}
      {!filter ? (
        !badRange && <Typography color="text.secondary">{t.paymentsPickDates}</Typography>
      ) : (
        <QueryState query={payments}>
          {(rows) =>
            rows.length === 0 ? (
              <Typography color="text.secondary">{kind ? t.paymentsEmptyKind : t.paymentsEmpty}</Typography>
            ) : (
              <>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t.paymentsCount(rows.length)}
                </Typography>
                <TableContainer>
                  <Table
                    size="small"
                    aria-label={t.paymentsCaption(formatDateEs(filter.startDate), formatDateEs(filter.endDate))}
                  >
                    <TableHead>
                      <TableRow>
                        <TableCell>{t.date}</TableCell>
                        <TableCell>{t.kind}</TableCell>
                        <TableCell>{t.order}</TableCell>
                        <TableCell>{t.customer}</TableCell>
                        <TableCell align="right">{t.paymentAmount}</TableCell>
                        <TableCell align="right">{t.installments}</TableCell>
                        <TableCell>{t.gateway}</TableCell>
                        <TableCell>{t.reference}</TableCell>
                        <TableCell>{t.status}</TableCell>
                        <TableCell align="right">{t.refunded}</TableCell>
                        <TableCell>{t.dispute}</TableCell>
                        <TableCell>{t.actions}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {rows.map((row) => (
                        // An order can have two rows: its own payment and one that paid nothing.
                        <PaymentLine
                          key={`${row.orderId}-${row.status}-${row.providerReference ?? ''}`}
                          row={row}
                          onRefund={setRefunding}
                        />
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              </>
            )
          }
        </QueryState>
      )}
      {refunding && <RefundDialog row={refunding} onClose={() => setRefunding(null)} />}
    </>
  );
}
