import type { FoodsResponse, RatedFood } from '@nutritest/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, renderSignedIn } from '../../../test/signed-in-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const customer = makeAccount('Customer');
const categories = { '1': 'Lácteos', '2': 'Frutas', '3': 'Bebidas' };

function food(
  name: string,
  categoryId: 1 | 2 | 3,
  score: 0 | 1 | 2 | 3,
  reasons: RatedFood['reasons'] = [],
): RatedFood {
  return {
    id: name.toLowerCase().replace(/\s+/g, '-'),
    food: name,
    category: categories[categoryId],
    categoryId,
    portion: categoryId === 1 ? '1 taza (240 ml)' : '1 unidad (100 g)',
    score,
    reasons,
  };
}

const milkReason = {
  trait: 'lactoseTolerance',
  property: 'lactose',
  effect: 'limit' as const,
};
const milkReasonText =
  'Aporta lactosa: por tu resultado en Tolerancia a la lactosa (tolerancia disminuida) te conviene moderarlo.';
const fruits = Array.from({ length: 20 }, (_, i) => food(`Fruta ${String(i + 1).padStart(2, '0')}`, 2, 0));
const body: FoodsResponse = {
  foods: [
    food('Leche entera', 1, 3, [milkReason]),
    food('Leche sin lactosa', 1, 1),
    food('Dulce de leche', 1, 3),
    food('Limón', 2, 0),
    food('Café', 3, 2),
    ...fruits,
  ],
  categories,
  traits: { lactoseTolerance: 'Tolerancia a la lactosa (tolerancia disminuida)' },
  missingTraits: [],
};
const total = body.foods.length; // 25

function renderFoods(status = 200, answer: unknown = body, path = '/foods') {
  return renderSignedIn(
    customer,
    path,
    (request) => (request.url === '/v1/Analyses/foods' ? { status, body: answer } : undefined),
    'Recomendaciones',
  );
}

/** jsdom has a narrow screen: the filters sit in the phone's bottom sheet, behind the 'Filtros' button. */
async function openFilters(user: ReturnType<typeof userEvent.setup>) {
  const toggle = await screen.findByRole('button', { name: 'Filtros' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The sheet's code arrives on the first opening if the first interaction has not brought it yet.
  await screen.findByRole('dialog', { name: 'Filtros' });
}

const shown = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('/foods', () => {
  it('shows 12 foods per page with the count, and the four lists', async () => {
    await renderFoods();
    expect(
      await screen.findByRole('heading', { level: 2, name: `Mostrando ${total} de ${total}` }),
    ).toBeInTheDocument();
    expect(shown()).toHaveLength(12);
    expect(screen.getByRole('navigation', { name: 'Secciones' })).toBeInTheDocument();
    expect(screen.getByText(/Alimentos sugeridos con preferencia:/)).toBeInTheDocument();
    expect(screen.getByText(/Alimentos no sugeridos:/)).toBeInTheDocument();
    await openFilters(userEvent.setup());
    expect(screen.getByRole('button', { name: 'Limpiar Filtros' })).toBeDisabled();
    expect(screen.getAllByText('No sugerido').length).toBeGreaterThan(0);
  });

  it('filters by category and frequency, keeps them in the URL, and clears them', async () => {
    const { router } = await renderFoods();
    const user = userEvent.setup();
    await openFilters(user);
    // Issue 22: on a phone the boxes are in a bottom sheet over the list; its footer tells the count.
    const sheet = screen.getByRole('dialog', { name: 'Filtros' });
    await user.click(await within(sheet).findByRole('checkbox', { name: 'Lácteos' }));
    expect(router.state.location.search).toBe('?categoria=1');
    expect(within(sheet).getByRole('button', { name: 'Ver 3 alimentos' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('checkbox', { name: 'No sugerido' }));
    expect(router.state.location.search).toBe('?frecuencia=3&categoria=1');
    // The sheet closes on its footer; the list shows what matched, the button counts the boxes.
    await user.click(within(sheet).getByRole('button', { name: 'Ver 2 alimentos' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filtros' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: `Mostrando 2 de ${total}` })).toBeInTheDocument();
    expect(shown()).toEqual(['Leche entera', 'Dulce de leche']);
    expect(screen.getByRole('button', { name: 'Filtros (2)' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Filtros (2)' }));

    // Back undoes the last filter.
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'No sugerido' })).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Lácteos' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Limpiar Filtros' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Limpiar Filtros' })).toBeDisabled();
  });

  it('searches without case or accents', async () => {
    await renderFoods();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('searchbox', { name: 'Buscar por nombre' }));
    await user.paste('LIMON');
    expect(shown()).toEqual(['Limón']);
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar por nombre' }));
    await user.paste('leche');
    expect(shown()).toEqual(['Leche entera', 'Leche sin lactosa', 'Dulce de leche']);
  });

  it('pages, from the URL too', async () => {
    const { router } = await renderFoods(200, body, '/foods?pagina=3');
    expect(await screen.findByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
    expect(shown()).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Página 1' }));
    expect(router.state.location.search).toBe('');
    expect(shown()).toHaveLength(12);
  });

  it('explains a food: ¿Por qué?', async () => {
    await renderFoods();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '¿Por qué? Leche entera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leche entera' });
    expect(within(dialog).getByText(milkReasonText)).toBeInTheDocument();
    expect(within(dialog).getByText(/Alimentos no sugeridos/)).toBeInTheDocument();
    // the usual portion the rating judged
    expect(
      within(dialog).getByText(/1 taza \(240 ml\)\. La recomendación se calcula para esta cantidad\./),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '¿Por qué? Leche sin lactosa' }));
    expect(screen.getByText(/Ninguno de tus resultados genéticos cambia la recomendación general/)).toBeInTheDocument();
  });

  it('shows the error notice when the foods cannot be loaded, and the server text when results are not in', async () => {
    await renderFoods(500, { error: 'INTERNAL', message: 'Error interno.' });
    expect(await screen.findByText('Hubo un error al mostrar los diagnosticos')).toBeInTheDocument();
    cleanup();
    vi.unstubAllGlobals();
    await renderFoods(404, {
      error: 'NOT_FOUND',
      message: 'Tus resultados todavía no están disponibles: el laboratorio aún no los envió.',
    });
    expect(await screen.findByText(/Tus resultados todavía no están disponibles/)).toBeInTheDocument();
  });
});

describe('/foods when the results lack a trait the ratings use (issue 18)', () => {
  const renderWith = (missingTraits: string[]) =>
    renderSignedIn(
      customer,
      '/foods',
      (request) =>
        request.url === '/v1/Analyses/foods' ? { status: 200, body: { ...body, missingTraits } } : undefined,
      'Recomendaciones',
    );

  it('names the missing traits the answer lists, above the list (drawn with it: no shift)', async () => {
    await renderWith(['Sensibilidad a la histamina', 'Sensibilidad a la cafeína']);
    const note = await screen.findByText(/Tus resultados no tienen dato para estos rasgos/);
    expect(note).toHaveTextContent('Sensibilidad a la histamina, Sensibilidad a la cafeína.');
    expect(screen.getByRole('heading', { level: 2, name: `Mostrando ${total} de ${total}` })).toBeInTheDocument();
  });

  it('says nothing when every trait the ratings use has a result', async () => {
    await renderWith([]);
    expect(
      await screen.findByRole('heading', { level: 2, name: `Mostrando ${total} de ${total}` }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Tus resultados no tienen dato/)).not.toBeInTheDocument();
  });
});
