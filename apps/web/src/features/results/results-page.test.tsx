import { noResultText } from '@nutritest/content';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAccessDate } from './components/results-access-section';
import { htmlToBlocks, SafeHtml } from './lib/safe-html';
import { renderAt, sampleResults, stubApi } from './test-utils';

afterEach(() => vi.unstubAllGlobals());

const sections = ['De qué se trata?', 'Resultado', 'Entendiendo su resultado', 'Recomendaciones', 'Bibliografía'];

/** The text of the first paragraph of catalogue HTML, as the screen shows it. */
const firstParagraph = (html: string) => htmlToBlocks(html)[0]?.text ?? '';

async function openSummary() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Resumen De Diagnósticos' }));
  return user;
}

describe('/results (customer)', () => {
  it('shows the patient name and the three tabs, Introducción al estudio first', async () => {
    stubApi('Customer');
    await renderAt('/results');
    expect(await screen.findByRole('heading', { level: 1, name: 'María Pérez' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Introducción al estudio', 'Resumen De Diagnósticos', 'Glosario']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Bienvenido a tus resultados nutrigenéticos' })).toBeInTheDocument();
    expect(screen.getByText(/hasta en un 40 %/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /cadena de ADN/ })).toBeInTheDocument();

    const user = await openSummary();
    expect(await screen.findByRole('heading', { level: 2, name: 'Nutrientes y salud' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Glosario' }));
    expect(screen.getByRole('tab', { name: 'Glosario' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Polimorfismo')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nutrientes y salud' })).not.toBeInTheDocument();
  });

  it('opens and closes a card with its five sections, and carries the level in words', async () => {
    stubApi('Customer');
    await renderAt('/results');
    const user = await openSummary();
    const header = await screen.findByRole('button', { name: /Saciedad/ });
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(within(header).getByText('Moderado')).toBeInTheDocument();
    expect(within(header).getByText('SACIEDAD INTERMEDIA')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'De qué se trata?' })).not.toBeInTheDocument();

    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'true');
    for (const name of sections) expect(screen.getByRole('heading', { level: 4, name })).toBeInTheDocument();
    expect(screen.getByText('rs9939609')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Nivel: Moderado' })).toBeInTheDocument();

    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'De qué se trata?' })).not.toBeInTheDocument());
  });

  it('shows SIN INFORMACIÓN and the no-result text for a trait without a score', async () => {
    stubApi('Customer');
    await renderAt('/results');
    const user = await openSummary();
    const header = await screen.findByRole('button', { name: /Vitamina B6/ });
    expect(within(header).getByText('SIN INFORMACIÓN')).toBeInTheDocument();
    expect(within(header).getByText('Sin dato')).toBeInTheDocument();
    await user.click(header);
    expect(screen.getByText(firstParagraph(noResultText))).toBeInTheDocument();
  });

  it('shows the patient the three zone groups separately, and the Metabolism view', async () => {
    stubApi('Customer');
    await renderAt('/results');
    await openSummary();
    for (const name of [
      'Nutrientes y salud',
      'Intolerancias, vitaminas y minerales',
      'Alcohol, cafeína, apetito y ejercicio',
    ]) {
      expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: 'Diagnósticos' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Principales' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Alcohol, cafeína y comportamiento' })).toBeInTheDocument();
    const calcium = screen.getByRole('heading', { level: 4, name: 'Calcio' }).parentElement as HTMLElement;
    expect(within(calcium).getByText('Alto')).toBeInTheDocument();
  });

  it("shows 'Hubo un error al mostrar los diagnosticos' when the results fail", async () => {
    stubApi('Customer', { '/v1/Analyses/results': { status: 500, body: { error: 'INTERNAL', message: 'boom' } } });
    await renderAt('/results');
    await openSummary();
    expect(
      await screen.findByText('Hubo un error al mostrar los diagnosticos', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it("shows the API's message when there are no results yet", async () => {
    const notYet = 'Tus resultados todavía no están disponibles: el laboratorio aún no los envió.';
    stubApi('Customer', { '/v1/Analyses/results': { status: 404, body: { error: 'NOT_FOUND', message: notYet } } });
    await renderAt('/results');
    await openSummary();
    expect(await screen.findByText(notYet)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generar PDF de resultados' })).not.toBeInTheDocument();
  });

  it('lists who saw the results, in Montevideo time', async () => {
    stubApi('Customer');
    await renderAt('/results');
    const section = (await screen.findByRole('heading', { name: 'Quién vio mis resultados' }))
      .parentElement as HTMLElement;
    expect(await within(section).findByText('Lucía Gómez')).toBeInTheDocument();
    expect(within(section).getByText('05/03/2026 12:07')).toBeInTheDocument();
    expect(within(section).getByText('Nutricionista')).toBeInTheDocument();
    expect(formatAccessDate('2026-12-31T23:59:00Z')).toBe('31/12/2026 20:59');
  });

  it("asks for a code first, then 'Generar PDF de resultados' turns into 'Preparando documento...'", async () => {
    const calls = stubApi('Customer', {
      '/v1/account/two-factor': { status: 200, body: { enabled: false, enabledAt: null, required: false } },
      '/v1/account/step-up/email-code': {
        status: 200,
        body: { message: 'Te enviamos un código de 6 dígitos por correo.', expiresInMinutes: 10 },
      },
      '/v1/account/step-up': { status: 200, body: { stepUpToken: 'step-up-tok', expiresAt: '2026-01-01T00:05:00Z' } },
      '/v1/Analyses/report': {
        status: 200,
        body: { results: sampleResults, foods: { foods: [], categories: {}, traits: {} } },
      },
    });
    await renderAt('/results');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Generar PDF de resultados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmá que sos vos' });
    await user.click(await within(dialog).findByRole('button', { name: 'Enviarme un código por correo' }));
    expect(await within(dialog).findByText('Te enviamos un código de 6 dígitos por correo.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(within(dialog).getByText('El código tiene 6 dígitos.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Código de verificación'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('button', { name: 'Preparando documento...' })).toBeDisabled();
    await waitFor(() => expect(calls).toContain('/v1/Analyses/report'));
  });

  it('goes back to the button when the code dialog is cancelled', async () => {
    const calls = stubApi('Customer', {
      '/v1/account/two-factor': { status: 200, body: { enabled: true, enabledAt: null, required: false } },
    });
    await renderAt('/results');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Generar PDF de resultados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmá que sos vos' });
    expect(await within(dialog).findByText(/app de autenticación/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /por correo/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('button', { name: 'Generar PDF de resultados' })).toBeEnabled();
    expect(calls).not.toContain('/v1/Analyses/report');
  });

  it("shows the server's answer when the report is refused", async () => {
    stubApi('Customer', {
      '/v1/account/two-factor': { status: 200, body: { enabled: true, enabledAt: null, required: false } },
      '/v1/account/step-up': { status: 200, body: { stepUpToken: 'step-up-tok', expiresAt: '2026-01-01T00:05:00Z' } },
      '/v1/Analyses/report': {
        status: 403,
        body: { error: 'STEP_UP_REQUIRED', message: 'Por seguridad, confirmá que sos vos.' },
      },
    });
    await renderAt('/results');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Generar PDF de resultados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmá que sos vos' });
    await user.type(await within(dialog).findByLabelText('Código de verificación'), '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Por seguridad, confirmá que sos vos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generar PDF de resultados' })).toBeEnabled();
  });
});

describe('/patientresult (nutritionist)', () => {
  it('shows the patient from router state as one merged list, with Volver', async () => {
    const calls = stubApi('Nutritionist');
    const router = await renderAt('/patientresult', { id: 'p-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados de María Pérez' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Diagnósticos' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nutrientes y salud' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Saciedad/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Calcio/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generar PDF de resultados' })).toBeInTheDocument();
    expect(calls).toContain('/v1/Analyses/patients/result/p-1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('reads ?id= as a fallback, and says so when there is no patient', async () => {
    const calls = stubApi('Nutritionist');
    const router = await renderAt('/patientresult?id=p-2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Diagnósticos' })).toBeInTheDocument();
    expect(calls).toContain('/v1/Analyses/patients/result/p-2');
    await router.navigate('/patientresult');
    expect(await screen.findByText(/No encontramos qué paciente querés ver/)).toBeInTheDocument();
  });
});

describe('the catalogue HTML sanitiser', () => {
  it('keeps the allowed tags without attributes and drops scripts and images', () => {
    const { container } = render(
      <SafeHtml html='<p onclick="x()">Hola <strong style="color:red">vos</strong><script>alert(1)</script></p><img src="x" onerror="alert(2)"><ul><li>uno<a href="javascript:alert(3)">link</a></li></ul><iframe src="x"></iframe>' />,
    );
    expect(container.innerHTML).toBe('<p>Hola <strong>vos</strong></p><ul><li>unolink</li></ul>');
    expect(container.querySelector('script, img, iframe, a, [onclick], [onerror], [style]')).toBeNull();
  });

  it('turns HTML into text blocks for the PDF', () => {
    expect(htmlToBlocks('<p>Uno <strong>dos</strong></p><ul><li>a</li><li>b<script>x</script></li></ul>')).toEqual([
      { kind: 'p', text: 'Uno dos' },
      { kind: 'li', text: 'a' },
      { kind: 'li', text: 'b' },
    ]);
  });
});
