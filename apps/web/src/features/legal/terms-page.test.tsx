import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../lib/theme';
import TermsPage from './terms-page';

const config = {
  supportEmail: 'legales@nutritest.test',
  whatsappNumber: '59891111111',
  supportPhone: '+598 2400 1234',
};
const path = '/terminos-condiciones-uso-uy';

function renderTerms() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<p>Página de inicio</p>} />
            <Route path={path} element={<TermsPage />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

function sectionText(name: string): string {
  return screen.getByRole('region', { name }).textContent ?? '';
}

describe('TermsPage', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(config), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('has the three long sections, each headed and anchored', () => {
    renderTerms();
    const names = ['Términos y condiciones', 'Política de privacidad', 'Política de devoluciones'];
    for (const name of names) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: names[0] })).toHaveAttribute('id', 'terminos');
    const contents = screen.getByRole('navigation', { name: 'En esta página' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#terminos', '#privacidad', '#devoluciones']);
  });

  // Doc 2 §9 "Terms and returns", doc 2 §4 and §6: every fact must be on the page.
  it.each([
    [
      'card payment in up to 6 instalments via a processor',
      /tarjeta, en una sola vez o en hasta 6 cuotas, a través de un procesador de pagos/,
    ],
    ['results within 45 business days of pickup', /máximo de 45 días hábiles contados desde el retiro de la muestra/],
    ['about 300 foods', /alrededor de 300 alimentos/],
    ['support hours', /lunes a viernes de 10:00 a 17:00/],
    [
      'Montevideo pickup through the app',
      /En Montevideo el retiro de la muestra se gestiona de forma automática a través de la aplicación/,
    ],
    ['interior pickup by phone', /En el interior el retiro se coordina por teléfono/],
    ['the "Esperando Resultado" status', /cambia a "Esperando Resultado"/],
    ['nutritionist sharing only when linked', /con un nutricionista únicamente si tu cuenta está vinculada al código/],
    // Issue 21: the results are in the platform and as a PDF (not by e-mail, which only tells they are ready).
    ['complete results in the platform', /completos están en la plataforma, ingresando con tu usuario/],
    ['the results as a PDF report', /descargarlos como informe en PDF/],
    ['the e-mail without genetic data', /el correo no incluye tus datos genéticos/],
    ['lost kit replacement after 10 days', /10 días[^.]*reemplazo sin costo/],
  ])('terms state %s', (_fact, pattern) => {
    renderTerms();
    expect(sectionText('Términos y condiciones')).toMatch(pattern);
  });

  it.each([
    ['Ley 18.331', /Ley N\.º 18\.331 de protección de datos personales/],
    ['genetic data as sensitive data', /considera sensibles los datos genéticos/],
    ['express written consent', /consentimiento expreso y por escrito/],
    ['the rights', /acceso, rectificación, actualización, inclusión y supresión/],
    ['access answered within 5 business days', /acceso dentro de los 5 días hábiles/],
    ['the data controller', /responsable de la base de datos/],
    ['security measures', /medidas de seguridad/],
    ['no sale of data', /No vendemos tus datos/],
    [
      'international transfer to the partner laboratory',
      /laboratorio asociado en el exterior\. Esa transferencia internacional/,
    ],
    ['the URCDP', /Unidad Reguladora y de Control de Datos Personales \(URCDP\)/],
  ])('privacy policy states %s', (_fact, pattern) => {
    renderTerms();
    expect(sectionText('Política de privacidad')).toMatch(pattern);
  });

  it.each([
    ['returns within 15 calendar days of receipt', /dentro de los 15 días corridos desde que recibiste el kit/],
    ['the USD 50 penalty', /penalidad de USD 50/],
    ['no refund once the lab started', /ningún reintegro una vez que el laboratorio empezó a procesar/],
    ['refund within 45 business days', /reintegro se procesa dentro de los 45 días hábiles/],
    ['lost kit replacement', /después de 10 días[^.]*reemplazo sin costo/],
    [
      "weekly meals in full until the first delivery day's deadline",
      /Platos semanales: con el reintegro total, hasta el horario límite para hacer pedidos del primer día de entrega/,
    ],
    [
      'consultations in full until 24 hours before the first session',
      /Consulta nutricional: con el reintegro total, hasta 24 horas antes de la primera sesión/,
    ],
    [
      'kits before the laboratory starts, minus the penalty',
      /Kit NutriTest: dentro de los 15 días corridos[^.]*antes de que el laboratorio empiece/,
    ],
    [
      'asked from Mis compras and reviewed by the team',
      /desde Mis compras, en tu perfil[^.]*\.[^.]*\. Nuestro equipo revisa cada pedido/,
    ],
    ['paid back by the same method', /por el mismo medio con el que pagaste/],
    ['documented with a credit note', /queda documentado con una nota de crédito/],
  ])('returns policy states %s', (_fact, pattern) => {
    renderTerms();
    expect(sectionText('Política de devoluciones')).toMatch(pattern);
  });

  it('fills the contact placeholders from the configuration', async () => {
    renderTerms();
    expect(await screen.findByRole('link', { name: 'legales@nutritest.test' })).toHaveAttribute(
      'href',
      'mailto:legales@nutritest.test',
    );
    expect(sectionText('Política de devoluciones')).toContain('+598 2400 1234');
    expect(document.body.textContent).not.toMatch(/[{}]/);
  });

  it('links the logo to the landing', () => {
    renderTerms();
    expect(screen.getByRole('link', { name: 'NutriTest, inicio' })).toHaveAttribute('href', '/');
  });

  it('"Volver" goes to the landing when the browser refuses to close the tab', () => {
    // jsdom's close() tears the document down; a browser ignores it for a tab it did not open by script.
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    renderTerms();
    fireEvent.click(screen.getByRole('link', { name: 'Volver' }));
    expect(close).toHaveBeenCalledOnce();
    expect(screen.getByText('Página de inicio')).toBeInTheDocument();
  });

  it('"Volver" stays put when the tab does close', () => {
    // A browser that accepts close() reports `closed` right away; jsdom has no such property.
    const close = vi.spyOn(window, 'close').mockImplementation(() => {
      Object.defineProperty(window, 'closed', { value: true, configurable: true });
    });
    renderTerms();
    fireEvent.click(screen.getByRole('link', { name: 'Volver' }));
    expect(close).toHaveBeenCalledOnce();
    expect(screen.queryByText('Página de inicio')).not.toBeInTheDocument();
    Reflect.deleteProperty(window, 'closed');
  });
});
