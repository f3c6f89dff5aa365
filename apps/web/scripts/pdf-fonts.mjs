/**
 * The results PDF's fonts as TrueType (src/features/results/pdf/fonts/), converted from the WOFF files
 * of @fontsource/nunito (Latin, 400/700/800; SIL Open Font License) by fonteditor-core (MIT). Why: the PDF engine (@react-pdf/renderer, through fontkit) inflates a WOFF's glyph
 * table again for every glyph it reads: ~20 % of the report's preparation here. TrueType is read as it
 * is. Run after upgrading @fontsource/nunito: `node scripts/pdf-fonts.mjs` (a test compares the files
 * with a fresh conversion).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import fonteditor from 'fonteditor-core';

const require = createRequire(import.meta.url);
export const PDF_FONT_WEIGHTS = [400, 700, 800];
export const pdfFontsDir = fileURLToPath(new URL('../src/features/results/pdf/fonts/', import.meta.url));

/**
 * Nunito has no Greek: the PDF names ε2/ε3/ε4 and PGC-1α (issue 37). The Greek subset of Noto Sans
 * (@fontsource/noto-sans, SIL Open Font License) is registered as a fallback family: the PDF engine
 * picks, per character, the first family that has the glyph.
 */
export const PDF_GREEK_WEIGHTS = [400, 700, 800];

/** The TrueType bytes of one weight, from the installed @fontsource package (Nunito Latin, or Noto Sans Greek). */
export function convertPdfFont(weight, font = 'nunito-latin') {
  const pkg = font === 'nunito-latin' ? 'nunito' : 'noto-sans';
  const woff = readFileSync(require.resolve(`@fontsource/${pkg}/files/${font}-${weight}-normal.woff`));
  const ttf = fonteditor.woff2ttf(new Uint8Array(woff).buffer, {
    inflate: (data) => [...inflateSync(Buffer.from(data))],
  });
  return Buffer.from(ttf);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const weight of PDF_FONT_WEIGHTS) {
    const file = path.join(pdfFontsDir, `nunito-latin-${weight}.ttf`);
    writeFileSync(file, convertPdfFont(weight));
    process.stdout.write(`${file}\n`);
  }
  for (const weight of PDF_GREEK_WEIGHTS) {
    const file = path.join(pdfFontsDir, `noto-sans-greek-${weight}.ttf`);
    writeFileSync(file, convertPdfFont(weight, 'noto-sans-greek'));
    process.stdout.write(`${file}\n`);
  }
}
