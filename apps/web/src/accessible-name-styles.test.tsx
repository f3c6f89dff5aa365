import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { accessibleNameStyle } from '../test/accessible-name-styles';
import { makeAccount, renderAt, renderSignedIn, stubApi } from '../test/signed-in-harness';

/**
 * The component tests' accessible names read display and visibility from jsdom's default style
 * sheet and the inline style directly (test/accessible-name-styles.ts, issue 42). Here both answers
 * are compared, element by element, with jsdom's own getComputedStyle: on markup that meets each rule
 * of that style sheet, and on the app's pages as the tests render them.
 */
function differences(root: Element): string[] {
  const found: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const jsdom = window.getComputedStyle(element);
    const ours = accessibleNameStyle(element);
    for (const property of ['display', 'visibility']) {
      const expected = jsdom.getPropertyValue(property);
      const actual = ours.getPropertyValue(property);
      if (expected !== actual)
        found.push(`${element.outerHTML.slice(0, 120)}: ${property} ${actual}, jsdom ${expected}`);
    }
  }
  return found;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('display and visibility for the accessible names', () => {
  it('agree with jsdom on every rule of its default style sheet that sets them', () => {
    document.body.innerHTML = `
      <main><header><nav><ul><li><a href="/">a</a></li></ul><ol><li>b</li></ol></nav></header>
      <section><article><aside><h1>t</h1><h2>t</h2><h3>t</h3><h4>t</h4><h5>t</h5><h6>t</h6><hgroup></hgroup></aside></article></section>
      <address></address><blockquote></blockquote><center></center><figure><figcaption></figcaption></figure>
      <footer></footer><form><fieldset><legend>l</legend><input><input type="hidden"><input type="HIDDEN">
      <button>b</button><select><option>o</option></select><textarea></textarea><datalist></datalist></fieldset></form>
      <hr><listing></listing><p><span>s</span><strong>s</strong><em>e</em><br><wbr><ruby>r<rp>(</rp><rt>rt</rt><rp>)</rp></ruby></p>
      <pre></pre><plaintext></plaintext><xmp></xmp><search></search><dir></dir><menu></menu>
      <dl><dt>t</dt><dd>d</dd></dl>
      <table><caption>c</caption><colgroup><col></colgroup><colgroup hidden><col hidden></colgroup>
        <thead><tr><th>h</th></tr></thead><thead hidden><tr><th>h</th></tr></thead>
        <tbody><tr><td>d</td></tr><tr hidden><td>hidden row</td></tr></tbody><tbody hidden></tbody>
        <tfoot><tr><td>f</td></tr></tfoot><tfoot hidden></tfoot></table>
      <details><summary>first</summary><summary>second</summary><p>body</p></details><details open><summary>s</summary></details>
      <dialog>closed</dialog><dialog open>open</dialog>
      <div hidden>h</div><div hidden="until-found">u</div><div hidden="UNTIL-FOUND">u</div><span hidden>h</span>
      <embed hidden><embed><div popover>p</div>
      <marquee></marquee><slot></slot><noscript>n</noscript><template></template><area><param>
      <svg><path d="M0 0"></path></svg><my-element>c</my-element><img alt="i"><label>l</label>
      <div style="display: none"><span>inside</span></div><span style="display: block">b</span>
      <div style="display: flex"><p style="display: inline">i</p></div><input type="hidden" style="display: block">
      <span style="display: none !important">x</span>
      <div style="visibility: hidden"><p>under</p><p style="visibility: visible">back</p><p style="visibility: inherit">i</p></div>
      <div style="visibility: collapse"><span>c</span></div></main>`;
    expect(differences(document.documentElement)).toEqual([]);
  });

  it('agree with jsdom on a public page the tests render', async () => {
    stubApi(() => undefined);
    renderAt('/signup');
    await screen.findByRole('heading', { level: 1 });
    expect(differences(document.documentElement)).toEqual([]);
  });

  it('agree with jsdom on a signed-in page with its tabs', async () => {
    await renderSignedIn(makeAccount('Customer'), '/profile', () => undefined, 'Mi perfil');
    await userEvent.click(screen.getByRole('tab', { name: 'Formulario ADN' }));
    expect(differences(document.documentElement)).toEqual([]);
  });

  it('leave a file that keeps its styles to jsdom', () => {
    (globalThis as { __keepStyles?: boolean }).__keepStyles = true;
    try {
      const element = document.createElement('div');
      document.body.append(element);
      expect(accessibleNameStyle(element)).toBeInstanceOf(window.CSSStyleDeclaration);
    } finally {
      (globalThis as { __keepStyles?: boolean }).__keepStyles = false;
    }
  });
});
