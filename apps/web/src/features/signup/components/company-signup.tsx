import Download from '@mui/icons-material/Download';
import Groups from '@mui/icons-material/Groups';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompanySignupInput, companySignupSchema } from '@nutritest/domain';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AvatarUpload } from '../../../components/forms/avatar-upload';
import { textFieldProps } from '../../../components/forms/field-binding';
import { FieldGrid } from '../../../components/forms/field-grid';
import { FieldRow } from '../../../components/forms/form-layout';
import { NewPasswordFields } from '../../../components/forms/password-fields';
import { EmailField, PhoneField } from '../../../components/forms/person-fields';
import { TermsField } from '../../../components/forms/terms-field';
import { TextInput } from '../../../components/forms/text-input';
import { removeFormDraft, useFormDraft } from '../../../lib/form-draft';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useRegister } from '../api/register';
import { getRegisteredEmail, rememberRegisteredEmail } from '../registered-email';
import { applyServerFieldErrors, errorMessage } from '../server-errors';
import { COMPANY_LAST_STEP } from '../signup-query';
import { DraftRestoredNotice } from './draft-restored-notice';
import { EmailSentStep } from './email-sent-step';
import { StepHeading } from './step-heading';

type CompanyOutput = z.output<typeof companySignupSchema>;

const resolver = lazyResolver<CompanySignupInput, unknown, CompanyOutput>(() =>
  import('./signup-resolvers').then((m) => ({ resolver: m.companyResolver })),
);

/** What a reload keeps (issue 41 item 12): the company's data, never the passwords nor the terms box. */
const DRAFT = 'signup:company';
const NOT_KEPT = ['password', 'repeatPassword', 'acceptTerms', 'avatar'];

export const SALES_PRESENTATION_URL = '/presentacion-empresas-nutritest.pdf';
/** Steps: 0 welcome, 1 form, 2 e-mail sent. */
export { COMPANY_LAST_STEP } from '../signup-query';

const formFields: Path<CompanySignupInput>[] = [
  'name',
  'email',
  'rut',
  'businessName',
  'address',
  'city',
  'phone',
  'avatar',
  'password',
  'repeatPassword',
  'acceptTerms',
];

const benefits = [
  {
    icon: Groups,
    title: 'Un beneficio que tu equipo valora',
    text: 'Cada persona recibe un plan de alimentación basado en su propio ADN, sin pagar nada.',
  },
  {
    icon: InsightsOutlined,
    title: 'Gestión simple desde un panel',
    text: 'Comprá cupos con precio por volumen, invitá por correo y seguí el avance de cada empleado.',
  },
  {
    icon: LockOutlined,
    title: 'Privacidad garantizada',
    text: 'Los resultados son de cada persona: la empresa nunca ve los datos genéticos de su equipo.',
  },
];

