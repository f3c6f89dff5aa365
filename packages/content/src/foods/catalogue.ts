/**
 * The food catalogue: about 300 foods eaten in Uruguay, with their composition per 100 g (per
 * 100 ml for drinks) and the facts USDA lacks, set by hand (see ./README.md for the sources).
 *
 * Composition: `usda('01077')` takes a food as is from USDA SR28 (usda-sr28.generated.ts, which
 * scripts/extract-usda.mjs writes from the NDB numbers quoted in this file); `recipe(...)` computes
 * a dish without a USDA match from USDA ingredients. Every 5-digit string in this file is read as
 * an NDB number by the extraction script.
 *
 * Hand-set facts per 100 g: a fact left out is 0 (or false), which is itself a reviewed decision.
 * EPA + DHA is set for fish, seafood and eggs, where it matters; land meats carry only traces.
 */
import type { FoodCategory, FoodEntry, FoodGuideline, FoodHandSetFacts } from '@nutritest/domain';
import { type Composition, type RecipePart, recipe, usda } from './composition';

export const foodCategories: readonly FoodCategory[] = [
  { id: 1, label: 'Lácteos' },
  { id: 2, label: 'Quesos' },
  { id: 3, label: 'Huevos' },
  { id: 4, label: 'Carnes vacunas' },
  { id: 5, label: 'Cerdo, cordero y otras carnes' },
  { id: 6, label: 'Aves' },
  { id: 7, label: 'Pescados y mariscos' },
  { id: 8, label: 'Fiambres y embutidos' },
  { id: 9, label: 'Legumbres' },
  { id: 10, label: 'Panes, galletas y bizcochos' },
  { id: 11, label: 'Cereales, pastas y harinas' },
  { id: 12, label: 'Verduras y hortalizas' },
  { id: 13, label: 'Frutas' },
  { id: 14, label: 'Frutos secos y semillas' },
  { id: 15, label: 'Aceites y grasas' },
  { id: 16, label: 'Dulces, chocolates y postres' },
  { id: 17, label: 'Bebidas sin alcohol' },
  { id: 18, label: 'Infusiones' },
  { id: 19, label: 'Bebidas alcohólicas' },
  { id: 20, label: 'Comidas típicas' },
  { id: 21, label: 'Snacks y comida rápida' },
  { id: 22, label: 'Salsas y condimentos' },
];

/** Hand-set facts that differ from 0 / false, plus `liquid` and an id when the slug of the name will not do. */
type Facts = Partial<Omit<FoodHandSetFacts, 'guideline'>> & { liquid?: boolean; id?: string };

interface Draft {
  name: string;
  portion: { grams: number; label: string };
  composition: Composition;
  guideline: FoodGuideline;
  facts: Facts;
}

function f(
  name: string,
  grams: number,
  label: string,
  composition: Composition,
  guideline: FoodGuideline,
  facts: Facts = {},
): Draft {
  return { name, portion: { grams, label }, composition, guideline, facts };
}

/** 'Leche entera' → 'leche-entera'; 'Ñoquis' → 'noquis'. */
export function foodSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

// Recurrent ingredients (grams), USDA SR28 NDB numbers.
const water = (grams: number): RecipePart => ['14411', grams];
const flour = (grams: number): RecipePart => ['20081', grams];
const sunflowerOil = (grams: number): RecipePart => ['04506', grams];
const beefTallow = (grams: number): RecipePart => ['04001', grams];
const salt = (grams: number): RecipePart => ['02047', grams];
const egg = (grams: number): RecipePart => ['01123', grams];
const wholeMilk = (grams: number): RecipePart => ['01077', grams];
const butter = (grams: number): RecipePart => ['01001', grams];
const sugar = (grams: number): RecipePart => ['19335', grams];
const breadcrumbs = (grams: number): RecipePart => ['18079', grams];
const mozzarella = (grams: number): RecipePart => ['01026', grams];
const cookedHam = (grams: number): RecipePart => ['07029', grams];
const tomatoSauce = (grams: number): RecipePart => ['11549', grams];
const boiledPotato = (grams: number): RecipePart => ['11367', grams];
const parrillaSausage = (grams: number): RecipePart => ['07089', grams];
const dulceDeLeche = (grams: number): RecipePart => ['01225', grams];
const milkChocolate = (grams: number): RecipePart => ['19120', grams];
const pizzaDough: readonly RecipePart[] = [flour(100), water(60), sunflowerOil(5), salt(2)];
/** Breading of a milanesa: egg, breadcrumbs and the frying oil it takes up. */
const breading: readonly RecipePart[] = [egg(8), breadcrumbs(15), sunflowerOil(10)];

const lacteos: Draft[] = [
  f('Leche entera', 240, '1 taza (240 ml)', usda('01077'), 'neutral', { liquid: true, lactose: 4.8 }),
  f('Leche semidescremada', 240, '1 taza (240 ml)', usda('01079'), 'neutral', { liquid: true, lactose: 4.8 }),
  f('Leche descremada', 240, '1 taza (240 ml)', usda('01085'), 'neutral', { liquid: true, lactose: 4.9 }),
  // Lactose-free milk: the same milk with its lactose split by lactase; composition otherwise unchanged.
  f('Leche sin lactosa', 240, '1 taza (240 ml)', usda('01079'), 'neutral', {
    liquid: true,
    lactose: 0.1,
    sugarsFrom: 'milk',
  }),
  f('Leche en polvo entera', 26, '2 cucharadas (26 g)', usda('01090'), 'neutral', { lactose: 38 }),
  f('Leche chocolatada', 240, '1 taza (240 ml)', usda('01102'), 'limit', { liquid: true, lactose: 4.5, caffeine: 2 }),
  f(
    'Submarino',
    270,
    '1 taza con una barrita de chocolate (270 ml)',
    recipe('Submarino: leche caliente con una barrita de chocolate con leche', [wholeMilk(240), milkChocolate(30)]),
    'neutral',
    { liquid: true, lactose: 5.2, caffeine: 2 },
  ),
  f('Yogur entero', 170, '1 pote (170 g)', usda('01116'), 'neutral', { lactose: 4, fermented: true }),
  f('Yogur descremado', 170, '1 pote (170 g)', usda('01118'), 'neutral', { lactose: 4, fermented: true }),
  f('Yogur con frutas', 170, '1 pote (170 g)', usda('01120'), 'limit', { lactose: 3.5, fermented: true }),
  // Lactose-free yogurt: whole-milk yogurt with lactase; composition otherwise unchanged.
  f('Yogur sin lactosa', 170, '1 pote (170 g)', usda('01116'), 'neutral', {
    lactose: 0.1,
    fermented: true,
    sugarsFrom: 'milk',
  }),
  f('Kéfir', 200, '1 vaso (200 ml)', usda('01289'), 'neutral', { liquid: true, lactose: 3, fermented: true }),
  f('Crema de leche', 15, '1 cucharada (15 g)', usda('01053'), 'limit', { lactose: 2.9 }),
];

