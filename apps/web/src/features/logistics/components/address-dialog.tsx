import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type Address,
  type AddressInput,
  addressSchema,
  departmentList,
  MONTEVIDEO_DEPARTMENT_ID,
} from '@nutritest/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useDepartments } from '../../../lib/get-reference';
import { addressTexts as t } from '../texts';

/** The "Agregar dirección" dialog (doc 1 §2 Dialogs, §5 Address). */
export function AddressDialog({
  open,
  initial,
  onClose,
  onSave,
}: {
  open: boolean;
  initial: Address | null;
  onClose: () => void;
  onSave: (address: Address) => void;
}) {
  const titleId = useId();
  // The list comes from the server; the domain's copy fills in while it loads.
  const departments = useDepartments().data ?? departmentList;
  const form = useForm<AddressInput, unknown, Address>({
    resolver: zodResolver(addressSchema),
    defaultValues: {
      street: initial?.street ?? '',
      doorNumber: initial?.doorNumber ?? '',
      apartmentNumber: initial?.apartmentNumber ?? '',
      corner: initial?.corner ?? '',
      state: initial?.state ?? MONTEVIDEO_DEPARTMENT_ID,
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => onSave(values));

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t.street}
              required
              autoComplete="address-line1"
              {...form.register('street')}
              error={Boolean(errors.street)}
              helperText={errors.street?.message}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t.doorNumber}
                required
                fullWidth
                {...form.register('doorNumber', { setValueAs: (v) => (v === '' ? undefined : v) })}
                error={Boolean(errors.doorNumber)}
                helperText={errors.doorNumber?.message}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <TextField
                label={t.apartment}
                fullWidth
                autoComplete="address-line2"
                {...form.register('apartmentNumber')}
                error={Boolean(errors.apartmentNumber)}
                helperText={errors.apartmentNumber?.message}
              />
            </Stack>
            <TextField
              label={t.corner}
              {...form.register('corner')}
              error={Boolean(errors.corner)}
              helperText={errors.corner?.message}
            />
            <TextField
              select
              label={t.department}
              required
              {...form.register('state')}
              error={Boolean(errors.state)}
              helperText={errors.state?.message}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {departments.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button type="submit" variant="contained">
            {t.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