/** Company signup (doc 1 §2): welcome with benefits and the sales presentation, form, e-mail sent. */
export function CompanySignup({ initialStep }: { initialStep: number }) {
  const [step, setStep] = useState(initialStep);
  const [avatarUrl, setAvatarUrl] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);
  const [pageError, setPageError] = useState<string | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(() => getRegisteredEmail());
  const registration = useRegister();

  const form = useForm<CompanySignupInput, unknown, CompanyOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: '',
      email: '',
      rut: '',
      businessName: '',
      address: '',
      city: '',
      phone: '',
      avatar: null,
      password: '',
      repeatPassword: '',
    },
  });

  const [isDraftRestored, setDraftRestored] = useState(false);
  // Brought back after a reload: straight to the form, where the password is typed again.
  useFormDraft(DRAFT, form, NOT_KEPT, () => {
    setDraftRestored(true);
    setStep((current) => (current === 0 ? 1 : current));
  });

  const bind = (name: Path<CompanySignupInput>, hint?: string) =>
    textFieldProps(form, name, { hint, idPrefix: 'signup' });

  const submit = form.handleSubmit((values) => {
    setPageError(null);
    registration.mutate(
      {
        account: {
          role: 'Business',
          email: values.email,
          business: {
            name: values.name,
            rut: values.rut,
            businessName: values.businessName,
            address: values.address,
            city: values.city,
            phone: values.phone,
            avatar: avatarUrl,
          },
        },
        password: values.password,
        acceptTerms: values.acceptTerms,
      },
      {
        onSuccess: () => {
          removeFormDraft(DRAFT);
          rememberRegisteredEmail(values.email);
          setRegisteredEmail(values.email);
          setStep(COMPANY_LAST_STEP);
        },
        onError: (error) => {
          setPageError(errorMessage(error));
          applyServerFieldErrors(error, form.setError, formFields);
        },
      },
    );
  });

  if (step === 0) {
    return (
      <Paper sx={{ p: { xs: 2.5, sm: 5 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          NutriTest para empresas
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
          Regalale a tu equipo un test genético de nutrición y un plan de alimentación personalizado. Vos comprás los
          cupos; cada persona hace el test y ve sus propios resultados.
        </Typography>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          Beneficios
        </Typography>
        <Grid container spacing={2} sx={{ mb: 4 }}>
          {benefits.map(({ icon: Icon, title, text }) => (
            <Grid key={title} size={{ xs: 12, md: 4 }}>
              <Box sx={{ height: '100%', p: 3, borderRadius: 3, bgcolor: 'brandLight.primary' }}>
                <Icon color="primary" sx={{ fontSize: 36, mb: 1 }} aria-hidden="true" />
                <Typography variant="h6" component="h3" gutterBottom>
                  {title}
                </Typography>
                <Typography>{text}</Typography>
              </Box>
            </Grid>
          ))}
        </Grid>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" size="large" onClick={() => setStep(1)}>
            Crear cuenta de empresa
          </Button>
          <Button
            variant="outlined"
            size="large"
            startIcon={<Download />}
            href={SALES_PRESENTATION_URL}
            download="presentacion-empresas-nutritest.pdf"
          >
            Descargar presentación (PDF)
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 860, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Registro de empresas
      </Typography>
      {step === COMPANY_LAST_STEP ? (
        <EmailSentStep email={registeredEmail} />
      ) : (
        <>
          <StepHeading stepKey={step}>Datos de la empresa</StepHeading>
          <Box component="form" noValidate onSubmit={submit} aria-label="Datos de la empresa">
            {isDraftRestored && <DraftRestoredNotice onClose={() => setDraftRestored(false)} />}
            {pageError && (
              <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
                {pageError}
              </Alert>
            )}
            <FieldGrid idPrefix="signup">
              <FieldRow>
                <TextInput label="Nombre de la empresa" autoComplete="organization" {...bind('name')} />
                <TextInput label="Razón social" {...bind('businessName')} />
              </FieldRow>
              <FieldRow>
                <TextInput
                  label="RUT"
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  {...bind('rut', '12 dígitos, el último es el verificador. Va en tus e-Facturas.')}
                />
                <PhoneField form={form} name="phone" label="Teléfono" />
              </FieldRow>
              <FieldRow>
                <TextInput label="Dirección" autoComplete="street-address" {...bind('address')} />
                <TextInput label="Ciudad" autoComplete="address-level2" {...bind('city')} />
              </FieldRow>
              <FieldRow>
                <EmailField form={form} />
              </FieldRow>
              <FieldRow>
                <AvatarUpload
                  onUploaded={(url) => {
                    setAvatarUrl(url);
                    form.clearErrors('avatar');
                  }}
                  onUploadingChange={setUploading}
                  error={form.formState.errors.avatar?.message}
                />
              </FieldRow>
              <NewPasswordFields form={form} />
              <TermsField form={form} healthConsent={false} />
            </FieldGrid>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3 }}>
              <Button variant="text" onClick={() => setStep(0)} disabled={registration.isPending}>
                Anterior
              </Button>
              <Button type="submit" variant="contained" size="large" disabled={registration.isPending || isUploading}>
                {registration.isPending ? 'Registrando…' : 'Crear cuenta'}
              </Button>
            </Box>
          </Box>
        </>
      )}
    </Paper>
  );
}