const quesos: Draft[] = [
  f('Queso colonia', 30, '1 porción (30 g)', usda('01040'), 'neutral', { lactose: 0.1, histamine: true }),
  f('Queso dambo', 30, '1 porción (30 g)', usda('01018'), 'neutral', { lactose: 0.5, histamine: true }),
  f('Queso magro', 30, '1 porción (30 g)', usda('01168'), 'neutral', { lactose: 2 }),
  f('Queso muzzarella', 30, '1 porción (30 g)', usda('01026'), 'neutral', { lactose: 1 }),
  f('Queso rallado', 10, '1 cucharada (10 g)', usda('01032'), 'neutral', { lactose: 0.1, histamine: true }),
  f('Queso sardo', 30, '1 porción (30 g)', usda('01038'), 'neutral', { lactose: 0.1, histamine: true }),
  f('Queso azul', 30, '1 porción (30 g)', usda('01004'), 'neutral', { lactose: 0.5, histamine: true }),
  f('Queso crema', 30, '2 cucharadas (30 g)', usda('01017'), 'neutral', { lactose: 3 }),
  f('Ricota', 60, '3 cucharadas (60 g)', usda('01037'), 'neutral', { lactose: 3 }),
  f('Provoleta', 100, '1 unidad (100 g)', usda('01035'), 'neutral', { lactose: 0.5, histamine: true }),
  f('Queso cuartirolo', 30, '1 porción (30 g)', usda('01228'), 'neutral', { lactose: 2 }),
  f('Queso fundido en fetas', 20, '1 feta (20 g)', usda('01042'), 'limit', { lactose: 3.5 }),
];

const huevos: Draft[] = [
  f('Huevo', 50, '1 unidad (50 g)', usda('01123'), 'neutral', { epaDha: 60 }),
  f('Huevo duro', 50, '1 unidad (50 g)', usda('01129'), 'neutral', { epaDha: 60 }),
  f('Huevo frito', 46, '1 unidad (46 g)', usda('01128'), 'neutral', { epaDha: 65 }),
  f('Huevos revueltos', 100, '2 huevos (100 g)', usda('01132'), 'neutral', { epaDha: 55, lactose: 0.8 }),
  f('Clara de huevo', 66, '2 claras (66 g)', usda('01124'), 'neutral'),
];

const meatPortion = '1 porción (150 g)';
const carnesVacunas: Draft[] = [
  f('Asado de tira', 200, '1 porción (200 g)', usda('13148'), 'neutral'),
  f('Vacío', 150, meatPortion, usda('13948'), 'neutral'),
  f('Entraña', 150, meatPortion, usda('13977'), 'neutral'),
  f('Matambre', 150, meatPortion, usda('13066'), 'neutral'),
  f('Colita de cuadril', 150, meatPortion, usda('13955'), 'neutral'),
  f('Nalga', 150, meatPortion, usda('13959'), 'neutral'),
  f('Peceto', 150, meatPortion, usda('13878'), 'neutral'),
  f('Lomo', 150, meatPortion, usda('13918'), 'neutral'),
  f('Bife de chorizo', 200, '1 bife (200 g)', usda('13910'), 'neutral'),
  f('Bife ancho', 200, '1 bife (200 g)', usda('13951'), 'neutral'),
  f('Cuadril', 150, meatPortion, usda('13451'), 'neutral'),
  f('Falda', 150, meatPortion, usda('13367'), 'neutral'),
  f('Osobuco', 150, meatPortion, usda('13228'), 'neutral'),
  f('Carne picada', 120, '1 porción (120 g)', usda('23575'), 'neutral'),
  f('Hamburguesa casera', 110, '1 unidad (110 g)', usda('23573'), 'neutral'),
  f('Hígado vacuno', 120, '1 bife (120 g)', usda('13327'), 'neutral'),
  f('Mondongo', 150, meatPortion, usda('23640'), 'neutral'),
  f('Molleja', 120, '1 porción (120 g)', usda('13338'), 'neutral'),
];

const otrasCarnes: Draft[] = [
  f('Bondiola', 150, meatPortion, usda('10083'), 'neutral'),
  f('Costilla de cerdo', 150, meatPortion, usda('10940'), 'neutral'),
  f('Lomo de cerdo', 150, meatPortion, usda('10222'), 'neutral'),
  f('Chuleta de cerdo', 150, '1 chuleta (150 g)', usda('10038'), 'neutral'),
  f('Pernil de cerdo', 150, meatPortion, usda('10009'), 'neutral'),
  f('Pierna de cordero', 150, meatPortion, usda('17231'), 'neutral'),
  f('Costillas de cordero', 150, meatPortion, usda('17240'), 'neutral'),
  f('Paleta de cordero', 150, meatPortion, usda('17245'), 'neutral'),
  f('Conejo', 150, meatPortion, usda('17179'), 'neutral'),
];

const aves: Draft[] = [
  f('Pechuga de pollo', 150, '1 pechuga chica (150 g)', usda('05064'), 'neutral'),
  f('Pata y muslo de pollo', 150, '1 unidad (150 g)', usda('05078'), 'neutral'),
  f('Muslo de pollo', 120, '1 unidad (120 g)', usda('05094'), 'neutral'),
  f('Alitas de pollo', 120, '4 alitas (120 g)', usda('05103'), 'neutral'),
  f('Pollo al horno con piel', 150, meatPortion, usda('05009'), 'neutral'),
  f('Pollo hervido', 150, meatPortion, usda('05126'), 'neutral'),
  f('Hígado de pollo', 100, '1 porción (100 g)', usda('05661'), 'neutral'),
  f('Pechuga de pavo', 150, meatPortion, usda('05711'), 'neutral'),
];

const fillet = '1 filete (150 g)';
const pescados: Draft[] = [
  f('Merluza', 150, fillet, usda('15133'), 'prefer', { epaDha: 200 }),
  f('Corvina', 150, '1 filete (150 g en crudo)', usda('15020'), 'prefer', { epaDha: 300 }),
  f('Brótola', 150, fillet, usda('15016'), 'prefer', { epaDha: 150 }),
  f('Pescadilla', 150, fillet, usda('15214'), 'prefer', { epaDha: 400 }),
  f('Lenguado', 150, fillet, usda('15029'), 'prefer', { epaDha: 300 }),
  f('Salmón', 150, fillet, usda('15237'), 'prefer', { epaDha: 2150 }),
  f('Caballa', 150, fillet, usda('15047'), 'prefer', { epaDha: 1200 }),
  f('Atún en lata al natural', 80, '1/2 lata escurrida (80 g)', usda('15121'), 'neutral', {
    epaDha: 270,
    histamine: true,
  }),
  f('Atún en lata en aceite', 80, '1/2 lata escurrida (80 g)', usda('15119'), 'neutral', {
    epaDha: 130,
    histamine: true,
  }),
  f('Sardinas en lata', 90, '1 lata escurrida (90 g)', usda('15088'), 'neutral', { epaDha: 980, histamine: true }),
  f('Anchoas', 10, '3 filetes (10 g)', usda('15002'), 'neutral', { epaDha: 2050, histamine: true }),
  f('Mejillones', 100, '1 porción (100 g)', usda('15165'), 'prefer', { epaDha: 780 }),
  f('Calamar', 150, '1 porción (150 g en crudo)', usda('15175'), 'prefer', { epaDha: 490 }),
  f('Rabas', 150, '1 porción (150 g)', usda('15176'), 'neutral', { epaDha: 450, gluten: true }),
  f('Camarones', 100, '1 porción (100 g)', usda('15151'), 'prefer', { epaDha: 300 }),
  f('Pulpo', 100, '1 porción (100 g)', usda('15230'), 'prefer', { epaDha: 300 }),
];

