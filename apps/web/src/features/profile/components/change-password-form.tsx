import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ChangePasswordFormInput, changePasswordFormSchema } from '@nutritest/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { NewPasswordField, RepeatPasswordField } from '../../../components/forms/password-fields';
import { TextInput } from '../../../components/forms/text-input';
import { useServerError } from '../../../components/forms/use-server-error';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useSession } from '../../../lib/session';
import { useChangePassword } from '../api/change-password';
import { FormAlert } from './form-alert';
import { ProfileSection } from './profile-section';

type ChangePasswordValues = z.output<typeof changePasswordFormSchema>;

/** The form's validation (zod and its schema) loads after the page draws (lib/lazy-resolver.ts). */
const resolver = lazyResolver<ChangePasswordFormInput, unknown, ChangePasswordValues>(
  () => import('./change-password-form-resolver'),
);

const emptyValues: ChangePasswordFormInput = { oldPassword: '', password: '', repeatPassword: '' };
/** The API names the new password `newPassword`; the form calls it `password` (doc 1 §5). */
const aliases = { newPassword: 'password' } as const;

/** Old, new and repeat (doc 1 §2 Profile). The new token the server answers keeps the session. */
export function ChangePasswordForm() {
  const { replaceToken } = useSession();
  const form = useForm<ChangePasswordFormInput, unknown, ChangePasswordValues>({
    resolver,
    defaultValues: emptyValues,
    mode: 'onTouched',
  });
  const serverError = useServerError(form, aliases);
  const change = useChangePassword();
  const [isDone, setDone] = useState(false);
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    serverError.clear();
    setDone(false);
    change.mutate(
      { oldPassword: values.oldPassword, newPassword: values.password },
      {
        onSuccess: ({ jwtToken }) => {
          replaceToken(jwtToken);
          form.reset(emptyValues);
          setDone(true);
        },
        onError: serverError.onError,
      },
    );
  });

  return (
    <ProfileSection title="Cambiar contraseña">
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Cambiar contraseña">
        <FormAlert message={serverError.message} />
        {isDone && (
          <Alert severity="success" role="status">
            Tu contraseña se cambió correctamente.
          </Alert>
        )}
        <TextInput
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          fullWidth
          {...form.register('oldPassword')}
          error={Boolean(errors.oldPassword)}
          helperText={errors.oldPassword?.message}
        />
        <NewPasswordField form={form} label="Contraseña nueva" />
        <RepeatPasswordField form={form} label="Repetir contraseña nueva" />
        <Box>
          <Button type="submit" variant="outlined" disabled={change.isPending}>
            {change.isPending ? 'Cambiando…' : 'Cambiar contraseña'}
          </Button>
        </Box>
      </Stack>
    </ProfileSection>
  );
}
