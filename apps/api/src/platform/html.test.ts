import { describe, expect, it } from 'vitest';
import { renderCardPage } from '../modules/sandbox/card-page';
import { renderCheckoutPage } from '../modules/sandbox/checkout-page';
import { escapeHtml, html, trustedHtml } from './html';

const hostile = `"'><script>alert(1)</script><meta http-equiv="refresh" content="0;url=//evil.example"><a href="//evil.example">`;

describe('server-rendered HTML escaping (finding 6)', () => {
  it('escapes every interpolated value, keeps nested fragments', () => {
    expect(escapeHtml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&#39;');
    const inner = html`<b>${hostile}</b>`;
    const out =
      html`<p title="${hostile}">${inner}${null}${undefined}${false}${3}${trustedHtml('<br>')}</p>`.toString();
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<meta');
    expect(out).toContain('<b>&quot;&#39;&gt;&lt;script&gt;');
    expect(out.endsWith('3<br></p>')).toBe(true);
  });

  it('the sandbox card page writes hostile session, origin and error only escaped', () => {
    const page = renderCardPage({ session: hostile, redirectOrigin: hostile, nonce: 'n0nce', error: hostile });
    expect(page).not.toContain('<meta http-equiv');
    expect(page).not.toContain('<a href="//evil.example">');
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page).toContain('data-session="&quot;&#39;&gt;&lt;script&gt;');
  });

  it('the sandbox checkout page writes a hostile title and error only escaped', () => {
    for (const opts of [
      { preferenceId: hostile, title: hostile, amountCents: 1000, nonce: 'n0nce' },
      { preferenceId: hostile, title: '', amountCents: 0, nonce: 'n0nce', error: hostile },
    ]) {
      const page = renderCheckoutPage(opts);
      expect(page).not.toContain('<meta http-equiv');
      expect(page).not.toContain('<a href="//evil.example">');
      expect(page.match(/<script/g)).toHaveLength(1);
      expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
  });
});
