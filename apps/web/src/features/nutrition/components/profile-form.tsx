import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  biologicalSexLabels,
  biologicalSexOptions,
  dailyExerciseLabels,
  dailyExerciseOptions,
  isWeightLossOffered,
  objectiveLabels,
  objectiveOptions,
  weightLossNotOfferedMessage,
} from '@nutritest/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { type Control, Controller, type FieldErrors, type UseFormClearErrors, useForm } from 'react-hook-form';
import { TextInput } from '../../../components/forms/text-input';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { type DraftValues, emptyDraft, type FormStep, readDraft, writeDraft } from '../lib/local-profile';
import { parseNumberInput, stepFields } from '../lib/profile-form-fields';
import type { ProfileFormOutput } from '../lib/profile-form-schema';

const resolver = lazyResolver<DraftValues, unknown, ProfileFormOutput>(() => import('../lib/profile-form-schema'));

type RadioField = 'biologicalSex' | 'objective' | 'dailyExercise';

function RadioQuestion({
  name,
  label,
  options,
  control,
  errors,
  clearErrors,
  note,
}: {
  name: RadioField;
  label: string;
  options: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>;
  control: Control<DraftValues, unknown, ProfileFormOutput>;
  errors: FieldErrors<DraftValues>;
  clearErrors: UseFormClearErrors<DraftValues>;
  /** Why an option is not offered, shown under the options. */
  note?: string;
}) {
  const id = useId();
  const error = errors[name]?.message;
  const describedBy = [error ? `${id}-error` : null, note ? `${id}-note` : null].filter(Boolean).join(' ');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControl component="fieldset" error={Boolean(error)}>
          <FormLabel component="legend" id={`${id}-label`} sx={{ fontWeight: 700, color: 'text.primary' }}>
            {label}
          </FormLabel>
          <RadioGroup
            name={field.name}
            value={field.value}
            onChange={(_event, value) => {
              field.onChange(value);
              clearErrors(name);
            }}
            onBlur={field.onBlur}
            aria-labelledby={`${id}-label`}
            aria-describedby={describedBy || undefined}
          >
            {options.map((option, index) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
                label={option.label}
              />
            ))}
          </RadioGroup>
          {note && (
            <FormHelperText id={`${id}-note`} sx={{ color: 'text.secondary' }}>
              {note}
            </FormHelperText>
          )}
          {error && error !== note && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

const toOptions = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const sexChoices = toOptions(biologicalSexOptions, biologicalSexLabels);
const objectiveChoices = toOptions(objectiveOptions, objectiveLabels);
const exerciseChoices = toOptions(dailyExerciseOptions, dailyExerciseLabels);

/**
 * The two-step nutrition profile form (doc 2 §2, §4): sex, objective and exercise, then weight,
 * height and age. What is typed and the step are kept in this browser as a draft between visits.
 */
export function ProfileForm({
  email,
  initialValues = emptyDraft,
  onSubmit,
  onDiscard,
}: {
  email: string;
  /** Used when there is no draft (e.g. the stored profile, to update it). */
  initialValues?: DraftValues;
  onSubmit(values: ProfileFormOutput): void;
  /** When given, a button leaves the form without sending (updating an existing profile). */
  onDiscard?: () => void;
}) {
  const [initial] = useState(() => readDraft(email) ?? { values: initialValues, step: 0 as FormStep });
  const [step, setStep] = useState<FormStep>(initial.step);
  const form = useForm<DraftValues, unknown, ProfileFormOutput>({
    resolver,
    defaultValues: initial.values,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const { setFocus, getValues } = form;
  // Losing fat is not offered with a BMI under 18.5 (known from the start when the account has the
  // weight and height): the option is disabled and the reason shown; the schema refuses it too.
  const [weightText, heightText] = form.watch(['weight', 'height']);
  const weightNow = parseNumberInput(weightText ?? '');
  const heightNow = parseNumberInput(heightText ?? '');
  const isLossOffered = isWeightLossOffered(weightNow, heightNow);
  const objectiveOptionsNow = objectiveChoices.map((o) =>
    o.value === 'perder grasa' ? { ...o, disabled: !isLossOffered } : o,
  );

  // Every change (and every move between steps) is kept as the draft; merely opening the form is not.
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) writeDraft(email, getValues(), step);
    const subscription = form.watch((values) => writeDraft(email, { ...emptyDraft, ...values } as DraftValues, step));
    return () => subscription.unsubscribe();
  }, [email, step, form, getValues]);

  // Moving between steps moves the focus to the first field of the new step.
  useEffect(() => {
    if (moved.current) setFocus(stepFields[step][0]);
  }, [step, setFocus]);
  const goTo = (next: FormStep) => {
    moved.current = true;
    setStep(next);
  };

  const next = async () => {
    if (await form.trigger([...stepFields[0]], { shouldFocus: true })) goTo(1);
  };

  const submit = form.handleSubmit(onSubmit, (invalid) => {
    // A restored draft may reach the last step with a first-step answer missing.
    if (stepFields[0].some((name) => invalid[name])) goTo(0);
  });

  const numberField = (name: 'weight' | 'height' | 'age', label: string, inputMode: 'decimal' | 'numeric') => (
    <TextInput
      label={label}
      fullWidth
      autoComplete="off"
      {...form.register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      slotProps={{ htmlInput: { inputMode } }}
    />
  );

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit} aria-label="Formulario de perfil nutricional">
      <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 700 }}>
        {step === 0 ? 'Paso 1 de 2: objetivo y actividad' : 'Paso 2 de 2: tus medidas'}
      </Typography>
      {step === 0 ? (
        <>
          <RadioQuestion
            name="biologicalSex"
            label="Sexo biológico"
            options={sexChoices}
            control={form.control}
            errors={errors}
            clearErrors={form.clearErrors}
          />
          <RadioQuestion
            name="objective"
            label="Objetivo"
            options={objectiveOptionsNow}
            note={isLossOffered ? undefined : weightLossNotOfferedMessage}
            control={form.control}
            errors={errors}
            clearErrors={form.clearErrors}
          />
          <RadioQuestion
            name="dailyExercise"
            label="Ejercicio diario"
            options={exerciseChoices}
            control={form.control}
            errors={errors}
            clearErrors={form.clearErrors}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" onClick={() => void next()}>
              Siguiente
            </Button>
            {onDiscard && (
              <Button variant="text" onClick={onDiscard}>
                Descartar cambios
              </Button>
            )}
          </Box>
        </>
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {numberField('weight', 'Peso (kg)', 'decimal')}
            {numberField('height', 'Altura (cm)', 'decimal')}
            {numberField('age', 'Edad', 'numeric')}
          </Stack>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" onClick={() => goTo(0)}>
              Volver
            </Button>
            <Button type="submit" variant="contained">
              Enviar
            </Button>
            {onDiscard && (
              <Button variant="text" onClick={onDiscard}>
                Descartar cambios
              </Button>
            )}
          </Box>
        </>
      )}
    </Stack>
  );
}
