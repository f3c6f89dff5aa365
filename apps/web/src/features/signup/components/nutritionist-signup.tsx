import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type BankAccount,
  isAppError,
  type NutritionistSignupStepInput,
  type nutritionistSignupStepSchema,
} from '@nutritest/domain';
import { useEffect, useRef, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { FieldGrid } from '../../../components/forms/field-grid';
import { FieldRow } from '../../../components/forms/form-layout';
import { NewPasswordFields } from '../../../components/forms/password-fields';
import { EmailField, PersonNameFields, PhoneField } from '../../../components/forms/person-fields';
import { TermsField } from '../../../components/forms/terms-field';
import { removeFormDraft, useFormDraft } from '../../../lib/form-draft';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useSession } from '../../../lib/session';
import { authenticate } from '../api/authenticate';
import { useRegister } from '../api/register';
import { getRegisteredEmail, rememberRegisteredEmail } from '../registered-email';
import { applyServerFieldErrors, errorMessage } from '../server-errors';
import { NUTRITIONIST_PANEL_STEP } from '../signup-query';
import { DraftRestoredNotice } from './draft-restored-notice';
import { EmailSentStep } from './email-sent-step';
import { PayoutDetailsStep, payoutFields, usePayoutForm } from './payout-details-step';
import { SignupStepper } from './signup-stepper';
import { StepHeading } from './step-heading';

type PersonalOutput = z.output<typeof nutritionistSignupStepSchema>;

/** What a reload keeps (issue 41 item 12): both forms, never the passwords nor the terms box. */
const DRAFT = { personal: 'signup:nutritionist', payout: 'signup:nutritionist:payout' } as const;
const NOT_KEPT = ['password', 'repeatPassword', 'acceptTerms'];

const personalResolver = lazyResolver<NutritionistSignupStepInput, unknown, PersonalOutput>(() =>
  import('./signup-resolvers').then((m) => ({ resolver: m.nutritionistResolver })),
);

// 'Datos de cobro', not 'Método de pago': the step asks where we pay the nutritionist (issue 41, item 12).
export const nutritionistSteps = ['Datos personales', 'Datos de cobro', 'Verificación de e-mail', 'Mi panel'] as const;
/** Steps: 0 welcome, then 1–4 as labelled above. */
export { NUTRITIONIST_PANEL_STEP } from '../signup-query';

const personalFields: Path<NutritionistSignupStepInput>[] = [
  'firstName',
  'lastName',
  'mobile',
  'email',
  'password',
  'repeatPassword',
  'acceptTerms',
];

const stepTitles = [
  '',
  'Tus datos personales',
  '¿Cómo querés cobrar tus comisiones?',
  '',
  'Tu código de nutricionista',
];

/**
 * Nutritionist signup (doc 1 §2, §4): welcome, personal data, payout method (summary, then submit),
 * e-mail verification message, and the public code with what the dashboard offers. The page signs
 * in in the background after registering so step 4 can show the code.
 */
