import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain build script without type declarations
import { disableControls } from '../../scripts/snapshot-html.mjs';
import { releaseSnapshotControls, snapshotKind, useHydrating } from './snapshot';

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

describe('useHydrating', () => {
  function Stored() {
    const hydrating = useHydrating();
    // As a page reading the browser's storage: nothing of it while hydrating a snapshot.
    return <p>{hydrating ? 'sin datos guardados' : 'con datos guardados'}</p>;
  }

  it('is true while a snapshot is hydrated (no mismatch), then the page draws with its storage', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Stored />);
    expect(container.textContent).toBe('sin datos guardados');
    const errors: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Stored />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('con datos guardados');
    act(() => root?.unmount());
  });

  it('is false in a page drawn without a snapshot', () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<Stored />));
    expect(container.textContent).toBe('con datos guardados');
    act(() => root.unmount());
  });
});
