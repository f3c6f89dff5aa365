import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import type { Ref } from 'react';

/** "Acepto los términos y condiciones", the terms page opening in a new tab. */
export function TermsCheckbox({
  checked,
  onChange,
  error,
  inputRef,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <div>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
            slotProps={{ input: { ref: inputRef, 'aria-describedby': error ? 'terms-error' : undefined } }}
          />
        }
        label={
          <>
            Acepto los{' '}
            <Link href="/terminos-condiciones-uso-uy" target="_blank" rel="noopener noreferrer">
              términos y condiciones
            </Link>
          </>
        }
      />
      {error && (
        <FormHelperText id="terms-error" error>
          {error}
        </FormHelperText>
      )}
    </div>
  );
}
