import { zodResolver } from '@hookform/resolvers/zod';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { theme } from '../../lib/theme';
import type { AnyForm } from './field-binding';

/** Renders shared fields in a form validated on change and blur by a domain schema, as the pages do. */
export function renderFields<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: Partial<z.input<S>>,
  fields: (form: AnyForm<FieldValues>) => ReactNode,
) {
  function Form() {
    const form = useForm<FieldValues>({
      resolver: zodResolver(schema as never) as unknown as Resolver<FieldValues>,
      defaultValues,
      mode: 'all',
    });
    return (
      <form noValidate onSubmit={form.handleSubmit(() => {})} aria-label="Prueba">
        {fields(form)}
        <button type="submit">Enviar</button>
      </form>
    );
  }
  return render(
    <ThemeProvider theme={theme}>
      <Form />
    </ThemeProvider>,
  );
}
