import {
  type Account,
  computeNutritionProfile,
  type NutritionProfile,
  nutritionProfileStorageKey,
  weightLossNotOfferedMessage,
} from '@nutritest/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Handler, makeAccount, renderSignedIn, type StubbedRequest } from '../../../test/signed-in-harness';
import { saveFailedMessage } from './customer-home';
import { base, customer, nutritionApi, renderHome, withDnaForm } from './test-utils';

afterEach(() => vi.unstubAllGlobals());

const email = customer.email;
const profileKey = nutritionProfileStorageKey(email);
const draftKey = `${profileKey}_draft`;

/** Mujer, perder grasa, ligero, 60 kg, 165 cm, 40 años: 1341 kcal basal, 1594 kcal recommended. */
const ana = (overrides: Partial<Parameters<typeof computeNutritionProfile>[1]> = {}, at = '2026-03-01T12:00:00.000Z') =>
  computeNutritionProfile(
    email,
    {
      sex: 1,
      goals: 0,
      actualExcercise: 1,
      weight: 60,
      height: 165,
      age: 40,
      selectedDiet: 'equilibrada',
      ...overrides,
    },
    new Date(at),
  );

const puts = (requests: StubbedRequest[]) =>
  requests.filter((r) => r.method === 'PUT' && r.url === '/v1/account/nutrition-profile');

async function openForm() {
  const user = userEvent.setup();
  const summary = await screen.findByRole('button', { name: 'Completar formulario' });
  await user.click(summary);
  // The form's code loads on its own (lazy): wait for it.
  await waitFor(() => expect(screen.queryByLabelText('Cargando el formulario')).not.toBeInTheDocument());
  return user;
}

async function answerStepZero(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Mujer' }));
  await user.click(screen.getByRole('radio', { name: 'Perder grasa' }));
  await user.click(screen.getByRole('radio', { name: /^Ligero/ }));
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  // Step 0 is validated asynchronously: step 1 is drawn on a later turn.
  await screen.findByLabelText('Peso (kg)');
}

async function fillMeasures(user: ReturnType<typeof userEvent.setup>, weight = '60', height = '165', age = '40') {
  for (const [label, value] of [
    ['Peso (kg)', weight],
    ['Altura (cm)', height],
    ['Edad', age],
  ] as const) {
    // One paste after the clear (which leaves the focus there): the values matter, not the keystrokes.
    await user.clear(screen.getByLabelText(label));
    await user.paste(value);
  }
}

