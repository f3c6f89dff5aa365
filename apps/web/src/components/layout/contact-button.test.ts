import { describe, expect, it } from 'vitest';
import { isValue, KEEP_CLEAR, liftOverToasts } from './contact-button';

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
