import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { customerSignupStepSchema } from '@nutritest/domain';
import {
  type CustomerSignupStepInput,
  isAppError,
  messages,
  type NamedItem,
  type NutritionistLookup,
} from '@nutritest/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { FieldGrid } from '../../../components/forms/field-grid';
import { FieldRow } from '../../../components/forms/form-layout';
import { NewPasswordFields } from '../../../components/forms/password-fields';
import {
  BirthDateField,
  BodySizeFields,
  EmailField,
  PersonNameFields,
  PHONE_HINT,
  PhoneField,
} from '../../../components/forms/person-fields';
import { SexSelectField } from '../../../components/forms/sex-select-field';
import { TermsField } from '../../../components/forms/terms-field';
import { TextInput } from '../../../components/forms/text-input';
import { RetryAlert } from '../../../components/retry-alert';
import { DialogSpinner } from '../../../components/section-spinner';
import { keptIdList, keptText, removeFormDraft, useFormDraft, useStateDraft } from '../../../lib/form-draft';
import { referenceQueryOptions, useReference } from '../../../lib/get-reference';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { lookupNutritionist } from '../api/lookup-nutritionist';
import { useRegister } from '../api/register';
import { getRegisteredEmail, rememberRegisteredEmail } from '../registered-email';
import { applyServerFieldErrors, errorMessage, fieldForErrorPath } from '../server-errors';
import { DraftRestoredNotice } from './draft-restored-notice';
import { EmailSentStep } from './email-sent-step';
import { PriceCard } from './price-card';
import { SignupStepper } from './signup-stepper';
import { StepHeading } from './step-heading';

// Shown only after Registrarme: its code loads then.
const RegistrationProgressDialog = lazy(() =>
  import('./registration-progress-dialog').then((m) => ({ default: m.RegistrationProgressDialog })),
);

type PersonalOutput = z.output<typeof customerSignupStepSchema>;

/**
 * What a reload keeps (issue 41 item 12): the personal data but the passwords (and the terms box,
 * ticked again on purpose), the code and the two lists, in this tab only (lib/form-draft.ts).
 */
const DRAFT = {
  personal: 'signup:customer',
  code: 'signup:customer:code',
  pathologies: 'signup:customer:pathologies',
  familyHistories: 'signup:customer:family',
} as const;
const NOT_KEPT = ['password', 'repeatPassword', 'acceptTerms'];

const resolver = lazyResolver<CustomerSignupStepInput, unknown, PersonalOutput>(() =>
  import('./signup-resolvers').then((m) => ({ resolver: m.customerResolver })),
);

export const customerSteps = [
  'Datos personales',
  'Nutricionista',
  'Patologías',
  'Antecedentes familiares',
  'Activación',
] as const;
export const CUSTOMER_LAST_STEP = customerSteps.length - 1;

const stepTitles = [
  'Tus datos personales',
  '¿Tenés un nutricionista?',
  'Patologías',
  'Antecedentes familiares',
  'Revisá tu correo',
];

const personalFields: Path<CustomerSignupStepInput>[] = [
  'firstName',
  'lastName',
  'email',
  'birthDate',
  'gender',
  'height',
  'weight',
  'mobile',
  'password',
  'repeatPassword',
  'acceptTerms',
];

/** The checklist of step 2 (conditions) or 3 (family history), with the reference lists' own query. */
function ReferenceStepList({
  isPathologies,
  selected,
  onChange,
}: {
  isPathologies: boolean;
  selected: number[];
  onChange(next: number[]): void;
}) {
  const reference = useReference();
  return (
    <ReferenceChecklist
      legend={
        isPathologies ? 'Marcá las condiciones que tenés hoy' : 'Marcá las condiciones que hay en tu familia directa'
      }
      items={isPathologies ? reference.data?.pathologies : reference.data?.familyHistories}
      isLoading={reference.isPending}
      loadError={reference.isError ? errorMessage(reference.error) : null}
      onRetry={() => void reference.refetch()}
      selected={selected}
      onChange={onChange}
    />
  );
}

