#!/usr/bin/env node
/**
 * Writes the food icons the web app serves: one SVG per icon that src/foods/images.ts uses, taken
 * from Microsoft's Fluent Emoji (flat) in Iconify format (@iconify-json/fluent-emoji-flat, MIT), plus
 * the placeholder and the licence notice, into apps/web/public/food-icons/.
 *
 *   npm run foods:icons -w @nutritest/content
 *
 * The icon names are the string values of images.ts's table (`'Leche entera': 'glass-of-milk'`).
 * Stale SVG files (icons no longer used) are removed, so the folder always matches the table.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const imagesPath = join(root, 'src/foods/images.ts');
const outputDir = join(root, '../../apps/web/public/food-icons');

/** The icon of the placeholder (foods without an image of their own). */
const PLACEHOLDER_ICON = 'fork-and-knife-with-plate';

const iconSet = JSON.parse(readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8'));
const info = JSON.parse(readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/info.json'), 'utf8'));
const { version } = JSON.parse(readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/package.json'), 'utf8'));

const images = readFileSync(imagesPath, 'utf8');
// A table row is `  Name: 'icon',` or `  'Two words': 'icon',` (Biome drops the quotes where it can).
const row = /^ {2}(?:'[^'\n]+'|[\p{L}_$][\p{L}\p{N}_$]*): '([a-z0-9-]+)',$/gmu;
const names = [...new Set([...images.matchAll(row)].map((m) => m[1]))].sort();
if (names.length === 0) throw new Error('images.ts: no icon found in the table');

/** The SVG of one icon: its body in a viewBox of the set's (or the icon's own) size. */
function svgOf(name) {
  const icon = iconSet.icons[name] ?? iconSet.icons[iconSet.aliases?.[name]?.parent];
  const alias = iconSet.aliases?.[name];
  if (!icon) throw new Error(`${iconSet.prefix}: no icon "${name}"`);
  if (alias && Object.keys(alias).some((key) => key !== 'parent')) {
    throw new Error(`${iconSet.prefix}: "${name}" is a transformed alias, not supported`);
  }
  const left = icon.left ?? iconSet.left ?? 0;
  const top = icon.top ?? iconSet.top ?? 0;
  const width = icon.width ?? iconSet.width ?? 16;
  const height = icon.height ?? iconSet.height ?? 16;
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" width="${width}" height="${height}" viewBox="${left} ${top} ${width} ${height}">${icon.body}</svg>\n`;
}

mkdirSync(outputDir, { recursive: true });
const wanted = new Set([...names, 'placeholder'].map((name) => `${name}.svg`));
for (const file of readdirSync(outputDir)) {
  if (file.endsWith('.svg') && !wanted.has(file)) rmSync(join(outputDir, file));
}
for (const name of names) writeFileSync(join(outputDir, `${name}.svg`), svgOf(name));
writeFileSync(join(outputDir, 'placeholder.svg'), svgOf(PLACEHOLDER_ICON));

const licence = `The SVG files in this folder are icons of ${info.name} (${info.author.name},
${info.author.url}), taken from the npm package @iconify-json/${iconSet.prefix} ${version}
(Iconify JSON format). placeholder.svg is the "${PLACEHOLDER_ICON}" icon.
Licence: ${info.license.title} (SPDX ${info.license.spdx}), ${info.license.url}

MIT License

Copyright (c) ${info.author.name}.

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`;
writeFileSync(join(outputDir, 'LICENSE.txt'), licence);
console.info(`food-icons: ${names.length} icons and the placeholder`);