export function NutritionistSignup({ initialStep }: { initialStep: number }) {
  const session = useSession();
  const [step, setStep] = useState(initialStep);
  const [personal, setPersonal] = useState<PersonalOutput | null>(null);
  const [summary, setSummary] = useState<BankAccount | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [isSignInRefused, setSignInRefused] = useState(false);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(() => getRegisteredEmail());
  const [isSigningIn, setSigningIn] = useState(false);
  const registration = useRegister();

  // A signed-in nutritionist starts at "Mi panel" (doc 1 §4); decided once, when the session is known.
  const decided = useRef(false);
  useEffect(() => {
    if (decided.current || session.isLoading) return;
    decided.current = true;
    if (session.account?.role === 'Nutritionist') setStep(NUTRITIONIST_PANEL_STEP);
  }, [session.isLoading, session.account]);

  const personalForm = useForm<NutritionistSignupStepInput, unknown, PersonalOutput>({
    resolver: personalResolver,
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', mobile: '', email: '', password: '', repeatPassword: '' },
  });
  const payoutForm = usePayoutForm();
  const [isDraftRestored, setDraftRestored] = useState(false);
  // Brought back after a reload: straight to the personal data, where the password is typed again.
  const restored = () => {
    setDraftRestored(true);
    setStep((current) => (current === 0 ? 1 : current));
  };
  useFormDraft(DRAFT.personal, personalForm, NOT_KEPT, restored);
  useFormDraft(DRAFT.payout, payoutForm);

  const goTo = (next: number) => {
    setPageError(null);
    setStep(next);
  };

  // Whether the address already has an account is not asked (decision 017): the registration answers
  // the same either way, and the last step says "Revisá tu correo" when the sign-in is refused.
  const submitPersonal = personalForm.handleSubmit((values) => {
    setPageError(null);
    setPersonal(values);
    goTo(2);
  });

  const showSummary = payoutForm.handleSubmit((values) => {
    setPageError(null);
    setSummary(values);
  });

  const register = () => {
    if (!personal || !summary) {
      setSummary(null);
      setPageError('Completá tus datos personales para terminar el registro.');
      setStep(1);
      return;
    }
    setPageError(null);
    const { email, password } = personal;
    registration.mutate(
      {
        account: {
          role: 'Nutritionist',
          email,
          profile: { firstName: personal.firstName, lastName: personal.lastName, mobile: personal.mobile },
          nutritionist: summary,
        },
        password,
        acceptTerms: personal.acceptTerms,
      },
      {
        onSuccess: () => {
          for (const key of Object.values(DRAFT)) removeFormDraft(key);
          rememberRegisteredEmail(email);
          setRegisteredEmail(email);
          setSummary(null);
          setStep(3);
          // Signed in in the background, staying on this page, so "Mi panel" can show the code.
          setSigningIn(true);
          authenticate({ email, password })
            .then((result) => session.signIn(result, { applyRoutingRule: false }))
            .catch((error: unknown) => {
              if (isAppError(error) && (error.code === 'INVALID_CREDENTIALS' || error.code === 'RATE_LIMITED')) {
                setSignInRefused(true);
              } else {
                console.warn('Automatic sign-in after signup failed', error);
              }
            })
            .finally(() => setSigningIn(false));
        },
        onError: (error) => {
          setPageError(errorMessage(error));
          if (!isAppError(error) || !error.fields) return;
          if (applyServerFieldErrors(error, payoutForm.setError, payoutFields).length > 0) setSummary(null);
          if (applyServerFieldErrors(error, personalForm.setError, personalFields).length > 0) {
            setSummary(null);
            setStep(1);
          }
        },
      },
    );
  };

  const back = () => {
    setPageError(null);
    if (summary) setSummary(null);
    else setStep(1);
  };

  return (
    <Paper sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 860, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Sumate a nuestro equipo
      </Typography>
      {step === 0 ? (
        <Welcome onStart={() => goTo(1)} />
      ) : (
        <>
          <SignupStepper steps={nutritionistSteps} activeStep={step - 1} />
          {stepTitles[step] && <StepHeading stepKey={`${step}-${summary ? 's' : ''}`}>{stepTitles[step]}</StepHeading>}
          {pageError && (
            <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
              {pageError}
            </Alert>
          )}
          {step === 1 && (
            <Box component="form" noValidate onSubmit={submitPersonal} aria-label="Datos personales">
              {isDraftRestored && <DraftRestoredNotice onClose={() => setDraftRestored(false)} />}
              <FieldGrid idPrefix="signup">
                <PersonNameFields form={personalForm} />
                <FieldRow>
                  <EmailField form={personalForm} />
                  <PhoneField form={personalForm} label="Teléfono" />
                </FieldRow>
                <NewPasswordFields form={personalForm} />
                <TermsField form={personalForm} healthConsent={false} />
              </FieldGrid>
              <StepActions onBack={() => goTo(0)} submitLabel="Continuar" />
            </Box>
          )}
          {step === 2 && (
            <Box
              component="form"
              noValidate
              aria-label="Datos de cobro"
              onSubmit={(e) => {
                e.preventDefault();
                if (summary) register();
                else void showSummary(e);
              }}
            >
              {summary && personal ? (
                <PayoutSummary personal={personal} payout={summary} />
              ) : (
                <PayoutDetailsStep form={payoutForm} />
              )}
              <StepActions
                onBack={back}
                submitLabel="Continuar"
                isBusy={registration.isPending}
                busyLabel="Registrando…"
              />
            </Box>
          )}
          {step === 3 && isSignInRefused && (
            <EmailSentStep email={registeredEmail} title="Revisá tu correo" neutral>
              <Button component={RouterLink} to="/login" variant="contained">
                Ir a ingresar
              </Button>
            </EmailSentStep>
          )}
          {step === 3 && !isSignInRefused && (
            <EmailSentStep email={registeredEmail} title="Verificá tu correo">
              <Button variant="contained" onClick={() => goTo(NUTRITIONIST_PANEL_STEP)}>
                Continuar
              </Button>
            </EmailSentStep>
          )}
          {step === NUTRITIONIST_PANEL_STEP && (
            <PanelStep
              code={session.account?.nutritionist?.publicCode ?? null}
              isLoading={isSigningIn || session.isLoading}
            />
          )}
        </>
      )}
    </Paper>
  );
}

function StepActions({
  onBack,
  submitLabel,
  isBusy = false,
  busyLabel = '',
}: {
  onBack: () => void;
  submitLabel: string;
  isBusy?: boolean;
  busyLabel?: string;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3 }}>
      <Button variant="text" onClick={onBack} disabled={isBusy}>
        Anterior
      </Button>
      <Button type="submit" variant="contained" size="large" disabled={isBusy}>
        {isBusy ? busyLabel : submitLabel}
      </Button>
    </Box>
  );
}

