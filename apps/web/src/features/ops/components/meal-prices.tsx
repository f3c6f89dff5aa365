import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AppError, formatMoney, type MealPricesUpdate, mealPricesUpdateSchema, messages } from '@nutritest/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { amountToCents, centsToAmount } from '../amount-input';
import { useMealPrices } from '../api/get-meal-prices';
import { useUpdateMealPrices } from '../api/update-meal-prices';
import { opsTexts as t } from '../texts';
import { BusyButton } from './dialog-actions';
import { QueryState } from './query-state';

const codes = ['MEAL_UNIT', 'MVD_A', 'MVD_B', 'CAN_A', 'CAN_B'] as const satisfies ReadonlyArray<
  keyof MealPricesUpdate
>;
type Code = (typeof codes)[number];
type Row = { code: string; label: string; amountCents: number };

const pesos = (maxCents: number) =>
  z.string().transform((text, ctx) => {
    const cents = amountToCents(text);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: t.pesosFormat });
      return z.NEVER;
    }
    if (cents > maxCents) {
      ctx.addIssue({ code: 'custom', message: t.pesosTooHigh });
      return z.NEVER;
    }
    return cents;
  });

/** Pesos typed in the inputs, checked, in cents, then through the domain's rules (e.g. a price per meal above 0). */
const pricesFormSchema = z
  .object({
    MEAL_UNIT: pesos(10_000_000),
    MVD_A: pesos(1_000_000),
    MVD_B: pesos(1_000_000),
    CAN_A: pesos(1_000_000),
    CAN_B: pesos(1_000_000),
  })
  .pipe(mealPricesUpdateSchema);
type PricesFormInput = z.input<typeof pricesFormSchema>;

function valuesOf(rows: readonly Row[]): PricesFormInput {
  const cents = (code: Code) => rows.find((r) => r.code === code)?.amountCents ?? 0;
  return {
    MEAL_UNIT: centsToAmount(cents('MEAL_UNIT')),
    MVD_A: centsToAmount(cents('MVD_A')),
    MVD_B: centsToAmount(cents('MVD_B')),
    CAN_A: centsToAmount(cents('CAN_A')),
    CAN_B: centsToAmount(cents('CAN_B')),
  };
}

function PricesForm({ rows }: { rows: readonly Row[] }) {
  const save = useUpdateMealPrices();
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PricesFormInput, unknown, MealPricesUpdate>({
    resolver: zodResolver(pricesFormSchema),
    defaultValues: valuesOf(rows),
  });
  const { errors } = form.formState;
  const saving = save.isPending;
  const labelOf = (code: Code) => rows.find((r) => r.code === code)?.label ?? code;
  const currentOf = (code: Code) => rows.find((r) => r.code === code)?.amountCents;

  const submit = form.handleSubmit((values) => {
    if (saving) return;
    setSaved(false);
    setFormError(null);
    save.mutate(values, {
      onSuccess: (next) => {
        form.reset(valuesOf(next));
        setSaved(true);
      },
      onError: (error) => {
        let shown = false;
        for (const [key, text] of Object.entries(error instanceof AppError ? (error.fields ?? {}) : {})) {
          const code = codes.find((c) => c === key);
          if (!code) continue;
          form.setError(code, { type: 'server', message: text }, { shouldFocus: !shown });
          shown = true;
        }
        if (!shown) setFormError(error.message || messages.internal);
      },
    });
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t.pricesCaption}
      spacing={2.5}
      sx={{ maxWidth: 480 }}
    >
      {codes.map((code) => {
        const current = currentOf(code);
        return (
          <TextField
            key={code}
            label={labelOf(code)}
            required
            {...form.register(code, { onChange: () => setSaved(false) })}
            error={Boolean(errors[code])}
            helperText={
              errors[code]?.message ??
              (current === undefined ? undefined : t.pricesCurrent(formatMoney(current, 'UYU')))
            }
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              input: {
                startAdornment: (
                  <Typography component="span" color="text.secondary" sx={{ mr: 1 }} aria-hidden>
                    $U
                  </Typography>
                ),
              },
            }}
          />
        );
      })}
      <div aria-live="polite">
        {saved && (
          <Alert severity="success" onClose={() => setSaved(false)}>
            {t.pricesSaved}
          </Alert>
        )}
        {formError && <Alert severity="error">{formError}</Alert>}
      </div>
      <div>
        <BusyButton type="submit" busy={saving} busyLabel={t.saving}>
          {t.savePrices}
        </BusyButton>
      </div>
    </Stack>
  );
}

/** The price per meal and each zone's cost per delivery day, typed in pesos and saved in cents. */
export function MealPrices() {
  const prices = useMealPrices();
  return (
    <Stack spacing={3}>
      <Typography>{t.pricesIntro}</Typography>
      <QueryState query={prices}>{(rows) => <PricesForm rows={rows} />}</QueryState>
    </Stack>
  );
}
