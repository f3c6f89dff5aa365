import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TransitionProps } from '@mui/material/transitions';
import {
  compareSpanish,
  DEFAULT_LOCALITY,
  type DeliveryDepartment,
  deliveryDepartments,
  deliveryZones,
  type ZoneCosts,
} from '@nutritest/domain';
import { cloneElement, forwardRef, type ReactElement, type Ref, useState } from 'react';
import { zoneCostText } from '../lib/zone-cost';
import type { DeliveryZone } from '../lib/zone-preferences';

const localities = new Map<DeliveryDepartment, string[]>();
const localitiesOf = (department: DeliveryDepartment): string[] => {
  let names = localities.get(department);
  if (!names) {
    names = deliveryZones[department].map((l) => l.name).sort(compareSpanish);
    localities.set(department, names);
  }
  return names;
};

/**
 * The dialog and its backdrop shown at once instead of fading in. MUI's fade makes the browser lay out
 * the whole page in the commit that opens it, and sets its state again there (a second, synchronous
 * render): on a first visit to the menu that was the longest task (issue 23). The dialog opens by
 * itself on a first visit, so there is no gesture for an animation to follow.
 */
const Appear = forwardRef(function Appear(
  props: TransitionProps & { children: ReactElement<{ ref?: Ref<unknown> }> },
  ref: Ref<unknown>,
) {
  const {
    children,
    in: _in,
    appear: _appear,
    enter: _enter,
    exit: _exit,
    timeout: _timeout,
    easing: _easing,
    onEnter: _onEnter,
    onEntering: _onEntering,
    onEntered: _onEntered,
    onExit: _onExit,
    onExiting: _onExiting,
    onExited: _onExited,
    addEndListener: _addEndListener,
    mountOnEnter: _mountOnEnter,
    unmountOnExit: _unmountOnExit,
    ...rest
  } = props as TransitionProps & { children: ReactElement<{ ref?: Ref<unknown> }>; easing?: unknown };
  return cloneElement(children, { ...rest, ref });
});

/**
 * '¿Dónde recibís tus platos?' (doc 2 §2): the department and one of its localities. Confirming or
 * closing it keeps the choice. Mounted only while open, so it always starts from the saved zone.
 */
export function ZoneDialog({
  initial,
  costs,
  onDone,
}: {
  initial: DeliveryZone;
  costs: ZoneCosts | undefined;
  onDone(zone: DeliveryZone): void;
}) {
  const [zone, setZone] = useState<DeliveryZone>(initial);
  const cost = zoneCostText(zone, costs);

  const changeDepartment = (department: DeliveryDepartment) => {
    const localities = localitiesOf(department);
    setZone({ department, locality: localities.includes(DEFAULT_LOCALITY) ? DEFAULT_LOCALITY : localities[0]! });
  };

  return (
    <Dialog
      open
      onClose={() => onDone(zone)}
      aria-labelledby="zone-dialog-title"
      fullWidth
      maxWidth="xs"
      slots={{ transition: Appear }}
      slotProps={{ backdrop: { slots: { transition: Appear } } }}
    >
      <DialogTitle id="zone-dialog-title">¿Dónde recibís tus platos?</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="zone-form"
          noValidate
          spacing={2.5}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            onDone(zone);
          }}
        >
          <Typography color="text.secondary">
            Por ahora entregamos en Montevideo y en la zona de Ciudad de la Costa, en Canelones.
          </Typography>
          <TextField
            select
            label="Departamento"
            value={zone.department}
            onChange={(e) => changeDepartment(e.target.value as DeliveryDepartment)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            {deliveryDepartments.map((department) => (
              <option key={department} value={department}>
                {department}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label="Localidad"
            value={zone.locality}
            onChange={(e) => setZone((z) => ({ ...z, locality: e.target.value }))}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            {localitiesOf(zone.department).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </TextField>
          {cost && (
            <Typography aria-live="polite">
              Envío a {zone.locality}: <strong>{cost}</strong>.
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button type="submit" form="zone-form" variant="contained">
          Confirmar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
