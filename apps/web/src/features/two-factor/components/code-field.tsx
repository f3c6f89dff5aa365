import { TextInput } from '../../../components/forms/text-input';

/** The 6-digit code of the authenticator app (or of the e-mail), with its hint or its error. */
export function CodeField({
  value,
  onChange,
  error,
  hint = 'Son 6 números; cambian cada 30 segundos.',
  autoFocus,
}: {
  value: string;
  onChange: (code: string) => void;
  error?: string | null;
  hint?: string;
  autoFocus?: boolean;
}) {
  return (
    <TextInput
      label="Código de verificación"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoFocus={autoFocus}
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
      error={Boolean(error)}
      helperText={error || hint}
    />
  );
}
