import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type BankAccount, bankAccountSchema, banks, collectionNetworks, paymentTypes } from '@nutritest/domain';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useServerError } from '../../../components/forms/use-server-error';
import { useBankAccount } from '../api/get-bank-account';
import { useSaveBankAccount } from '../api/save-bank-account';
import { FormAlert } from './form-alert';
import { ProfileSection } from './profile-section';

/** Both kinds of payout details in one flat form; the schema keeps only the chosen kind's fields. */
interface BankFormValues {
  paymentType: 1 | 3;
  bank: string;
  accountNumber: string;
  branchOffice: string;
  fullName: string;
  network: (typeof collectionNetworks)[number];
  ci: string;
}

const bankFields = ['bank', 'accountNumber', 'branchOffice', 'fullName'] as const;

function toFormValues(saved: BankAccount | null): BankFormValues {
  const empty: BankFormValues = {
    paymentType: paymentTypes.bank,
    bank: '',
    accountNumber: '',
    branchOffice: '',
    fullName: '',
    network: collectionNetworks[0],
    ci: '',
  };
  return saved ? { ...empty, ...saved } : empty;
}

function BankAccountFields({ saved, onSaved }: { saved: BankAccount | null; onSaved: () => void }) {
  const form = useForm<BankFormValues, unknown, BankAccount>({
    // bankAccountSchema is a union over paymentType; the flat form carries the fields of both sides.
    resolver: zodResolver(bankAccountSchema) as unknown as Resolver<BankFormValues, unknown, BankAccount>,
    defaultValues: toFormValues(saved),
    mode: 'all',
  });
  const serverError = useServerError(form);
  const save = useSaveBankAccount();
  const { errors } = form.formState;
  const paymentType = form.watch('paymentType');

  const choosePaymentType = (next: 1 | 3) => {
    form.setValue('paymentType', next);
    if (next === paymentTypes.collectionNetwork) {
      // Choosing the collection network clears the bank fields (doc 1 §4).
      for (const field of bankFields) form.setValue(field, '');
    }
    form.clearErrors();
  };

  const submit = form.handleSubmit((values) => {
    serverError.clear();
    save.mutate(values, {
      onSuccess: (stored) => {
        form.reset(toFormValues(stored));
        onSaved();
      },
      onError: serverError.onError,
    });
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Datos de cobro">
      <FormAlert message={serverError.message} />
      <Controller
        control={form.control}
        name="paymentType"
        render={({ field }) => (
          <FormControl component="fieldset">
            <FormLabel component="legend">¿Cómo querés cobrar?</FormLabel>
            <RadioGroup
              row
              name={field.name}
              value={String(field.value)}
              onChange={(event) => choosePaymentType(Number(event.target.value) as 1 | 3)}
            >
              <FormControlLabel value={String(paymentTypes.bank)} control={<Radio />} label="Cuenta bancaria" />
              <FormControlLabel
                value={String(paymentTypes.collectionNetwork)}
                control={<Radio />}
                label={`Red de cobranza (${collectionNetworks[0]})`}
              />
            </RadioGroup>
          </FormControl>
        )}
      />
      {paymentType === paymentTypes.bank ? (
        <>
          <TextField
            select
            label="Banco"
            fullWidth
            {...form.register('bank')}
            error={Boolean(errors.bank)}
            helperText={errors.bank?.message}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Elegí un banco</option>
            {banks.map((bank) => (
              <option key={bank} value={bank}>
                {bank}
              </option>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Número de cuenta"
              fullWidth
              {...form.register('accountNumber')}
              error={Boolean(errors.accountNumber)}
              helperText={errors.accountNumber?.message}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField
              label="Sucursal"
              fullWidth
              {...form.register('branchOffice')}
              error={Boolean(errors.branchOffice)}
              helperText={errors.branchOffice?.message}
            />
          </Stack>
          <TextField
            label="Nombre completo del titular"
            autoComplete="name"
            fullWidth
            {...form.register('fullName')}
            error={Boolean(errors.fullName)}
            helperText={errors.fullName?.message}
          />
        </>
      ) : (
        <TextField
          label="Cédula de identidad"
          fullWidth
          {...form.register('ci')}
          error={Boolean(errors.ci)}
          helperText={errors.ci?.message ?? 'Sin puntos ni guiones. Cobrás en cualquier local de la red.'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Guardando…' : 'Guardar cambios'}
        </Button>
      </Box>
    </Stack>
  );
}

/** Datos de cobro of a nutritionist: where the monthly commissions are paid (doc 1 §2, §5). */
export function BankAccountForm({ onSaved }: { onSaved: () => void }) {
  const bankAccount = useBankAccount();
  return (
    <ProfileSection
      title="Datos de cobro"
      description="Te transferimos las comisiones una vez por mes, cuando el saldo es positivo."
    >
      {bankAccount.isPending ? (
        <CircularProgress size={28} aria-label="Cargando datos de cobro" />
      ) : bankAccount.isError ? (
        <Alert severity="error">{bankAccount.error.message}</Alert>
      ) : (
        <BankAccountFields saved={bankAccount.data} onSaved={onSaved} />
      )}
    </ProfileSection>
  );
}
