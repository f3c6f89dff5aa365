import { useSyncExternalStore } from 'react';

/**
 * Build-time snapshots (scripts/prerender.mjs): the HTML of a page's first screen, drawn by the
 * browser before any script runs and then taken over by React (hydrated). `data-snapshot` on the
 * root says whose snapshot it is: 'landing' (main.tsx's landing shell), 'app' (a route of the app
 * without a session) or 'session' (a signed-in page's first screen, drawn over, never hydrated).
 */
export type SnapshotKind = 'landing' | 'app' | 'session';

export function snapshotKind(container: HTMLElement): SnapshotKind | null {
  const kind = container.getAttribute('data-snapshot');
  return kind === 'landing' || kind === 'app' || kind === 'session' ? kind : null;
}

/**
 * The snapshot's controls are disabled in the HTML so that nothing typed or clicked before the code
 * arrives is lost; they are given back right before React takes the nodes over.
 */
export function releaseSnapshotControls(container: HTMLElement): void {
  for (const element of container.querySelectorAll('[data-snapshot-disabled]')) {
    element.removeAttribute(element.getAttribute('data-snapshot-disabled') || 'disabled');
    element.removeAttribute('data-snapshot-disabled');
  }
}

const noSubscription = () => () => {};

/**
 * True while React hydrates a build-time snapshot, false in every other render (React re-renders
 * the component once hydration is done). The snapshot was drawn without this browser's storage, so a
 * page that reads storage for its first render must draw without it while hydrating, then read it.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
