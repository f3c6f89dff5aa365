import type { RatedFood } from '@nutritest/domain';

/** Foods per page (doc 2 §2). */
export const PAGE_SIZE = 12;

/** The /foods filters as they live in the URL: ?q=leche&frecuencia=0,3&categoria=1,4&pagina=2 */
export interface FoodFilters {
  query: string;
  frequencies: number[];
  categories: number[];
  page: number;
}

const numbers = (value: string | null): number[] =>
  (value ?? '')
    .split(',')
    .map((part) => Number.parseInt(part, 10))
    .filter((n) => Number.isInteger(n) && n >= 0)
    .filter((n, i, all) => all.indexOf(n) === i)
    .sort((a, b) => a - b);

export function readFilters(params: URLSearchParams): FoodFilters {
  const page = Number.parseInt(params.get('pagina') ?? '1', 10);
  return {
    query: params.get('q') ?? '',
    frequencies: numbers(params.get('frecuencia')).filter((n) => n <= 3),
    categories: numbers(params.get('categoria')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function writeFilters(filters: FoodFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query) params.set('q', filters.query);
  if (filters.frequencies.length) params.set('frecuencia', [...filters.frequencies].sort((a, b) => a - b).join(','));
  if (filters.categories.length) params.set('categoria', [...filters.categories].sort((a, b) => a - b).join(','));
  if (filters.page > 1) params.set('pagina', String(filters.page));
  return params;
}

export function isFiltered(filters: FoodFilters): boolean {
  return filters.query.trim() !== '' || filters.frequencies.length > 0 || filters.categories.length > 0;
}

/** How many frequency and category boxes are ticked (the phone's 'Filtros (n)' button; the search shows itself). */
export function activeFilterCount(filters: FoodFilters): number {
  return filters.frequencies.length + filters.categories.length;
}

/** Lower case without accents: 'Limón' and 'limon' match. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Name substring (case- and accent-insensitive), categories and frequencies, all combined (doc 2 §5). */
export function filterFoods(foods: readonly RatedFood[], filters: FoodFilters): RatedFood[] {
  const query = normalize(filters.query);
  return foods.filter(
    (food) =>
      (query === '' || normalize(food.food).includes(query)) &&
      (filters.frequencies.length === 0 || filters.frequencies.includes(food.score)) &&
      (filters.categories.length === 0 || filters.categories.includes(food.categoryId)),
  );
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** The foods of one page; a page past the end shows the last one. */
export function pageOf<T>(items: readonly T[], page: number): { items: T[]; page: number } {
  const last = pageCount(items.length);
  const current = Math.min(Math.max(1, page), last);
  return { items: items.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE), page: current };
}

export function toggle(values: readonly number[], value: number): number[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value].sort((a, b) => a - b);
}
