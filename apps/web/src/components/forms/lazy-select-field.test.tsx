import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../lib/theme';
import { LazySelectField } from './lazy-select-field';

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
