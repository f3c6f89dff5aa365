import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type Account,
  DEFAULT_WINDOW,
  fromOptions,
  mealOrderUserSchema,
  mealsTexts,
  phoneHint,
  untilOptions,
} from '@nutritest/domain';
import { useEffect, useState } from 'react';
import { type Control, Controller, type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { NativeSelectField } from '../../../components/forms/native-select-field';
import { TextInput, type TextInputProps } from '../../../components/forms/text-input';
import type { PlaceOrderFailure } from '../hooks/use-place-order';
import { carboLabels, saltLabels } from '../lib/cart';
import type { DeliveryZone } from '../lib/zone-preferences';

export type OrderFormInput = z.input<typeof mealOrderUserSchema>;
export type OrderFormOutput = z.output<typeof mealOrderUserSchema>;

/** Doc 2 §5: without these four the form shows 'Por favor completá todos los campos del formulario.' */
const requiredFields = ['name', 'email', 'phone', 'address'] as const;
const formFields: ReadonlyArray<FieldPath<OrderFormInput>> = [
  'name',
  'email',
  'phone',
  'department',
  'neighborhood',
  'address',
  'from',
  'until',
  'saltOption',
  'carboOption',
  'comments',
];

function prefill(account: Account | null, zone: DeliveryZone): OrderFormInput {
  return {
    name: account ? `${account.profile.firstName} ${account.profile.lastName}`.trim() : '',
    email: account?.email ?? '',
    phone: account?.profile.mobile?.replace(/\D/g, '') ?? '',
    department: zone.department,
    neighborhood: zone.locality,
    address: '',
    from: DEFAULT_WINDOW.from,
    until: DEFAULT_WINDOW.until,
    saltOption: 'con-sal',
    carboOption: 'con-carbo',
    comments: '',
  };
}

function Choice<N extends 'saltOption' | 'carboOption'>({
  name,
  legend,
  labels,
  control,
}: {
  name: N;
  legend: string;
  labels: Record<string, string>;
  control: Control<OrderFormInput, unknown, OrderFormOutput>;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControl component="fieldset">
          <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
            {legend}
          </FormLabel>
          <RadioGroup row name={field.name} value={field.value} onChange={(_e, value) => field.onChange(value)}>
            {Object.entries(labels).map(([value, label]) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}

/**
 * The order form (doc 2 §3, §5): who receives the meals, where and when (a window of at least
 * three hours), salt and carbohydrates, comments. Prefilled for a signed-in account.
 */
export function OrderForm({
  account,
  zone,
  cartEmpty,
  sending,
  failure,
  onChangeZone,
  onSubmit,
  onCancel,
}: {
  account: Account | null;
  zone: DeliveryZone;
  cartEmpty: boolean;
  sending: boolean;
  failure: PlaceOrderFailure | null;
  onChangeZone(): void;
  onSubmit(values: OrderFormOutput): Promise<void> | void;
  onCancel(): void;
}) {
  const form = useForm<OrderFormInput, unknown, OrderFormOutput>({
    resolver: zodResolver(mealOrderUserSchema),
    defaultValues: prefill(account, zone),
  });
  const { errors } = form.formState;
  const { setValue, setError } = form;
  // Set by a refused 'Confirmar pedido'; the banner then follows the fields as they are typed, so it
  // goes away as soon as every required field has a value (issue 22, item 10).
  const [triedIncomplete, setTriedIncomplete] = useState(false);
  const requiredValues = form.watch(requiredFields);
  const incomplete = triedIncomplete && requiredValues.some((value) => !String(value ?? '').trim());
  const [emptyCartShown, setEmptyCartShown] = useState(false);

  // The zone is chosen in the dialog; the form follows it.
  useEffect(() => {
    setValue('department', zone.department);
    setValue('neighborhood', zone.locality);
  }, [zone, setValue]);

  // The server's per-field messages go on their fields.
  useEffect(() => {
    for (const [key, message] of Object.entries(failure?.fields ?? {})) {
      const name = key.replace(/^userObject\./, '') as FieldPath<OrderFormInput>;
      if (formFields.includes(name)) setError(name, { message });
    }
  }, [failure, setError]);
  const otherFields = Object.entries(failure?.fields ?? {}).filter(
    ([key]) => !formFields.includes(key.replace(/^userObject\./, '') as FieldPath<OrderFormInput>),
  );

  const from = form.watch('from');
  const untilChoices = untilOptions(from);
  // 'Hasta' starts over whenever 'Desde' changes (doc 2 §5).
  const fromField = form.register('from', { onChange: () => setValue('until', '') });

  const submit = form.handleSubmit(
    async (values) => {
      setTriedIncomplete(false);
      setEmptyCartShown(cartEmpty);
      if (!cartEmpty) await onSubmit(values);
    },
    () => {
      const values = form.getValues();
      setTriedIncomplete(requiredFields.some((name) => !String(values[name] ?? '').trim()));
      setEmptyCartShown(false);
    },
  );

  const text = (
    name: 'name' | 'email' | 'phone' | 'address' | 'comments',
    label: string,
    { helperText, ...rest }: TextInputProps = {},
  ) => (
    <TextInput
      label={label}
      fullWidth
      {...rest}
      {...form.register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message ?? helperText}
    />
  );

  return (
    <Paper component="section" variant="outlined" aria-labelledby="order-form-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="order-form-heading" component="h2" variant="h5" tabIndex={-1} sx={{ mb: 2 }}>
        Tus datos de entrega
      </Typography>
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-labelledby="order-form-heading">
        {text('name', 'Nombre y apellido', { autoComplete: 'name' })}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {text('email', 'Correo electrónico', { type: 'email', autoComplete: 'email' })}
          {text('phone', 'Teléfono', {
            autoComplete: 'tel',
            helperText: phoneHint,
            slotProps: { htmlInput: { inputMode: 'tel' } },
          })}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextInput
            label="Departamento"
            value={zone.department}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <TextInput
            label="Localidad"
            value={zone.locality}
            fullWidth
            error={Boolean(errors.neighborhood)}
            helperText={errors.neighborhood?.message}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <Button variant="text" onClick={onChangeZone} sx={{ flexShrink: 0, alignSelf: { sm: 'center' } }}>
            Cambiar zona
          </Button>
        </Stack>
        {text('address', 'Dirección', {
          autoComplete: 'street-address',
          helperText: 'Calle, número, apartamento y alguna referencia.',
        })}
        <Box>
          <Typography component="p" sx={{ fontWeight: 700, mb: 1.5 }} id="window-label">
            Horario de entrega
          </Typography>
          <Stack direction="row" spacing={2} role="group" aria-labelledby="window-label">
            <NativeSelectField
              label="Desde"
              fullWidth
              {...fromField}
              error={Boolean(errors.from)}
              helperText={errors.from?.message}
            >
              <option value="">Elegí un horario</option>
              {fromOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelectField>
            <NativeSelectField
              label="Hasta"
              fullWidth
              {...form.register('until')}
              disabled={untilChoices.length === 0}
              error={Boolean(errors.until)}
              helperText={errors.until?.message ?? (untilChoices.length === 0 ? 'Elegí primero «Desde».' : undefined)}
            >
              <option value="">Elegí un horario</option>
              {untilChoices.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelectField>
          </Stack>
        </Box>
        <Choice name="saltOption" legend="Sal" labels={saltLabels} control={form.control} />
        <Choice name="carboOption" legend="Carbohidratos" labels={carboLabels} control={form.control} />
        {text('comments', 'Comentarios (opcional)', { multiline: true, minRows: 2 })}

        {incomplete && <Alert severity="error">{mealsTexts.formIncomplete}</Alert>}
        {emptyCartShown && <Alert severity="warning">{mealsTexts.emptyCart}</Alert>}
        {failure && (
          <Alert severity="error">
            {failure.message}
            {failure.detail && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {failure.detail}
              </Typography>
            )}
            {otherFields.length > 0 && (
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                {otherFields.map(([key, message]) => (
                  <li key={key}>{message}</li>
                ))}
              </Box>
            )}
          </Alert>
        )}

        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="text" onClick={onCancel} disabled={sending}>
            Cancelar
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={sending}
            startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            Confirmar pedido
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
