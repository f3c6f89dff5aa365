import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  compareSpanish,
  DEFAULT_LOCALITY,
  type DeliveryDepartment,
  deliveryDepartments,
  deliveryZones,
  type ZoneCosts,
} from '@nutritest/domain';
import { useEffect, useRef, useState } from 'react';
import { NativeSelectField } from '../../../components/forms/native-select-field';
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

  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // The page behind stays where it is: no scrolling under the dialog, and where the window has a
    // scroll bar its room is kept so that nothing moves sideways.
    const html = document.documentElement;
    const before = { overflow: html.style.overflow, gutter: html.style.scrollbarGutter };
    if (window.innerWidth > html.clientWidth) html.style.scrollbarGutter = 'stable';
    html.style.overflow = 'hidden';
    // It opens on its own for a new visitor, so it starts at its top: the title takes the focus (the
    // `autofocus` the dialog's opening looks for), and the explanation is read before the fields. A
    // field focused at the opening also ran its label's colour transition, about eleven frames drawn
    // while the menu was still starting (issue 42).
    const title = element.querySelector<HTMLElement>('#zone-dialog-title');
    if (title) title.autofocus = true;
    if (!element.open) element.showModal();
    return () => {
      html.style.overflow = before.overflow;
      html.style.scrollbarGutter = before.gutter;
    };
  }, []);
  // Closing it (Confirmar, Escape, a click outside) gives the focus back to what opened it.
  const close = () => dialog.current?.close();

  return (
    <Box
      component="dialog"
      ref={dialog}
      aria-labelledby="zone-dialog-title"
      aria-describedby="zone-dialog-description"
      onClose={() => onDone(zone)}
      // A click on the dialog element itself is a click on the backdrop: its content fills it.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      sx={{
        p: 0,
        border: 0,
        borderRadius: 1,
        boxShadow: 24,
        bgcolor: 'background.paper',
        color: 'text.primary',
        width: 'calc(100% - 64px)',
        maxWidth: 444,
        maxHeight: 'calc(100% - 64px)',
        m: 'auto',
        overflowY: 'auto',
        '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
      }}
    >
      <DialogTitle id="zone-dialog-title" tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        ¿Dónde recibís tus platos?
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="zone-form"
          noValidate
          spacing={2.5}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            close();
          }}
        >
          <Typography id="zone-dialog-description" color="text.secondary">
            Por ahora entregamos en Montevideo y en la zona de Ciudad de la Costa, en Canelones.
          </Typography>
          <NativeSelectField
            label="Departamento"
            value={zone.department}
            onChange={(e) => changeDepartment(e.target.value as DeliveryDepartment)}
            fullWidth
          >
            {deliveryDepartments.map((department) => (
              <option key={department} value={department}>
                {department}
              </option>
            ))}
          </NativeSelectField>
          <NativeSelectField
            label="Localidad"
            value={zone.locality}
            onChange={(e) => setZone((z) => ({ ...z, locality: e.target.value }))}
            fullWidth
          >
            {localitiesOf(zone.department).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelectField>
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
    </Box>
  );
}