const slices = '2 fetas (30 g)';
const fiambres: Draft[] = [
  f('Jamón cocido', 30, slices, usda('07029'), 'limit'),
  f(
    'Jamón crudo',
    30,
    slices,
    recipe(
      'Jamón crudo (curado y secado): jamón curado concentrado por el agua que pierde al secarse (~35 %)',
      [['10182', 100]],
      {
        finalGrams: 65,
      },
    ),
    'limit',
    { histamine: true },
  ),
  f('Paleta cocida', 30, slices, usda('10170'), 'limit'),
  f('Salame', 30, '6 fetas (30 g)', usda('07072'), 'limit', { histamine: true }),
  f('Mortadela', 30, slices, usda('07050'), 'limit'),
  f('Salchicha', 50, '1 unidad (50 g)', usda('07949'), 'limit'),
  f('Chorizo', 90, '1 unidad (90 g)', usda('07089'), 'limit'),
  f('Morcilla', 80, '1 unidad (80 g)', usda('07005'), 'limit'),
  f('Panceta', 20, '2 fetas (20 g)', usda('10860'), 'limit', { histamine: true }),
  f('Queso de cerdo', 30, slices, usda('07034'), 'limit'),
  f('Paté', 20, '1 cucharada (20 g)', usda('07055'), 'limit'),
];

const cookedLegumes = '1 taza cocida (170 g)';
const legumbres: Draft[] = [
  f('Lentejas', 170, cookedLegumes, usda('16070'), 'prefer'),
  f('Garbanzos', 170, cookedLegumes, usda('16057'), 'prefer'),
  f('Porotos negros', 170, cookedLegumes, usda('16015'), 'prefer'),
  f('Porotos manteca', 170, cookedLegumes, usda('16072'), 'prefer'),
  f('Porotos colorados', 170, cookedLegumes, usda('16028'), 'prefer'),
  f('Porotos blancos', 170, cookedLegumes, usda('16050'), 'prefer'),
  f('Porotos de soja', 170, cookedLegumes, usda('16109'), 'prefer'),
  f('Arvejas', 80, '1/2 taza (80 g)', usda('11305'), 'prefer'),
  f('Arvejas partidas', 170, cookedLegumes, usda('16086'), 'prefer'),
  f('Tofu', 100, '1 porción (100 g)', usda('16126'), 'neutral'),
];

const panes: Draft[] = [
  f('Pan flauta', 50, '1/4 de flauta (50 g)', usda('18029'), 'neutral', { gluten: true }),
  f('Pan de molde', 50, '2 rebanadas (50 g)', usda('18069'), 'neutral', { gluten: true }),
  f('Pan integral', 50, '2 rebanadas (50 g)', usda('18075'), 'prefer', { gluten: true }),
  f('Pan de viena', 50, '1 unidad (50 g)', usda('18350'), 'neutral', { gluten: true }),
  f(
    'Galletas de campaña',
    30,
    '1 unidad (30 g)',
    recipe(
      'Galleta de campaña: masa de harina, grasa vacuna, sal y agua, horneada hasta secarse',
      [flour(1000), beefTallow(150), salt(20), water(500)],
      { finalGrams: 1250 },
    ),
    'neutral',
    { gluten: true },
  ),
  f('Galletas al agua', 25, '4 unidades (25 g)', usda('18228'), 'neutral', { gluten: true }),
  f('Galletas integrales', 25, '4 unidades (25 g)', usda('18235'), 'neutral', { gluten: true }),
  f('Galletas de arroz', 18, '2 unidades (18 g)', usda('19816'), 'neutral'),
  f('Medialuna', 40, '1 unidad (40 g)', usda('18239'), 'limit', { gluten: true, lactose: 1 }),
  f(
    'Bizcochos de grasa',
    35,
    '1 unidad (35 g)',
    recipe(
      'Bizcocho de grasa: masa hojaldrada de harina, grasa vacuna, sal y agua, horneada',
      [flour(1000), beefTallow(300), salt(20), water(450)],
      { finalGrams: 1550 },
    ),
    'limit',
    { gluten: true },
  ),
  f('Bizcochos dulces', 50, '1 unidad (50 g)', usda('18244'), 'limit', { gluten: true, lactose: 1 }),
  f('Pan dulce', 60, '1 tajada (60 g)', usda('18955'), 'limit', { gluten: true, lactose: 1 }),
  f('Galletitas dulces', 30, '5 unidades (30 g)', usda('18204'), 'limit', { gluten: true, lactose: 0.5 }),
  f('Galletitas rellenas de chocolate', 30, '3 unidades (30 g)', usda('18166'), 'limit', {
    gluten: true,
    caffeine: 5,
  }),
  f('Galletitas de avena', 30, '3 unidades (30 g)', usda('18178'), 'limit', { gluten: true }),
];

const cookedPlate = '1 plato (200 g cocido)';
const cereales: Draft[] = [
  f('Arroz blanco', 200, cookedPlate, usda('20045'), 'neutral'),
  f('Arroz integral', 200, cookedPlate, usda('20037'), 'prefer'),
  f('Fideos', 200, cookedPlate, usda('20121'), 'neutral', { gluten: true }),
  f('Fideos integrales', 200, cookedPlate, usda('20125'), 'prefer', { gluten: true }),
  f('Tallarines al huevo', 200, cookedPlate, usda('20110'), 'neutral', { gluten: true }),
  f(
    'Polenta',
    250,
    '1 plato (250 g)',
    recipe('Polenta: harina de maíz cocida en agua (1 parte en 5)', [['20022', 50], water(250)]),
    'neutral',
  ),
  f('Avena arrollada', 40, '4 cucharadas (40 g)', usda('08120'), 'prefer', { gluten: true }),
  f('Quinoa', 150, '1 taza cocida (150 g)', usda('20137'), 'prefer'),
  f('Harina de trigo', 30, '3 cucharadas (30 g)', usda('20081'), 'neutral', { gluten: true }),
  f('Harina de garbanzo', 30, '3 cucharadas (30 g)', usda('16157'), 'prefer'),
  f('Maicena', 10, '1 cucharada (10 g)', usda('20027'), 'neutral'),
  f('Pan rallado', 30, '3 cucharadas (30 g)', usda('18079'), 'neutral', { gluten: true }),
  f('Copos de maíz', 30, '1 taza (30 g)', usda('08020'), 'limit'),
  f('Granola', 45, '1/2 taza (45 g)', usda('08037'), 'neutral', { gluten: true }),
];

