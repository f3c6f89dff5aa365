import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { consultationTexts } from '@nutritest/domain';
import { useId, useState } from 'react';
import { groupSlotsByDay, type SlotLike } from '../lib/slots';

/** Days shown before 'Ver más días'. */
export const FIRST_DAYS = 7;

/**
 * The booking calendar (doc 2 §2): the free slots by day, each a button with its Montevideo time;
 * a spinner while loading and the spec's text when there are none (or they could not be loaded).
 */
export function SlotCalendar<S extends SlotLike>({
  slots,
  loading,
  failed,
  minutes,
  chosenStart,
  onChoose,
  onRetry,
}: {
  slots: readonly S[];
  loading: boolean;
  failed: boolean;
  minutes: number;
  chosenStart: string | null;
  onChoose(slot: S): void;
  onRetry(): void;
}) {
  const baseId = useId();
  const [allDays, setAllDays] = useState(false);

  if (loading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label="Cargando turnos" />
      </Box>
    );
  }
  const days = groupSlotsByDay(slots);
  if (failed || days.length === 0) {
    return (
      <Alert
        severity="info"
        action={
          failed ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              Reintentar
            </Button>
          ) : undefined
        }
      >
        {consultationTexts.noSlots}
      </Alert>
    );
  }

  const shown = allDays ? days : days.slice(0, FIRST_DAYS);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Turnos de {minutes} minutos, en hora de Montevideo.
      </Typography>
      <Stack spacing={2}>
        {shown.map((day) => {
          const labelId = `${baseId}-${day.date}`;
          return (
            <Box key={day.date} role="group" aria-labelledby={labelId}>
              <Typography id={labelId} sx={{ fontWeight: 700, mb: 1 }}>
                {day.label}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {day.slots.map((slot) => {
                  const chosen = slot.start === chosenStart;
                  return (
                    <Button
                      key={slot.start}
                      size="small"
                      variant={chosen ? 'contained' : 'outlined'}
                      aria-pressed={chosen}
                      onClick={() => onChoose(slot)}
                      startIcon={chosen ? <CheckIcon aria-hidden /> : undefined}
                      // The chosen slot must read as chosen, not as disabled (issue 22, item 10): the
                      // dark brand colour with white text (6.9:1), bold, with a ring and a check.
                      sx={
                        chosen
                          ? {
                              minWidth: 72,
                              borderRadius: 4,
                              bgcolor: 'primary.dark',
                              color: '#ffffff',
                              fontWeight: 800,
                              boxShadow: (t) =>
                                `0 0 0 2px ${t.palette.background.paper}, 0 0 0 4px ${t.palette.primary.dark}`,
                              '&:hover': { bgcolor: 'secondary.main' },
                            }
                          : { minWidth: 72, borderRadius: 4, color: 'primary.dark', borderColor: 'primary.main' }
                      }
                    >
                      {slot.time}
                    </Button>
                  );
                })}
              </Box>
            </Box>
          );
        })}
      </Stack>
      {days.length > FIRST_DAYS && (
        <Button sx={{ mt: 2 }} onClick={() => setAllDays((v) => !v)} aria-expanded={allDays}>
          {allDays ? 'Ver menos días' : 'Ver más días'}
        </Button>
      )}
    </Box>
  );
}
