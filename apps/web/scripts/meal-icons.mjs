/**
 * The weekly menu's illustrations (src/features/meals/lib/meal-illustration.ts) as WebP pictures,
 * drawn from the food icons' SVG files (public/food-icons, Fluent Emoji, MIT) by sharp (libvips),
 * at twice the size the card shows them: 208 px for the big icon (104 px on the card), 88 px for the
 * small ones (44 px). Into public/food-icons/meals/<icon>-<px>.webp.
 *
 * Why (issue 42): a browser makes each SVG picture a document of its own, on the page's main thread:
 * 12–25 ms per icon under Lighthouse's tracing on this machine, one long task each on a phone 4×
 * slower, for the ~15 icons of the menu's first cards. A WebP picture is decoded off the main thread.
 *
 * Run after changing the icons of a category: `node scripts/meal-icons.mjs` (a test checks that
 * every icon a category uses has both pictures).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(import.meta.dirname, '..');
export const MEAL_ICON_SIZES = { main: 208, side: 88 };

/** The icons the categories use, read from the rules' `icons: [...]` lists. */
export function mealIcons() {
  const source = readFileSync(path.join(web, 'src/features/meals/lib/meal-illustration.ts'), 'utf8');
  const names = new Set();
  for (const [, list] of source.matchAll(/icons: \[([^\]]+)\]/g)) {
    for (const [, name] of list.matchAll(/'([\w-]+)'/g)) names.add(name);
  }
  return [...names].sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { default: sharp } = await import('sharp');
  for (const name of mealIcons()) {
    const svg = readFileSync(path.join(web, 'public/food-icons', `${name}.svg`));
    for (const px of Object.values(MEAL_ICON_SIZES)) {
      const file = path.join(web, 'public/food-icons/meals', `${name}-${px}.webp`);
      const webp = await sharp(svg, { density: 72 * (px / 32) * 1.5 })
        .resize(px, px, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .webp({ quality: 88, alphaQuality: 100, effort: 6 })
        .toBuffer();
      writeFileSync(file, webp);
      process.stdout.write(`${path.relative(web, file)} ${webp.length} B\n`);
    }
  }
}
