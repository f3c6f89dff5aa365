import { afterEach, describe, expect, it, vi } from 'vitest';
import { coversSomething, isValue, KEEP_CLEAR, liftOverToasts } from './contact-button';

const rect = (left: number, top: number, width: number, height: number) =>
  ({ left, top, width, height, right: left + width, bottom: top + height }) as DOMRect;

// Issue 22: the WhatsApp button rises above a toast at the bottom of a phone's screen (390 × 844).
describe('liftOverToasts', () => {
  const button = rect(318, 772, 56, 56); // 16 px from the right and bottom edges

  it('stays at its place with no toast', () => {
    expect(liftOverToasts(button, [], 844, 16)).toBe(16);
  });

  it('rises 8 px above a toast at the bottom that shares its column', () => {
    expect(liftOverToasts(button, [rect(8, 780, 374, 56)], 844, 16)).toBe(844 - 780 + 8);
  });

  it('ignores a toast at the top, one beside it and an empty (closed) one', () => {
    expect(liftOverToasts(button, [rect(8, 72, 374, 56)], 844, 16)).toBe(16);
    expect(liftOverToasts(button, [rect(8, 780, 200, 56)], 844, 16)).toBe(16);
    expect(liftOverToasts(button, [rect(318, 780, 0, 0)], 844, 16)).toBe(16);
  });
});

describe('KEEP_CLEAR', () => {
  it('names form fields, frames, forms and toasts', () => {
    document.body.innerHTML =
      '<form><input id="a"></form><iframe id="b"></iframe><div class="MuiSnackbar-root"><span id="c"></span></div><p id="d">texto</p>';
    for (const id of ['a', 'b', 'c']) expect(document.getElementById(id)?.closest(KEEP_CLEAR)).not.toBeNull();
    expect(document.getElementById('d')?.closest(KEEP_CLEAR)).toBeNull();
  });
});

describe('isValue', () => {
  const element = (html: string) => {
    document.body.innerHTML = html;
    return document.body.firstElementChild as Element;
  };

  it('recognises a price or a total', () => {
    expect(isValue(element('<strong>USD 249</strong>'))).toBe(true);
    expect(isValue(element('<span>$ 1.240</span>'))).toBe(true);
    expect(isValue(element('<span>Total: UYU 980</span>'))).toBe(true);
  });

  it('leaves plain text and containers alone', () => {
    expect(isValue(element('<p>Tu ADN guarda información sobre cómo tu cuerpo asimila los nutrientes.</p>'))).toBe(
      false,
    );
    expect(isValue(element('<div><strong>USD 249</strong></div>'))).toBe(false);
  });
});

describe('coversSomething', () => {
  const probe = document as Document & { elementsFromPoint?: Document['elementsFromPoint'] };
  const original = probe.elementsFromPoint;
  afterEach(() => {
    probe.elementsFromPoint = original;
  });

  const page = (html: string) => {
    document.body.innerHTML = `<main id="page">${html}</main><a id="button">WhatsApp</a>`;
    const button = document.getElementById('button')!;
    button.getBoundingClientRect = () => ({ left: 300, top: 700, width: 56, height: 56 }) as DOMRect;
    return button;
  };

  it('sees a field or a price under the button, and nothing under it otherwise', () => {
    const button = page('<p id="text">Texto</p><input id="field"><strong id="price">USD 249</strong>');
    const under = (id: string) => () => [
      button,
      document.getElementById(id)!,
      document.getElementById('page')!,
      document.body,
      document.documentElement,
    ];
    probe.elementsFromPoint = under('text');
    expect(coversSomething(button)).toBe(false);
    probe.elementsFromPoint = under('field');
    expect(coversSomething(button)).toBe(true);
    probe.elementsFromPoint = under('price');
    expect(coversSomething(button)).toBe(true);
  });

  // Issue 42: on the menu the probe was a long task; the page's containers are under all nine points.
  it('looks at each element under the nine points once, and never reads a container’s whole text', () => {
    const button = page('<section id="section"><p id="text">Un plato</p></section>');
    const stack = ['text', 'section', 'page'].map((id) => document.getElementById(id)!);
    const all = [button, ...stack, document.body, document.documentElement];
    const calls = { probes: 0, closest: 0 };
    probe.elementsFromPoint = () => {
      calls.probes += 1;
      return all;
    };
    for (const element of all) {
      const closest = element.closest.bind(element);
      vi.spyOn(element, 'closest').mockImplementation((selector: string) => {
        calls.closest += 1;
        return closest(selector);
      });
    }
    const containers = [document.getElementById('section')!, document.getElementById('page')!, document.body];
    for (const element of [...containers, document.documentElement]) {
      Object.defineProperty(element, 'textContent', {
        configurable: true,
        get: () => {
          throw new Error('a container’s text was read');
        },
      });
    }
    try {
      expect(coversSomething(button)).toBe(false);
      expect(calls.probes).toBe(9);
      expect(calls.closest).toBe(stack.length + 2);
    } finally {
      for (const element of [...containers, document.documentElement])
        delete (element as { textContent?: unknown }).textContent;
      vi.restoreAllMocks();
    }
  });
});
