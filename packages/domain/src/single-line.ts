/**
 * Single-line text (issue 17): names, company and business names, address lines. No line breaks,
 * tabs or other control characters (C0, DEL, C1, the Unicode line and paragraph separators): a line
 * break in a name can forge an e-mail header line or a CSV row. Checked before trimming, so a
 * trailing newline is refused too. No zod here, so light pages can import it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const isSingleLine = (value: string): boolean => !controlCharacters.test(value);

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const controlCharactersButLineBreaks = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Free text of several lines (comments): line breaks and tabs allowed, other control characters not (issue 36, L2). */
export const isPlainText = (value: string): boolean => !controlCharactersButLineBreaks.test(value);

/** Their Spanish messages (also in messages.es.ts), here so a light page's schema needs no other import. */
export const singleLineMessage = 'No puede tener saltos de línea ni caracteres de control.';
export const noControlCharactersMessage = 'No puede tener caracteres de control.';
