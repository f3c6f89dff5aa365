import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { foods } from '@nutritest/content';
import {
  ANY_DELIVERY_DAY,
  AppError,
  mealLabels,
  mealWeekdays,
  messages,
  type OpsMeal,
  type OpsMealInput,
  opsMealInputSchema,
  weekdayNames,
} from '@nutritest/domain';
import { useId, useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useCreateMeal } from '../api/create-meal';
import { useUpdateMeal } from '../api/update-meal';
import { opsTexts as t } from '../texts';
import { DialogButtons } from './dialog-actions';
import { MealPhotoUpload } from './meal-photo-upload';

const MAX_FOODS = 15;
const DEFAULT_KITCHEN_ID = 2;

interface FoodOption {
  id: string;
  name: string;
}
const foodOptions: FoodOption[] = foods.map((f) => ({ id: f.id, name: f.name }));
const foodById = new Map(foodOptions.map((f) => [f.id, f]));

/** '(vegetariano, sin gluten)' even when typed without the parentheses. */
export function normalizeLabels(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const inner = trimmed.replace(/^\(+|\)+$/g, '').trim();
  return inner ? `(${inner})` : '';
}

const domain = opsMealInputSchema.shape;

/**
 * The dialog's form: the domain's rules (opsMealInputSchema) with the inputs' text turned into
 * what the API takes first: labels wrapped in parentheses, calories as a whole number or null.
 */
const mealFormSchema = opsMealInputSchema.omit({ weekId: true }).extend({
  subtitle: z
    .string()
    .transform((v): string | null => normalizeLabels(v) || null)
    .pipe(domain.subtitle),
  calories: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d+([.,]\d+)?$/.test(v), 'Ingresá las calorías en números.')
    .transform((v) => (v === '' ? null : Number(v.replace(',', '.'))))
    .pipe(domain.calories),
});
type MealFormInput = z.input<typeof mealFormSchema>;
type MealFormOutput = z.output<typeof mealFormSchema>;
const formFields = [
  'title',
  'subtitle',
  'photo',
  'calories',
  'kitchenId',
  'availableDay',
  'foodIds',
  'active',
] as const;

function defaultsOf(meal: OpsMeal | null): MealFormInput {
  return {
    title: meal?.title ?? '',
    subtitle: meal?.subtitle ?? '',
    photo: meal?.photo ?? null,
    calories: meal?.calories === null || meal?.calories === undefined ? '' : String(meal.calories),
    kitchenId: meal?.kitchenId ?? DEFAULT_KITCHEN_ID,
    availableDay: meal?.availableDay ?? ANY_DELIVERY_DAY,
    foodIds: meal?.foodIds ?? [],
    active: meal?.active ?? true,
  };
}