const verduras: Draft[] = [
  f('Papa', 170, '1 papa mediana (170 g)', usda('11367'), 'prefer'),
  f('Boniato', 150, '1 unidad chica (150 g)', usda('11508'), 'prefer'),
  f('Zapallo', 150, '1 porción (150 g)', usda('11644'), 'prefer'),
  f('Calabacín', 150, '1 porción (150 g)', usda('11486'), 'prefer'),
  f('Zapallito', 150, '1 porción (150 g)', usda('11642'), 'prefer'),
  f('Zucchini', 150, '1 porción (150 g)', usda('11478'), 'prefer'),
  f('Zanahoria', 80, '1 unidad mediana (80 g)', usda('11124'), 'prefer'),
  f('Remolacha', 100, '1 unidad chica (100 g)', usda('11081'), 'prefer'),
  f('Tomate', 120, '1 unidad mediana (120 g)', usda('11529'), 'prefer', { histamine: true }),
  f('Lechuga', 50, '1 taza (50 g)', usda('11253'), 'prefer'),
  f('Radicheta', 50, '1 taza (50 g)', usda('11152'), 'prefer'),
  f('Rúcula', 30, '1 taza (30 g)', usda('11959'), 'prefer', { cruciferous: true }),
  f('Acelga', 150, '1 taza cocida (150 g)', usda('11148'), 'prefer'),
  f('Espinaca', 150, '1 taza cocida (150 g)', usda('11458'), 'prefer', { histamine: true }),
  f('Brócoli', 150, '1 taza cocido (150 g)', usda('11091'), 'prefer', { cruciferous: true }),
  f('Coliflor', 150, '1 taza cocida (150 g)', usda('11136'), 'prefer', { cruciferous: true }),
  f('Repollo', 70, '1 taza (70 g)', usda('11109'), 'prefer', { cruciferous: true }),
  f('Repollitos de Bruselas', 150, '1 taza cocidos (150 g)', usda('11099'), 'prefer', { cruciferous: true }),
  f('Rabanito', 50, '5 unidades (50 g)', usda('11429'), 'prefer', { cruciferous: true }),
  f('Cebolla', 60, '1/2 unidad (60 g)', usda('11282'), 'prefer'),
  f('Ajo', 5, '2 dientes (5 g)', usda('11215'), 'prefer'),
  f('Morrón rojo', 60, '1/2 unidad (60 g)', usda('11821'), 'prefer'),
  f('Morrón verde', 60, '1/2 unidad (60 g)', usda('11333'), 'prefer'),
  f('Berenjena', 150, '1 porción (150 g)', usda('11210'), 'prefer', { histamine: true }),
  f('Choclo', 100, '1 choclo (100 g de granos)', usda('11168'), 'prefer'),
  f('Pepino', 100, '1/2 unidad (100 g)', usda('11205'), 'prefer'),
  f('Apio', 40, '1 tallo (40 g)', usda('11143'), 'prefer'),
  f('Hongos', 70, '1 taza (70 g)', usda('11260'), 'prefer'),
  f('Chauchas', 125, '1 taza cocidas (125 g)', usda('11053'), 'prefer'),
  f('Aceitunas', 15, '5 unidades (15 g)', usda('09195'), 'neutral', { histamine: true }),
  f('Chucrut', 70, '1/2 taza (70 g)', usda('11439'), 'neutral', { histamine: true, cruciferous: true }),
];

const frutas: Draft[] = [
  f('Manzana', 150, '1 unidad (150 g)', usda('09003'), 'prefer'),
  f('Banana', 120, '1 unidad (120 g)', usda('09040'), 'prefer'),
  f('Naranja', 160, '1 unidad (160 g)', usda('09200'), 'prefer'),
  f('Mandarina', 90, '1 unidad (90 g)', usda('09218'), 'prefer'),
  f('Limón', 30, 'el jugo de 1/2 limón (30 g)', usda('09150'), 'prefer'),
  f('Pomelo', 120, '1/2 unidad (120 g)', usda('09111'), 'prefer'),
  f('Pera', 170, '1 unidad (170 g)', usda('09252'), 'prefer'),
  f('Durazno', 150, '1 unidad (150 g)', usda('09236'), 'prefer'),
  f('Damasco', 70, '2 unidades (70 g)', usda('09021'), 'prefer'),
  f('Ciruela', 70, '1 unidad (70 g)', usda('09279'), 'prefer'),
  f('Uva', 100, '1 racimo chico (100 g)', usda('09132'), 'prefer'),
  f('Frutilla', 150, '1 taza (150 g)', usda('09316'), 'prefer'),
  f('Arándanos', 100, '2/3 de taza (100 g)', usda('09050'), 'prefer'),
  f('Kiwi', 75, '1 unidad (75 g)', usda('09148'), 'prefer'),
  f('Higo', 50, '1 unidad (50 g)', usda('09089'), 'prefer'),
  f('Sandía', 250, '1 tajada (250 g)', usda('09326'), 'prefer'),
  f('Melón', 200, '1 tajada (200 g)', usda('09181'), 'prefer'),
  f('Ananá', 150, '2 rodajas (150 g)', usda('09266'), 'prefer'),
  f('Mango', 150, '1 taza (150 g)', usda('09176'), 'prefer'),
  f('Palta', 70, '1/2 unidad (70 g)', usda('09037'), 'prefer'),
  f('Pasas de uva', 30, '1 puñado (30 g)', usda('09298'), 'prefer'),
  f('Ciruelas pasas', 40, '5 unidades (40 g)', usda('09291'), 'prefer'),
  f('Duraznos en almíbar', 120, '2 mitades con almíbar (120 g)', usda('09241'), 'limit'),
  f(
    'Ensalada de frutas',
    150,
    '1 compotera (150 g)',
    recipe('Ensalada de frutas casera, sin azúcar agregada', [
      ['09003', 100],
      ['09040', 80],
      ['09200', 100],
      ['09316', 60],
      ['09206', 60],
    ]),
    'prefer',
  ),
];

const handful = '1 puñado (30 g)';
const frutosSecos: Draft[] = [
  f('Nueces', 30, handful, usda('12155'), 'prefer'),
  f('Almendras', 30, handful, usda('12061'), 'prefer'),
  f('Maní', 30, handful, usda('16390'), 'prefer'),
  f('Maní salado', 30, handful, usda('16090'), 'neutral'),
  f('Avellanas', 30, handful, usda('12120'), 'prefer'),
  f('Castañas de cajú', 30, handful, usda('12085'), 'prefer'),
  f('Nueces de Brasil', 10, '2 unidades (10 g)', usda('12078'), 'prefer'),
  f('Pistachos', 30, handful, usda('12152'), 'prefer'),
  f('Semillas de chía', 12, '1 cucharada (12 g)', usda('12006'), 'prefer'),
  f('Semillas de lino', 10, '1 cucharada (10 g)', usda('12220'), 'prefer'),
  f('Semillas de girasol', 15, '1 cucharada (15 g)', usda('12036'), 'prefer'),
  f('Semillas de sésamo', 10, '1 cucharada (10 g)', usda('12023'), 'prefer'),
  f('Coco rallado', 10, '1 cucharada (10 g)', usda('12108'), 'neutral'),
  f('Pasta de maní', 20, '1 cucharada (20 g)', usda('16098'), 'neutral'),
];

