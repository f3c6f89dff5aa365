/**
 * A food of the catalogue (packages/content/src/foods) and its composition. Amounts are per 100 g
 * of edible portion (per 100 ml for drinks); `portion` is the usual serving the per-serving
 * cut-offs of the rating use.
 */

/** Per 100 g. Units: g for macros, mg or µg as named. 0 when the food has none or the source gives none. */
export interface FoodNutrients {
  kcal: number;
  /** g */
  protein: number;
  /** g */
  fat: number;
  /** g */
  saturatedFat: number;
  /** g, total sugars */
  sugars: number;
  /** g, total dietary fibre */
  fibre: number;
  /** mg */
  sodium: number;
  /** mg */
  potassium: number;
  /** mg */
  cholesterol: number;
  /** mg */
  calcium: number;
  /** mg */
  magnesium: number;
  /** mg */
  iron: number;
  /** mg */
  vitaminC: number;
  /** µg dietary folate equivalents */
  folate: number;
  /** µg */
  vitaminB12: number;
  /** mg */
  vitaminB6: number;
  /** µg preformed retinol */
  retinol: number;
  /** µg */
  betaCarotene: number;
  /** µg (D2 + D3) */
  vitaminD: number;
  /** µg */
  selenium: number;
}

/** Where a food's numbers come from. */
export type FoodSource =
  /** USDA National Nutrient Database for Standard Reference, release 28 (public domain), by NDB number. */
  | { kind: 'usda-sr28'; ndb: string; description: string }
  /** Set by hand (no USDA match, e.g. mate or fainá): `basis` says how the figures were reached. */
  | { kind: 'manual'; basis: string };

/** What USDA SR lacks, set by hand for every food (0 / false when absent). Per 100 g. */
export interface FoodHandSetFacts {
  /** g */
  lactose: number;
  /** mg */
  caffeine: number;
  /** g of ethanol */
  alcohol: number;
  /** mg of EPA + DHA */
  epaDha: number;
  /** Contains wheat, barley, rye, triticale or non-certified oats. */
  gluten: boolean;
  /** Histamine-rich or fermented/aged/cured/smoked (Sánchez-Pérez 2021, Comas-Basté 2020 categories). */
  histamine: boolean;
  /** Cabbage family (brócoli, repollo, coliflor, rúcula, kale, ...). */
  cruciferous: boolean;
  /**
   * Fermented dairy with live cultures (yogur, kéfir): the cultures digest part of the lactose, so
   * up to 12 g per portion counts as low (fact sheet §2.3). Absent means false.
   */
  fermented?: boolean;
  /**
   * The general advice for everyone, before genetics (Guía Alimentaria para la Población Uruguaya,
   * MSP 2016): 'prefer' natural or minimally processed plant foods, fish and water; 'limit'
   * ultra-processed foods, sugary drinks, processed meats and alcohol; 'neutral' the rest.
   */
  guideline: FoodGuideline;
  /**
   * Processed meat (WHO/IARC 2015, group 1: meat transformed by salting, curing, fermentation or
   * smoking): every fiambre and embutido, and the dishes built on one. Absent means false.
   */
  processedMeat?: boolean;
  /**
   * Where the food's sugars come from when none is added: 'milk' (lactose-free dairy, whose sugars
   * are the milk's own, split by lactase: neither free sugars for WHO nor counted by the warning
   * criteria) or 'fruit' (juice or a fruit shake without added sugar: free sugars for WHO, but
   * exempt from Uruguay's warning criteria, Decreto 34/021). Absent: sugars other than lactose count.
   */
  sugarsFrom?: 'milk' | 'fruit';
}

export type FoodGuideline = 'prefer' | 'neutral' | 'limit';

export interface FoodEntry extends FoodHandSetFacts {
  /** Stable slug, e.g. 'leche-entera'. */
  id: string;
  /** Spanish name as shown, e.g. 'Leche entera'. Unique. */
  name: string;
  categoryId: number;
  /**
   * The usual portion: grams (ml for drinks) and its household measure in Spanish ('1 cucharada
   * (14 g)', '1 taza (240 ml)'). Every per-portion cut-off of the rating reads it.
   */
  portion: { grams: number; label: string };
  /** True for drinks (amounts per 100 ml; no "low energy density" bonus). */
  liquid: boolean;
  nutrients: FoodNutrients;
  source: FoodSource;
}

export interface FoodCategory {
  id: number;
  label: string;
}
