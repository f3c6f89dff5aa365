import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WhileWaitingCard } from './while-waiting-card';

describe('WhileWaitingCard (issue 22 item 18)', () => {
  it('offers the calculator, said to be without genetic adjustments yet, and the weekly meals', () => {
    render(
      <MemoryRouter>
        <WhileWaitingCard />
      </MemoryRouter>,
    );
    const card = screen.getByRole('region', { name: 'Mientras esperás tus resultados' });
    expect(within(card).getByText(/hasta 45 días hábiles/)).toBeVisible();
    expect(within(card).getByText(/todavía sin ajustes genéticos/)).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Calcular mi perfil nutricional' })).toHaveAttribute('href', '/home');
    expect(within(card).getByRole('link', { name: 'Pedir platos semanales' })).toHaveAttribute(
      'href',
      '/platos-semanales',
    );
  });
});
