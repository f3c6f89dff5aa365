import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activeSection, EndUserNav } from './end-user-nav';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <EndUserNav /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return within(screen.getByRole('navigation', { name: 'Secciones' }));
}

describe('EndUserNav', () => {
  it('links the four sections in order', () => {
    const nav = renderAt('/home');
    const links = nav.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Resultados', '/results'],
      ['Recomendaciones', '/foods'],
      ['Platos', '/platos-semanales'],
      ['Nutricionistas', '/consulta-nutricional'],
    ]);
    for (const link of links) expect(link).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['/results', 'Resultados'],
    ['/foods', 'Recomendaciones'],
    ['/platos', 'Platos'],
    ['/platos-semanales', 'Platos'],
    ['/consulta-nutricional', 'Nutricionistas'],
  ])('highlights the section of %s', (path, name) => {
    const nav = renderAt(path);
    const current = nav.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAccessibleName(name);
  });

  it('chooses the section from the path', () => {
    expect(activeSection('/results')).toBe('results');
    expect(activeSection('/Foods/')).toBe('foods');
    expect(activeSection('/platos-semanales')).toBe('meals');
    expect(activeSection('/consulta-nutricional')).toBe('consultation');
    expect(activeSection('/resultsx')).toBeNull();
    expect(activeSection('/dashboard')).toBeNull();
  });
});
