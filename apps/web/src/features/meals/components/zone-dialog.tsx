import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  compareSpanish,
  DEFAULT_LOCALITY,
  type DeliveryDepartment,
  deliveryDepartments,
  deliveryZones,
  type ZoneCosts,
} from '@nutritest/domain';
import { useState } from 'react';
import { zoneCostText } from '../lib/zone-cost';
import type { DeliveryZone } from '../lib/zone-preferences';

const localitiesOf = (department: DeliveryDepartment) =>
  deliveryZones[department].map((l) => l.name).sort(compareSpanish);

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
    <Dialog open onClose={() => onDone(zone)} aria-labelledby="zone-dialog-title" fullWidth maxWidth="xs">
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
