import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import fonteditor from 'fonteditor-core';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

describe("the results PDF's fonts", () => {
  it.each([400, 700, 800])(
    'Nunito %i is the TrueType conversion of the installed @fontsource/nunito (scripts/pdf-fonts.mjs)',
    (weight) => {
      const woff = readFileSync(require.resolve(`@fontsource/nunito/files/nunito-latin-${weight}-normal.woff`));
      const converted = Buffer.from(
        fonteditor.woff2ttf(new Uint8Array(woff).buffer, { inflate: (data) => [...inflateSync(Buffer.from(data))] }),
      );
      const committed = readFileSync(require.resolve(`./fonts/nunito-latin-${weight}.ttf`));
      // TrueType ('\0\1\0\0'), not WOFF: the PDF engine reads it without inflating anything.
      expect(committed.subarray(0, 4)).toEqual(Buffer.from([0, 1, 0, 0]));
      expect(committed.equals(converted)).toBe(true);
    },
  );

  it.each([400, 700, 800])(
    'Noto Sans Greek %i is the conversion of @fontsource/noto-sans and draws ε and α (issue 37)',
    (weight) => {
      const woff = readFileSync(require.resolve(`@fontsource/noto-sans/files/noto-sans-greek-${weight}-normal.woff`));
      const converted = Buffer.from(
        fonteditor.woff2ttf(new Uint8Array(woff).buffer, { inflate: (data) => [...inflateSync(Buffer.from(data))] }),
      );
      const committed = readFileSync(require.resolve(`./fonts/noto-sans-greek-${weight}.ttf`));
      expect(committed.equals(converted)).toBe(true);
      const font = fonteditor.createFont(committed, { type: 'ttf' }).get();
      const cmap = font.cmap as Record<string, number>;
      for (const letter of ['ε', 'α']) expect(cmap[String(letter.codePointAt(0))], letter).toBeGreaterThan(0);
      // Nunito has none: without the fallback family the PDF drew broken glyphs.
      const nunito = fonteditor.createFont(readFileSync(require.resolve('./fonts/nunito-latin-400.ttf')), {
        type: 'ttf',
      });
      expect((nunito.get().cmap as Record<string, number>)[String('ε'.codePointAt(0))]).toBeUndefined();
    },
  );
});
