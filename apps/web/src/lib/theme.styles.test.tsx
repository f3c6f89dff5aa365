import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepStyles } from '../../test/styles';
import { theme } from './theme';

keepStyles();

const rulesOf = () =>
  [...document.querySelectorAll('style')].flatMap((tag) => [...(tag.sheet?.cssRules ?? [])].map((r) => r.cssText));

// Issue 23: MUI adds the text fields' autofill keyframes as a style sheet of their own for every
// field (eleven on the menu). The theme has them once, with the baseline styles: the animation that
// tells a field it was autofilled (its label moves up) still finds them.
describe("the text fields' autofill keyframes", () => {
  it('are in the page once, however many fields it draws', () => {
    render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {['Nombre', 'Correo', 'Teléfono', 'Dirección'].map((label) => (
          <TextField key={label} label={label} />
        ))}
      </ThemeProvider>,
    );
    const keyframes = (name: string) => rulesOf().filter((rule) => new RegExp(`^@keyframes ${name}\\s*\\{`).test(rule));
    // One block: Emotion writes each rule prefixed and not (-webkit-keyframes reads back as keyframes).
    expect(keyframes('mui-auto-fill')).toHaveLength(2);
    expect(keyframes('mui-auto-fill-cancel')).toHaveLength(2);
  });
});
