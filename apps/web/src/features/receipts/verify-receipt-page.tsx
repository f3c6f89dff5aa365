import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AppError,
  type CfeVerificationResult,
  formatDateEs,
  formatNumberEs,
  cfeVerifyTexts as t,
} from '@nutritest/domain';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { textFieldProps } from '../../components/forms/field-binding';
import { FieldRow } from '../../components/forms/form-layout';
import { TextInput } from '../../components/forms/text-input';
import { PageShell } from '../../components/layout/page-shell';
import { apiRequest } from '../../lib/api-client';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { VerifyForm } from './verify-receipt-resolver';

const resolver = lazyResolver<VerifyForm, unknown, VerifyForm>(() => import('./verify-receipt-resolver'));

/** GET /v1/cfe/verify: the receipt with those printed data, or 404. */
function verifyReceipt(values: VerifyForm): Promise<CfeVerificationResult> {
  return apiRequest('GET /v1/cfe/verify', {
    query: {
      type: values.type,
      series: values.series.trim().toUpperCase(),
      number: values.number.trim(),
      code: values.code.trim(),
    },
  });
}

/** "US$ 249,00" / "$ 2.000,00": as the printed receipt writes amounts. */
const money = (cents: number, currency: 'USD' | 'UYU') =>
  `${currency === 'USD' ? 'US$' : '$'} ${formatNumberEs(cents / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * /comprobantes: where anyone holding one of our e-Tickets checks it — the address printed on every
 * e-Ticket, as DGI's printed representation asks of the issuer (issue 38). Public, signed in or not.
 * The fields can come in the address (?type=101&series=A&number=12&code=aB3dE9).
 */
export default function VerifyReceiptPage() {
  const [params] = useSearchParams();
  const form = useForm<VerifyForm, unknown, VerifyForm>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      type: (['101', '102', '111', '112'] as const).find((code) => code === params.get('type')) ?? '101',
      series: params.get('series') ?? '',
      number: params.get('number') ?? '',
      code: params.get('code') ?? '',
    },
  });
  const verify = useMutation({ mutationFn: verifyReceipt });
  const submit = form.handleSubmit((values) => verify.mutate(values));
  const result = verify.data;

  return (
    <PageShell maxWidth="sm">
      <Paper sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t.title}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t.intro}</Typography>
        <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t.title}>
          <TextField
            select
            label={t.type}
            {...textFieldProps(form, 'type')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {t.types.map((option) => (
              <option key={option.code} value={String(option.code)}>
                {option.label}
              </option>
            ))}
          </TextField>
          <FieldRow>
            <TextInput label={t.series} autoComplete="off" {...textFieldProps(form, 'series')} />
            <TextInput
              label={t.number}
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...textFieldProps(form, 'number')}
            />
          </FieldRow>
          <TextInput label={t.code} autoComplete="off" {...textFieldProps(form, 'code', { hint: t.codeHint })} />
          <Button type="submit" variant="contained" disabled={verify.isPending} sx={{ alignSelf: 'flex-start' }}>
            {verify.isPending ? t.checking : t.submit}
          </Button>
        </Stack>
        <Stack spacing={1.5} sx={{ mt: 3 }} aria-live="polite">
          {result?.status === 'valid' && (
            <Alert severity="success" role="status">
              {t.valid(
                result.title,
                result.number,
                formatDateEs(result.issuedOn),
                money(result.totalCents, result.currency),
              )}
            </Alert>
          )}
          {result?.status === 'void' && (
            <Alert severity="warning" role="status">
              {t.void(result.title, result.number)}
            </Alert>
          )}
          {verify.isError && (
            <Alert severity="error" role="alert">
              {verify.error instanceof AppError && verify.error.code === 'NOT_FOUND'
                ? t.notFound
                : verify.error instanceof AppError
                  ? verify.error.message
                  : t.notFound}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary">
            {t.dgiLink}
          </Typography>
        </Stack>
      </Paper>
    </PageShell>
  );
}
