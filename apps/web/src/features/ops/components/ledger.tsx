import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addDays, formatMoney, montevideoDate } from '@nutritest/domain';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { useLedger } from '../api/get-ledger';
import { ledgerKinds, opsTexts as t } from '../texts';
import { QueryState } from './query-state';

/** First and last day of a 'yyyy-MM' month. */
export function monthRange(month: string): { startDate: string; endDate: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  return { startDate: `${month}-01`, endDate: addDays(next, -1) };
}

/** The money movements (charges, refunds, coupons, commissions) of a chosen month. */
export function Ledger() {
  const [month, setMonth] = useState(() => montevideoDate(new Date()).slice(0, 7));
  const isValid = /^\d{4}-\d{2}$/.test(month);
  const { startDate, endDate } = monthRange(isValid ? month : montevideoDate(new Date()).slice(0, 7));
  const ledger = useLedger(startDate, endDate);

  return (
    <>
      <TextField
        type="month"
        label={t.month}
        value={month}
        onChange={(e) => setMonth(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ mb: 3 }}
      />
      <QueryState query={ledger}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography color="text.secondary">{t.noMovements}</Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={t.ledgerCaption(month)}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t.kind}</TableCell>
                    <TableCell align="right">{t.amount}</TableCell>
                    <TableCell>{t.reference}</TableCell>
                    <TableCell>{t.date}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell>
                        {ledgerKinds[row.kind] ?? row.kind}
                        {/* Which order it named and why it paid nothing: what operations follow up. */}
                        {row.kind === 'unapplied_refund' && row.note && (
                          <Typography variant="body2" color="text.secondary">
                            {row.note}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell align="right">{formatMoney(row.amountCents, row.currency)}</TableCell>
                      <TableCell>{row.reference ?? t.none}</TableCell>
                      <TableCell>{formatDate(row.createdAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )
        }
      </QueryState>
    </>
  );
}