/** Adds a meal to a week (meal null) or edits one; server field errors go next to their inputs. */
export function MealDialog({
  weekId,
  weekLabel,
  meal,
  onClose,
  onSaved,
}: {
  weekId: string;
  weekLabel: string;
  meal: OpsMeal | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const titleId = useId();
  const create = useCreateMeal();
  const update = useUpdateMeal();
  const saving = create.isPending || update.isPending;
  const [uploading, setUploading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<MealFormInput, unknown, MealFormOutput>({
    resolver: zodResolver(mealFormSchema),
    defaultValues: defaultsOf(meal),
  });
  const { errors } = form.formState;
  const kitchenId = Number(form.watch('kitchenId'));
  const availableDay = Number(form.watch('availableDay'));
  const subtitle = form.watch('subtitle');
  const labels = mealLabels(normalizeLabels(subtitle));
  const undeliverable = mealWeekdays({ kitchenId, availableDay }).length === 0;
  const kitchens = [1, 2, ...(meal && meal.kitchenId > 2 ? [meal.kitchenId] : [])];

  const onServerError = (error: Error) => {
    let shown = false;
    for (const [key, text] of Object.entries(error instanceof AppError ? (error.fields ?? {}) : {})) {
      const name = formFields.find((f) => f === key.split('.')[0]);
      if (!name) continue;
      form.setError(name as Path<MealFormInput>, { type: 'server', message: text }, { shouldFocus: !shown });
      shown = true;
    }
    if (!shown) setFormError(error.message || messages.internal);
  };

  const save = form.handleSubmit((values) => {
    if (saving || uploading) return;
    setFormError(null);
    const input: OpsMealInput = { ...values, weekId };
    const options = { onSuccess: onSaved, onError: onServerError };
    if (meal) update.mutate({ mealId: meal.mealId, input }, options);
    else create.mutate(input, options);
  });

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <form noValidate onSubmit={save}>
        <DialogTitle id={titleId}>{meal ? t.editMeal : t.addMeal}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <Typography color="text.secondary">{weekLabel}</Typography>
            <TextField
              label={t.mealTitle}
              required
              fullWidth
              autoFocus
              {...form.register('title')}
              error={Boolean(errors.title)}
              helperText={errors.title?.message}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <Box>
              <TextField
                label={t.mealLabels}
                fullWidth
                {...form.register('subtitle')}
                error={Boolean(errors.subtitle)}
                helperText={errors.subtitle?.message ?? t.mealLabelsHelp}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              {labels.length > 0 && (
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }} aria-hidden>
                  {labels.map((label) => (
                    <Chip key={label} label={label} size="small" />
                  ))}
                </Stack>
              )}
            </Box>
            <Controller
              control={form.control}
              name="photo"
              render={({ field, fieldState }) => (
                <MealPhotoUpload
                  value={field.value}
                  onChange={field.onChange}
                  onUploadingChange={setUploading}
                  error={fieldState.error?.message}
                  disabled={saving}
                />
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label={t.kitchen}
                fullWidth
                {...form.register('kitchenId', { valueAsNumber: true })}
                error={Boolean(errors.kitchenId)}
                helperText={errors.kitchenId?.message}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                {kitchens.map((id) => (
                  <option key={id} value={id}>
                    {t.kitchenOption(id)}
                  </option>
                ))}
              </TextField>
              <TextField
                select
                label={t.availableDay}
                fullWidth
                {...form.register('availableDay', { valueAsNumber: true })}
                error={Boolean(errors.availableDay) || undeliverable}
                helperText={errors.availableDay?.message ?? (undeliverable ? t.notDeliverable : undefined)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                {weekdayNames.map((name, day) => (
                  <option key={name} value={day}>
                    {name}
                  </option>
                ))}
                <option value={ANY_DELIVERY_DAY}>{t.anyDeliveryDayOption}</option>
              </TextField>
              <TextField
                label={t.calories}
                type="number"
                fullWidth
                {...form.register('calories')}
                error={Boolean(errors.calories)}
                helperText={errors.calories?.message ?? t.caloriesHelp}
                slotProps={{ htmlInput: { min: 0, max: 3000, step: 1, inputMode: 'numeric' } }}
              />
            </Stack>
            <Controller
              control={form.control}
              name="foodIds"
              render={({ field, fieldState }) => {
                const ids = field.value ?? [];
                const selected = ids.map((id) => foodById.get(id) ?? { id, name: id });
                return (
                  <Autocomplete
                    multiple
                    options={foodOptions}
                    value={selected}
                    onChange={(_, next) => field.onChange(next.map((o) => o.id))}
                    onBlur={field.onBlur}
                    getOptionLabel={(o) => o.name}
                    isOptionEqualToValue={(a, b) => a.id === b.id}
                    getOptionDisabled={(o) => ids.length >= MAX_FOODS && !ids.includes(o.id)}
                    noOptionsText={t.noIngredient}
                    filterSelectedOptions
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label={t.ingredients}
                        inputRef={field.ref}
                        error={Boolean(fieldState.error)}
                        helperText={fieldState.error?.message ?? t.ingredientsHelp}
                      />
                    )}
                  />
                );
              }}
            />
            <Controller
              control={form.control}
              name="active"
              render={({ field, fieldState }) => (
                <Box>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={field.value ?? true}
                        onChange={(e) => field.onChange(e.target.checked)}
                        onBlur={field.onBlur}
                        slotProps={{ input: { ref: field.ref } }}
                      />
                    }
                    label={t.activeSwitch}
                  />
                  <FormHelperText error={Boolean(fieldState.error)} sx={{ mt: 0 }}>
                    {fieldState.error?.message ?? t.activeHelp}
                  </FormHelperText>
                </Box>
              )}
            />
            {formError && <Alert severity="error">{formError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogButtons onCancel={onClose} busy={saving} busyLabel={t.saving} label={t.save} disabled={uploading} />
      </form>
    </Dialog>
  );
}
