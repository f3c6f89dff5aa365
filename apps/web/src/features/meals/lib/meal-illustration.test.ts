import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain build script (JavaScript, no types)
import { mealIcons } from '../../../../scripts/meal-icons.mjs';
import { addLines, type CartLine } from './cart';
import { ILLUSTRATION_ICON_PX, illustrationIconUrl, mealIllustration } from './meal-illustration';

describe("the illustrations' pictures", () => {
  const publicDir = path.resolve(import.meta.dirname, '../../../../public');
  const icons: string[] = mealIcons();

  it('are read from every category, defaults included', () => {
    expect(icons).toEqual(expect.arrayContaining(['fish', 'poultry-leg', 'shallow-pan-of-food', 'avocado']));
    expect(icons.length).toBeGreaterThanOrEqual(20);
  });

  // Never an SVG: a browser makes each SVG picture a document on the page's main thread (issue 42).
  it.each(Object.keys(ILLUSTRATION_ICON_PX) as (keyof typeof ILLUSTRATION_ICON_PX)[])(
    'exist for every icon as %s, WebP at twice the size shown (scripts/meal-icons.mjs)',
    (role) => {
      for (const icon of icons) {
        const url = illustrationIconUrl(icon, role);
        expect(url).toMatch(/\.webp$/);
        const bytes = readFileSync(path.join(publicDir, url));
        expect(bytes.subarray(0, 4).toString('latin1'), url).toBe('RIFF');
        expect(bytes.subarray(8, 12).toString('latin1'), url).toBe('WEBP');
        expect(url).toContain(`-${ILLUSTRATION_ICON_PX[role] * 2}.webp`);
      }
    },
  );
});

describe('mealIllustration', () => {
  it.each([
    ['Pollo al horno con boniato', null, 'pollo'],
    ['Tarta de zapallitos', '(vegetariano, apto freezer)', 'tarta'],
    ['Guiso de lentejas con verduras', null, 'legumbres'],
    ['Merluza con puré de calabaza', null, 'pescado'],
    ['Milanesas de berenjena con ensalada', null, 'verduras'],
    ['Ensalada de quinoa y garbanzos', null, 'ensalada'],
    ['Salmón con vegetales asados', null, 'pescado'],
    ['Bowl de arroz integral, tofu y brócoli', null, 'arroz'],
    ['Hamburguesa de soja', '(vegano)', 'vegetariano'],
    ['Especial de la casa', null, 'plato del día'],
  ])('%s → %s', (title, subtitle, category) => {
    const art = mealIllustration({ title, subtitle });
    expect(art.category).toBe(category);
    expect(art.icons).toHaveLength(3);
  });
});

describe('addLines (Repetir pedido)', () => {
  const line = (mealId: string, quantity: number): CartLine => ({
    weekId: 'w',
    weekstart: '2026-11-30',
    weekend: '2026-12-06',
    date: '2026-12-01',
    mealId,
    title: mealId,
    quantity,
  });
  it('adds quantities to a line already there, up to 50, and appends the others', () => {
    expect(addLines([line('a', 49)], [line('a', 3), line('b', 2)])).toEqual([line('a', 50), line('b', 2)]);
  });
});
