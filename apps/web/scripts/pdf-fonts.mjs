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

/** The TrueType bytes of one weight, from the installed @fontsource/nunito. */
export function convertPdfFont(weight) {
  const woff = readFileSync(require.resolve(`@fontsource/nunito/files/nunito-latin-${weight}-normal.woff`));
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
}
