import { ThemeProvider } from '@mui/material/styles';
import { faq } from '@nutritest/content';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../lib/theme';
import LandingPage from './landing-page';

const config = { supportEmail: 'hola@nutritest.test', whatsappNumber: '59891111111', supportPhone: '+598 2400 1234' };

function renderPage(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/']}>{ui}</MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

function section(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`missing section #${id}`);
  return element;
}

describe('LandingPage', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url !== '/v1/config') return new Response('{}', { status: 404 });
        return new Response(JSON.stringify(config), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders the sections of doc 1 §1 in order, each labelled by its heading', () => {
    const { container } = renderPage(<LandingPage />);
    const sections = Array.from(container.querySelectorAll('section'));
    expect(sections.map((s) => s.id)).toEqual([
      'portada',
      'intro',
      'resultados',
      'como-funciona',
      'preguntas-frecuentes',
      'nutricionistas',
      'empresas',
      'comprar',
    ]);
    for (const element of sections) {
      const labelId = element.getAttribute('aria-labelledby');
      const heading = labelId ? document.getElementById(labelId) : null;
      expect(heading, element.id).not.toBeNull();
      expect(heading?.tagName, element.id).toMatch(/^H[12]$/);
      expect(element).toContainElement(heading);
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the FAQ as 19 accordions, the only buttons of the section', async () => {
    renderPage(<LandingPage />);
    const buttons = within(section('preguntas-frecuentes')).getAllByRole('button');
    expect(buttons).toHaveLength(19);
    buttons.forEach((button, index) => {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveTextContent(faq[index]!.question);
    });

    const contact = buttons[18]!;
    fireEvent.click(contact);
    expect(contact).toHaveAttribute('aria-expanded', 'true');
    const answer = within(section('preguntas-frecuentes')).getByRole('region', { name: faq[18]!.question });
    // The answer's placeholders are filled with the configuration served by /v1/config.
    expect(await within(answer).findByText(/hola@nutritest\.test/)).toBeInTheDocument();
    expect(answer).toHaveTextContent('+598 2400 1234');
    expect(answer).toHaveTextContent(/lunes a viernes de 10 a 17/);
    expect(answer).not.toHaveTextContent(/[{}]/);
  });

  it('opens only one answer at a time', () => {
    renderPage(<LandingPage />);
    const [first, second] = within(section('preguntas-frecuentes')).getAllByRole('button');
    fireEvent.click(first!);
    fireEvent.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });

  it('links every call to action to its signup, login and terms route', () => {
    renderPage(<LandingPage />);
    const buyLinks = screen.getAllByRole('link', { name: 'Comprar kit' });
    expect(buyLinks.length).toBeGreaterThanOrEqual(2);
    for (const link of buyLinks) expect(link).toHaveAttribute('href', '/signup/?user=1');
    expect(within(section('comprar')).getByRole('link', { name: 'Comprar kit' })).toBeInTheDocument();

    expect(within(section('nutricionistas')).getByRole('link')).toHaveAttribute('href', '/signup/?user=2');
    expect(within(section('empresas')).getByRole('link')).toHaveAttribute('href', '/signup/?user=3');
    expect(screen.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: /términos/i })).toHaveAttribute('href', '/terminos-condiciones-uso-uy');
  });

  it('shows the regular price with tax included next to the purchase link', () => {
    renderPage(<LandingPage />);
    const buy = section('comprar');
    expect(within(buy).getByText('USD 299')).toBeInTheDocument();
    expect(buy).toHaveTextContent(/IVA incluido/);
    expect(buy).toHaveTextContent(/1, 3 o 6 cuotas con Visa, Mastercard u OCA/);
  });

  it('states what the results include', () => {
    renderPage(<LandingPage />);
    const results = section('resultados');
    expect(results).toHaveTextContent(/21 rasgos genéticos/);
    expect(results).toHaveTextContent(/Verde.*Amarillo.*Rojo/);
    expect(results).toHaveTextContent(/300 alimentos/);
    expect(results).toHaveTextContent(/Preferir.*Moderar.*Evitar/);
    expect(results).toHaveTextContent(/Calculadora nutricional/);
    expect(results).toHaveTextContent(/PDF/);
    expect(results).toHaveTextContent(/DIETFITS, JAMA 2018/);
    expect(document.body).not.toHaveTextContent(/40 %/);
    expect(section('como-funciona')).toHaveTextContent(/máximo de 45 días hábiles/);
    expect(within(section('como-funciona')).getAllByRole('listitem')).toHaveLength(6);
  });

  it('puts the configured contacts in the footer', async () => {
    renderPage(<LandingPage />);
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'hola@nutritest.test' })).toHaveAttribute(
      'href',
      'mailto:hola@nutritest.test',
    );
    expect(within(footer).getByRole('link', { name: '+598 2400 1234' })).toHaveAttribute('href', 'tel:+59824001234');
    expect(footer).toHaveTextContent(new RegExp(`© ${new Date().getFullYear()} NutriTest`));
  });

  it('falls back to the default contacts when the configuration cannot be fetched', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('network down');
      }),
    );
    renderPage(<LandingPage />);
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'soporte@nutritest.uy' }),
    ).toBeInTheDocument();
  });

  it('draws with inline SVG only: no images to download', () => {
    const { container } = renderPage(<LandingPage />);
    expect(container.querySelectorAll('img, picture, iframe, link')).toHaveLength(0);
    for (const svg of container.querySelectorAll('svg')) expect(svg).toHaveAttribute('aria-hidden', 'true');
  });
});