describe('/home: the profile form', () => {
  it('shows the navigator, Completar formulario collapsed in red, and the three cards', async () => {
    const { router } = await renderHome();
    expect(router.state.location.pathname).toBe('/home');
    const summary = await screen.findByRole('button', { name: 'Completar formulario' });
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Completar formulario' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Secciones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Resultados Conocé cómo tus genes/ })).toHaveAttribute('href', '/results');
    expect(screen.getByRole('link', { name: /^Recomendaciones Una lista de casi 300 alimentos/ })).toHaveAttribute(
      'href',
      '/foods',
    );
    expect(screen.getByRole('link', { name: /^Platos semanales Platos saludables/ })).toHaveAttribute(
      'href',
      '/platos-semanales',
    );
  });

  it('asks for every answer of step 0 before going on', async () => {
    await renderHome();
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    // The validation code may still be arriving (lazy resolver): wait for its messages.
    await waitFor(() =>
      expect(screen.getByRole('radiogroup', { name: 'Sexo biológico' })).toHaveAccessibleDescription(
        'Elegí tu sexo biológico',
      ),
    );
    expect(screen.getByRole('radiogroup', { name: 'Objetivo' })).toHaveAccessibleDescription('Elegí un objetivo');
    expect(screen.getByRole('radiogroup', { name: 'Ejercicio diario' })).toHaveAccessibleDescription(
      'Elegí tu nivel de ejercicio',
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Hombre' })).toHaveFocus());
    expect(screen.queryByLabelText('Peso (kg)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Hombre' }));
    expect(screen.queryByText('Elegí tu sexo biológico')).not.toBeInTheDocument();
  });

  it('Siguiente goes to step 1 and Volver back, keeping the answers', async () => {
    await renderHome();
    const user = await openForm();
    await answerStepZero(user);
    await waitFor(() => expect(screen.getByLabelText('Peso (kg)')).toHaveFocus());
    expect(screen.getByLabelText('Peso (kg)')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText('Edad')).toHaveAttribute('inputmode', 'numeric');
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('radio', { name: 'Mujer' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Perder grasa' })).toBeChecked();
    expect(screen.queryByLabelText('Peso (kg)')).not.toBeInTheDocument();
  });

  it('keeps the draft and the step in the browser between visits', async () => {
    await renderHome();
    let user = await openForm();
    await answerStepZero(user);
    await user.click(screen.getByLabelText('Peso (kg)'));
    await user.paste('72,5');
    expect(JSON.parse(localStorage.getItem(draftKey)!)).toEqual({
      biologicalSex: 'mujer',
      objective: 'perder grasa',
      dailyExercise: 'ligero',
      weight: '72,5',
      height: '',
      age: '',
      step: 1,
    });

    cleanup();
    vi.unstubAllGlobals();
    await renderHome();
    user = await openForm();
    expect(screen.getByLabelText('Peso (kg)')).toHaveValue('72,5');
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('radio', { name: 'Mujer' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Ligero/ })).toBeChecked();
  });

  it('ignores a corrupt draft', async () => {
    localStorage.setItem(draftKey, '{not json');
    await renderHome();
    await openForm();
    expect(screen.getByRole('radio', { name: 'Mujer' })).not.toBeChecked();
  });

  it('Enviar computes and shows Mi perfil, stores it and sends it to the account', async () => {
    const { requests } = await renderHome();
    const user = await openForm();
    await answerStepZero(user);
    await fillMeasures(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    const summary = await screen.findByRole('button', { name: 'Mi perfil' });
    expect(summary).toHaveAttribute('aria-expanded', 'true');
    const figure = (label: string) => screen.getByText(label).parentElement!;
    expect(figure('Metabolismo basal')).toHaveTextContent('1.341 kcal');
    expect(figure('Calorías recomendadas por día')).toHaveTextContent('1.594 kcal');
    expect(figure('IMC')).toHaveTextContent('22,04Peso Normal');
    expect(figure('Agua')).toHaveTextContent('2,14 litros');
    expect(screen.getByRole('progressbar', { name: 'Carbohidratos: 199 g' })).toHaveAttribute('aria-valuenow', '48');
    expect(screen.getByRole('progressbar', { name: 'Proteínas: 80 g' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Grasas: 49 g' })).toBeInTheDocument();
    expect(screen.getByText('Equilibrada')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]!.body).toEqual({
      sex: 1,
      goals: 0,
      actualExcercise: 1,
      weight: 60,
      height: 165,
      age: 40,
      selectedDiet: 'equilibrada',
    });
    expect(localStorage.getItem(draftKey)).toBeNull();
    expect(JSON.parse(localStorage.getItem(profileKey)!)).toMatchObject({ bmr: 1341, recommendedCaloriesPerDay: 1594 });
  });

  it('shows the schema message next to a weight out of range, and sends nothing', async () => {
    const { requests } = await renderHome();
    const user = await openForm();
    await answerStepZero(user);
    await fillMeasures(user, '20');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByLabelText('Peso (kg)')).toHaveAccessibleDescription('Ingresá un peso entre 30 y 300 kg');
    expect(screen.getByLabelText('Peso (kg)')).toHaveAttribute('aria-invalid', 'true');
    expect(puts(requests)).toHaveLength(0);
  });

  it('keeps the profile in the browser and warns when the account cannot save it', async () => {
    await renderHome(null, 500);
    const user = await openForm();
    await answerStepZero(user);
    await fillMeasures(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(saveFailedMessage)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mi perfil' })).toHaveAttribute('aria-expanded', 'true');
    expect(JSON.parse(localStorage.getItem(profileKey)!)).toMatchObject({ weight: 60 });
  });

  it('Actualizar mis datos reopens the form filled in, until it is sent', async () => {
    const { requests } = await renderHome(ana());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actualizar mis datos' }));
    expect(await screen.findByRole('radio', { name: 'Mujer' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByLabelText('Peso (kg)')).toHaveValue('60');
    await fillMeasures(user, '62');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]!.body).toMatchObject({ weight: 62 });
    expect(await screen.findByRole('button', { name: 'Actualizar mis datos' })).toBeInTheDocument();
  });
});

describe('/home: the profile form starts from the account', () => {
  it('fills in sex, weight, height and age from the Formulario ADN', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z'), toFake: ['Date'] });
    try {
      await renderSignedIn(withDnaForm, '/home', nutritionApi(null), 'Inicio');
      const user = await openForm();
      expect(screen.getByRole('radio', { name: 'Mujer' })).toBeChecked();
      await user.click(screen.getByRole('radio', { name: 'Mantener peso' }));
      await user.click(screen.getByRole('radio', { name: /^Ligero/ }));
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      expect(await screen.findByLabelText('Peso (kg)')).toHaveValue('60');
      expect(screen.getByLabelText('Altura (cm)')).toHaveValue('165');
      // Born 1990-04-12: 36 on 2026-11-25.
      expect(screen.getByLabelText('Edad')).toHaveValue('36');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not offer losing fat with a BMI under 18.5, and says why', async () => {
    const thin: Account = { ...withDnaForm, profile: { ...withDnaForm.profile, weight: 45, height: 170 } };
    const { requests } = await renderSignedIn(thin, '/home', nutritionApi(null), 'Inicio');
    await openForm();
    expect(screen.getByRole('radio', { name: 'Perder grasa' })).toBeDisabled();
    expect(screen.getByRole('radiogroup', { name: 'Objetivo' })).toHaveAccessibleDescription(
      weightLossNotOfferedMessage,
    );
    expect(screen.getByRole('radio', { name: 'Mantener peso' })).toBeEnabled();
    expect(puts(requests)).toHaveLength(0);
  });
});

describe('/home: Mi perfil', () => {
  it('is expanded by default and notes a recommendation raised to the safe minimum', async () => {
    const tiny = ana({ weight: 30, height: 120, age: 100, actualExcercise: 0 });
    expect(tiny.computedCaloriesPerDay).toBe(547);
    await renderHome(tiny);
    expect(await screen.findByRole('button', { name: 'Mi perfil' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Calorías recomendadas por día').parentElement).toHaveTextContent('1.200 kcal');
    expect(
      screen.getByText(
        'Según la fórmula tu requerimiento sería de 547 kcal, por debajo del mínimo seguro de 1.200 kcal. Te mostramos ese mínimo: consultá a un profesional de la nutrición antes de seguir un plan con menos calorías.',
      ),
    ).toBeInTheDocument();
  });

  it('changes the diet in the dialog: macros recomputed, saved and sent', async () => {
    const { requests } = await renderHome(ana());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cambiar dieta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elegí tu dieta' });
    expect(within(dialog).getByRole('button', { name: 'Equilibrada (dieta actual)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(dialog).getByText('Carbohidratos 5% · Proteínas 30% · Grasas 65%')).toBeInTheDocument();
    // Issue 37: keto and low-carb are shown, not offered, with the reason (never computed as 45 / 20 / 35).
    expect(within(dialog).getByRole('button', { name: 'Cetogénica' })).toBeDisabled();
    expect(within(dialog).getByText(/una dieta cetogénica real/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Baja en carbohidratos' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Mediterránea' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // 1594 kcal with the Mediterranean 45 / 25 / 30.
    expect(screen.getByRole('progressbar', { name: 'Carbohidratos: 179 g' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Proteínas: 100 g' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Grasas: 53 g' })).toBeInTheDocument();
    expect(screen.getByText('Mediterránea')).toBeInTheDocument();
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]!.body).toEqual({
      sex: 1,
      goals: 0,
      actualExcercise: 1,
      weight: 60,
      height: 165,
      age: 40,
      selectedDiet: 'mediterranea',
    });
    expect(JSON.parse(localStorage.getItem(profileKey)!)).toMatchObject({ selectedDiet: 'mediterranea' });
  });

  it('Cancelar closes the dialog without a change', async () => {
    const { requests } = await renderHome(ana());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cambiar dieta' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Equilibrada')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Carbohidratos: 199 g' })).toBeInTheDocument();
    expect(puts(requests)).toHaveLength(0);
  });

  it('shows the account profile when it is newer than the browser one, and keeps it', async () => {
    localStorage.setItem(profileKey, JSON.stringify(ana({}, '2026-01-01T00:00:00.000Z')));
    const { requests } = await renderHome(ana({ weight: 80 }, '2026-02-01T00:00:00.000Z'));
    await waitFor(() => expect(screen.getByText('Agua').parentElement).toHaveTextContent('2,25 litros')); // 2.86 by the formula, bounded by EFSA's 2.0 L + activity
    expect(JSON.parse(localStorage.getItem(profileKey)!)).toMatchObject({ weight: 80 });
    expect(puts(requests)).toHaveLength(0);
  });

  it('sends a profile kept only in this browser to the account once', async () => {
    localStorage.setItem(profileKey, JSON.stringify(ana({ selectedDiet: 'vegana' })));
    const { requests } = await renderHome(null);
    expect(await screen.findByRole('button', { name: 'Mi perfil' })).toBeInTheDocument();
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]!.body).toMatchObject({ weight: 60, selectedDiet: 'vegana' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts(requests)).toHaveLength(1);
  });

  it('sends the browser profile when it is newer than the account one, and warns if that fails', async () => {
    localStorage.setItem(profileKey, JSON.stringify(ana({ weight: 70 }, '2026-04-01T00:00:00.000Z')));
    const { requests } = await renderHome(ana({}, '2026-03-01T00:00:00.000Z'), 503);
    expect(await screen.findByText(saveFailedMessage)).toBeInTheDocument();
    expect(puts(requests)[0]!.body).toMatchObject({ weight: 70 });
    expect(screen.getByText('Agua').parentElement).toHaveTextContent('2,25 litros');
  });
});

describe('/home for other roles', () => {
  it('is where /dashboard sends a customer whose results were sent', async () => {
    const { router } = await renderHome();
    await router.navigate('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
  });

  it('sends a nutritionist to /dashboard', async () => {
    const { router } = await renderSignedIn(makeAccount('Nutritionist'), '/dashboard', undefined, 'Mis pacientes');
    await router.navigate('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis pacientes' })).toBeInTheDocument();
  });
});

describe('/home before results: the calculator without genetic adjustments (issue 22)', () => {
  /** A customer whose sample is in the laboratory (status 2): up to 45 business days to wait. */
  const waiting: Account = {
    ...base,
    profile: { ...base.profile, analysis: { ...base.profile.analysis!, status: 2 } },
  };
  const withGenetics =
    (profile: NutritionProfile | null, genetics: { hasResults: boolean; saturatedFatSensitive: boolean }): Handler =>
    (request) =>
      request.url === '/v1/account/nutrition-profile' && request.method === 'GET'
        ? { status: 200, body: { profile, genetics } }
        : nutritionApi(profile)(request);

  it('works while waiting, says it has no genetic adjustment, and shows the general saturated-fat limit', async () => {
    await renderSignedIn(
      waiting,
      '/home',
      withGenetics(ana(), { hasResults: false, saturatedFatSensitive: false }),
      'Inicio',
    );
    expect(await screen.findByText(/Tu perfil se calcula sin ajustes genéticos/)).toBeVisible();
    expect(await screen.findByText('Límite general, sin ajuste genético.')).toBeVisible();
    // 1594 kcal: 10 % is 17.7 g, under the general 20 g.
    expect(screen.getByText('hasta 17 g')).toBeVisible();
    expect(screen.getByText('1.594 kcal')).toBeVisible();
  });

  it('once the results are sent, the adjustment applies and the notice goes', async () => {
    await renderSignedIn(
      customer,
      '/home',
      withGenetics(ana(), { hasResults: true, saturatedFatSensitive: true }),
      'Inicio',
    );
    expect(await screen.findByText(/Ajustado a tu ADN: tu peso es más sensible/)).toBeVisible();
    expect(screen.getByText('hasta 15 g')).toBeVisible();
    expect(screen.queryByText(/sin ajustes genéticos/)).not.toBeInTheDocument();
  });
});
