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
    const whatsapp = await screen.findByRole('link', {
      name: 'Escribinos por WhatsApp (se abre en una pestaña nueva)',
    });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/59891111222');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    const phone = screen.getByRole('link', { name: 'Llamanos al +598 2901 2345' });
    expect(phone).toHaveAttribute('href', 'tel:+59829012345');
    expect(phone).toHaveTextContent('+598 2901 2345');
  });

  it('dials only digits and the plus sign', () => {
    expect(telHref('(02) 900-0000')).toBe('tel:029000000');
  });
});
