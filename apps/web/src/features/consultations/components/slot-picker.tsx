import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type ConsultationType, montevideoMonthOf, offerOf } from '@nutritest/domain';
import { useState } from 'react';
import { useConsultationSlots } from '../api/get-slots';
import type { SlotChoice } from '../api/manage-booking';
import { slotDateTime } from '../lib/slots';
import { SlotCalendar } from './slot-calendar';

/**
 * The slot calendar with a confirm button, for moving a session or booking another one: the free
 * slots of `tipoConsulta` (its first session's length), one chosen, then `confirmLabel`.
 */
export function SlotPicker({
  tipoConsulta,
  confirmLabel,
  sending,
  onConfirm,
}: {
  tipoConsulta: ConsultationType;
  confirmLabel: string;
  sending: boolean;
  onConfirm(slot: SlotChoice): void;
}) {
  const [month] = useState(() => montevideoMonthOf(new Date()));
  const slots = useConsultationSlots(tipoConsulta, month);
  const [chosen, setChosen] = useState<SlotChoice | null>(null);
  const slotList = slots.data?.slots ?? [];
  // Only a slot the calendar still offers can be confirmed (it is asked again after a taken slot).
  const chosenSlot =
    chosen && slotList.some((s) => s.start === chosen.start && s.nutritionistId === chosen.nutritionistId)
      ? chosen
      : null;

  return (
    <Box sx={{ mt: 2 }}>
      <SlotCalendar
        slots={slotList}
        loading={slots.isPending}
        failed={slots.isError}
        minutes={offerOf(tipoConsulta).firstSessionMinutes}
        chosenStart={chosenSlot?.start ?? null}
        onChoose={(slot) => setChosen({ start: slot.start, nutritionistId: slot.nutritionistId })}
        onRetry={() => void slots.refetch()}
      />
      <Box sx={{ mt: 2, display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        <Typography aria-live="polite" sx={{ fontWeight: chosenSlot ? 700 : 400 }}>
          {chosenSlot ? `Turno elegido: ${slotDateTime(chosenSlot.start)}` : 'Todavía no elegiste un turno.'}
        </Typography>
        <Button
          variant="contained"
          disabled={!chosenSlot || sending}
          onClick={() => chosenSlot && onConfirm(chosenSlot)}
          startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {confirmLabel}
        </Button>
      </Box>
    </Box>
  );
}
