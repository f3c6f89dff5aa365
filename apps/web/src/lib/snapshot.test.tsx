import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { act, type ReactNode, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain build script without type declarations
import { disableControls, hoistStyles } from '../../scripts/snapshot-html.mjs';
import { keepStyles } from '../../test/styles';
import { PageBaseline } from './page-baseline';
import {
  beginHydration,
  HydrationBoundary,
  isHydrating,
  releaseSnapshotControls,
  SnapshotStatic,
  snapshotKind,
  useHydrating,
} from './snapshot';
import { snapshotAwareCache, theme } from './theme';

// The baseline's rules go into jsdom as in a browser (test/setup.ts leaves them out by default).
keepStyles();

const page =
  '<form><input type="email" name="email"/><input disabled="" name="locked"/><textarea name="t"></textarea>' +
  '<button type="submit">Ingresar</button><div role="button" tabindex="0">Pregunta</div>' +
  '<div role="tab" aria-disabled="true">Otra</div><a href="/signup">Registrarme</a><div class="x">texto</div></form>';

describe('build-time snapshots', () => {
  it('disables every control in the HTML, leaves links alone, and gives exactly those back', () => {
    const snapshot: string = disableControls(page);
    const container = document.createElement('div');
    container.innerHTML = snapshot;
    expect(container.querySelector<HTMLInputElement>('input[name=email]')?.disabled).toBe(true);
    expect(container.querySelector<HTMLTextAreaElement>('textarea')?.disabled).toBe(true);
    expect(container.querySelector<HTMLButtonElement>('button')?.disabled).toBe(true);
    expect(container.querySelector('[role=button]')?.getAttribute('aria-disabled')).toBe('true');
    expect(container.querySelector('a')?.outerHTML).toBe('<a href="/signup">Registrarme</a>');

    releaseSnapshotControls(container);
    const original = document.createElement('div');
    original.innerHTML = page;
    expect(container.innerHTML).toBe(original.innerHTML);
  });

  it('tells whose snapshot the root holds', () => {
    const root = document.createElement('div');
    expect(snapshotKind(root)).toBeNull();
    root.setAttribute('data-snapshot', 'landing');
    expect(snapshotKind(root)).toBe('landing');
    root.setAttribute('data-snapshot', 'app');
    expect(snapshotKind(root)).toBe('app');
    root.setAttribute('data-snapshot', 'other');
    expect(snapshotKind(root)).toBeNull();
  });
});

describe('snapshot styles', () => {
  // As Emotion writes them while drawing a page on the server: one tag before each styled element.
  const drawn =
    '<style data-emotion="css-global 1a2b">body{margin:0}</style><style data-emotion="css 3c4d">.css-3c4d{color:red}</style>' +
    '<div class="css-3c4d"><style data-emotion="css 5e6f">.css-5e6f{padding:8px}</style><p class="css-5e6f">Hola</p></div>';

  it('go to the head as few tags, in order, that the app cache takes over without moving them', () => {
    const { head, body }: { head: string; body: string } = hoistStyles(drawn);
    expect(body).toBe('<div class="css-3c4d"><p class="css-5e6f">Hola</p></div>');
    expect(head).toBe(
      '<style data-snapshot-global="css-global 1a2b">body{margin:0}</style>' +
        '<style data-snapshot-css="3c4d 5e6f">.css-3c4d{color:red}.css-5e6f{padding:8px}</style>',
    );

    document.head.innerHTML = `<title>t</title>${head}<meta name="after">`;
    const before = document.head.innerHTML;
    const tags = [...document.head.querySelectorAll('style')];
    // Emotion's default cache (created when @emotion/react loads) finds nothing of them to move...
    createCache({ key: 'css' });
    // ...and the app's cache knows every style of the snapshot, so none is inserted again.
    const cache = snapshotAwareCache();
    expect(cache.inserted['3c4d']).toBe(true);
    expect(cache.inserted['5e6f']).toBe(true);
    expect(cache.inserted.other).toBeUndefined();
    // The head is untouched: the same nodes in the same places (a moved <style> is a restyled page).
    expect(document.head.innerHTML).toBe(before);
    expect([...document.head.querySelectorAll('style')]).toEqual(tags);
    document.head.innerHTML = '';
  });
});

describe('the baseline styles (issue 42)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  const draw = async (container: HTMLElement) => {
    const cache = snapshotAwareCache();
    let root: Root | undefined;
    await act(async () => {
      root = createRoot(container);
      root.render(
        <CacheProvider value={cache}>
          <ThemeProvider theme={theme}>
            <PageBaseline />
          </ThemeProvider>
        </CacheProvider>,
      );
    });
    return () => act(() => root?.unmount());
  };

  it('a page that carries them in its head keeps that tag where it is, and nothing is added', async () => {
    // As the build writes a page: MUI's baseline as Emotion draws it on the server, hoisted to the head.
    const { head }: { head: string } = hoistStyles(
      '<style data-emotion="css-global 1vv3uni">html{box-sizing:border-box}</style><p>Hola</p>',
    );
    expect(head).toBe('<style data-snapshot-global="css-global 1vv3uni">html{box-sizing:border-box}</style>');

    document.head.innerHTML = `<title>t</title>${head}<meta name="after">`;
    const before = document.head.innerHTML;
    const tag = document.head.querySelector('style');
    const unmount = await draw(document.createElement('div'));
    // Emotion's global styles would have moved it to the end of the head (a restyled page).
    expect(document.head.innerHTML).toBe(before);
    expect(document.head.querySelector('style')).toBe(tag);
    unmount();
  });

  it('any other page gets them from MUI', async () => {
    const unmount = await draw(document.createElement('div'));
    const rules = [...document.querySelectorAll('style')].flatMap((tag) =>
      [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
    );
    expect(rules.some((rule) => /^html\s*\{[^}]*box-sizing/.test(rule))).toBe(true);
    unmount();
  });
});

