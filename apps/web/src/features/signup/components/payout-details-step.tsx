import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type BankAccount, banks, collectionNetworks, paymentTypes } from '@nutritest/domain';
import { Controller, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { textFieldProps } from '../../../components/forms/field-binding';
import { LazySelectField } from '../../../components/forms/lazy-select-field';
import { TextInput } from '../../../components/forms/text-input';
import { lazyResolver } from '../../../lib/lazy-resolver';

/**
 * The payout form's values. `bankAccountSchema` is a union on paymentType; the form keeps every
 * field of both shapes so switching the method back and forth keeps what was typed.
 */
export interface PayoutFormValues {
  paymentType: 1 | 3;
  bank: string;
  accountNumber: string;
  branchOffice: string;
  fullName: string;
  network: (typeof collectionNetworks)[number];
  ci: string;
}
export type PayoutForm = UseFormReturn<PayoutFormValues, unknown, BankAccount>;

export const payoutFields: Path<PayoutFormValues>[] = ['bank', 'accountNumber', 'branchOffice', 'fullName', 'ci'];

const payoutResolver = lazyResolver<PayoutFormValues, unknown, BankAccount>(() =>
  import('./signup-resolvers').then((m) => ({ resolver: m.payoutResolver })),
);
const bankOptions = banks.map((bank) => ({ value: bank, label: bank }));

export function usePayoutForm(): PayoutForm {
  return useForm<PayoutFormValues, unknown, BankAccount>({
    resolver: payoutResolver,
    mode: 'onTouched',
    defaultValues: {
      paymentType: paymentTypes.bank,
      bank: '',
      accountNumber: '',
      branchOffice: '',
      fullName: '',
      network: collectionNetworks[0],
      ci: '',
    },
  });
}

/** Datos de cobro: a bank account (paymentType 1) or the collection network with the ID card (3). */
export function PayoutDetailsStep({ form }: { form: PayoutForm }) {
  const paymentType = form.watch('paymentType');
  const errors = form.formState.errors;

  const choose = (value: 1 | 3) => {
    form.setValue('paymentType', value);
    if (value === paymentTypes.collectionNetwork) {
      // Doc 1 §4: choosing the collection network clears the bank, account and branch fields.
      for (const name of ['bank', 'accountNumber', 'branchOffice'] as const) {
        form.setValue(name, '');
        form.clearErrors(name);
      }
    }
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Te pagamos las comisiones una vez por mes, cuando tu balance es positivo.
      </Typography>
      <FormControl>
        <FormLabel id="payout-method-label">Método de cobro</FormLabel>
        <RadioGroup
          row
          aria-labelledby="payout-method-label"
          value={String(paymentType)}
          onChange={(e) => choose(Number(e.target.value) as 1 | 3)}
        >
          <FormControlLabel value={String(paymentTypes.bank)} control={<Radio />} label="Cuenta bancaria" />
          <FormControlLabel
            value={String(paymentTypes.collectionNetwork)}
            control={<Radio />}
            label={`Red de cobranza (${collectionNetworks[0]})`}
          />
        </RadioGroup>
      </FormControl>
      {paymentType === paymentTypes.bank ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name="bank"
              render={({ field }) => (
                <LazySelectField<string>
                  id="signup-bank"
                  label="Banco"
                  options={bankOptions}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(errors.bank)}
                  helperText={errors.bank?.message}
                  fullWidth
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput
              label="Número de cuenta"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...textFieldProps(form, 'accountNumber', { idPrefix: 'signup' })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput label="Sucursal" {...textFieldProps(form, 'branchOffice', { idPrefix: 'signup' })} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput
              label="Nombre completo del titular"
              autoComplete="name"
              {...textFieldProps(form, 'fullName', { idPrefix: 'signup' })}
            />
          </Grid>
        </Grid>
      ) : (
        <TextInput
          label="Cédula de identidad"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...textFieldProps(form, 'ci', {
            hint: `Sin puntos ni guiones. Cobrás en cualquier local de ${collectionNetworks[0]}.`,
            idPrefix: 'signup',
          })}
        />
      )}
    </Stack>
  );
}
