import { CONSENT_TEXT_VERSION, messages, termsSchema } from '@nutritest/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TermsField } from './terms-field';
import { renderFields } from './test-form';

describe('TermsField', () => {
  it('links the terms, states the consent and shows the message under the box until it is ticked', async () => {
    renderFields(termsSchema, {}, (form) => <TermsField form={form} />);
    const box = screen.getByRole('checkbox', { name: /Acepto los términos y condiciones/ });
    expect(screen.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute(
      'href',
      '/terminos-condiciones-uso-uy',
    );
    expect(box).toHaveAccessibleDescription(new RegExp(`versión ${CONSENT_TEXT_VERSION}`));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(new RegExp(messages.termsRequired)));
    await user.click(box);
    await waitFor(() => expect(box).not.toHaveAccessibleDescription(new RegExp(messages.termsRequired)));
  });
});
