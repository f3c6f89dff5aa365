import { noResultText, reportSets, type traitCatalogue } from '@nutritest/content';
import { RISK_WORDS, STRAND_NOTE, traitKind } from '@nutritest/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAccessDate } from './components/results-access-section';
import { htmlToBlocks, SafeHtml } from './lib/safe-html';
import { renderAt, stubApi } from './test-utils';

afterEach(() => vi.unstubAllGlobals());

const sections = ['¿De qué se trata?', 'Resultado', 'Entendiendo tu resultado', 'Recomendaciones', 'Bibliografía'];

/** The text of the first paragraph of catalogue HTML, as the screen shows it. */
const firstParagraph = (html: string) => htmlToBlocks(html)[0]?.text ?? '';

async function openSummary() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Resumen de resultados' }));
  return user;
}

/** The trait cards on screen: their header buttons (one per trait). */
const cardHeaders = () =>
  screen.getAllByRole('button').filter((b) => b.id.startsWith('trait-') && b.id.endsWith('-header'));

describe('/results (customer)', () => {
  it('shows the patient name and the three tabs, Introducción al estudio first', async () => {
    stubApi('Customer');
    await renderAt('/results');
    expect(await screen.findByRole('heading', { level: 1, name: 'María Pérez' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Introducción al estudio', 'Resumen de resultados', 'Glosario']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByRole('heading', { name: 'Te damos la bienvenida a tus resultados nutrigenéticos' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/DIETFITS, JAMA 2018/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/40 %/);
    expect(screen.getByRole('img', { name: /cadena de ADN/ })).toBeInTheDocument();

    const user = await openSummary();
    expect(await screen.findByRole('heading', { level: 2, name: 'Peso y metabolismo' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Glosario' }));
    expect(screen.getByRole('tab', { name: 'Glosario' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Polimorfismo')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Peso y metabolismo' })).not.toBeInTheDocument();
  });

  it('opens and closes a card with its five sections, and carries the level in words', async () => {
    stubApi('Customer');
    await renderAt('/results');
    const user = await openSummary();
    const header = await screen.findByRole('button', { name: /Saciedad/ });
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(within(header).getByText('Predisposición moderada')).toBeInTheDocument();
    expect(within(header).getByText('SACIEDAD INTERMEDIA')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '¿De qué se trata?' })).not.toBeInTheDocument();

    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'true');
    for (const name of sections) expect(screen.getByRole('heading', { level: 4, name })).toBeInTheDocument();
    expect(screen.getByText('rs9939609')).toBeInTheDocument();
    expect(screen.getByText(STRAND_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Nivel: Predisposición moderada' })).toBeInTheDocument();
    // The short form of the same trait is inside this card, not a card of its own.
    expect(screen.getByText('En pocas palabras (Apetito):')).toBeInTheDocument();

    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('heading', { name: '¿De qué se trata?' })).not.toBeInTheDocument());
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

  it('shows the patient one card per trait, in the report groups, the short forms inside their trait', async () => {
    stubApi('Customer');
    await renderAt('/results');
    await openSummary();
    for (const { title } of reportSets) {
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    const headers = cardHeaders();
    const names = headers.map((h) => h.id);
    expect(headers.length).toBeGreaterThan(0);
    expect(headers.length).toBeLessThanOrEqual(23);
    expect(new Set(names).size).toBe(names.length);
    // Short forms that repeat a trait are never cards of their own.
    for (const name of ['Lactosa', 'Etanol', 'Ejercicio', 'Sodio', 'Calcio', 'Apetito', 'Gluten']) {
      expect(screen.queryByRole('button', { name: new RegExp(`^${name}\\b`) })).not.toBeInTheDocument();
    }
    expect(screen.getAllByRole('button', { name: /^Vitamina A/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Tolerancia a la lactosa/ })).toBeInTheDocument();
    // Magnesium has no marker: it is not a card.
    expect(screen.queryByRole('button', { name: /magnesio/i })).not.toBeInTheDocument();
  });

  it("never says 'Diagnóstico', and never puts a risk word on a non-risk trait", async () => {
    stubApi('Customer');
    await renderAt('/results');
    const user = await openSummary();
    await screen.findByRole('heading', { level: 2, name: 'Peso y metabolismo' });
    expect(document.body.textContent).not.toMatch(/diagn[oó]stic/i);
    let characteristics = 0;
    for (const header of cardHeaders()) {
      const key = header.id.replace(/^trait-/, '').replace(/-header$/, '') as keyof typeof traitCatalogue;
      if (traitKind(key) !== 'characteristic') continue;
      characteristics++;
      expect(header.textContent, key).not.toMatch(RISK_WORDS);
      await user.click(header);
      const panel = document.getElementById(`trait-${key}-content`) as HTMLElement;
      expect(within(panel).getByRole('img').getAttribute('aria-label'), key).not.toMatch(RISK_WORDS);
      expect(document.body.textContent).not.toMatch(/diagn[oó]stic/i);
      await user.click(header);
    }
    expect(characteristics).toBeGreaterThanOrEqual(4);
    const aerobic = screen.getByRole('button', { name: /^Capacidad aeróbica/ });
    expect(within(aerobic).getByText('Característica')).toBeInTheDocument();
    expect(within(aerobic).getByText('PERFIL DE RESISTENCIA')).toBeInTheDocument();
    const vitaminA = screen.getByRole('button', { name: /^Vitamina A/ });
    expect(within(vitaminA).getByText('Predisposición alta')).toBeInTheDocument();
    expect(within(vitaminA).getByText('TENDENCIA A NIVELES BAJOS')).toBeInTheDocument();
  });

  it("shows 'Hubo un error al mostrar los resultados' when the results fail", async () => {
    stubApi('Customer', { '/v1/Analyses/results': { status: 500, body: { error: 'INTERNAL', message: 'boom' } } });
    await renderAt('/results');
    await openSummary();
    expect(
      await screen.findByText('Hubo un error al mostrar los resultados', {}, { timeout: 20_000 }),
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

  it("lists the newest 10 reads and the rest on 'Ver todos'", async () => {
    const reads = Array.from({ length: 14 }, (_, i) => ({
      at: `2026-03-${String(20 - i).padStart(2, '0')}T15:07:00.000Z`,
      role: 'Customer',
      viewer: `Lector ${i + 1}`,
    }));
    stubApi('Customer', { '/v1/account/results-access': { status: 200, body: reads } });
    await renderAt('/results');
    const section = (await screen.findByRole('heading', { name: 'Quién vio mis resultados' }))
      .parentElement as HTMLElement;
    expect(await within(section).findByText('Lector 10')).toBeInTheDocument();
    expect(within(section).queryByText('Lector 11')).not.toBeInTheDocument();
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Ver todos (14)' }));
    expect(within(section).getByText('Lector 14')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Ver todos/ })).not.toBeInTheDocument();
  });

  it("asks for a code first, then 'Generar PDF de resultados' turns into 'Preparando documento...'", async () => {
    // The report's answer never comes: the button stays in its waiting state to be seen (an answer
    // could build the PDF before the check ran).
    const report = new Promise<{ status: number; body: unknown }>(() => {});
    const calls = stubApi('Customer', {
      '/v1/account/two-factor': { status: 200, body: { enabled: false, enabledAt: null, required: false } },
      '/v1/account/step-up/email-code': {
        status: 200,
        body: { message: 'Te enviamos un código de 6 dígitos por correo.', expiresInMinutes: 10 },
      },
      '/v1/account/step-up': { status: 200, body: { stepUpToken: 'step-up-tok', expiresAt: '2026-01-01T00:05:00Z' } },
      '/v1/Analyses/report': report,
    });
    await renderAt('/results');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Generar PDF de resultados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmá que sos vos' });
    await user.click(await within(dialog).findByRole('button', { name: 'Enviarme un código por correo' }));
    expect(await within(dialog).findByText('Te enviamos un código de 6 dígitos por correo.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('El código tiene 6 dígitos.')).toBeInTheDocument();
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
    expect(await screen.findByRole('heading', { level: 2, name: 'Resultados genéticos' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Peso y metabolismo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Saciedad/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Vitamina D y calcio/ })).toBeInTheDocument();
    // The merged list has the same one card per trait.
    expect(cardHeaders().length).toBeLessThanOrEqual(23);
    expect(screen.queryByRole('button', { name: /^Lactosa\b/ })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/diagn[oó]stic/i);
    expect(screen.getByRole('button', { name: 'Generar PDF de resultados' })).toBeInTheDocument();
    expect(calls).toContain('/v1/Analyses/patients/result/p-1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('reads ?id= as a fallback, and says so when there is no patient', async () => {
    const calls = stubApi('Nutritionist');
    const router = await renderAt('/patientresult?id=p-2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Resultados genéticos' })).toBeInTheDocument();
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
