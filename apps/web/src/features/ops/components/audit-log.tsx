import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { statusLabels } from '@nutritest/domain';
import { formatDate, formatTime } from '../../../lib/format';
import { useAudit } from '../api/get-audit';
import { auditActions, opsTexts as t } from '../texts';
import { QueryState } from './query-state';

const fieldNames: Record<string, string> = {
  status: 'estado',
  date: 'fecha',
  note: 'nota',
  fileName: 'archivo',
  rows: 'filas',
  samples: 'muestras',
  slot: 'horario',
  reference: 'referencia',
  replacement: 'reemplazo',
};

const legNames: Record<number, string> = { 1: 'entrega', 2: 'retiro' };

/** A before/after snapshot in words: kit statuses by their label, other values as they are. */
export function describeSnapshot(value: unknown): string {
  if (value === null || value === undefined) return t.none;
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([key, v]) => {
      if (key === 'leg' && typeof v === 'number') return legNames[v] ?? String(v);
      const shown =
        key === 'status' && typeof v === 'number'
          ? (statusLabels[v] ?? String(v))
          : Array.isArray(v)
            ? v.join(', ')
            : String(v);
      return `${fieldNames[key] ?? key}: ${shown}`;
    })
    .join(' · ');
}

/** The audit log: who did what, when, and the before and after. */
export function AuditLog() {
  const audit = useAudit();
  return (
    <QueryState query={audit}>
      {(rows) =>
        rows.length === 0 ? (
          <Typography color="text.secondary">{t.noAudit}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t.tabAudit}>
              <TableHead>
                <TableRow>
                  <TableCell>{t.who}</TableCell>
                  <TableCell>{t.what}</TableCell>
                  <TableCell>{t.when}</TableCell>
                  <TableCell>{t.before}</TableCell>
                  <TableCell>{t.after}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>{row.actor ?? t.system}</TableCell>
                    <TableCell>
                      <Typography variant="body2">{auditActions[row.action] ?? row.action}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {row.entity} {row.entityId.slice(0, 8)}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      {formatDate(row.at)} {formatTime(row.at)}
                    </TableCell>
                    <TableCell>{describeSnapshot(row.before)}</TableCell>
                    <TableCell>{describeSnapshot(row.after)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )
      }
    </QueryState>
  );
}