/**
 * The browser's side of a snapshot, as main.tsx does it: the tree in a HydrationBoundary, hydrated
 * into `container`. Answers the root and the errors React recovered from (a mismatch).
 */
async function hydrateSnapshot(container: HTMLElement, children: ReactNode, { begin = true } = {}) {
  const errors: unknown[] = [];
  let root: Root | undefined;
  if (begin) beginHydration(container);
  await act(async () => {
    root = hydrateRoot(container, <HydrationBoundary>{children}</HydrationBoundary>, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return { root: root!, errors };
}

describe('useHydrating', () => {
  function Stored() {
    const hydrating = useHydrating();
    // As a page reading the browser's storage: nothing of it while hydrating a snapshot.
    return <p>{hydrating ? 'sin datos guardados' : 'con datos guardados'}</p>;
  }

  it('is true while a snapshot is hydrated (no mismatch), then the page draws with its storage', async () => {
    const container = document.createElement('div');
    // As the build's prerender (where every render draws the snapshot), then the browser's hydration.
    beginHydration();
    container.innerHTML = renderToString(<Stored />);
    expect(container.textContent).toBe('sin datos guardados');
    const { root, errors } = await hydrateSnapshot(container, <Stored />, { begin: false });
    expect(errors).toEqual([]);
    expect(isHydrating()).toBe(false);
    expect(container.textContent).toBe('con datos guardados');
    act(() => root.unmount());
  });

  it("keeps the snapshot's controls disabled until React has taken them over (issue 41)", async () => {
    function Field() {
      const hydrating = useHydrating();
      return <input aria-label="Cupón" defaultValue="" data-hydrating={String(hydrating)} />;
    }
    const container = document.createElement('div');
    beginHydration();
    container.innerHTML = disableControls(renderToString(<Field />));
    const input = container.querySelector('input')!;
    expect(input.disabled).toBe(true);
    let disabledWhileHydrating: boolean | undefined;
    function Probe() {
      // Rendered during the hydration, before its commit: the field must not accept typing yet.
      disabledWhileHydrating = input.disabled;
      return null;
    }
    const { root } = await hydrateSnapshot(
      container,
      <>
        <Field />
        <Probe />
      </>,
    );
    expect(disabledWhileHydrating).toBe(true);
    expect(input.disabled).toBe(false);
    expect(container.querySelector('[data-snapshot-disabled]')).toBeNull();
    act(() => root.unmount());
  });

  it('is false in a page drawn without a snapshot', () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<Stored />));
    expect(container.textContent).toBe('con datos guardados');
    act(() => root.unmount());
  });
});

describe('SnapshotStatic (issue 42)', () => {
  let drawn = 0;
  function Text() {
    drawn += 1;
    return (
      <p id="texto">
        Un texto <b>sin nada</b> que tomar
      </p>
    );
  }
  function Page({ label }: { label: string }) {
    const [count, setCount] = useState(0);
    return (
      <main>
        <SnapshotStatic>
          <Text />
        </SnapshotStatic>
        <button type="button" onClick={() => setCount(count + 1)}>
          {label} {count}
        </button>
      </main>
    );
  }

  /**
   * The page drawn as the build's prerender draws it (the server hydrates nothing: the part is drawn),
   * then taken over by the browser with `label` — the snapshot's own, or another one (a mismatch).
   */
  async function hydrateSnapshotOfSumar(label: string) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page label="Sumar" />);
    const paragraph = container.querySelector('#texto');
    expect(paragraph?.textContent).toBe('Un texto sin nada que tomar');
    drawn = 0;
    const { root, errors } = await hydrateSnapshot(container, <Page label={label} />);
    return { container, paragraph, errors, root };
  }

  it("keeps the snapshot's nodes while hydrating, without drawing or checking them, and never writes them after", async () => {
    const { container, paragraph, errors, root } = await hydrateSnapshotOfSumar('Sumar');
    // The part's nodes stay, and its content is not rendered.
    expect(errors).toEqual([]);
    expect(drawn).toBe(0);
    expect(container.querySelector('#texto')).toBe(paragraph);

    // The rest of the page is React's: it answers, and its renders leave the kept part alone.
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('Sumar 0');
    await act(async () => button.click());
    expect(button.textContent).toBe('Sumar 1');
    await act(async () =>
      root.render(
        <HydrationBoundary>
          <Page label="Agregar" />
        </HydrationBoundary>,
      ),
    );
    expect(button.textContent).toBe('Agregar 1');
    expect(container.querySelector('#texto')).toBe(paragraph);
    expect(paragraph?.textContent).toBe('Un texto sin nada que tomar');
    expect(drawn).toBe(0);
    act(() => root.unmount());
  });

  it('draws its content where React gives up hydrating and draws the page anew (a mismatch elsewhere)', async () => {
    // Not the text the snapshot has: React throws the snapshot away and draws the page.
    const { container, errors, root } = await hydrateSnapshotOfSumar('Agregar');
    expect(errors).not.toEqual([]);
    expect(container.querySelector('button')?.textContent).toBe('Agregar 0');
    expect(container.querySelector('#texto')?.textContent).toBe('Un texto sin nada que tomar');
    expect(drawn).toBe(1);
    act(() => root.unmount());
  });

  it('draws its content in a page drawn without a snapshot', () => {
    drawn = 0;
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<Page label="Sumar" />));
    expect(drawn).toBe(1);
    expect(container.querySelector('#texto')?.textContent).toBe('Un texto sin nada que tomar');
    act(() => root.unmount());
  });
});
