import type { OpsMeal, OpsMealWeek } from '@nutritest/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeUpload, installFakeUpload } from '../../../test/fake-upload';
import { normalizeLabels } from './components/meal-dialog';
import { mealDayLabel, suggestedMonday, weekLabel } from './components/meal-menu';
import { type Handler, makeAccount, renderSignedIn, type StubbedRequest } from './test-utils';

const operator = makeAccount('Operator', 'Olga');

const WEEK_1 = '11111111-1111-4111-8111-111111111111';
const WEEK_2 = '22222222-2222-4222-8222-222222222222';
const MEAL_1 = '33333333-3333-4333-8333-333333333333';
const MEAL_2 = '44444444-4444-4444-8444-444444444444';

const milanesa: OpsMeal = {
  mealId: MEAL_1,
  weekId: WEEK_1,
  title: 'Milanesa de berenjena',
  subtitle: '(vegetariano, sin gluten)',
  photo: '/uploads/meals/milanesa-1.webp',
  calories: 520,
  kitchenId: 1,
  availableDay: 1,
  foodIds: ['berenjena'],
  active: true,
};
const guiso: OpsMeal = {
  mealId: MEAL_2,
  weekId: WEEK_1,
  title: 'Guiso de lentejas',
  subtitle: null,
  photo: null,
  calories: null,
  kitchenId: 2,
  availableDay: 7,
  foodIds: [],
  active: false,
};
const ordered: OpsMealWeek = {
  weekId: WEEK_1,
  weekstart: '2026-03-02',
  weekend: '2026-03-08',
  orders: 3,
  meals: [milanesa, guiso],
};
const empty: OpsMealWeek = { weekId: WEEK_2, weekstart: '2026-03-09', weekend: '2026-03-15', orders: 0, meals: [] };

/** The console on its Menú semanal tab, with the kits board (its first tab) answered empty. */
async function openMenu(handler: Handler, weeks: () => OpsMealWeek[] = () => [ordered, empty]) {
  const result = await renderSignedIn(operator, '/ops', (request) => {
    if (request.method === 'GET' && request.url.startsWith('/v1/ops/kits')) return { status: 200, body: [] };
    if (request.method === 'GET' && request.url === '/v1/ops/meals/weeks') return { status: 200, body: weeks() };
    return handler(request);
  });
  await userEvent.click(await screen.findByRole('tab', { name: 'Menú semanal' }));
  return result;
}

const posts = (requests: StubbedRequest[]) => requests.filter((r) => r.method !== 'GET');

