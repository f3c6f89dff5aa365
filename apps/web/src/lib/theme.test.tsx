import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from './theme';

afterEach(cleanup);

// Issue 22: MUI's own screen-reader names were English ('Close', 'Open'); the theme carries esES.
describe('the theme speaks Spanish to screen readers', () => {
  it("names an alert's close button 'Cerrar'", () => {
    render(
      <ThemeProvider theme={theme}>
        <Alert onClose={() => {}}>Guardado</Alert>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it("names an autocomplete's button 'Abrir' (not esES's 'Abierto')", () => {
    render(
      <ThemeProvider theme={theme}>
        <Autocomplete
          options={['Arroz', 'Lentejas']}
          value="Arroz"
          renderInput={(params) => <TextField {...params} label="Plato" />}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Abrir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
  });
});

// Issue 42: MUI's spinner also grows and shrinks its arc through the circle's stroke, which repaints
// the page on the main thread every frame (43 frames, 248 ms on the menu's first load); the theme's
// spinners only turn, an animation of the whole element the compositor runs on its own.
describe("the theme's spinners", () => {
  it('only turn: no arc animation that repaints every frame', () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <CircularProgress aria-label="Cargando" />
      </ThemeProvider>,
    );
    expect(container.querySelector('circle')).toHaveClass('MuiCircularProgress-circleDisableShrink');
  });
});
