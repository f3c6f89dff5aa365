import type { Path } from 'react-hook-form';
import type { AnyForm } from './field-binding';
import { FieldRow } from './form-layout';
import { useBind, type WithFields } from './person-fields';
import { TextInput } from './text-input';

/**
 * The new-password block (signups, invitation, change of password): the password with the rule as
 * its hint, and its repeat. The rules are `newPasswordSchema` and `matchPasswords` in packages/domain.
 */

type PasswordFields = WithFields<'password' | 'repeatPassword'>;

export const PASSWORD_HINT = 'Al menos 6 caracteres y un número.';

/**
 * The new password. With `revalidatesRepeat` a change checks the repeat again too, so "Las
 * contraseñas no coinciden" goes as soon as they match.
 */
export function NewPasswordField<T extends PasswordFields>({
  form,
  label = 'Contraseña',
  revalidatesRepeat = false,
}: {
  form: AnyForm<T>;
  label?: string;
  revalidatesRepeat?: boolean;
}) {
  const bind = useBind(form);
  const rules = revalidatesRepeat ? { deps: ['repeatPassword' as Path<T>] } : undefined;
  return (
    <TextInput label={label} type="password" autoComplete="new-password" {...bind('password', PASSWORD_HINT, rules)} />
  );
}

export function RepeatPasswordField<T extends PasswordFields>({
  form,
  label = 'Repetir contraseña',
}: {
  form: AnyForm<T>;
  label?: string;
}) {
  return <TextInput label={label} type="password" autoComplete="new-password" {...useBind(form)('repeatPassword')} />;
}

/** Contraseña and Repetir contraseña, side by side. */
export function NewPasswordFields<T extends PasswordFields>({
  form,
  revalidatesRepeat = false,
}: {
  form: AnyForm<T>;
  revalidatesRepeat?: boolean;
}) {
  return (
    <FieldRow>
      <NewPasswordField form={form} revalidatesRepeat={revalidatesRepeat} />
      <RepeatPasswordField form={form} />
    </FieldRow>
  );
}