beforeEach(() => {
  installFakeUpload();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the weekly menu tab', () => {
  it('lists each week with its orders and meals', async () => {
    await openMenu(() => undefined);
    expect(screen.getByRole('heading', { level: 2, name: 'Menú semanal' })).toBeInTheDocument();
    const week = await screen.findByRole('region', { name: 'Semana del 02/03 al 08/03' });
    expect(within(week).getByText('3 pedidos')).toBeInTheDocument();
    expect(within(week).getByRole('button', { name: 'Borrar semana: Semana del 02/03 al 08/03' })).toBeDisabled();
    expect(within(week).getByText('Tiene pedidos: no se puede borrar.')).toBeInTheDocument();

    const table = within(week).getByRole('table', { name: 'Platos de la semana del 02/03 al 08/03' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Foto', 'Plato', 'Cocina', 'Día', 'Calorías', 'Estado', 'Acciones']);
    const first = within(table).getByRole('row', { name: /Milanesa de berenjena/ });
    expect(within(first).getByRole('img', { name: 'Foto de Milanesa de berenjena' })).toHaveAttribute(
      'src',
      '/uploads/meals/milanesa-1.webp',
    );
    expect(within(first).getByText('vegetariano')).toBeInTheDocument();
    expect(within(first).getByText('sin gluten')).toBeInTheDocument();
    expect(within(first).getByText('Cocina 1')).toBeInTheDocument();
    expect(within(first).getByText('Lunes')).toBeInTheDocument();
    expect(within(first).getByText('lunes o miércoles')).toBeInTheDocument();
    expect(within(first).getByText('520 kcal')).toBeInTheDocument();
    expect(within(first).getByText('Visible')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Editar: Milanesa de berenjena' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Quitar: Milanesa de berenjena' })).toBeInTheDocument();

    const second = within(table).getByRole('row', { name: /Guiso de lentejas/ });
    expect(within(second).getByText('Sin foto')).toBeInTheDocument();
    expect(within(second).getByText('Cocina 2')).toBeInTheDocument();
    expect(within(second).getByText('Cualquier día de entrega')).toBeInTheDocument();
    expect(within(second).getByText('—')).toBeInTheDocument();
    expect(within(second).getByText('Oculto')).toBeInTheDocument();

    const next = screen.getByRole('region', { name: 'Semana del 09/03 al 15/03' });
    expect(within(next).getByText('Sin pedidos')).toBeInTheDocument();
    expect(within(next).getByText('Esta semana todavía no tiene platos.')).toBeInTheDocument();
    expect(within(next).getByRole('button', { name: 'Borrar semana: Semana del 09/03 al 15/03' })).toBeEnabled();
  });

  it('says so when there are no weeks', async () => {
    await openMenu(
      () => undefined,
      () => [],
    );
    expect(await screen.findByText(/No hay semanas cargadas desde hace cuatro semanas/)).toBeInTheDocument();
  });

  it('creates a week: checks the Monday, shows the server error next to the field, then confirms', async () => {
    let weeks = [ordered];
    const { requests } = await openMenu(
      (request) => {
        if (request.method === 'POST' && request.url === '/v1/ops/meals/weeks') {
          const { weekstart } = request.body as { weekstart: string };
          if (weekstart === '2026-03-02') {
            return {
              status: 409,
              body: {
                error: 'CONFLICT',
                message: 'Esa semana ya existe.',
                fields: { weekstart: 'Esa semana ya existe.' },
              },
            };
          }
          const created = { weekId: WEEK_2, weekstart, weekend: '2026-03-15', orders: 0, meals: [] };
          weeks = [ordered, created];
          return { status: 201, body: created };
        }
        return undefined;
      },
      () => weeks,
    );
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Semana del 02/03 al 08/03' });
    await user.click(screen.getByRole('button', { name: 'Nueva semana' }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva semana' });
    const field = within(dialog).getByLabelText(/Lunes de la semana/);
    expect((field as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // A Tuesday: the domain's message, nothing sent.
    fireEvent.change(field, { target: { value: '2026-03-03' } });
    await user.click(within(dialog).getByRole('button', { name: 'Crear semana' }));
    expect(within(dialog).getByText('La semana empieza un lunes.')).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(0);

    // An existing week: the server's message next to the field.
    fireEvent.change(field, { target: { value: '2026-03-02' } });
    await user.click(within(dialog).getByRole('button', { name: 'Crear semana' }));
    expect(await within(dialog).findByText('Esa semana ya existe.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field, { target: { value: '2026-03-09' } });
    await user.click(within(dialog).getByRole('button', { name: 'Crear semana' }));
    expect(await screen.findByText('Semana creada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('region', { name: 'Semana del 09/03 al 15/03' })).toBeInTheDocument();
    expect(posts(requests).map((r) => r.body)).toEqual([{ weekstart: '2026-03-02' }, { weekstart: '2026-03-09' }]);
  });

  it('deletes a week without orders after asking, and shows the 409 of one that got orders', async () => {
    let answer: { status: number; body?: unknown } = {
      status: 409,
      body: { error: 'CONFLICT', message: 'Esa semana ya tiene pedidos: no se puede borrar.' },
    };
    const { requests } = await openMenu((request) => {
      if (request.method === 'DELETE' && request.url === `/v1/ops/meals/weeks/${WEEK_2}`) return answer;
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Borrar semana: Semana del 09/03 al 15/03' }));
    let dialog = screen.getByRole('dialog', { name: 'Borrar semana' });
    expect(dialog).toHaveAccessibleDescription('¿Borrar la semana del 09/03 al 15/03? No se puede deshacer.');
    await user.click(within(dialog).getByRole('button', { name: 'Borrar semana' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Esa semana ya tiene pedidos: no se puede borrar.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    answer = { status: 204 };
    await user.click(screen.getByRole('button', { name: 'Borrar semana: Semana del 09/03 al 15/03' }));
    dialog = screen.getByRole('dialog', { name: 'Borrar semana' });
    await user.click(within(dialog).getByRole('button', { name: 'Borrar semana' }));
    expect(await screen.findByText('Semana borrada.')).toBeInTheDocument();
    expect(posts(requests).map((r) => `${r.method} ${r.url}`)).toEqual([
      `DELETE /v1/ops/meals/weeks/${WEEK_2}`,
      `DELETE /v1/ops/meals/weeks/${WEEK_2}`,
    ]);
  });

  it('adds a meal: validates, maps the server field errors and sends the whole meal with its ingredients', async () => {
    let answers = [
      {
        status: 400,
        body: {
          error: 'VALIDATION',
          message: 'Hay ingredientes que no están en el catálogo.',
          fields: { foodIds: 'No están en el catálogo: zapallo' },
        },
      },
      { status: 201, body: { ...guiso, mealId: MEAL_2, weekId: WEEK_2 } },
    ];
    const { requests } = await openMenu((request) => {
      if (request.method === 'POST' && request.url === '/v1/ops/meals') {
        const [answer, ...rest] = answers;
        answers = rest;
        return answer;
      }
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar plato a la semana del 09/03 al 15/03' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar plato' });
    expect(within(dialog).getByText('Semana del 09/03 al 15/03')).toBeInTheDocument();
    expect(within(dialog).getByText(/Entre paréntesis y separadas por comas/)).toBeInTheDocument();

    // Empty name: the domain's message, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ingresá el nombre del plato.')).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(0);

    // Long texts are pasted (one change event each): typing them key by key made this test slow.
    await user.click(within(dialog).getByLabelText(/Nombre del plato/));
    await user.paste('Guiso de lentejas');
    await user.click(within(dialog).getByLabelText('Etiquetas'));
    await user.paste('vegano, sin gluten');
    await user.selectOptions(within(dialog).getByLabelText('Cocina'), 'Cocina 1 (con calorías, lunes o miércoles)');
    // Kitchen 1 never delivers on "any delivery day" other than Monday or Wednesday: Tuesday is flagged.
    await user.selectOptions(within(dialog).getByLabelText('Día de entrega'), 'Martes');
    expect(within(dialog).getByText(/La cocina 1 entrega solo lunes o miércoles/)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Día de entrega'), 'Miércoles');
    expect(within(dialog).queryByText(/La cocina 1 entrega solo lunes o miércoles/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Calorías'));
    await user.paste('450');

    const ingredients = within(dialog).getByRole('combobox', { name: 'Ingredientes principales' });
    await user.type(ingredients, 'Lentej');
    await user.click(await screen.findByRole('option', { name: 'Lentejas' }));
    await user.type(ingredients, 'Zapal');
    await user.click(await screen.findByRole('option', { name: 'Zapallo' }));
    expect(within(dialog).getByRole('button', { name: 'Lentejas' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('No están en el catálogo: zapallo')).toBeInTheDocument();
    expect(posts(requests)[0]?.body).toEqual({
      weekId: WEEK_2,
      title: 'Guiso de lentejas',
      subtitle: '(vegano, sin gluten)',
      photo: null,
      calories: 450,
      kitchenId: 1,
      availableDay: 3,
      foodIds: ['lentejas', 'zapallo'],
      active: true,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Plato guardado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(requests)).toHaveLength(2);
  });

  it('edits a meal with its current values and shows a 409 in the dialog', async () => {
    let answers = [
      {
        status: 409,
        body: {
          error: 'CONFLICT',
          message: 'Este plato ya tiene pedidos: no se puede cambiar su semana, cocina ni día.',
        },
      },
      { status: 200, body: { ...milanesa, title: 'Milanesa de zapallito', active: false } },
    ];
    const { requests } = await openMenu((request) => {
      if (request.method === 'PUT' && request.url === `/v1/ops/meals/${MEAL_1}`) {
        const [answer, ...rest] = answers;
        answers = rest;
        return answer;
      }
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar: Milanesa de berenjena' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar plato' });
    const title = within(dialog).getByLabelText(/Nombre del plato/);
    expect(title).toHaveValue('Milanesa de berenjena');
    expect(within(dialog).getByLabelText('Etiquetas')).toHaveValue('(vegetariano, sin gluten)');
    expect(within(dialog).getByLabelText('Calorías')).toHaveValue(520);
    expect(within(dialog).getByLabelText('Cocina')).toHaveValue('1');
    expect(within(dialog).getByLabelText('Día de entrega')).toHaveValue('1');
    expect(within(dialog).getByRole('button', { name: 'Berenjena' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Vista previa de la foto del plato' })).toHaveAttribute(
      'src',
      '/uploads/meals/milanesa-1.webp',
    );
    const visible = within(dialog).getByRole('switch', { name: 'Visible en el menú' });
    expect(visible).toBeChecked();

    await user.clear(title);
    await user.paste('Milanesa de zapallito');
    await user.selectOptions(within(dialog).getByLabelText('Día de entrega'), 'Miércoles');
    await user.click(visible);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Este plato ya tiene pedidos: no se puede cambiar su semana, cocina ni día.',
    );

    await user.selectOptions(within(dialog).getByLabelText('Día de entrega'), 'Lunes');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Plato guardado.')).toBeInTheDocument();
    const puts = posts(requests);
    expect(puts).toHaveLength(2);
    expect(puts[1]?.body).toEqual({
      weekId: WEEK_1,
      title: 'Milanesa de zapallito',
      subtitle: '(vegetariano, sin gluten)',
      photo: '/uploads/meals/milanesa-1.webp',
      calories: 520,
      kitchenId: 1,
      availableDay: 1,
      foodIds: ['berenjena'],
      active: false,
    });
  });

  it('tells whether «Quitar» deleted the meal or only took it off the menu', async () => {
    const { requests } = await openMenu((request) => {
      if (request.method === 'DELETE' && request.url === `/v1/ops/meals/${MEAL_1}`) {
        return { status: 200, body: { result: 'deactivated' } };
      }
      if (request.method === 'DELETE' && request.url === `/v1/ops/meals/${MEAL_2}`) {
        return { status: 200, body: { result: 'deleted' } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Quitar: Milanesa de berenjena' }));
    let dialog = screen.getByRole('dialog', { name: 'Quitar plato' });
    expect(dialog).toHaveAccessibleDescription(/¿Quitar «Milanesa de berenjena»\?/);
    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('El plato tiene pedidos: lo quitamos del menú sin borrarlo.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Quitar: Guiso de lentejas' }));
    dialog = screen.getByRole('dialog', { name: 'Quitar plato' });
    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('Borramos el plato «Guiso de lentejas».')).toBeInTheDocument();
    expect(posts(requests).map((r) => `${r.method} ${r.url}`)).toEqual([
      `DELETE /v1/ops/meals/${MEAL_1}`,
      `DELETE /v1/ops/meals/${MEAL_2}`,
    ]);
  });

  it('uploads the photo with a preview and progress, shows the server error, and saves the address', async () => {
    const { requests } = await openMenu((request) => {
      if (request.method === 'POST' && request.url === '/v1/ops/meals') return { status: 201, body: guiso };
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar plato a la semana del 09/03 al 15/03' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar plato' });
    await user.click(within(dialog).getByLabelText(/Nombre del plato/));
    await user.paste('Tarta de zapallo');

    // A file the server refuses: its message under the photo.
    await user.upload(
      within(dialog).getByLabelText('Subir foto'),
      new File([new Uint8Array(10)], 'foto.heic', { type: 'image/heic' }),
    );
    act(() =>
      FakeUpload.last!.respond(400, {
        error: 'VALIDATION',
        message: 'Revisá el archivo.',
        fields: { file: 'No pudimos leer la imagen.' },
      }),
    );
    expect(await within(dialog).findByText('No pudimos leer la imagen.')).toBeInTheDocument();

    const file = new File([new Uint8Array(2048)], 'tarta.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog).getByLabelText('Subir foto'), file);
    const upload = FakeUpload.last!;
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/v1/ops/uploads/meal-photo');
    expect(upload.headers.Authorization).toBe('Bearer tok');
    expect(upload.body?.get('file')).toBe(file);
    expect(within(dialog).getByRole('img', { name: 'Vista previa de la foto del plato' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    act(() => upload.progress(42));
    expect(within(dialog).getByRole('status')).toHaveTextContent('42%');
    expect(within(dialog).getByRole('progressbar', { name: 'Subiendo foto' })).toHaveAttribute('aria-valuenow', '42');
    // No saving while the photo goes up.
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();

    act(() => upload.respond(201, { url: '/uploads/meals/tarta-1.webp' }));
    expect(await within(dialog).findByRole('button', { name: 'Quitar foto' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Vista previa de la foto del plato' })).toHaveAttribute(
      'src',
      '/uploads/meals/tarta-1.webp',
    );
    expect(within(dialog).queryByText('No pudimos leer la imagen.')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Plato guardado.')).toBeInTheDocument();
    expect(posts(requests)[0]?.body).toMatchObject({ title: 'Tarta de zapallo', photo: '/uploads/meals/tarta-1.webp' });
  });
});

describe('menu helpers', () => {
  it('formats weeks and days', () => {
    expect(weekLabel(ordered)).toBe('Semana del 02/03 al 08/03');
    expect(mealDayLabel(7)).toBe('Cualquier día de entrega');
    expect(mealDayLabel(4)).toBe('Jueves');
  });

  it('wraps labels in parentheses', () => {
    expect(normalizeLabels(' vegano, sin gluten ')).toBe('(vegano, sin gluten)');
    expect(normalizeLabels('(picante)')).toBe('(picante)');
    expect(normalizeLabels('  ')).toBe('');
  });

  it('suggests the Monday after the last week, never before next week', () => {
    expect(suggestedMonday([], '2026-03-04')).toBe('2026-03-09');
    expect(suggestedMonday([ordered, empty], '2026-03-04')).toBe('2026-03-16');
    expect(suggestedMonday([ordered], '2026-04-01')).toBe('2026-04-06');
  });
});
