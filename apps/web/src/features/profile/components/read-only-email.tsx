import { TextInput } from '../../../components/forms/text-input';

/** The account's e-mail: shown, never edited (it is the sign-in identity). */
export function ReadOnlyEmail({ email }: { email: string }) {
  return (
    <TextInput
      label="Correo electrónico"
      type="email"
      value={email}
      fullWidth
      helperText="El correo electrónico no se puede modificar."
      slotProps={{ input: { readOnly: true } }}
    />
  );
}
