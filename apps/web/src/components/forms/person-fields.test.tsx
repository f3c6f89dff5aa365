import { zodResolver } from '@hookform/resolvers/zod';
import { ThemeProvider } from '@mui/material/styles';
import { bodySizeHints, latestAdultBirthDate, messages, montevideoToday, personSchema } from '@nutritest/domain';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { type FieldValues, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { beginHydration, HydrationBoundary } from '../../lib/snapshot';
import { theme } from '../../lib/theme';
import { FieldGrid } from './field-grid';
import { BirthDateField, BodySizeFields, EmailField, PersonNameFields, PHONE_HINT, PhoneField } from './person-fields';
import { SexNativeField } from './sex-native-field';
import { SexSelectField } from './sex-select-field';
import { renderFields } from './test-form';

/** Ana's own data (a saved profile). */
const person = {
  firstName: 'Ana',
  lastName: 'Pérez',
  birthDate: '1991-03-21',
  gender: 1,
  height: 165,
  weight: 62,
  mobile: '',
};
/** A form where nothing is known yet: every field empty (spec README decision 1, issue 41 item 2). */
const nobody = { firstName: '', lastName: '', birthDate: '', gender: undefined, height: '', weight: '', mobile: '' };

async function retype(label: string, value: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
  return input;
}

describe('person block fields', () => {
  it('PersonNameFields: Nombre and Apellido with their messages under them', async () => {
    renderFields(personSchema, person, (form) => <PersonNameFields form={form} />);
    const firstName = await retype('Nombre', 'Ana3');
    await waitFor(() => expect(firstName).toHaveAccessibleDescription(messages.nameFormat));
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    const lastName = await retype('Apellido', '');
    await waitFor(() => expect(lastName).toHaveAccessibleDescription(messages.required));
  });

  it('BirthDateField: a future date is refused', async () => {
    renderFields(personSchema, person, (form) => <BirthDateField form={form} />);
    const birthDate = screen.getByLabelText('Fecha de nacimiento');
    expect(birthDate).toHaveAttribute('type', 'date');
    fireEvent.change(birthDate, { target: { value: '2999-01-01' } });
    await waitFor(() => expect(birthDate).toHaveAccessibleDescription(messages.birthDateFuture));
  });

  it('BirthDateField: a date is checked as soon as it is complete, also where fields are checked on leaving (issue 41)', async () => {
    function OnTouched() {
      const form = useForm<FieldValues>({
        resolver: zodResolver(personSchema.pick({ birthDate: true })) as never,
        defaultValues: { birthDate: '' },
        mode: 'onTouched',
      });
      return (
        <ThemeProvider theme={theme}>
          <BirthDateField form={form} />
        </ThemeProvider>
      );
    }
    render(<OnTouched />);
    const birthDate = screen.getByLabelText('Fecha de nacimiento');
    birthDate.focus();
    fireEvent.change(birthDate, { target: { value: '2999-01-01' } });
    // Still in the field: the message is already there, before the next field is pressed.
    await waitFor(() => expect(birthDate).toHaveAccessibleDescription(messages.birthDateFuture));
    expect(birthDate).toHaveFocus();
  });

  it('BodySizeFields: the height and weight limits', async () => {
    renderFields(personSchema, person, (form) => <BodySizeFields form={form} />);
    const height = await retype('Estatura (cm)', '40');
    await waitFor(() => expect(height).toHaveAccessibleDescription(messages.heightMin));
    const weight = await retype('Peso (kg)', '300');
    await waitFor(() => expect(weight).toHaveAccessibleDescription(messages.weightMax));
  });

  it('a default value is drawn with the field, label up, also in a page drawn on the server', () => {
    function Fields() {
      const form = useForm<FieldValues>({ defaultValues: person });
      return (
        <ThemeProvider theme={theme}>
          <BodySizeFields form={form} />
        </ThemeProvider>
      );
    }
    // A build-time snapshot (scripts/prerender.mjs) runs no effect: the value must be in the HTML.
    const html = renderToString(<Fields />);
    expect(html).toMatch(/<input[^>]*name="height"[^>]*value="165"/);
    expect(html).toMatch(/<label[^>]*data-shrink="true"[^>]*for="[^"]*"[^>]*>Estatura/);
  });

  it('BirthDateField: the picker reaches the latest adult birth date of today, also on a page taken over from an older snapshot', async () => {
    function Fields() {
      const form = useForm<FieldValues>({ defaultValues: { birthDate: '' } });
      return (
        <ThemeProvider theme={theme}>
          <HydrationBoundary>
            <BirthDateField form={form} />
          </HydrationBoundary>
        </ThemeProvider>
      );
    }
    // The build's snapshot draws no date of its own (a page served days after the build)...
    beginHydration();
    const html = renderToString(<Fields />);
    expect(html).not.toMatch(/max=/);
    // ...and one from an older build (a day long gone) is corrected when the app takes it over:
    // React does not patch a snapshot's attributes while hydrating.
    const container = document.createElement('div');
    container.innerHTML = html.replace('type="date"', 'type="date" max="2000-01-01"');
    document.body.append(container);
    // React reports the attribute it leaves as the snapshot had it (the mismatch this test is about).
    const mismatch = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(async () => hydrateRoot(container, <Fields />));
    mismatch.mockRestore();
    const today = latestAdultBirthDate(montevideoToday());
    await waitFor(() => expect(container.querySelector('input[type="date"]')).toHaveAttribute('max', today));
    act(() => root.unmount());
    container.remove();
    // Drawn in the browser from the start, the field has today's date at once.
    renderFields(personSchema, person, (form) => <BirthDateField form={form} />);
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveAttribute('max', today);
  });

  it('PhoneField: the hint, then the rule when broken', async () => {
    renderFields(personSchema, person, (form) => <PhoneField form={form} />);
    expect(screen.getByLabelText('Celular')).toHaveAccessibleDescription(PHONE_HINT);
    const mobile = await retype('Celular', '12ab');
    await waitFor(() => expect(mobile).toHaveAccessibleDescription(messages.phoneRule));
  });

  it('EmailField: editable with its message, or read-only with a hint', async () => {
    const schema = z.object({ email: z.email(messages.emailFormat) });
    const { unmount } = renderFields(schema, { email: '' }, (form) => <EmailField form={form} />);
    const email = await retype('Correo electrónico', 'no-es-correo');
    await waitFor(() => expect(email).toHaveAccessibleDescription(messages.emailFormat));
    unmount();
    renderFields(schema, { email: 'ana@test.uy' }, (form) => (
      <EmailField form={form} isReadOnly hint="Es el correo de tu cuenta." />
    ));
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription('Es el correo de tu cuenta.');
  });

  it('SexNativeField: the browser select, valued 0 or 1', async () => {
    renderFields(personSchema, { ...person, gender: 1 }, (form) => <SexNativeField form={form} />);
    expect(screen.getByLabelText('Sexo')).toHaveValue('1');
    await userEvent.setup().selectOptions(screen.getByLabelText('Sexo'), 'Masculino');
    expect(screen.getByLabelText('Sexo')).toHaveValue('0');
  });

  it('SexSelectField: Sexo biológico with the message under it', async () => {
    renderFields(personSchema, { ...person, gender: undefined }, (form) => (
      <FieldGrid idPrefix="prueba">
        <SexSelectField form={form} />
      </FieldGrid>
    ));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar' }));
    const sex = await screen.findByRole('combobox', { name: 'Sexo biológico' });
    await waitFor(() => expect(sex).toHaveAccessibleDescription(messages.required));
  });

  it('nothing made up: empty fields say they are needed, with 170 cm and 70 kg only as hints (issue 41)', async () => {
    renderFields(personSchema, nobody, (form) => (
      <FieldGrid idPrefix="nadie">
        <BirthDateField form={form} />
        <SexNativeField form={form} />
        <BodySizeFields form={form} />
      </FieldGrid>
    ));
    const height = screen.getByLabelText('Estatura (cm)');
    const weight = screen.getByLabelText('Peso (kg)');
    expect(height).toHaveValue(null);
    expect(weight).toHaveValue(null);
    expect(height).toHaveAttribute('placeholder', bodySizeHints.height);
    expect(weight).toHaveAttribute('placeholder', bodySizeHints.weight);
    expect(screen.getByLabelText<HTMLInputElement>('Fecha de nacimiento').value).toBe('');
    // No sex chosen for the person: the select shows the prompt, not 'Masculino'.
    expect(screen.getByLabelText<HTMLSelectElement>('Sexo').value).toBe('');
    expect(screen.getByRole('option', { name: 'Elegí una opción' })).toHaveProperty('selected', true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar' }));
    for (const field of [height, weight, screen.getByLabelText('Sexo'), screen.getByLabelText('Fecha de nacimiento')]) {
      await waitFor(() => expect(field).toHaveAccessibleDescription(messages.required));
    }
  });

  it('in the signup grid the fields get the prefixed ids', () => {
    renderFields(personSchema, person, (form) => (
      <FieldGrid idPrefix="signup">
        <PersonNameFields form={form} />
      </FieldGrid>
    ));
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('id', 'signup-firstName');
    expect(screen.getByLabelText('Apellido')).toHaveAttribute('id', 'signup-lastName');
  });
});