const pitch = [
  'Cargá a tus pacientes y acompañalos con un plan basado en su ADN.',
  'Seguí el estado de cada paciente: kit, laboratorio y resultados.',
  'Cobrá una comisión por cada paciente que hace el test, todos los meses.',
];

function Welcome({ onStart }: { onStart: () => void }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        NutriTest analiza el ADN de tus pacientes y te da información concreta sobre cómo responden a 21 nutrientes y a
        unos 300 alimentos. Con tu código de nutricionista, tus pacientes quedan vinculados a vos y podés ver sus
        resultados para ajustar sus planes.
      </Typography>
      <List aria-label="Qué ganás al sumarte">
        {pitch.map((text) => (
          <ListItem key={text} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <CheckCircleOutline color="primary" aria-hidden="true" />
            </ListItemIcon>
            <ListItemText primary={text} />
          </ListItem>
        ))}
      </List>
      <Button variant="contained" size="large" onClick={onStart}>
        Comenzar registro
      </Button>
    </Stack>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1, py: 0.75 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
        {value}
      </Typography>
    </Box>
  );
}

function PayoutSummary({ personal, payout }: { personal: PersonalOutput; payout: BankAccount }) {
  return (
    <Stack spacing={1}>
      <Typography>Revisá los datos que vamos a guardar. Si está todo bien, tocá Continuar.</Typography>
      <Box component="dl" aria-label="Resumen de tus datos" sx={{ m: 0 }}>
        <SummaryRow label="Nombre" value={`${personal.firstName} ${personal.lastName}`} />
        <SummaryRow label="Correo electrónico" value={personal.email} />
        <SummaryRow label="Teléfono" value={personal.mobile} />
        {payout.paymentType === 1 ? (
          <>
            <SummaryRow label="Método de cobro" value="Cuenta bancaria" />
            <SummaryRow label="Banco" value={payout.bank} />
            <SummaryRow label="Número de cuenta" value={payout.accountNumber} />
            <SummaryRow label="Sucursal" value={payout.branchOffice} />
            <SummaryRow label="Titular" value={payout.fullName} />
          </>
        ) : (
          <>
            <SummaryRow label="Método de cobro" value={`Red de cobranza (${payout.network})`} />
            <SummaryRow label="Cédula de identidad" value={payout.ci} />
          </>
        )}
      </Box>
    </Stack>
  );
}

const panelFeatures = [
  { title: 'Cargar pacientes', text: 'Invitalos por correo o cargá todos sus datos vos.' },
  { title: 'Ver el estado de tus pacientes', text: 'Sabé en qué etapa está cada uno: kit, laboratorio o resultados.' },
  { title: 'Ver tu balance de comisiones', text: 'Consultá mes a mes lo que ganaste por tus pacientes.' },
];

function PanelStep({ code, isLoading }: { code: string | null; isLoading: boolean }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Stack spacing={2}>
      {code ? (
        <>
          <Typography>
            Compartilo con tus pacientes: cuando lo ingresan al registrarse, quedan vinculados a vos y podés ver sus
            resultados.
          </Typography>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 2,
              p: 2,
              borderRadius: 2,
              bgcolor: 'brandLight.primary',
            }}
          >
            <Typography
              component="p"
              aria-label={`Tu código: ${code}`}
              sx={{ fontSize: { xs: 32, sm: 44 }, fontWeight: 800, letterSpacing: '0.12em', color: 'primary.dark' }}
              data-testid="nutritionist-code"
            >
              {code}
            </Typography>
            <Button
              variant="outlined"
              startIcon={<ContentCopy />}
              onClick={() => void copy()}
              // On the tinted panel the purple text needs a white button for AA contrast.
              sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
            >
              Copiar código
            </Button>
          </Box>
          <div role="status">
            {copied === true && <Alert severity="success">Código copiado.</Alert>}
            {copied === false && (
              <Alert severity="info">No pudimos copiarlo automáticamente: seleccioná el código y copialo.</Alert>
            )}
          </div>
        </>
      ) : isLoading ? (
        <CircularProgress aria-label="Cargando tu código" />
      ) : (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/login" color="inherit" size="small">
              Ingresar
            </Button>
          }
        >
          Ingresá con tu correo y contraseña para ver tu código.
        </Alert>
      )}
      <Typography variant="h6" component="h3">
        Desde tu panel vas a poder
      </Typography>
      <Grid container spacing={2}>
        {panelFeatures.map((f) => (
          <Grid key={f.title} size={{ xs: 12, sm: 4 }}>
            <Box sx={{ height: '100%', p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
              <Typography sx={{ fontWeight: 700 }}>{f.title}</Typography>
              <Typography color="text.secondary">{f.text}</Typography>
            </Box>
          </Grid>
        ))}
      </Grid>
      <Box>
        <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
          Ir a mi panel
        </Button>
      </Box>
    </Stack>
  );
}
