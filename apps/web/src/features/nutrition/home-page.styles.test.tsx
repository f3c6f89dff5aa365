import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { keepStyles } from '../../../test/styles';
import { renderHome } from './test-utils';

// A colour set by CSS: this file keeps Emotion's rules in jsdom (test/setup.ts, issue 19).
keepStyles();
afterEach(() => vi.unstubAllGlobals());

it("/home: 'Completar formulario' shows collapsed, in red, while the Formulario ADN is missing", async () => {
  await renderHome();
  const summary = await screen.findByRole('button', { name: 'Completar formulario' });
  expect(summary).toHaveAttribute('aria-expanded', 'false');
  expect(within(summary).getByText('Completar formulario')).toHaveStyle({ color: '#c62f35' });
});
