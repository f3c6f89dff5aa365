import { TextInput } from '../../../components/forms/text-input';

/**
 * The account's e-mail in the data forms: shown, not edited there. Customers, nutritionists and
 * companies change it in its own section of Mis datos (a link to the new address confirms it).
 */
export function ReadOnlyEmail({
  email,
  hint = 'Para cambiarlo, usá «Cambiar correo» en Mis datos.',
}: {
  email: string;
  hint?: string;
}) {
  return (
    <TextInput
      label="Correo electrónico"
      type="email"
      value={email}
      fullWidth
      helperText={hint}
      slotProps={{ input: { readOnly: true } }}
    />
  );
}
