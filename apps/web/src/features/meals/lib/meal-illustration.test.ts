import { describe, expect, it } from 'vitest';
import { addLines, type CartLine } from './cart';
import { mealIllustration } from './meal-illustration';

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