const tablespoonOil = '1 cucharada (14 g)';
const aceites: Draft[] = [
  f('Aceite de girasol', 14, tablespoonOil, usda('04506'), 'neutral'),
  f('Aceite de oliva', 14, tablespoonOil, usda('04053'), 'neutral'),
  f('Aceite de canola', 14, tablespoonOil, usda('04582'), 'neutral'),
  f('Aceite de maíz', 14, tablespoonOil, usda('04518'), 'neutral'),
  f('Manteca', 10, '1 cucharadita colmada (10 g)', usda('01001'), 'limit', { lactose: 0.6 }),
  f('Margarina', 10, '1 cucharadita colmada (10 g)', usda('04610'), 'limit'),
  f('Grasa vacuna', 10, '1 cucharada (10 g)', usda('04001'), 'limit'),
];

const dulces: Draft[] = [
  f('Azúcar', 5, '1 cucharadita (5 g)', usda('19335'), 'limit'),
  f('Miel', 20, '1 cucharada (20 g)', usda('19296'), 'limit'),
  f('Mermelada', 20, '1 cucharada (20 g)', usda('19297'), 'limit'),
  f('Dulce de leche', 40, '2 cucharadas (40 g)', usda('01225'), 'limit', { lactose: 10 }),
  f(
    'Dulce de membrillo',
    40,
    '1 porción (40 g)',
    recipe(
      'Dulce de membrillo: pulpa de membrillo y azúcar en partes iguales, reducidos',
      [['09296', 100], sugar(100)],
      {
        finalGrams: 150,
      },
    ),
    'limit',
  ),
  f(
    'Dulce de batata',
    40,
    '1 porción (40 g)',
    recipe('Dulce de batata: boniato hervido y azúcar en partes iguales, reducidos', [['11510', 100], sugar(100)], {
      finalGrams: 160,
    }),
    'limit',
  ),
  f('Chocolate con leche', 25, '1/4 de tableta (25 g)', usda('19120'), 'limit', { lactose: 8, caffeine: 20 }),
  f('Chocolate amargo', 25, '1/4 de tableta (25 g)', usda('19904'), 'limit', { caffeine: 80 }),
  f('Cacao amargo en polvo', 5, '1 cucharada (5 g)', usda('19165'), 'neutral', { caffeine: 230 }),
  f(
    'Alfajor',
    55,
    '1 unidad (55 g)',
    recipe('Alfajor de chocolate: dos galletitas, relleno de dulce de leche y baño de chocolate con leche', [
      ['18155', 25],
      dulceDeLeche(18),
      milkChocolate(12),
    ]),
    'limit',
    { gluten: true, lactose: 5, caffeine: 4 },
  ),
  f(
    'Alfajor de maicena',
    50,
    '1 unidad (50 g)',
    recipe('Alfajor de maicena: dos tapitas de masa de maicena y manteca, dulce de leche y coco rallado', [
      ['18192', 28],
      dulceDeLeche(20),
      ['12108', 2],
    ]),
    'limit',
    { gluten: true, lactose: 4.3 },
  ),
  f('Helado de crema', 100, '2 bochas (100 g)', usda('19095'), 'limit', { lactose: 5 }),
  f('Helado de chocolate', 100, '2 bochas (100 g)', usda('19270'), 'limit', { lactose: 5, caffeine: 3 }),
  f('Helado de agua', 60, '1 palito (60 g)', usda('19283'), 'limit'),
  f('Flan', 120, '1 porción (120 g)', usda('19094'), 'limit', { lactose: 4, epaDha: 15 }),
  f('Arroz con leche', 150, '1 compotera (150 g)', usda('36404'), 'limit', { lactose: 4 }),
  f('Torta', 80, '1 porción (80 g)', usda('18141'), 'limit', { gluten: true, lactose: 1.5 }),
  f(
    'Chajá',
    110,
    '1 porción (110 g)',
    recipe('Chajá: bizcochuelo, crema batida, merengue y duraznos en almíbar', [
      ['18133', 40],
      ['01053', 30],
      sugar(12),
      ['01124', 8],
      ['09370', 20],
    ]),
    'limit',
    { gluten: true, lactose: 0.8 },
  ),
  f(
    'Pasta frola',
    80,
    '1 porción (80 g)',
    recipe(
      'Pasta frola: masa de harina, manteca, azúcar y huevo con dulce de membrillo, horneada',
      [flour(40), butter(15), sugar(40), egg(10), ['09296', 25]],
      { finalGrams: 110 },
    ),
    'limit',
    { gluten: true, lactose: 0.1 },
  ),
  f('Pastelitos de dulce', 50, '1 unidad (50 g)', usda('18959'), 'limit', { gluten: true }),
  f(
    'Churros',
    60,
    '2 unidades (60 g)',
    recipe(
      'Churros: masa de harina y agua frita en aceite de girasol y pasada por azúcar',
      [flour(100), water(150), sunflowerOil(30), sugar(15)],
      { finalGrams: 220 },
    ),
    'limit',
    { gluten: true },
  ),
  f(
    'Garrapiñada',
    30,
    '1 cucurucho (30 g)',
    recipe('Garrapiñada: maní tostado con azúcar caramelizada', [['16087', 100], sugar(60)]),
    'limit',
  ),
  f('Postre de chocolate', 120, '1 pote (120 g)', usda('19183'), 'limit', { lactose: 4, caffeine: 3 }),
];

const glass = '1 vaso (250 ml)';
const bebidas: Draft[] = [
  f('Agua mineral', 250, glass, usda('14555'), 'prefer', { liquid: true }),
  f('Agua con gas', 250, glass, usda('14121'), 'prefer', { liquid: true }),
  f('Refresco cola', 250, glass, usda('14148'), 'limit', { liquid: true, caffeine: 10 }),
  f('Refresco cola light', 250, glass, usda('14416'), 'limit', { liquid: true, caffeine: 12 }),
  f('Refresco lima-limón', 250, glass, usda('14144'), 'limit', { liquid: true }),
  f('Refresco de naranja', 250, glass, usda('14150'), 'limit', { liquid: true }),
  f('Refresco de pomelo', 250, glass, usda('14144'), 'limit', { liquid: true }),
  f('Agua saborizada', 250, glass, usda('14637'), 'limit', { liquid: true }),
  f('Jugo de naranja natural', 200, '1 vaso (200 ml)', usda('09206'), 'neutral', { liquid: true, sugarsFrom: 'fruit' }),
  f('Jugo envasado de durazno', 200, '1 vaso (200 ml)', usda('09251'), 'limit', { liquid: true }),
  f('Jugo en polvo', 250, glass, usda('14408'), 'limit', { liquid: true }),
  f('Bebida energizante', 250, '1 lata (250 ml)', usda('14154'), 'limit', { liquid: true, caffeine: 32 }),
  f(
    'Limonada',
    300,
    '1 vaso grande (300 ml)',
    recipe('Limonada casera: jugo de limón, azúcar y agua', [['09152', 40], sugar(20), water(240)]),
    'limit',
    { liquid: true },
  ),
  f(
    'Licuado de banana con leche',
    300,
    '1 vaso grande (300 ml)',
    recipe('Licuado de banana: leche entera y banana, sin azúcar agregada', [wholeMilk(200), ['09040', 100]]),
    'neutral',
    { liquid: true, lactose: 3.2, sugarsFrom: 'fruit' },
  ),
  f('Bebida de soja', 240, '1 taza (240 ml)', usda('16139'), 'neutral', { liquid: true }),
];

