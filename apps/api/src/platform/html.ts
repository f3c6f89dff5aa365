import escapeHtmlText from 'escape-html';

/**
 * The one way to put a value into server-rendered HTML (the sandbox's hosted pages, e-mails):
 * `escape-html` (jshttp, the escaper of Express and @fastify/send) turns & < > " ' into entities,
 * which is safe in text and in quoted attribute values. Values a page's script needs go into
 * `data-*` attributes and are read with `dataset`, never written into the script itself.
 */
export function escapeHtml(value: string | number): string {
  return escapeHtmlText(String(value));
}

const markup = Symbol('markup');

/** HTML that is already safe (built by `html`, or a constant of ours). */
export interface SafeHtml {
  readonly [markup]: string;
  toString(): string;
}

const safe = (text: string): SafeHtml => ({ [markup]: text, toString: () => text });

/** Marks a constant piece of our own markup as safe. Never pass it anything that came from a request. */
export const trustedHtml = (text: string): SafeHtml => safe(text);

type Interpolation = string | number | SafeHtml | null | undefined | false;

/**
 * A template tag that escapes every interpolated value unless it is SafeHtml (another `html`
 * fragment): `html\`<p>${userText}</p>\``. null, undefined and false render as nothing.
 */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    if (value === null || value === undefined || value === false) out += '';
    else if (typeof value === 'object' && markup in value) out += value[markup];
    else out += escapeHtml(value);
    out += strings[i + 1] ?? '';
  });
  return safe(out);
}
