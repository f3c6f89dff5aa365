import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../lib/theme';

/**
 * A fresh copy of the module for each test: the web test files share their worker's modules
 * (decision 073), and once another file has drawn a select, React.lazy keeps it loaded, so the
 * stand-in this file is about would never show (a failure that depended on the files' order).
 */
let LazySelectField: typeof import('./lazy-select-field').LazySelectField;
beforeEach(async () => {
  vi.resetModules();
  ({ LazySelectField } = await import('./lazy-select-field'));
});

const options = [
  { value: 0, label: 'Masculino' },
  { value: 1, label: 'Femenino' },
] as const;

function Sex() {
  const [value, setValue] = useState<number | undefined>(undefined);
  return (
    <ThemeProvider theme={theme}>
      <LazySelectField<number> id="sexo" label="Sexo biológico" options={options} value={value} onChange={setValue} />
    </ThemeProvider>
  );
}

describe('LazySelectField before its code arrives (issue 41)', () => {
  it('opens its menu once loaded when it was clicked meanwhile, and takes the choice', async () => {
    render(<Sex />);
    // The stand-in: a read-only field with the same label, drawn until the select's code is there.
    const standIn = screen.getByLabelText('Sexo biológico');
    expect(standIn).toHaveAttribute('readonly');
    fireEvent.mouseDown(standIn);
    fireEvent.focus(standIn);
    const menu = await screen.findByRole('listbox');
    fireEvent.click(within(menu).getByRole('option', { name: 'Femenino' }));
    expect(await screen.findByRole('combobox', { name: 'Sexo biológico' })).toHaveTextContent('Femenino');
  });
});
