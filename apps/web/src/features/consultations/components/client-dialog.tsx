import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { consultationTexts, consultationUserSchema, phoneHint } from '@nutritest/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextInput, type TextInputProps } from '../../../components/forms/text-input';

import type { ClientInput, ClientOutput } from './client-input';

export { type ClientInput, type ClientOutput, emptyClient } from './client-input';

const fieldNames = ['name', 'lastName', 'email', 'phone'] as const;

/**
 * 'Ingresá tus datos' (doc 2 §4, §5): who takes the consultation. All four fields are required;
 * when one is missing the dialog says 'Por favor completá todos los campos'. Mounted only while
 * open, so it always starts from `initial`.
 */
export function ClientDialog({
  initial,
  onCancel,
  onContinue,
}: {
  initial: ClientInput;
  onCancel(values: ClientInput): void;
  onContinue(values: ClientOutput, typed: ClientInput): void;
}) {
  const titleId = useId();
  const form = useForm<ClientInput, unknown, ClientOutput>({
    resolver: zodResolver(consultationUserSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const [incomplete, setIncomplete] = useState(false);

  const submit = form.handleSubmit(
    (values) => {
      setIncomplete(false);
      onContinue(values, form.getValues());
    },
    () => {
      const values = form.getValues();
      setIncomplete(fieldNames.some((name) => !String(values[name] ?? '').trim()));
    },
  );

  const field = (name: (typeof fieldNames)[number], label: string, props: TextInputProps = {}) => {
    const message = errors[name]?.message;
    // A blank field is covered by the alert; a wrong one says what is wrong.
    const blank = !String(form.watch(name) ?? '').trim();
    return (
      <TextInput
        label={label}
        fullWidth
        required
        {...props}
        {...form.register(name)}
        error={Boolean(errors[name])}
        helperText={message && !blank ? message : props.helperText}
      />
    );
  };

  return (
    <Dialog open onClose={() => onCancel(form.getValues())} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{consultationTexts.dialogTitle}</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent sx={{ pt: 0 }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Los usamos para confirmarte el turno y enviarte el enlace de la consulta.
          </Typography>
          <Stack spacing={2}>
            {incomplete && <Alert severity="warning">{consultationTexts.dialogIncomplete}</Alert>}
            {field('name', 'Nombre', { autoComplete: 'given-name', autoFocus: true })}
            {field('lastName', 'Apellido', { autoComplete: 'family-name' })}
            {field('email', 'Correo electrónico', { type: 'email', autoComplete: 'email' })}
            {field('phone', 'Teléfono', {
              autoComplete: 'tel',
              helperText: phoneHint,
              slotProps: { htmlInput: { inputMode: 'tel' } },
            })}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => onCancel(form.getValues())}>Cancelar</Button>
          <Button type="submit" variant="contained">
            Continuar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
