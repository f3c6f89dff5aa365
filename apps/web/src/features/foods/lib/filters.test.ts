import type { RatedFood } from '@nutritest/domain';
import { describe, expect, it } from 'vitest';
import { filterFoods, isFiltered, normalize, pageOf, readFilters, toggle, writeFilters } from './filters';

const food = (name: string, categoryId: number, score: 0 | 1 | 2 | 3): RatedFood => ({
  id: normalize(name).replace(/\s+/g, '-'),
  food: name,
  category: `C${categoryId}`,
  portion: '1 porción (100 g)',
  categoryId,
  score,
  reasons: [],
});
const foods = [
  food('Leche entera', 1, 3),
  food('Leche descremada', 1, 2),
  food('Dulce de leche', 2, 3),
  food('Limón', 3, 0),
  food('Brócoli', 4, 0),
];

describe('the /foods filters', () => {
  it('match names without case or accents', () => {
    expect(filterFoods(foods, { query: 'LECHE', frequencies: [], categories: [], page: 1 }).map((f) => f.food)).toEqual(
      ['Leche entera', 'Leche descremada', 'Dulce de leche'],
    );
    expect(filterFoods(foods, { query: 'limon', frequencies: [], categories: [], page: 1 })).toHaveLength(1);
    expect(filterFoods(foods, { query: 'BRÓCOLI', frequencies: [], categories: [], page: 1 })).toHaveLength(1);
  });

  it('combine name, category and frequency', () => {
    expect(
      filterFoods(foods, { query: 'leche', frequencies: [3], categories: [1], page: 1 }).map((f) => f.food),
    ).toEqual(['Leche entera']);
    expect(filterFoods(foods, { query: '', frequencies: [0], categories: [], page: 1 })).toHaveLength(2);
  });

  it('live in the URL and come back the same', () => {
    const filters = { query: 'leche', frequencies: [3, 0], categories: [4, 1], page: 2 };
    const params = writeFilters(filters);
    expect(params.toString()).toBe('q=leche&frecuencia=0%2C3&categoria=1%2C4&pagina=2');
    expect(readFilters(params)).toEqual({ query: 'leche', frequencies: [0, 3], categories: [1, 4], page: 2 });
    expect(readFilters(new URLSearchParams('frecuencia=9,x,1&pagina=-3'))).toEqual({
      query: '',
      frequencies: [1],
      categories: [],
      page: 1,
    });
    expect(isFiltered(readFilters(new URLSearchParams('pagina=3')))).toBe(false);
    expect(isFiltered(readFilters(new URLSearchParams('categoria=2')))).toBe(true);
  });

  it('pages of 12; a page past the end shows the last one', () => {
    const many = Array.from({ length: 30 }, (_, i) => i);
    expect(pageOf(many, 1).items).toHaveLength(12);
    expect(pageOf(many, 3)).toEqual({ items: [24, 25, 26, 27, 28, 29], page: 3 });
    expect(pageOf(many, 9).page).toBe(3);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1 });
  });

  it('toggle a value', () => {
    expect(toggle([1, 3], 2)).toEqual([1, 2, 3]);
    expect(toggle([1, 3], 3)).toEqual([1]);
  });
});