/** Mate, mate cocido and tereré: infusions without a USDA entry; an herbal tea stands in for their negligible energy and minerals. */
const mateInfusion = (description: string) => recipe(description, [['14381', 100]]);
const infusiones: Draft[] = [
  f(
    'Mate',
    500,
    '1 termo compartido (500 ml de infusión)',
    mateInfusion(
      'Mate cebado con yerba: infusión sin energía ni minerales relevantes; composición de una infusión de hierbas',
    ),
    'neutral',
    { liquid: true, caffeine: 20 },
  ),
  f(
    'Tereré',
    500,
    '1 termo compartido (500 ml de infusión)',
    mateInfusion('Tereré (mate con agua fría): infusión de yerba; composición de una infusión de hierbas'),
    'neutral',
    { liquid: true, caffeine: 20 },
  ),
  f(
    'Mate cocido',
    250,
    '1 taza (250 ml)',
    mateInfusion('Mate cocido en saquito: infusión de yerba; composición de una infusión de hierbas'),
    'neutral',
    { liquid: true, caffeine: 15 },
  ),
  f('Té negro', 240, '1 taza (240 ml)', usda('14355'), 'neutral', { liquid: true, caffeine: 20 }),
  f('Té verde', 240, '1 taza (240 ml)', usda('14278'), 'neutral', { liquid: true, caffeine: 12 }),
  f('Té de hierbas', 240, '1 taza (240 ml)', usda('14545'), 'neutral', { liquid: true }),
  f('Café', 200, '1 taza (200 ml)', usda('14209'), 'neutral', { liquid: true, caffeine: 40 }),
  f('Café expreso', 40, '1 pocillo (40 ml)', usda('14210'), 'neutral', { liquid: true, caffeine: 212 }),
  f(
    'Cortado',
    80,
    '1 pocillo (80 ml)',
    recipe('Cortado: café expreso y leche entera en partes iguales', [['14210', 40], wholeMilk(40)]),
    'neutral',
    { liquid: true, caffeine: 106, lactose: 2.4 },
  ),
  f(
    'Café con leche',
    240,
    '1 taza (240 ml)',
    recipe('Café con leche: café filtrado y leche entera en partes iguales', [['14209', 120], wholeMilk(120)]),
    'neutral',
    { liquid: true, caffeine: 20, lactose: 2.4 },
  ),
  f('Café instantáneo', 240, '1 taza (240 ml)', usda('14215'), 'neutral', { liquid: true, caffeine: 26 }),
  f('Café descafeinado', 200, '1 taza (200 ml)', usda('14201'), 'neutral', { liquid: true, caffeine: 1 }),
];

const wineGlass = '1 copa (150 ml)';
const alcoholicas: Draft[] = [
  f('Cerveza', 330, '1 vaso grande (330 ml)', usda('14003'), 'limit', {
    liquid: true,
    alcohol: 3.9,
    gluten: true,
    histamine: true,
  }),
  f('Cerveza sin alcohol', 330, '1 vaso grande (330 ml)', usda('14305'), 'neutral', {
    liquid: true,
    alcohol: 0.3,
    gluten: true,
    histamine: true,
  }),
  f('Vino tinto', 150, wineGlass, usda('14096'), 'limit', { liquid: true, alcohol: 10.6, histamine: true }),
  f('Vino blanco', 150, wineGlass, usda('14106'), 'limit', { liquid: true, alcohol: 10.3, histamine: true }),
  f('Vino rosado', 150, wineGlass, usda('14253'), 'limit', { liquid: true, alcohol: 10.3, histamine: true }),
  f('Sidra', 150, wineGlass, usda('14250'), 'limit', { liquid: true, alcohol: 3.6, histamine: true }),
  f(
    'Medio y medio',
    150,
    wineGlass,
    recipe('Medio y medio: espumoso dulce y vino blanco (~11,5 % vol); vino blanco con 5 % de azúcar', [
      ['14106', 95],
      sugar(5),
    ]),
    'limit',
    { liquid: true, alcohol: 9.1, histamine: true },
  ),
  f(
    'Grappamiel',
    40,
    '1 copita (40 ml)',
    recipe('Grappamiel: grappa (destilado, 40 % vol) con miel y agua (~30 % vol)', [
      ['14037', 70],
      ['19296', 20],
      water(10),
    ]),
    'limit',
    { liquid: true, alcohol: 23.7 },
  ),
  f('Whisky', 45, '1 medida (45 ml)', usda('14052'), 'limit', { liquid: true, alcohol: 33.9 }),
  f('Caña', 45, '1 medida (45 ml)', usda('14050'), 'limit', { liquid: true, alcohol: 31.6 }),
  f(
    'Fernet con cola',
    300,
    '1 vaso (300 ml)',
    recipe('Fernet con cola: 30 % de amargo (destilado, ~39 % vol) y 70 % de refresco cola', [
      ['14037', 30],
      ['14148', 70],
    ]),
    'limit',
    { liquid: true, alcohol: 9.3, caffeine: 7 },
  ),
  f(
    'Clericó',
    200,
    '1 vaso (200 ml)',
    recipe('Clericó: vino blanco con frutas picadas, jugo de naranja y azúcar', [
      ['14106', 70],
      ['09206', 10],
      ['09003', 8],
      ['09236', 7],
      sugar(5),
    ]),
    'limit',
    { liquid: true, alcohol: 7.2, histamine: true },
  ),
];

