import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { CONSENT_TEXT_VERSION, signupConsentTexts } from '@nutritest/domain';
import type { Ref } from 'react';

/**
 * "Acepto los términos y condiciones", the terms page opening in a new tab. Accepting it is the express
 * consent to process health and genetic data: the server records it with the text version below.
 */
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
            slotProps={{
              input: { ref: inputRef, 'aria-describedby': error ? 'terms-consent terms-error' : 'terms-consent' },
            }}
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
      <FormHelperText id="terms-consent" sx={{ mt: 0 }}>
        {signupConsentTexts.signupConsentNote} (versión {CONSENT_TEXT_VERSION})
      </FormHelperText>
      {error && (
        <FormHelperText id="terms-error" error>
          {error}
        </FormHelperText>
      )}
    </div>
  );
}
