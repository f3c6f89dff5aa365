import { describe, expect, it } from 'vitest';
import { isPublicPath, maySee, resolveRoute, returnPathAfterSignIn, signInThenReturnTo } from './routing';

const customer = { role: 'Customer', hasAnalysis: true };
const newCustomer = { role: 'Customer', hasAnalysis: false };

describe('resolveRoute (doc 1 §2 routing rule)', () => {
  it('sends anonymous visitors of non-public paths to the landing', () => {
    expect(resolveRoute({ path: '/dashboard', hasToken: false })).toBe('/login');
    expect(resolveRoute({ path: '/results', hasToken: false })).toBe('/login');
  });

  it('leaves anonymous visitors on public paths', () => {
    for (const p of [
      '/',
      '/login',
      '/signup',
      '/resetPassword',
      '/verified',
      '/createUser',
      '/changePassword',
      '/terminos-condiciones-uso-uy',
      '/platos-semanales',
      '/consulta-nutricional',
      // Guests pay their meals too (decision 014).
      '/meals-checkout',
    ]) {
      expect(resolveRoute({ path: p, hasToken: false })).toBeNull();
    }
  });

  it('waits while the account is being fetched and goes home when the fetch fails', () => {
    expect(resolveRoute({ path: '/dashboard', hasToken: true })).toBeNull();
    expect(resolveRoute({ path: '/dashboard', hasToken: true, account: null })).toBe('/');
  });

  it('leaves payment paths alone once logged in, even without an analysis', () => {
    for (const p of ['/payment', '/paymentMethod', '/checkout', '/payrenewed']) {
      expect(resolveRoute({ path: p, hasToken: true, account: newCustomer })).toBeNull();
    }
  });

  it('sends a customer with no analysis to /loadingPayment', () => {
    expect(resolveRoute({ path: '/login', hasToken: true, account: newCustomer })).toBe('/loadingPayment');
    // Meals and consultations are open to customers without a kit (back from paying meals, too).
    expect(resolveRoute({ path: '/platos-semanales', hasToken: true, account: newCustomer })).toBeNull();
    expect(resolveRoute({ path: '/meals-checkout', hasToken: true, account: newCustomer })).toBeNull();
    expect(resolveRoute({ path: '/loadingPayment', hasToken: true, account: newCustomer })).toBeNull();
  });

  it('sends everyone else to /dashboard except the meals and consultation pages', () => {
    expect(resolveRoute({ path: '/login', hasToken: true, account: customer })).toBe('/dashboard');
    expect(resolveRoute({ path: '/', hasToken: true, account: { role: 'Nutritionist', hasAnalysis: false } })).toBe(
      '/dashboard',
    );
    expect(resolveRoute({ path: '/ops', hasToken: true, account: { role: 'Business', hasAnalysis: false } })).toBe(
      '/dashboard',
    );
    expect(resolveRoute({ path: '/dashboard', hasToken: true, account: customer })).toBeNull();
    for (const p of ['/platos-semanales', '/consulta-nutricional', '/meals-checkout']) {
      expect(resolveRoute({ path: p, hasToken: true, account: customer })).toBeNull();
    }
  });

  it('never sends anyone away from a page their account may see: a reload, a bookmark, an e-mail link', () => {
    const allowed: Array<[string, { role: string; hasAnalysis: boolean }]> = [
      ['/profile', customer],
      ['/results', customer],
      ['/foods', customer],
      ['/home', customer],
      ['/agenda', customer],
      // A customer without a kit still reaches their data and purchases.
      ['/profile', newCustomer],
      ['/profile', { role: 'Business', hasAnalysis: false }],
      ['/patientresult', { role: 'Nutritionist', hasAnalysis: false }],
      ['/profile', { role: 'Nutritionist', hasAnalysis: false }],
      ['/ops', { role: 'Operator', hasAnalysis: false }],
    ];
    for (const [path, account] of allowed) {
      expect(resolveRoute({ path, hasToken: true, account }), `${account.role} ${path}`).toBeNull();
    }
  });

  it('sends people away only from pages their account state does not allow', () => {
    // No kit yet: nothing of the results; the kit purchase instead.
    for (const p of ['/results', '/foods', '/home', '/dashboard', '/collections']) {
      expect(resolveRoute({ path: p, hasToken: true, account: newCustomer })).toBe('/loadingPayment');
    }
    // A kit already bought: no second purchase page.
    expect(resolveRoute({ path: '/loadingPayment', hasToken: true, account: customer })).toBe('/dashboard');
    // Another role's pages.
    expect(resolveRoute({ path: '/ops', hasToken: true, account: customer })).toBe('/dashboard');
    expect(
      resolveRoute({ path: '/results', hasToken: true, account: { role: 'Nutritionist', hasAnalysis: false } }),
    ).toBe('/dashboard');
    expect(resolveRoute({ path: '/patientresult', hasToken: true, account: customer })).toBe('/dashboard');
  });

  it('leaves the activation link alone, signed in or not (signup signs people in)', () => {
    for (const account of [newCustomer, customer, { role: 'Business', hasAnalysis: false }]) {
      expect(resolveRoute({ path: '/verified', hasToken: true, account })).toBeNull();
      expect(resolveRoute({ path: '/emailConfirmed', hasToken: true, account })).toBeNull();
    }
  });

  it('a customer waiting for results uses the calculator (/home) and orders meals (issue 22 item 18)', () => {
    const waiting = { role: 'Customer', hasAnalysis: true };
    for (const path of ['/home', '/platos-semanales', '/meals-checkout', '/dashboard', '/foods', '/results']) {
      expect(maySee(path, waiting)).toBe(true);
      expect(resolveRoute({ path, hasToken: true, account: waiting })).toBeNull();
    }
    // Without a kit there is no calculator yet: the kit comes first; meals are for everyone.
    expect(maySee('/home', { role: 'Customer', hasAnalysis: false })).toBe(false);
    expect(maySee('/platos-semanales', { role: 'Customer', hasAnalysis: false })).toBe(true);
  });

  it('matches paths without regard to case or a trailing slash', () => {
    expect(isPublicPath('/Login/')).toBe(true);
    expect(resolveRoute({ path: '/CHECKOUT', hasToken: true, account: newCustomer })).toBeNull();
  });
});

describe('coming back after signing in (decision 005, amended for issue 22)', () => {
  const customer = { role: 'Customer', hasAnalysis: true };
  it('remembers the page with its query and returns to it when the account may see it', () => {
    const login = signInThenReturnTo('/foods?q=leche&page=2');
    expect(login).toBe('/login?next=%2Ffoods%3Fq%3Dleche%26page%3D2');
    expect(returnPathAfterSignIn(login.slice('/login'.length), customer)).toBe('/foods?q=leche&page=2');
    expect(returnPathAfterSignIn('?next=%2Fprofile%3Ftab%3Dcompras', customer)).toBe('/profile?tab=compras');
  });
  it('never leaves the site, and lets the rule decide for a page the account may not see', () => {
    for (const next of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'foods', ''])
      expect(returnPathAfterSignIn(`?next=${encodeURIComponent(next)}`, customer), next).toBeNull();
    expect(returnPathAfterSignIn('?next=%2Fops', customer)).toBeNull();
    expect(returnPathAfterSignIn('?next=%2Fresults', { role: 'Customer', hasAnalysis: false })).toBeNull();
    expect(returnPathAfterSignIn('', customer)).toBeNull();
  });
});