const plate = '1 plato (300 g)';
const tipicas: Draft[] = [
  f(
    'Milanesa de carne',
    150,
    '1 milanesa (150 g)',
    recipe('Milanesa de carne frita: nalga cocida, huevo, pan rallado y el aceite que absorbe', [
      ['13959', 80],
      ...breading,
    ]),
    'neutral',
    { gluten: true },
  ),
  f(
    'Milanesa de pollo',
    150,
    '1 milanesa (150 g)',
    recipe('Milanesa de pollo frita: pechuga cocida, huevo, pan rallado y el aceite que absorbe', [
      ['05064', 80],
      ...breading,
    ]),
    'neutral',
    { gluten: true },
  ),
  f(
    'Milanesa napolitana',
    220,
    '1 milanesa (220 g)',
    recipe('Milanesa napolitana: milanesa de carne con salsa de tomate, jamón y muzzarella gratinados', [
      ['13959', 80],
      ...breading,
      tomatoSauce(15),
      cookedHam(15),
      mozzarella(25),
    ]),
    'neutral',
    { gluten: true, lactose: 0.2 },
  ),
  f(
    'Chivito',
    375,
    '1 chivito al pan (375 g)',
    recipe(
      'Chivito al pan: pan, lomo a la plancha, jamón, muzzarella, panceta, huevo frito, lechuga, tomate y mayonesa',
      [
        ['18353', 90],
        ['13918', 100],
        cookedHam(30),
        mozzarella(30),
        ['10860', 15],
        ['01128', 50],
        ['11253', 15],
        ['11529', 30],
        ['04025', 15],
      ],
    ),
    'limit',
    { gluten: true, lactose: 0.1, epaDha: 9, processedMeat: true },
  ),
  f('Empanada de carne', 100, '1 unidad (100 g)', usda('36403'), 'neutral', { gluten: true }),
  f(
    'Empanada de jamón y queso',
    90,
    '1 unidad (90 g)',
    recipe(
      'Empanada de jamón y queso al horno: masa de harina, grasa y agua, jamón cocido y muzzarella',
      [flour(35), beefTallow(8), water(15), cookedHam(15), mozzarella(20)],
      { finalGrams: 85 },
    ),
    'neutral',
    { gluten: true, lactose: 0.2, processedMeat: true },
  ),
  f(
    'Tortas fritas',
    60,
    '1 unidad (60 g)',
    recipe(
      'Torta frita: masa de harina, grasa vacuna, sal y agua, frita en aceite de girasol',
      [flour(100), beefTallow(10), water(55), salt(1.5), sunflowerOil(15)],
      { finalGrams: 160 },
    ),
    'limit',
    { gluten: true },
  ),
  f(
    'Pizza',
    150,
    '2 porciones (150 g)',
    recipe('Pizza al tacho (de panadería) con salsa de tomate, sin queso', [...pizzaDough, tomatoSauce(40)], {
      finalGrams: 180,
    }),
    'neutral',
    { gluten: true },
  ),
  f(
    'Pizza con muzzarella',
    180,
    '2 porciones (180 g)',
    recipe(
      'Pizza con muzzarella: masa, salsa de tomate y muzzarella',
      [...pizzaDough, tomatoSauce(40), mozzarella(60)],
      {
        finalGrams: 240,
      },
    ),
    'neutral',
    { gluten: true, lactose: 0.3 },
  ),
  f(
    'Fainá',
    100,
    '1 porción (100 g)',
    recipe(
      'Fainá: harina de garbanzo, agua, aceite de girasol y sal, horneada',
      [['16157', 100], water(300), sunflowerOil(30), salt(2)],
      { finalGrams: 260 },
    ),
    'neutral',
  ),
  f(
    'Pascualina',
    150,
    '1 porción (150 g)',
    recipe(
      'Pascualina: tarta de acelga y huevo con queso rallado, masa de harina, aceite y agua',
      [['11148', 200], egg(150), ['01032', 20], flour(100), sunflowerOil(20), water(50)],
      { finalGrams: 490 },
    ),
    'neutral',
    { gluten: true, epaDha: 18 },
  ),
  f(
    'Ñoquis',
    250,
    '1 plato (250 g)',
    recipe('Ñoquis de papa: papa hervida, harina y huevo', [boiledPotato(300), flour(100), egg(50)], {
      finalGrams: 450,
    }),
    'neutral',
    { gluten: true, epaDha: 7 },
  ),
  f(
    'Ravioles de ricota y verdura',
    250,
    '1 plato (250 g)',
    recipe('Ravioles de ricota y acelga: pasta fresca, ricota, acelga y queso rallado', [
      ['20094', 150],
      ['01037', 50],
      ['11148', 30],
      ['01032', 10],
    ]),
    'neutral',
    { gluten: true, lactose: 0.6 },
  ),
  f('Lasaña', 300, plate, usda('36041'), 'neutral', { gluten: true, lactose: 1.5 }),
  f(
    'Tallarines con tuco',
    350,
    '1 plato (350 g)',
    recipe('Tallarines con tuco: fideos cocidos con salsa de tomate, carne picada, cebolla y aceite', [
      ['20121', 200],
      ['23575', 40],
      tomatoSauce(80),
      ['11282', 15],
      sunflowerOil(5),
    ]),
    'neutral',
    { gluten: true },
  ),
  f(
    'Guiso de lentejas',
    350,
    '1 plato (350 g)',
    recipe('Guiso de lentejas con carne, chorizo, papa, zanahoria, cebolla, morrón y tomate', [
      ['16070', 150],
      ['13373', 40],
      parrillaSausage(20),
      boiledPotato(60),
      ['11125', 30],
      ['11282', 30],
      ['11333', 15],
      tomatoSauce(40),
      water(100),
    ]),
    'neutral',
  ),
  f(
    'Puchero',
    450,
    '1 plato (450 g)',
    recipe('Puchero: falda hervida con choclo, zapallo, papa, boniato, zanahoria y repollo', [
      ['13367', 100],
      ['11168', 60],
      ['11644', 80],
      boiledPotato(80),
      ['11508', 60],
      ['11125', 40],
      ['11110', 40],
    ]),
    'neutral',
  ),
  f(
    'Buseca',
    350,
    '1 plato (350 g)',
    recipe('Buseca: mondongo, porotos manteca, chorizo, papa, zanahoria, morrón y salsa de tomate', [
      ['23640', 80],
      ['16072', 80],
      parrillaSausage(20),
      boiledPotato(50),
      ['11125', 30],
      ['11333', 15],
      tomatoSauce(60),
      water(60),
    ]),
    'neutral',
  ),
  f(
    'Tortilla de papas',
    150,
    '1 porción (150 g)',
    recipe(
      'Tortilla de papas: papa, huevo, cebolla y aceite de girasol',
      [boiledPotato(300), egg(200), ['11282', 50], sunflowerOil(30)],
      { finalGrams: 520 },
    ),
    'neutral',
    { epaDha: 23 },
  ),
  f(
    'Revuelto Gramajo',
    250,
    '1 porción (250 g)',
    recipe('Revuelto Gramajo: papas fritas en bastoncitos, huevo, jamón cocido, cebolla y manteca', [
      ['21138', 100],
      egg(100),
      cookedHam(50),
      ['11282', 30],
      butter(10),
    ]),
    'limit',
    { lactose: 0.1, epaDha: 21, processedMeat: true },
  ),
  f(
    'Ensalada rusa',
    200,
    '1 porción (200 g)',
    recipe('Ensalada rusa: papa, zanahoria y arvejas hervidas, huevo duro y mayonesa', [
      boiledPotato(150),
      ['11125', 60],
      ['11305', 50],
      ['01129', 30],
      ['04025', 40],
    ]),
    'neutral',
    { epaDha: 5 },
  ),
  f(
    'Ensalada mixta',
    200,
    '1 porción (200 g)',
    recipe('Ensalada mixta: lechuga, tomate y cebolla con aceite de oliva y vinagre', [
      ['11253', 60],
      ['11529', 100],
      ['11282', 30],
      ['04053', 5],
      ['02053', 5],
    ]),
    'prefer',
  ),
  f(
    'Sopa de verduras',
    300,
    '1 plato hondo (300 ml)',
    recipe('Sopa de verduras casera: zapallo, zanahoria, papa, puerro y apio hervidos en agua con sal', [
      ['11644', 60],
      ['11125', 40],
      boiledPotato(50),
      ['11247', 30],
      ['11144', 20],
      water(300),
      salt(1),
    ]),
    'prefer',
  ),
  f(
    'Pastel de carne',
    250,
    '1 porción (250 g)',
    recipe(
      'Pastel de carne: carne picada y cebolla cubiertas con puré de papas (leche y manteca) y huevo, horneado',
      [['23575', 150], ['11282', 40], boiledPotato(300), wholeMilk(60), butter(15), egg(25)],
      { finalGrams: 560 },
    ),
    'neutral',
    { lactose: 0.5, epaDha: 3 },
  ),
  f(
    'Puré de papas',
    200,
    '1 porción (200 g)',
    recipe('Puré de papas casero: papa hervida, leche entera y manteca', [
      boiledPotato(200),
      wholeMilk(40),
      butter(10),
    ]),
    'neutral',
    { lactose: 0.8 },
  ),
  f(
    'Choripán',
    170,
    '1 unidad (170 g)',
    recipe('Choripán: pan flauta y chorizo a la parrilla con chimichurri', [
      ['18029', 70],
      parrillaSausage(90),
      sunflowerOil(6),
      ['02068', 2],
      ['11297', 2],
    ]),
    'limit',
    { gluten: true, processedMeat: true },
  ),
  f(
    'Sándwich de miga',
    80,
    '2 unidades (80 g)',
    recipe('Sándwich de miga de jamón y queso: pan de molde sin corteza, jamón cocido, queso dambo y manteca', [
      ['18069', 50],
      cookedHam(20),
      ['01018', 20],
      butter(5),
    ]),
    'limit',
    { gluten: true, lactose: 0.1, processedMeat: true },
  ),
];

