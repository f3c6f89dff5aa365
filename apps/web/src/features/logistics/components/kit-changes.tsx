import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  type DaySlot,
  formatDateEs,
  type KitLegInput,
  releasesPickup,
  type SlotBounds,
  type SlotId,
  slotLabel,
} from '@nutritest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { distributionQueryKey } from '../api/get-distribution';
import { slotsQueryKey } from '../api/get-slots';
import { reportLostKit } from '../api/report-lost-kit';
import { rescheduleKitDistribution } from '../api/reschedule-kit-distribution';
import { kitTexts as t } from '../texts';
import { type DayAndSlot, DayPicker } from './day-picker';

const whenText = (date: string, schedule: number | null) => `${formatDateEs(date)}, de ${slotLabel(schedule)}`;

function useRefreshKit() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: distributionQueryKey }),
      queryClient.invalidateQueries({ queryKey: slotsQueryKey }),
    ]);
}

/**
 * Moves a booked delivery or pickup to another day and slot (issue 22): the same day picker as the
 * wizard, within the kit's bounds (a pickup after the delivery slot). A delivery moved to or past the
 * booked pickup releases it, said before confirming (decision 060). The server re-checks everything,
 * the day-before limit included.
 */
export function RescheduleDialog({
  leg,
  current,
  bounds,
  pickupSlot = null,
  onClose,
  onDone,
}: {
  leg: 1 | 2;
  current: KitLegInput;
  bounds: SlotBounds;
  /** Moving the delivery: the booked pickup it would release. */
  pickupSlot?: DaySlot | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const titleId = useId();
  const refresh = useRefreshKit();
  const [when, setWhen] = useState<DayAndSlot>({ date: null, schedule: null });
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: rescheduleKitDistribution,
    onSettled: refresh,
  });

  const releases =
    leg === 1 &&
    releasesPickup(
      { pickupSlot },
      when.date && when.schedule !== null ? { date: when.date, schedule: when.schedule } : null,
    );

  function confirm() {
    if (!when.date || when.schedule === null) {
      setProblem(t.dateRequired);
      return;
    }
    setProblem(null);
    const chosen = { date: when.date, schedule: when.schedule as SlotId };
    const done = whenText(chosen.date, chosen.schedule);
    mutation.mutate(
      { typeDelivery: leg, date: chosen.date, schedule: chosen.schedule, ...(releases && { releasePickup: true }) },
      { onSuccess: () => onDone(releases ? t.rescheduleDoneReleased(done) : t.rescheduleDone(done)) },
    );
  }

  const message = problem ?? mutation.error?.message ?? null;
  return (
    <Dialog open onClose={mutation.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t.rescheduleTitle(leg)}</DialogTitle>
      <DialogContent>
        {current.date && (
          <Typography sx={{ mb: 1 }}>{t.rescheduleCurrent(whenText(current.date, current.schedule))}</Typography>
        )}
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t.rescheduleHint}
        </Typography>
        <DayPicker
          value={when}
          bounds={bounds}
          onChange={(next) => {
            setWhen(next);
            setProblem(null);
          }}
        />
        {releases && pickupSlot && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t.releasesPickup(whenText(pickupSlot.date, pickupSlot.schedule))}
          </Alert>
        )}
        {message && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={mutation.isPending}>
          {t.cancel}
        </Button>
        <Button variant="contained" onClick={confirm} disabled={mutation.isPending}>
          {releases ? t.moveAndReleasePickup : t.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * "My kit never arrived" (issue 22): confirmed, the server replaces the kit with a free one; a kit
 * that already replaces a lost one goes to operations' review instead (issue 36, N4).
 */
export function ReportLostDialog({
  onClose,
  onDone,
  isReplacementOfLost = false,
}: {
  onClose: () => void;
  onDone: () => void;
  isReplacementOfLost?: boolean;
}) {
  const titleId = useId();
  const refresh = useRefreshKit();
  const mutation = useMutation({ mutationFn: reportLostKit, onSettled: refresh });
  return (
    <Dialog open onClose={mutation.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs">
      <DialogTitle id={titleId}>{t.lostTitle}</DialogTitle>
      <DialogContent>
        <Typography>{isReplacementOfLost ? t.lostBodyReview : t.lostBody}</Typography>
        {mutation.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {mutation.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={mutation.isPending}>
          {t.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={() => mutation.mutate(undefined, { onSuccess: onDone })}
          disabled={mutation.isPending}
        >
          {t.lostConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
