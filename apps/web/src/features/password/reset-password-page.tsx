import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppError, type EmailOnlyInput, type emailOnlySchema, messages } from '@nutritest/domain';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { TextInput } from '../../components/forms/text-input';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useRequestPasswordReset } from './api/request-reset';
import { PasswordCard } from './components/password-card';

type ResetForm = z.output<typeof emailOnlySchema>;

/** The form's validation (zod and its schema) arrives after the page draws (issue 42: ~96 kB less first). */
const resolver = lazyResolver<EmailOnlyInput, unknown, ResetForm>(
  () => import('../../components/forms/email-only-resolver'),
);

/** /resetPassword: asks for the e-mail and sends the reset link (doc 1 §2, §8). */
export default function ResetPasswordPage() {
  const form = useForm<EmailOnlyInput, unknown, ResetForm>({
    resolver,
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const reset = useRequestPasswordReset();
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onError: (error) => {
        const fieldMessage = error instanceof AppError ? error.fields?.email : undefined;
        if (fieldMessage) form.setError('email', { type: 'server', message: fieldMessage });
      },
    }),
  );

  return (
    <PasswordCard title="Restablecer contraseña">
      {reset.isSuccess ? (
        <Stack spacing={3}>
          <Alert severity="success">
            <Typography component="p" sx={{ fontWeight: 700 }}>
              {messages.resetRequested}
            </Typography>
            <Typography component="p">
              Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Si no lo ves en tu
              bandeja de entrada, revisá la carpeta de correo no deseado (spam).
            </Typography>
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" size="large">
            Volver a ingresar
          </Button>
        </Stack>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Ingresá el correo con el que te registraste y te enviaremos un enlace para restablecer tu contraseña.
          </Typography>
          <Stack component="form" noValidate spacing={2} onSubmit={submit}>
            {reset.isError && (
              <Alert severity="error">
                <Typography component="p" sx={{ fontWeight: 700 }}>
                  {messages.resetRequestFailed}
                </Typography>
                {reset.error.message !== messages.resetRequestFailed && (
                  <Typography component="p">{reset.error.message}</Typography>
                )}
              </Alert>
            )}
            <TextInput
              label="Correo electrónico"
              type="email"
              autoComplete="email"
              fullWidth
              {...form.register('email')}
              error={Boolean(errors.email)}
              helperText={errors.email?.message}
            />
            <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
              {reset.isPending ? 'Enviando…' : 'Restablecer'}
            </Button>
            <Typography align="center">
              <Link component={RouterLink} to="/login">
                Volver a ingresar
              </Link>
            </Typography>
          </Stack>
        </>
      )}
    </PasswordCard>
  );
}
