import { existsSync, readFileSync } from 'node:fs';
import {
  type FoodEntry,
  type FoodScore,
  foodFrequencyLabel,
  rateFood,
  rateFoods,
  scoreGenotypes,
  type TraitScores,
  traitKeys,
  traitScoresOf,
} from '@nutritest/domain';
import { describe, expect, it } from 'vitest';
import { foodCategories, foodSlug, foods } from './catalogue';
import { FOOD_IMAGE_PLACEHOLDER, foodImageOf, foodImages } from './images';
import { usdaSr28 } from './usda-sr28.generated';

const iconsDir = new URL('../../../../apps/web/public/food-icons/', import.meta.url);
const iconExists = (icon: string) => existsSync(new URL(`${icon}.svg`, iconsDir));

const byName = new Map(foods.map((food) => [food.name, food]));
function food(name: string): FoodEntry {
  const found = byName.get(name);
  if (!found) throw new Error(`no food named ${name}`);
  return found;
}

const allZero: TraitScores = Object.fromEntries(traitKeys.map((key) => [key, 0]));

/** The demo customer's scores, from the laboratory file the demo seed ships (lab format, as in the domain test). */
function demoScores(): TraitScores {
  const csv = readFileSync(new URL('../../../../apps/api/src/db/seed/demo-genotypes.csv', import.meta.url), 'utf8');
  const [, ...lines] = csv.trim().split(/\r?\n/);
  const rows = lines.map((line) => {
    const [referenceId = '', rsid = '', genotype = ''] = line.split(',').map((cell) => cell.trim());
    return { referenceId, rsid, genotype };
  });
  return traitScoresOf(scoreGenotypes(rows).items);
}