/** Customer signup (doc 1 §2): personal data, nutritionist code, pathologies, family history, e-mail sent. */
export function CustomerSignup({ initialStep }: { initialStep: number }) {
  const [step, setStep] = useState(initialStep);
  const [personal, setPersonal] = useState<PersonalOutput | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);

  const [code, setCode] = useStateDraft(DRAFT.code, '', keptText);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [nutritionist, setNutritionist] = useState<NutritionistLookup | null>(null);
  const [isLookingUp, setLookingUp] = useState(false);

  const [pathologies, setPathologies] = useStateDraft<number[]>(DRAFT.pathologies, [], keptIdList);
  const [familyHistories, setFamilyHistories] = useStateDraft<number[]>(DRAFT.familyHistories, [], keptIdList);
  const [isDraftRestored, setDraftRestored] = useState(false);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(() =>
    initialStep === CUSTOMER_LAST_STEP ? getRegisteredEmail() : null,
  );
  const [signInWith, setSignInWith] = useState<{ email: string; password: string } | null>(null);
  const [isSignInRefused, setSignInRefused] = useState(false);

  const form = useForm<CustomerSignupStepInput, unknown, PersonalOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      // Nothing made up (spec README decision 1, issue 41 item 2): the person types their own.
      birthDate: '',
      gender: undefined,
      height: '',
      weight: '',
      mobile: '',
      password: '',
      repeatPassword: '',
    },
  });
  useFormDraft(DRAFT.personal, form, NOT_KEPT, () => setDraftRestored(true));
  const acceptTerms = form.watch('acceptTerms') === true;
  const registration = useRegister();
  // The lists of steps 2 and 3, asked for on arrival without redrawing the whole form when they come
  // (a query's hook here would redraw it, in one task, as it starts and as it answers: issue 23).
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(referenceQueryOptions);
  }, [queryClient]);

  const goTo = (next: number) => {
    setPageError(null);
    setDraftRestored(false);
    setStep(next);
  };

  // Whether the address already has an account is not asked (decision 017): the registration answers
  // the same either way, and the last step says "Revisá tu correo" when the sign-in is refused.
  const submitPersonal = form.handleSubmit((values) => {
    setPageError(null);
    setPersonal(values);
    goTo(1);
  });

  const submitCode = async () => {
    const normalised = code.trim().toUpperCase();
    if (!normalised) {
      setNutritionist(null);
      goTo(2);
      return;
    }
    // Second press on a confirmed code moves on; the first one looks it up (doc 1 §4).
    if (nutritionist && nutritionist.publicCode.toUpperCase() === normalised) {
      goTo(2);
      return;
    }
    setLookingUp(true);
    setCodeError(null);
    setPageError(null);
    try {
      setNutritionist(await lookupNutritionist(normalised));
    } catch (error) {
      setNutritionist(null);
      if (isAppError(error) && error.code === 'NOT_FOUND') setCodeError(messages.nutritionistNotFound);
      else setPageError(errorMessage(error));
    } finally {
      setLookingUp(false);
    }
  };

  const submitRegistration = () => {
    if (!personal) {
      setPageError('Completá tus datos personales para terminar el registro.');
      setStep(0);
      return;
    }
    setPageError(null);
    const referer = nutritionist ? { publicCode: nutritionist.publicCode } : null;
    registration.mutate(
      {
        account: {
          role: 'Customer',
          email: personal.email,
          profile: {
            firstName: personal.firstName,
            lastName: personal.lastName,
            birthDate: personal.birthDate,
            gender: personal.gender,
            height: personal.height,
            weight: personal.weight,
            mobile: personal.mobile ?? null,
            pathologies,
            familyHistories,
          },
          referer,
        },
        password: personal.password,
        acceptTerms: personal.acceptTerms,
      },
      {
        onSuccess: () => {
          for (const key of Object.values(DRAFT)) removeFormDraft(key);
          rememberRegisteredEmail(personal.email);
          setRegisteredEmail(personal.email);
          setStep(CUSTOMER_LAST_STEP);
          setSignInWith({ email: personal.email, password: personal.password });
        },
        onError: (error) => {
          setPageError(errorMessage(error));
          if (!isAppError(error) || !error.fields) return;
          const codeText = Object.entries(error.fields).find(([path]) => fieldForErrorPath(path) === 'publicCode');
          if (codeText) {
            setNutritionist(null);
            setCodeError(codeText[1]);
            setStep(1);
          }
          if (applyServerFieldErrors(error, form.setError, personalFields).length > 0) setStep(0);
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 0) void submitPersonal(event);
    else if (step === 1) void submitCode();
    else if (step === 2) goTo(3);
    else if (step === 3) submitRegistration();
  };

  const isBusy = isLookingUp || registration.isPending;
  let primaryLabel = 'Continuar';
  if (step === 3) primaryLabel = registration.isPending ? 'Registrando…' : 'Registrarme';
  const primaryDisabled = isBusy || ((step === 0 || step === 3) && !acceptTerms);

  let content: ReactNode = null;
  if (step === 0) {
    content = <PersonalDataFields form={form} />;
  } else if (step === 1) {
    content = (
      <Stack spacing={2}>
        <Typography color="text.secondary">
          Si tu nutricionista te dio un código, ingresalo para compartir tus resultados con tu nutricionista. Es
          opcional: podés seguir sin código.
        </Typography>
        <TextInput
          id="signup-code"
          label="Código de nutricionista (opcional)"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setCodeError(null);
            setNutritionist(null);
          }}
          error={Boolean(codeError)}
          helperText={codeError ?? undefined}
          slotProps={{ htmlInput: { maxLength: 12, autoCapitalize: 'characters', spellCheck: false } }}
          fullWidth
        />
        {nutritionist && (
          <Alert severity="success" role="status">
            Tu nutricionista es{' '}
            <strong>
              {nutritionist.profile.firstName} {nutritionist.profile.lastName}
            </strong>
            . Tocá Continuar para seguir.
          </Alert>
        )}
      </Stack>
    );
  } else if (step === 2 || step === 3) {
    const isPathologies = step === 2;
    content = (
      <Stack spacing={2}>
        <ReferenceStepList
          isPathologies={isPathologies}
          selected={isPathologies ? pathologies : familyHistories}
          onChange={isPathologies ? setPathologies : setFamilyHistories}
        />
        {step === 3 && <TermsField form={form} hidesError />}
      </Stack>
    );
  } else {
    content = isSignInRefused ? (
      <EmailSentStep email={registeredEmail} title="Revisá tu correo" neutral>
        <Button component={RouterLink} to="/login" variant="contained">
          Ir a ingresar
        </Button>
      </EmailSentStep>
    ) : (
      <EmailSentStep email={registeredEmail} title="¡Ya casi! Activá tu cuenta" />
    );
  }

  return (
    <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Paper sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            Creá tu cuenta
          </Typography>
          <SignupStepper steps={customerSteps} activeStep={step} />
          {step !== CUSTOMER_LAST_STEP && <StepHeading stepKey={step}>{stepTitles[step]}</StepHeading>}
          <Box component="form" noValidate onSubmit={onSubmit} aria-label={customerSteps[step]}>
            {pageError && (
              <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
                {pageError}
              </Alert>
            )}
            {step === 0 && isDraftRestored && <DraftRestoredNotice onClose={() => setDraftRestored(false)} />}
            {content}
            {step < CUSTOMER_LAST_STEP && (
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3 }}>
                {step > 0 ? (
                  <Button variant="text" onClick={() => goTo(step - 1)} disabled={isBusy}>
                    Anterior
                  </Button>
                ) : (
                  <span />
                )}
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={primaryDisabled}
                  startIcon={isBusy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
                >
                  {primaryLabel}
                </Button>
              </Box>
            )}
          </Box>
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <PriceCard />
      </Grid>
      {signInWith && (
        <Suspense fallback={<DialogSpinner />}>
          <RegistrationProgressDialog
            email={signInWith.email}
            password={signInWith.password}
            onSignInRefused={() => {
              setSignInWith(null);
              setSignInRefused(true);
            }}
          />
        </Suspense>
      )}
    </Grid>
  );
}

