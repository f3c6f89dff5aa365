import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { departmentList, formatDateEs, lifecycleOrder, statusLabels } from '@nutritest/domain';
import { lazy, Suspense, useState } from 'react';
import { NativeSelectField } from '../../../components/forms/native-select-field';
import { useAdvanceKit } from '../api/advance-kit';
import { type KitFilter, type KitRow, type OpsLeg, useKits } from '../api/get-kits';
import { boardTexts as t } from '../texts-board';
import { QueryState } from './query-state';

// The rejection dialog (issue 22) is rare: its chunk comes when an operator opens it.
const RejectSampleDialog = lazy(() =>
  import('./reject-sample-dialog').then((m) => ({ default: m.RejectSampleDialog })),
);
const PublishHeldDialog = lazy(() => import('./publish-held-dialog').then((m) => ({ default: m.PublishHeldDialog })));
const ReplaceLostDialog = lazy(() => import('./replace-lost-dialog').then((m) => ({ default: m.ReplaceLostDialog })));

/** What an operator can do to a kit besides moving it on (issues 22, 36, 41), each with its dialog. */
type KitAction = 'publish' | 'replace' | 'reject';
const actionLabels: Record<KitAction, string> = {
  publish: t.publishHeld,
  replace: t.replaceLost,
  reject: t.reject,
};
function kitActions(row: KitRow): KitAction[] {
  return [
    ...(row.resultsHeldAt ? (['publish'] as const) : []),
    ...(row.canReplaceLost ? (['replace'] as const) : []),
    ...(row.canReject ? (['reject'] as const) : []),
  ];
}
const dialogs = { publish: PublishHeldDialog, replace: ReplaceLostDialog, reject: RejectSampleDialog };
function KitDialog({
  action,
  ...props
}: {
  action: KitAction;
  kit: { id: string; referenceId: string; customer: string };
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const Dialog = dialogs[action];
  return <Dialog {...props} />;
}

function LegCell({ leg }: { leg: OpsLeg | null }) {
  if (!leg) return <>{t.none}</>;
  let when: string = t.noDate;
  if (leg.date) when = `${formatDateEs(leg.date)} · ${leg.slot || t.none}`;
  else if (leg.status === 'to_arrange') when = t.toArrange;
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {leg.agreedDate ? t.agreed(formatDateEs(leg.agreedDate)) : when}
      </Typography>
      {leg.rescheduledFrom && (
        <Chip
          size="small"
          variant="outlined"
          label={t.rescheduledFrom(formatDateEs(leg.rescheduledFrom))}
          sx={{ my: 0.5 }}
        />
      )}
      <Typography variant="body2" color="text.secondary">
        {leg.address}
      </Typography>
    </>
  );
}

/** The kits board: every kit with its customer, legs and a one-click next action. */
export function KitsBoard() {
  const [filter, setFilter] = useState<KitFilter>({});
  const kits = useKits(filter);
  const advance = useAdvanceKit();
  const [failed, setFailed] = useState<{ id: string; message: string } | null>(null);
  /** The kit action whose dialog is open: a sample rejected, held results published, another kit sent. */
  const [acting, setActing] = useState<{ action: KitAction; row: KitRow } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const advanceRow = (row: KitRow) => {
    if (row.nextStatus === null) return;
    setFailed(null);
    advance.mutate(
      { id: row.id, status: row.nextStatus },
      { onError: (error) => setFailed({ id: row.id, message: error.message }) },
    );
  };

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} className="no-print">
        <NativeSelectField
          label={t.status}
          value={filter.status ?? ''}
          onChange={(e) =>
            setFilter((f) => ({ ...f, status: e.target.value === '' ? undefined : Number(e.target.value) }))
          }
          sx={{ minWidth: 220 }}
        >
          <option value="">{t.all}</option>
          {lifecycleOrder.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </NativeSelectField>
        <NativeSelectField
          label={t.department}
          value={filter.department ?? ''}
          onChange={(e) =>
            setFilter((f) => ({ ...f, department: e.target.value === '' ? undefined : Number(e.target.value) }))
          }
          sx={{ minWidth: 220 }}
        >
          <option value="">{t.all}</option>
          {departmentList.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </NativeSelectField>
        <Button
          variant="outlined"
          startIcon={<Refresh />}
          onClick={() => void kits.refetch()}
          disabled={kits.isFetching}
          sx={{ alignSelf: { sm: 'center' } }}
        >
          {t.refresh}
        </Button>
      </Stack>
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <QueryState query={kits}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography color="text.secondary">{t.noKits}</Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={t.kitsCaption}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t.customer}</TableCell>
                    <TableCell>{t.reference}</TableCell>
                    <TableCell>{t.department}</TableCell>
                    <TableCell>{t.status}</TableCell>
                    <TableCell>{t.delivery}</TableCell>
                    <TableCell>{t.pickup}</TableCell>
                    <TableCell>{t.nextAction}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell>
                        <Typography variant="body2" sx={{ fontWeight: 700 }}>
                          {row.customer.name || row.customer.email}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {row.customer.email}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        {row.referenceId}
                        {row.replaces && (
                          <Typography variant="body2" color="text.secondary">
                            {t.replacementOf(row.replaces.referenceId, row.replaces.reason)}
                          </Typography>
                        )}
                        {row.lostReviewRequestedAt && (
                          <Chip label={t.lostReview} size="small" color="warning" sx={{ mt: 0.5 }} />
                        )}
                        {row.resultsHeldAt && (
                          <Chip label={t.resultsHeld} size="small" color="warning" sx={{ mt: 0.5 }} />
                        )}
                      </TableCell>
                      <TableCell>{row.department ?? t.none}</TableCell>
                      <TableCell>
                        <Chip label={row.statusLabel} size="small" />
                      </TableCell>
                      <TableCell>
                        <LegCell leg={row.delivery} />
                      </TableCell>
                      <TableCell>
                        <LegCell leg={row.pickup} />
                      </TableCell>
                      <TableCell>
                        {row.nextLabel ? (
                          <Button
                            size="small"
                            variant="contained"
                            disabled={advance.isPending}
                            onClick={() => advanceRow(row)}
                          >
                            {t.advance(row.nextLabel)}
                          </Button>
                        ) : (
                          kitActions(row).length === 0 && t.none
                        )}
                        {kitActions(row).map((action) => (
                          <Button
                            key={action}
                            size="small"
                            color={action === 'reject' ? 'error' : 'warning'}
                            variant="outlined"
                            sx={{ mt: row.nextLabel ? 1 : 0, display: 'block' }}
                            onClick={() => {
                              setNotice(null);
                              setActing({ action, row });
                            }}
                          >
                            {actionLabels[action]}
                          </Button>
                        ))}
                        {failed?.id === row.id && (
                          <Alert severity="error" sx={{ mt: 1 }}>
                            {failed.message}
                          </Alert>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )
        }
      </QueryState>
      {acting && (
        <Suspense fallback={null}>
          <KitDialog
            action={acting.action}
            kit={{
              id: acting.row.id,
              referenceId: acting.row.referenceId,
              customer: acting.row.customer.name || acting.row.customer.email,
            }}
            onClose={() => setActing(null)}
            onDone={(message) => {
              setActing(null);
              setNotice(message);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
