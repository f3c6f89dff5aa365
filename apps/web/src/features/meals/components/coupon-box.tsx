import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AppError, mealsTexts } from '@nutritest/domain';
import { useState } from 'react';
import { TextInput } from '../../../components/forms/text-input';
import { useValidateMealsCoupon } from '../api/validate-coupon';
import type { AppliedCoupon } from '../lib/cart';

/** Upper-cases the field as people type (doc 2 §5), keeping the caret where it was. */
function upperCaseInPlace(input: HTMLInputElement) {
  const { selectionStart, selectionEnd, value } = input;
  const upper = value.toUpperCase();
  if (upper === value) return;
  input.value = upper;
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
}

/** Doc 2 §8: the server's message when it refused the code; otherwise the spec's failure texts. */
function couponErrorText(error: unknown): string {
  if (error instanceof AppError) {
    return error.status < 500 && error.code !== 'UNAVAILABLE' ? error.message : mealsTexts.couponFailed;
  }
  return mealsTexts.couponUnknownError;
}

/**
 * The meals coupon (doc 2 §4): 'Aplicar' validates it with the server; once valid the discount
 * applies and the field is locked.
 */
export function CouponBox({
  applied,
  userId,
  onApply,
}: {
  applied: AppliedCoupon | null;
  userId: string | null;
  onApply(coupon: AppliedCoupon): void;
}) {
  const [code, setCode] = useState(applied?.code ?? '');
  const [error, setError] = useState<string | null>(null);
  const validate = useValidateMealsCoupon();

  const apply = async () => {
    const trimmed = code.trim().toUpperCase();
    if (!trimmed || applied) return;
    setError(null);
    try {
      const answer = await validate.mutateAsync({ code: trimmed, userId });
      onApply({
        code: trimmed,
        kind: answer.type,
        // 'fixed' discounts come in pesos.
        value: answer.type === 'fixed' ? Math.round(answer.discount * 100) : answer.discount,
        message: answer.message,
      });
    } catch (e) {
      setError(couponErrorText(e));
    }
  };

  return (
    <Stack spacing={1.5}>
      <Stack
        component="form"
        noValidate
        aria-label="Aplicar cupón"
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start' }}
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
      >
        <TextInput
          label="Cupón de descuento"
          size="small"
          fullWidth
          value={applied?.code ?? code}
          disabled={applied !== null}
          onChange={(event) => {
            upperCaseInPlace(event.target as HTMLInputElement);
            setCode(event.target.value);
            setError(null);
          }}
          error={error !== null}
          slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={applied !== null || validate.isPending || code.trim() === ''}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          Aplicar
        </Button>
      </Stack>
      {applied && <Alert severity="success">{mealsTexts.couponApplied}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
