import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type Address,
  type DaySlot,
  type Distribution,
  formatDateEs,
  MONTEVIDEO_DEPARTMENT_ID,
  releasesPickup,
  type SlotBounds,
  slotLabel,
} from '@nutritest/domain';
import { useId, useState } from 'react';
import { formatAddress } from '../format';
import type { LegRequest } from '../hooks/use-schedule-leg';
import { kitTexts as t } from '../texts';
import { AddressDialog } from './address-dialog';
import { type DayAndSlot, DayPicker } from './day-picker';
import { LegSummary } from './leg-summary';

/**
 * Steps 1 and 4: the address (dialog), and for Montevideo the day and slot; elsewhere the
 * warning that the team will phone. With `confirmFirst` (step 4), Siguiente first shows a summary
 * with an Editar link and Confirmar submits (doc 1 §4).
 */
export function LegScheduler({
  leg,
  title,
  existing,
  confirmFirst,
  bounds,
  pickupSlot = null,
  error,
  disabled,
  onBack,
  onSubmit,
}: {
  leg: 1 | 2;
  title: string;
  /** The courier distribution on file: its address fills the form and is reused when unchanged. */
  existing: Distribution | null;
  confirmFirst: boolean;
  /** From the kit's state: a pickup's day and slot come after the delivery slot (issue 22). */
  bounds?: SlotBounds;
  /** A delivery's step: the booked pickup, which a delivery on or after it releases (decision 060). */
  pickupSlot?: DaySlot | null;
  error: Error | null;
  disabled: boolean;
  onBack: () => void;
  onSubmit: (request: LegRequest) => void;
}) {
  const titleId = useId();
  const [address, setAddress] = useState<Address | null>(() => (existing ? toAddress(existing) : null));
  const [when, setWhen] = useState<DayAndSlot>({ date: null, schedule: null });
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const isMontevideo = address?.state === MONTEVIDEO_DEPARTMENT_ID;
  const chosen =
    isMontevideo && when.date && when.schedule !== null ? { date: when.date, schedule: when.schedule } : null;
  const releases = releasesPickup({ pickupSlot }, chosen);

  function check(): boolean {
    if (!address) return fail(t.addressRequired);
    if (isMontevideo && (!when.date || when.schedule === null)) return fail(t.dateRequired);
    setProblem(null);
    return true;
  }
  function fail(message: string) {
    setProblem(message);
    return false;
  }
  function submit() {
    if (!address) return;
    onSubmit({
      leg,
      to: 'address',
      address,
      existing,
      date: isMontevideo ? when.date : null,
      schedule: isMontevideo ? when.schedule : null,
      releasePickup: releases,
    });
  }
  function next() {
    if (!check()) return;
    if (confirmFirst) setConfirming(true);
    else submit();
  }

  const message = problem ?? error?.message ?? null;
  const alert = message && (
    <Alert severity="error" sx={{ my: 2 }}>
      {message}
    </Alert>
  );

  if (isConfirming && address) {
    return (
      <section aria-labelledby={titleId}>
        <Typography id={titleId} variant="h5" component="h2" gutterBottom>
          {title}
        </Typography>
        <Typography>{t.pickupConfirmTitle}</Typography>
        <LegSummary date={isMontevideo ? when.date : null} schedule={when.schedule} place={address} />
        {!isMontevideo && <Alert severity="warning">{t.interiorWarning}</Alert>}
        <Link component="button" type="button" onClick={() => setConfirming(false)} disabled={disabled}>
          {t.edit}
        </Link>
        {alert}
        <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
          <Button variant="contained" onClick={submit} disabled={disabled}>
            {t.confirm}
          </Button>
        </Stack>
      </section>
    );
  }

  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h6" component="h3" gutterBottom>
          {t.address}
        </Typography>
        <Typography color={address ? 'text.primary' : 'text.secondary'} sx={{ mb: 1 }}>
          {address ? formatAddress(address) : t.noAddress}
        </Typography>
        <Button variant="outlined" onClick={() => setDialogOpen(true)} disabled={disabled}>
          {address ? t.changeAddress : t.addAddress}
        </Button>
      </Box>
      {address && isMontevideo && <DayPicker value={when} onChange={setWhen} bounds={bounds} />}
      {address && !isMontevideo && <Alert severity="warning">{t.interiorWarning}</Alert>}
      {releases && pickupSlot && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t.releasesPickup(`${formatDateEs(pickupSlot.date)}, de ${slotLabel(pickupSlot.schedule)}`)}
        </Alert>
      )}
      {alert}
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        <Button onClick={onBack} disabled={disabled}>
          {t.back}
        </Button>
        <Button variant="contained" onClick={next} disabled={disabled}>
          {releases ? t.moveAndReleasePickup : t.next}
        </Button>
      </Stack>
      {isDialogOpen && (
        <AddressDialog
          open
          initial={address}
          onClose={() => setDialogOpen(false)}
          onSave={(saved) => {
            setAddress(saved);
            setProblem(null);
            setDialogOpen(false);
          }}
        />
      )}
    </section>
  );
}

function toAddress(distribution: Distribution): Address {
  const { street, doorNumber, apartmentNumber, corner, state } = distribution.address;
  return { street, doorNumber, apartmentNumber, corner, state };
}

export { BusyBackdrop } from './busy-backdrop';
