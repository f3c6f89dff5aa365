import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { AnalysisStatus, manageTexts, shareTexts } from '@nutritest/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { slotsQueryKey } from '../api/get-slots';
import type { SlotChoice } from '../api/manage-booking';
import {
  bookOwnSession,
  type MyConsultation,
  myConsultationsQueryKey,
  myConsultationsQueryOptions,
} from '../api/my-consultations';
import { setShareResults } from '../api/share-results';
import { actionFailure, bookingStatusName, LATER_SESSION_TYPE, managePath } from '../lib/manage';
import { NutritionistCard } from './nutritionist-card';
import { SlotPicker } from './slot-picker';

/** Sessions whose link still leads somewhere to change them. */
const changeable = new Set(['held', 'confirmed']);

/**
 * Sharing the results with the consultation's nutritionist (issue 22, item 19): changeable while a
 * session is to come; turning it off applies at once.
 */
function ShareResultsSwitch({ consultation, canShare }: { consultation: MyConsultation; canShare: boolean }) {
  const hintId = useId();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const change = useMutation({
    mutationFn: (share: boolean) => setShareResults(consultation.orderId, share),
    onSuccess: (answer) => {
      setMessage({ ok: true, text: answer.message });
      void queryClient.invalidateQueries({ queryKey: myConsultationsQueryKey });
    },
    onError: (error) => setMessage({ ok: false, text: errorText(error, shareTexts.tooLate) }),
  });
  const shared = change.isPending ? change.variables : consultation.shareResults === true;
  if (!consultation.canChangeShare) {
    return consultation.shareResults ? (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {shareTexts.tooLate}
      </Typography>
    ) : null;
  }
  // Offered to a client with results; one who shared keeps the switch (and its answer) to stop.
  if (!canShare && consultation.shareResults !== true && message === null && !change.isPending) return null;
  return (
    <Box sx={{ mt: 1.5 }}>
      <FormControlLabel
        control={
          <Switch
            checked={shared === true}
            disabled={change.isPending}
            onChange={(e) => {
              setMessage(null);
              change.mutate(e.target.checked);
            }}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={shareTexts.checkbox}
      />
      <FormHelperText id={hintId} sx={{ mt: 0 }}>
        {shareTexts.hint}
      </FormHelperText>
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} sx={{ mt: 1 }}>
          {message.text}
        </Alert>
      )}
    </Box>
  );
}

function ConsultationCard({ consultation, canShare }: { consultation: MyConsultation; canShare: boolean }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const book = useMutation({
    mutationFn: (slot: SlotChoice) => bookOwnSession(consultation.orderId, slot),
    onSuccess: () => {
      setNotice(manageTexts.booked);
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: myConsultationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: slotsQueryKey });
    },
    onError: (error) => {
      const next = actionFailure(error);
      setFailure(next.message);
      void queryClient.invalidateQueries({ queryKey: next.slotProblem ? slotsQueryKey : myConsultationsQueryKey });
    },
  });

  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {consultation.title}
      </Typography>
      <Typography color="text.secondary">
        Te quedan {consultation.remaining} de {consultation.sessions} consultas
      </Typography>
      {consultation.nutritionist && (
        <Box sx={{ mt: 1.5 }}>
          <NutritionistCard nutritionist={consultation.nutritionist} lead="Tu nutricionista" />
        </Box>
      )}
      <ShareResultsSwitch consultation={consultation} canShare={canShare} />

      {consultation.bookings.length > 0 && (
        <List dense disablePadding sx={{ mt: 1 }}>
          {consultation.bookings.map((booking) => (
            <ListItem key={booking.id} disableGutters sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              <Typography component="span">
                {booking.label} · {bookingStatusName(booking.status)}
              </Typography>
              {changeable.has(booking.status) && (
                <Link
                  component={RouterLink}
                  to={managePath(booking.id, booking.manageKey)}
                  aria-label={`Ver o cambiar la consulta del ${booking.label}`}
                >
                  Ver o cambiar
                </Link>
              )}
            </ListItem>
          ))}
        </List>
      )}

      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mt: 2 }}>
          {notice}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}

      {consultation.remaining > 0 && (
        <Box sx={{ mt: 2 }}>
          <Button
            variant={open ? 'contained' : 'outlined'}
            aria-expanded={open}
            disabled={book.isPending}
            onClick={() => {
              setOpen((v) => !v);
              setNotice(null);
              setFailure(null);
            }}
          >
            Agendar
          </Button>
          {open && (
            <SlotPicker
              tipoConsulta={LATER_SESSION_TYPE}
              confirmLabel="Confirmar turno"
              sending={book.isPending}
              onConfirm={(slot) => {
                setFailure(null);
                book.mutate(slot);
              }}
            />
          )}
        </Box>
      )}
    </Paper>
  );
}

/**
 * 'Mis consultas' in a customer's profile: each paid consultation with its sessions, the link to see
 * or change each one, and 'Agendar' while the package has sessions left. Nothing when there are none.
 */
export function MyConsultations() {
  const { account } = useSession();
  const mine = useQuery({ ...myConsultationsQueryOptions(), enabled: account?.role === 'Customer' });
  if (!mine.data || mine.data.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="my-consultations-title"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, mt: 4 }}
    >
      <Typography id="my-consultations-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Mis consultas
      </Typography>
      <Stack spacing={2}>
        {mine.data.map((consultation) => (
          <ConsultationCard
            key={consultation.orderId}
            consultation={consultation}
            canShare={account?.profile.analysis?.status === AnalysisStatus.ResultsSent}
          />
        ))}
      </Stack>
    </Paper>
  );
}
