import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, renderSignedIn } from '../../../test/signed-in-harness';
import { telHref } from './agenda-page';

afterEach(() => vi.unstubAllGlobals());

const config = { supportEmail: 'ayuda@nutritest.uy', whatsappNumber: '59891111222', supportPhone: '+598 2901 2345' };

describe('/agenda', () => {
  it('says booking is coming and links WhatsApp and the phone from the configuration', async () => {
    await renderSignedIn(
      makeAccount('Customer'),
      '/agenda',
      ({ url }) => (url === '/v1/config' ? { status: 200, body: config } : undefined),
      'Agenda',
    );
    expect(screen.getByText('Muy pronto vas a poder agendar tus consultas desde NutriTest.')).toBeInTheDocument();
    // The contacts are drawn with the fallback until /v1/config answers: wait for the configured phone
    // (its name carries the number; the WhatsApp link's does not), then read both.
    const phone = await screen.findByRole('link', { name: 'Llamanos al +598 2901 2345' });
    expect(phone).toHaveAttribute('href', 'tel:+59829012345');
    expect(phone).toHaveTextContent('+598 2901 2345');
    const whatsapp = screen.getByRole('link', { name: 'Escribinos por WhatsApp (se abre en una pestaña nueva)' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/59891111222');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
  });

  it('dials only digits and the plus sign', () => {
    expect(telHref('(02) 900-0000')).toBe('tel:029000000');
  });
});
