import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppError, type ManageBooking, manageTexts } from '@nutritest/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EndUserNav } from '../../components/layout/end-user-nav';
import { PageShell } from '../../components/layout/page-shell';
import { RetryAlert } from '../../components/retry-alert';
import { useSession } from '../../lib/session';
import { slotsQueryKey } from './api/get-slots';
import {
  bookNextSession,
  cancelBooking,
  manageBookingQueryOptions,
  rescheduleBooking,
  type SlotChoice,
} from './api/manage-booking';
import { myConsultationsQueryKey } from './api/my-consultations';
import { SlotPicker } from './components/slot-picker';
import { actionFailure, bookingStatusName, LATER_SESSION_TYPE, managePath, moveSlotsType } from './lib/manage';

type Mode = 'move' | 'next' | null;

interface Notice {
  message: string;
  /** After booking another session: the link to see it. */
  link?: string;
}

/** A link the server does not know (404) or a malformed one (400): the e-mail's link text. */
const isBadLink = (error: unknown) => error instanceof AppError && (error.status === 404 || error.status === 400);

function CancelDialog({
  label,
  sending,
  onClose,
  onConfirm,
}: {
  label: string;
  sending: boolean;
  onClose(): void;
  onConfirm(): void;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Cancelar consulta</DialogTitle>
      <DialogContent>
        <DialogContentText>
          ¿Querés cancelar tu consulta del {label}? Le avisamos al profesional. Lo que pagaste sigue valiendo: podés
          agendarla en otro momento o pedir la devolución.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={sending}>
          Volver
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={onConfirm}
          disabled={sending}
          startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          Sí, cancelar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One session reached by its link: what it is, and what can still be done with it. */
function ManageBookingScreen({ id, clave }: { id: string; clave: string }) {
  const queryClient = useQueryClient();
  const options = manageBookingQueryOptions(id, clave);
  const manage = useQuery(options);
  const [mode, setMode] = useState<Mode>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const refreshOthers = () => {
    void queryClient.invalidateQueries({ queryKey: slotsQueryKey });
    void queryClient.invalidateQueries({ queryKey: myConsultationsQueryKey });
  };
  const failed = (error: unknown) => {
    const next = actionFailure(error);
    setFailure(next.message);
    if (next.slotProblem) void queryClient.invalidateQueries({ queryKey: slotsQueryKey });
    // Too late, or no sessions left: the session changed on the server since it was shown.
    else void queryClient.invalidateQueries({ queryKey: options.queryKey });
  };
  const succeeded = (next: Notice) => {
    setNotice(next);
    setFailure(null);
    setMode(null);
    refreshOthers();
  };
  const changed = (data: ManageBooking, message: string) => {
    queryClient.setQueryData(options.queryKey, data);
    succeeded({ message });
  };

  const cancel = useMutation({
    mutationFn: () => cancelBooking(id, clave),
    onSuccess: (data) => changed(data, manageTexts.cancelled),
    onError: failed,
    onSettled: () => setConfirming(false),
  });
  const move = useMutation({
    mutationFn: (slot: SlotChoice) => rescheduleBooking(id, clave, slot),
    onSuccess: (data) => changed(data, manageTexts.moved),
    onError: failed,
  });
  const next = useMutation({
    mutationFn: (slot: SlotChoice) => bookNextSession(id, clave, slot),
    onSuccess: (booked) => {
      succeeded({ message: manageTexts.booked, link: managePath(booked.bookingId, booked.manageKey) });
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
    onError: failed,
  });
  const sending = cancel.isPending || move.isPending || next.isPending;

  const toggle = (target: Exclude<Mode, null>) => {
    setMode((current) => (current === target ? null : target));
    setFailure(null);
    setNotice(null);
  };

  if (manage.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Cargando tu consulta" />
      </Box>
    );
  }
  if (manage.isError) {
    if (isBadLink(manage.error)) return <Alert severity="error">{manageTexts.linkInvalid}</Alert>;
    return <RetryAlert onRetry={() => manage.refetch()}>{actionFailure(manage.error).message}</RetryAlert>;
  }

  const { booking, canChange, remaining } = manage.data;
  return (
    <Stack spacing={3}>
      {notice && (
        <Alert
          severity="success"
          onClose={() => setNotice(null)}
          action={
            notice.link ? (
              <Button color="inherit" size="small" component={RouterLink} to={notice.link}>
                Ver la nueva consulta
              </Button>
            ) : undefined
          }
        >
          {notice.message}
        </Alert>
      )}

      <Paper component="section" variant="outlined" aria-labelledby="booking-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="booking-title" component="h2" variant="h6" sx={{ mb: 1 }}>
          {manage.data.title}
        </Typography>
        <Typography>
          <Box component="span" sx={{ fontWeight: 700 }}>
            Día y hora:
          </Box>{' '}
          {booking.label} (hora de Montevideo)
        </Typography>
        <Typography>
          <Box component="span" sx={{ fontWeight: 700 }}>
            Estado:
          </Box>{' '}
          {bookingStatusName(booking.status)}
        </Typography>

        {canChange ? (
          <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              variant={mode === 'move' ? 'contained' : 'outlined'}
              aria-expanded={mode === 'move'}
              disabled={sending}
              onClick={() => toggle('move')}
            >
              Cambiar horario
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={sending}
              onClick={() => {
                setFailure(null);
                setNotice(null);
                setConfirming(true);
              }}
            >
              Cancelar consulta
            </Button>
          </Box>
        ) : (
          booking.status === 'confirmed' && (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {manageTexts.tooLate}
            </Typography>
          )
        )}

        {canChange && mode === 'move' && (
          <Box component="section" aria-labelledby="move-title" sx={{ mt: 3 }}>
            <Typography id="move-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              Elegí el nuevo horario
            </Typography>
            <SlotPicker
              tipoConsulta={moveSlotsType(manage.data.tipoConsulta, booking.start, booking.end)}
              confirmLabel="Confirmar cambio"
              sending={sending}
              onConfirm={(slot) => move.mutate(slot)}
            />
          </Box>
        )}
      </Paper>

      {failure && <Alert severity="error">{failure}</Alert>}

      {remaining > 0 && (
        <Paper component="section" variant="outlined" aria-label="Próxima consulta" sx={{ p: { xs: 2, sm: 3 } }}>
          <Button
            variant={mode === 'next' ? 'contained' : 'outlined'}
            aria-expanded={mode === 'next'}
            disabled={sending}
            onClick={() => toggle('next')}
          >
            Agendar mi próxima consulta (te quedan {remaining})
          </Button>
          {mode === 'next' && (
            <SlotPicker
              tipoConsulta={LATER_SESSION_TYPE}
              confirmLabel="Confirmar turno"
              sending={sending}
              onConfirm={(slot) => next.mutate(slot)}
            />
          )}
        </Paper>
      )}

      {confirming && (
        <CancelDialog
          label={booking.label}
          sending={cancel.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => cancel.mutate()}
        />
      )}
    </Stack>
  );
}

/**
 * /consulta-nutricional/turno?id=&clave= (the link of every consultation e-mail, signed in or not):
 * the session, 'Cambiar horario' and 'Cancelar consulta' up to 24 h before, and the package's next
 * session while some are left.
 */
export default function ManageBookingPage() {
  const { account } = useSession();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const clave = params.get('clave') ?? '';
  return (
    <PageShell maxWidth="md">
      {account?.role === 'Customer' && <EndUserNav />}
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        Tu consulta
      </Typography>
      {id && clave ? (
        // Another session's link starts afresh (nothing chosen, no message).
        <ManageBookingScreen key={`${id}:${clave}`} id={id} clave={clave} />
      ) : (
        <Alert severity="error">{manageTexts.linkInvalid}</Alert>
      )}
    </PageShell>
  );
}
