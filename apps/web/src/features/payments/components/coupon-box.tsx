import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AppError, formatMoney, messages } from '@nutritest/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextInput } from '../../../components/forms/text-input';
import { useSession } from '../../../lib/session';
import { useResendConfirmation } from '../../signup';
import { couponCheckQueryOptions } from '../api/check-coupon';
import type { OrderQuote } from '../hooks/use-order-quote';
import { errorText, paymentTexts } from '../texts';

const couponFormSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, messages.required)
    .max(40, messages.badFormat)
    .transform((v) => v.toUpperCase()),
});
type CouponFormInput = z.input<typeof couponFormSchema>;
type CouponFormOutput = z.output<typeof couponFormSchema>;

/** Upper-cases the field as people type (doc 1 §4: the code is stored upper-cased), keeping the caret. */
function upperCaseInPlace(input: HTMLInputElement) {
  const { selectionStart, selectionEnd, value } = input;
  const upper = value.toUpperCase();
  if (upper === value) return;
  input.value = upper;
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
}

/**
 * 'Aplicar cupón' (customers only; doc 1 §6). The server checks the code for this order and answers
 * the discount; a valid code goes into the payment draft.
 */
export function CouponBox({ quote, onApply }: { quote: OrderQuote; onApply: (code: string | null) => void }) {
  const queryClient = useQueryClient();
  const form = useForm<CouponFormInput, unknown, CouponFormOutput>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: { code: '' },
  });
  const error = form.formState.errors.code?.message;
  const codeField = form.register('code');
  // Coupons need a confirmed e-mail (the server answers 403): offer to send the activation e-mail again.
  const [needsConfirmation, setNeedsConfirmation] = useState(false);

  const apply = form.handleSubmit(async ({ code }) => {
    try {
      const [isValid] = await queryClient.fetchQuery({
        ...couponCheckQueryOptions(code, quote.quantity),
        staleTime: 0,
      });
      if (!isValid) {
        form.setError('code', { message: paymentTexts.couponInvalid });
        return;
      }
      onApply(code);
      form.reset({ code: '' });
    } catch (e) {
      setNeedsConfirmation(e instanceof AppError && e.code === 'FORBIDDEN' && e.message === messages.emailNotConfirmed);
      form.setError('code', { message: errorText(e) });
    }
  });

  if (quote.coupon) {
    return (
      <Alert
        severity="success"
        action={
          <Button color="inherit" size="small" onClick={() => onApply(null)}>
            Quitar
          </Button>
        }
      >
        Cupón {quote.coupon} aplicado: {formatMoney(quote.discount, 'USD')} de descuento.
      </Alert>
    );
  }

  return (
    <Stack spacing={1.5}>
      {quote.couponStatus === 'invalid' && (
        <Alert severity="warning">El cupón que habías ingresado ya no es válido. Podés probar con otro.</Alert>
      )}
      <Stack
        component="form"
        noValidate
        onSubmit={apply}
        aria-label="Aplicar cupón"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextInput
          {...codeField}
          onChange={(event) => {
            upperCaseInPlace(event.target as HTMLInputElement);
            return codeField.onChange(event);
          }}
          label="Cupón de descuento"
          size="small"
          fullWidth
          error={Boolean(error)}
          helperText={error ?? '¿Tenés un cupón? Ingresalo acá.'}
          slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={form.formState.isSubmitting}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          Aplicar cupón
        </Button>
      </Stack>
      {needsConfirmation && <ResendConfirmation />}
    </Stack>
  );
}

/** "Reenviar correo": the activation e-mail again, to the signed-in account's address. */
function ResendConfirmation() {
  const { account } = useSession();
  const resend = useResendConfirmation();
  const email = account?.email;
  if (!email) return null;
  if (resend.isSuccess) {
    return (
      <Alert severity="success" role="status">
        Te reenviamos el correo de activación a {email}. Abrí el enlace y volvé a aplicar el cupón.
      </Alert>
    );
  }
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => resend.mutate(email)} disabled={resend.isPending}>
          {resend.isPending ? 'Reenviando…' : 'Reenviar correo'}
        </Button>
      }
    >
      {resend.isError ? errorText(resend.error) : `¿No te llegó el correo de activación a ${email}?`}
    </Alert>
  );
}