describe('the food catalogue', () => {
  it('has about 300 foods with unique ids and names', () => {
    expect(foods.length).toBeGreaterThanOrEqual(290);
    expect(foods.length).toBeLessThanOrEqual(320);
    expect(new Set(foods.map((f) => f.id)).size).toBe(foods.length);
    expect(new Set(foods.map((f) => f.name)).size).toBe(foods.length);
    for (const f of foods) {
      expect(f.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(f.id).toBe(foodSlug(f.name));
    }
  });

  it('has categories 1..N, each with foods, and every food in one of them', () => {
    expect(foodCategories.map((c) => c.id)).toEqual(foodCategories.map((_, i) => i + 1));
    expect(new Set(foodCategories.map((c) => c.label)).size).toBe(foodCategories.length);
    const ids = new Set(foodCategories.map((c) => c.id));
    for (const f of foods) expect(ids.has(f.categoryId), f.name).toBe(true);
    for (const c of foodCategories)
      expect(
        foods.some((f) => f.categoryId === c.id),
        c.label,
      ).toBe(true);
  });

  it('is sorted by category, then by name', () => {
    const collator = new Intl.Collator('es', { sensitivity: 'base' });
    const sorted = [...foods].sort((a, b) => a.categoryId - b.categoryId || collator.compare(a.name, b.name));
    expect(foods.map((f) => f.id)).toEqual(sorted.map((f) => f.id));
  });

  it('has every nutrient and hand-set amount as a finite number ≥ 0, and a usual portion', () => {
    for (const f of foods) {
      expect(Object.keys(f.nutrients)).toHaveLength(20);
      for (const [key, value] of Object.entries(f.nutrients)) {
        expect(Number.isFinite(value) && value >= 0, `${f.name} ${key}`).toBe(true);
      }
      for (const value of [f.lactose, f.caffeine, f.alcohol, f.epaDha]) {
        expect(Number.isFinite(value) && value >= 0, f.name).toBe(true);
      }
      expect(f.portion.grams, f.name).toBeGreaterThan(0);
      expect(f.portion.label, f.name).toMatch(/\(\d/);
    }
  });

  it('gives every food a usual portion within sane bounds for its category, with its measure in grams or ml', () => {
    // [min, max] grams (ml for drinks) of one usual portion, by category label.
    const bounds: Record<string, readonly [number, number]> = {
      Lácteos: [10, 300],
      Quesos: [10, 120],
      Huevos: [30, 120],
      'Carnes vacunas': [80, 250],
      'Cerdo, cordero y otras carnes': [80, 250],
      Aves: [80, 250],
      'Pescados y mariscos': [10, 250],
      'Fiambres y embutidos': [15, 120],
      Legumbres: [30, 250],
      'Panes, galletas y bizcochos': [10, 120],
      'Cereales, pastas y harinas': [10, 300],
      'Verduras y hortalizas': [3, 300],
      Frutas: [10, 300],
      'Frutos secos y semillas': [5, 50],
      'Aceites y grasas': [5, 20], // 1 cucharada of oil ≈ 10–14 g
      'Dulces, chocolates y postres': [5, 200],
      'Bebidas sin alcohol': [150, 500],
      Infusiones: [30, 500],
      'Bebidas alcohólicas': [30, 500],
      'Comidas típicas': [50, 500],
      'Snacks y comida rápida': [20, 400],
      'Salsas y condimentos': [1, 100],
    };
    expect(Object.keys(bounds).sort()).toEqual(foodCategories.map((c) => c.label).sort());
    const labelOf = new Map(foodCategories.map((c) => [c.id, c.label]));
    for (const f of foods) {
      const [min, max] = bounds[labelOf.get(f.categoryId)!]!;
      expect(f.portion.grams, f.name).toBeGreaterThanOrEqual(min);
      expect(f.portion.grams, f.name).toBeLessThanOrEqual(max);
      // the household measure states the amount it stands for: '1 taza (240 ml)', '1 cucharada (14 g)'
      expect(f.portion.label, f.name).toMatch(new RegExp(`\\(${f.portion.grams} (g|ml)\\b`));
    }
    expect(food('Leche entera').portion).toEqual({ grams: 240, label: '1 taza (240 ml)' });
    expect(food('Aceite de oliva').portion.grams).toBeGreaterThanOrEqual(10);
    expect(food('Aceite de oliva').portion.grams).toBeLessThanOrEqual(14);
    expect(food('Queso colonia').portion.grams).toBe(30);
  });

  it('traces every figure: USDA foods match the extracted SR28 data, manual ones say how', () => {
    let usda = 0;
    for (const f of foods) {
      if (f.source.kind === 'usda-sr28') {
        usda++;
        const entry = usdaSr28[f.source.ndb];
        expect(entry, `${f.name} ${f.source.ndb}`).toBeDefined();
        expect(f.source.description).toBe(entry?.description);
        expect(f.nutrients).toEqual(entry?.nutrients);
      } else {
        expect(f.source.basis.trim().length, f.name).toBeGreaterThan(20);
      }
    }
    expect(usda / foods.length).toBeGreaterThan(0.75);
  });

  it('keeps the hand-set facts realistic', () => {
    expect(food('Leche entera').lactose).toBeCloseTo(4.8);
    expect(food('Leche sin lactosa').lactose).toBeLessThan(0.5);
    expect(food('Fainá').gluten).toBe(false);
    expect(food('Pan flauta').gluten).toBe(true);
    expect(food('Cerveza')).toMatchObject({ gluten: true, histamine: true });
    expect(food('Queso colonia').histamine).toBe(true);
    expect(food('Brócoli').cruciferous).toBe(true);
    // a shared termo of mate is well above 80 mg of caffeine
    const mate = food('Mate');
    expect((mate.caffeine * mate.portion.grams) / 100).toBeGreaterThan(80);
    for (const f of foods) {
      if (f.alcohol > 0) expect(f.liquid, f.name).toBe(true);
      if (f.categoryId === foodCategories.find((c) => c.label === 'Bebidas alcohólicas')?.id && f.alcohol > 1) {
        expect(f.guideline, f.name).toBe('limit');
      }
      expect(f.alcohol, f.name).toBeLessThan(40);
      expect(f.lactose, f.name).toBeLessThanOrEqual(40);
      expect(f.epaDha, f.name).toBeLessThan(3000);
    }
  });
});

describe('the food images', () => {
  it('maps catalogue names to icons that exist as files', () => {
    for (const [name, icon] of Object.entries(foodImages)) {
      expect(byName.has(name), name).toBe(true);
      expect(iconExists(icon), `${icon}.svg`).toBe(true);
    }
    expect(iconExists(FOOD_IMAGE_PLACEHOLDER)).toBe(true);
    expect(existsSync(new URL('LICENSE.txt', iconsDir))).toBe(true);
  });

  it('gives at least 85 % of the foods an image of their own', () => {
    const withImage = foods.filter((f) => Object.hasOwn(foodImages, f.name));
    expect(withImage.length / foods.length).toBeGreaterThanOrEqual(0.85);
  });

  it('answers the icon URL, or the placeholder', () => {
    expect(foodImageOf('Mate')).toBe('/food-icons/mate.svg');
    expect(foodImageOf('Leche entera')).toBe('/food-icons/glass-of-milk.svg');
    expect(foodImageOf('No es un alimento')).toBe('/food-icons/placeholder.svg');
    expect(foodImageOf('constructor')).toBe('/food-icons/placeholder.svg');
  });
});

describe('the rating engine on the real catalogue', () => {
  it('never puts a food at 3 for a person whose traits are all at 0', () => {
    const rated = rateFoods(foods, foodCategories, allZero);
    expect(rated.foods).toHaveLength(foods.length);
    expect(rated.foods.map((f) => f.score)).not.toContain(3);
    for (const f of rated.foods) expect(f.category).not.toBe('');
  });

  it('a lactose result limits whole milk; a declared intolerance limits a cup (11.5 g) and rules out more; yogurt and lactose-free rate better', () => {
    const scores = { ...allZero, lactoseTolerance: 2 as const };
    const milk = rateFood(food('Leche entera'), scores);
    expect(foodFrequencyLabel(milk.score)).toBe('Limitado');
    expect(foodFrequencyLabel(rateFood(food('Leche entera'), scores, ['lactose']).score)).toBe('Limitado');
    // Leche en polvo: 26 g with 9.9 g of lactose is limited; a licuado (9.6 g) too; dulce de leche is already limited.
    expect(foodFrequencyLabel(rateFood(food('Leche en polvo entera'), allZero, ['lactose']).score)).toBe('Limitado');
    for (const name of ['Yogur sin lactosa', 'Leche sin lactosa', 'Yogur entero', 'Kéfir']) {
      expect(rateFood(food(name), scores).score, name).toBeLessThan(milk.score);
      // fermented dairy and lactose-free products stay allowed with a declared intolerance
      expect(rateFood(food(name), scores, ['lactose']).score, name).toBeLessThan(3);
    }
    // aged cheeses carry almost no lactose: they are not pushed to avoid
    expect(rateFood(food('Queso colonia'), scores, ['lactose']).score).toBeLessThan(3);
  });

  it('a slow caffeine metaboliser: café and mate rate worse, "Limitado" (about two cups a day are fine)', () => {
    const slow = { ...allZero, caffeineSensitivity: 2 as const };
    for (const name of ['Café', 'Mate', 'Café expreso']) {
      const rating = rateFood(food(name), slow);
      expect(rating.score, name).toBeGreaterThan(rateFood(food(name), allZero).score);
      expect(foodFrequencyLabel(rating.score), name).toBe('Limitado');
      expect(rating.reasons[0], name).toMatchObject({ trait: 'caffeineSensitivity', property: 'caffeine' });
    }
    expect(rateFood(food('Té de hierbas'), slow).score).toBe(rateFood(food('Té de hierbas'), allZero).score);
  });

  it('a celiac-risk result alone moves gluten foods one step at most, and never to 3', () => {
    const celiac = { ...allZero, celiacRisk: 2 as const };
    expect(rateFood(food('Pan flauta'), celiac).score).toBeLessThanOrEqual(2);
    for (const f of foods) {
      const before = rateFood(f, allZero).score;
      const after = rateFood(f, celiac).score;
      expect(after - before, f.name).toBeLessThanOrEqual(1);
      if (!f.gluten) expect(after, f.name).toBe(before);
      expect(after, f.name).toBeLessThan(3);
    }
  });

  it('gives the demo customer foods in all four frequency groups', () => {
    const scores = demoScores();
    // The demo seed declares 'Intolerante a la lactosa' in her Formulario ADN (apps/api/src/db/seed/demo.ts).
    const declared = ['lactose'] as const;
    const counts: Record<FoodScore, number> = { 0: 0, 1: 0, 2: 0, 3: 0 };
    for (const f of foods) counts[rateFood(f, scores, declared).score]++;
    for (const score of [0, 1, 2, 3] as const) expect(counts[score], `score ${score}`).toBeGreaterThanOrEqual(1);
    // Issue 18: 134/60/62/59 before (every oil and yogurt 'No sugerido'), then 144/65/54/52. Issue 37:
    // a cup of milk is limited rather than forbidden for a declared intolerance, and her moderate
    // results only limit: the 'No sugerido' group holds what passes 12 g of lactose per portion.
    expect(counts).toEqual({ 0: 103, 1: 100, 2: 111, 3: 1 });
    // lactose intolerant (lactoseTolerance 2, declared) and needs omega 3 (omega3Need 2)
    expect(rateFood(food('Leche entera'), scores, declared).score).toBe(2);
    expect(rateFood(food('Salmón'), scores, declared).score).toBe(0);
    for (const name of ['Aceite de oliva', 'Aceite de canola', 'Yogur entero', 'Yogur descremado', 'Kéfir']) {
      expect(foodFrequencyLabel(rateFood(food(name), scores, declared).score), name).not.toBe('No sugerido');
    }
  });
});
