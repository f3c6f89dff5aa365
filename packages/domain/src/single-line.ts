/**
 * Single-line text (issue 17): names, company and business names, address lines. No line breaks,
 * tabs or other control characters (C0, DEL, C1, the Unicode line and paragraph separators): a line
 * break in a name can forge an e-mail header line or a CSV row. Checked before trimming, so a
 * trailing newline is refused too. No zod here, so light pages can import it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const isSingleLine = (value: string): boolean => !controlCharacters.test(value);
