import { matchPasswords, messages, newPasswordSchema } from '@nutritest/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NewPasswordFields, PASSWORD_HINT } from './password-fields';
import { renderFields } from './test-form';

const schema = newPasswordSchema.superRefine(matchPasswords);

describe('NewPasswordFields', () => {
  it('shows the rule as a hint, then the rule and the repeat messages under their fields', async () => {
    renderFields(schema, { password: '', repeatPassword: '' }, (form) => <NewPasswordFields form={form} />);
    const password = screen.getByLabelText('Contraseña');
    const repeat = screen.getByLabelText('Repetir contraseña');
    expect(password).toHaveAccessibleDescription(PASSWORD_HINT);
    const user = userEvent.setup();
    await user.type(password, 'abcdef');
    await waitFor(() => expect(password).toHaveAccessibleDescription(messages.passwordRule));
    await user.type(password, '1');
    await user.type(repeat, 'otra1234');
    await waitFor(() => expect(repeat).toHaveAccessibleDescription(messages.passwordsDiffer));
    expect(repeat).toHaveAttribute('aria-invalid', 'true');
  });

  it('with revalidatesRepeat, fixing the password clears the repeat message', async () => {
    renderFields(schema, { password: '', repeatPassword: '' }, (form) => (
      <NewPasswordFields form={form} revalidatesRepeat />
    ));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Contraseña'), 'abcde1');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'abcde12');
    await waitFor(() =>
      expect(screen.getByLabelText('Repetir contraseña')).toHaveAccessibleDescription(messages.passwordsDiffer),
    );
    await user.type(screen.getByLabelText('Contraseña'), '2');
    await waitFor(() => expect(screen.getByLabelText('Repetir contraseña')).not.toHaveAccessibleDescription());
  });
});
