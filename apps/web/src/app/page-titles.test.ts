import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageTitle, SITE_TITLE } from './page-titles';
import { routes } from './router';

// Issue 41, item 12: every page had the same <title>.
describe('page titles', () => {
  it('names each page, whatever the letter case, slash or query', () => {
    expect(pageTitle('/login')).toBe('Ingresar · NutriTest');
    expect(pageTitle('/Login/')).toBe('Ingresar · NutriTest');
    expect(pageTitle('/signup?user=1')).toBe('Crear cuenta · NutriTest');
    expect(pageTitle('/')).toBe(SITE_TITLE);
  });

  it('gives every page route its own title (only the landing and unknown paths keep the site title)', () => {
    const paths = (routes[1]!.children ?? [])
      .map((r) => ('path' in r ? r.path : undefined))
      .filter((p): p is string => typeof p === 'string' && p !== '*' && p !== '/platos' && p !== '/dna');
    const missing = paths.filter((p) => pageTitle(p) === SITE_TITLE);
    expect(missing).toEqual([]);
    expect(new Set(paths.map(pageTitle)).size).toBeGreaterThan(paths.length - 6);
    expect(matchRoutes(routes, '/login')).not.toBeNull();
  });
});
