import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EmailChangeFormInput, emailChangeFormSchema } from '@nutritest/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextInput } from '../../../components/forms/text-input';
import { useServerError } from '../../../components/forms/use-server-error';
import { RetryAlert } from '../../../components/retry-alert';
import { formatDate, formatTime } from '../../../lib/format';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useCancelEmailChange, useEmailChangeStatus, useRequestEmailChange } from '../api/email-change';
import { FormAlert } from './form-alert';
import { ProfileSection } from './profile-section';

type EmailChangeValues = z.output<typeof emailChangeFormSchema>;

/** The form's validation (zod and its schema) loads after the page draws (lib/lazy-resolver.ts). */
const resolver = lazyResolver<EmailChangeFormInput, unknown, EmailChangeValues>(
  () => import('./email-change-form-resolver'),
);

const emptyValues: EmailChangeFormInput = { newEmail: '', password: '', code: '' };

/**
 * Cambiar correo electrónico (issue 22): the new address, the current password and, with two-factor
 * sign-in on, the authenticator's code. A link goes to the new address and the change waits for it;
 * meanwhile the section says where the link went and lets the person cancel it.
 */
export function EmailChangeSection({ email }: { email: string }) {
  const status = useEmailChangeStatus();
  const request = useRequestEmailChange();
  const cancel = useCancelEmailChange();
  const [isFormOpen, setFormOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<EmailChangeFormInput, unknown, EmailChangeValues>({
    resolver,
    defaultValues: emptyValues,
    mode: 'onTouched',
  });
  const serverError = useServerError(form);
  const { errors } = form.formState;

  if (status.isPending) {
    return (
      <ProfileSection title="Tu correo electrónico">
        <CircularProgress size={24} aria-label="Cargando tu correo" />
      </ProfileSection>
    );
  }
  if (status.isError) {
    return (
      <ProfileSection title="Tu correo electrónico">
        <RetryAlert severity="warning" role="alert" onRetry={() => void status.refetch()}>
          {status.error.message}
        </RetryAlert>
      </ProfileSection>
    );
  }
  const { pending, codeRequired } = status.data;

  const submit = form.handleSubmit((values) => {
    serverError.clear();
    setNotice(null);
    request.mutate(
      { newEmail: values.newEmail, password: values.password, ...(codeRequired ? { code: values.code } : {}) },
      {
        onSuccess: () => {
          form.reset(emptyValues);
          setFormOpen(false);
        },
        onError: serverError.onError,
      },
    );
  });

  const cancelChange = () => {
    setNotice(null);
    cancel.mutate(undefined, { onSuccess: () => setNotice('Cancelaste el cambio: tu correo sigue siendo el mismo.') });
  };

  return (
    <ProfileSection
      title="Tu correo electrónico"
      description={`Ingresás con ${email}. Para cambiarlo te pedimos tu contraseña y te enviamos un enlace al correo nuevo.`}
    >
      <Stack spacing={2}>
        {notice && (
          <Alert severity="success" role="status">
            {notice}
          </Alert>
        )}
        {cancel.isError && (
          <Alert severity="error" role="alert">
            {cancel.error.message}
          </Alert>
        )}
        {pending && (
          <Alert severity="info" role="status">
            <Typography sx={{ fontWeight: 700 }}>Te enviamos un enlace a {pending.newEmail}.</Typography>
            <Typography variant="body2">
              Abrilo antes del {formatDate(pending.expiresAt)} a las {formatTime(pending.expiresAt)} para confirmar el
              cambio. Hasta entonces seguís ingresando con {email}. Si no lo ves, revisá la carpeta de spam.
            </Typography>
            <Button
              variant="outlined"
              color="inherit"
              size="small"
              onClick={cancelChange}
              disabled={cancel.isPending}
              sx={{ mt: 1.5 }}
            >
              {cancel.isPending ? 'Cancelando…' : 'Cancelar el cambio'}
            </Button>
          </Alert>
        )}
        {isFormOpen ? (
          <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Cambiar correo electrónico">
            <FormAlert message={serverError.message} />
            <TextInput
              label="Correo nuevo"
              type="email"
              autoComplete="email"
              fullWidth
              {...form.register('newEmail')}
              error={Boolean(errors.newEmail)}
              helperText={errors.newEmail?.message}
            />
            <TextInput
              label="Contraseña actual"
              type="password"
              autoComplete="current-password"
              fullWidth
              {...form.register('password')}
              error={Boolean(errors.password)}
              helperText={errors.password?.message ?? 'Para confirmar que sos vos.'}
            />
            {codeRequired && (
              <TextInput
                label="Código de verificación"
                autoComplete="one-time-code"
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                {...form.register('code')}
                error={Boolean(errors.code)}
                helperText={errors.code?.message ?? 'Los 6 dígitos de tu app de autenticación.'}
              />
            )}
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              <Button type="submit" variant="outlined" disabled={request.isPending}>
                {request.isPending ? 'Enviando…' : 'Enviar enlace al correo nuevo'}
              </Button>
              <Button
                variant="text"
                onClick={() => {
                  form.reset(emptyValues);
                  serverError.clear();
                  setFormOpen(false);
                }}
              >
                Cancelar
              </Button>
            </Box>
          </Stack>
        ) : (
          <Box>
            <Button
              variant="outlined"
              onClick={() => {
                setNotice(null);
                setFormOpen(true);
              }}
            >
              {pending ? 'Usar otro correo' : 'Cambiar correo'}
            </Button>
          </Box>
        )}
      </Stack>
    </ProfileSection>
  );
}
