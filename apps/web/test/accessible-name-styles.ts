import { createRequire } from 'node:module';

/**
 * The accessible names Testing Library computes (every *ByRole query with a `name`) ask, for every
 * node of each candidate's subtree, whether it is hidden (display, visibility) and whether it is a
 * block (display). jsdom answers each such getComputedStyle by matching the element against every
 * rule of its default style sheet (112 rules) and, for the inherited visibility, every ancestor's; a
 * render invalidates all of it. That was about a sixth of the component tests' CPU (issue 42: 17–20 s
 * of the web project's ~150 s, in a profile of the whole project).
 *
 * The component tests put no author CSS into jsdom (test/setup.ts): an element's display and
 * visibility come only from that default style sheet and the inline style. Here they are read from
 * those two directly, as jsdom would compute them, for the name computation only. A file that keeps
 * its styles (test/styles.ts), and every other property, get jsdom's own getComputedStyle.
 * src/accessible-name-styles.test.tsx compares both answers, element by element, with jsdom's own
 * getComputedStyle on markup that meets each of its rules and on two of the app's pages.
 */

/** The display jsdom's default style sheet gives an element by its tag (lower case), where not inline. */
const DISPLAY_BY_TAG: Record<string, string> = {};
const assign = (display: string, tags: string) => {
  for (const tag of tags.split(/[\s,]+/).filter(Boolean)) DISPLAY_BY_TAG[tag] = display;
};
assign(
  'block',
  `html, body, address, blockquote, center, dialog, div, figure, figcaption, footer, form, header, hr, legend,
   listing, main, p, plaintext, pre, search, xmp, article, aside, h1, h2, h3, h4, h5, h6, hgroup, nav, section,
   dir, dd, dl, dt, menu, ol, ul, fieldset, details, summary`,
);
assign('list-item', 'li');
assign('contents', 'slot');
assign('ruby', 'ruby');
assign('ruby-text', 'rt');
assign('table', 'table');
assign('table-caption', 'caption');
assign('table-column-group', 'colgroup');
assign('table-column', 'col');
assign('table-header-group', 'thead');
assign('table-row-group', 'tbody');
assign('table-footer-group', 'tfoot');
assign('table-row', 'tr');
assign('table-cell', 'td, th');
assign('inline-block', 'input, button, marquee');
assign(
  'none',
  'area, base, basefont, datalist, head, link, meta, noembed, noframes, param, rp, script, style, template, title',
);
/** Elements whose `hidden` attribute does not make them display: none in that style sheet. */
const HIDDEN_KEEPS_DISPLAY = new Set(['colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr']);

function tagOf(element: Element): string {
  return element.localName.toLowerCase();
}

function hasAuthorStyles(element: Element): boolean {
  if ((globalThis as { __keepStyles?: boolean }).__keepStyles) return true;
  const sheets = element.ownerDocument.styleSheets;
  for (let i = 0; i < sheets.length; i++) if ((sheets[i]?.cssRules.length ?? 0) > 0) return true;
  return false;
}

/** The default style sheet's display, with the inline style over it (its !important rules win). */
function displayOf(element: Element): string {
  const tag = tagOf(element);
  if (tag === 'input' && (element.getAttribute('type') ?? '').toLowerCase() === 'hidden') return 'none';
  if (tag === 'noscript') return 'none';
  const inline = (element as HTMLElement).style?.getPropertyValue('display');
  const inlineImportant = (element as HTMLElement).style?.getPropertyPriority('display');
  if (inline && inlineImportant) return inline;
  let display = DISPLAY_BY_TAG[tag] ?? 'inline';
  if (tag === 'dialog' && !element.hasAttribute('open')) display = 'none';
  if (tag === 'summary' && element.parentElement && tagOf(element.parentElement) === 'details') {
    const first = [...element.parentElement.children].find((c) => tagOf(c) === 'summary');
    if (first === element) display = 'list-item';
  }
  const hidden = element.getAttribute('hidden');
  if (hidden !== null && !HIDDEN_KEEPS_DISPLAY.has(tag)) {
    if (tag === 'embed') display = 'inline';
    else if (hidden.toLowerCase() !== 'until-found') display = 'none';
  }
  // `[popover]:not(:popover-open)`: the app opens no popover, so one is taken as closed.
  if (element.hasAttribute('popover') && !(tag === 'dialog' && element.hasAttribute('open'))) display = 'none';
  return inline || display;
}

/** Visibility is inherited: the nearest inline value (or the table parts' hidden rule) up the tree. */
function visibilityOf(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const inline = (node as HTMLElement).style?.getPropertyValue('visibility');
    if (inline && inline !== 'inherit') return inline;
    if (!inline && node.hasAttribute('hidden') && HIDDEN_KEEPS_DISPLAY.has(tagOf(node))) return 'collapse';
  }
  return 'visible';
}

/** Display and visibility as jsdom computes them without author CSS; anything else from jsdom. */
export function accessibleNameStyle(element: Element, pseudoElement?: string | null): CSSStyleDeclaration {
  const view = element.ownerDocument.defaultView as Window;
  if (pseudoElement || hasAuthorStyles(element)) return view.getComputedStyle(element, pseudoElement);
  let full: CSSStyleDeclaration | undefined;
  return {
    getPropertyValue(property: string) {
      if (property === 'display') return displayOf(element);
      if (property === 'visibility') return visibilityOf(element);
      full ??= view.getComputedStyle(element);
      return full.getPropertyValue(property);
    },
  } as CSSStyleDeclaration;
}

type Compute = (
  element: Element,
  options?: { computedStyleSupportsPseudoElements?: boolean; getComputedStyle?: typeof accessibleNameStyle },
) => string;

/**
 * Testing Library's own copy of dom-accessibility-api (it reads the functions from the module's
 * exports at each call): its name and description computations get the style above.
 */
export function installAccessibleNameStyles() {
  const fromTestingLibrary = createRequire(createRequire(import.meta.url).resolve('@testing-library/dom'));
  const api = fromTestingLibrary('dom-accessibility-api') as Record<string, Compute> & { __fast?: boolean };
  if (api.__fast) return;
  api.__fast = true;
  for (const name of ['computeAccessibleName', 'computeAccessibleDescription'] as const) {
    const original = api[name] as Compute;
    api[name] = (element, options = {}) =>
      original(element, {
        computedStyleSupportsPseudoElements: false,
        getComputedStyle: accessibleNameStyle,
        ...options,
      });
  }
}
