import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { CONSENT_TEXT_VERSION, signupConsentTexts } from '@nutritest/domain';
import type { Ref } from 'react';

/**
 * "Acepto los términos y condiciones", the terms page opening in a new tab. For a customer accepting it
 * is the express consent to process health and genetic data: the server records it with the text
 * version below. A company or a nutritionist gives no health data (`healthConsent` false): no such
 * consent is asked of them (issue 41 item 12), they accept the terms only.
 */
export function TermsCheckbox({
  checked,
  onChange,
  error,
  inputRef,
  healthConsent = true,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  healthConsent?: boolean;
}) {
  const describedBy = [healthConsent ? 'terms-consent' : null, error ? 'terms-error' : null].filter(Boolean).join(' ');
  return (
    <div>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
            slotProps={{
              input: { ref: inputRef, 'aria-describedby': describedBy || undefined },
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
      {healthConsent && (
        <FormHelperText id="terms-consent" sx={{ mt: 0 }}>
          {signupConsentTexts.signupConsentNote} (versión {CONSENT_TEXT_VERSION})
        </FormHelperText>
      )}
      {error && (
        <FormHelperText id="terms-error" error>
          {error}
        </FormHelperText>
      )}
    </div>
  );
}