function PersonalDataFields({
  form,
}: {
  form: ReturnType<typeof useForm<CustomerSignupStepInput, unknown, PersonalOutput>>;
}) {
  return (
    <FieldGrid idPrefix="signup">
      <PersonNameFields form={form} />
      <FieldRow>
        <EmailField form={form} />
      </FieldRow>
      <FieldRow>
        <BirthDateField form={form} />
        <SexSelectField form={form} />
      </FieldRow>
      <BodySizeFields form={form} />
      <FieldRow>
        <PhoneField form={form} label="Celular (opcional)" hint={PHONE_HINT} />
      </FieldRow>
      <NewPasswordFields form={form} />
      <TermsField form={form} />
    </FieldGrid>
  );
}

function ReferenceChecklist({
  legend,
  items,
  isLoading,
  loadError,
  onRetry,
  selected,
  onChange,
}: {
  legend: string;
  items: NamedItem[] | undefined;
  isLoading: boolean;
  loadError: string | null;
  onRetry: () => void;
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  if (isLoading) return <CircularProgress aria-label="Cargando opciones" />;
  if (loadError || !items) {
    return (
      <RetryAlert severity="warning" role="alert" onRetry={onRetry}>
        {loadError ?? 'No pudimos cargar las opciones.'}
      </RetryAlert>
    );
  }
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...selected, id].sort((a, b) => a - b) : selected.filter((x) => x !== id));
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {legend} (podés marcar varias o ninguna)
      </FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {items.map((item) => (
          <FormControlLabel
            key={item.id}
            control={
              <Checkbox checked={selected.includes(item.id)} onChange={(e) => toggle(item.id, e.target.checked)} />
            }
            label={item.name}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
