import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppError, type nutritionistCodeRequestSchema } from '@nutritest/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextInput } from '../../../components/forms/text-input';
import { useServerError } from '../../../components/forms/use-server-error';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useAssociateNutritionist, useNutritionistLink, useRemoveNutritionist } from '../api/nutritionist-link';
import { FormAlert } from './form-alert';
import { ProfileSection } from './profile-section';

type CodeInput = z.input<typeof nutritionistCodeRequestSchema>;
type CodeValues = z.output<typeof nutritionistCodeRequestSchema>;

/** The form's validation (zod and its schema) loads after the page draws (lib/lazy-resolver.ts). */
const resolver = lazyResolver<CodeInput, unknown, CodeValues>(() => import('./nutritionist-link-section-resolver'));

/**
 * The mutation lives in the section, not here: a successful association replaces this form with
 * the linked name, and callbacks of a mutation started by an unmounted component never run.
 */
function AssociateForm({
  associate,
  onSaved,
}: {
  associate: ReturnType<typeof useAssociateNutritionist>;
  onSaved: () => void;
}) {
  const form = useForm<CodeInput, unknown, CodeValues>({
    resolver,
    defaultValues: { code: '' },
    mode: 'onTouched',
  });
  const serverError = useServerError(form);
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    serverError.clear();
    associate.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => {
        // An unknown code answers 404 with the spec's text, which belongs next to the field.
        if (error instanceof AppError && error.code === 'NOT_FOUND' && !error.fields) {
          form.setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
          return;
        }
        serverError.onError(error);
      },
    });
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Asociar nutricionista">
      <FormAlert message={serverError.message} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextInput
          label="Código de nutricionista"
          autoComplete="off"
          {...form.register('code')}
          error={Boolean(errors.code)}
          helperText={errors.code?.message ?? 'Te lo da tu nutricionista.'}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', style: { textTransform: 'uppercase' } } }}
          sx={{ flexGrow: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={associate.isPending} sx={{ mt: { sm: 1 } }}>
          {associate.isPending ? 'Asociando…' : 'Asociar'}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * Mi nutricionista (customers only): the nutritionist linked by public code, who can then see the
 * results (doc 1 §6), with Quitar; or a code field with Asociar.
 */
export function NutritionistLinkSection({ onSaved }: { onSaved: () => void }) {
  const link = useNutritionistLink();
  const associate = useAssociateNutritionist();
  const remove = useRemoveNutritionist();

  return (
    <ProfileSection
      title="Mi nutricionista"
      description="Tu nutricionista puede ver tus resultados solamente si vinculaste tu cuenta con su código."
    >
      {link.isPending ? (
        <CircularProgress size={28} aria-label="Cargando tu nutricionista" />
      ) : link.isError ? (
        <Alert severity="error">{link.error.message}</Alert>
      ) : link.data ? (
        <Stack spacing={2}>
          {remove.isError && <Alert severity="error">{remove.error.message}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Typography sx={{ flexGrow: 1, fontWeight: 700 }}>
              {`Tu nutricionista es ${link.data.profile.firstName} ${link.data.profile.lastName}`}
            </Typography>
            <Button
              variant="outlined"
              color="error"
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: onSaved })}
            >
              {remove.isPending ? 'Quitando…' : 'Quitar'}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <AssociateForm associate={associate} onSaved={onSaved} />
      )}
    </ProfileSection>
  );
}