const snacks: Draft[] = [
  f('Papas fritas', 120, '1 porción mediana (120 g)', usda('21138'), 'limit'),
  f('Papas chips', 30, '1 bolsita (30 g)', usda('19411'), 'limit'),
  f('Palitos de maíz con queso', 30, '1 bolsita (30 g)', usda('19008'), 'limit', { lactose: 1 }),
  f('Pop', 30, '1 bolsita (30 g)', usda('19035'), 'limit'),
  f(
    'Pancho',
    115,
    '1 unidad (115 g)',
    recipe('Pancho: pan de viena, salchicha, mostaza y ketchup', [
      ['18350', 50],
      ['07949', 50],
      ['02046', 5],
      ['11935', 10],
    ]),
    'limit',
    { gluten: true, processedMeat: true },
  ),
  f('Hamburguesa al pan', 110, '1 unidad (110 g)', usda('21108'), 'limit', { gluten: true }),
  f('Nuggets de pollo', 100, '6 unidades (100 g)', usda('22974'), 'limit', { gluten: true }),
  f('Barrita de cereal', 25, '1 unidad (25 g)', usda('19015'), 'limit', { gluten: true }),
];

const salsas: Draft[] = [
  f('Mayonesa', 15, '1 cucharada (15 g)', usda('04025'), 'limit'),
  f('Ketchup', 15, '1 cucharada (15 g)', usda('11935'), 'limit', { histamine: true }),
  f(
    'Salsa golf',
    15,
    '1 cucharada (15 g)',
    recipe('Salsa golf: mayonesa y ketchup', [
      ['04025', 70],
      ['11935', 30],
    ]),
    'limit',
    { histamine: true },
  ),
  f('Mostaza', 5, '1 cucharadita (5 g)', usda('02046'), 'neutral', { histamine: true }),
  f('Salsa de soja', 15, '1 cucharada (15 ml)', usda('16123'), 'limit', { gluten: true, histamine: true }),
  f('Vinagre', 15, '1 cucharada (15 ml)', usda('02053'), 'neutral', { histamine: true }),
  f(
    'Chimichurri',
    15,
    '1 cucharada (15 g)',
    recipe('Chimichurri casero: aceite, vinagre de vino, perejil, ajo, orégano, ají molido, sal y agua', [
      sunflowerOil(60),
      ['02068', 20],
      ['11297', 10],
      ['11215', 5],
      ['02027', 2],
      ['02031', 1],
      salt(2),
      water(20),
    ]),
    'neutral',
    { histamine: true },
  ),
  f('Salsa de tomate', 60, '1/4 de taza (60 g)', usda('11549'), 'neutral', { histamine: true }),
  f(
    'Salsa blanca',
    60,
    '1/4 de taza (60 g)',
    recipe('Salsa blanca: leche entera, manteca, harina y sal', [wholeMilk(250), butter(20), flour(20), salt(1)], {
      finalGrams: 260,
    }),
    'neutral',
    { gluten: true, lactose: 4.7 },
  ),
  f('Sal', 1, '1 pizca (1 g)', usda('02047'), 'limit'),
  f('Perejil', 5, '1 cucharada (5 g)', usda('11297'), 'neutral'),
];

const byCategory: readonly [number, readonly Draft[]][] = [
  [1, lacteos],
  [2, quesos],
  [3, huevos],
  [4, carnesVacunas],
  [5, otrasCarnes],
  [6, aves],
  [7, pescados],
  [8, fiambres],
  [9, legumbres],
  [10, panes],
  [11, cereales],
  [12, verduras],
  [13, frutas],
  [14, frutosSecos],
  [15, aceites],
  [16, dulces],
  [17, bebidas],
  [18, infusiones],
  [19, alcoholicas],
  [20, tipicas],
  [21, snacks],
  [22, salsas],
];

function entryOf(categoryId: number, { name, portion, composition, guideline, facts }: Draft): FoodEntry {
  return {
    id: facts.id ?? foodSlug(name),
    name,
    categoryId,
    portion,
    liquid: facts.liquid ?? false,
    nutrients: composition.nutrients,
    source: composition.source,
    lactose: facts.lactose ?? 0,
    caffeine: facts.caffeine ?? 0,
    alcohol: facts.alcohol ?? 0,
    epaDha: facts.epaDha ?? 0,
    gluten: facts.gluten ?? false,
    histamine: facts.histamine ?? false,
    cruciferous: facts.cruciferous ?? false,
    ...(facts.fermented ? { fermented: true } : {}),
    // Every fiambre and embutido is processed meat (WHO/IARC); dishes built on one say so themselves.
    ...((facts.processedMeat ?? categoryId === 8) ? { processedMeat: true } : {}),
    ...(facts.sugarsFrom ? { sugarsFrom: facts.sugarsFrom } : {}),
    guideline,
  };
}

const collator = new Intl.Collator('es', { sensitivity: 'base' });

/** Every food, sorted by category, then by name (Spanish order). */
export const foods: readonly FoodEntry[] = byCategory
  .flatMap(([categoryId, drafts]) => drafts.map((draft) => entryOf(categoryId, draft)))
  .sort((a, b) => a.categoryId - b.categoryId || collator.compare(a.name, b.name));
